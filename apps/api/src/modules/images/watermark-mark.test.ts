import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { roomPhoto } from '../../test/images';
import { processImage, redrawVariants } from './image-pipeline';
import type { Watermark } from './watermark-mark';

const mark: Watermark = { text: 'Sunrise Homes', position: 'BOTTOM_RIGHT', opacity: 80, size: 8 };

/** The mean absolute difference of two same-sized images within a box, per channel value. */
async function difference(
  a: Buffer,
  b: Buffer,
  box: { left: number; top: number; width: number; height: number },
) {
  const [x, y] = await Promise.all(
    [a, b].map((img) => sharp(img).extract(box).removeAlpha().raw().toBuffer()),
  );
  let sum = 0;
  for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

describe('the watermark on the variants', () => {
  it('marks the variants where the mark is, leaves the rest, the original and the hash alone', async () => {
    const photo = await roomPhoto(7);
    const plain = await processImage(photo, 'property');
    const marked = await processImage(photo, 'property', mark);
    expect(marked.original.data.equals(plain.original.data)).toBe(true);
    expect(marked.photoHash).toBe(plain.photoHash);
    for (const name of ['thumbnail', 'card', 'full'] as const) {
      const a = plain.variants[name]!;
      const b = marked.variants[name]!;
      expect([b.width, b.height]).toEqual([a.width, a.height]);
      const corner = {
        left: Math.round(a.width * 0.55),
        top: Math.round(a.height * 0.8),
        width: Math.round(a.width * 0.4),
        height: Math.round(a.height * 0.17),
      };
      const far = {
        left: 0,
        top: 0,
        width: Math.round(a.width * 0.4),
        height: Math.round(a.height * 0.4),
      };
      expect(await difference(a.data, b.data, corner)).toBeGreaterThan(4);
      expect(await difference(a.data, b.data, far)).toBeLessThan(1);
    }
  });

  it('draws again from a stored original: the same as an upload with that mark, or without one', async () => {
    const upload = await processImage(await roomPhoto(3), 'property', mark);
    const again = await redrawVariants(upload.original.data, null);
    const marked = await redrawVariants(upload.original.data, { ...mark, position: 'TOP_LEFT' });
    const full = upload.variants.full!;
    const topLeft = {
      left: 0,
      top: 0,
      width: Math.round(full.width / 2),
      height: Math.round(full.height / 5),
    };
    expect(await difference(again.full!.data, marked.full!.data, topLeft)).toBeGreaterThan(4);
    const bottomRight = {
      ...topLeft,
      left: Math.round(full.width / 2),
      top: Math.round(full.height * 0.8),
    };
    expect(
      await difference(again.full!.data, upload.variants.full!.data, bottomRight),
    ).toBeGreaterThan(4);
  });

  it('fits long text or Arabic between the margins of a thumbnail', async () => {
    const photo = await roomPhoto(5);
    for (const text of ['W'.repeat(40), 'عقارات الشروق']) {
      const out = await processImage(photo, 'property', {
        ...mark,
        text,
        size: 12,
        position: 'CENTER',
      });
      const thumb = out.variants.thumbnail!;
      expect([thumb.width, thumb.height]).toEqual([320, 200]);
    }
  });
});
