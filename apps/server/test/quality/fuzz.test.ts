import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, PERM_TYPES, type PermType, type RouteDef } from '@console/contract';
import { userRoles } from '../../src/modules/roles/roles.table.ts';
import { users } from '../../src/modules/users/users.table.ts';
import { useFileApp, type FileApp } from '../harness.ts';
import { accessOutcomeFor, bodyOf, expectedOutcome } from './access-outcome.ts';
import { CUSTOMER_MAIN_ACCOUNT, Identities } from './identities.ts';
import { injectOptionsOf, ROUTES, requestPartsOf } from './routes.ts';

/**
 * Cases per route and caller, half valid and half invalid: a quick pass by default, sized so that the
 * file takes about a minute on each backend while every run of the suite still covers every route
 * (`npm run test:fuzz` for the long one, FUZZ_RUNS for every caller).
 */
const LONG_RUN = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined;
const SIGNED_IN_RUNS = LONG_RUN ?? 4;
/** Access is checked before anything is read, so every anonymous request meets the same 401: one of each kind. */
const ANONYMOUS_RUNS = LONG_RUN ?? 2;
/** Time enough for a loaded machine: about 100 ms a request (only a hang reaches it). */
const TIMEOUT_MS = Math.max(60_000, ROUTES.length * SIGNED_IN_RUNS * 100);
const PRIVATE_KEY = /-----BEGIN [A-Z ]*PRIVATE KEY-----/;
const SECRET_PATTERNS = [/\$argon2/, /password_?hash/i, PRIVATE_KEY];
/** What an answer may never show; a route that reveals keys by design (`revealsSecrets`) may show private keys. */
const forbiddenIn = (def: RouteDef) => (def.revealsSecrets ? SECRET_PATTERNS.filter((pattern) => pattern !== PRIVATE_KEY) : SECRET_PATTERNS);
const TOKEN_LIKE = /[A-Za-z0-9_-]{43}/g;

type Caller = { name: string; grants: Record<string, PermType[]> | 'admin' | undefined; customer?: boolean; runs: number };
const CALLERS: Caller[] = [
  { name: 'anonymous', grants: undefined, runs: ANONYMOUS_RUNS },
  // A customer main account, so that the customers' routes meet generated requests too.
  { name: 'a customer holding one page', grants: { 'user-manage': [...PERM_TYPES] }, customer: true, runs: SIGNED_IN_RUNS },
  { name: 'admin', grants: 'admin', runs: SIGNED_IN_RUNS },
];

/** Every session token the run handed out, to look for in answers and log lines. */
const issuedTokens = new Set<string>();
const leaks: string[] = [];
const logScanner = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const candidate of chunk.toString().match(TOKEN_LIKE) ?? []) if (issuedTokens.has(candidate)) leaks.push('a session token in a log line');
    done();
  },
});

/** Puts the caller back as it was: a case may have disabled it, taken its roles, reset its password or changed its type. */
async function restore(t: FileApp, caller: Caller, userId: number, roleIds: number[]) {
  await t.database.db.update(users).set({ enabled: true, mustChangePassword: false, ...(caller.customer && CUSTOMER_MAIN_ACCOUNT) }).where(eq(users.id, userId));
  await t.database.db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId }))).onConflictDoNothing();
}

/** What a refusal's `data` may be: what the route's `errors` say for its status, else nothing. */
const refusalDataOf = (def: RouteDef, status: number): z.ZodType => (def.errors as Record<number, z.ZodType> | undefined)?.[status] ?? z.null();

function problemsOf(route: (typeof ROUTES)[number], caller: Caller, response: Awaited<ReturnType<FileApp['app']['inject']>>): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  const body = bodyOf(response);
  const raw = route.def.produces !== undefined && response.statusCode === 200;
  if (route.def.answers === 'oauth') {
    if (!raw && typeof (body as { error?: unknown } | undefined)?.error !== 'string') problems.push('refused without an OAuth error');
  } else if (!raw && (typeof body?.code !== 'number' || typeof body.status_desc !== 'string')) problems.push('answered without the envelope');
  const expected = expectedOutcome(route.def.access, caller.grants, caller.customer);
  const got = accessOutcomeFor(route.def.access, response);
  if (got !== expected) problems.push(`access ${got}, expected ${expected}`);
  if (response.statusCode === 200 && route.def.data && !envelope(route.def.data).safeParse(body).success) problems.push('answer does not match the contract');
  if (response.statusCode >= 400 && response.statusCode < 500 && route.def.answers !== 'oauth' && !refusalDataOf(route.def, response.statusCode).safeParse(body?.data).success) {
    problems.push(`refusal ${response.statusCode} carries data the contract does not describe`);
  }
  for (const pattern of forbiddenIn(route.def)) if (pattern.test(response.body)) problems.push(`answer shows ${pattern}`);
  for (const candidate of response.body.match(TOKEN_LIKE) ?? []) if (issuedTokens.has(candidate)) problems.push('answer shows a session token');
  return problems;
}

describe.each(CALLERS)('every route with generated requests, as $name', (caller) => {
  // Every request's lines, which come at debug, are scanned for tokens.
  const t = useFileApp({ logLevel: 'debug' }, { logStream: logScanner });

  it(`holds its promises over ${caller.runs} generated requests per route`, { timeout: TIMEOUT_MS }, async () => {
    const identities = new Identities(t.database.db);
    const userId = caller.grants === undefined ? undefined : caller.grants === 'admin' ? await identities.adminId() : await identities.userWith(caller.grants, caller.customer);
    const roleIds = userId === undefined ? [] : (await t.database.db.select().from(userRoles).where(eq(userRoles.userId, userId))).map((held) => held.roleId);
    const failures: string[] = [];
    for (const route of ROUTES) {
      for (const valid of [true, false]) {
        await fc.assert(
          fc.asyncProperty(requestPartsOf(route.def, valid), async (parts) => {
            // A new session comes with the caller put back as it was: the request before may have changed both.
            if (userId !== undefined && !identities.holdsSession(userId)) await restore(t, caller, userId, roleIds);
            const token = userId === undefined ? undefined : await identities.sessionFor(userId);
            if (token) issuedTokens.add(token);
            const response = await t.app.inject(injectOptionsOf(route.def, parts, token));
            if (userId !== undefined) identities.answered(userId, response.statusCode);
            const problems = problemsOf(route, caller, response);
            if (problems.length > 0) failures.push(`${route.name} ${JSON.stringify(parts).slice(0, 300)}: ${problems.join('; ')}`);
            return problems.length === 0;
          }),
          { numRuns: Math.ceil(caller.runs / 2), endOnFailure: true },
        ).catch(() => undefined);
      }
    }
    expect([...failures, ...leaks]).toEqual([]);
  });
});
