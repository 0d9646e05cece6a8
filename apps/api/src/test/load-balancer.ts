import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP load balancer on a loopback port, for tests that run several server processes:
 * round-robin over the backends whose `/ready` answered 200 at the last health check, kept-alive
 * connections to each, request bodies buffered, `X-Forwarded-For` set to the client's address.
 * A request moves to the next backend only when its connection could not be made, so nothing
 * was sent (nginx's `proxy_next_upstream error` for requests it may not repeat).
 */
export interface LoadBalancer {
  readonly base: string;
  /** Answers so far (the balancer's own 502s included), by backend and in all. */
  counts(): LoadBalancerCounts;
  /** Whether each backend is in rotation (its last health check answered 200). */
  inRotation(): boolean[];
  close(): Promise<void>;
}

interface LoadBalancerCounts {
  requests: number;
  /** Answers with a status of 500 or more, or none at all. */
  failed: number;
  /** Requests sent again to another backend after a refused connection. */
  retried: number;
  byBackend: number[];
}

interface Backend {
  port: number;
  agent: http.Agent;
  ready: boolean;
  served: number;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

export async function startLoadBalancer(
  ports: number[],
  options: { checkEveryMs?: number } = {},
): Promise<LoadBalancer> {
  const backends: Backend[] = ports.map((port) => ({
    port,
    agent: new http.Agent({ keepAlive: true }),
    ready: false,
    served: 0,
  }));
  const totals = { requests: 0, failed: 0, retried: 0 };
  let turn = 0;

  const checks = healthChecks(backends, options.checkEveryMs ?? 200);
  const server = http.createServer((req, res) => {
    readBody(req).then(
      (body) => forward(req, res, body),
      () => res.destroy(),
    );
  });

  /** The ready backends, starting with the one whose turn it is. */
  function candidates(): Backend[] {
    const ready = backends.filter((b) => b.ready);
    const start = turn++ % Math.max(1, ready.length);
    return [...ready.slice(start), ...ready.slice(0, start)];
  }

  function forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const tries = candidates();
    const attempt = (index: number) => {
      const backend = tries[index];
      if (!backend) return answer(res, 502, 'no backend could take the request');
      if (index > 0) totals.retried++;
      send(backend, req, body, res, () => {
        // Refused before anything was sent: out of rotation until its next good check.
        backend.ready = false;
        attempt(index + 1);
      });
    };
    attempt(0);
  }

  function send(
    backend: Backend,
    req: http.IncomingMessage,
    body: Buffer,
    res: http.ServerResponse,
    notConnected: () => void,
  ) {
    let connected = false;
    const upstream = http.request({
      host: '127.0.0.1',
      port: backend.port,
      method: req.method,
      path: req.url,
      agent: backend.agent,
      timeout: 30_000,
      headers: {
        ...passedHeaders(req.headers),
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
        'content-length': String(body.length),
      },
    });
    upstream.on('socket', (socket) => {
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    // An answer cut off after its status was passed on counts as failed too (once).
    let cut = false;
    const cutOff = () => {
      if (cut) return;
      cut = true;
      totals.failed++;
      res.destroy();
    };
    upstream.on('error', () => {
      if (!connected) return notConnected();
      if (!res.headersSent) answer(res, 502, 'the backend failed');
      else cutOff();
    });
    upstream.on('response', (reply) => {
      backend.served++;
      const status = reply.statusCode ?? 502;
      count(status);
      res.writeHead(status, passedHeaders(reply.headers));
      reply.on('aborted', cutOff);
      reply.pipe(res);
    });
    upstream.end(body);
  }

  function count(status: number) {
    totals.requests++;
    if (status >= 500) totals.failed++;
  }

  function answer(res: http.ServerResponse, status: number, message: string) {
    count(status);
    res.writeHead(status, { 'content-type': 'text/plain' }).end(message);
  }

  // Longer than any pause of a test's client: it never sends on a connection being closed.
  server.keepAliveTimeout = 60_000;
  await checks.first;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    counts: () => ({ ...totals, byBackend: backends.map((b) => b.served) }),
    inRotation: () => backends.map((b) => b.ready),
    async close() {
      checks.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const backend of backends) backend.agent.destroy();
    },
  };
}

function passedHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Asks every backend's `/ready` on a fresh connection each period; `first` is the first round. */
function healthChecks(backends: Backend[], everyMs: number) {
  const checking = new Set<Backend>();
  const round = () =>
    Promise.all(
      backends.map(async (backend) => {
        if (checking.has(backend)) return;
        checking.add(backend);
        backend.ready = await isReady(backend.port);
        checking.delete(backend);
      }),
    );
  const timer = setInterval(() => void round(), everyMs);
  return { first: round(), stop: () => clearInterval(timer) };
}

function isReady(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/ready', agent: false, timeout: 1000 });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}
