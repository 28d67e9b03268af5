/**
 * GET /user/info and GET /menu/nav/platform through the whole stack, next to a bare Fastify handler
 * answering a constant JSON of the same size, in alternating rounds (`side-by-side.ts`), on PGlite
 * and (when DATABASE_URL is set) on PostgreSQL. Budget: the stack keeps at least half the bare
 * handler's throughput. Run with `npm run bench:session`.
 */
import { againstBareHandler, onBothDatabases } from './side-by-side.ts';

const BUDGET = 0.5;
const CASES = [
  { name: 'user info', path: '/user/info' },
  { name: 'menu nav of the console', path: '/menu/nav/platform' },
];

void onBothDatabases('session', (label, database, dataDir) => againstBareHandler(label, database, dataDir, CASES, BUDGET));
