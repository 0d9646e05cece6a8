import { Worker } from 'node:worker_threads';

/** One request of a list whose every request is sent once (see Target.distinct). */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

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
  /** Every request as a reader never seen before: a user agent of its own (visit counting). */
  newVisitors?: boolean;
  /**
   * Requests sent one each, in order, over all connections (warm-up included); paths relative
   * to `url`. Measurement.repeated counts those sent again once the list ran out.
   */
  distinct?: LoadRequest[];
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Unexpected statuses, errors and timeouts: the three below together. */
  failures: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Requests answered in the measured window. */
  completed: number;
  /** Distinct lists: requests sent a second time because the list ran out. */
  repeated?: number;
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
export function measure(
  target: Target,
  seconds: number,
  warmupSeconds = WARMUP_SECONDS,
  /** Called as the measured window opens (after the warm-up). */
  onMeasuring?: () => void,
): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: {
        options: autocannonOptions(target),
        revalidate: target.revalidate,
        newVisitors: target.newVisitors,
        distinct: target.distinct,
        warmupSeconds,
        seconds,
      },
    });
    worker.on('message', (m: Omit<Measurement, 'name'> | { measuring: true }) => {
      if ('measuring' in m) onMeasuring?.();
      else resolve({ name: target.name, ...m });
    });
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

/** Whether a row measures the bare route (the first row, and any measured beside a route). */
const isBare = (row: Measurement) => row.name.startsWith('bare');

/**
 * Prints each goal as met or MISSED. A route is compared with the bare route measured right
 * before it when there is one (the host's load drifts over a run), and with the run's first bare
 * route as well.
 */
export function printGoals(title: string, rows: Measurement[], goals: Goal[]): void {
  const first = rows[0]!;
  const lines = ['', `${title} (first bare route ${fmt(first.requestsPerSecond)} req/s):`];
  for (const goal of goals) {
    const at = rows.findIndex((r) => r.name.startsWith(goal.route));
    if (at < 0) continue;
    const row = rows[at]!;
    const bare = rows.slice(0, at).reverse().find(isBare) ?? first;
    const ratio = row.requestsPerSecond / bare.requestsPerSecond;
    const tail = row.p50 > 0 ? row.p99 / row.p50 : Infinity;
    // The machine's own tail: the bare route's p99 over its p50.
    const bareTail = bare.p50 > 0 ? bare.p99 / bare.p50 : Infinity;
    const met = ratio >= goal.ratio && row.failures === 0 && (!goal.tail || tail <= goal.tail);
    lines.push(
      `- ${met ? 'met' : 'MISSED'}: ${goal.route} ${fmt(ratio, 2)} of the bare route beside it ` +
        `(${fmt(bare.requestsPerSecond)} req/s; ${fmt(row.requestsPerSecond / first.requestsPerSecond, 2)} ` +
        `of the first), goal ${goal.ratio}` +
        (goal.tail
          ? `; p99 ${fmt(tail, 1)} x p50, goal ${goal.tail} (the bare route's ${fmt(bareTail, 1)})`
          : '') +
        `; ${row.failures} errors`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
