import { asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChainVerification } from '@console/contract/logs';
import { copyTemplateDatabase, openTestDatabase, scaleOut, startTestApp, TEST_ADMIN_PASSWORD, useFileApp, type TestApp } from '../../../test/harness.ts';
import type { Database, Db } from '../../platform/database.ts';
import { openPostgres } from '../../platform/postgres.ts';
import { lazySecretBox } from '../../platform/secret-box.ts';
import { freshDataDir } from '../files/files.test-support.ts';
import { ChainVerifier } from './chain-verification.ts';
import { contentOf, LogChain } from './log-chain.ts';
import { logChain, requestLogs, type RequestLogRow } from './logs.table.ts';

const dataDir = freshDataDir();
const t = useFileApp({ dataDir });
/** The chain as the app seals it: the same data folder, so the same key. */
const chain = new LogChain(lazySecretBox(undefined, dataDir));

/** The verification's answer (asked with a session the file already has: a sign-in would add an entry meanwhile). */
const verified = async (query: Record<string, string> = {}, app: TestApp = t, token = t.admin) => {
  const answer = await app.call('GET', '/log/verify', { token, query });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as ChainVerification;
};

/** The sealed entries in the chain's order, once the writer has stored at least `count`. */
async function sealedEntries(db: Db, count: number): Promise<RequestLogRow[]> {
  let rows: RequestLogRow[] = [];
  await expect.poll(async () => (rows = await db.select().from(requestLogs).where(isNotNull(requestLogs.seq)).orderBy(asc(requestLogs.seq))).length).toBeGreaterThanOrEqual(count);
  return rows;
}

/** Refused changes, each one logged entry. */
const refusedChanges = (app: TestApp, token: string, count: number, label: string) =>
  Promise.all(Array.from({ length: count }, (_, index) => app.call('POST', '/dict/add', { token, json: { type: `bad type ${label} ${index}!`, name: '' } })));

/** Runs a statement as someone who can get past the log's triggers (the database's owner): what the chain must still give away. */
const pastTheGuards = (db: Db, statement: SQL | ((tx: Db) => Promise<unknown>)) => db.transaction(async (tx) => {
  await tx.execute(sql`set local session_replication_role = replica`);
  await (typeof statement === 'function' ? statement(tx) : tx.execute(statement));
});

/** Puts an entry back as it was, every column, seal included. */
const restore = (db: Db, row: RequestLogRow) => pastTheGuards(db, (tx) => tx.insert(requestLogs).values(row));

describe('the hash chain of the log', () => {
  it('answers intact with the number of entries checked, and where the chain begins', async () => {
    await refusedChanges(t, t.admin, 12, 'intact');
    const rows = await sealedEntries(t.database.db, 13);
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => rows[0]!.seq! + index));
    const answer = await verified();
    expect(answer).toMatchObject({ intact: true, broken: null, purgedThroughSeq: 0, legacySealedAt: expect.any(String) });
    expect(answer.checked).toBe(rows.length);
    expect(answer.first).toEqual({ id: rows[0]!.id, seq: rows[0]!.seq, at: rows[0]!.at.toISOString() });
  });

  it('keeps entries from being changed, emptied or removed before their time', async () => {
    const [row] = await sealedEntries(t.database.db, 1);
    await expect(t.database.db.update(requestLogs).set({ message: 'forged' }).where(eq(requestLogs.id, row!.id))).rejects.toThrow();
    await expect(t.database.db.delete(requestLogs).where(eq(requestLogs.id, row!.id))).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate request_logs`)).rejects.toThrow();
    await expect(t.database.db.insert(requestLogs).values({ ...contentOf(row!) })).rejects.toThrow();
    await expect(t.database.db.update(logChain).set({ lastSeq: 0 })).rejects.toThrow();
    expect((await verified()).intact).toBe(true);
  });

  it('names exactly the entry whose message or user was changed in the database', async () => {
    const rows = await sealedEntries(t.database.db, 13);
    const target = rows[6]!;
    for (const change of [sql`message = 'nothing happened'`, sql`username = 'someone-else'`]) {
      await pastTheGuards(t.database.db, sql`update ${requestLogs} set ${change} where id = ${target.id}`);
      expect((await verified()).broken).toEqual({ id: target.id, seq: target.seq, at: target.at.toISOString(), problem: 'changed', missing: 0 });
      await pastTheGuards(t.database.db, sql`update ${requestLogs} set message = ${target.message}, username = ${target.username} where id = ${target.id}`);
    }
    expect((await verified()).intact).toBe(true);
  });

  it('names the entry after one deleted from the middle, and how many are missing', async () => {
    const rows = await sealedEntries(t.database.db, 13);
    const [gone, next] = [rows[5]!, rows[6]!];
    await pastTheGuards(t.database.db, sql`delete from ${requestLogs} where id = ${gone.id}`);
    const answer = await verified();
    expect(answer).toMatchObject({ intact: false, broken: { id: next.id, seq: next.seq, problem: 'missing', missing: 1 } });
    expect(answer.checked).toBe(5);
    await restore(t.database.db, gone);
    expect((await verified()).intact).toBe(true);
  });

  it('tells when the newest entries were cut off the end', async () => {
    const rows = await sealedEntries(t.database.db, 13);
    const [kept, cut] = [rows.at(-2)!, rows.at(-1)!];
    await pastTheGuards(t.database.db, sql`delete from ${requestLogs} where id = ${cut.id}`);
    expect((await verified()).broken).toMatchObject({ id: kept.id, problem: 'truncated', missing: 1 });
    await restore(t.database.db, cut);
  });

  it('gives away an entry sealed again with the key: the next one no longer links to it', async () => {
    const rows = await sealedEntries(t.database.db, 13);
    const [forged, next] = [rows[3]!, rows[4]!];
    const content = { ...contentOf(forged), message: 'rewritten by someone holding the key' };
    const hash = chain.sealOf(content, forged.seq!, forged.keyId!, forged.prevHash!);
    await pastTheGuards(t.database.db, sql`update ${requestLogs} set message = ${content.message}, hash = ${hash} where id = ${forged.id}`);
    expect((await verified()).broken).toMatchObject({ id: next.id, problem: 'linkBroken' });
    await pastTheGuards(t.database.db, sql`update ${requestLogs} set message = ${forged.message}, hash = ${forged.hash} where id = ${forged.id}`);

    await pastTheGuards(t.database.db, sql`update ${requestLogs} set key_id = 'another-key' where id = ${forged.id}`);
    expect((await verified()).broken).toMatchObject({ id: forged.id, problem: 'otherKey' });
    await pastTheGuards(t.database.db, sql`update ${requestLogs} set key_id = ${forged.keyId} where id = ${forged.id}`);
    expect((await verified()).intact).toBe(true);
  });

  it('checks the days asked for only', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const answer = await verified({ from: today, to: today });
    expect(answer.intact).toBe(true);
    expect(answer.checked).toBeGreaterThan(0);
    expect(await verified({ from: '2001-01-01', to: '2001-01-31' })).toMatchObject({ intact: true, checked: 0, first: null });
    expect((await t.call('GET', '/log/verify', { token: t.admin, query: { from: 'yesterday' } })).statusCode).toBe(400);
  });

  it('is open to whoever may view the log, and to no one else', async () => {
    await t.createUser('chain-viewer', 'Chain-pass-1', { 'log-manage': ['view'] });
    await t.createUser('chain-stranger', 'Chain-pass-1', { 'user-manage': ['view'] });
    expect((await t.call('GET', '/log/verify', { token: await t.login('chain-viewer', 'Chain-pass-1') })).statusCode).toBe(200);
    expect((await t.call('GET', '/log/verify', { token: await t.login('chain-stranger', 'Chain-pass-1') })).statusCode).toBe(403);
  });

  it('seals what a sign-in typed exactly as the database keeps it: a lone surrogate, a NUL', async () => {
    for (const username of ['lone \ud800 surrogate', 'nul \u0000 inside']) {
      await t.call('POST', '/user/login', { json: { username, password: 'whatever-it-is' } });
    }
    let stored: string[] = [];
    await expect.poll(async () => (stored = (await t.database.db.select({ username: requestLogs.username }).from(requestLogs)).map((row) => row.username))
      .filter((name) => name.includes('\uFFFD')).length).toBe(2);
    expect(stored.filter((name) => name.includes('\uFFFD')).sort()).toEqual(['lone \uFFFD surrogate', 'nul \uFFFD inside']);
    expect((await verified()).intact).toBe(true);
  });
});

/** Two handles on one database, as two instances have: two pools on PostgreSQL; on the embedded database (one process), one shared. */
async function twoHandles(): Promise<[Database, Database, () => Promise<void>]> {
  if (!scaleOut) {
    const database = await openTestDatabase();
    return [database, database, () => database.close()];
  }
  const url = await copyTemplateDatabase();
  const [a, b] = [openPostgres(url), openPostgres(url)];
  return [a, b, async () => void (await Promise.all([a.close(), b.close()]))];
}

describe('the chain with several instances', () => {
  it('stays one chain without gaps while two instances write to it at once', async () => {
    const [one, other, close] = await twoHandles();
    try {
      const apps = [await startTestApp({ dataDir }, { shared: one }), await startTestApp({ dataDir }, { shared: other })];
      const tokens = await Promise.all(apps.map((app) => app.login('admin', TEST_ADMIN_PASSWORD)));
      for (let round = 0; round < 3; round += 1) await Promise.all(apps.map((app, index) => refusedChanges(app, tokens[index]!, 40, `${index}-${round}`)));
      await Promise.all(apps.map((app) => app.close()));
      const rows = await sealedEntries(one.db, 2 * 3 * 40);
      expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
      expect(await new ChainVerifier(other.db, chain).verify({})).toMatchObject({ intact: true, checked: rows.length });
    } finally {
      await close();
    }
  });
});

describe('entries from before the chain', () => {
  it('are sealed at the next start, and the chain tells where they end', async () => {
    const database = await openTestDatabase();
    try {
      const old = { kind: 'operation' as const, method: 'POST', route: '/before', path: '/before', status: 200, success: true, durationMs: 3 };
      const at = new Date(Date.now() - 3_600_000);
      await pastTheGuards(database.db, sql`insert into ${requestLogs} (kind, at, method, route, path, status, success, duration_ms, message)
        select ${old.kind}, ${at.toISOString()}::timestamptz, ${old.method}, ${old.route}, ${old.path}, ${old.status}, ${old.success}, ${old.durationMs}, 'entry ' || n
        from generate_series(1, 5) as n`);
      // What migration 0038 found on an install that had entries: the chain starts after them.
      await pastTheGuards(database.db, sql`update ${logChain} set last_seq = (select max(id) from request_logs), legacy_through_seq = (select max(id) from request_logs),
        legacy_sealed_at = null, legacy_last_hash = null`);
      const app = await startTestApp({ dataDir }, { shared: database });
      await expect.poll(async () => (await database.db.select().from(logChain))[0]!.legacySealedAt).not.toBeNull();
      const token = await app.login('admin', TEST_ADMIN_PASSWORD);
      const rows = await sealedEntries(database.db, 6);
      expect(await verified({}, app, token)).toMatchObject({ intact: true, checked: rows.length, legacyThroughSeq: rows[4]!.seq, legacySealedAt: expect.any(String) });
      const before = await database.db.select().from(requestLogs).where(eq(requestLogs.route, '/before')).orderBy(asc(requestLogs.id));
      expect(before.map((row) => row.seq)).toEqual(before.map((row) => row.id));
      expect(before[0]!.prevHash).toBe('');

      await pastTheGuards(database.db, sql`delete from ${requestLogs} where id = ${before[2]!.id}`);
      expect((await verified({}, app, token)).broken).toMatchObject({ id: before[3]!.id, problem: 'linkBroken' });
      await app.close();
    } finally {
      await database.close();
    }
  });
});
