import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyFormModal } from '../../../components/lazy-form-modal';
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
  const { t } = useLingui();
  return (
    <LazyFormModal
      opened={opened}
      onClose={onClose}
      title={event ? t`Edit Event` : t`Add Event`}
      loadingLabel={t`Loading the event form`}
    >
      <EventFormBody event={event} onClose={onClose} />
    </LazyFormModal>
  );
}
