import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '../../../lib/api-client';
import { useTenant } from '../../../lib/tenant';
import { uploadFiles } from '../../../lib/upload';
import { useRefreshImages, type ImageLocation } from './property-images';

interface UploadInput {
  location: ImageLocation;
  files: File[];
  onProgress: (loaded: number, total: number) => void;
}

/**
 * POST /properties/ids/{id}/files/upload for GENERAL, else
 * /properties/ids/{id}/locations/ids/{location}/files/upload, with upload progress.
 */
export function useUploadImages(propertyId: string) {
  const { slug, session } = useTenant();
  const refresh = useRefreshImages(propertyId);
  return useMutation({
    mutationFn: ({ location, files, onProgress }: UploadInput) =>
      uploadFiles<Schemas['UploadedImages']>({
        path:
          location === 'GENERAL'
            ? `/properties/ids/${encodeURIComponent(propertyId)}/files/upload`
            : `/properties/ids/${encodeURIComponent(propertyId)}/locations/ids/${location}/files/upload`,
        files,
        field: 'files',
        tenant: slug,
        getToken: session.getToken,
        refresh: () => session.refresh(),
        onProgress,
      }),
    onSuccess: () => refresh(),
  });
}

/** POST /properties/ids/{id}/profiles/add: a photo already cropped to 8:5. */
export function useUploadProfilePhoto(propertyId: string) {
  const { slug, session } = useTenant();
  const refresh = useRefreshImages(propertyId);
  return useMutation({
    mutationFn: (photo: Blob) =>
      uploadFiles<Schemas['ProfilePhoto']>({
        path: `/properties/ids/${encodeURIComponent(propertyId)}/profiles/add`,
        files: [photo],
        field: 'file',
        tenant: slug,
        getToken: session.getToken,
        refresh: () => session.refresh(),
      }),
    onSuccess: () => refresh(),
  });
}
