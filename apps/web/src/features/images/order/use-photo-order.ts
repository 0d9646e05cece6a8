import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AppError } from '@propdesk/shared';
import { notifyError } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useTenant } from '../../../lib/tenant';
import { useReorderImages, type PhotoOrder, type PropertyImages } from '../api/property-images';

/**
 * The photos' order as the agent sees it: each move shows at once and is saved in one call. Moves
 * made while a save is on its way wait, and only the latest is sent after it, so quick moves
 * end in the last order the agent made, never an older answer over a newer move.
 */
export function usePhotoOrder(propertyId: string, data: PropertyImages) {
  const { slug } = useTenant();
  const queryClient = useQueryClient();
  const reorder = useReorderImages(propertyId);
  const [shown, setShown] = useState<PhotoOrder | null>(null);
  const waiting = useRef<PhotoOrder | null>(null);
  const sending = useRef(false);

  const send = (order: PhotoOrder) => {
    sending.current = true;
    reorder.mutate(order, {
      onSuccess: () => {
        const next = waiting.current;
        waiting.current = null;
        if (next) send(next);
        else {
          sending.current = false;
          setShown(null);
        }
      },
      onError: (error) => {
        sending.current = false;
        waiting.current = null;
        setShown(null);
        notifyError(error);
        if (error instanceof AppError && error.statusCode === 409) {
          void queryClient.invalidateQueries({
            queryKey: queryKeys.propertyImages(slug, propertyId),
          });
        }
      },
    });
  };

  const save = (order: PhotoOrder) => {
    setShown((before) => ({
      ...order,
      profile: order.profile ?? before?.profile,
    }));
    if (sending.current) {
      waiting.current = { ...order, profile: order.profile ?? waiting.current?.profile };
    } else send(order);
  };

  const profileName =
    shown?.profile ??
    Object.values(data.images)
      .flat()
      .find((image) => image.profile)?.name ??
    null;
  return {
    order: shown?.images ?? data.order,
    profile: profileName,
    save,
    saving: reorder.isPending || shown !== null,
  };
}
