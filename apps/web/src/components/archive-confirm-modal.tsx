import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmModal } from './confirm-modal';

interface ArchiveConfirmModalProps {
  opened: boolean;
  /** The listing's name as the agent knows it. */
  name: string;
  /** True to archive, false to unarchive. */
  archiving: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirm archiving and unarchiving need (spec section 5), from a card or the editor. */
export function ArchiveConfirmModal({ name, archiving, ...modal }: ArchiveConfirmModalProps) {
  const { t } = useLingui();
  return (
    <ConfirmModal
      {...modal}
      title={archiving ? t`Archive this listing?` : t`Unarchive this listing?`}
      keepLabel={<Trans>Cancel</Trans>}
      confirmLabel={archiving ? <Trans>Archive</Trans> : <Trans>Unarchive</Trans>}
      confirmColor="primary"
    >
      {archiving ? (
        <Trans>&apos;{name}&apos; will no longer be shown to customers.</Trans>
      ) : (
        <Trans>&apos;{name}&apos; will be shown to customers again once it is approved.</Trans>
      )}
    </ConfirmModal>
  );
}
