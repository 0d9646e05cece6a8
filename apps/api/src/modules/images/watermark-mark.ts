import sharp, { type Sharp } from 'sharp';
import { watermarkLayout, type WatermarkFields } from '@propdesk/shared';
import { FONT_FILES } from '../../lib/fonts';

/** A mark to draw: a site's watermark while it is on (mode TEXT). */
export type Watermark = Pick<WatermarkFields, 'text' | 'position' | 'opacity' | 'size'>;

const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

type Picture = { data: Buffer; width: number; height: number };

/**
 * Lettering drawn lately: a re-render draws the same text at the same few sizes for every photo
 * (the thumbnail and card sizes are fixed, most full sizes share a width), so it is drawn once.
 */
const drawn = new Map<string, Promise<Picture>>();
const DRAWN_KEPT = 24;

function lettering(mark: Watermark, fontSize: number, colour: string, alpha: number) {
  const key = JSON.stringify([mark.text, fontSize, colour, Math.round(alpha)]);
  let picture = drawn.get(key);
  if (!picture) {
    picture = drawLettering(mark, fontSize, colour, alpha);
    // A failure is not kept: the next photo draws it again.
    picture.catch(() => drawn.delete(key));
    drawn.set(key, picture);
    if (drawn.size > DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
  }
  return picture;
}

/** The text as a transparent picture in one colour, at `alpha` percent. */
async function drawLettering(mark: Watermark, fontSize: number, colour: string, alpha: number) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}" fgalpha="${Math.max(1, Math.round(alpha))}%">${escapeMarkup(mark.text)}</span>`,
      font: `DejaVu Sans Bold ${fontSize}`,
      fontfile: FONT_FILES.bold,
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Scales a picture down (never up) to fit `maxWidth`. */
async function fitWidth(picture: Picture, maxWidth: number): Promise<Picture> {
  if (picture.width <= maxWidth) return picture;
  const { data, info } = await sharp(picture.data)
    .resize({ width: Math.max(1, maxWidth) })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const VERTICAL_SIDE = { top: 'start', bottom: 'end', middle: 'middle' } as const;

const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.round(value), max));

/**
 * Draws the mark on an image already sized (a variant): white lettering over a faint dark copy
 * shifted by a pixel or two, so it reads on light and dark photos alike, placed and sized by
 * the shared `watermarkLayout` (the settings page's preview uses the same). Text too wide for
 * the photo is scaled down to fit between the margins. Answers a new pipeline to encode.
 */
export async function markImage(sized: Sharp, mark: Watermark): Promise<Sharp> {
  const { data, info } = await sized.raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const layout = watermarkLayout(width, height, mark);
  const maxWidth = width - 2 * layout.margin;
  const draw = async (colour: string, alpha: number) =>
    fitWidth(await lettering(mark, layout.fontSize, colour, alpha), maxWidth);
  const [front, back] = await Promise.all([
    draw('#ffffff', mark.opacity),
    draw('#000000', mark.opacity * 0.55),
  ]);
  /** Where the lettering's box starts on one axis: at the anchor, before it, or around it. */
  const start = (anchor: number, size: number, side: 'start' | 'end' | 'middle') =>
    side === 'start' ? anchor : side === 'end' ? anchor - size : anchor - size / 2;
  const left = start(layout.x, front.width, layout.horizontal);
  const top = start(layout.y, front.height, VERTICAL_SIDE[layout.vertical]);
  const shift = Math.max(1, Math.round(layout.fontSize / 24));
  const x = clamp(left, width - front.width);
  const y = clamp(top, height - front.height);
  return sharp(data, { raw: { width, height, channels: info.channels } }).composite([
    {
      input: back.data,
      left: clamp(x + shift, width - back.width),
      top: clamp(y + shift, height - back.height),
    },
    { input: front.data, left: x, top: y },
  ]);
}
