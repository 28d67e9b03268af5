import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PermType } from '@console/contract';
import type { ReplyRecord, TopicRecord } from '@console/contract/discussion';
import { renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import { useSession } from '../../stores/session.store.ts';
import DiscussionPage from './discussion.page.tsx';

/** The signed-in user of `renderPage`. */
const ME = 1;
const OTHER = 2;
const PAGE_URL = '/discussion/thematicDiscussion-list';

const topic = (id: number, overrides: Partial<TopicRecord> = {}): TopicRecord => ({
  id, title: `专题${id}`, body: `<p>正文<strong>要点${id}</strong></p>`, tags: [], attachments: [], authorId: OTHER, authorName: '李四',
  status: 'open', pinned: false, readCount: 3, replyCount: 0, lastReplyAt: null, lastActivityAt: '2026-03-02T08:00:00.000Z',
  createdAt: '2026-03-01T08:00:00.000Z', updatedAt: '2026-03-01T08:00:00.000Z', ...overrides,
});

const reply = (id: number, overrides: Partial<ReplyRecord> = {}): ReplyRecord => ({
  id, topicId: 7, body: `<p>回复正文${id}</p>`, authorId: OTHER, authorName: '李四', quote: null,
  createdAt: '2026-03-03T08:00:00.000Z', editedAt: null, ...overrides,
});

let shownTopic: TopicRecord;
let replies: ReplyRecord[];
const pageOf = <T,>(records: T[]) => ({ data: { records, total: records.length, pageNumber: 1, pageSize: 20 } });
const jsonOf = (text: string) => JSON.parse(text) as Record<string, unknown>;

/**
 * ProseMirror measures the text it edits and the point clicked, which jsdom does not lay out: the
 * measures it asks for answer nothing, for this file only.
 */
function measuresForTheEditor() {
  const nowhere = { x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON: () => ({}) };
  const stubs: [object, string, unknown][] = [
    [Range.prototype, 'getClientRects', () => Object.assign([], { item: () => null })],
    [Range.prototype, 'getBoundingClientRect', () => nowhere],
    [document, 'elementFromPoint', () => null],
  ];
  const added: [object, string][] = [];
  beforeAll(() => {
    for (const [target, name, stub] of stubs) {
      if (name in target) continue;
      Object.defineProperty(target, name, { value: stub, configurable: true, writable: true });
      added.push([target, name]);
    }
  });
  afterAll(() => {
    for (const [target, name] of added) Reflect.deleteProperty(target, name);
  });
}

measuresForTheEditor();
const api = scriptedApiForFile();
const shown = shownErrorsForFile();
beforeEach(() => {
  shownTopic = topic(7, {
    title: '职业技能培训补贴申领流程', tags: ['培训', '政策'], authorId: ME, authorName: '张三', replyCount: 3,
    attachments: [{ id: 31, name: '培训方案.pdf', contentType: 'application/pdf', size: 2048, url: '/files/31' }],
  });
  replies = [
    reply(11, { body: '<p>第一条<em>回复</em></p>', editedAt: '2026-03-03T09:00:00.000Z' }),
    reply(12, { authorId: ME, authorName: '张三', body: '<p>同意</p>', quote: { replyId: 11, authorName: '李四', excerpt: '第一条回复' } }),
    reply(13, { body: '<p>补充一点</p>', quote: { replyId: null, authorName: '王五', excerpt: '已删除的回复' } }),
  ];
  api.reset({
    '/discussion/topic/list': () => pageOf([
      topic(5, { title: '置顶的专题', pinned: true, tags: ['公告'], authorId: ME, authorName: '张三' }),
      topic(6, { title: '已关闭的专题', status: 'closed', replyCount: 2 }),
    ]),
    '/discussion/topic/tags': () => ({ data: ['公告', '培训', '政策'] }),
    '/discussion/topic/info/7': () => ({ data: shownTopic }),
    '/discussion/reply/list': () => pageOf(replies),
    '/discussion/reply/save': ({ text }) => ({ data: reply(14, { body: String(jsonOf(text).body), authorId: ME }) }),
    '/discussion/topic/close': ({ text }) => {
      shownTopic = { ...shownTopic, status: jsonOf(text).closed ? 'closed' : 'open' };
      return { data: shownTopic };
    },
  });
});

/** The page for a user holding these types on it; a moderator holds the hidden 管理专题 page too. */
function renderDiscussion({ perms, entry = PAGE_URL, moderator = false }: { perms?: PermType[]; entry?: string; moderator?: boolean } = {}) {
  const rendered = renderPage(<DiscussionPage />, { name: 'thematicDiscussion-list', url: PAGE_URL, entry, perms });
  if (moderator) {
    act(() => useSession.setState((state) => ({
      permissionList: [...state.permissionList, {
        id: 2, name: 'thematicDiscussion-manage', title: '管理专题', url: `${PAGE_URL}/manage`, icon: '', type: 'button', hidden: true, permTypes: ['view'], list: [],
      }],
    })));
  }
  return rendered;
}

const openTopic = (options: { perms?: PermType[]; moderator?: boolean } = {}) => renderDiscussion({ ...options, entry: `${PAGE_URL}?topic=7` });
const address = () => screen.getByTestId('address').textContent;
const replyOf = (text: string) => screen.getByText(text).closest('article')!;

describe('the discussion list', () => {
  it('lists topics with a pinned mark, and tags and status as tags; a title opens its topic, and back returns', async () => {
    api.reply({ '/discussion/topic/info/5': () => ({ data: topic(5, { title: '置顶的专题', pinned: true }) }) });
    renderDiscussion();
    expect(await screen.findByText('置顶的专题')).toBeInTheDocument();
    const pinned = row('置顶的专题');
    for (const label of ['置顶', '公告', '讨论中']) expect(within(pinned).getByText(label).closest('.ant-tag')).not.toBeNull();
    expect(pinned).toHaveTextContent('张三');
    expect(within(row('已关闭的专题')).getByText('已关闭').closest('.ant-tag')).not.toBeNull();
    expect(within(row('已关闭的专题')).queryByText('置顶')).not.toBeInTheDocument();

    await userEvent.click(button('置顶的专题'));
    expect(address()).toBe('?topic=5');
    expect(await screen.findByRole('heading', { name: '置顶的专题' })).toBeInTheDocument();
    await waitFor(() => expect(api.to('/discussion/reply/list')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/discussion/reply/list')[0]!.query)).toEqual({ topicId: '5', pageNumber: '1', pageSize: '20' });

    await userEvent.click(button('返回列表'));
    expect(address()).toBe('');
    expect(await screen.findByText('已关闭的专题')).toBeInTheDocument();
  });

  it('offers editing and deleting of the user’s own topics only, and of every topic to a moderator', async () => {
    const { unmount } = renderDiscussion();
    await screen.findByText('置顶的专题');
    expect(within(row('置顶的专题')).getByText('编辑')).toBeInTheDocument();
    expect(within(row('置顶的专题')).getByText('删除')).toBeInTheDocument();
    expect(within(row('已关闭的专题')).queryByText('编辑')).not.toBeInTheDocument();
    expect(within(row('已关闭的专题')).queryByText('删除')).not.toBeInTheDocument();
    unmount();

    renderDiscussion({ moderator: true });
    await screen.findByText('已关闭的专题');
    expect(within(row('已关闭的专题')).getByText('编辑')).toBeInTheDocument();
    expect(within(row('已关闭的专题')).getByText('删除')).toBeInTheDocument();
  });

  it('shows readers the list without creating, changing or deleting', async () => {
    renderDiscussion({ perms: ['view'] });
    await screen.findByText('置顶的专题');
    expect(screen.queryByText('发起专题')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(within(row('置顶的专题')).queryByText('编辑')).not.toBeInTheDocument();
  });

  it('deletes an own topic after confirming', async () => {
    api.reply({ '/discussion/topic/delByIds/5': () => ({ data: { deleted: 1 } }) });
    renderDiscussion();
    await screen.findByText('置顶的专题');
    await userEvent.click(button('删除', row('置顶的专题')));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('删除专题会一并删除它的全部回复');
    await userEvent.click(button(OK, confirm));
    await waitFor(() => expect(api.to('/discussion/topic/delByIds/5')).toHaveLength(1));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('opens a new topic in a dialog with tags, the rich-text editor and attachments, checked by the contract', async () => {
    renderDiscussion({ perms: ['view', 'add'] });
    await screen.findByText('置顶的专题');
    await userEvent.click(button('发起专题'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('toolbar', { name: '格式' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '正文' })).toBeInTheDocument();
    expect(within(dialog).getByText('添加附件')).toBeInTheDocument();
    expect(within(dialog).getByText('可选已有标签，或输入新标签后按回车')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('标题'), '新的专题');
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText('请填写正文')).toBeInTheDocument();
    expect(api.to('/discussion/topic/save')).toHaveLength(0);
  });
});

describe('a topic', () => {
  it('shows the topic with its body as markup and its attachments, then the replies with their quotes', async () => {
    openTopic();
    expect(await screen.findByRole('heading', { name: '职业技能培训补贴申领流程' })).toBeInTheDocument();
    expect(screen.getByText('要点7').tagName).toBe('STRONG');
    for (const tag of ['培训', '政策']) expect(screen.getByText(tag).closest('.ant-tag')).not.toBeNull();
    expect(screen.getByText('培训方案.pdf')).toBeInTheDocument();
    expect(screen.getByText('全部回复（3）')).toBeInTheDocument();

    expect((await screen.findByText('回复')).tagName).toBe('EM');
    expect(within(replyOf('回复')).getByText('已编辑')).toBeInTheDocument();
    const quoting = replyOf('同意');
    expect(quoting.querySelector('blockquote')).toHaveTextContent('引用 李四 的回复第一条回复');
    expect(within(replyOf('补充一点')).getByText('原回复已删除')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/discussion/reply/list')[0]!.query)).toEqual({ topicId: '7', pageNumber: '1', pageSize: '20' });
  });

  it('quotes a reply in the reply form, cancellably, and posts the reply with the quote', async () => {
    openTopic();
    const first = await waitFor(() => replyOf('补充一点'));
    await userEvent.click(button('引用', first));
    const form = screen.getByText('参与讨论').closest<HTMLElement>('.ant-card')!;
    expect(form.querySelector('blockquote')).toHaveTextContent('引用 李四 的回复补充一点');
    await userEvent.click(within(form).getByRole('button', { name: '取消引用' }));
    expect(form.querySelector('blockquote')).toBeNull();

    await userEvent.click(button('引用', replyOf('同意')));
    expect(form.querySelector('blockquote')).toHaveTextContent('引用 张三 的回复同意');
    const editor = await within(form).findByRole('textbox', { name: '回复内容' });
    expect(button('发表回复', form)).toBeDisabled();
    await userEvent.type(editor, '说得对');
    await userEvent.click(button('发表回复', form));
    await waitFor(() => expect(api.to('/discussion/reply/save')).toHaveLength(1));
    expect(jsonOf(api.to('/discussion/reply/save')[0]!.text)).toEqual({ topicId: 7, body: '<p>说得对</p>', quoteId: 12 });
    expect(await screen.findByText('回复已发表')).toBeInTheDocument();
    await waitFor(() => expect(form.querySelector('blockquote')).toBeNull());
  });

  it('replaces the reply form by a notice once the topic is closed', async () => {
    shownTopic = { ...shownTopic, status: 'closed' };
    openTopic();
    expect(await screen.findByText('该专题已关闭，不再接受回复')).toBeInTheDocument();
    await waitFor(() => replyOf('同意'));
    expect(screen.queryByText('参与讨论')).not.toBeInTheDocument();
    expect(screen.queryByText('引用')).not.toBeInTheDocument();
    expect(screen.getByText('已关闭').closest('.ant-tag')).not.toBeNull();
  });

  it('gives the author editing and deleting of their own topic and replies, and no moderating', async () => {
    openTopic();
    await waitFor(() => replyOf('同意'));
    const topicCard = screen.getByRole('heading', { name: '职业技能培训补贴申领流程' }).closest<HTMLElement>('.ant-card')!;
    expect(button('编辑', topicCard)).toBeInTheDocument();
    expect(button('删除', topicCard)).toBeInTheDocument();
    expect(screen.queryByText('关闭专题')).not.toBeInTheDocument();
    expect(screen.queryByText('置顶')).not.toBeInTheDocument();
    expect(within(replyOf('同意')).getByText('编辑')).toBeInTheDocument();
    expect(within(replyOf('同意')).getByText('删除')).toBeInTheDocument();
    expect(within(replyOf('补充一点')).getByText('引用')).toBeInTheDocument();
    expect(within(replyOf('补充一点')).queryByText('编辑')).not.toBeInTheDocument();
    expect(within(replyOf('补充一点')).queryByText('删除')).not.toBeInTheDocument();
  });

  it('lets a moderator close the topic after confirming, which takes the reply form away', async () => {
    shownTopic = { ...shownTopic, authorId: OTHER, authorName: '李四' };
    openTopic({ moderator: true });
    await waitFor(() => replyOf('补充一点'));
    expect(within(replyOf('补充一点')).getByText('编辑')).toBeInTheDocument();
    expect(screen.getByText('置顶')).toBeInTheDocument();
    await userEvent.click(button('关闭专题'));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('关闭后将不再接受回复');
    await userEvent.click(button(OK, confirm));
    await waitFor(() => expect(api.to('/discussion/topic/close')).toHaveLength(1));
    expect(jsonOf(api.to('/discussion/topic/close')[0]!.text)).toEqual({ id: 7, closed: true });
    expect(await screen.findByText('该专题已关闭，不再接受回复')).toBeInTheDocument();
    expect(screen.getByText('专题已关闭')).toBeInTheDocument();
    expect(button('重新开放')).toBeInTheDocument();
    expect(screen.queryByText('参与讨论')).not.toBeInTheDocument();
  });

  it('deletes a reply after confirming', async () => {
    api.reply({ '/discussion/reply/delete': () => ({ data: { deleted: 1 } }) });
    openTopic();
    await userEvent.click(button('删除', await waitFor(() => replyOf('同意'))));
    await userEvent.click(button(OK, await screen.findByRole('tooltip')));
    await waitFor(() => expect(api.to('/discussion/reply/delete')).toHaveLength(1));
    expect(jsonOf(api.to('/discussion/reply/delete')[0]!.text)).toEqual({ id: 12 });
    expect(await screen.findByText('回复已删除')).toBeInTheDocument();
  });

  it('says when the topic cannot be loaded, with the way back', async () => {
    api.reply({ '/discussion/topic/info/7': () => ({ status: 404, desc: '专题不存在' }) });
    openTopic();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(shown).toContain('专题不存在');
    await userEvent.click(button('返回列表'));
    expect(address()).toBe('');
  });
});
