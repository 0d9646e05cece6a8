import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import {
  IMAGE_MIME_TYPES,
  MIN_IMAGE_HEIGHT,
  MIN_IMAGE_WIDTH,
  PROPERTY_PHOTO_RATIO,
} from '@propdesk/shared';
import { ImageCropModal } from '../../../components/image-crop-modal';
import { useUploadProfilePhoto } from '../api/upload-images';
import { notifyError } from '../../../lib/notify';
import { notifyProfileSet } from '../profile-set-notice';

/** The largest profile photo sent: a 4000-pixel-wide crop is scaled down to this width. */
const MAX_PROFILE_WIDTH = 2400;

/** Pick a photo, crop it to 8:5 and make it the listing's profile photo. */
export function ProfilePhotoButton({ propertyId }: { propertyId: string }) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadProfilePhoto(propertyId);
  return (
    <>
      <FileButton onChange={setFile} accept={IMAGE_MIME_TYPES.join(',')}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconStar size={16} />}
            data-tour="profile-photo"
          >
            <Trans>Upload profile photo</Trans>
          </Button>
        )}
      </FileButton>
      <ImageCropModal
        title={t`Crop the profile photo (8:5)`}
        file={file}
        aspect={PROPERTY_PHOTO_RATIO}
        minSize={{ width: MIN_IMAGE_WIDTH, height: MIN_IMAGE_HEIGHT }}
        maxWidth={MAX_PROFILE_WIDTH}
        outputType="image/jpeg"
        confirmLabel={t`Save profile photo`}
        busy={upload.isPending}
        onCancel={() => setFile(null)}
        onCrop={({ blob }) =>
          upload.mutate(blob, {
            onSuccess: () => {
              notifyProfileSet();
              setFile(null);
            },
            onError: (error) => notifyError(error),
          })
        }
      />
    </>
  );
}
