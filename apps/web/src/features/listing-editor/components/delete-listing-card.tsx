import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { AppError } from '@propdesk/shared';
import { notifyError } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import { NOTHING_TO_SAVE } from '../../../components/leave-guard';
import { useDeleteListing } from '../api/delete-listing';
import type { EditorListing } from '../api/listing';
import { TYPED_TEXT } from '../typed-text';

/** The danger zone: deleting needs the listing's name typed exactly. */
export function DeleteListingCard({ listing }: { listing: EditorListing }) {
  const { slug } = useTenant();
  const { t } = useLingui();
  const name = listing.name;
  const navigate = useNavigate();
  const remove = useDeleteListing(listing.publicId);
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const close = () => {
    setOpened(false);
    setTyped('');
  };

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t`Property deleted` });
        // Unsaved input in the other tabs went with the listing: nothing to ask about.
        void navigate(paths.myListings(slug), { state: NOTHING_TO_SAVE });
      },
      onError: (error) => {
        // The server stopped before deleting the listing: it stays, and so does this page.
        if (error instanceof AppError && error.statusCode === 503) {
          notifications.show({
            color: 'red',
            title: t`Could not delete image`,
            message: t`The listing was not deleted. Please try again in a moment.`,
          });
        } else {
          notifyError(error);
        }
        close();
      },
    });

  return (
    <Card padding="lg" withBorder style={{ borderColor: 'var(--mantine-color-red-filled)' }}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-red-text)" aria-hidden />
          <Title order={2} size="h4">
            <Trans>Danger zone</Trans>
          </Title>
        </Group>
        <Group justify="space-between" align="center" gap="md">
          <Text size="sm" maw={520}>
            <Trans>
              Deleting removes the listing with its photos, features and amenities. This cannot be
              undone.
            </Trans>
          </Text>
          <Button
            color="red.9"
            leftSection={<IconTrash size={16} />}
            onClick={() => setOpened(true)}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={opened}
        onClose={close}
        closeButtonProps={{ 'aria-label': t`Close` }}
        title={t`Delete this listing?`}
        centered
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed === listing.name) confirm();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              <Trans>
                Type{' '}
                <b>
                  <bdi>{name}</bdi>
                </b>{' '}
                to confirm. The listing, its photos, features and amenities are deleted for good.
              </Trans>
            </Text>
            <TextInput
              label={t`Listing name`}
              value={typed}
              styles={TYPED_TEXT}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                type="submit"
                color="red.9"
                disabled={typed !== listing.name}
                loading={remove.isPending}
              >
                <Trans>Delete listing</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
