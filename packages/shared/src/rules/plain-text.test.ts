import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multiLine, singleLine } from '../schemas/common';
import {
  multiLineProblem,
  oneLine,
  PLAIN_TEXT_MESSAGES,
  singleLineProblem,
  withoutInvisible,
} from './plain-text';

const RLO_TITLE = 'Cheap \u202Egnp.exe\u202C flat';

describe('withoutInvisible', () => {
  it('removes direction overrides, embeddings and isolates', () => {
    expect(withoutInvisible(RLO_TITLE)).toBe('Cheap gnp.exe flat');
    expect(withoutInvisible('a\u202Ab\u202Bc\u202Dd\u2066e\u2067f\u2068g\u2069h')).toBe('abcdefgh');
  });

  it('removes zero-width spaces, word joiners and byte order marks', () => {
    expect(withoutInvisible('\uFEFFSun\u200Brise\u2060 Realty\u180E')).toBe('Sunrise Realty');
  });

  it('keeps the direction marks Arabic needs, and the joiners of emoji and words', () => {
    expect(withoutInvisible('السعر \u200F150\u200F دولار')).toBe('السعر \u200F150\u200F دولار');
    expect(withoutInvisible('👩\u200D👩\u200D👧')).toBe('👩\u200D👩\u200D👧');
    expect(withoutInvisible('می\u200Cخواهم')).toBe('می\u200Cخواهم');
  });

  it('puts the text in NFC', () => {
    expect(withoutInvisible('Cafe\u0301')).toBe('Caf\u00E9');
  });
});

describe('singleLineProblem and multiLineProblem', () => {
  it('refuse line breaks, tabs and other controls on one line', () => {
    for (const text of [
      'a\nb',
      'a\r\nb',
      'a\tb',
      'bell\u0007',
      'esc\u001B[31m',
      'c1\u0085',
      'del\u007F',
      'ls\u2028',
    ]) {
      expect(singleLineProblem(text)).toBe(PLAIN_TEXT_MESSAGES.singleLine);
    }
    expect(singleLineProblem('Garden house, 3 bedrooms – “quiet”')).toBeNull();
  });

  it('keep line breaks and tabs in several lines, and refuse the rest', () => {
    expect(multiLineProblem('First line\r\nSecond\tline\n')).toBeNull();
    for (const text of ['bell\u0007', 'esc\u001B[31m', 'c1\u009B', 'vt\u000B']) {
      expect(multiLineProblem(text)).toBe(PLAIN_TEXT_MESSAGES.control);
    }
  });

  it('name NUL characters as they always have', () => {
    expect(singleLineProblem('a\0b')).toBe(PLAIN_TEXT_MESSAGES.nul);
    expect(multiLineProblem('a\0b')).toBe(PLAIN_TEXT_MESSAGES.nul);
  });
});

describe('oneLine', () => {
  it('makes every line break and control one space, for subjects and headers', () => {
    expect(oneLine('Garden\r\nBcc: x@example.com\u0007 \u202Eflat')).toBe(
      'Garden Bcc: x@example.com flat',
    );
  });
});

describe('singleLine and multiLine schemas', () => {
  const title = singleLine().min(2).max(10);
  const body = multiLine().max(50);

  it('store the cleaned text', () => {
    expect(title.parse('  Caf\u0065\u0301 \u202Eok ')).toBe('Café ok');
    expect(body.parse(' One\nTwo\u200B ')).toBe('One\nTwo');
  });

  it('refuse controls with their message, and count length after cleaning', () => {
    const refused = title.safeParse('a\nb');
    expect(refused.error?.issues.map((i) => i.message)).toEqual([PLAIN_TEXT_MESSAGES.singleLine]);
    expect(title.safeParse('\u200B\u200B\u200Ba').success).toBe(false);
    expect(body.safeParse('ring \u0007').error?.issues[0]?.message).toBe(
      PLAIN_TEXT_MESSAGES.control,
    );
  });

  it('document the same JSON schema as a plain string', () => {
    expect(z.toJSONSchema(title, { io: 'input' })).toMatchObject({ type: 'string', minLength: 2 });
  });
});
