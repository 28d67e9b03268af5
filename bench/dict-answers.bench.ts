/**
 * GET /dictData/getByType/{type}, which every select of the web reads, through the whole stack
 * (session check included) next to a bare Fastify handler returning the same array, in alternating
 * rounds (`side-by-side.ts`), on PGlite and (when DATABASE_URL is set) on PostgreSQL. Budget: the
 * stack keeps at least 0.8 of the bare handler's throughput, as the answer comes from memory.
 * Run with `npm run bench:dict`.
 */
import { againstBareHandler, onBothDatabases } from './side-by-side.ts';

const BUDGET = 0.8;
const CASES = [
  { name: 'enterprise qualifications (13 entries)', path: '/dictData/getByType/enterprise_qualification' },
  { name: 'occupations (30 entries)', path: '/dictData/getByType/occupation' },
];

void onBothDatabases('dict', (label, database, dataDir) => againstBareHandler(label, database, dataDir, CASES, BUDGET, 'fastify'));
