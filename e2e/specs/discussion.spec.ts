import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { API, dialog, okButton, signIn, tableRows } from './helpers.ts';

/**
 * 专题研讨 end to end: the administrator (who also holds the hidden 管理专题 page) opens a topic, replies
 * to it, quotes that reply in a second one, then closes the topic, after which the page offers no
 * reply form and the API refuses a reply.
 */

const LIST = '/discussion/thematicDiscussion-list';

interface Envelope<T> { code: number; data: T; status_desc: string }

/** Types into a rich-text editor (Tiptap), which takes keystrokes rather than a filled-in value. */
async function typeInto(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.type(text);
}

/** A reply to the topic sent straight to the API as the administrator: the status and envelope it answers. */
async function replyByApi(request: APIRequestContext, topicId: number, body: string) {
  const signedIn = (await (await request.post(`${API}/user/login`, { form: { ...ADMIN } })).json()) as Envelope<{ token: string }>;
  const response = await request.post(`${API}/discussion/reply/save`, { headers: { Authorization: signedIn.data.token }, data: { topicId, body } });
  return { status: response.status(), answer: (await response.json()) as Envelope<unknown> };
}

test('a topic is opened, replied to, quoted in a second reply, then closed to replies', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const title = `培训补贴研讨-${stamp}`;
  const tag = `补贴${stamp.slice(-4)}`;
  const firstReply = `第一条回复：按季度申领-${stamp}`;
  const secondReply = `同意，名额有限-${stamp}`;

  await signIn(page, ADMIN, LIST);
  await page.getByRole('button', { name: '发起专题' }).click();
  const create = dialog(page, '发起专题');
  await create.getByRole('textbox', { name: /标题$/ }).fill(title);
  const tags = create.getByLabel('标签');
  await tags.fill(tag);
  await tags.press('Enter');
  await typeInto(page, create.getByRole('textbox', { name: '正文' }), '请大家谈谈培训补贴的申领流程');
  await okButton(create).click();
  await expect(create).toBeHidden();

  const listed = tableRows(page).filter({ hasText: title });
  await expect(listed).toContainText(tag);
  await expect(listed).toContainText('讨论中');
  await listed.getByRole('button', { name: title }).click();
  await expect(page).toHaveURL(/[?&]topic=\d+/);
  const topicId = Number(new URL(page.url()).searchParams.get('topic'));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('请大家谈谈培训补贴的申领流程')).toBeVisible();

  const replyEditor = page.getByRole('textbox', { name: '回复内容' });
  const post = page.getByRole('button', { name: '发表回复' });
  await typeInto(page, replyEditor, firstReply);
  await post.click();
  const replies = page.getByRole('list', { name: '回复列表' });
  const first = replies.getByRole('article').filter({ hasText: firstReply });
  await expect(first).toBeVisible();

  await first.getByRole('button', { name: '引用' }).click();
  const form = page.locator('.ant-card').filter({ has: replyEditor });
  await expect(form.locator('blockquote')).toContainText(firstReply);
  await typeInto(page, replyEditor, secondReply);
  await post.click();
  const second = replies.getByRole('article').filter({ hasText: secondReply });
  await expect(second.locator('blockquote')).toContainText(firstReply);
  await expect(form.locator('blockquote')).toHaveCount(0);

  await page.getByRole('button', { name: '关闭专题' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText('该专题已关闭，不再接受回复')).toBeVisible();
  await expect(replyEditor).toHaveCount(0);
  await expect(first.getByRole('button', { name: '引用' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '重新开放' })).toBeVisible();

  const refused = await replyByApi(request, topicId, '<p>还能回复吗</p>');
  expect(refused.status).toBe(409);
  expect(refused.answer.status_desc).toBe('该专题已关闭，不能再回复');

  await page.getByRole('button', { name: '返回列表' }).click();
  await expect(page).not.toHaveURL(/[?&]topic=/);
  await expect(tableRows(page).filter({ hasText: title })).toContainText('已关闭');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a topic with its replies and actions fits the width of the screen', async ({ page, request }) => {
    const signedIn = (await (await request.post(`${API}/user/login`, { form: { ...ADMIN } })).json()) as Envelope<{ token: string }>;
    const headers = { Authorization: signedIn.data.token };
    const title = `一个相当长的专题标题，用来检查在手机上是否会换行而不是撑宽页面-${Date.now().toString(36)}`;
    const saved = await request.post(`${API}/discussion/topic/save`, {
      headers, data: { title, tags: ['手机'], body: `<p>${'很长的正文'.repeat(40)}</p><pre><code>${'x'.repeat(200)}</code></pre>` },
    });
    const created = ((await saved.json()) as Envelope<{ id: number }>).data;
    await request.post(`${API}/discussion/reply/save`, { headers, data: { topicId: created.id, body: '<p>手机上的回复</p>' } });

    await signIn(page, ADMIN, `${LIST}?topic=${created.id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: '手机上的回复' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '回复内容' })).toBeVisible();
    expect(await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
      return root.scrollWidth - root.clientWidth;
    })).toBe(0);
    for (const name of ['关闭专题', '置顶', '编辑', '删除', '发表回复']) {
      // A button's name starts with its icon's.
      const box = (await page.getByRole('button', { name: new RegExp(`${name}$`) }).first().boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
  });
});
