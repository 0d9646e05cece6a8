import { z } from 'zod';

/**
 * A site's watermark on its public listing photos (the thumbnail, card and full variants; the
 * originals are never marked): off, or a line of text at a corner or the centre. The admin's
 * form and the API both check it with `watermarkBody`; the mark is drawn where
 * `watermarkLayout` puts it, on the photos and in the settings page's preview alike.
 */
export const WATERMARK_MODES = ['OFF', 'TEXT'] as const;
export type WatermarkMode = (typeof WATERMARK_MODES)[number];

export const WATERMARK_POSITIONS = [
  'TOP_LEFT',
  'TOP_RIGHT',
  'CENTER',
  'BOTTOM_LEFT',
  'BOTTOM_RIGHT',
] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

/** Opacity in percent; size is the text's height in percent of the photo's width. */
export const WATERMARK_LIMITS = {
  textMax: 40,
  opacityMin: 10,
  opacityMax: 100,
  sizeMin: 2,
  sizeMax: 12,
} as const;

/** Written out (the catalogs key them by their words); the rule's test holds them to the limits. */
export const WATERMARK_MESSAGES = {
  mode: 'Choose no watermark or a text watermark',
  textRequired: 'Write the text of the watermark',
  textTooLong: "The watermark's text is at most 40 characters",
  textOneLine: "The watermark's text is one line",
  position: 'Choose a corner or the centre',
  opacity: 'The opacity is a whole number from 10 to 100 %',
  size: "The size is a whole number from 2 to 12 % of the photo's width",
  adminOnly: "Only admins can change the site's watermark",
} as const;

/** What a new site starts with: no mark, and the choices a first text mark is offered. */
export const DEFAULT_WATERMARK = {
  mode: 'OFF',
  text: '',
  position: 'BOTTOM_RIGHT',
  opacity: 60,
  size: 5,
} as const satisfies WatermarkFields;

const wholeIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const watermarkBody = z
  .object({
    mode: z.enum(WATERMARK_MODES, { error: WATERMARK_MESSAGES.mode }).describe('OFF or TEXT'),
    text: z
      .string({ error: WATERMARK_MESSAGES.textRequired })
      .trim()
      .max(WATERMARK_LIMITS.textMax, WATERMARK_MESSAGES.textTooLong)
      .refine((text) => !/[\r\n\t]/.test(text), WATERMARK_MESSAGES.textOneLine)
      .describe('The line written on the photos (kept while the mark is off); needed for TEXT'),
    position: z
      .enum(WATERMARK_POSITIONS, { error: WATERMARK_MESSAGES.position })
      .describe('A corner or the centre of the photo'),
    opacity: wholeIn(
      WATERMARK_LIMITS.opacityMin,
      WATERMARK_LIMITS.opacityMax,
      WATERMARK_MESSAGES.opacity,
    ).describe('Percent: 10 is faint, 100 solid'),
    size: wholeIn(
      WATERMARK_LIMITS.sizeMin,
      WATERMARK_LIMITS.sizeMax,
      WATERMARK_MESSAGES.size,
    ).describe("The text's height in percent of the photo's width"),
  })
  .refine((body) => body.mode !== 'TEXT' || body.text.length > 0, {
    message: WATERMARK_MESSAGES.textRequired,
    path: ['text'],
  });

export type WatermarkInput = z.input<typeof watermarkBody>;
export type WatermarkFields = z.output<typeof watermarkBody>;

/** Whether two settings mark photos differently (a change of text while off changes nothing). */
export function watermarkLooksDifferent(a: WatermarkFields, b: WatermarkFields): boolean {
  if (a.mode !== b.mode) return true;
  if (a.mode === 'OFF') return false;
  return (
    a.text !== b.text || a.position !== b.position || a.opacity !== b.opacity || a.size !== b.size
  );
}

/** Where the mark goes on a photo `width` × `height` pixels: its font size and its anchor point. */
export interface WatermarkLayout {
  /** The text's font size in pixels (at least 8). */
  fontSize: number;
  /** Space kept between the mark and the photo's edges, in pixels. */
  margin: number;
  /** The anchor: the text's left, right or middle at `x`; its top, bottom or middle at `y`. */
  x: number;
  y: number;
  horizontal: 'start' | 'end' | 'middle';
  vertical: 'top' | 'bottom' | 'middle';
}

export function watermarkLayout(
  width: number,
  height: number,
  mark: Pick<WatermarkFields, 'position' | 'size'>,
): WatermarkLayout {
  const fontSize = Math.max(8, Math.round((width * mark.size) / 100));
  const margin = Math.round(Math.min(width, height) * 0.04);
  const left = mark.position === 'TOP_LEFT' || mark.position === 'BOTTOM_LEFT';
  const right = mark.position === 'TOP_RIGHT' || mark.position === 'BOTTOM_RIGHT';
  const top = mark.position === 'TOP_LEFT' || mark.position === 'TOP_RIGHT';
  const bottom = mark.position === 'BOTTOM_LEFT' || mark.position === 'BOTTOM_RIGHT';
  return {
    fontSize,
    margin,
    x: left ? margin : right ? width - margin : Math.round(width / 2),
    y: top ? margin : bottom ? height - margin : Math.round(height / 2),
    horizontal: left ? 'start' : right ? 'end' : 'middle',
    vertical: top ? 'top' : bottom ? 'bottom' : 'middle',
  };
}
