import { describe, expect, it } from 'vitest';
import { isExternalUrl, safeMarkdownUrl } from './markdown-url';

describe('safeMarkdownUrl', () => {
  it.each([
    'https://example.com/guide',
    'HTTP://example.com',
    'mailto:hello@propdesk.example',
    '/files/articles/demo/x.webp',
    '#next-steps',
  ])('keeps %s', (url) => {
    expect(safeMarkdownUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'ftp://example.com/file',
    '//evil.example/x',
    '/\\evil.example',
    'relative/path',
    'tel:+263771234567',
  ])('drops %s', (url) => {
    expect(safeMarkdownUrl(url)).toBe('');
  });
});

describe('isExternalUrl', () => {
  it('tells links that leave the site', () => {
    expect(isExternalUrl('https://example.com')).toBe(true);
    expect(isExternalUrl('/demo/articles')).toBe(false);
    expect(isExternalUrl('mailto:a@b.c')).toBe(false);
  });
});
