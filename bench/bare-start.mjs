// The bare server the start benchmark compares the product with: Fastify that opens the same embedded
// database as the product would (the folder in DATA_DIR, or, when it has none yet, a new one from the
// build's initial database), asks it one query and answers GET /healthz. Plain JavaScript, so that
// nothing is compiled at its start either.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';

const folder = path.join(process.env.DATA_DIR, 'pgdata');
const initial = new URL('../apps/server/dist/pgdata-initial.tar.gz', import.meta.url);
const loadDataDir = existsSync(folder) ? undefined : new Blob([await readFile(initial)]);
const database = await PGlite.create({ dataDir: folder, loadDataDir, extensions: { pg_trgm } });
await database.query('select 1');
const app = Fastify();
app.get('/healthz', async () => ({ status: 'alive' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
