import { describe, expect, it } from 'vitest';
import { articleBody, readingMinutes, slugify } from './article';

describe('slugify', () => {
  it.each([
    ['Five questions to ask', 'five-questions-to-ask'],
    ['  Ça coûte -- combien?  ', 'ca-coute-combien'],
    ['Rent: 2 bedrooms & a garden!', 'rent-2-bedrooms-a-garden'],
    ['¿¿¿!!!', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts a long title at a dash within 80 characters', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^word(-word)*$/);
    expect(slugify('x'.repeat(100))).toBe('x'.repeat(80));
  });
});

describe('readingMinutes', () => {
  it('counts 200 words a minute, at least 1', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes("## It's a house\n\n- [link](https://x.io) ok")).toBe(1);
  });
});

describe('articleBody', () => {
  it('fills the defaults and turns an empty slug into null', () => {
    expect(articleBody.parse({ title: '  Hello there ', body: 'Text', slug: '' })).toEqual({
      title: 'Hello there',
      slug: null,
      summary: '',
      body: 'Text',
      category: null,
      published: false,
    });
  });
});
