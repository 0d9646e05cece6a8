import type { Sharp } from 'sharp';

/** Bits of a photo's hash that may differ for it to still be the same photo (of 64). */
export const SAME_PHOTO_DISTANCE = 10;
/**
 * A hash with this few bits set, or this few unset, is of a picture too plain to tell apart
 * (one colour, a smooth gradient): every such picture would match every other.
 */
const PLAIN_PHOTO_BITS = 4;

/**
 * A photo's difference hash (dHash): the picture in grey at 9×8 pixels, one bit per pair of
 * neighbours in a row (is the right one brighter?). Resizing, recompressing, a new brightness or
 * a small crop move few of its 64 bits; another room, even one furnished alike, moves many
 * (photo-hash.test.ts measures both). Returned as PostgreSQL's signed bigint holds it; null for
 * a picture too plain to tell apart (PLAIN_PHOTO_BITS).
 */
export async function photoHash(decoded: Sharp): Promise<bigint | null> {
  const pixels = await decoded.greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      hash = (hash << 1n) | (pixels[y * 9 + x]! < pixels[y * 9 + x + 1]! ? 1n : 0n);
    }
  }
  const set = hashDistance(hash, 0n);
  if (set <= PLAIN_PHOTO_BITS || set >= 64 - PLAIN_PHOTO_BITS) return null;
  return BigInt.asIntN(64, hash);
}

/** How many of two hashes' 64 bits differ. */
export function hashDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (rest) {
    count += Number(rest & 1n);
    rest >>= 1n;
  }
  return count;
}
