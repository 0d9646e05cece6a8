// Pages through Lighthouse's desktop preset (or its default, a phone on slow 4G), and a page's
// runs reduced to their medians.
import lighthouse, { desktopConfig, type Result } from 'lighthouse';

interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of the script responses as they came over the wire (headers included). */
  scriptBytes: number;
}

export interface PageResult {
  figures: PageFigures;
  /** The run whose performance score is the median one: its audits explain the score. */
  medianRun: Result;
  medianHtml: string;
  /** Where the page ended up, when that is not where it was asked for (a redirect). */
  landedOn?: string;
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return Number.NaN;
  return details.items
    .filter((item) => item.resourceType === 'Script')
    .reduce(
      (sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0),
      0,
    );
}

function figuresOf(lhr: Result): PageFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    scriptBytes: scriptBytes(lhr),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Lighthouse's desktop preset, or its default mobile profile. */
export type Profile = 'desktop' | 'mobile';

export interface Run {
  url: string;
  lhr: Result;
  html: string;
}

/**
 * One Lighthouse run. Its storage reset is left on: it empties the HTTP cache first, so every run
 * is a first visit, and it keeps localStorage (not in its `clearStorageTypes`), where the
 * session lives.
 */
async function runOnce(url: string, port: number, profile: Profile): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: 'html', logLevel: 'error' },
    // Lighthouse's own default is the mobile profile: a phone's screen, slow 4G, 4x CPU slowdown.
    profile === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  return { url, lhr, html: String(result.report) };
}

const ATTEMPTS = 3;

/**
 * A run, tried again when Lighthouse gives up: on a busy machine it now and then loses the
 * trace's navigation start (NO_NAVSTART) or a page that has not painted yet, and the next try
 * is fine.
 */
export async function runLighthouse(
  url: string,
  port: number,
  profile: Profile = 'desktop',
): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, port, profile);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      process.stdout.write(`  ${reason}: trying again\n`);
    }
  }
}

/** The median of each figure on its own over a page's runs. */
export function summarize(runs: Run[]): PageResult {
  const all = runs.map(({ lhr }) => figuresOf(lhr));
  const pick = (key: keyof PageFigures) => median(all.map((figures) => figures[key]));
  const byPerformance = [...runs].sort(
    (a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'),
  );
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const landed = new URL(middle.lhr.finalDisplayedUrl);
  const asked = new URL(middle.url);
  return {
    figures: {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      scriptBytes: pick('scriptBytes'),
    },
    medianRun: middle.lhr,
    medianHtml: middle.html,
    ...(landed.pathname !== asked.pathname && { landedOn: landed.pathname + landed.search }),
  };
}

export interface Shortfall {
  category: string;
  id: string;
  title: string;
  score: number;
  weight: number;
  displayValue?: string;
}

/** The audits of a category that did not score full marks: what pulls the category down. */
export function shortfalls(lhr: Result, category: string): Shortfall[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => typeof audit?.score === 'number' && audit.score < 1)
    .map(({ ref, audit }) => ({
      category,
      id: ref.id,
      title: audit!.title,
      score: audit!.score!,
      weight: ref.weight,
      ...(audit!.displayValue && { displayValue: audit!.displayValue }),
    }))
    .sort((a, b) => b.weight - a.weight || a.score - b.score);
}
