import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '@propdesk/shared';
import { processImage, sniffFormat } from './image-pipeline';
import {
  gifImage,
  htmlPage,
  hugePng,
  jpegImage,
  pngImage,
  polyglotJpeg,
  svgImage,
  webpImage,
} from '../../test/images';

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('processImage', () => {
  it('keeps the decoded format for the original and makes three WebP variants', async () => {
    for (const [make, format] of [
      [jpegImage, 'jpeg'],
      [pngImage, 'png'],
      [webpImage, 'webp'],
    ] as const) {
      const out = await processImage(await make(1600, 1000), 'property');
      expect(out.format).toBe(format);
      expect((await sharp(out.original.data).metadata()).format).toBe(format);
      expect([out.original.width, out.original.height]).toEqual([1600, 1000]);
      const sizes = Object.fromEntries(
        await Promise.all(
          Object.entries(out.variants).map(async ([name, file]) => {
            const meta = await sharp(file.data).metadata();
            expect(meta.format).toBe('webp');
            return [name, `${meta.width}x${meta.height}`];
          }),
        ),
      );
      expect(sizes).toEqual({ thumbnail: '320x200', card: '800x500', full: '1600x1000' });
    }
  });

  it('rotates by EXIF and strips every metadata block, GPS included', async () => {
    const input = await jpegImage(1200, 900, { orientation: 6, gps: true });
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('TestCam');
    const out = await processImage(input, 'property');
    for (const file of [out.original, ...Object.values(out.variants)]) {
      const meta = await sharp(file.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(file.data.toString('latin1')).not.toContain('TestCam');
    }
    expect([out.original.width, out.original.height]).toEqual([900, 1200]);
  });

  it('measures the minimum size as the photo is shown, after rotation', async () => {
    // 1000x700 on disk, shown as 700x1000: narrower than 800.
    const error = await refusal(
      processImage(await jpegImage(1000, 700, { orientation: 6 }), 'property'),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('The image is 700x1000 pixels; photos must be at least 800x500');
  });

  it('refuses photos under 800x500', async () => {
    const sizes: [number, number][] = [
      [799, 600],
      [1000, 499],
    ];
    for (const [w, h] of sizes) {
      const error = await refusal(processImage(await jpegImage(w, h), 'property'));
      expect(error.statusCode).toBe(400);
      expect(error.message).toMatch(/at least 800x500/);
    }
    await expect(processImage(await jpegImage(800, 500), 'property')).resolves.toBeTruthy();
  });

  it('refuses anything that is not a JPEG, PNG or WebP by its content', async () => {
    const cases: [string, Buffer][] = [
      ['text named .jpg', Buffer.from('This is not an image, just text in a file called a.jpg\n')],
      ['SVG', svgImage()],
      ['HTML', htmlPage()],
      ['GIF', await gifImage(1600, 1000)],
      ['empty', Buffer.alloc(0)],
    ];
    for (const [, input] of cases) {
      const error = await refusal(processImage(input, 'property'));
      expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(error.message).toBe('Only JPEG, PNG and WebP images are accepted');
    }
  });

  it('refuses a JPEG that carries a web page (polyglot)', async () => {
    const error = await refusal(processImage(await polyglotJpeg(), 'property'));
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toMatch(/markup/);
  });

  it('refuses a 20000x20000 PNG without decoding it', async () => {
    const started = Date.now();
    const error = await refusal(processImage(hugePng(20000, 20000), 'property'));
    expect(error.code).toBe('UNPROCESSABLE');
    expect(error.message).toBe(
      'The image is 20000x20000 pixels; at most 50 megapixels are accepted',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a truncated file', async () => {
    const jpeg = await jpegImage(1600, 1000, { noise: true });
    const error = await refusal(processImage(jpeg.subarray(0, jpeg.length / 2), 'property'));
    expect(error.code).toBe('UNPROCESSABLE');
    expect(error.message).toBe('The image could not be read');
  });

  it('detects formats by their first bytes', async () => {
    expect(sniffFormat(await pngImage(10, 10))).toBe('png');
    expect(sniffFormat(Buffer.from('GIF89a'))).toBeUndefined();
  });
});

describe('processImage for a profile photo', () => {
  it('accepts 8:5 and crops away the rounding', async () => {
    const out = await processImage(await jpegImage(1610, 1000), 'profile');
    expect([out.original.width, out.original.height]).toEqual([1600, 1000]);
    expect(out.variants.card?.width).toBe(800);
  });

  it('refuses another aspect ratio', async () => {
    const error = await refusal(processImage(await jpegImage(1600, 1200), 'profile'));
    expect(error.message).toBe('The profile photo must have an 8:5 aspect ratio: crop it first');
  });

  it('still needs 800x500', async () => {
    const error = await refusal(processImage(await jpegImage(640, 400), 'profile'));
    expect(error.message).toMatch(/at least 800x500/);
  });
});

describe('processImage for an agent logo', () => {
  it('makes one 400x400 WebP file', async () => {
    const out = await processImage(await pngImage(600, 600), 'logo');
    expect(out.variants).toEqual({});
    const meta = await sharp(out.original.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
  });

  it('refuses a logo that is not square or is tiny', async () => {
    expect((await refusal(processImage(await pngImage(600, 400), 'logo'))).message).toBe(
      'The logo must be square: crop it to 1:1',
    );
    expect((await refusal(processImage(await pngImage(60, 60), 'logo'))).message).toBe(
      'The logo must be at least 100x100 pixels',
    );
  });
});
