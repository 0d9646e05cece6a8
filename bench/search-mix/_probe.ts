import { openDatabase } from '../../apps/api/src/infra/db';
import { serveBenchApp } from '../api/serve';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
const db = 'mixbench_mxdnpwn3';
const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:55433/${db}` }); await c.connect();
const ids = (await c.query(`select public_id from properties where tenant_id=1 and published='APPROVED' and not archived order by random() limit ${process.env.N ?? 5}`)).rows.map((r) => r.public_id);
await c.end();
const handle = await openDatabase({ kind: 'postgres', url: `postgres://propdesk_bench_app@127.0.0.1:55433/${db}`, migrationUrl: `postgres://postgres@127.0.0.1:55433/${db}`, poolSize: 10 });
const { app, url } = await serveBenchApp(handle, mkdtempSync(path.join(os.tmpdir(), 'probe-')));
const t0 = performance.now();
for (const id of ids) {
  const res = await fetch(`${url}/properties/ids/${id}/get`, { headers: { 'x-tenant': 'demo' } });
  const text = await res.text();
  if (ids.length < 10) console.log(res.status, text.length, text.slice(0, 200));
}
console.log('ms per miss', ((performance.now() - t0) / ids.length).toFixed(3));
await app.close(); await handle.close();
