import { lazy, Suspense } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EventView } from '../api/event-view';

// The form, its date pickers and the crop tool load the first time the modal opens.
const EventFormBody = lazy(() =>
  import('./event-form-body').then((module) => ({ default: module.EventFormBody })),
);

interface EventFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The event to edit; without it the modal creates one. */
  event?: EventView;
}

/**
 * 'Add Event' and event edits in two steps, Details then Files (spec section 4): Create, then
 * Save. Closing after Create keeps the event.
 */
export function EventFormModal({ opened, onClose, event }: EventFormModalProps) {
  const phone = useMediaQuery('(max-width: 575.98px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={event ? 'Edit Event' : 'Add Event'}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* A fresh body each time it opens, so a closed modal keeps nothing of the last event. */}
      {opened && (
        <Suspense
          fallback={
            <Center h={240} role="status" aria-label="Loading the event form">
              <Loader aria-hidden />
            </Center>
          }
        >
          <EventFormBody event={event} onClose={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
