import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WATERMARK,
  WATERMARK_LIMITS,
  WATERMARK_MESSAGES,
  watermarkBody,
  watermarkLayout,
  watermarkLooksDifferent,
} from './watermark';

const messages = (input: unknown) => {
  const result = watermarkBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const mark = {
  mode: 'TEXT',
  text: 'Sunrise Homes',
  position: 'BOTTOM_RIGHT',
  opacity: 60,
  size: 5,
};

describe('watermarkBody', () => {
  it('takes a text mark, trimmed, and off with or without text', () => {
    expect(watermarkBody.parse({ ...mark, text: '  Sunrise Homes ' })).toEqual(mark);
    expect(messages(DEFAULT_WATERMARK)).toEqual([]);
    expect(messages({ ...mark, mode: 'OFF' })).toEqual([]);
  });

  it('refuses a text mark without text, and text too long or on two lines', () => {
    expect(messages({ ...mark, text: '   ' })).toEqual([
      `text: ${WATERMARK_MESSAGES.textRequired}`,
    ]);
    expect(messages({ ...mark, text: 'x'.repeat(41) })).toEqual([
      `text: ${WATERMARK_MESSAGES.textTooLong}`,
    ]);
    expect(messages({ ...mark, text: 'a\nb' })).toEqual([
      `text: ${WATERMARK_MESSAGES.textOneLine}`,
    ]);
  });

  it('refuses an unknown mode or position, and opacity or size out of range or not whole', () => {
    expect(messages({ ...mark, mode: 'LOGO' })).toEqual([`mode: ${WATERMARK_MESSAGES.mode}`]);
    expect(messages({ ...mark, position: 'LEFT' })).toEqual([
      `position: ${WATERMARK_MESSAGES.position}`,
    ]);
    for (const opacity of [9, 101, 50.5, '50', null]) {
      expect(messages({ ...mark, opacity })).toEqual([`opacity: ${WATERMARK_MESSAGES.opacity}`]);
    }
    for (const size of [1, 13, 2.5]) {
      expect(messages({ ...mark, size })).toEqual([`size: ${WATERMARK_MESSAGES.size}`]);
    }
  });
});

it('states the limits in its messages', () => {
  const { textMax, opacityMin, opacityMax, sizeMin, sizeMax } = WATERMARK_LIMITS;
  expect(WATERMARK_MESSAGES.textTooLong).toContain(` ${textMax} `);
  expect(WATERMARK_MESSAGES.opacity).toContain(`from ${opacityMin} to ${opacityMax} `);
  expect(WATERMARK_MESSAGES.size).toContain(`from ${sizeMin} to ${sizeMax} `);
});

describe('watermarkLooksDifferent', () => {
  it('is false between two settings that are both off, whatever their text', () => {
    const off = watermarkBody.parse({ ...mark, mode: 'OFF' });
    expect(watermarkLooksDifferent(off, { ...off, text: 'Other', opacity: 20 })).toBe(false);
    const on = watermarkBody.parse(mark);
    expect(watermarkLooksDifferent(off, on)).toBe(true);
    expect(watermarkLooksDifferent(on, { ...on, opacity: 61 })).toBe(true);
    expect(watermarkLooksDifferent(on, { ...on })).toBe(false);
  });
});

describe('watermarkLayout', () => {
  it('sizes the text by the width and keeps a margin from the chosen edges', () => {
    expect(watermarkLayout(1000, 625, { position: 'BOTTOM_RIGHT', size: 5 })).toEqual({
      fontSize: 50,
      margin: 25,
      x: 975,
      y: 600,
      horizontal: 'end',
      vertical: 'bottom',
    });
    expect(watermarkLayout(1000, 625, { position: 'TOP_LEFT', size: 5 })).toMatchObject({
      x: 25,
      y: 25,
      horizontal: 'start',
      vertical: 'top',
    });
    expect(watermarkLayout(320, 200, { position: 'CENTER', size: 2 })).toMatchObject({
      fontSize: 8,
      x: 160,
      y: 100,
      horizontal: 'middle',
      vertical: 'middle',
    });
  });
});
