import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import {
  dayKey,
  isRobot,
  visitorHash,
  VisitCounter,
  type Visit,
  type VisitBatch,
} from './listing-performance.visits';

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const secret = new TextEncoder().encode('a server secret of thirty-two bytes!');
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const visitBy = (ip: string, extra: Partial<Visit> = {}): Visit => ({
  ip,
  userAgent: BROWSER,
  named: undefined,
  referrer: undefined,
  host: 'demo.example',
  ...extra,
});

describe('visitor hashes', () => {
  it('are the same all day, and change with the day, the listing, the address and the browser', () => {
    const monday = dayKey(secret, '2026-12-07');
    const tuesday = dayKey(secret, '2026-12-08');
    const a = visitorHash(monday, 1, '10.0.0.1', BROWSER);
    expect(visitorHash(dayKey(secret, '2026-12-07'), 1, '10.0.0.1', BROWSER)).toBe(a);
    expect(visitorHash(tuesday, 1, '10.0.0.1', BROWSER)).not.toBe(a);
    expect(visitorHash(monday, 2, '10.0.0.1', BROWSER)).not.toBe(a);
    expect(visitorHash(monday, 1, '10.0.0.2', BROWSER)).not.toBe(a);
    expect(visitorHash(monday, 1, '10.0.0.1', `${BROWSER} Edg/131`)).not.toBe(a);
    expect(a).not.toContain('10.0.0.1');
  });

  it('depend on the server secret: another server cannot compute them', () => {
    const other = dayKey(
      new TextEncoder().encode('another secret entirely, 32 bytes'),
      '2026-12-07',
    );
    expect(visitorHash(other, 1, '10.0.0.1', BROWSER)).not.toBe(
      visitorHash(dayKey(secret, '2026-12-07'), 1, '10.0.0.1', BROWSER),
    );
  });
});

describe('isRobot', () => {
  it('knows crawlers, previews and scripts, and lets browsers through', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'curl/8.5.0',
      'python-requests/2.31.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
      '',
      undefined,
    ]) {
      expect(isRobot(ua), String(ua)).toBe(true);
    }
    expect(isRobot(BROWSER)).toBe(false);
    expect(
      isRobot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
  });
});

describe('VisitCounter', () => {
  it('sends a visitor once a day, robots never, and again the next day', async () => {
    let now = new Date('2026-12-07T23:59:00Z');
    const batches: VisitBatch[] = [];
    const counter = new VisitCounter(async (b) => void batches.push(b), {
      secret,
      enabled: true,
      log,
      now: () => now,
    });
    counter.view(1, 7, visitBy('10.0.0.1', { named: 'map' }));
    counter.view(1, 7, visitBy('10.0.0.1'));
    counter.view(1, 7, visitBy('10.0.0.2', { referrer: 'https://other.example/x' }));
    counter.view(1, 7, visitBy('10.0.0.3', { userAgent: 'Googlebot/2.1' }));
    counter.photoView(1, 7, BROWSER);
    counter.photoView(1, 7, BROWSER);
    counter.photoView(1, 7, 'curl/8.0');
    await counter.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.views.map((v) => [v.day, v.source, v.host])).toEqual([
      ['2026-12-07', 'map', ''],
      ['2026-12-07', 'other', 'other.example'],
    ]);
    expect(batches[0]!.photoViews).toEqual([[1, 7, '2026-12-07', 2]]);
    now = new Date('2026-12-08T00:01:00Z');
    counter.view(1, 7, visitBy('10.0.0.1'));
    await counter.flush();
    expect(batches[1]!.views.map((v) => v.day)).toEqual(['2026-12-08']);
    expect(batches[1]!.views[0]!.visitor).not.toBe(batches[0]!.views[0]!.visitor);
    counter.stop();
  });

  it('keeps a failed batch for the next try', async () => {
    let fail = true;
    const batches: VisitBatch[] = [];
    const counter = new VisitCounter(
      async (b) => {
        if (fail) throw new Error('down');
        batches.push(b);
      },
      { secret, enabled: true, log },
    );
    counter.view(1, 3, visitBy('10.0.0.9'));
    await counter.flush();
    fail = false;
    await counter.flush();
    expect(batches[0]!.views).toHaveLength(1);
    counter.stop();
  });

  it('records nothing when switched off', async () => {
    const write = vi.fn(async () => undefined);
    const counter = new VisitCounter(write, { secret, enabled: false, log });
    counter.view(1, 3, visitBy('10.0.0.9'));
    counter.photoView(1, 3, BROWSER);
    await counter.flush();
    expect(write).not.toHaveBeenCalled();
  });
});
