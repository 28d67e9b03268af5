import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFile, cp, rm, mkdir } from 'node:fs/promises';
const blob = new Blob([await readFile('.vitest-tmp/template.tar')]);
const root = process.argv[2] ?? '/dev/shm/pgl';
await rm(root, { recursive: true, force: true }); await mkdir(root, { recursive: true });
// make an on-disk template
let t = performance.now();
const tpl = await PGlite.create({ dataDir: `${root}/template`, loadDataDir: blob, extensions: { pg_trgm } });
await tpl.query('select count(*) from users'); await tpl.close();
console.log('make disk template', (performance.now() - t).toFixed(0));
for (let i = 0; i < 5; i++) {
  t = performance.now();
  const db = await PGlite.create({ loadDataDir: blob, extensions: { pg_trgm } });
  await db.query('select count(*) from users');
  const open = performance.now() - t;
  for (let k = 0; k < 200; k++) await db.query('insert into dict_types(dict_type, dict_name) values ($1,$2)', ['t' + k, 'x']).catch(() => {});
  const q = performance.now() - t - open;
  await db.close();
  console.log('tar   open', open.toFixed(0), 'writes', q.toFixed(0));
}
for (let i = 0; i < 5; i++) {
  t = performance.now();
  await cp(`${root}/template`, `${root}/c${i}`, { recursive: true });
  const copied = performance.now() - t;
  const db = await PGlite.create({ dataDir: `${root}/c${i}`, extensions: { pg_trgm } });
  await db.query('select count(*) from users');
  const open = performance.now() - t;
  for (let k = 0; k < 200; k++) await db.query('insert into dict_types(dict_type, dict_name) values ($1,$2)', ['t' + k, 'x']).catch(() => {});
  const q = performance.now() - t - open;
  await db.close();
  console.log('disk  copy', copied.toFixed(0), 'open', open.toFixed(0), 'writes', q.toFixed(0));
}
console.log(process.memoryUsage());
