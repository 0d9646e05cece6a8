import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import type { PageResult } from './lighthouse';
import { mobileVerdicts, verdicts, verdictTable, type MeasuredPage } from './report';

function page(label: string, performance: number, accessibility: number): MeasuredPage {
  const result: PageResult = {
    figures: {
      performance,
      accessibility,
      bestPractices: 100,
      seo: 92,
      lcpMs: 800,
      tbtMs: 50,
      cls: 0,
      scriptBytes: 150 * 1024,
    },
    medianRun: {} as Result,
    medianHtml: '',
  };
  return { label, result };
}

describe('verdicts', () => {
  it('passes scores of 95 and more and a first download under 200 KiB', () => {
    const list = verdicts([page('sign-in', 95, 100)], 200 * 1024 - 1);
    expect(list.map((v) => [v.target, v.measured, v.pass])).toEqual([
      ['sign-in: performance ≥ 95', '95', true],
      ['sign-in: accessibility ≥ 95', '100', true],
      ['first download < 200 KiB JS gzip', '200.0 KiB', true],
    ]);
  });

  it('fails each target on its own: a score of 94, a first download of 200 KiB', () => {
    const list = verdicts([page('home', 99, 94), page('editor', 94, 99)], 200 * 1024);
    expect(list.filter((v) => !v.pass).map((v) => v.target)).toEqual([
      'home: accessibility ≥ 95',
      'editor: performance ≥ 95',
      'first download < 200 KiB JS gzip',
    ]);
    expect(verdictTable(list)).toContain('| home: accessibility ≥ 95 | 94 | FAIL |');
  });

  it('holds public pages to the SEO target as well', () => {
    const list = verdicts([{ ...page('site home', 99, 99), indexed: true }], 100 * 1024);
    expect(list.map((v) => [v.target, v.measured, v.pass])).toContainEqual([
      'site home: SEO ≥ 95',
      '92',
      false,
    ]);
    expect(verdicts([page('editor', 99, 99)], 100 * 1024).map((v) => v.target)).not.toContain(
      'editor: SEO ≥ 95',
    );
  });
});

describe('mobile verdicts', () => {
  const phone = (figures: Partial<PageResult['figures']>): MeasuredPage => {
    const measured = page('listing', 90, 100);
    measured.result.figures = {
      ...measured.result.figures,
      seo: 100,
      lcpMs: 2500,
      tbtMs: 200,
      cls: 0.1,
      ...figures,
    };
    return measured;
  };

  it('passes a page exactly at every goal', () => {
    expect(mobileVerdicts([phone({})]).every((v) => v.pass)).toBe(true);
  });

  it('fails each goal on its own', () => {
    const failing = (figures: Partial<PageResult['figures']>) =>
      mobileVerdicts([phone(figures)])
        .filter((v) => !v.pass)
        .map((v) => v.target);
    expect(failing({ performance: 89 })).toEqual(['listing: performance ≥ 90']);
    expect(failing({ lcpMs: 2501 })).toEqual(['listing: LCP ≤ 2500 ms']);
    expect(failing({ tbtMs: 201 })).toEqual(['listing: TBT ≤ 200 ms']);
    expect(failing({ cls: 0.11 })).toEqual(['listing: CLS ≤ 0.1']);
    expect(failing({ seo: 99 })).toEqual(['listing: SEO 100']);
    expect(failing({ accessibility: 99 })).toEqual(['listing: accessibility 100']);
  });
});
