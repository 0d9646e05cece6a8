import { t } from '@lingui/core/macro';
import { MIN_IMAGE_HEIGHT, MIN_IMAGE_WIDTH } from '@propdesk/shared';
import { imageSize } from './crop-image';

export interface CheckedImage {
  file: File;
  /** Why the API would refuse the file, or null when it meets the limits. */
  problem: string | null;
}

/** The photo checks the API makes, made before uploading: readable, at least 800x500. */
export async function checkImage(file: File): Promise<CheckedImage> {
  const { width, height } = await imageSize(file);
  if (!width) return { file, problem: t`Not a readable image` };
  if (width < MIN_IMAGE_WIDTH || height < MIN_IMAGE_HEIGHT) {
    const minWidth = MIN_IMAGE_WIDTH;
    const minHeight = MIN_IMAGE_HEIGHT;
    return {
      file,
      problem: t({
        message: `${width}x${height} pixels; photos must be at least ${minWidth}x${minHeight}`,
        comment: 'Sizes in pixels, width x height, such as 800x500',
      }),
    };
  }
  return { file, problem: null };
}
