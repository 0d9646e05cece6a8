/**
 * npm run bench:visits: the listing page's API read (GET /properties/ids/{id}/get, 500 live
 * listings in turn, anonymous, as the public page reads it) with the visit counter on and off
 * (LISTING_STATS), on PGlite in memory.
 * Each app runs in a process of its own (server.ts: PGlite in memory, the same seeded data),
 * so the counter's work (its hashes, its batches written) stays in its process, and the two are
 * measured in alternating slices of a second (after a warm-up each), so the host's drift weighs
 * on both alike; a run's rate is the mean of its slices. Two kinds of readers:
 * - returning: one browser reads every listing again and again (after the first pass each read
 *   is a visitor already counted today: a quick in-memory check);
 * - new: every read is a browser never seen before (the worst case: a keyed hash, the robot
 *   check of a user agent it has not met, and a row to write in the next batch).
 * The goal: with counting on, the rate is at least 0.9 of the rate with it off (returning
 * readers; the new readers' figure is reported).
 *
 *   npm run bench:visits [-- --runs=3 --slices=10 --listings=20000 --readers=returning|new]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { measure, type Target } from '../api/load';
import { benchArgs, runBench } from '../cli';

const args = benchArgs();
const runs = Math.min(Math.max(Number(args.runs ?? 3), 1), 10);
const slices = Math.min(Math.max(Number(args.slices ?? 10), 2), 60);
const listings = Math.min(Math.max(Number(args.listings ?? 20_000), 1000), 1_000_000);
const GOAL = 0.9;
const SLICE_SECONDS = 1;
const WARMUP_SECONDS = 2;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Readers = 'returning' | 'new';
const only = args.readers as Readers | undefined;
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.kill()));

/** A server process (server.ts), once it listens: its address and 500 live listings' ids. */
function startServer(counting: 'on' | 'off') {
  const child = spawn(
    process.execPath,
    [
      'scripts/run-ts.mjs',
      'bench/listing-visits/server.ts',
      `--counting=${counting}`,
      `--listings=${listings}`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise<{ url: string; ids: string[]; stop: () => Promise<void> }>(
    (resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the ${counting} server exited (${code})`)));
      createInterface({ input: child.stdout! }).once('line', (line) => {
        const { url, ids } = JSON.parse(line) as { url: string; ids: string[] };
        resolve({
          url,
          ids,
          stop: () =>
            new Promise((done) => {
              child.removeAllListeners('exit');
              child.once('exit', () => done());
              child.stdin!.end();
            }),
        });
      });
    },
  );
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main(): Promise<boolean> {
  const [off, on] = await Promise.all([startServer('off'), startServer('on')]);
  try {
    const ids = off.ids;
    process.stdout.write(
      `\npglite: ${listings} listings, ${ids.length} read in turn; ${runs} runs of ${slices} ` +
        `one-second slices each way, alternating, each app in a process of its own\n`,
    );
    const target = (url: string, readers: Readers): Target => ({
      name: readers,
      url,
      headers: { 'x-tenant': 'demo', 'user-agent': BROWSER, 'x-visit-source': 'search' },
      paths: ids.map((id) => `/properties/ids/${id}/get`),
      newVisitors: readers === 'new',
    });
    let passed = true;
    for (const readers of only ? [only] : (['returning', 'new'] as const)) {
      const lines = [
        '',
        `| pglite, ${readers} readers | counting off req/s | counting on req/s | on / off |`,
        '|---|---:|---:|---:|',
      ];
      const ratios: number[] = [];
      for (const app of [off, on]) await measure(target(app.url, readers), 1, WARMUP_SECONDS);
      for (let run = 1; run <= runs; run++) {
        const sums = { off: 0, on: 0 };
        for (let slice = 0; slice < slices; slice++) {
          const order = slice % 2 ? (['on', 'off'] as const) : (['off', 'on'] as const);
          for (const which of order) {
            const app = which === 'on' ? on : off;
            const m = await measure(target(app.url, readers), SLICE_SECONDS, 0);
            if (m.failures)
              throw new Error(`${readers}, counting ${which}: ${m.failures} failures`);
            sums[which] += m.requestsPerSecond;
          }
        }
        const rateOff = sums.off / slices;
        const rateOn = sums.on / slices;
        ratios.push(rateOn / rateOff);
        lines.push(
          `| run ${run} | ${rateOff.toFixed(0)} | ${rateOn.toFixed(0)} | ${(rateOn / rateOff).toFixed(3)} |`,
        );
      }
      const mid = median(ratios);
      lines.push(
        `| median (spread ${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}) | | | ${mid.toFixed(3)} |`,
      );
      const met = mid >= GOAL;
      if (readers === 'returning') passed &&= met;
      process.stdout.write(
        `${lines.join('\n')}\n${met ? 'met' : 'MISSED'}: counting on at least ${GOAL} of off ` +
          `(${readers} readers${readers === 'new' ? ', the worst case, reported' : ''})\n`,
      );
    }
    return passed;
  } finally {
    await Promise.all([off.stop(), on.stop()]);
  }
}

runBench(main);
