import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PermType } from '@console/contract';
import type { PublishedVersion, VersionRecord } from '@console/contract/versions';
import { renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import VersionsPage from './versions.page.tsx';

const published = (id: number, overrides: Partial<PublishedVersion> = {}): PublishedVersion => ({
  id, version: `2.${id}.0`, title: `版本${id}`, notes: `<ul><li>更新 <strong>要点${id}</strong></li></ul>`,
  publishedAt: '2026-03-01T08:00:00.000Z', read: true, ...overrides,
});

const record = (id: number, overrides: Partial<VersionRecord> = {}): VersionRecord => ({
  id, version: `3.${id}.0`, title: `管理版本${id}`, notes: '<p>内容</p>', published: true, publishedAt: '2026-03-01T08:00:00.000Z',
  createdAt: '2026-02-01T08:00:00.000Z', updatedAt: '2026-03-01T08:00:00.000Z', ...overrides,
});

let releases: PublishedVersion[] = [];
const readIds = new Set<number>();
const unread = () => releases.filter((version) => !version.read && !readIds.has(version.id)).length;

const api = scriptedApiForFile();
const shown = shownErrorsForFile();
beforeEach(() => {
  readIds.clear();
  releases = [
    published(3, { title: '消息中心上线', read: false }),
    published(2, { title: '子账号管理' }),
  ];
  api.reset({
    '/version/manage/getVersionInfoVoPageForFront': () => ({
      data: { records: releases.map((version) => ({ ...version, read: version.read || readIds.has(version.id) })), total: releases.length, pageNumber: 1, pageSize: 10, unread: unread() },
    }),
    '/version/manage/unreadCount': () => ({ data: unread() }),
    '/version/manage/read': ({ body }) => {
      readIds.add(Number(body.get('id')));
      return { data: { unread: unread() } };
    },
    '/version/manage/list': () => ({
      data: { records: [record(5, { title: '草稿版本', published: false, publishedAt: null }), record(4, { title: '已发布版本' })], total: 2, pageNumber: 1, pageSize: 10 },
    }),
  });
});

const renderVersions = (perms: PermType[] = ['view']) => renderPage(<VersionsPage />, { name: 'version', url: '/saasView/version/version', perms });
const header = (title: string) => screen.getByText(title).closest<HTMLElement>('[role="button"]')!;

describe('versions page', () => {
  it('shows readers the published versions with a dot on unread ones, and no management', async () => {
    renderVersions();
    expect(await screen.findByText('消息中心上线')).toBeInTheDocument();
    expect(screen.getByText('1 个版本未读')).toBeInTheDocument();
    expect(within(header('消息中心上线')).getByText('未读')).toBeInTheDocument();
    expect(within(header('子账号管理')).queryByText('未读')).not.toBeInTheDocument();
    expect(within(header('消息中心上线')).getByText('2.3.0')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('发布版本')).not.toBeInTheDocument();
  });

  it('marks a version read when it is opened, and asks again for the unread count', async () => {
    renderVersions();
    await userEvent.click(await screen.findByText('消息中心上线'));
    expect(await screen.findByText('要点3')).toBeInTheDocument();
    expect(screen.getByText('要点3').tagName).toBe('STRONG');
    await waitFor(() => expect(api.to('/version/manage/read')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/version/manage/read')[0]!.body)).toEqual({ id: '3' });
    expect(await screen.findByText('已全部阅读')).toBeInTheDocument();
    await waitFor(() => expect(within(header('消息中心上线')).queryByText('未读')).not.toBeInTheDocument());

    // A version already read is opened without a call.
    await userEvent.click(screen.getByText('子账号管理'));
    expect(await screen.findByText('要点2')).toBeInTheDocument();
    expect(api.to('/version/manage/read')).toHaveLength(1);
  });

  it('says when there is nothing published, and offers to ask again when loading fails', async () => {
    releases = [];
    const { unmount } = renderVersions();
    expect(await screen.findByText('暂无版本更新')).toBeInTheDocument();
    unmount();

    api.reply({ '/version/manage/getVersionInfoVoPageForFront': () => ({ status: 500, desc: '服务器内部错误，请稍后再试' }) });
    renderVersions();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(shown).toContain('服务器内部错误，请稍后再试');
  });

  it('lets holders of 新增 manage the versions, drafts included, and publish one after confirming', async () => {
    api.reply({ '/version/manage/publish': ({ text }) => ({ data: record(5, { published: JSON.parse(text).published }) }) });
    renderVersions(['view', 'add', 'edit', 'delete']);
    await userEvent.click(await screen.findByRole('tab', { name: '版本管理' }));
    expect(await screen.findByText('草稿版本')).toBeInTheDocument();
    expect(within(row('草稿版本')).getByText('草稿')).toBeInTheDocument();
    expect(within(row('已发布版本')).getByText('已发布')).toBeInTheDocument();
    expect(within(row('已发布版本')).getByText('取消发布')).toBeInTheDocument();

    await userEvent.click(button('发布', row('草稿版本')));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('确定发布该版本吗');
    expect(api.to('/version/manage/publish')).toHaveLength(0);
    await userEvent.click(button(OK, confirm));
    await waitFor(() => expect(api.to('/version/manage/publish')).toHaveLength(1));
    expect(JSON.parse(api.to('/version/manage/publish')[0]!.text)).toEqual({ id: 5, published: true });
    expect(await screen.findByText('版本已发布')).toBeInTheDocument();
  });

  it('writes a new version in the dialog, checked by the contract, with the rich-text editor', async () => {
    api.reply({ '/version/manage/save': ({ text }) => ({ data: record(6, JSON.parse(text)) }) });
    renderVersions(['view', 'add']);
    await userEvent.click(await screen.findByRole('tab', { name: '版本管理' }));
    await userEvent.click(button('发布版本', await screen.findByRole('tabpanel')));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('toolbar', { name: '格式' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '更新内容' })).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('版本号'), '二点四');
    await userEvent.type(within(dialog).getByLabelText('标题'), '四月更新');
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText('版本号格式应为 2.4.0 或 v2.4.0-beta.1')).toBeInTheDocument();
    expect(api.to('/version/manage/save')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('版本号'));
    await userEvent.type(within(dialog).getByLabelText('版本号'), 'v2.4.0');
    await userEvent.click(within(dialog).getByRole('switch'));
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/version/manage/save')).toHaveLength(1));
    expect(JSON.parse(api.to('/version/manage/save')[0]!.text)).toEqual({ version: 'v2.4.0', title: '四月更新', published: true, notes: '' });
  });

  it('edits a version with its notes in the editor, without the publishing switch', async () => {
    api.reply({ '/version/manage/update': ({ text }) => ({ data: record(4, JSON.parse(text)) }) });
    renderVersions(['view', 'add', 'edit']);
    await userEvent.click(await screen.findByRole('tab', { name: '版本管理' }));
    await userEvent.click(button('编辑', await waitFor(() => row('已发布版本'))));
    const dialog = await screen.findByRole('dialog');
    const editor = await within(dialog).findByRole('textbox', { name: '更新内容' });
    expect(editor).toHaveTextContent('内容');
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('标题'));
    await userEvent.type(within(dialog).getByLabelText('标题'), '改过的标题');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/version/manage/update')).toHaveLength(1));
    expect(JSON.parse(api.to('/version/manage/update')[0]!.text)).toEqual({ id: 4, version: '3.4.0', title: '改过的标题', notes: '<p>内容</p>' });
  });

  it('keeps managing to holders of 新增', async () => {
    renderVersions(['view', 'edit', 'delete']);
    expect(await screen.findByText('消息中心上线')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
