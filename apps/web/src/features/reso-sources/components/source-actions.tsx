import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { notifyError } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useTenant } from '../../../lib/tenant';
import {
  useDeleteResoSource,
  useRunResoSource,
  useUpdateResoSource,
  type ResoSource,
} from '../api/reso-sources';
import { SourceFormModal } from './source-form-modal';

/** Run now, pause or resume, edit and delete (after a confirm) one source. */
export function SourceActions({
  source,
  describedBy,
}: {
  source: ResoSource;
  /** The id of the source's name, so each button says which source it acts on. */
  describedBy: string;
}) {
  const { t } = useLingui();
  const { slug } = useTenant();
  const navigate = useNavigate();
  const run = useRunResoSource();
  const update = useUpdateResoSource();
  const remove = useDeleteResoSource();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = source.name;
  const paused = source.status === 'paused';

  const runNow = () =>
    run.mutate(source.publicId, {
      onSuccess: () => notifications.show({ color: 'teal', message: t`Run started` }),
      onError: notifyError,
    });
  const togglePause = () =>
    update.mutate(
      { id: source.publicId, body: { status: paused ? 'active' : 'paused' } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: paused ? t`Source resumed` : t`Source paused`,
          }),
        onError: notifyError,
      },
    );
  const confirmDelete = () =>
    remove.mutate(source.publicId, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t`Source deleted` });
        setDeleting(false);
        void navigate(paths.resoSources(slug));
      },
      onError: notifyError,
    });

  return (
    <>
      <Group gap="xs">
        <Button
          size="compact-sm"
          leftSection={<IconRefresh size={16} />}
          onClick={runNow}
          loading={run.isPending}
          disabled={source.running || source.runRequested}
          aria-describedby={describedBy}
        >
          <Trans>Run now</Trans>
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
          onClick={togglePause}
          loading={update.isPending}
          aria-describedby={describedBy}
        >
          {paused ? <Trans>Resume</Trans> : <Trans>Pause</Trans>}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconPencil size={16} />}
          onClick={() => setEditing(true)}
          aria-describedby={describedBy}
        >
          <Trans>Edit</Trans>
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setDeleting(true)}
          aria-describedby={describedBy}
        >
          <Trans>Delete</Trans>
        </Button>
      </Group>
      <SourceFormModal opened={editing} source={source} onClose={() => setEditing(false)} />
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t`Delete this source?`}
        keepLabel={<Trans>Keep source</Trans>}
        confirmLabel={<Trans>Delete source</Trans>}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      >
        <Trans>
          &lsquo;<bdi>{name}</bdi>&rsquo; will no longer be copied from, and its mapping and runs
          are deleted. The listings it brought in stay with their agents.
        </Trans>
      </ConfirmModal>
    </>
  );
}
