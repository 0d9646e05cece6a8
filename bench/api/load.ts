import autocannon from 'autocannon';

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Cycled through in order by every connection (GET), so reads spread over many rows. */
  paths?: string[];
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;

function run(target: Target, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    // The load generator gets its own thread, so it does not take the server's event loop.
    workers: 1,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    ...(target.paths && {
      requests: target.paths.map((path) => ({ method: 'GET' as const, path })),
    }),
  });
}

export async function measure(target: Target, seconds: number): Promise<Measurement> {
  await run(target, WARMUP_SECONDS);
  const result = await run(target, seconds);
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

/** Prints the markdown table for bench/README.md, and on PostgreSQL the targets. */
export function printTable(kind: string, rows: Measurement[], checkTargets: boolean): void {
  const bare = rows[0]!.requestsPerSecond;
  const lines = [
    '',
    `| ${kind} | req/s | p50 ms | p99 ms | ratio to bare | non-2xx/errors |`,
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${fmt(r.requestsPerSecond)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ` +
        `${fmt(r.requestsPerSecond / bare, 2)} | ${r.failures} |`,
    ),
  ];
  if (checkTargets) {
    const find = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))!;
    const page1 = find('POST /properties/search/detailed page 1');
    const page500 = find('POST /properties/search/detailed page 500');
    const byId = find('GET /properties/ids');
    const checks: [string, boolean][] = [
      [
        `search/detailed page 1 >= 0.35 of bare: ${fmt(page1.requestsPerSecond / bare, 2)}`,
        page1.requestsPerSecond / bare >= 0.35,
      ],
      [
        `page 500 p99 <= 1.5 x page 1 p99: ${fmt(page500.p99 / page1.p99, 2)}`,
        page500.p99 <= 1.5 * page1.p99,
      ],
      [
        `GET by id >= 0.5 of bare: ${fmt(byId.requestsPerSecond / bare, 2)}`,
        byId.requestsPerSecond / bare >= 0.5,
      ],
    ];
    lines.push('', ...checks.map(([text, ok]) => `- ${ok ? 'met' : 'MISSED'}: ${text}`));
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
