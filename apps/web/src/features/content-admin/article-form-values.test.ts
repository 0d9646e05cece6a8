import { describe, expect, it } from 'vitest';
import { articleBodyOf, articleFormErrors, articleValuesOf } from './article-form-values';

const values = {
  title: 'Buying in Avondale',
  slug: ' ',
  summary: 'What to look for',
  category: null,
  body: '# Hello',
};

describe('articleBodyOf', () => {
  it('sends a blank slug as null and the publish state from the button', () => {
    expect(articleBodyOf(values, true)).toEqual({ ...values, slug: null, published: true });
  });

  it('opens a new article blank', () => {
    expect(articleValuesOf(undefined)).toEqual({
      title: '',
      slug: '',
      summary: '',
      category: null,
      body: '',
    });
  });
});

describe('articleFormErrors', () => {
  it('names a short title, a bad address and an empty body', () => {
    expect(articleFormErrors({ ...values, title: 'Hi', slug: 'Not A Slug', body: ' ' })).toEqual({
      title: 'Title must be at least 3 characters',
      slug: 'Use lowercase letters, digits and single dashes in the address',
      body: 'Write the article',
    });
  });

  it('passes a valid article', () => {
    expect(articleFormErrors(values)).toEqual({});
  });
});
