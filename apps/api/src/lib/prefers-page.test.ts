import { describe, expect, it } from 'vitest';
import { prefersPage } from './prefers-page';

describe('which callers of a page address get the page', () => {
  it.each([
    ['no Accept header', undefined],
    ['an empty one', ''],
    ['*/* (curl, many link-preview fetchers)', '*/*'],
    ['text/html', 'text/html'],
    [
      "a browser's",
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    ],
    ['Facebook’s and WhatsApp’s fetchers', 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8'],
    ['text/* alone', 'text/*'],
    ['HTML and JSON alike', 'application/json, text/html'],
  ])('%s: the page', (_name, accept) => {
    expect(prefersPage(accept)).toBe(true);
  });

  it.each([
    ['application/json', 'application/json'],
    ['JSON first, anything after', 'application/json, */*;q=0.1'],
    ['application/* over */*', 'application/*, text/*;q=0.5'],
    ['HTML refused', 'text/html;q=0, */*'],
    ['an image', 'image/png'],
  ])('%s: not the page', (_name, accept) => {
    expect(prefersPage(accept)).toBe(false);
  });
});
