import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Page } from '@console/contract';
import { type LogLine, type LogRecord } from '@console/contract/logs';
import { openTestDatabase, startTestApp, TEST_ADMIN_PASSWORD, useFileApp } from '../../../test/harness.ts';
import { connect } from '../../../test/socket-client.ts';
import { LOG_WRITER_DEFAULTS } from './log-writer.ts';
import { requestLogs } from './logs.table.ts';
import { inReadersWords } from './readers-words.ts';

const PASSWORD = 'Logs-pass-1';
/** The lines the logger writes to its destination: warnings and worse, as configured. */
const written: string[] = [];
const destination = new Writable({
  write: (chunk, _encoding, done) => {
    written.push(String(chunk));
    done();
  },
});

const t = useFileApp({ logLevel: 'warn' }, { logStream: destination });

const listed = async (kind: 'operation' | 'login', query: Record<string, string>, token: string) => {
  const response = await t.call('GET', `/log/list/${kind}`, { token, query });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Page<LogRecord>).records;
};

/** The entries of a kind that match, once the writer has written at least `count` of them. */
async function entries(kind: 'operation' | 'login', query: Record<string, string> = {}, count = 1, token = t.admin) {
  let records: LogRecord[] = [];
  await expect.poll(async () => (records = await listed(kind, query, token)).length).toBeGreaterThanOrEqual(count);
  return records;
}

/** The entries that match once a batch had time to be written: for what must not be there. */
async function entriesAfterABatch(kind: 'operation' | 'login', query: Record<string, string>) {
  await new Promise((resolve) => setTimeout(resolve, LOG_WRITER_DEFAULTS.delayMs * 3));
  return listed(kind, query, t.admin);
}

describe('the operation log', () => {
  it('records a change with who, what, where from, how long and its result, its secrets redacted', async () => {
    const created = await t.call('POST', '/user/save', {
      token: t.admin, headers: { 'user-agent': 'logs-test/1.0' },
      json: { username: 'logged-user', name: '日志用户', password: 'Secret-pass-9', phone: '13800000001' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [entry] = await entries('operation', { route: '/user/save' });
    expect(entry).toMatchObject({
      kind: 'operation', username: 'admin', method: 'POST', route: '/yl1001/platform/api/user/save', path: '/yl1001/platform/api/user/save',
      page: expect.stringContaining('user-manage'), action: 'Create a user', status: 200, success: true, message: '', userAgent: 'logs-test/1.0', ip: '127.0.0.1',
    });
    expect(entry!.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(entry!.body)).toMatchObject({ username: 'logged-user', password: '[redacted]' });
    expect(entry!.body).not.toContain('Secret-pass-9');
  });

  it('keeps every character of what a batch of entries records', async () => {
    const awkward = ['a "quoted", {braced} value', 'back\\slash\\', 'NULL', '', '逗号，和 emoji 🎉', "it's\ttabbed"];
    const agents = awkward.map((text, index) => `awkward ${index}: ${text}`);
    const answers = await Promise.all(awkward.map((text, index) => t.call('POST', '/user/save', {
      token: t.admin, headers: { 'user-agent': agents[index]! }, json: { username: '', name: `${text}\n` },
    })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(awkward.map(() => 400));
    const records = await entries('operation', { route: '/user/save', success: 'false' }, awkward.length);
    for (const [index, agent] of agents.entries()) {
      const record = records.find((each) => each.userAgent === agent);
      expect(record, agent).toMatchObject({ success: false, status: 400, username: 'admin' });
      expect(JSON.parse(record!.body)).toEqual({ username: '', name: `${awkward[index]}\n` });
    }
  });

  it('records a refused change with its message, and no reads', async () => {
    await t.call('GET', '/user/list', { token: t.admin });
    const refused = await t.call('POST', '/dict/add', { token: t.admin, json: { type: 'bad type!', name: '' } });
    expect(refused.statusCode).toBe(400);
    const [entry] = await entries('operation', { route: '/dict/add' });
    expect(entry).toMatchObject({ status: 400, success: false, message: refused.json().status_desc });
    expect(await entriesAfterABatch('operation', { route: '/user/list' })).toEqual([]);
  });

  it('names each operation, and says why it failed, in the reader\'s language', async () => {
    const dict = { token: t.admin, json: { type: 'worded_twice', name: '两种语言' } };
    expect((await t.call('POST', '/dict/add', dict)).statusCode).toBe(200);
    const refused = await t.call('POST', '/dict/add', { ...dict, headers: { 'accept-language': 'en-US' } });
    expect(refused.json().status_desc).toBe('The dictionary type “worded_twice” already exists');
    await entries('operation', { route: '/dict/add', success: 'false', status: '409' });
    const inEnglish = await t.call('GET', '/log/list/operation', { token: t.admin, query: { route: '/dict/add', status: '409' }, headers: { 'accept-language': 'en-US' } });
    const [english] = (inEnglish.json().data as Page<LogRecord>).records;
    expect(english).toMatchObject({ operation: 'Add a dictionary', message: 'The dictionary type “worded_twice” already exists', action: 'Create a dictionary' });
    // The entry keeps what the caller was told in Chinese: a Chinese reader reads it as the specification words it.
    const [chinese] = await entries('operation', { route: '/dict/add', status: '409' });
    expect(chinese).toMatchObject({ operation: '新增字典', message: '字典类型“worded_twice”已存在' });
    const detail = await t.call('GET', `/log/info/${chinese!.id}`, { token: t.admin, headers: { 'accept-language': 'en' } });
    expect(detail.json().data).toMatchObject({ operation: 'Add a dictionary', message: 'The dictionary type “worded_twice” already exists' });
  });

  it('says why an input was refused in the reader\'s language, the schema\'s own reasons and the contract\'s rules alike', async () => {
    const agent = { 'user-agent': 'refusal-reasons' };
    for (const type of ['x'.repeat(51), 'bad type!']) expect((await t.call('POST', '/dict/add', { token: t.admin, headers: agent, json: { type, name: '类型' } })).statusCode).toBe(400);
    const query = { route: '/dict/add', status: '400' };
    const reasons = (records: LogRecord[]) => records.filter((entry) => entry.userAgent === agent['user-agent']).map((entry) => entry.message).sort();
    await expect.poll(async () => reasons(await listed('operation', query, t.admin))).toHaveLength(2);
    expect(reasons(await listed('operation', query, t.admin))).toEqual(['参数错误：type 只能包含字母、数字和 _', '参数错误：type 数值过大：期望 string <=50 字符']);
    const read = await t.call('GET', '/log/list/operation', { token: t.admin, query, headers: { 'accept-language': 'en' } });
    expect(reasons((read.json().data as Page<LogRecord>).records))
      .toEqual(['Invalid parameter: type Letters, digits and _ only', 'Invalid parameter: type Too big: expected string to have <=50 characters']);
  });

  it('names the operation of a route no longer served by the summary it was written with', () => {
    const entry = { method: 'POST', route: '/yl1001/platform/api/gone/save', action: 'Create a gone thing', message: '请求的资源不存在' } as LogRecord;
    expect(inReadersWords(entry, 'en')).toMatchObject({ operation: 'Create a gone thing', message: 'The requested resource does not exist' });
    expect(inReadersWords(entry, 'zh')).toMatchObject({ operation: 'Create a gone thing', message: '请求的资源不存在' });
  });

  it('records a call refused for want of permission', async () => {
    await t.createUser('logs-viewer', PASSWORD, { 'user-manage': ['view'] });
    const token = await t.login('logs-viewer', PASSWORD);
    expect((await t.call('GET', '/user/delete', { token })).statusCode).toBeGreaterThanOrEqual(400);
    const refused = await t.call('POST', '/user/enableOrDisables', { token, json: { ids: '1', enable: false } });
    expect(refused.statusCode).toBe(403);
    const [entry] = await entries('operation', { username: 'logs-viewer', route: 'enableOrDisables' });
    expect(entry).toMatchObject({ status: 403, success: false, message: refused.json().status_desc });
  });

  it('is searched by result, status and day, and refuses a kind it does not know', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const failed = await entries('operation', { success: 'false' });
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((entry) => !entry.success)).toBe(true);
    expect((await entries('operation', { status: '403' })).every((entry) => entry.status === 403)).toBe(true);
    expect((await entries('operation', { atFrom: today, atTo: today })).length).toBeGreaterThan(0);
    expect(await entriesAfterABatch('operation', { atTo: '2000-01-01' })).toEqual([]);
    expect((await t.call('GET', '/log/list/everything', { token: t.admin })).statusCode).toBe(400);
    expect((await t.call('GET', '/log/list/operation', { token: t.admin, query: { sort: 'body' } })).statusCode).toBe(400);
  });
  it('writes what it has queued before the app closes', async () => {
    const database = await openTestDatabase();
    try {
      const closing = await startTestApp({}, { shared: database });
      const token = await closing.login('admin', TEST_ADMIN_PASSWORD);
      await closing.call('POST', '/dict/add', { token, json: { type: 'closing_dict', name: '关闭前' } });
      await closing.close();
      const written = await database.db.select({ route: requestLogs.route }).from(requestLogs);
      expect(written.map((entry) => entry.route)).toEqual(expect.arrayContaining(['/yl1001/platform/api/user/login', '/yl1001/platform/api/dict/add']));
    } finally {
      await database.close();
    }
  });
});

describe('the sign-in log', () => {
  it('records attempts that failed, with the name typed, and those that succeeded, with the user', async () => {
    await t.createUser('logs-signer', PASSWORD);
    const failed = await t.call('POST', '/user/login', { form: { username: ' logs-signer ', password: 'wrong-password' } });
    expect(failed.statusCode).toBe(400);
    const token = await t.login('logs-signer', PASSWORD);
    await t.call('GET', '/user/logout', { token });
    const attempts = await entries('login', { username: 'logs-signer' }, 3);
    expect(attempts.map((entry) => [entry.route.split('/').pop(), entry.success])).toEqual([['logout', true], ['login', true], ['login', false]]);
    expect(attempts[2]).toMatchObject({ userId: null, message: failed.json().status_desc });
    expect(attempts[1]!.userId).toEqual(expect.any(Number));
    expect(attempts.every((entry) => !entry.body.includes(PASSWORD) && !entry.body.includes('wrong-password'))).toBe(true);
  });
});

describe('log entries are audit records', () => {
  it('have no route that deletes them, for anyone', async () => {
    const [entry] = await entries('operation');
    for (const [method, path] of [['GET', `/log/delByIds/${entry!.id}`], ['POST', `/log/delByIds/${entry!.id}`], ['DELETE', `/log/${entry!.id}`], ['POST', '/log/clear']] as const) {
      expect((await t.call(method, path, { token: t.admin })).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await t.call('GET', `/log/info/${entry!.id}`, { token: t.admin })).statusCode).toBe(200);
  });
});

describe('the real-time log', () => {
  it("streams the server's own lines to the caller's socket from the level asked, below the configured one too, until stopped", async () => {
    const client = await connect(t, t.admin);
    // Requests are logged at debug.
    const started = await t.call('GET', '/log/show/real/time', { token: t.admin, query: { level: 'debug' } });
    expect(started.json().data).toMatchObject({ level: 'debug', until: expect.any(String) });
    await t.call('POST', '/user/login', { form: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    const line = await client.next((event) => event.type === 'log' && event.line.fields.includes('/user/login'));
    expect(line).toMatchObject({ type: 'log', line: { level: 'debug', at: expect.any(String) } });
    expect(JSON.stringify(client.events)).not.toContain(TEST_ADMIN_PASSWORD);
    expect(written.filter((line) => line.includes('/user/login'))).toEqual([]);

    await t.call('GET', '/log/show/real/time', { token: t.admin, query: { level: 'error' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = client.events.length;
    await t.call('GET', '/user/info', { token: t.admin });
    expect((await t.call('GET', '/close/real/time', { token: t.admin })).json().data).toEqual({ stopped: true });
    await t.call('GET', '/user/info', { token: t.admin });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.events.slice(before).filter((event) => event.type === 'log')).toEqual([]);
    expect((await t.call('GET', '/log/show/real/time', { token: t.admin, query: { level: 'loud' } })).statusCode).toBe(400);
  });

  it('words the catalogue\'s messages of a line in the language of whoever started the stream', async () => {
    const client = await connect(t, t.admin);
    await t.call('GET', '/log/show/real/time', { token: t.admin, query: { level: 'warn' }, headers: { 'accept-language': 'en' } });
    t.app.log.warn({ err: new Error(MESSAGES.jobRuns.failedOnRequest('早会')), reason: MESSAGES.forbidden, typed: '早会' }, 'a run failed');
    const told = await client.next((event) => event.type === 'log' && event.line.message === 'a run failed');
    const { fields } = (told as { line: LogLine }).line;
    expect(fields).toContain('Failed as its parameters asked: 早会');
    expect(fields).toContain('"reason":"Sorry, you do not have permission to do this!"');
    expect(fields).toContain('"typed":"早会"');
    await t.call('GET', '/close/real/time', { token: t.admin });
  });
});
