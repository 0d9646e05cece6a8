import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CroppedImageField } from '../../../components/cropped-image-field';
import { notifyError } from '../../../lib/notify';
import { useDeleteEventBanner } from '../api/save-event';
import type { EventView } from '../api/event-view';

interface EventBannerStepProps {
  event: EventView;
  /** The cropped banner waiting for 'Save', or null. */
  pending: Blob | null;
  onPending: (banner: Blob | null) => void;
  /** The event after its banner was removed. */
  onChange: (event: EventView) => void;
  busy: boolean;
}

/** Step 2 (Files): the event's banner, picked or dropped, cropped 8:5, at least 800x500. */
export function EventBannerStep({
  event,
  pending,
  onPending,
  onChange,
  busy,
}: EventBannerStepProps) {
  const { t } = useLingui();
  const remove = useDeleteEventBanner();
  const removeBanner = () =>
    remove.mutate(event.publicId, {
      onSuccess: (result) => {
        notifications.show({ color: 'teal', message: t`Banner removed` });
        onChange(result);
      },
      onError: (error) => notifyError(error),
    });
  return (
    <Box pt="md">
      <CroppedImageField
        image="banner"
        current={event.banner?.variants.card ?? null}
        pending={pending}
        onPending={onPending}
        onRemove={removeBanner}
        removing={remove.isPending}
        busy={busy}
        testId="banner"
      />
    </Box>
  );
}
