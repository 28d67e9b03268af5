import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../crud/audit.table.ts';
import { useFileApp } from '../../../test/harness.ts';
import { versions } from './versions.table.ts';

const t = useFileApp();

type Body = Record<string, unknown>;
const save = (json: Body, token = t.admin) => t.call('POST', '/version/manage/save', { token, json });
const update = (json: Body, token = t.admin) => t.call('POST', '/version/manage/update', { token, json });
const publish = (id: number, published: boolean, token = t.admin) => t.call('POST', '/version/manage/publish', { token, json: { id, published } });
const list = (json: Body = {}, token = t.admin) => t.call('POST', '/version/manage/list', { token, json });
const info = (id: number, token = t.admin) => t.call('GET', `/version/manage/info/${id}`, { token });
const remove = (ids: string, token = t.admin) => t.call('GET', `/version/manage/delByIds/${ids}`, { token });
const front = (token: string, form: Record<string, string> = {}) => t.call('POST', '/version/manage/getVersionInfoVoPageForFront', { token, form });
const read = (token: string, id: number) => t.call('POST', '/version/manage/read', { token, form: { id: String(id) } });
const unread = async (token: string) => (await t.call('GET', '/version/manage/unreadCount', { token })).json().data as number;

let serial = 0;
/** A version number no other test of the file uses. */
const nextNumber = () => `9.${++serial}.0`;

async function addVersion(fields: Body = {}): Promise<{ id: number; version: string }> {
  const response = await save({ version: nextNumber(), title: '测试版本', notes: '<p>更新内容</p>', ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function reader(name: string): Promise<string> {
  await t.createUser(name, `${name}-password-1`);
  return t.login(name, `${name}-password-1`);
}

const storedNotes = async (id: number) => (await t.database.db.select({ notes: versions.notes }).from(versions).where(eq(versions.id, id)))[0]!.notes;

describe('versions', () => {
  it('creates a draft, lists, changes, publishes, takes back and deletes it', async () => {
    const created = await save({ version: '3.0.0-beta.1', title: '三月更新', notes: '<p>新增 <strong>版本管理</strong></p>' });
    expect(created.json()).toMatchObject({ code: 200, data: { version: '3.0.0-beta.1', title: '三月更新', published: false, publishedAt: null } });
    const { id } = created.json().data;

    const drafts = (await list({ version: '3.0.0-b', published: false })).json().data;
    expect(drafts).toMatchObject({ total: 1, records: [{ id, notes: '<p>新增 <strong>版本管理</strong></p>' }] });
    expect((await list({ title: '三月', published: true })).json().data.total).toBe(0);

    expect((await update({ id, title: '三月更新（修订）' })).json().data).toMatchObject({ title: '三月更新（修订）', notes: '<p>新增 <strong>版本管理</strong></p>' });

    const askedAt = new Date();
    const published = (await publish(id, true)).json().data;
    expect(published).toMatchObject({ id, published: true });
    // The time of publishing, not a time given by someone (stored to the second at least).
    expect(Date.parse(published.publishedAt)).toBeGreaterThanOrEqual(askedAt.setMilliseconds(0));
    expect(Date.parse(published.publishedAt)).toBeLessThanOrEqual(Date.now());
    expect((await publish(id, true)).json().data.publishedAt).toBe(published.publishedAt);
    expect((await list({ published: true, version: '3.0.0-beta' })).json().data.records).toHaveLength(1);

    expect((await publish(id, false)).json().data).toMatchObject({ published: false, publishedAt: null });
    expect((await remove(String(id))).json().data).toEqual({ deleted: 1 });
    expect((await info(id)).json()).toMatchObject({ code: 404, status_desc: '版本不存在' });
    expect((await publish(id, true)).statusCode).toBe(404);
  });

  it('publishes at once when created so, and records publishing in the audit log', async () => {
    const { id } = await addVersion({ published: true });
    expect((await info(id)).json().data).toMatchObject({ published: true, publishedAt: expect.any(String) });
    await publish(id, false);
    const entries = await t.database.db.select().from(auditLog)
      .where(and(eq(auditLog.target, 'version'), eq(auditLog.targetId, String(id)), eq(auditLog.action, 'update')));
    expect(entries.map((entry) => (entry.changes as Record<string, unknown>).published)).toEqual([[true, false]]);
  });

  it('shows readers the published versions only, newest first', async () => {
    const token = await reader('version-reader-1');
    const older = await addVersion({ published: true, title: '较早版本' });
    const draft = await addVersion({ title: '尚未发布' });
    const newer = await addVersion({ published: true, title: '较新版本' });

    const page = (await front(token, { pageSize: '100' })).json().data;
    const ids = page.records.map((record: { id: number }) => record.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.records.find((record: { id: number }) => record.id === newer.id)).toEqual({
      id: newer.id, version: newer.version, title: '较新版本', notes: '<p>更新内容</p>', publishedAt: expect.any(String), read: false,
    });
    expect(page).toMatchObject({ total: ids.length, pageNumber: 1, pageSize: 100 });

    expect((await read(token, draft.id)).json()).toMatchObject({ code: 404, status_desc: '版本不存在' });
    expect((await read(token, 999_999)).statusCode).toBe(404);
    await publish(newer.id, false);
    expect((await front(token, { pageSize: '100' })).json().data.records.map((record: { id: number }) => record.id)).not.toContain(newer.id);
  });

  it('keeps read marks and unread counts per user, marking read only once', async () => {
    const first = await reader('version-reader-2');
    const second = await reader('version-reader-3');
    const { id } = await addVersion({ published: true });
    const [firstBefore, secondBefore] = [await unread(first), await unread(second)];
    expect(firstBefore).toBeGreaterThan(0);
    expect((await front(first)).json().data.unread).toBe(firstBefore);

    expect((await read(first, id)).json()).toMatchObject({ code: 200, data: { unread: firstBefore - 1 } });
    expect((await read(first, id)).json().data).toEqual({ unread: firstBefore - 1 });
    expect(await unread(first)).toBe(firstBefore - 1);
    expect(await unread(second)).toBe(secondBefore);

    const records = (await front(first, { pageSize: '100' })).json().data.records as { id: number; read: boolean }[];
    expect(records.find((record) => record.id === id)?.read).toBe(true);
    const theirs = (await front(second, { pageSize: '100' })).json().data.records as { id: number; read: boolean }[];
    expect(theirs.find((record) => record.id === id)?.read).toBe(false);

    // Taken back and published again, it stays read by who read it.
    await publish(id, false);
    expect(await unread(second)).toBe(secondBefore - 1);
    await publish(id, true);
    expect(await unread(first)).toBe(firstBefore - 1);
    expect(await unread(second)).toBe(secondBefore);
  });

  it('refuses a version number taken, in any letter case, with 409', async () => {
    await addVersion({ version: '4.0.0-rc.1' });
    expect((await save({ version: '4.0.0-RC.1', title: '重复' })).json()).toMatchObject({ code: 409, status_desc: '版本号“4.0.0-RC.1”已存在' });
    const other = await addVersion();
    expect((await update({ id: other.id, version: '4.0.0-rc.1' })).statusCode).toBe(409);
    expect((await update({ id: other.id, version: other.version, title: '改名' })).statusCode).toBe(200);
  });

  it('validates fields, naming them', async () => {
    const field = async (response: Promise<{ json(): { code: number; status_desc: string } }>) => {
      const { code, status_desc: desc } = (await response).json();
      expect(code).toBe(400);
      return desc;
    };
    expect(await field(save({ version: '2.4', title: '' }))).toMatch(/^参数错误：(title|version)/);
    expect(await field(save({ version: 'abc', title: '标题' }))).toMatch(/^参数错误：version .*2\.4\.0/);
    expect(await field(save({ version: `1.${'0'.repeat(40)}`, title: '标题' }))).toMatch(/^参数错误：version/);
    expect(await field(save({ version: '2.4.0 ', title: '' }))).toMatch(/^参数错误：title/);
    expect(await field(save({ version: nextNumber(), title: '长'.repeat(101) }))).toMatch(/^参数错误：title/);
    expect(await field(save({ version: nextNumber(), title: '标题', notes: 'x'.repeat(50_001) }))).toMatch(/^参数错误：notes/);
    expect(await field(save({ version: nextNumber(), title: '标题', published: 'maybe' }))).toMatch(/^参数错误：published/);
    expect((await save({ version: nextNumber(), title: '标题', color: 'red' })).statusCode).toBe(400);
    expect((await update({ id: 1, published: true })).statusCode).toBe(400);
    expect(await field(t.call('POST', '/version/manage/publish', { token: t.admin, json: { id: 1 } }))).toMatch(/^参数错误：published/);
    expect(await field(front(t.admin, { pageSize: '1000' }))).toMatch(/^参数错误：pageSize/);
    expect(await field(read(t.admin, 0))).toMatch(/^参数错误：id/);
    expect((await list({ sort: 'notes' })).statusCode).toBe(400);
  });

  it('sanitises the notes on the server before storing them', async () => {
    const hostile = [
      '<script>alert(1)</script><p onclick="steal()" style="color:red">正文<img src="x" onerror="alert(2)"></p>',
      '<a href="javascript:alert(3)">坏链接</a><a href="JaVaScRiPt&#58;alert(4)">编码的坏链接</a>',
      '<a href="https://docs.example.com/v2" onmouseover="x()">文档</a><img src="https://cdn.example.com/a.png" alt="图">',
      '<iframe src="https://evil.example.com"></iframe><h1>标题</h1>',
    ].join('');
    const { id } = await addVersion({ notes: hostile });
    const stored = await storedNotes(id);
    for (const gone of ['<script', 'alert', 'onclick', 'onerror', 'onmouseover', 'style=', 'javascript', '<iframe', 'src="x"']) expect(stored).not.toContain(gone);
    expect(stored).toContain('<p>正文</p>');
    expect(stored).toContain('<a href="https://docs.example.com/v2" target="_blank" rel="noopener noreferrer">文档</a>');
    expect(stored).toContain('<img src="https://cdn.example.com/a.png" alt="图" />');
    expect(stored).toContain('<h2>标题</h2>');
    expect((await info(id)).json().data.notes).toBe(stored);

    await update({ id, notes: '<p>改后<script>alert(5)</script></p><a href="data:text/html,x">数据</a>' });
    expect(await storedNotes(id)).toBe('<p>改后</p><a>数据</a>');
  });

  it('keeps people without the page’s permission types out of managing versions', async () => {
    await t.createUser('version-editor', 'version-editor-1', { version: ['view', 'edit', 'delete'] });
    const editor = await t.login('version-editor', 'version-editor-1');
    const { id } = await addVersion();
    expect((await list({}, editor)).statusCode).toBe(200);
    expect((await publish(id, true, editor)).json()).toMatchObject({ code: 403 });
    expect((await save({ version: nextNumber(), title: '越权' }, editor)).statusCode).toBe(403);
    expect((await update({ id, title: '可以改' }, editor)).statusCode).toBe(200);
    expect((await info(id)).json().data.published).toBe(false);

    const plain = await reader('version-nobody');
    expect((await list({}, plain)).statusCode).toBe(403);
    expect((await remove(String(id), plain)).statusCode).toBe(403);
    expect((await front(plain)).statusCode).toBe(200);
    expect((await t.call('GET', '/version/manage/unreadCount')).statusCode).toBe(401);
    expect((await t.call('POST', '/version/manage/getVersionInfoVoPageForFront', { form: {} })).statusCode).toBe(401);
  });
});
