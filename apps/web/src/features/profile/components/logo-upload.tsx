import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { AGENT_LOGO_SIZE, IMAGE_MIME_TYPES } from '@propdesk/shared';
import { ImageCropModal } from '../../../components/image-crop-modal';
import { useUploadLogo } from '../api/upload-logo';
import { notifyError } from '../../../lib/notify';

/** Pick an image, crop it square and upload it as the agency logo (stored at 400x400). */
export function LogoUpload({ agentId, hasLogo }: { agentId: string; hasLogo: boolean }) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadLogo(agentId);
  return (
    <>
      <FileButton onChange={setFile} accept={IMAGE_MIME_TYPES.join(',')}>
        {(props) => (
          <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} />}>
            {hasLogo ? <Trans>Change logo</Trans> : <Trans>Upload logo</Trans>}
          </Button>
        )}
      </FileButton>
      <ImageCropModal
        title={t`Crop your logo (square)`}
        file={file}
        aspect={1}
        outputSize={{ width: AGENT_LOGO_SIZE, height: AGENT_LOGO_SIZE }}
        outputType="image/png"
        confirmLabel={t`Save logo`}
        busy={upload.isPending}
        onCancel={() => setFile(null)}
        onCrop={({ blob }) =>
          upload.mutate(blob, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t`Logo saved` });
              setFile(null);
            },
            onError: (error) => notifyError(error),
          })
        }
      />
    </>
  );
}
