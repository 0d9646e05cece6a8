import type { FastifyBaseLogger } from 'fastify';
import type { EventBanner } from '../../lib/columns';
import type { Storage } from '../../infra/storage';
import { deleteKeys } from './image-files';
import { storeUploads, type FileSource } from './image-uploads';

/** A photo kept on its own (an event's banner, a banner's image, an article's cover). */
export type SinglePhoto = EventBanner;

/**
 * A photo as a reader gets it on a site that marks its photos: the marked full-size variant in
 * place of the original's address, so the unmarked original is never handed out (its agent and
 * the site's staff still get it). Photos with no full variant keep theirs.
 */
export function withoutOriginal<
  P extends { fileDownloadUri: string; variants: Partial<Record<string, string>> },
>(photo: P): P {
  return { ...photo, fileDownloadUri: photo.variants.full ?? photo.fileDownloadUri };
}

/**
 * A stored photo as the API answers it (`photoSchema`): its name, the original and the three
 * variants. Every such photo is a 'property' kind upload, which always has the three variants;
 * one missing in an old row reads as the original.
 */
export function photoView(photo: {
  name: string;
  fileDownloadUri: string;
  variants: Partial<Record<string, string>>;
}) {
  const { thumbnail, card, full } = photo.variants;
  return {
    name: photo.name,
    fileDownloadUri: photo.fileDownloadUri,
    variants: {
      thumbnail: thumbnail ?? photo.fileDownloadUri,
      card: card ?? photo.fileDownloadUri,
      full: full ?? photo.fileDownloadUri,
    },
  };
}

interface SinglePhotoTarget {
  /** Where its files go, ending with '/'. */
  folder: string;
  /** The 400 when more than one image is sent. */
  tooMany: string;
  /** What the photo is, for the log. */
  label: string;
}

/**
 * Stores one uploaded photo through the listing photos' pipeline and hands it to `save`, which
 * puts it in place and answers the photo it replaced. The replaced photo's files are deleted
 * afterwards; a failure there is only logged, since the new photo is in place either way.
 */
export async function replaceSinglePhoto(
  ctx: { storage: Storage; log: FastifyBaseLogger },
  target: SinglePhotoTarget,
  files: FileSource,
  save: (photo: SinglePhoto) => Promise<SinglePhoto | null>,
): Promise<void> {
  const limits = { maxFiles: 1, tooMany: target.tooMany };
  const replaced = await storeUploads(
    ctx.storage,
    { folder: target.folder, kind: 'property', files, limits },
    ([stored]) =>
      save({
        name: stored!.name,
        fileDownloadUri: stored!.fileDownloadUri,
        variants: stored!.variants,
        storageKeys: stored!.keys,
      }),
  );
  if (!replaced) return;
  await deleteKeys(ctx.storage, replaced.storageKeys).catch((err: unknown) => {
    ctx.log.warn(
      { err, keys: replaced.storageKeys },
      `could not remove a replaced ${target.label}`,
    );
  });
}

/**
 * Removes a photo kept on its own: its files first, so when storage cannot remove them the photo
 * stays ('Could not delete image'), then `clear` takes it off its owner.
 */
export async function removeSinglePhoto(
  storage: Storage,
  photo: SinglePhoto | null,
  clear: (photo: SinglePhoto) => Promise<unknown>,
): Promise<void> {
  if (!photo) return;
  await deleteKeys(storage, photo.storageKeys);
  await clear(photo);
}
