// The benchmark's printed tables and its verdict against the targets.
import type { BundleSizes, Chunk } from './bundle';
import type { PageResult, Shortfall } from './lighthouse';

export const TARGETS = {
  /** Lighthouse performance and accessibility scores, each page; SEO too on public pages. */
  minScore: 95,
  /** The dashboard's first download: the scripts index.html loads, gzip. */
  maxInitialGzipKiB: 200,
};

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |\n`;
const header = (cells: string[], rightAligned: number) =>
  row(cells) + row(cells.map((_, i) => (i < cells.length - rightAligned ? '---' : '---:')));

export interface MeasuredPage {
  label: string;
  result: PageResult;
  /** A public page search engines index: it is held to the SEO target too. */
  indexed?: boolean;
}

export function pagesTable(pages: MeasuredPage[], runs: number): string {
  const columns = [
    `page (median of ${runs})`,
    'performance',
    'accessibility',
    'best-practices',
    'SEO',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS transferred KiB',
  ];
  return (
    header(columns, columns.length - 1) +
    pages
      .map(({ label, result: { figures, landedOn } }) =>
        row([
          landedOn ? `${label} (landed on ${landedOn})` : label,
          figures.performance,
          figures.accessibility,
          figures.bestPractices,
          figures.seo,
          Math.round(figures.lcpMs),
          Math.round(figures.tbtMs),
          figures.cls.toFixed(3),
          kib(figures.scriptBytes),
        ]),
      )
      .join('')
  );
}

const chunkRows = (chunks: Chunk[]) =>
  chunks.map((chunk) => row([chunk.file, kib(chunk.bytes), kib(chunk.gzipBytes)])).join('');

/** A language's words, preloaded beside the first download for a reader of that language. */
function languageRows({ languages }: BundleSizes): string {
  const entries = Object.entries(languages);
  if (!entries.length) return '';
  const sum = (chunks: Chunk[], key: 'bytes' | 'gzipBytes') =>
    chunks.reduce((s, c) => s + c[key], 0);
  return (
    header(["a language's words (preloaded with it)", 'files', 'KiB', 'gzip KiB'], 3) +
    entries
      .map(([language, chunks]) =>
        row([language, chunks.length, kib(sum(chunks, 'bytes')), kib(sum(chunks, 'gzipBytes'))]),
      )
      .join('') +
    '\n'
  );
}

export function bundleTables(sizes: BundleSizes, biggestLazy: number): string {
  const sum = (key: 'bytes' | 'gzipBytes') => sizes.initial.reduce((s, c) => s + c[key], 0);
  return (
    header(['first download (index.html)', 'KiB', 'gzip KiB'], 2) +
    chunkRows(sizes.initial) +
    row(['**total**', `**${kib(sum('bytes'))}**`, `**${kib(sum('gzipBytes'))}**`]) +
    '\n' +
    languageRows(sizes) +
    header([`biggest lazy chunks (${biggestLazy} of ${sizes.lazy.length})`, 'KiB', 'gzip KiB'], 2) +
    chunkRows(sizes.lazy.slice(0, biggestLazy))
  );
}

export function shortfallTable(label: string, shortfalls: Shortfall[]): string {
  return (
    `${label}, median run by performance: audits under full marks\n` +
    header(['category', 'audit', 'score', 'weight', 'value'], 0) +
    shortfalls
      .map((s) =>
        row([
          s.category,
          `${s.title} (${s.id})`,
          s.score.toFixed(2),
          s.weight,
          s.displayValue ?? '',
        ]),
      )
      .join('')
  );
}

export interface Verdict {
  target: string;
  measured: string;
  pass: boolean;
}

export function verdicts(pages: MeasuredPage[], initialGzipBytes: number): Verdict[] {
  const scores = pages.flatMap(({ label, indexed, result: { figures } }) => [
    {
      target: `${label}: performance ≥ ${TARGETS.minScore}`,
      measured: String(figures.performance),
      pass: figures.performance >= TARGETS.minScore,
    },
    {
      target: `${label}: accessibility ≥ ${TARGETS.minScore}`,
      measured: String(figures.accessibility),
      pass: figures.accessibility >= TARGETS.minScore,
    },
    ...(indexed
      ? [
          {
            target: `${label}: SEO ≥ ${TARGETS.minScore}`,
            measured: String(figures.seo),
            pass: figures.seo >= TARGETS.minScore,
          },
        ]
      : []),
  ]);
  return [
    ...scores,
    {
      target: `first download < ${TARGETS.maxInitialGzipKiB} KiB JS gzip`,
      measured: `${kib(initialGzipBytes)} KiB`,
      pass: initialGzipBytes < TARGETS.maxInitialGzipKiB * 1024,
    },
  ];
}

/** The public pages on a phone (Lighthouse's mobile profile): issue 30's goals. */
const MOBILE_TARGETS = {
  minPerformance: 90,
  maxLcpMs: 2500,
  maxTbtMs: 200,
  maxCls: 0.1,
  /** SEO and accessibility: full marks. */
  fullScore: 100,
};

export function mobileVerdicts(pages: MeasuredPage[]): Verdict[] {
  const t = MOBILE_TARGETS;
  return pages.flatMap(({ label, result: { figures: f } }) => [
    {
      target: `${label}: performance ≥ ${t.minPerformance}`,
      measured: String(f.performance),
      pass: f.performance >= t.minPerformance,
    },
    {
      target: `${label}: LCP ≤ ${t.maxLcpMs} ms`,
      measured: `${Math.round(f.lcpMs)} ms`,
      pass: f.lcpMs <= t.maxLcpMs,
    },
    {
      target: `${label}: TBT ≤ ${t.maxTbtMs} ms`,
      measured: `${Math.round(f.tbtMs)} ms`,
      pass: f.tbtMs <= t.maxTbtMs,
    },
    { target: `${label}: CLS ≤ ${t.maxCls}`, measured: f.cls.toFixed(3), pass: f.cls <= t.maxCls },
    { target: `${label}: SEO ${t.fullScore}`, measured: String(f.seo), pass: f.seo >= t.fullScore },
    {
      target: `${label}: accessibility ${t.fullScore}`,
      measured: String(f.accessibility),
      pass: f.accessibility >= t.fullScore,
    },
  ]);
}

export const verdictTable = (list: Verdict[]) =>
  header(['target', 'measured', ''], 0) +
  list.map((v) => row([v.target, v.measured, v.pass ? 'PASS' : 'FAIL'])).join('');
