import { AppError } from '@propdesk/shared';
import type { Storage } from '../../infra/storage';
import { discardKeys, storeImage, type StoredImage } from './image-files';
import { processImage, withUploadSlot, type ImageKind } from './image-pipeline';
import type { UploadLimits } from './uploads';
import type { Watermark } from './watermark-mark';

/** Reads the request's files lazily, within the limits the rules allow for this upload. */
export type FileSource = (limits: UploadLimits) => AsyncIterable<Buffer>;

/**
 * Processes and stores each file as it arrives, then lets `record` write them down (under
 * whatever lock its counts need). Any refusal, there or before, discards what was stored: an
 * upload is all or nothing.
 */
export async function storeUploads<T>(
  storage: Storage,
  upload: {
    folder: string;
    kind: ImageKind;
    files: FileSource;
    limits: UploadLimits;
    /** The site's mark on the variants: listing and unit photos only. */
    watermark?: Watermark | null;
  },
  record: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const { folder, kind, files, limits, watermark = null } = upload;
  const stored: StoredImage[] = [];
  try {
    const incoming = files(limits)[Symbol.asyncIterator]();
    for (;;) {
      const done = await withUploadSlot(async () => {
        const next = await incoming.next();
        if (next.done) return true;
        if (stored.length >= limits.maxFiles) {
          throw new AppError('VALIDATION_FAILED', limits.tooMany);
        }
        stored.push(
          await storeImage(storage, folder, await processImage(next.value, kind, watermark)),
        );
        return false;
      });
      if (done) break;
    }
    const recorded = await record(stored);
    await settle(storage, stored);
    return recorded;
  } catch (error) {
    await discardKeys(
      storage,
      stored.flatMap((s) => s.keys),
    );
    await settle(storage, stored);
    throw error;
  }
}

/**
 * The files are named by a committed row, or discarded: the write journal may forget them. A
 * failure here costs nothing but a sweep's look later, so it never fails the upload.
 */
async function settle(storage: Storage, stored: StoredImage[]): Promise<void> {
  await storage.settle(stored.flatMap((s) => s.keys)).catch(() => undefined);
}
