import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, NumberInput, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { RESO_SOURCE_LIMITS } from '@propdesk/shared';
import { fieldErrors } from '../../../lib/form-fields';
import { notifyError } from '../../../lib/notify';
import {
  useCreateResoSource,
  useUpdateResoSource,
  type ResoSource,
  type ResoSourceChanges,
} from '../api/reso-sources';

interface SourceFormModalProps {
  opened: boolean;
  /** The source edited; none: a new one. */
  source?: ResoSource | null;
  onClose: () => void;
  onSaved?: (source: ResoSource) => void;
}

interface Values {
  name: string;
  serviceRoot: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  everyMinutes: number | string;
}

/** "Connect a source" and "Edit source": the remote's addresses, credentials and schedule. */
export function SourceFormModal({ opened, source, onClose, onSaved }: SourceFormModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={source ? t`Edit source` : t`Connect a RESO source`}
      centered
      size="lg"
    >
      {opened && <SourceForm source={source ?? null} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function SourceForm({
  source,
  onClose,
  onSaved,
}: {
  source: ResoSource | null;
  onClose: () => void;
  onSaved?: (source: ResoSource) => void;
}) {
  const { t } = useLingui();
  const create = useCreateResoSource();
  const update = useUpdateResoSource();
  const saving = create.isPending || update.isPending;
  const { everyMinutesMin: fewest, everyMinutesMax: most } = RESO_SOURCE_LIMITS;
  const form = useForm<Values>({
    initialValues: {
      name: source?.name ?? '',
      serviceRoot: source?.serviceRoot ?? '',
      tokenUrl: source?.tokenUrl ?? '',
      clientId: source?.clientId ?? '',
      clientSecret: '',
      everyMinutes: source?.everyMinutes ?? RESO_SOURCE_LIMITS.everyMinutesDefault,
    },
  });

  const done = (saved: ResoSource) => {
    notifications.show({
      color: 'teal',
      message: source ? t`Source saved` : t`Source connected`,
    });
    onSaved?.(saved);
    onClose();
  };
  const failed = (error: unknown) => {
    form.setErrors(fieldErrors(error));
    notifyError(error);
  };

  const submit = form.onSubmit((values) => {
    // An empty number input is left out: the server keeps (or takes) its default.
    const everyMinutes =
      typeof values.everyMinutes === 'number' ? { everyMinutes: values.everyMinutes } : {};
    if (!source) {
      create.mutate(
        {
          name: values.name,
          serviceRoot: values.serviceRoot,
          tokenUrl: values.tokenUrl,
          clientId: values.clientId,
          clientSecret: values.clientSecret,
          ...everyMinutes,
        },
        { onSuccess: done, onError: failed },
      );
      return;
    }
    // Only what changed is sent; a secret left blank is kept.
    const body: ResoSourceChanges = {
      ...(values.name !== source.name && { name: values.name }),
      ...(values.serviceRoot !== source.serviceRoot && { serviceRoot: values.serviceRoot }),
      ...(values.tokenUrl !== source.tokenUrl && { tokenUrl: values.tokenUrl }),
      ...(values.clientId !== source.clientId && { clientId: values.clientId }),
      ...(values.clientSecret !== '' && { clientSecret: values.clientSecret }),
      ...(everyMinutes.everyMinutes !== source.everyMinutes && everyMinutes),
    };
    update.mutate({ id: source.publicId, body }, { onSuccess: done, onError: failed });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          description={t`How the site calls this source, for example the MLS's name`}
          required
          maxLength={RESO_SOURCE_LIMITS.nameMax}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t`Service root`}
          description={t`The address of the server's RESO Web API (its OData service root)`}
          placeholder="https://feed.example.com/demo/reso/odata"
          required
          type="url"
          dir="ltr"
          maxLength={RESO_SOURCE_LIMITS.urlMax}
          {...form.getInputProps('serviceRoot')}
        />
        <TextInput
          label={t`Token endpoint`}
          description={t`Where the client id and secret are traded for an access token`}
          placeholder="https://feed.example.com/demo/reso/token"
          required
          type="url"
          dir="ltr"
          maxLength={RESO_SOURCE_LIMITS.urlMax}
          {...form.getInputProps('tokenUrl')}
        />
        <TextInput
          label={t`Client id`}
          required
          dir="ltr"
          autoComplete="off"
          maxLength={RESO_SOURCE_LIMITS.clientIdMax}
          {...form.getInputProps('clientId')}
        />
        <PasswordInput
          label={t`Client secret`}
          description={
            source
              ? t`Kept as it is when left blank. It is stored encrypted and never shown.`
              : t`Stored encrypted and never shown again.`
          }
          required={!source}
          dir="ltr"
          autoComplete="new-password"
          maxLength={RESO_SOURCE_LIMITS.clientSecretMax}
          {...form.getInputProps('clientSecret')}
        />
        <NumberInput
          label={t`Run every (minutes)`}
          description={t`From ${fewest} minutes to ${most} (a week)`}
          min={RESO_SOURCE_LIMITS.everyMinutesMin}
          max={RESO_SOURCE_LIMITS.everyMinutesMax}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          maw={220}
          {...form.getInputProps('everyMinutes')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            {source ? <Trans>Save source</Trans> : <Trans>Connect source</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
