/** The search mix's tables and goals, in markdown for bench/README.md. */
import { loadavg } from 'node:os';
import type { Measurement } from '../api/load';

export type MixName = 'public' | 'agent' | 'map' | 'byid';

const MIX_TITLES: Record<MixName, string> = {
  public: 'public search',
  agent: "agent's own search",
  map: 'map area',
  byid: 'listing by id, Zipf',
};
const PROPDESK_ROUTES: Record<MixName, string> = {
  public: 'POST /properties/search',
  agent: 'POST /properties/search/detailed',
  map: 'POST /properties/search/map',
  byid: 'GET /properties/ids/{id}/get',
};

/** One mix measured on one product, with the bare route measured right before it. */
export interface MixRow {
  mix: MixName;
  product: string;
  bare: Measurement;
  result: Measurement;
  /** PostgreSQL CPU per answered request in ms; undefined when it cannot be read. */
  cpuMsPerRequest?: number;
}

const P95_GOAL_MS = 100;
const TAIL_GOAL = 1.5;
const CPU_GOAL_MS = 10;
const SEARCHES: MixName[] = ['public', 'agent', 'map'];
/** How many times the peer's throughput Propdesk should reach, per mix. */
const PEER_GOALS: Partial<Record<MixName, number>> = { public: 3, agent: 3, byid: 10 };
const FALLOFF_GOAL = 2;

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const tailOf = (m: Measurement) => (m.p50 > 0 ? m.p99 / m.p50 : Infinity);
/** The machine's load average over 1, 5 and 15 minutes. */
export const loadAverage = () =>
  loadavg()
    .map((n) => fmt(n, 2))
    .join(' ');
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

export function printRun(
  title: string,
  rows: MixRow[],
  { loadAtStart, propdesk }: { loadAtStart: string; propdesk: string },
): void {
  const line = (name: string, m: Measurement, tail: string, cpu: string) =>
    `| ${name} | ${fmt(m.requestsPerSecond)} | ${fmt(m.p50, 2)} | ${fmt(m.p95, 2)} | ` +
    `${fmt(m.p99, 2)} | ${tail} | ${m.errors + m.non2xx} + ${m.timeouts} | ${cpu} |`;
  const lines = [
    '',
    `${title} (load average ${loadAtStart} at its start, ${loadAverage()} at its end)`,
    '',
    '| route | req/s | p50 ms | p95 ms | p99 ms | p99/p50 (bare route) | errors + timeouts | PostgreSQL CPU ms/request |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [i, row] of rows.entries()) {
    // A peer is measured on the same lists right after Propdesk, beside the same bare route.
    if (rows[i - 1]?.bare !== row.bare) {
      lines.push(line(`bare route, before ${row.mix}`, row.bare, fmt(tailOf(row.bare), 1), ''));
    }
    const route = row.product === propdesk ? ` (${PROPDESK_ROUTES[row.mix]})` : ', same queries';
    lines.push(
      line(
        `${row.product}: ${MIX_TITLES[row.mix]}${route}`,
        row.result,
        `${fmt(tailOf(row.result), 1)} (${fmt(tailOf(row.bare), 1)})`,
        row.cpuMsPerRequest === undefined ? 'n/a' : fmt(row.cpuMsPerRequest, 2),
      ),
    );
  }
  const repeated = rows.map((r) => `${r.product} ${r.mix} ${r.result.repeated ?? 0}`);
  lines.push('', `Requests sent again because a list ran out (0 expected): ${repeated.join(', ')}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Prints each goal of a run as met or MISSED; answers whether all were met. */
export function printGoals(rows: MixRow[], propdesk: string): boolean {
  const lines = ['', 'Goals:'];
  let all = true;
  const goal = (met: boolean, text: string) => {
    all &&= met;
    lines.push(`- ${verdict(met)}: ${text}`);
  };
  for (const row of rows) {
    const { result: m, bare } = row;
    const name = `${row.product} ${row.mix}`;
    const ours = row.product === propdesk;
    if (ours && SEARCHES.includes(row.mix)) {
      goal(m.p95 <= P95_GOAL_MS, `${name} p95 ${fmt(m.p95, 1)} ms, goal ≤ ${P95_GOAL_MS}`);
    }
    goal(
      m.timeouts === 0 && m.errors + m.non2xx === 0,
      `${name} ${m.timeouts} timeouts, ${m.errors + m.non2xx} errors, goal none`,
    );
    // A peer is held to answering without errors only: its speed is compared below.
    if (!ours) continue;
    goal(
      tailOf(m) <= TAIL_GOAL * tailOf(bare),
      `${name} p99/p50 ${fmt(tailOf(m), 1)}, goal ≤ ${TAIL_GOAL} × the bare route's ` +
        `${fmt(tailOf(bare), 1)} = ${fmt(TAIL_GOAL * tailOf(bare), 1)}`,
    );
    if (SEARCHES.includes(row.mix)) {
      if (row.cpuMsPerRequest === undefined) lines.push(`- n/a: ${name} PostgreSQL CPU`);
      else {
        goal(
          row.cpuMsPerRequest <= CPU_GOAL_MS,
          `${name} PostgreSQL CPU ${fmt(row.cpuMsPerRequest, 2)} ms per search, goal ≤ ${CPU_GOAL_MS}`,
        );
      }
    }
  }
  for (const [mix, ratio] of Object.entries(PEER_GOALS) as [MixName, number][]) {
    const ours = rows.find((r) => r.mix === mix && r.product === propdesk);
    const theirs = rows.find((r) => r.mix === mix && r.product !== propdesk);
    if (!ours || !theirs) continue;
    const times = ours.result.requestsPerSecond / theirs.result.requestsPerSecond;
    goal(
      times >= ratio,
      `${mix}: ${propdesk} ${fmt(times, 2)} × ${theirs.product}'s req/s, goal ≥ ${ratio}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return all;
}

/** Throughput at the smallest size over that at the largest, per mix: goal at most 2. */
export function printFalloff(bySize: { listings: number; rps: Map<MixName, number> }[]): boolean {
  const small = bySize[0]!;
  const large = bySize[bySize.length - 1]!;
  const lines = [
    '',
    `Throughput falloff, ${small.listings.toLocaleString('en')} to ${large.listings.toLocaleString('en')} listings:`,
  ];
  let all = true;
  for (const [mix, rps] of small.rps) {
    const at = large.rps.get(mix);
    if (!at) continue;
    const falloff = rps / at;
    all &&= falloff <= FALLOFF_GOAL;
    lines.push(
      `- ${verdict(falloff <= FALLOFF_GOAL)}: ${mix} ${fmt(rps)} → ${fmt(at)} req/s, ` +
        `${fmt(falloff, 2)}× slower, goal ≤ ${FALLOFF_GOAL}×`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return all;
}
