import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { roomPhoto } from '../../test/images';
import { decoder } from './image-pipeline';
import { hashDistance, photoHash, SAME_PHOTO_DISTANCE } from './photo-hash';

const hashOf = async (photo: Buffer) => (await photoHash(decoder(photo)))!;

describe('a photo hash', () => {
  it('stays within reach for the same photo resized, recompressed, cropped a little or brightened', async () => {
    const photo = await roomPhoto(7);
    const original = await hashOf(photo);
    const copies = {
      resized: await sharp(photo).resize(800).jpeg({ quality: 80 }).toBuffer(),
      recompressed: await sharp(photo).jpeg({ quality: 35 }).toBuffer(),
      'saved as WebP': await sharp(photo).resize(1200).webp({ quality: 70 }).toBuffer(),
      'cropped by 2.5%': await sharp(photo)
        .extract({ left: 40, top: 25, width: 1520, height: 950 })
        .toBuffer(),
      brightened: await sharp(photo).modulate({ brightness: 1.15 }).toBuffer(),
      darkened: await sharp(photo).modulate({ brightness: 0.85 }).toBuffer(),
    };
    for (const [change, copy] of Object.entries(copies)) {
      const distance = hashDistance(original, await hashOf(copy));
      expect(distance, change).toBeLessThanOrEqual(SAME_PHOTO_DISTANCE);
    }
  });

  it('is far off for other rooms furnished and photographed alike', async () => {
    const original = await hashOf(await roomPhoto(7));
    for (let seed = 100; seed < 130; seed++) {
      const distance = hashDistance(original, await hashOf(await roomPhoto(seed)));
      expect(distance, `room ${seed}`).toBeGreaterThan(SAME_PHOTO_DISTANCE);
    }
  });

  it('has none for a picture too plain to tell apart: one colour, a smooth gradient', async () => {
    const flat = await sharp({
      create: { width: 800, height: 500, channels: 3, background: { r: 40, g: 160, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const gradient = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">' +
          '<linearGradient id="g"><stop offset="0" stop-color="#000"/>' +
          '<stop offset="1" stop-color="#fff"/></linearGradient>' +
          '<rect width="800" height="500" fill="url(#g)"/></svg>',
      ),
    )
      .jpeg()
      .toBuffer();
    expect(await photoHash(decoder(flat))).toBeNull();
    expect(await photoHash(decoder(gradient))).toBeNull();
    expect(await photoHash(decoder(await roomPhoto(7)))).not.toBeNull();
  });

  it('fits a signed 64-bit column and counts differing bits', () => {
    expect(hashDistance(-1n, 0n)).toBe(64);
    expect(hashDistance(0b1011n, 0b0001n)).toBe(2);
    expect(hashDistance(BigInt.asIntN(64, 1n << 63n), 0n)).toBe(1);
  });
});
