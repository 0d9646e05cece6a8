import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmDeleteModalProps {
  /** What is deleted: a banner or an article. */
  kind: 'banner' | 'article';
  /** Its title; null keeps the modal closed. */
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirm a delete needs: it cannot be undone. */
export function ConfirmDeleteModal({
  kind,
  name,
  busy,
  onConfirm,
  onClose,
}: ConfirmDeleteModalProps) {
  const { t } = useLingui();
  const banner = kind === 'banner';
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={banner ? t`Delete this banner?` : t`Delete this article?`}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            &lsquo;<bdi>{name}</bdi>&rsquo; and its image will be deleted. This cannot be undone.
          </Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {banner ? <Trans>Keep banner</Trans> : <Trans>Keep article</Trans>}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {banner ? <Trans>Delete banner</Trans> : <Trans>Delete article</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
