import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testSetting } from '../config';
import { DEMO_ACCOUNTS, freshPostgres } from '../test/helper';
import { houseInAvondale, photoUrls, questionMessages, storageKeyOf } from '../test/http-writes';
import { jpegImage } from '../test/images';
import { call, callOk, spawnServer, startServer, type ServerProcess } from '../test/server-process';
import { multipartBody } from '../test/uploads';

/**
 * A writer creates and edits listings, uploads photos and sends questions through the HTTP API
 * while the server is killed with SIGKILL at random moments and started again (`npm run
 * test:crash`). Every write that was answered 2xx must be there afterwards, its files
 * byte-identical; storage holds no file that no row names, and no row names a missing file.
 * A visitor's "at once" saved search hears of the listings approved meanwhile: every approval
 * answered 2xx reaches the outbox in an alert, and no listing is in two alerts.
 * CRASH_ROUNDS sets the rounds per database (20), CRASH_SEED the random moments.
 */

const ROUNDS = Number(testSetting('CRASH_ROUNDS') ?? 20);
const SEED = Number(testSetting('CRASH_SEED') ?? Date.now() % 2 ** 31);
const WRITERS = 3;

interface Photo {
  name: string;
  /** Storage key to SHA-256 of its bytes, read when the upload was answered. */
  files: Map<string, string>;
}

interface Listing {
  id: string;
  /** The writer that owns it: each writer edits only its own, one request at a time. */
  writer: number;
  /** The last price answered 2xx (or found after a crash). */
  price: number;
  /** Prices sent since, whose answers were lost to a crash: any of them may have landed. */
  unanswered: number[];
  photos: Photo[];
}

interface Ledger {
  listings: Listing[];
  questions: string[];
  /** Listings whose approval was answered: each must be in exactly one alert. */
  alerted: string[];
  /** Listings created for an alert whose approval's answer was lost: in one alert at most. */
  maybeAlerted: string[];
  counts: { creates: number; edits: number; photos: number; questions: number; alerts: number };
}

/** A small seeded generator, so a failing run can be repeated with CRASH_SEED. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];
/** The server each database's rounds have running, for the clean-up after a failure. */
const running = new Map<string, ServerProcess>();
afterAll(async () => {
  for (const server of running.values()) await server.stop('SIGKILL');
  for (const drop of drops) await drop().catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// The two databases' rounds run at once: most of a round is waiting on a server's start and on
// the random moment of its kill, so together they take little more than the slower one alone.
describe.concurrent.each(['pglite', 'postgres'] as const)(
  'a server killed at random moments (%s)',
  (kind) => {
    it(`keeps every answered write through ${ROUNDS} SIGKILLs`, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `propdesk-crash-${kind}-`));
      dirs.push(dataDir);
      const env: Record<string, string> = {
        DATA_DIR: dataDir,
        LEAD_LIMIT_PER_ADDRESS: '100000',
        LEAD_LIMIT_PER_EMAIL: '100000',
      };
      if (kind === 'postgres') {
        const adminUrl = testDatabaseUrl();
        if (!adminUrl) {
          throw new Error(
            'The PostgreSQL rounds need TEST_DATABASE_URL, a server to make a database on ' +
              '(docs/operations.md shows how to start one).',
          );
        }
        const fresh = await freshPostgres(adminUrl);
        drops.push(fresh.drop);
        Object.assign(env, { DATABASE_URL: fresh.url, DATABASE_MIGRATION_URL: fresh.ownerUrl });
      }
      const next = random(SEED + (kind === 'postgres' ? 1 : 0));
      const uploads = path.join(dataDir, 'uploads');
      const ledger: Ledger = {
        listings: [],
        questions: [],
        alerted: [],
        maybeAlerted: [],
        counts: { creates: 0, edits: 0, photos: 0, questions: 0, alerts: 0 },
      };

      let server = await startServer(env);
      running.set(kind, server);
      const setup = await prepare(server.base, dataDir);
      let killedWhileStarting = 0;
      let swept = 0;

      for (let round = 1; round <= ROUNDS; round++) {
        // Every fifth round the kill lands while the server starts (migrations, seed, clean-up).
        if (round % 5 === 0) {
          await server.stop('SIGKILL');
          const starting = await spawnServer(env);
          await new Promise((r) => setTimeout(r, 50 + next() * 2000));
          await starting.stop('SIGKILL');
          killedWhileStarting += 1;
        } else {
          const stop = new AbortController();
          const base = server.base;
          const writers = Array.from({ length: WRITERS }, (_, w) =>
            writer(base, setup, ledger, uploads, next, stop.signal, w),
          );
          await new Promise((r) => setTimeout(r, 300 + next() * 2200));
          await server.stop('SIGKILL');
          stop.abort();
          await Promise.all(writers);
        }
        server = await startServer(env);
        running.set(kind, server);
        await verify(server.base, setup, ledger, uploads);
        swept += sweptIn(server.output());
      }

      const alerts = await verifyAlerts(dataDir, setup, ledger);
      const { counts } = ledger;
      const answered =
        counts.creates + counts.edits + counts.photos + counts.questions + counts.alerts;
      const files = ledger.listings.reduce(
        (n, l) => n + l.photos.reduce((m, p) => m + p.files.size, 0),
        0,
      );
      process.stdout.write(
        `\ncrash (${kind}): ${ROUNDS} rounds (${killedWhileStarting} killed while starting), ` +
          `seed ${SEED}: ${answered} answered writes kept (${counts.creates} listings, ` +
          `${counts.edits} edits, ${counts.photos} photos, ${counts.questions} questions, ` +
          `${counts.alerts} approvals each in exactly one of ${alerts} alerts), ` +
          `${files} files byte-identical after every restart, ${swept} files of unfinished ` +
          `uploads swept at start, 0 orphan files, 0 rows without their files\n`,
      );
      expect(answered).toBeGreaterThan(ROUNDS);
      await server.stop('SIGTERM');
      running.delete(kind);
    });
  },
);

interface Setup {
  token: string;
  agentId: string;
  createUrl: string;
  place: { latitude: number; longitude: number };
  liveListing: string;
  moderator: string;
  /** Where the saved search's alerts go. */
  alertsTo: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The outbox's mails to `to`. A mail is written beside its name and renamed: a server killed
 * between the two leaves a `.partial` file, which is not a mail (the notice is sent again).
 */
function outboxMails(dataDir: string, to: string): { subject: string; text: string }[] {
  const outbox = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    try {
      const mail = JSON.parse(readFileSync(path.join(outbox, file), 'utf8'));
      return mail.to === to ? [mail] : [];
    } catch {
      return [];
    }
  });
}

/** A visitor saves an "at once" search for the alert listings and confirms it by its link. */
async function saveSearch(base: string, dataDir: string, alertsTo: string) {
  await callOk(base, 'POST', '/api/v2/saved-searches', {
    body: {
      name: 'Crash alerts',
      frequency: 'instant',
      query: 'category=SALE&title=Alerted',
      filters: { category: 'SALE', title: 'Alerted' },
      email: alertsTo,
    },
  });
  for (let tries = 0; tries < 100; tries++) {
    const token = outboxMails(dataDir, alertsTo)
      .map((m) => /saved-searches\/confirm\?token=([\w-]+)/.exec(m.text)?.[1])
      .find(Boolean);
    if (token) {
      await callOk(base, 'POST', '/api/v2/saved-searches/confirm', { body: { token } });
      return;
    }
    await sleep(200);
  }
  throw new Error('the confirmation mail of the saved search never reached the outbox');
}

/** How many alerts to `alertsTo` name each listing. */
function alertedListings(dataDir: string, alertsTo: string) {
  const alerts = outboxMails(dataDir, alertsTo).filter((m) => m.subject.startsWith('New listings'));
  const named = new Map<string, number>();
  for (const alert of alerts) {
    for (const [, id] of alert.text.matchAll(/\/demo\/listings\/([\w-]+)/g)) {
      named.set(id!, (named.get(id!) ?? 0) + 1);
    }
  }
  return { alerts: alerts.length, named };
}

/** Every answered approval is in one alert, within the alerts' poll and a lapsed lease. */
async function verifyAlerts(dataDir: string, setup: Setup, ledger: Ledger): Promise<number> {
  const deadline = Date.now() + 120_000;
  let found = alertedListings(dataDir, setup.alertsTo);
  while (ledger.alerted.some((id) => !found.named.has(id)) && Date.now() < deadline) {
    await sleep(1000);
    found = alertedListings(dataDir, setup.alertsTo);
  }
  // A moment more for a repeat, were one to come.
  await sleep(3000);
  found = alertedListings(dataDir, setup.alertsTo);
  expect(
    ledger.alerted.filter((id) => !found.named.has(id)),
    'approved listings no alert named',
  ).toEqual([]);
  expect(
    [...found.named].filter(([, n]) => n > 1),
    'listings in more than one alert',
  ).toEqual([]);
  const known = new Set([...ledger.alerted, ...ledger.maybeAlerted]);
  expect(
    [...found.named.keys()].filter((id) => !known.has(id)),
    'alerts of other listings',
  ).toEqual([]);
  return found.alerts;
}

async function prepare(base: string, dataDir: string): Promise<Setup> {
  const signIn = async (account: { email: string; password: string }) =>
    (
      await callOk<{ token: string }>(base, 'POST', '/auth/authenticate', {
        body: { username: account.email, password: account.password },
      })
    ).token;
  const token = await signIn(DEMO_ACCOUNTS.agent);
  const moderator = await signIn(DEMO_ACCOUNTS.moderator);
  const { agentId, createUrl, place } = await houseInAvondale(base, token);
  const live = await callOk(base, 'POST', createUrl, {
    token,
    body: {
      name: 'Live house',
      category: 'SALE',
      price: 1,
      currency: 'USD',
      priceType: 'TOTAL',
      ...place,
    },
  });
  await callOk(base, 'POST', `/properties/ids/${live.publicId}/approve`, { token: moderator });
  const alertsTo = 'alerts@example.com';
  await saveSearch(base, dataDir, alertsTo);
  return { token, agentId, createUrl, place, liveListing: live.publicId, moderator, alertsTo };
}

/** One writer: its own listings, one request at a time, until the server dies. */
async function writer(
  base: string,
  setup: Setup,
  ledger: Ledger,
  uploads: string,
  next: () => number,
  stop: AbortSignal,
  index: number,
): Promise<void> {
  while (!stop.aborted) {
    const mine = ledger.listings.filter((l) => l.writer === index);
    const roll = next();
    try {
      if (mine.length < 2 || roll < 0.1) {
        const price = 1000 + Math.floor(next() * 1_000_000);
        const created = await callOk(base, 'POST', setup.createUrl, {
          token: setup.token,
          body: {
            name: `Crash ${index}`,
            category: 'RENT',
            price,
            currency: 'USD',
            priceType: 'TOTAL',
            ...setup.place,
          },
        });
        ledger.listings.push({
          id: created.publicId,
          writer: index,
          price,
          unanswered: [],
          photos: [],
        });
        ledger.counts.creates += 1;
      } else if (roll < 0.45) {
        const listing = mine[Math.floor(next() * mine.length)]!;
        const price = 1000 + Math.floor(next() * 1_000_000);
        listing.unanswered.push(price);
        await callOk(base, 'PUT', `/properties/ids/${listing.id}/update`, {
          token: setup.token,
          body: { price },
        });
        listing.price = price;
        listing.unanswered = [];
        ledger.counts.edits += 1;
      } else if (roll < 0.8) {
        const listing = mine[Math.floor(next() * mine.length)]!;
        const photo = await jpegImage(800, 500, { noise: true });
        const answer = await callOk(base, 'POST', `/properties/ids/${listing.id}/files/upload`, {
          token: setup.token,
          raw: multipartBody([{ data: photo }]),
        });
        for (const image of answer.images as { name: string; fileDownloadUri: string }[]) {
          const files = new Map<string, string>();
          for (const url of photoUrls(image))
            files.set(storageKeyOf(url), hashOf(uploads, storageKeyOf(url)));
          listing.photos.push({ name: image.name, files });
        }
        ledger.counts.photos += 1;
      } else if (roll < 0.9) {
        // A listing the saved search matches, approved at once: its alert must go out once.
        const created = await callOk(base, 'POST', setup.createUrl, {
          token: setup.token,
          body: {
            name: `Alerted ${index}`,
            category: 'SALE',
            price: 1000 + Math.floor(next() * 1_000_000),
            currency: 'USD',
            priceType: 'TOTAL',
            ...setup.place,
          },
        });
        ledger.maybeAlerted.push(created.publicId);
        await callOk(base, 'POST', `/properties/ids/${created.publicId}/approve`, {
          token: setup.moderator,
        });
        ledger.alerted.push(created.publicId);
        ledger.counts.alerts += 1;
      } else {
        const message = `Is it still free? Question ${ledger.counts.questions} ${next()}`;
        await callOk(base, 'POST', '/inquiries/create', {
          body: {
            propertyId: setup.liveListing,
            name: 'Crash Reader',
            email: 'reader@example.com',
            message,
          },
        });
        ledger.questions.push(message);
        ledger.counts.questions += 1;
      }
    } catch (error) {
      // fetch fails when the server died under the request: its answer is lost. Any answer
      // the server did give (a 4xx, a 5xx) is a failure of the test.
      if (error instanceof TypeError) return;
      throw error;
    }
  }
}

/** What the start-up sweep logged it removed (the server logs JSON lines at warn). */
function sweptIn(output: string): number {
  return [...output.matchAll(/"removed":(\d+)[^\n]*unfinished uploads/g)].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );
}

function hashOf(uploads: string, key: string): string {
  return createHash('sha256')
    .update(readFileSync(path.join(uploads, key)))
    .digest('hex');
}

function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every answered write is there; storage and rows name the same files, byte for byte. */
async function verify(base: string, setup: Setup, ledger: Ledger, uploads: string) {
  const token = setup.token;
  for (const listing of ledger.listings) {
    const found = await callOk(base, 'GET', `/properties/ids/${listing.id}/get`, { token });
    expect([listing.price, ...listing.unanswered], `price of ${listing.id}`).toContain(found.price);
    listing.price = found.price;
    listing.unanswered = [];

    const gallery = await callOk(base, 'GET', `/properties/ids/${listing.id}/images/all`, {
      token,
    });
    const images = Object.values(gallery.images as Record<string, { name: string }[]>).flat();
    const named = new Set<string>();
    for (const image of images as { name: string; fileDownloadUri: string }[]) {
      for (const url of photoUrls(image)) {
        const key = storageKeyOf(url);
        named.add(path.join(uploads, key));
        expect(() => statSync(path.join(uploads, key)), `file of ${image.name}`).not.toThrow();
      }
    }
    for (const photo of listing.photos) {
      expect(
        images.map((i) => i.name),
        `answered photo of ${listing.id}`,
      ).toContain(photo.name);
      for (const [key, hash] of photo.files) {
        expect(hashOf(uploads, key), `bytes of ${key}`).toBe(hash);
      }
    }
    const stored = filesUnder(path.join(uploads, 'properties', 'demo', listing.id));
    expect(
      stored.filter((file) => !named.has(file)),
      `files no row names (${listing.id})`,
    ).toEqual([]);
  }
  // Leftover files can also sit in folders of listings whose create was never answered.
  const folders = new Set(ledger.listings.map((l) => l.id));
  const strays = filesUnder(path.join(uploads, 'properties', 'demo')).filter(
    (file) => !folders.has(path.basename(path.dirname(file))),
  );
  for (const file of strays) {
    const id = path.basename(path.dirname(file));
    const gallery = await call(base, 'GET', `/properties/ids/${id}/images/all`, { token });
    const images = gallery.status === 200 ? Object.values(gallery.body.images).flat() : [];
    const urls = (images as { fileDownloadUri: string }[]).flatMap(photoUrls).map(storageKeyOf);
    expect(
      urls.map((key) => path.join(uploads, key)),
      `files no row names (${id})`,
    ).toContain(file);
  }

  const seen = await questionMessages(base, token);
  const lost = ledger.questions.filter((q) => !seen.has(q));
  expect(lost, 'answered questions').toEqual([]);
}
