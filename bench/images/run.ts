// Image upload benchmark: images per second through POST /properties/ids/{id}/files/upload
// against a bare sharp script doing the same decode, rotate, re-encode and resize work in the
// same run, and the server's peak memory during 20 concurrent uploads.
// Run: npm run bench:images   (BENCH_DATABASE_URL=postgres://... runs the server on a fresh
// PostgreSQL database made there and dropped after; otherwise on the embedded PGlite)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import {
  MAX_INPUT_PIXELS,
  ORIGINAL_JPEG,
  VARIANT_QUALITY,
  VARIANT_SIZES,
} from '../../apps/api/src/modules/images/image-pipeline';
import { jpegImage } from '../../apps/api/src/test/images';
import { freePort } from '../free-port';
import { runBench } from '../cli';

type Json = Record<string, unknown>;

const root = path.resolve(import.meta.dirname, '../..');
const IMAGES = Number(process.env.BENCH_IMAGES ?? 12);
/** Bare and endpoint runs alternate batch by batch, so load from other processes hits both. */
const BURST = 20;
/**
 * Both sides decode one image per core at a time: the bare script runs that many at once, and
 * the endpoint gets twice that many requests in flight so its decoders never wait on HTTP,
 * storage or the database (the server itself still decodes only one image per core).
 */
const slots = Math.max(1, availableParallelism());
const width = 2 * slots;

/** Runs `total` tasks with `width` in flight; returns the seconds taken. */
async function timed(total: number, width: number, task: () => Promise<unknown>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next++ < total) await task();
    }),
  );
  return (performance.now() - started) / 1000;
}

/** The pipeline's work written straight against sharp: no HTTP, no storage, no database. */
async function bareResize(input: Buffer) {
  const decode = () =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  await sharp(input).metadata();
  await decode().jpeg(ORIGINAL_JPEG).toBuffer();
  for (const size of Object.values(VARIANT_SIZES)) {
    await decode().resize(size).webp({ quality: VARIANT_QUALITY }).toBuffer();
  }
}

function rssOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  sharp.cache(false);
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/api'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('The API build failed');

  const photo = await jpegImage(4000, 2500, { noise: true });
  process.stdout.write(
    `Input: 4000x2500 JPEG, ${(photo.length / 1e6).toFixed(1)} MB; ${slots} decoded at a time; ` +
      `${IMAGES} images each way; database: ${adminUrl ? 'PostgreSQL' : 'PGlite'}\n`,
  );

  const database = adminUrl ? await freshDatabase(adminUrl) : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'propdesk-bench-images-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Measured on the same data every run: no demo listings.
      SEED_DEMO_LISTINGS: 'false',
      ...(database && { DATABASE_URL: database.url }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);

  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('The server did not start');
      const ready = await fetch(`${base}/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const api = async <T = Json>(
      method: string,
      url: string,
      body?: unknown,
      token?: string,
    ): Promise<T> => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          'x-tenant': 'demo',
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const { token } = await api<{ token: string }>('POST', '/auth/authenticate', {
      username: 'agent@propdesk.test',
      password: 'Agent#Demo2026',
    });
    const agentId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).agentId;
    type Place = { publicId: string; name: string; latitude?: number; longitude?: number };
    type Page = { content: Place[] };
    const types = await api<Page>('GET', '/api/v2/types/all/');
    const type = types.content.find((t) => t.name === 'House')!;
    const country = (await api<Page>('GET', '/api/v2/countries/')).content[0]!;
    const city = (await api<Page>('GET', `/api/v2/countries/ids/${country.publicId}/cities/all`))
      .content[0]!;
    const suburb = (await api<Page>('GET', `/api/v2/cities/ids/${city.publicId}/suburbs/`))
      .content[0]!;
    const property = await api<{ publicId: string }>(
      'POST',
      `/agents/${agentId}/types/ids/${type.publicId}/suburbs/ids/${suburb.publicId}/properties/create`,
      {
        name: 'Benchmark house',
        category: 'SALE',
        currency: 'USD',
        priceType: 'TOTAL',
        latitude: suburb.latitude ?? -17.8,
        longitude: suburb.longitude ?? 31.0,
      },
      token,
    );
    const uploadOne = async () => {
      const form = new FormData();
      form.append('files', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
      const res = await fetch(`${base}/properties/ids/${property.publicId}/files/upload`, {
        method: 'POST',
        headers: { 'x-tenant': 'demo', authorization: `Bearer ${token}` },
        body: form,
      });
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };

    await uploadOne();
    await bareResize(photo);
    let bareSeconds = 0;
    let apiSeconds = 0;
    const rounds = Math.ceil(IMAGES / width);
    for (let round = 0; round < rounds; round++) {
      bareSeconds += await timed(width, slots, () => bareResize(photo));
      apiSeconds += await timed(width, width, uploadOne);
    }
    const bare = (rounds * width) / bareSeconds;
    const viaApi = (rounds * width) / apiSeconds;

    const idle = rssOf(server.pid!);
    let peak = idle.rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid!).rss);
    }, 20);
    const burstStarted = performance.now();
    await Promise.all(Array.from({ length: BURST }, uploadOne));
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    clearInterval(sampler);
    const after = rssOf(server.pid!);
    peak = Math.max(peak, after.rss);

    const rows = [
      ['Bare sharp script (same work)', `${bare.toFixed(2)} images/s`],
      ['Through the upload endpoint', `${viaApi.toFixed(2)} images/s`],
      ['Ratio (target at least 0.8)', (viaApi / bare).toFixed(2)],
      [`${BURST} concurrent uploads`, `${burstSeconds.toFixed(1)} s`],
      ['Server RSS before the burst', `${idle.rss.toFixed(0)} MB`],
      ['Server peak RSS during the burst (target under 600 MB)', `${peak.toFixed(0)} MB`],
      ['Server RSS high-water mark since start (VmHWM)', `${after.hwm.toFixed(0)} MB`],
    ];
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(', ');
    process.stdout.write(
      `\nLoad average during the run: ${load} on ${availableParallelism()} cores\n` +
        `\n| Measure | Result |\n|---|---|\n${rows.map(([a, b]) => `| ${a} | ${b} |`).join('\n')}\n`,
    );
  } finally {
    stop();
    await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

async function freshDatabase(adminUrl: string) {
  const name = `propdesk_bench_images_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

runBench(main);
