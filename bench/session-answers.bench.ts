/**
 * GET /user/info and GET /menu/nav/platform through the whole stack, next to a bare `node:http`
 * handler answering the same bytes, 10 connections, in alternating rounds (`side-by-side.ts`), on
 * PGlite and (when DATABASE_URL is set) on PostgreSQL. Budget: the stack keeps at least 0.6 of the
 * bare handler's throughput. Run with `npm run bench:session`.
 */
import { againstBareHandler, onBothDatabases } from './side-by-side.ts';

const BUDGET = 0.6;
const CASES = [
  { name: 'user info', path: '/user/info' },
  { name: 'menu nav of the console', path: '/menu/nav/platform' },
];

void onBothDatabases('session', (label, database, dataDir) => againstBareHandler(label, database, dataDir, CASES, BUDGET, 'node:http'));
