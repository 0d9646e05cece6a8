import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { cropImage } from '../lib/crop-image';

interface CropResult {
  blob: Blob;
  width: number;
  height: number;
}

interface ImageCropModalProps {
  title: string;
  file: File | null;
  /** Width divided by height: 8/5 for a listing's profile photo, 1 for a logo. */
  aspect: number;
  /** The smallest area of the original that may be chosen, or the crop is refused. */
  minSize?: { width: number; height: number };
  /** The size of the file made from the crop; by default the chosen area's own size. */
  outputSize?: { width: number; height: number };
  /** Scales a larger chosen area down to this width (when no outputSize is given). */
  maxWidth?: number;
  outputType: 'image/jpeg' | 'image/png';
  confirmLabel: string;
  busy?: boolean;
  cropShape?: 'rect' | 'round';
  onCancel: () => void;
  onCrop: (result: CropResult) => void;
}

/** Lets the user frame an image at a fixed ratio, then makes the cropped file in the browser. */
export function ImageCropModal({
  title,
  file,
  aspect,
  minSize,
  outputSize,
  maxWidth,
  outputType,
  confirmLabel,
  busy = false,
  cropShape = 'rect',
  onCancel,
  onCrop,
}: ImageCropModalProps) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setProblem(null);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const tooSmall =
    !!area &&
    !!minSize &&
    (Math.round(area.width) < minSize.width || Math.round(area.height) < minSize.height);
  const chosenArea = area ? `${Math.round(area.width)}x${Math.round(area.height)}` : '';
  const leastArea = minSize ? `${minSize.width}x${minSize.height}` : '';

  const confirm = async () => {
    if (!src || !area) return;
    if (tooSmall) {
      setProblem(
        t`The chosen area is ${chosenArea} pixels; it must be at least ${leastArea}. Zoom out or pick a larger photo.`,
      );
      return;
    }
    const width = outputSize?.width ?? Math.round(Math.min(area.width, maxWidth ?? Infinity));
    const height = outputSize?.height ?? Math.round(width / aspect);
    try {
      const blob = await cropImage(src, area, { width, height }, outputType);
      onCrop({ blob, width, height });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Modal opened={!!file} onClose={onCancel} title={title} size="lg" centered>
      <Stack gap="md">
        <Box
          pos="relative"
          h={340}
          bg="dark.8"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
          // The picture is framed the same way in every language: the cropper lays out left to right.
          dir="ltr"
          data-testid="crop-area"
        >
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              cropShape={cropShape}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </Box>
        <div>
          <Text size="sm" fw={500} id="crop-zoom-label">
            <Trans>Zoom</Trans>
          </Text>
          <Slider
            value={zoom}
            min={1}
            max={3}
            step={0.05}
            onChange={setZoom}
            aria-labelledby="crop-zoom-label"
            thumbLabel={t`Zoom`}
            label={null}
          />
        </div>
        {area && (
          <Text size="sm" c={tooSmall ? 'red' : 'dimmed'} data-testid="crop-size">
            {minSize ? (
              <Trans>
                Chosen area: {chosenArea} pixels (at least {leastArea})
              </Trans>
            ) : (
              <Trans>Chosen area: {chosenArea} pixels</Trans>
            )}
          </Text>
        )}
        {problem && (
          <Alert color="red" variant="light">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void confirm()} loading={busy} disabled={!area}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
