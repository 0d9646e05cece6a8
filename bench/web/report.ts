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

export const verdictTable = (list: Verdict[]) =>
  header(['target', 'measured', ''], 0) +
  list.map((v) => row([v.target, v.measured, v.pass ? 'PASS' : 'FAIL'])).join('');
