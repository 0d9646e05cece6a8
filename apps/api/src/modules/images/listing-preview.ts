import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../../infra/storage';
import { FONT_FILES } from '../../lib/fonts';
import { decoder, pipelines } from './image-pipeline';

/** The shape Open Graph and X show large: 1.91:1. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** Bumped when the design changes, so every preview is made again under a new name. */
const DESIGN = 1;
const MARGIN = 56;
const BAND_HEIGHT = 300;
const BACKGROUND = '#1f3b57';

/** The words written on a listing's preview, already in the page's language. */
interface PreviewWords {
  price: string;
  place: string;
  site: string;
  /** Written from the right (Arabic): the lines are set against the right edge. */
  rightToLeft: boolean;
}

export interface PreviewInput {
  tenantSlug: string;
  publicId: string;
  /** Where the cover photo is stored (its address); none for a listing without photos. */
  coverUrl?: string;
  words: PreviewWords;
}

/** Every preview of one listing, in every language, lives here (removed with the listing). */
const previewFolder = (tenantSlug: string, publicId: string) =>
  `previews/${tenantSlug}/${publicId}/`;

/**
 * The preview's name: a digest of everything drawn on it, so a new price, place, cover or design
 * is a new name (and a cache that kept the old picture never serves it for the new one).
 */
export function previewKey(input: PreviewInput): string {
  const drawn = JSON.stringify([DESIGN, input.coverUrl ?? null, input.words]);
  return createHash('sha256').update(drawn).digest('base64url').slice(0, 22);
}

const escapeMarkup = (text: string) =>
  text.replace(/[&<>]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[ch]!);

/** One line of white text, as a transparent picture at most `width` wide. */
async function textLine(
  text: string,
  size: number,
  weight: 'bold' | 'regular',
  width: number,
  rightToLeft: boolean,
) {
  const family = weight === 'bold' ? 'DejaVu Sans Bold' : 'DejaVu Sans';
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="#ffffff">${escapeMarkup(text)}</span>`,
      font: `${family} ${size}`,
      fontfile: FONT_FILES[weight],
      rgba: true,
      width,
      dpi: 72,
      align: rightToLeft ? 'right' : 'left',
      wrap: 'word-char',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const shade = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${BAND_HEIGHT}">` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0" stop-color="#000" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity="0.78"/></linearGradient></defs>' +
    `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
);

/** The picture: the cover filling 1200×630, a shade at the foot, the price and place on it. */
async function drawPreview(cover: Buffer | undefined, words: PreviewWords): Promise<Buffer> {
  return pipelines(async () => {
    const base = cover
      ? decoder(cover).resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover' })
      : sharp({
          create: {
            width: PREVIEW_WIDTH,
            height: PREVIEW_HEIGHT,
            channels: 3,
            background: BACKGROUND,
          },
        });
    const width = PREVIEW_WIDTH - 2 * MARGIN;
    const [site, price, place] = await Promise.all([
      textLine(words.site, 26, 'regular', width, words.rightToLeft),
      textLine(words.price, 64, 'bold', width, words.rightToLeft),
      textLine(words.place, 34, 'regular', width, words.rightToLeft),
    ]);
    const left = (line: { width: number }) =>
      words.rightToLeft ? PREVIEW_WIDTH - MARGIN - line.width : MARGIN;
    const placeTop = PREVIEW_HEIGHT - MARGIN - place.height;
    const priceTop = placeTop - 16 - price.height;
    return base
      .composite([
        { input: shade, top: PREVIEW_HEIGHT - BAND_HEIGHT, left: 0 },
        { input: site.data, top: Math.max(0, priceTop - 14 - site.height), left: left(site) },
        { input: price.data, top: Math.max(0, priceTop), left: left(price) },
        { input: place.data, top: Math.max(0, placeTop), left: left(place) },
      ])
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  });
}

/** Made at most once per process at a time for one name; callers asking meanwhile share it. */
const making = new Map<string, Promise<Buffer>>();

/**
 * The listing's preview under `key` (see previewKey): read from storage, else drawn from the
 * stored cover, stored, and the listing's older previews in the same language removed.
 */
export async function listingPreview(
  storage: Storage,
  input: PreviewInput,
  language: string,
): Promise<Buffer> {
  const folder = previewFolder(input.tenantSlug, input.publicId);
  const file = `${folder}${language}-${previewKey(input)}.jpg`;
  const stored = await storage.read(file);
  if (stored) return stored;
  let made = making.get(file);
  if (!made) {
    made = (async () => {
      const coverKey = input.coverUrl ? storage.keyFromUrl(input.coverUrl) : undefined;
      const cover = coverKey ? await storage.read(coverKey) : undefined;
      const picture = await drawPreview(cover, input.words);
      await storage.put(file, picture, 'image/jpeg');
      // A preview is a copy that can be made again: no row names it, nothing to settle later.
      await storage.settle([file]);
      const older = (await storage.list(folder)).filter(
        (key) => key !== file && key.startsWith(`${folder}${language}-`),
      );
      await Promise.all(older.map((key) => storage.remove(key).catch(() => undefined)));
      return picture;
    })().finally(() => making.delete(file));
    making.set(file, made);
  }
  return made;
}

/** Removes a listing's previews, best effort: they are copies, and a stray one is never linked. */
export async function deleteListingPreviews(
  storage: Storage,
  tenantSlug: string,
  publicId: string,
): Promise<void> {
  try {
    const keys = await storage.list(previewFolder(tenantSlug, publicId));
    await Promise.all(keys.map((key) => storage.remove(key)));
  } catch {
    // A preview left behind is a few kilobytes no page links to.
  }
}
