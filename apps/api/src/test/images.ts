import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Images made on the fly for tests and benchmarks, so no binary fixtures live in the tree. */

interface Options {
  /** EXIF orientation tag (1-8) written into a JPEG. */
  orientation?: number;
  /** Writes camera make and GPS position tags into a JPEG. */
  gps?: boolean;
  /** Random pixels instead of a gradient: a realistic file size for a photo. */
  noise?: boolean;
  /**
   * Random pixels softened by a blur: its WebP copies weigh what a real photo's do (plain noise is
   * several times heavier, a gradient a few kilobytes).
   */
  photoLike?: boolean;
}

function canvas(width: number, height: number, noise = false, photoLike = false) {
  if (noise || photoLike) {
    const pixels = sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    });
    // A blur of 1.5 leaves an 800x500 WebP copy of about 58 KB, a real photo's weight.
    return photoLike ? pixels.blur(1.5) : pixels;
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    '<defs><linearGradient id="g"><stop offset="0" stop-color="#2a6"/>' +
    '<stop offset="1" stop-color="#c52"/></linearGradient></defs>' +
    '<rect width="100%" height="100%" fill="url(#g)"/></svg>';
  return sharp(Buffer.from(svg));
}

export async function jpegImage(width: number, height: number, options: Options = {}) {
  let image = canvas(width, height, options.noise, options.photoLike).jpeg({ quality: 85 });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Propdesk 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '17/1 49/1 0/1' },
    });
  }
  return image.toBuffer();
}

export const pngImage = (width: number, height: number) => canvas(width, height).png().toBuffer();
export const webpImage = (width: number, height: number) => canvas(width, height).webp().toBuffer();
export const gifImage = (width: number, height: number) => canvas(width, height).gif().toBuffer();

export const svgImage = (width = 1600, height = 1000) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<script>alert(document.domain)</script><rect width="100%" height="100%"/></svg>',
  );

export const htmlPage = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A valid JPEG that is also a web page once a browser sniffs it. */
export async function polyglotJpeg() {
  const jpeg = await jpegImage(1600, 1000);
  return Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]);
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, complete PNG of width x height black pixels (1 bit grey). A 20000x20000 one is about
 * 50 KB on disk and 400 megapixels once decoded: a decompression bomb.
 */
export function hugePng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const raw = Buffer.alloc(row.length * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small deterministic random sequence, so a generated room is the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/**
 * A photo of a room, drawn: a wall, a floor, windows, a sofa and a door, each placed by `seed`.
 * Two seeds give two rooms furnished alike (the same kinds of things, in other places and
 * colours), which is what another home photographed the same way looks like.
 */
export async function roomPhoto(seed: number, width = 1600, height = 1000) {
  const next = seeded(seed);
  const shapes = [
    `<rect width="${width}" height="${height}" fill="hsl(${Math.floor(next() * 360)},30%,${60 + Math.floor(next() * 25)}%)"/>`,
    `<rect y="${height * 0.7}" width="${width}" height="${height * 0.3}" fill="hsl(30,35%,${30 + Math.floor(next() * 20)}%)"/>`,
  ];
  const windows = 2 + Math.floor(next() * 2);
  for (let i = 0; i < windows; i++) {
    shapes.push(
      `<rect x="${next() * width * 0.8}" y="${next() * height * 0.3 + 40}" width="${150 + next() * 250}" ` +
        `height="${150 + next() * 200}" fill="#bfe3ff" stroke="#fff" stroke-width="14"/>`,
    );
  }
  shapes.push(
    `<rect x="${next() * width * 0.6}" y="${height * 0.55}" width="${350 + next() * 200}" ` +
      `height="${height * 0.2}" rx="30" fill="hsl(${Math.floor(next() * 360)},40%,35%)"/>`,
    `<rect x="${next() * width * 0.9}" y="${height * 0.25}" width="90" height="${height * 0.45}" fill="#7a5230"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).blur(1).jpeg({ quality: 88 }).toBuffer();
}
