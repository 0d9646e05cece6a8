/**
 * npm run bench:web: Lighthouse in Chromium against the production build of the dashboard served
 * by the real server: its desktop preset on the pages of `pages.ts` (signed out, as the demo agent
 * and as the demo moderator; the public ones held to the SEO target too), then its mobile profile
 * (a phone on slow 4G, 4x CPU slowdown) on the public pages, then the built bundle's sizes. Prints
 * both tables and PASS/FAIL per target, and exits 1 when one fails.
 *
 *   npm run bench:web [-- [--runs=3] [--only=public] [--language=fr] [--mobile | --desktop] [/demo/dashboard/profile ...]]
 *
 * `--only` keeps the pages whose label contains one of its comma-separated words; `--language`
 * measures the pages in one of the languages the demo site offers (the reader's choice);
 * `--mobile` runs the mobile profile only, `--desktop` the desktop preset only.
 *
 * Extra addresses are paths on the benchmark's server (or full URLs), measured as the demo agent.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isLanguageCode, LANGUAGE_CODES } from '@propdesk/shared';
import { paths } from '../../apps/web/src/lib/paths';
import { DEMO_ACCOUNTS } from '../../apps/api/src/seed/demo';
import { launchBrowser, signIn } from './browser';
import { bundleSizes, initialGzipBytes } from './bundle';
import { addBenchPhotos, approveBenchListing, createBenchListing } from './listing';
import { runLighthouse, shortfalls, summarize, type Run } from './lighthouse';
import { pagePlan, type PagePlan, type Viewer } from './pages';
import {
  bundleTables,
  mobileVerdicts,
  pagesTable,
  shortfallTable,
  TARGETS,
  verdictTable,
  verdicts,
  type MeasuredPage,
} from './report';
import { root, startServer } from './server';
import { agentIdOf, seedListings } from '../list/seed';
import { runBench } from '../cli';

const TENANT = 'demo';
const PROFILE_NAMES = {
  desktop: 'desktop preset',
  mobile: 'mobile profile (slow 4G, 4x CPU slowdown)',
};
const BIGGEST_LAZY_CHUNKS = 8;
/** Photos of the listing whose detail page and public page are measured. */
const BENCH_PHOTOS = 3;
/** Listings the demo agent gets before the runs, so My Listings is measured with a full grid. */
const MY_LISTINGS = 40;
const reportsDir = path.join(root, '.test-artifacts', 'bench-web');

const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    language: { type: 'string' },
    mobile: { type: 'boolean', default: false },
    desktop: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  process.stderr.write('--runs takes a whole number from 1 to 20\n');
  process.exit(2);
}
const language = values.language;
type Profile = keyof typeof PROFILE_NAMES;
const profiles: Profile[] = values.mobile
  ? ['mobile']
  : values.desktop
    ? ['desktop']
    : ['desktop', 'mobile'];
if (language !== undefined && !isLanguageCode(language)) {
  process.stderr.write(`--language takes one of ${LANGUAGE_CODES.join(', ')}\n`);
  process.exit(2);
}

const fileName = (label: string) =>
  `${
    label
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'page'
  }.html`;

/**
 * Round by round, each page once per round, so a spell of load from elsewhere on the machine
 * falls on every page alike rather than on all the runs of one page.
 */
async function measureAll(
  baseUrl: string,
  plan: PagePlan[],
  profile: Profile,
): Promise<MeasuredPage[]> {
  const browser = await launchBrowser();
  try {
    const runsOf = plan.map((): Run[] => []);
    let viewer: Viewer | undefined;
    for (let round = 1; round <= runs; round++) {
      for (const [i, page] of plan.entries()) {
        if (page.as !== viewer) {
          // A fresh pair each time: the one before may have been refreshed by the pages.
          const pair =
            page.as === 'signed out' ? null : await signIn(baseUrl, TENANT, DEMO_ACCOUNTS[page.as]);
          await browser.setSession(baseUrl, TENANT, pair, language);
          viewer = page.as;
        }
        const url = new URL(page.address, baseUrl).href;
        process.stdout.write(`${profile}, round ${round} of ${runs}: ${page.label} (${url})\n`);
        runsOf[i]!.push(await runLighthouse(url, browser.port, profile));
      }
    }
    return plan.map((page, i) => {
      const result = summarize(runsOf[i]!);
      if (page.as !== 'signed out' && result.landedOn?.startsWith(paths.login(TENANT))) {
        throw new Error(`${page.label} went to the sign-in page: the stored session was not used`);
      }
      writeFileSync(path.join(reportsDir, fileName(`${profile} ${page.label}`)), result.medianHtml);
      return { label: page.label, result, indexed: page.indexed };
    });
  } finally {
    await browser.close();
  }
}

/** The slug of the site's newest published article, if it has one (the demo seed publishes some). */
async function newestArticle(baseUrl: string, tenant: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/articles/get/all`, { headers: { 'x-tenant': tenant } });
  if (!response.ok) throw new Error(`articles: ${response.status} ${await response.text()}`);
  const page = (await response.json()) as { content: { slug: string }[] };
  return page.content[0]?.slug;
}

interface ProfileRun {
  profile: Profile;
  plan: PagePlan[];
  pages: MeasuredPage[];
}

/** One profile's report: its machine's benchmark index, the pages, and what fell short. */
function profileReport({ profile, plan, pages }: ProfileRun): string {
  const indexes = pages.map(({ result }) => result.medianRun.environment.benchmarkIndex);
  const notes = plan.filter((page) => page.note).map((page) => `${page.label}: ${page.note}\n`);
  const shortfallTables = pages.flatMap(({ label, result }) => {
    const below = (['performance', 'accessibility'] as const).filter(
      (category) => result.figures[category] < TARGETS.minScore,
    );
    if (!below.length) return [];
    const audits = below.flatMap((category) => shortfalls(result.medianRun, category));
    return [`${shortfallTable(label, audits)}\n`];
  });
  return (
    `\nLighthouse ${pages[0]?.result.medianRun.lighthouseVersion}, ${PROFILE_NAMES[profile]}` +
    `${language ? `, pages in '${language}'` : ''}; machine ` +
    `benchmark index ${Math.min(...indexes)} to ${Math.max(...indexes)} (higher is faster)\n\n` +
    `${pagesTable(pages, runs)}${notes.join('')}\n${shortfallTables.join('')}`
  );
}

async function main(): Promise<boolean> {
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const server = await startServer();
  const measured: ProfileRun[] = [];
  let sizes;
  try {
    sizes = bundleSizes(server.webDist);
    const pair = await signIn(server.baseUrl, TENANT, DEMO_ACCOUNTS.agent);
    const agentId = agentIdOf(pair.token);
    await seedListings(server.baseUrl, TENANT, { token: pair.token, agentId }, MY_LISTINGS);
    const live = await createBenchListing(server.baseUrl, TENANT, agentId, pair);
    // Its public page is measured as a visitor sees one: with photos, the first one its largest paint.
    await addBenchPhotos(server.baseUrl, TENANT, live, pair, BENCH_PHOTOS);
    const moderator = await signIn(server.baseUrl, TENANT, DEMO_ACCOUNTS.moderator);
    await approveBenchListing(server.baseUrl, TENANT, live, moderator);
    const waiting = await createBenchListing(server.baseUrl, TENANT, agentId, pair);
    const article = await newestArticle(server.baseUrl, TENANT);
    const plan = pagePlan(
      TENANT,
      { live, waiting, agent: agentId, article },
      { myListings: MY_LISTINGS, extra: positionals, only: values.only?.split(',') },
    );
    for (const profile of profiles) {
      // A phone is measured on the public pages: the dashboard is a laptop's.
      const pagesOf = profile === 'mobile' ? plan.filter((page) => page.indexed) : plan;
      if (!pagesOf.length) continue;
      measured.push({
        profile,
        plan: pagesOf,
        pages: await measureAll(server.baseUrl, pagesOf, profile),
      });
    }
  } finally {
    await server.stop();
  }
  process.stdout.write(
    `${measured.map(profileReport).join('')}\n${bundleTables(sizes, BIGGEST_LAZY_CHUNKS)}\n` +
      `Each page's median run in full: ${path.relative(root, reportsDir)}/*.html\n\n`,
  );
  const list = measured.flatMap(({ profile, pages }) =>
    profile === 'mobile'
      ? mobileVerdicts(pages).map((v) => ({ ...v, target: `mobile, ${v.target}` }))
      : verdicts(pages, initialGzipBytes(sizes)),
  );
  process.stdout.write(verdictTable(list));
  return list.every((v) => v.pass);
}

runBench(main);
