import { t } from '@lingui/core/macro';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(t`The image could not be read`));
    image.src = src;
  });
}

/** The pixel size of an image file as the browser shows it (EXIF rotation applied). */
export async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    return { width: 0, height: 0 };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Draws the chosen area of an image into a new file of exactly `output` pixels (the browser
 * applies the photo's EXIF rotation when it draws).
 */
export async function cropImage(
  src: string,
  area: PixelArea,
  output: { width: number; height: number },
  type: 'image/jpeg' | 'image/png',
): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t`This browser cannot crop images`);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    output.width,
    output.height,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(t`The crop could not be saved`))),
      type,
      0.92,
    ),
  );
}
