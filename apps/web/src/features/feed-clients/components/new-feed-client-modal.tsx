import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { FEED_CLIENT_LIMITS, FEED_SCOPES, feedClientBody, type FeedScope } from '@propdesk/shared';
import { fieldErrors, translatedResolver } from '../../../lib/form-fields';
import { notifyError } from '../../../lib/notify';
import { useCreateFeedClient, type CreatedFeedClient } from '../api/feed-clients';
import { FEED_SCOPE_LABELS } from '../feed-scopes';

interface NewFeedClientModalProps {
  opened: boolean;
  onClose: () => void;
}

/** "New client": its name and scopes, then its client id and secret, shown this once. */
export function NewFeedClientModal({ opened, onClose }: NewFeedClientModalProps) {
  const { t } = useLingui();
  const [created, setCreated] = useState<CreatedFeedClient | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': t`Close` }}
      // The secret is shown once: a stray click outside or Escape must not lose it.
      closeOnClickOutside={!created}
      closeOnEscape={!created}
      title={created ? t`Copy the client's secret now` : t`New feed client`}
      centered
      size="lg"
    >
      {created ? (
        <Credentials created={created} onDone={close} />
      ) : (
        <NewClientForm onCreated={setCreated} onCancel={close} />
      )}
    </Modal>
  );
}

function NewClientForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedFeedClient) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const create = useCreateFeedClient();
  const form = useForm<{ name: string; scopes: FeedScope[] }>({
    initialValues: { name: '', scopes: ['Property', 'Media'] },
    validate: translatedResolver(feedClientBody),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (answer) => {
        notifications.show({ color: 'teal', message: t`Feed client created` });
        onCreated(answer);
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifyError(error);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          description={t`Who will read the feed, for example the portal's name`}
          required
          maxLength={FEED_CLIENT_LIMITS.nameMax}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Checkbox.Group
          label={t`Scopes`}
          description={t`What this client may read from the site's feed`}
          required
          {...form.getInputProps('scopes')}
        >
          <Stack gap="xs" mt="xs">
            {FEED_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={
                  <>
                    {i18n._(FEED_SCOPE_LABELS[scope])}{' '}
                    <Code dir="ltr" fz="xs">
                      {scope}
                    </Code>
                  </>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending}>
            <Trans>Create client</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Credentials({ created, onDone }: { created: CreatedFeedClient; onDone: () => void }) {
  const { t } = useLingui();
  const name = created.client.name;
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={t`Shown only once`}
      >
        <Trans>
          Copy the client id and secret for {name} now and hand them over safely. The secret is not
          kept and will never be shown again: if it is lost, revoke this client and create another.
        </Trans>
      </Alert>
      <CopyableValue label={t`Client id`} value={created.clientId} testId="client-id" />
      <CopyableValue label={t`Client secret`} value={created.clientSecret} testId="client-secret" />
      <Group justify="flex-end">
        <Button onClick={onDone}>
          <Trans>I have copied them</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function CopyableValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="stretch">
        <Code
          block
          dir="ltr"
          data-testid={testId}
          style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t`Copied` : t`Copy ${label}`} withArrow>
              <Button
                variant={copied ? 'filled' : 'default'}
                color={copied ? 'teal' : undefined}
                onClick={copy}
                aria-label={t`Copy ${label}`}
                px="sm"
                h="auto"
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </Button>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
