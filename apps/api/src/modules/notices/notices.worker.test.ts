import { createHmac } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { notices } from '../../db/schema';
import type { Mail } from '../../infra/mailer';
import { createTestApp, type TestApp } from '../../test/helper';
import { findTenant } from '../tenants';
import {
  createNoticeWorker,
  drainNotices,
  enqueueNotice,
  listFailedNotices,
  retryFailedNotices,
} from '.';
import { retryDelayMs } from './notices.worker';

const SECRET = 'a-webhook-secret-for-the-tests';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver on 127.0.0.1 whose answer each test chooses. */
async function startReceiver() {
  const received: Received[] = [];
  let answer: (res: ServerResponse) => void = (res) => res.writeHead(204).end();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/propdesk`,
    received,
    answerWith(fn: (res: ServerResponse) => void) {
      answer = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('notice delivery', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let tenantId: number;

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({
      MESSAGING_WEBHOOK_URL: receiver.url,
      MESSAGING_WEBHOOK_SECRET: SECRET,
      MESSAGING_WEBHOOK_TIMEOUT_MS: '10000',
      NOTICE_MAX_ATTEMPTS: '3',
    });
    tenantId = (await findTenant(t.app.modules.base, 'demo'))!.id;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await t.app.notices.drain();
    t.mails.length = 0;
    receiver.received.length = 0;
    receiver.answerWith((res) => res.writeHead(204).end());
    await t.db.delete(notices);
  });

  const queue = (event = 'lead.created', to = 'agent@example.com') =>
    enqueueNotice({ db: t.db, webhookUrl: t.config.messagingWebhookUrl }, tenantId, {
      event,
      email: { to, subject: 'New question about Villa', text: 'Someone asked about Villa.' },
      data: { tenant: 'demo', lead: { publicId: 'L1', name: 'Ann "</script>' } },
    });
  const rows = async () => t.db.select().from(notices).orderBy(notices.channel);
  const dueNow = () => t.db.update(notices).set({ nextAttemptAt: sql`now()` });

  it('sends the email and the signed webhook once, then marks both delivered', async () => {
    await queue();
    await drainNotices(t.app.notices);

    expect(t.mails).toEqual([
      {
        to: 'agent@example.com',
        subject: 'New question about Villa',
        text: 'Someone asked about Villa.',
        // The same on every attempt: the outbox keeps one copy of a mail sent again.
        key: expect.stringMatching(/^\d+-notice-\d+$/),
      },
    ]);
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    expect(JSON.parse(hook!.body)).toEqual({
      type: 'lead.created',
      tenant: 'demo',
      lead: { publicId: 'L1', name: 'Ann "</script>' },
    });
    expect(hook!.headers['content-type']).toBe('application/json');
    expect(hook!.headers['x-propdesk-event']).toBe('lead.created');
    const [email, webhook] = await rows();
    expect(hook!.headers['idempotency-key']).toBe(`notice-${webhook!.id}`);

    // What a receiver does: recompute the HMAC over "{t}.{raw body}" and compare.
    const signature = String(hook!.headers['x-propdesk-signature']);
    const [, timestamp, digest] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature)!;
    const expected = createHmac('sha256', SECRET)
      .update(`${timestamp}.${hook!.body}`)
      .digest('hex');
    expect(digest).toBe(expected);
    expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);

    for (const row of [email!, webhook!]) {
      expect(row.deliveredAt).toBeInstanceOf(Date);
      expect(row.attempts).toBe(1);
      expect(row.lockedUntil).toBeNull();
    }
    // Delivered notices are not sent again.
    await drainNotices(t.app.notices);
    expect(t.mails).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('sends the mails of one claim in the order they came due', async () => {
    for (const to of ['first@example.com', 'second@example.com', 'third@example.com']) {
      await queue('lead.created', to);
    }
    // Due in the reverse of their ids (as retries are): the rows' own order is not the queue's.
    await t.db.update(notices).set({
      nextAttemptAt: sql`now() - interval '1 hour' - ${notices.id} * interval '1 second'`,
    });
    await t.app.notices.drain();
    expect(t.mails.map((m) => m.to)).toEqual([
      'third@example.com',
      'second@example.com',
      'first@example.com',
    ]);
  });

  it('retries a failing webhook with growing waits, then marks it failed with the last error', async () => {
    // Its own worker, with a timeout short enough to wait out here.
    await t.app.notices.stop();
    const worker = createNoticeWorker({
      db: t.db,
      mailer: { send: async (mail) => void t.mails.push(mail) },
      log: t.app.log,
      webhook: { url: receiver.url, timeoutMs: 3000, secret: SECRET },
      maxAttempts: 3,
      pollMs: 60_000,
      retentionDays: 30,
    });
    receiver.answerWith((res) => res.writeHead(500).end('database password is hunter2'));
    await queue();

    await drainNotices(worker);
    let webhook = (await rows()).find((r) => r.channel === 'WEBHOOK')!;
    expect(webhook).toMatchObject({ attempts: 1, deliveredAt: null, failedAt: null });
    expect(webhook.lastError).toBe('The webhook answered HTTP 500');
    const firstWait = webhook.nextAttemptAt.getTime() - Date.now();
    expect(firstWait).toBeGreaterThan(20_000);
    expect(firstWait).toBeLessThan(40_000);
    // Not due yet: nothing is sent.
    await drainNotices(worker);
    expect(receiver.received).toHaveLength(1);

    // The receiver now hangs past the timeout.
    receiver.answerWith(() => undefined);
    await dueNow();
    await drainNotices(worker);
    webhook = (await rows()).find((r) => r.channel === 'WEBHOOK')!;
    expect(webhook.attempts).toBe(2);
    expect(webhook.lastError).toBe('The webhook did not answer within 3000 ms');
    const secondWait = webhook.nextAttemptAt.getTime() - Date.now();
    expect(secondWait).toBeGreaterThan(45_000);
    expect(secondWait).toBeLessThan(75_000);

    receiver.answerWith((res) => res.writeHead(503).end());
    await dueNow();
    await drainNotices(worker);
    webhook = (await rows()).find((r) => r.channel === 'WEBHOOK')!;
    expect(webhook).toMatchObject({ attempts: 3, deliveredAt: null });
    expect(webhook.failedAt).toBeInstanceOf(Date);
    expect(webhook.lastError).toBe('The webhook answered HTTP 503');
    expect(receiver.received).toHaveLength(3);
    // Every try carried the same idempotency key.
    expect(new Set(receiver.received.map((r) => r.headers['idempotency-key'])).size).toBe(1);

    await dueNow();
    await drainNotices(worker);
    expect(receiver.received).toHaveLength(3);
    // The email went out on the first try regardless.
    expect(t.mails).toHaveLength(1);
    t.app.notices.start();
  });

  it('takes over a notice whose worker died holding it once the claim expires', async () => {
    await queue();
    await t.db.update(notices).set({
      attempts: 1,
      lockedUntil: sql`now() + interval '1 minute'`,
    });
    await drainNotices(t.app.notices);
    expect(t.mails).toHaveLength(0);

    await t.db.update(notices).set({ lockedUntil: sql`now() - interval '1 second'` });
    await drainNotices(t.app.notices);
    expect(t.mails).toHaveLength(1);
    expect((await rows()).map((r) => r.attempts)).toEqual([2, 2]);
  });

  it('never sends a notice twice when two workers deliver the same queue at once', async () => {
    const sent: Mail[] = [];
    const worker = (name: string) =>
      createNoticeWorker({
        db: t.db,
        mailer: { send: async (mail) => void sent.push({ ...mail, subject: name }) },
        log: t.app.log,
        webhook: { timeoutMs: 1000 },
        maxAttempts: 3,
        pollMs: 60_000,
        retentionDays: 30,
      });
    await t.app.notices.stop();
    for (let i = 0; i < 25; i++) {
      await enqueueNotice({ db: t.db }, tenantId, {
        event: 'lead.created',
        email: { to: `agent${i}@example.com`, subject: 's', text: 'x' },
        data: {},
      });
    }
    try {
      await Promise.all([worker('one').drain(), worker('two').drain()]);
    } finally {
      t.app.notices.start();
    }
    expect(sent).toHaveLength(25);
    expect(new Set(sent.map((m) => m.to)).size).toBe(25);
    const delivered = await t.db.select().from(notices).where(eq(notices.attempts, 1));
    expect(delivered).toHaveLength(25);
  });

  it('fails a webhook notice at once when no webhook address is set any more', async () => {
    await t.app.notices.stop();
    try {
      await enqueueNotice({ db: t.db, webhookUrl: 'http://127.0.0.1:9/gone' }, tenantId, {
        event: 'viewing.updated',
        email: { to: 'ann@example.com', subject: 'Viewing confirmed', text: 'See you' },
        data: {},
      });
      const worker = createNoticeWorker({
        db: t.db,
        mailer: { send: async () => undefined },
        log: t.app.log,
        webhook: { timeoutMs: 1000 },
        maxAttempts: 3,
        pollMs: 60_000,
        retentionDays: 30,
      });
      await worker.drain();
    } finally {
      t.app.notices.start();
    }
    const webhook = (await rows()).find((r) => r.channel === 'WEBHOOK')!;
    expect(webhook).toMatchObject({
      attempts: 1,
      lastError: 'MESSAGING_WEBHOOK_URL is not set',
    });
    expect(webhook.failedAt).toBeInstanceOf(Date);
    expect(receiver.received).toHaveLength(0);

    // The operator's view (CLI `notices failed`) and retry (`notices retry <id>`).
    const failed = await listFailedNotices(t.app.modules.base);
    expect(failed).toEqual([
      expect.objectContaining({
        id: webhook.id,
        channel: 'WEBHOOK',
        event: 'viewing.updated',
        attempts: 1,
        lastError: 'MESSAGING_WEBHOOK_URL is not set',
      }),
    ]);
    expect(await retryFailedNotices(t.app.modules.base, [webhook.id + 1000])).toBe(0);
    await t.app.notices.stop();
    expect(await retryFailedNotices(t.app.modules.base, [webhook.id])).toBe(1);
    const requeued = (await rows()).find((r) => r.channel === 'WEBHOOK')!;
    expect(requeued).toMatchObject({ failedAt: null, attempts: 0, lockedUntil: null });
    // With the address set again (the app's worker), it goes out.
    await drainNotices(t.app.notices);
    t.app.notices.start();
    expect(receiver.received).toHaveLength(1);
    expect((await rows()).find((r) => r.channel === 'WEBHOOK')!.deliveredAt).toBeInstanceOf(Date);
  });

  it('prunes delivered notices past the retention and keeps failed ones', async () => {
    await queue();
    await t.db.update(notices).set({
      deliveredAt: sql`now() - interval '31 days'`,
    });
    await queue('lead.replied');
    await t.db
      .update(notices)
      .set({ failedAt: sql`now() - interval '90 days'` })
      .where(eq(notices.event, 'lead.replied'));
    const worker = createNoticeWorker({
      db: t.db,
      mailer: { send: async () => undefined },
      log: t.app.log,
      webhook: { timeoutMs: 1000 },
      maxAttempts: 3,
      pollMs: 60_000,
      retentionDays: 30,
    });
    worker.start();
    await worker.stop();
    expect((await rows()).map((r) => r.event)).toEqual(['lead.replied', 'lead.replied']);
  });
});

describe('notices across a restart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('delivers a notice queued before the app stopped with the next app on the same database, to the outbox', async () => {
    await t.app.notices.stop();
    const tenantId = (await findTenant(t.app.modules.base, 'demo'))!.id;
    const first = await buildApp(loadConfig(configEnv(t)), t.database, {
      logger: false,
      mailer: { send: () => Promise.reject(new Error('never called')) },
    });
    await first.ready();
    // Its first look at the queue is over before the notice comes: nothing sends it here.
    await first.notices.stop();
    await enqueueNotice({ db: t.db }, tenantId, {
      event: 'lead.created',
      email: { to: 'agent@example.com', subject: 'Viewing request for Villa', text: 'Tuesday' },
      data: {},
    });
    await first.close();
    const [queued] = await t.db.select().from(notices);
    expect(queued).toMatchObject({ attempts: 0, deliveredAt: null });

    // The next process: the real mailer, which writes to DATA_DIR/outbox without SMTP_URL.
    const second = await buildApp(loadConfig(configEnv(t)), t.database, { logger: false });
    await second.ready();
    try {
      const outbox = path.join(t.dataDir, 'outbox');
      const mails = () =>
        existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.json')) : [];
      await expect.poll(() => mails().length, { timeout: 5000 }).toBe(1);
      const mail = JSON.parse(readFileSync(path.join(outbox, mails()[0]!), 'utf8'));
      expect(mail).toMatchObject({
        to: 'agent@example.com',
        subject: 'Viewing request for Villa',
        text: 'Tuesday',
      });
      await expect
        .poll(async () => (await t.db.select().from(notices))[0]?.deliveredAt)
        .toBeInstanceOf(Date);
    } finally {
      await second.close();
    }
  });
});

function configEnv(t: TestApp): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: t.dataDir,
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'silent',
  };
}

describe('retryDelayMs', () => {
  it('doubles from 30 s, ±20 %, never past 1 h', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 7, 8, 20].map((n) => retryDelayMs(n, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(1, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, () => 0.9999999)).toBe(36_000);
    expect(retryDelayMs(20, () => 0.9999999)).toBe(3_600_000);
  });
});
