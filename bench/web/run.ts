/**
 * npm run bench:web: Lighthouse (desktop preset) in Chromium against the production build of the
 * dashboard served by the real server, on the sign-in page, the dashboard home and the listing
 * editor as the demo agent, plus any addresses given; then the built bundle's sizes. Prints
 * PASS/FAIL per target and exits 1 when one fails.
 *
 *   npm run bench:web [-- [--runs=3] [/demo/dashboard/profile ...]]
 *
 * Extra addresses are paths on the benchmark's server (or full URLs) and are measured signed in.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { paths } from '../../apps/web/src/lib/paths';
import { DEMO_ACCOUNTS } from '../../apps/api/src/db/seed/demo';
import { launchBrowser, signIn } from './browser';
import { bundleSizes, initialGzipBytes } from './bundle';
import { measurePage, shortfalls } from './lighthouse';
import {
  bundleTables,
  pagesTable,
  shortfallTable,
  TARGETS,
  verdictTable,
  verdicts,
  type MeasuredPage,
} from './report';
import { root, startServer } from './server';

const TENANT = 'demo';
const BIGGEST_LAZY_CHUNKS = 8;
const reportsDir = path.join(root, '.test-artifacts', 'bench-web');

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '3' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  process.stderr.write('--runs takes a whole number from 1 to 20\n');
  process.exit(2);
}

interface PagePlan {
  label: string;
  address: string;
  signedIn: boolean;
}

const editorNote = paths.newListing.pendingIssue
  ? ` (not built yet, issue ${paths.newListing.pendingIssue}: Page not found)`
  : '';
const plan: PagePlan[] = [
  { label: 'sign-in', address: paths.login(TENANT), signedIn: false },
  { label: 'dashboard home', address: paths.dashboard(TENANT), signedIn: true },
  {
    label: `listing editor, details${editorNote}`,
    address: paths.newListing(TENANT),
    signedIn: true,
  },
  ...positionals.map((address) => ({ label: address, address, signedIn: true })),
];

const fileName = (label: string) =>
  `${
    label
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'page'
  }.html`;

async function measureAll(baseUrl: string): Promise<MeasuredPage[]> {
  const browser = await launchBrowser();
  try {
    const measured: MeasuredPage[] = [];
    // Anonymous pages first: once the session is stored, the sign-in page would move on.
    const ordered = [...plan.filter((p) => !p.signedIn), ...plan.filter((p) => p.signedIn)];
    let sessionStored = false;
    for (const page of ordered) {
      if (page.signedIn && !sessionStored) {
        const pair = await signIn(baseUrl, TENANT, DEMO_ACCOUNTS.agent);
        await browser.storeSession(baseUrl, TENANT, pair);
        sessionStored = true;
      }
      const url = new URL(page.address, baseUrl).href;
      process.stdout.write(`Measuring ${page.label}: ${url} (${runs} runs)\n`);
      const result = await measurePage(url, browser.port, runs);
      const report = path.join(reportsDir, fileName(page.label));
      writeFileSync(report, result.medianHtml);
      process.stdout.write(`  median run's report: ${path.relative(root, report)}\n`);
      measured.push({ label: page.label, result });
    }
    // Back in the order asked for.
    return plan.map((p) => measured.find((m) => m.label === p.label)!);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<boolean> {
  mkdirSync(reportsDir, { recursive: true });
  const server = await startServer();
  let pages: MeasuredPage[];
  let sizes;
  try {
    sizes = bundleSizes(server.webDist);
    pages = await measureAll(server.baseUrl);
  } finally {
    await server.stop();
  }
  const benchmarkIndex = pages[0]?.result.medianRun.environment.benchmarkIndex;
  process.stdout.write(
    `\nLighthouse ${pages[0]?.result.medianRun.lighthouseVersion}, desktop preset, ` +
      `machine benchmark index ${benchmarkIndex}\n\n${pagesTable(pages, runs)}\n` +
      `${bundleTables(sizes, BIGGEST_LAZY_CHUNKS)}\n`,
  );
  const list = verdicts(pages, initialGzipBytes(sizes));
  for (const { label, result } of pages) {
    const { performance, accessibility } = result.figures;
    const below = (['performance', 'accessibility'] as const).filter(
      (category) => (category === 'performance' ? performance : accessibility) < TARGETS.minScore,
    );
    if (!below.length) continue;
    const audits = below.flatMap((category) => shortfalls(result.medianRun, category));
    process.stdout.write(`${shortfallTable(label, audits)}\n`);
  }
  process.stdout.write(verdictTable(list));
  return list.every((v) => v.pass);
}

// Ctrl+C: exit through 'exit', where the server is stopped and its data removed.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
