import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOPIC_TAG_MAX, TOPIC_TAGS_MAX, TOPIC_TITLE_MAX } from '@console/contract/discussion';
import { useFileApp } from '../../../test/harness.ts';
import { fileCalls, freshDataDir } from '../files/files.test-support.ts';
import { discussionReplies } from './discussion.table.ts';

const t = useFileApp({ dataDir: freshDataDir() });
const files = fileCalls(t);

type Body = Record<string, unknown>;
const saveTopic = (json: Body, token = t.admin) => t.call('POST', '/discussion/topic/save', { token, json });
const updateTopic = (json: Body, token = t.admin) => t.call('POST', '/discussion/topic/update', { token, json });
const listTopics = (json: Body = {}, token = t.admin) => t.call('POST', '/discussion/topic/list', { token, json });
const topicInfo = (id: number, token = t.admin) => t.call('GET', `/discussion/topic/info/${id}`, { token });
const deleteTopics = (ids: string, token = t.admin) => t.call('GET', `/discussion/topic/delByIds/${ids}`, { token });
const close = (id: number, closed: boolean, token = t.admin) => t.call('POST', '/discussion/topic/close', { token, json: { id, closed } });
const pin = (id: number, pinned: boolean, token = t.admin) => t.call('POST', '/discussion/topic/pin', { token, json: { id, pinned } });
const tagsInUse = (token = t.admin) => t.call('GET', '/discussion/topic/tags', { token });
const listReplies = (topicId: number, query: Record<string, string> = {}, token = t.admin) =>
  t.call('GET', '/discussion/reply/list', { token, query: { topicId: String(topicId), ...query } });
const reply = (json: Body, token = t.admin) => t.call('POST', '/discussion/reply/save', { token, json });
const editReply = (id: number, body: string, token = t.admin) => t.call('POST', '/discussion/reply/update', { token, json: { id, body } });
const deleteReply = (id: number, token = t.admin) => t.call('POST', '/discussion/reply/delete', { token, json: { id } });

const AUTHOR_PAGES = { 'thematicDiscussion-list': ['view', 'add', 'edit', 'delete'] } as const;

/** A signed-in member who writes, edits and deletes their own topics and replies; with `moderator` also the manage page. */
async function member(name: string, { moderator = false } = {}): Promise<string> {
  await t.createUser(name, `${name}-password-1`, { ...AUTHOR_PAGES, ...(moderator && { 'thematicDiscussion-manage': ['view'] }) } as never);
  return t.login(name, `${name}-password-1`);
}

async function topic(fields: Body = {}, token = t.admin): Promise<{ id: number } & Body> {
  const response = await saveTopic({ title: '人才服务研讨', body: '<p>请大家讨论</p>', ...fields }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function replied(topicId: number, body: string, token = t.admin, quoteId?: number): Promise<{ id: number } & Body> {
  const response = await reply({ topicId, body, ...(quoteId !== undefined && { quoteId }) }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('discussion topics', () => {
  it('opens a topic with tags and an attachment, finds it by every filter, changes and deletes it with its replies', async () => {
    const author = await member('topic-author');
    const file = (await files.uploadAttachment('培训方案.txt', Buffer.from('方案正文'), author)).json().data;
    const created = await topic({ title: '职业技能培训补贴申领流程', tags: ['培训', '政策', '培训'], attachments: [file.id] }, author);
    expect(created).toMatchObject({
      title: '职业技能培训补贴申领流程', body: '<p>请大家讨论</p>', tags: ['培训', '政策'], authorName: 'topic-author',
      status: 'open', pinned: false, readCount: 0, replyCount: 0, lastReplyAt: null, attachments: [{ id: file.id, name: '培训方案.txt' }],
    });

    const today = new Date().toISOString().slice(0, 10);
    for (const filter of [{ title: '补贴申领' }, { tag: '政策' }, { author: 'topic-auth' }, { createdFrom: today, createdTo: today }, { status: 'open' }]) {
      const found = (await listTopics(filter)).json().data.records.map((record: { id: number }) => record.id);
      expect(found, JSON.stringify(filter)).toContain(created.id);
    }
    for (const filter of [{ tag: '政' }, { author: '无此人' }, { createdTo: '2000-01-01' }, { status: 'closed' }]) {
      expect((await listTopics(filter)).json().data.records.map((record: { id: number }) => record.id), JSON.stringify(filter)).not.toContain(created.id);
    }
    expect((await tagsInUse(author)).json().data).toEqual(expect.arrayContaining(['培训', '政策']));

    const changed = (await updateTopic({ id: created.id, title: '培训补贴申领流程（修订）', tags: ['培训'], attachments: [] }, author)).json().data;
    expect(changed).toMatchObject({ title: '培训补贴申领流程（修订）', body: '<p>请大家讨论</p>', tags: ['培训'], attachments: [] });

    const first = await replied(created.id, '<p>第一条</p>', author);
    expect((await deleteTopics(String(created.id), author)).json().data).toEqual({ deleted: 1 });
    expect((await topicInfo(created.id)).json()).toMatchObject({ code: 404, status_desc: '专题不存在' });
    expect(await t.database.db.select().from(discussionReplies).where(eq(discussionReplies.id, first.id))).toEqual([]);
  });

  it('counts a reading once per person', async () => {
    const reader = await member('topic-reader');
    const { id } = await topic();
    expect((await topicInfo(id, reader)).json().data.readCount).toBe(1);
    expect((await topicInfo(id, reader)).json().data.readCount).toBe(1);
    expect((await topicInfo(id)).json().data.readCount).toBe(2);
    expect((await listTopics({ title: '人才服务研讨', pageSize: 100 })).json().data.records.find((record: { id: number }) => record.id === id).readCount).toBe(2);
  });

  it('lists pinned topics first, then by the latest activity', async () => {
    const tag = '排序测试';
    const older = await topic({ tags: [tag] });
    const newer = await topic({ tags: [tag] });
    const pinnedOne = await topic({ tags: [tag] });
    await replied(older.id, '<p>顶上去</p>');
    expect((await pin(pinnedOne.id, true)).json().data).toMatchObject({ pinned: true });
    const order = (await listTopics({ tag })).json().data.records.map((record: { id: number }) => record.id);
    expect(order).toEqual([pinnedOne.id, older.id, newer.id]);
    expect((await pin(pinnedOne.id, false)).json().data).toMatchObject({ pinned: false });
  });

  it('removes scripts, event handlers, styles, frames and javascript: links from bodies, keeping the rest', async () => {
    const dirty = '<p onclick="steal()" style="color:red">保留<strong>加粗</strong><script>alert(1)</script></p>'
      + '<a href="javascript:alert(1)">链接</a><iframe src="https://evil.example"></iframe><blockquote>引用</blockquote><img src="x" onerror="alert(1)">';
    const clean = '<p>保留<strong>加粗</strong></p><a>链接</a><blockquote>引用</blockquote>';
    const created = await topic({ body: dirty });
    expect(created.body).toBe(clean);
    expect((await replied(created.id, dirty)).body).toBe(clean);
  });

  it('refuses a body that sanitising leaves empty, a title too long, too many tags and a tag too long, naming the field', async () => {
    const emptied = await saveTopic({ title: '空内容', body: '<script>alert(1)</script><p> </p>' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().status_desc).toMatch(/^参数错误：body/);
    const long = await saveTopic({ title: '长'.repeat(TOPIC_TITLE_MAX + 1), body: '<p>正文</p>' });
    expect(long.statusCode).toBe(400);
    expect(long.json().status_desc).toMatch(/^参数错误：title/);
    const tooMany = await saveTopic({ title: '标签过多', body: '<p>正文</p>', tags: Array.from({ length: TOPIC_TAGS_MAX + 1 }, (_, at) => `标签${at}`) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().status_desc).toMatch(/^参数错误：tags/);
    const tooLong = await saveTopic({ title: '标签过长', body: '<p>正文</p>', tags: ['长'.repeat(TOPIC_TAG_MAX + 1)] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().status_desc).toMatch(/^参数错误：tags/);
    const { id } = await topic();
    const emptyReply = await reply({ topicId: id, body: '<iframe src="https://x.example"></iframe>' });
    expect(emptyReply.statusCode).toBe(400);
    expect(emptyReply.json().status_desc).toMatch(/^参数错误：body/);
  });

  it('answers 404 for a topic that does not exist, wherever it is named', async () => {
    const missing = 999_999;
    expect((await topicInfo(missing)).statusCode).toBe(404);
    expect((await listReplies(missing)).statusCode).toBe(404);
    expect((await reply({ topicId: missing, body: '<p>在吗</p>' })).statusCode).toBe(404);
    expect((await close(missing, true)).statusCode).toBe(404);
    expect((await pin(missing, true)).statusCode).toBe(404);
    expect((await updateTopic({ id: missing, title: '无' })).statusCode).toBe(404);
    expect((await editReply(missing, '<p>无</p>')).statusCode).toBe(404);
  });
});

describe('discussion permissions', () => {
  it("refuses to change someone else's topic or reply without the manage page, and lets a moderator do both", async () => {
    const owner = await member('owner-member');
    const other = await member('other-member');
    const moderator = await member('moderator-member', { moderator: true });
    const own = await topic({ title: '我的专题' }, owner);
    const ownReply = await replied(own.id, '<p>我的回复</p>', owner);

    const topicRefused = await updateTopic({ id: own.id, title: '被改了' }, other);
    expect(topicRefused.statusCode).toBe(403);
    expect(topicRefused.json().status_desc).toBe('只能修改或删除自己发布的专题');
    expect((await deleteTopics(String(own.id), other)).statusCode).toBe(403);
    const replyRefused = await editReply(ownReply.id, '<p>被改了</p>', other);
    expect(replyRefused.statusCode).toBe(403);
    expect(replyRefused.json().status_desc).toBe('只能修改或删除自己的回复');
    expect((await deleteReply(ownReply.id, other)).statusCode).toBe(403);

    expect((await updateTopic({ id: own.id, title: '版主修订' }, moderator)).json().data).toMatchObject({ title: '版主修订', authorName: 'owner-member' });
    const edited = (await editReply(ownReply.id, '<p>版主修订的回复</p>', moderator)).json().data;
    expect(edited).toMatchObject({ body: '<p>版主修订的回复</p>', authorName: 'owner-member', editedAt: expect.any(String) });
    expect((await deleteReply(ownReply.id, moderator)).json().data).toEqual({ deleted: 1 });
    expect((await deleteTopics(String(own.id), moderator)).json().data).toEqual({ deleted: 1 });
  });

  it('keeps closing and pinning to moderators, and creating to holders of add', async () => {
    const author = await member('pin-author');
    const viewer = await member('viewer-only');
    await t.createUser('view-only', 'view-only-password-1', { 'thematicDiscussion-list': ['view'] });
    const viewOnly = await t.login('view-only', 'view-only-password-1');
    const { id } = await topic({}, author);
    expect((await close(id, true, author)).statusCode).toBe(403);
    expect((await pin(id, true, viewer)).statusCode).toBe(403);
    expect((await saveTopic({ title: '无权新建', body: '<p>正文</p>' }, viewOnly)).statusCode).toBe(403);
    expect((await reply({ topicId: id, body: '<p>无权回复</p>' }, viewOnly)).statusCode).toBe(403);
    expect((await listTopics({}, viewOnly)).statusCode).toBe(200);
  });
});

describe('discussion replies', () => {
  it('lists replies oldest first in pages, and keeps the topic’s count and last reply', async () => {
    const { id } = await topic();
    const made = [];
    for (const text of ['一', '二', '三']) made.push(await replied(id, `<p>第${text}条</p>`));
    const firstPage = (await listReplies(id, { pageSize: '2' })).json().data;
    expect(firstPage).toMatchObject({ total: 3, pageNumber: 1, pageSize: 2 });
    expect(firstPage.records.map((record: { id: number }) => record.id)).toEqual([made[0]!.id, made[1]!.id]);
    expect((await listReplies(id, { pageSize: '2', pageNumber: '2' })).json().data.records.map((record: { id: number }) => record.id)).toEqual([made[2]!.id]);

    const counted = (await topicInfo(id)).json().data;
    expect(counted).toMatchObject({ replyCount: 3, lastReplyAt: made[2]!.createdAt, lastActivityAt: made[2]!.createdAt });
    await deleteReply(made[2]!.id);
    expect((await topicInfo(id)).json().data).toMatchObject({ replyCount: 2, lastReplyAt: made[1]!.createdAt });
  });

  it('keeps a quote’s author and excerpt when the quoted reply is edited or deleted', async () => {
    const quoted = await member('quoted-member');
    const { id } = await topic();
    const original = await replied(id, '<p>培训补贴<strong>按季度</strong>申领</p><p>名额有限</p>', quoted);
    const quoting = await replied(id, '<p>同意</p>', t.admin, original.id);
    expect(quoting.quote).toEqual({ replyId: original.id, authorName: 'quoted-member', excerpt: '培训补贴按季度申领 名额有限' });

    await editReply(original.id, '<p>改过了</p>', quoted);
    await deleteReply(original.id, quoted);
    const [kept] = (await listReplies(id)).json().data.records;
    expect(kept).toMatchObject({ id: quoting.id, quote: { replyId: null, authorName: 'quoted-member', excerpt: '培训补贴按季度申领 名额有限' } });
  });

  it('refuses a quote of a reply of another topic', async () => {
    const one = await topic();
    const other = await topic();
    const elsewhere = await replied(other.id, '<p>别处的回复</p>');
    const refused = await reply({ topicId: one.id, body: '<p>引用</p>', quoteId: elsewhere.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().status_desc).toBe('参数错误：quoteId 只能引用本专题中的回复');
  });

  it('refuses replies to a closed topic until it is reopened', async () => {
    const moderator = await member('close-moderator', { moderator: true });
    const { id } = await topic();
    expect((await close(id, true, moderator)).json().data).toMatchObject({ status: 'closed' });
    const refused = await reply({ topicId: id, body: '<p>还能回复吗</p>' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().status_desc).toBe('该专题已关闭，不能再回复');
    expect((await listTopics({ status: 'closed' })).json().data.records.map((record: { id: number }) => record.id)).toContain(id);
    expect((await close(id, false, moderator)).json().data).toMatchObject({ status: 'open' });
    await replied(id, '<p>重新开放后回复</p>');
  });
});
