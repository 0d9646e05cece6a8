import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type ResizeOptions, type Sharp } from 'sharp';
import {
  AGENT_LOGO_SIZE,
  AppError,
  MIN_IMAGE_HEIGHT,
  MIN_IMAGE_WIDTH,
  PHOTO_VARIANT_WIDTHS,
  PROPERTY_PHOTO_RATIO,
} from '@propdesk/shared';
import { createLimiter } from '../../lib/limiter';
import { photoHash } from './photo-hash';
import { markImage, type Watermark } from './watermark-mark';

/** 50 megapixels: a 48 MP phone photo passes; a decompression bomb does not reach the decoder. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** How far a cropped upload may be from the exact ratio (pixel rounding in the browser's crop). */
const RATIO_TOLERANCE = 0.01;
const MIN_LOGO_SIZE = 100;

// Every upload has a new name, so libvips' operation cache would only hold memory.
sharp.cache(false);
/** Images decoded at once per process: one per core, each on libvips' own thread pool. */
const PIPELINE_SLOTS = Math.max(1, availableParallelism());
/** Runs one image's decoding and encoding in a pipeline slot. */
export const pipelines = createLimiter(PIPELINE_SLOTS);
/**
 * Uploaded files held in memory at once per process, from reading one off the request until it
 * is stored: enough to keep every pipeline slot busy. Requests beyond it wait unread, so a burst
 * of uploads costs socket buffers instead of heap.
 */
export const withUploadSlot = createLimiter(PIPELINE_SLOTS * 2);

export type ImageFormat = 'jpeg' | 'png' | 'webp';
export type ImageKind = 'property' | 'profile' | 'logo';
export type VariantName = 'thumbnail' | 'card' | 'full';

interface EncodedFile {
  data: Buffer;
  extension: string;
  contentType: string;
  width: number;
  height: number;
}

export interface ProcessedImage {
  format: ImageFormat;
  original: EncodedFile;
  variants: Partial<Record<VariantName, EncodedFile>>;
  /** A listing photo's perceptual hash (photo-hash.ts), for telling the same home listed twice. */
  photoHash: bigint | null;
}

const FORMATS: Record<ImageFormat, { extension: string; contentType: string }> = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
};

/** Sized WebP copies of a property photo: cards and thumbnails are 8:5 crops, full keeps the shape. */
export const VARIANT_SIZES: Record<VariantName, ResizeOptions> = {
  thumbnail: { width: PHOTO_VARIANT_WIDTHS.thumbnail, height: 200, fit: 'cover' },
  card: { width: PHOTO_VARIANT_WIDTHS.card, height: 500, fit: 'cover' },
  full: {
    width: PHOTO_VARIANT_WIDTHS.full,
    height: PHOTO_VARIANT_WIDTHS.full,
    fit: 'inside',
    withoutEnlargement: true,
  },
};

const NOT_AN_IMAGE = 'Only JPEG, PNG and WebP images are accepted';

/** The format from the file's first bytes; names and claimed types are never trusted. */
export function sniffFormat(input: Buffer): ImageFormat | undefined {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) {
    return 'jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (input.length >= 8 && png.every((b, i) => input[i] === b)) return 'png';
  if (
    input.length >= 12 &&
    input.toString('latin1', 0, 4) === 'RIFF' &&
    input.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/**
 * Markup hidden inside an image (a polyglot that a browser could be talked into rendering as a
 * page). Re-encoding drops it anyway; refusing it tells the uploader something is wrong.
 */
const MARKUP =
  /^<(?:(?:script|html|body|iframe|object|embed|!doctype)[\s>/]|\?php\s|svg\s+(?:xmlns|on\w+)\s*=)/i;

/** Only the bytes after each '<' are read, so a large photo is never copied into one string. */
function containsMarkup(input: Buffer): boolean {
  for (let at = input.indexOf(0x3c); at !== -1; at = input.indexOf(0x3c, at + 1)) {
    if (MARKUP.test(input.toString('latin1', at, at + 64))) return true;
  }
  return false;
}

interface Inspected {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Reads the header only: format, and the size as shown (after the EXIF rotation). */
async function inspectImage(input: Buffer): Promise<Inspected> {
  const sniffed = sniffFormat(input);
  if (!sniffed) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  if (containsMarkup(input)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'The file contains markup and is not a plain image',
    );
  }
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNPROCESSABLE', 'The image could not be read');
  }
  if (meta.format !== sniffed) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new AppError('UNPROCESSABLE', 'The image could not be read');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError(
      'UNPROCESSABLE',
      `The image is ${width}x${height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted`,
    );
  }
  return { format: sniffed, width, height };
}

function checkRules(kind: ImageKind, { width, height }: Inspected): void {
  if (kind === 'logo') {
    if (Math.abs(width / height - 1) > RATIO_TOLERANCE) {
      throw new AppError('VALIDATION_FAILED', 'The logo must be square: crop it to 1:1');
    }
    if (width < MIN_LOGO_SIZE) {
      throw new AppError(
        'VALIDATION_FAILED',
        `The logo must be at least ${MIN_LOGO_SIZE}x${MIN_LOGO_SIZE} pixels`,
      );
    }
    return;
  }
  if (width < MIN_IMAGE_WIDTH || height < MIN_IMAGE_HEIGHT) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The image is ${width}x${height} pixels; photos must be at least ${MIN_IMAGE_WIDTH}x${MIN_IMAGE_HEIGHT}`,
    );
  }
  if (kind === 'profile' && Math.abs(width / height / PROPERTY_PHOTO_RATIO - 1) > RATIO_TOLERANCE) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The profile photo must have an 8:5 aspect ratio: crop it first',
    );
  }
}

export function decoder(input: Buffer) {
  // failOn 'error': a truncated or corrupt file is refused instead of half-decoded.
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/**
 * Huffman optimisation is off: it buffers the whole image's coefficients (about 50 MB for a
 * 4000x2500 photo) to save a few percent of the file.
 */
export const ORIGINAL_JPEG = { quality: 90, optimiseCoding: false } as const;
const ORIGINAL_QUALITY = 90;
export const VARIANT_QUALITY = 80;

async function encode(pipeline: Sharp, format: ImageFormat, quality: number): Promise<EncodedFile> {
  const out =
    format === 'jpeg'
      ? pipeline.jpeg({ ...ORIGINAL_JPEG, quality })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 6 })
        : pipeline.webp({ quality });
  const { data, info } = await out.toBuffer({ resolveWithObject: true });
  return { data, ...FORMATS[format], width: info.width, height: info.height };
}

async function render(
  input: Buffer,
  kind: ImageKind,
  shape: Inspected,
  watermark: Watermark | null,
): Promise<ProcessedImage> {
  // sharp drops EXIF (GPS included), XMP and comments unless asked to keep them.
  if (kind === 'logo') {
    const logo = decoder(input).resize(AGENT_LOGO_SIZE, AGENT_LOGO_SIZE, { fit: 'cover' });
    return {
      format: 'webp',
      original: await encode(logo, 'webp', ORIGINAL_QUALITY),
      variants: {},
      photoHash: null,
    };
  }
  let base = () => decoder(input);
  if (kind === 'profile') {
    const width = Math.min(shape.width, Math.floor(shape.height * PROPERTY_PHOTO_RATIO));
    const height = Math.round(width / PROPERTY_PHOTO_RATIO);
    base = () => decoder(input).resize(width, height, { fit: 'cover' });
  }
  const original = await encode(base(), shape.format, ORIGINAL_QUALITY);
  const variants = await renderVariants(base, watermark);
  // The hash is of the photo itself, never of the mark: re-marking leaves it as it is.
  return { format: shape.format, original, variants, photoHash: await photoHash(base()) };
}

/** The public sizes of a photo, each with the site's mark when there is one. */
async function renderVariants(base: () => Sharp, watermark: Watermark | null) {
  const variants: ProcessedImage['variants'] = {};
  for (const name of Object.keys(VARIANT_SIZES) as VariantName[]) {
    const sized = base().resize(VARIANT_SIZES[name]);
    const drawn = watermark ? await markImage(sized, watermark) : sized;
    variants[name] = await encode(drawn, 'webp', VARIANT_QUALITY);
  }
  return variants;
}

/**
 * The variants of a stored original drawn again with `watermark` (or without a mark), for the
 * re-render after the site's watermark changed: the original itself is only read.
 */
export function redrawVariants(
  original: Buffer,
  watermark: Watermark | null,
): Promise<ProcessedImage['variants']> {
  return pipelines(async () => {
    try {
      return await renderVariants(() => decoder(original), watermark);
    } catch {
      throw new AppError('UNPROCESSABLE', 'The image could not be read');
    }
  });
}

/**
 * Checks an upload and turns it into the files we store; `watermark` marks the variants of a
 * listing or unit photo (never the original). Refusals are AppErrors with the text the
 * dashboard shows. Decoding runs a few at a time so that a burst of uploads cannot exhaust
 * memory.
 */
export async function processImage(
  input: Buffer,
  kind: ImageKind,
  watermark: Watermark | null = null,
): Promise<ProcessedImage> {
  const shape = await inspectImage(input);
  checkRules(kind, shape);
  return pipelines(async () => {
    try {
      return await render(input, kind, shape, watermark);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('UNPROCESSABLE', 'The image could not be read');
    }
  });
}
