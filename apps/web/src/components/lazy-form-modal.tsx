import { Suspense, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

interface LazyFormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the loader says while the form loads: 'Loading the event form'. */
  loadingLabel: string;
  /** The form: a lazy component, so it, its date pickers and crop tool load on first open. */
  children: ReactNode;
}

/**
 * A form in a modal (full screen on a phone) whose body loads the first time it opens. The body
 * is made afresh each time the modal opens, so a closed modal keeps nothing of the last edit.
 */
export function LazyFormModal({
  opened,
  onClose,
  title,
  loadingLabel,
  children,
}: LazyFormModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 575.98px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {opened && (
        <Suspense
          fallback={
            <Center h={240} role="status" aria-label={loadingLabel}>
              <Loader aria-hidden />
            </Center>
          }
        >
          {children}
        </Suspense>
      )}
    </Modal>
  );
}
