import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config';
import { DEMO_ACCOUNTS, freshPostgres } from '../test/helper';
import { houseInAvondale, photoUrls, questionMessages, storageKeyOf } from '../test/http-writes';
import { jpegImage } from '../test/images';
import { callOk, startServer, type ServerProcess } from '../test/server-process';
import { multipartBody } from '../test/uploads';

/**
 * Backups that restore (`npm run test:backup`). On the embedded database: writers create and
 * edit listings, upload photos and send questions through the HTTP API while `npm run cli --
 * backup` takes a backup of the running server; the backup is restored into a fresh directory,
 * a server started on it, and every write answered before the backup began must be there, each
 * photo's files byte-identical, and every photo the restored database names must have its files.
 * On PostgreSQL (with TEST_DATABASE_URL): the procedure of docs/operations.md, pg_dump of the
 * live database and pg_restore into a new one, tried the same way.
 */

const run = promisify(execFile);
const cliEntry = path.join(import.meta.dirname, '..', 'cli.ts');
/** How long the writers run before the backup starts, and at the least while it runs. */
const LOAD_BEFORE_MS = 4000;
const WRITERS = 3;

const dirs: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `propdesk-backup-${name}-`));
  dirs.push(dir);
  return dir;
}

async function started(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env);
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

const LOAD_ENV = { LEAD_LIMIT_PER_ADDRESS: '100000', LEAD_LIMIT_PER_EMAIL: '100000' };

interface Listing {
  id: string;
  /** The writer that owns it: each writer edits only its own, one request at a time. */
  writer: number;
  /** Every price answered 2xx, in order. */
  prices: number[];
  /** Photo name to its files (storage key to SHA-256), as answered. */
  photos: Map<string, Map<string, string>>;
}

interface Ledger {
  listings: Listing[];
  questions: string[];
}

interface Acknowledged {
  /** Per listing: the photos and the last price answered before the backup began. */
  listings: { id: string; price: number; photos: Map<string, Map<string, string>> }[];
  questions: string[];
}

/** What had been answered at this moment (later answers may be in the backup too). */
function acknowledged(ledger: Ledger): Acknowledged {
  return {
    listings: ledger.listings.map((l) => ({
      id: l.id,
      price: l.prices.at(-1)!,
      photos: new Map(l.photos),
    })),
    questions: [...ledger.questions],
  };
}

interface Setup {
  token: string;
  createUrl: string;
  place: { latitude: number; longitude: number };
  liveListing: string;
}

async function signIn(base: string, account: { email: string; password: string }) {
  const answer = await callOk<{ token: string }>(base, 'POST', '/auth/authenticate', {
    body: { username: account.email, password: account.password },
  });
  return answer.token;
}

async function prepare(base: string): Promise<Setup> {
  const token = await signIn(base, DEMO_ACCOUNTS.agent);
  const { createUrl, place } = await houseInAvondale(base, token);
  const live = await createListing(base, { token, createUrl, place, liveListing: '' }, 1);
  const moderator = await signIn(base, DEMO_ACCOUNTS.moderator);
  await callOk(base, 'POST', `/properties/ids/${live}/approve`, { token: moderator });
  return { token, createUrl, place, liveListing: live };
}

async function createListing(base: string, setup: Setup, price: number): Promise<string> {
  const created = await callOk(base, 'POST', setup.createUrl, {
    token: setup.token,
    body: {
      name: 'Backed-up house',
      category: 'RENT',
      price,
      currency: 'USD',
      priceType: 'TOTAL',
      ...setup.place,
    },
  });
  return created.publicId;
}

function hashOf(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** One writer: its own listings, one request at a time, until `stop`. */
async function writer(
  base: string,
  setup: Setup,
  ledger: Ledger,
  uploads: string,
  stop: AbortSignal,
  index: number,
  withPhotos: boolean,
): Promise<number> {
  let writes = 0;
  for (let turn = 0; !stop.aborted; turn++) {
    const own = ledger.listings.filter((l) => l.writer === index);
    const kind = turn % 4;
    if (own.length < 2 || kind === 0) {
      const price = 1000 + turn;
      const id = await createListing(base, setup, price);
      ledger.listings.push({ id, writer: index, prices: [price], photos: new Map() });
    } else if (kind === 1) {
      const listing = own[turn % own.length]!;
      const price = 2000 + turn * WRITERS + index;
      await callOk(base, 'PUT', `/properties/ids/${listing.id}/update`, {
        token: setup.token,
        body: { price },
      });
      listing.prices.push(price);
    } else if (kind === 2 && withPhotos) {
      const listing = own[turn % own.length]!;
      const answer = await callOk(base, 'POST', `/properties/ids/${listing.id}/files/upload`, {
        token: setup.token,
        raw: multipartBody([{ data: await jpegImage(800, 500, { noise: true }) }]),
      });
      for (const image of answer.images as { name: string; fileDownloadUri: string }[]) {
        const files = new Map<string, string>();
        for (const url of photoUrls(image)) {
          files.set(storageKeyOf(url), hashOf(path.join(uploads, storageKeyOf(url))));
        }
        listing.photos.set(image.name, files);
      }
    } else {
      const message = `Still free? Writer ${index}, turn ${turn}`;
      await callOk(base, 'POST', '/inquiries/create', {
        body: {
          propertyId: setup.liveListing,
          name: 'Backup Reader',
          email: 'reader@example.com',
          message,
        },
      });
      ledger.questions.push(message);
    }
    writes += 1;
  }
  return writes;
}

/** Runs the writers until `during` has resolved (and at least LOAD_BEFORE_MS before it starts). */
async function underLoad<T>(
  base: string,
  setup: Setup,
  ledger: Ledger,
  uploads: string,
  withPhotos: boolean,
  during: () => Promise<T>,
): Promise<{ result: T; before: Acknowledged; writes: number; writesDuring: number }> {
  const stop = new AbortController();
  let failure: Error | undefined;
  const writers = Array.from({ length: WRITERS }, (_, w) =>
    writer(base, setup, ledger, uploads, stop.signal, w, withPhotos).catch((error: Error) => {
      failure ??= error;
      stop.abort();
      return 0;
    }),
  );
  try {
    await new Promise((r) => setTimeout(r, LOAD_BEFORE_MS));
    const before = acknowledged(ledger);
    const answeredBefore = before.listings.length + before.questions.length;
    const result = await during();
    const answeredAfter = ledger.listings.length + ledger.questions.length;
    stop.abort();
    const writes = (await Promise.all(writers)).reduce((a, b) => a + b, 0);
    if (failure) throw failure;
    return { result, before, writes, writesDuring: answeredAfter - answeredBefore };
  } finally {
    stop.abort();
    await Promise.all(writers);
  }
}

/** Every acknowledged write is on `base`, and every photo of those listings has its files. */
async function verify(base: string, setup: Setup, ledger: Ledger, expected: Acknowledged) {
  const token = setup.token;
  let files = 0;
  for (const want of expected.listings) {
    const listing = ledger.listings.find((l) => l.id === want.id)!;
    const found = await callOk(base, 'GET', `/properties/ids/${want.id}/get`, { token });
    // The price answered before the backup, or one answered after it (the backup may hold it).
    const later = listing.prices.slice(listing.prices.indexOf(want.price));
    expect(later, `price of ${want.id}`).toContain(found.price);
    const gallery = await callOk(base, 'GET', `/properties/ids/${want.id}/images/all`, { token });
    const images = Object.values(gallery.images as Record<string, { name: string }[]>).flat();
    const names = images.map((i) => i.name);
    for (const [name, photoFiles] of want.photos) {
      expect(names, `photo of ${want.id}`).toContain(name);
      files += photoFiles.size;
    }
  }
  const seen = await questionMessages(base, setup.token);
  expect(
    expected.questions.filter((q) => !seen.has(q)),
    'questions answered before the backup',
  ).toEqual([]);
  return files;
}

/** Every photo the restored server names has its files, byte-identical to what was answered. */
async function verifyFiles(base: string, setup: Setup, ledger: Ledger, uploads: string) {
  let checked = 0;
  for (const listing of ledger.listings) {
    const gallery = await fetch(`${base}/properties/ids/${listing.id}/images/all`, {
      headers: { 'x-tenant': 'demo', authorization: `Bearer ${setup.token}` },
    });
    if (gallery.status === 404) continue; // created after the backup
    const body = (await gallery.json()) as { images: Record<string, object[]> };
    for (const image of Object.values(body.images).flat() as {
      name: string;
      fileDownloadUri: string;
    }[]) {
      const answered = listing.photos.get(image.name);
      for (const url of photoUrls(image)) {
        const file = path.join(uploads, storageKeyOf(url));
        expect(existsSync(file), `file of ${image.name} in the restored directory`).toBe(true);
        if (answered?.has(storageKeyOf(url))) {
          expect(hashOf(file), `bytes of ${storageKeyOf(url)}`).toBe(
            answered.get(storageKeyOf(url)),
          );
        }
        checked += 1;
      }
    }
  }
  return checked;
}

function cli(args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', cliEntry, ...args], {
    env: { LOG_LEVEL: 'warn', ...env },
  });
}

describe('backups that restore', () => {
  it('the embedded database: a backup taken under write load restores every acknowledged write and file', async () => {
    const dataDir = tempDir('live');
    const server = await started({ DATA_DIR: dataDir, ...LOAD_ENV });
    const setup = await prepare(server.base);
    const ledger: Ledger = { listings: [], questions: [] };
    const backupFile = path.join(tempDir('file'), 'propdesk.backup');

    const began = Date.now();
    const load = await underLoad(
      server.base,
      setup,
      ledger,
      path.join(dataDir, 'uploads'),
      true,
      () => cli(['backup', backupFile], { DATA_DIR: dataDir }),
    );
    const backupMs = Date.now() - began - LOAD_BEFORE_MS;
    expect(load.result.stdout).toMatch(
      /Backup of the running server written to .*every checksum matches/,
    );
    expect(load.writesDuring, 'writes answered while the backup ran').toBeGreaterThan(0);
    await server.stop('SIGTERM');

    // A directory with anything in it is refused.
    await expect(cli(['restore', backupFile], { DATA_DIR: dataDir })).rejects.toMatchObject({
      stderr: expect.stringContaining('is not empty'),
    });

    const restoredDir = path.join(tempDir('restored'), 'data');
    const restored = await cli(['restore', backupFile], { DATA_DIR: restoredDir });
    expect(restored.stdout).toMatch(/Restored .* every checksum matches/);
    const again = await started({ DATA_DIR: restoredDir, ...LOAD_ENV });
    const photoFiles = await verify(again.base, setup, ledger, load.before);
    const files = await verifyFiles(again.base, setup, ledger, path.join(restoredDir, 'uploads'));
    await again.stop('SIGTERM');

    process.stdout.write(
      `\nbackup (pglite): ${load.writes} writes answered by ${WRITERS} writers, ` +
        `${load.writesDuring} of them while the backup ran (${backupMs} ms); ` +
        `${load.before.listings.length} listings, ${load.before.questions.length} questions and ` +
        `${photoFiles} photo files answered before it began all restored; ` +
        `${files} files of the restored photos checked, 0 missing\n`,
    );
  });

  // Defined only with TEST_DATABASE_URL, as the API tests on PostgreSQL run only with it (npm
  // test says so); CI always sets it.
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) return;
  it('PostgreSQL: pg_dump of the live database and pg_restore into a new one keep every acknowledged write', async () => {
    const bin = postgresBin();
    const source = await freshPostgres(adminUrl);
    cleanups.push(source.drop);
    const dataDir = tempDir('pg');
    const env = { DATA_DIR: dataDir, ...LOAD_ENV };
    const server = await started({
      ...env,
      DATABASE_URL: source.url,
      DATABASE_MIGRATION_URL: source.ownerUrl,
    });
    const setup = await prepare(server.base);
    const ledger: Ledger = { listings: [], questions: [] };
    const dump = path.join(tempDir('pgdump'), 'propdesk.dump');
    // The role docs/operations.md has backups taken as: it reads every row, past the site wall.
    const backupRoleUrl = await backupRole(adminUrl, source.ownerUrl);
    const load = await underLoad(
      server.base,
      setup,
      ledger,
      path.join(dataDir, 'uploads'),
      false,
      () => run(path.join(bin, 'pg_dump'), ['--format=custom', `--file=${dump}`, backupRoleUrl]),
    );
    await server.stop('SIGTERM');

    const target = await freshPostgres(adminUrl);
    cleanups.push(target.drop);
    await run(path.join(bin, 'pg_restore'), [
      '--exit-on-error',
      `--dbname=${target.ownerUrl}`,
      dump,
    ]);
    const again = await started({
      ...env,
      DATABASE_URL: target.url,
      DATABASE_MIGRATION_URL: target.ownerUrl,
    });
    await verify(again.base, setup, ledger, load.before);
    await again.stop('SIGTERM');
    process.stdout.write(
      `\nbackup (postgres): ${load.writes} writes answered, ${load.writesDuring} while pg_dump ` +
        `ran; ${load.before.listings.length} listings and ${load.before.questions.length} ` +
        `questions answered before it began all found after pg_restore into a new database\n`,
    );
  });
});

/** The newest PostgreSQL client programs Debian installed (pg_dump must be at least the server's). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_dump')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length)
    throw new Error(`pg_dump is not installed under ${root} (apt-get install postgresql)`);
  return path.join(root, versions[0]!, 'bin');
}

/** A role like docs/operations.md's `propdesk_backup`: reads all data, skips row-level security. */
async function backupRole(adminUrl: string, databaseUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DO $$ BEGIN
        CREATE ROLE propdesk_test_backup LOGIN BYPASSRLS IN ROLE pg_read_all_data;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.username = 'propdesk_test_backup';
  url.password = '';
  return url.toString();
}
