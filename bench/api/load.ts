import { Worker } from 'node:worker_threads';

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Cycled through in order by every connection (GET), so reads spread over many rows. */
  paths?: string[];
  /**
   * Conditional reads: every request sends the ETag of its path's last answer, as a client
   * refetching what it holds does; 304 and 200 (the answer changed) both count as answered.
   */
  revalidate?: boolean;
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** Conditional reads: the share answered 304. */
  notModified?: number;
}

const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;

function autocannonOptions(target: Target) {
  return {
    url: target.url,
    connections: CONNECTIONS,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    ...(target.paths && {
      requests: target.paths.map((path) => ({ method: 'GET' as const, path })),
    }),
  };
}

/**
 * Warms the route up for 2 s, then measures it for `seconds`, from a worker thread (so the load
 * generator does not share the server's event loop) that keeps every response's time.
 */
export function measure(target: Target, seconds: number): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: {
        options: autocannonOptions(target),
        revalidate: target.revalidate,
        warmupSeconds: WARMUP_SECONDS,
        seconds,
      },
    });
    worker.once('message', (m: Omit<Measurement, 'name'>) => resolve({ name: target.name, ...m }));
    worker.once('error', reject);
  });
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

/** Prints the markdown table for bench/README.md. */
export function printTable(kind: string, rows: Measurement[]): void {
  const bare = rows[0]!.requestsPerSecond;
  const lines = [
    '',
    `| ${kind} | req/s | p50 ms | p99 ms | ratio to bare | non-2xx/errors |`,
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${fmt(r.requestsPerSecond)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ` +
        `${fmt(r.requestsPerSecond / bare, 2)} | ${r.failures} |` +
        (r.notModified === undefined ? '' : ` ${fmt(r.notModified * 100)}% answered 304`),
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

export interface Goal {
  /** The start of the measured route's name. */
  route: string;
  /** The least ratio to the bare route that meets it. */
  ratio: number;
  /** The most p99 may be, as a multiple of p50 (none when undefined). */
  tail?: number;
}

/** Prints each goal as met or MISSED, with the figures it was judged on. */
export function printGoals(title: string, rows: Measurement[], goals: Goal[]): void {
  const bare = rows[0]!.requestsPerSecond;
  const lines = ['', `${title} (bare route ${fmt(bare)} req/s):`];
  for (const goal of goals) {
    const row = rows.find((r) => r.name.startsWith(goal.route));
    if (!row) continue;
    const ratio = row.requestsPerSecond / bare;
    const tail = row.p50 > 0 ? row.p99 / row.p50 : Infinity;
    const met = ratio >= goal.ratio && row.failures === 0 && (!goal.tail || tail <= goal.tail);
    lines.push(
      `- ${met ? 'met' : 'MISSED'}: ${goal.route} ${fmt(ratio, 2)} of bare (goal ${goal.ratio})` +
        (goal.tail ? `, p99 ${fmt(tail, 1)} x p50 (goal ${goal.tail})` : '') +
        `, ${row.failures} errors`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
