import { describe, expect, it } from 'vitest';
import { attentionReasons, classifyVisit, median, referrerHost } from './listing-performance';

describe('classifyVisit', () => {
  const site = ['propdesk.example', 'www.demo.example'];

  it('takes the source the public page named', () => {
    expect(classifyVisit('search', 'https://google.com/', site)).toEqual({
      source: 'search',
      host: '',
    });
    expect(classifyVisit('map', null, site).source).toBe('map');
    expect(classifyVisit('alert', null, site).source).toBe('alert');
  });

  it("keeps another site's host only, never its path", () => {
    expect(classifyVisit(null, 'https://www.News.example.org/a/b?q=secret', site)).toEqual({
      source: 'other',
      host: 'news.example.org',
    });
  });

  it('counts a visit from nowhere, from the site itself or from junk as direct', () => {
    expect(classifyVisit(null, null, site).source).toBe('direct');
    expect(classifyVisit(null, 'https://propdesk.example/demo', site).source).toBe('direct');
    expect(classifyVisit(null, 'https://demo.example/x', site).source).toBe('direct');
    expect(classifyVisit('bogus', 'not a url', site).source).toBe('direct');
    expect(classifyVisit(null, 'javascript:alert(1)', site).source).toBe('direct');
  });

  it('refuses hosts that are not names', () => {
    expect(referrerHost('http://localhost:5173/')).toBeNull();
    expect(referrerHost(`https://${'a'.repeat(120)}.com/`)).toBeNull();
    expect(referrerHost('https://127.0.0.1/')).toBe('127.0.0.1');
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([])).toBe(0);
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([0, 0, 0, 100])).toBe(0);
  });
});

describe('attentionReasons', () => {
  const fine = { views30: 80, leads30: 2, viewsQuiet: 10, ageDays: 40, photos: 12 };

  it('finds nothing in a listing that does well', () => {
    expect(attentionReasons(fine)).toEqual([]);
  });

  it('flags many views without a question', () => {
    expect(attentionReasons({ ...fine, leads30: 0 })).toEqual(['VIEWS_NO_QUESTIONS']);
    expect(attentionReasons({ ...fine, views30: 49, leads30: 0 })).toEqual([]);
  });

  it('flags a listing nobody saw in 14 days, once it is that old', () => {
    expect(attentionReasons({ ...fine, viewsQuiet: 0 })).toEqual(['NO_RECENT_VIEWS']);
    expect(attentionReasons({ ...fine, viewsQuiet: 0, ageDays: 13 })).toEqual([]);
  });

  it('flags few photos', () => {
    expect(attentionReasons({ ...fine, photos: 4 })).toEqual(['FEW_PHOTOS']);
    expect(attentionReasons({ ...fine, photos: 5 })).toEqual([]);
  });
});
