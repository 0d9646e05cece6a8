// One load run in a worker thread of its own (the server keeps the main thread's event loop):
// autocannon with every response's time kept, so percentiles have microsecond resolution
// (autocannon's own histogram counts whole milliseconds, and cached answers take less than one).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { options, revalidate, newVisitors, distinct, warmupSeconds, seconds } = workerData;

// A client that revalidates: each path is asked with the ETag of its last 200 answer, as a
// browser's conditional refetch does; an answer that changed comes back whole (200) and its new
// ETag is sent from then on.
const etags = new Map();
const requests =
  revalidate &&
  options.requests.map((request) => ({
    ...request,
    setupRequest: (req) => {
      const etag = etags.get(request.path);
      return etag ? { ...req, headers: { ...req.headers, 'if-none-match': etag } } : req;
    },
    onResponse: (status, _body, _context, headers) => {
      if (status === 200 && headers.etag) etags.set(request.path, headers.etag);
    },
  }));

// Readers never seen before: each request a browser of its own, so a listing's visit counter
// counts every read (its worst case: a hash, a robot check and a row to write for each).
let reader = 0;
const newReaders =
  newVisitors &&
  options.requests.map((request) => ({
    ...request,
    setupRequest: (req) => ({
      ...req,
      headers: {
        ...req.headers,
        'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${++reader}.0 Safari/537.36`,
      },
    }),
  }));

// A list of distinct requests served one per request across every connection (a shared index:
// autocannon's own requests array would replay the same sequence on each connection); past its
// end it starts over, and those requests count as repeated.
let served = 0;
const oneEach = distinct && [
  {
    setupRequest: (req) => {
      const next = distinct[served++ % distinct.length];
      return {
        ...req,
        method: next.method,
        path: next.path,
        headers: { ...req.headers, ...next.headers },
        body: next.body ?? '',
      };
    },
  },
];

function run(duration, record) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        ...options,
        ...(requests && { requests }),
        ...(newReaders && { requests: newReaders }),
        ...(oneEach && { requests: oneEach }),
        duration,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (record) instance.on('response', record);
  });
}

if (warmupSeconds > 0) await run(warmupSeconds);
// The caller samples what the server has spent so far (CPU) right as the measured window opens.
parentPort.postMessage({ measuring: true });
const times = [];
const statuses = new Map();
const result = await run(seconds, (_client, statusCode, _bytes, responseTime) => {
  times.push(responseTime);
  statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
});
const sorted = Float64Array.from(times).sort();
const at = (q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
const expected = revalidate ? [200, 304] : [200];
const unexpected = [...statuses].reduce(
  (n, [s, count]) => (expected.includes(s) ? n : n + count),
  0,
);
parentPort.postMessage({
  requestsPerSecond: result.totalCompletedRequests / result.duration,
  p50: at(0.5),
  p95: at(0.95),
  p99: at(0.99),
  failures: unexpected + result.errors + result.timeouts,
  completed: result.totalCompletedRequests,
  non2xx: unexpected,
  errors: result.errors,
  timeouts: result.timeouts,
  ...(distinct && { repeated: Math.max(0, served - distinct.length) }),
  ...(revalidate && { notModified: (statuses.get(304) ?? 0) / Math.max(1, times.length) }),
});
