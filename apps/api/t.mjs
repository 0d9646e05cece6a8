import { PGlite } from '@electric-sql/pglite';
for (let i = 0; i < 3; i++) {
  const t = Date.now();
  const pg = await PGlite.create();
  await pg.query('select 1');
  console.log('create', Date.now() - t);
  const t2 = Date.now();
  const dump = await pg.dumpDataDir('none');
  console.log('dump', Date.now() - t2, dump.size);
  const t3 = Date.now();
  const pg2 = await PGlite.create({ loadDataDir: dump });
  await pg2.query('select 1');
  console.log('load', Date.now() - t3);
}
