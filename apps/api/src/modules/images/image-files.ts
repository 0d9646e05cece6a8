import { AppError } from '@propdesk/shared';
import type { Storage } from '../../infra/storage';
import { newPublicId } from '../../lib/ids';
import type { ProcessedImage, VariantName } from './image-pipeline';

/** A generated image name: 20 base62 characters and the original's extension. */
export const IMAGE_NAME = /^[A-Za-z0-9]{20}\.(?:jpg|png|webp)$/;

export interface StoredImage {
  name: string;
  keys: string[];
  fileDownloadUri: string;
  variants: Partial<Record<VariantName, string>>;
  photoHash: bigint | null;
}

export function propertyFolder(tenantSlug: string, propertyPublicId: string): string {
  return `properties/${tenantSlug}/${propertyPublicId}/`;
}

/**
 * Writes the original and its variants (at once) under a folder with a fresh name. When one
 * write fails the others are removed, so nothing half-stored is left.
 */
export async function storeImage(
  storage: Storage,
  folder: string,
  image: ProcessedImage,
): Promise<StoredImage> {
  const id = newPublicId(20);
  const name = `${id}.${image.original.extension}`;
  const files = [
    { key: `${folder}${name}`, file: image.original, variant: undefined },
    ...Object.entries(image.variants).map(([variant, file]) => ({
      key: `${folder}${id}-${variant}.${file.extension}`,
      file: file,
      variant: variant as VariantName,
    })),
  ];
  const results = await Promise.allSettled(
    files.map(({ key, file }) => storage.put(key, file.data, file.contentType)),
  );
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await discardKeys(
      storage,
      files.filter((_, i) => results[i]!.status === 'fulfilled').map((f) => f.key),
    );
    throw failed.reason;
  }
  const variants: StoredImage['variants'] = {};
  for (const { key, variant } of files) if (variant) variants[variant] = storage.urlFor(key);
  return {
    name,
    keys: files.map((f) => f.key),
    fileDownloadUri: storage.urlFor(files[0]!.key),
    variants,
    photoHash: image.photoHash,
  };
}

/** Best-effort clean-up after a refused or failed upload. */
export async function discardKeys(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/**
 * Deletes stored objects for good. Any failure stops the caller with 'Could not delete image',
 * so a listing or image row is never dropped while its files remain.
 */
export async function deleteKeys(storage: Storage, keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  if (results.some((r) => r.status === 'rejected')) {
    throw new AppError('UNAVAILABLE', 'Could not delete image');
  }
}

/**
 * Removes every stored object of one image row: the keys it recorded, and the objects its
 * addresses point at (rows written before keys were recorded). Throws when storage cannot.
 */
export async function removeImageFiles(
  storage: Storage,
  image: { storageKeys?: string[] | null; fileDownloadUri: string; variants?: unknown },
): Promise<void> {
  const urls = [image.fileDownloadUri, ...Object.values(image.variants ?? {})];
  const fromUrls = urls.flatMap((url) => {
    const key = typeof url === 'string' ? storage.keyFromUrl(url) : undefined;
    return key ? [key] : [];
  });
  for (const key of new Set([...(image.storageKeys ?? []), ...fromUrls])) await storage.remove(key);
}
