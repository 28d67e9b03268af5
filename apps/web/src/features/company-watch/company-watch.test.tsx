import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegionRef } from '@console/contract/companies';
import type { ChangeRecord, FollowRecord, MigrationRecord, WatchConfig } from '@console/contract/company-watch';
import { renderPage, scriptedApiForFile, settled, shownErrorsForFile, type SeenRequest } from '../../test/api-harness.tsx';
import { address, button, OK, row } from '../../test/users-harness.tsx';
import { useAppStore } from '../../stores/app.store.ts';
import FollowListPage from './follow-list.page.tsx';
import { LibraryInPage } from './library.page.tsx';
import TrendsCenterPage from './trends-center.page.tsx';

const api = scriptedApiForFile();
const shown = shownErrorsForFile();

const SHENZHEN: RegionRef = { code: '440300', name: '深圳市', fullName: '广东省深圳市' };
const NANSHAN: RegionRef = { code: '440305', name: '南山区', fullName: '广东省深圳市南山区' };
const CHAOYANG: RegionRef = { code: '110105', name: '朝阳区', fullName: '北京市朝阳区' };

const LIBRARY_URL = '/saasView/company-manage/library-in';
const FOLLOWS_URL = '/saasView/follow/follow-list';
const TRENDS_URL = '/saasView/trends/trends-center';

const PATHS = {
  config: '/saas/broadConfig/queryConfig',
  region: '/saas/broadConfig/queryRegion',
  tree: '/saas/broadConfig/getAreaRegionTree',
  moves: '/saas/broadCompany/getMigrationCompanyInfoPage',
  export: '/saas/broadCompany/exportMigrationCompany',
  focus: '/saas/focusCompany/batchUpdateFocus',
  follows: '/saas/focusCompany/pageFocusCompany',
  changes: '/saas/focusCompany/pageFocusCompanyChange',
  markRead: '/saas/focusCompany/batchUpdateChangeReadStatus',
  readAll: '/saas/focusCompany/updateAllChangeReadStatus',
};

const pageOf = (records: unknown[]) => ({ data: { records, total: records.length, pageNumber: 1, pageSize: 10 } });
const bodyOf = (request: SeenRequest | undefined) => JSON.parse(request!.text) as Record<string, unknown>;
const lastBodyTo = (path: string) => bodyOf(api.to(path).at(-1));

function move(id: number, overrides: Partial<MigrationRecord> = {}): MigrationRecord {
  return {
    id, companyId: id + 100, name: `企业${id}`, creditCode: `91440300MA5G0000${id}X`, from: CHAOYANG, to: NANSHAN,
    migratedOn: '2024-05-01', industry: 'I', labels: [1, 11], registeredCapital: 1200, status: 'active', followed: false, ...overrides,
  };
}

function change(id: number, overrides: Partial<ChangeRecord> = {}): ChangeRecord {
  return {
    id, companyId: 101, companyName: '企业1', field: 'status', before: 'active', after: 'revoked',
    changedAt: '2024-05-03T08:00:00.000Z', read: false, ...overrides,
  };
}

function followed(companyId: number, overrides: Partial<FollowRecord> = {}): FollowRecord {
  return {
    companyId, name: `企业${companyId - 100}`, creditCode: '91440300MA5G00001X', region: NANSHAN, industry: 'I', labels: [5],
    status: 'active', followedAt: '2024-05-02T08:00:00.000Z', latestChange: null, unread: 0, ...overrides,
  };
}

let config: WatchConfig;
let region: RegionRef | null;
let moves: MigrationRecord[];

beforeEach(() => {
  config = { region: SHENZHEN, labels: [1, 11], editable: true };
  region = SHENZHEN;
  moves = [move(1), move(2, { followed: true, labels: [] }), move(3)];
  api.reset({
    [PATHS.config]: () => ({ data: config }),
    [PATHS.region]: () => ({ data: region }),
    [PATHS.tree]: () => ({ data: [{ code: NANSHAN.code, name: NANSHAN.name, level: 3, leaf: true }, { code: '440304', name: '福田区', level: 3, leaf: true }] }),
    [PATHS.moves]: () => pageOf(moves),
    [PATHS.focus]: (request) => ({ data: { changed: (bodyOf(request).companyIds as number[]).length } }),
  });
});

const renderLibrary = (entry = LIBRARY_URL) => renderPage(<LibraryInPage />, { name: 'library-in', url: LIBRARY_URL, entry, perms: ['view'] });
const searchForm = () => screen.getByRole('search');

describe('the migrated-in library', () => {
  it('asks for the moves in (20) with the watched labels and shows each with its labels as tags', async () => {
    renderLibrary();
    expect(await screen.findByText('企业1')).toBeInTheDocument();
    expect(lastBodyTo(PATHS.moves)).toEqual({ migrationType: 20, labels: [1, 11], pageNumber: 1, pageSize: 10 });
    const first = row('企业1');
    expect(within(first).getByText('上市企业')).toHaveClass('ant-tag');
    expect(within(first).getByText('国家高新技术企业')).toHaveClass('ant-tag');
    expect(first).toHaveTextContent('北京市朝阳区 → 广东省深圳市南山区');
    expect(first).toHaveTextContent('1,200 万元');
    expect(first).toHaveTextContent('存续');
    expect(row('企业2')).toHaveTextContent('已关注');
    expect(screen.getByText(/监测区域：广东省深圳市/)).toBeInTheDocument();
  });

  it('searches by name, industry and days, keeping the search in the address', async () => {
    renderLibrary();
    await screen.findByText('企业1');
    await userEvent.type(within(searchForm()).getByLabelText('企业名称'), '科技');
    await userEvent.click(within(searchForm()).getByLabelText('行业'));
    await userEvent.click(await screen.findByTitle('I 信息传输、软件和信息技术服务业'));
    await userEvent.type(within(searchForm()).getByLabelText('开始日期'), '2024-01-01{Enter}');

    await waitFor(() => expect(api.to(PATHS.moves)).toHaveLength(2));
    expect(lastBodyTo(PATHS.moves)).toEqual({ migrationType: 20, name: '科技', industry: 'I', startDate: '2024-01-01', labels: [1, 11], pageNumber: 1, pageSize: 10 });
    expect(Object.fromEntries(address())).toEqual({ name: '科技', industry: 'I', startDate: '2024-01-01' });
  });

  it('searches a region inside the account’s, named in the cascader, and every label when none is chosen', async () => {
    renderLibrary(`${LIBRARY_URL}?regionCode=440305&labels=`);
    await screen.findByText('企业1');
    expect(lastBodyTo(PATHS.moves)).toEqual({ migrationType: 20, regionCode: '440305', pageNumber: 1, pageSize: 10 });
    expect(bodyOf(api.to(PATHS.tree)[0])).toEqual({ parentCode: '440300' });
    expect(await within(searchForm()).findByText('南山区')).toBeInTheDocument();
  });

  it('follows a company from its row, and the chosen companies at once', async () => {
    renderLibrary();
    await screen.findByText('企业1');
    expect(within(row('企业2')).getByText('取消关注')).toBeInTheDocument();
    await userEvent.click(within(row('企业1')).getByText(/^关\s*注$/));
    await waitFor(() => expect(api.to(PATHS.focus)).toHaveLength(1));
    expect(lastBodyTo(PATHS.focus)).toEqual({ companyIds: [101], focus: true });
    await waitFor(() => expect(api.to(PATHS.moves)).toHaveLength(2));
    await settled();

    expect(button('关注选中企业')).toBeDisabled();
    await userEvent.click(within(row('企业1')).getByRole('checkbox'));
    await userEvent.click(within(row('企业3')).getByRole('checkbox'));
    await userEvent.click(button('关注选中企业'));
    await waitFor(() => expect(api.to(PATHS.focus)).toHaveLength(2));
    expect(lastBodyTo(PATHS.focus)).toEqual({ companyIds: [101, 103], focus: true });
  });

  it('exports the search as an Excel file', async () => {
    const scripted = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => (String(input).endsWith(PATHS.export)
      ? Promise.resolve(new Response('xlsx', { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }))
      : scripted(input, init)));
    const saved: string[] = [];
    vi.stubGlobal('URL', class extends URL {
      static override createObjectURL = () => 'blob:export';
      static override revokeObjectURL = () => undefined;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderLibrary(`${LIBRARY_URL}?name=科技`);
    await screen.findByText('企业1');
    await userEvent.click(button('导出 Excel'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^迁入库-\d{14}\.xlsx$/);
    const [, init] = vi.mocked(globalThis.fetch).mock.calls.find(([input]) => String(input).endsWith(PATHS.export))!;
    expect(JSON.parse(String(init!.body))).toEqual({ migrationType: 20, name: '科技', labels: [1, 11] });
  });

  it('says why an export was refused', async () => {
    api.reply({ [PATHS.export]: () => ({ status: 400, desc: '一次最多导出 50000 行，请缩小查询范围' }) });
    renderLibrary();
    await screen.findByText('企业1');
    await userEvent.click(button('导出 Excel'));
    await waitFor(() => expect(shown).toEqual(['一次最多导出 50000 行，请缩小查询范围']));
  });

  it('tells an account without a region that an administrator sets it', async () => {
    config = { ...config, region: null };
    region = null;
    renderLibrary();
    expect(await screen.findByText('尚未设置监测区域')).toBeInTheDocument();
    expect(screen.getByText(/监测区域由平台管理员为账号设置/)).toBeInTheDocument();
    expect(api.to(PATHS.moves)).toHaveLength(0);
  });

  it('folds the filters but the name on a phone', async () => {
    useAppStore.setState({ device: 'mobile' });
    renderLibrary();
    await screen.findByText('企业1');
    expect(within(searchForm()).getByLabelText('企业名称')).toBeVisible();
    expect(within(searchForm()).getByLabelText('行业')).not.toBeVisible();
    await userEvent.click(button('展开筛选'));
    expect(within(searchForm()).getByLabelText('行业')).toBeVisible();
  });
});

describe('my follows', () => {
  const renderFollows = () => renderPage(<FollowListPage />, { name: 'follow-list', url: FOLLOWS_URL, perms: ['view'] });

  beforeEach(() => {
    api.reply({
      [PATHS.follows]: () => pageOf([
        followed(101, { unread: 2, latestChange: change(9, { field: 'registeredCapital', before: '1000', after: '2000' }) }),
        followed(102),
      ]),
    });
  });

  it('lists the followed companies with their latest change and unread count, and searches them', async () => {
    renderFollows();
    expect(await screen.findByText('企业1')).toBeInTheDocument();
    expect(row('企业1')).toHaveTextContent('注册资本：1,000 万元 → 2,000 万元');
    expect(row('企业1').querySelector('.ant-badge-count')).toHaveTextContent('2');
    expect(within(row('企业2')).getByText('专精特新“小巨人”企业')).toBeInTheDocument();

    await userEvent.type(within(searchForm()).getByLabelText('企业名称'), '英才{Enter}');
    await waitFor(() => expect(api.to(PATHS.follows)).toHaveLength(2));
    expect(lastBodyTo(PATHS.follows)).toEqual({ name: '英才', pageNumber: 1, pageSize: 10 });
  });

  it('opens a company’s changes in the trends centre', async () => {
    renderFollows();
    await screen.findByText('企业1');
    await userEvent.click(within(row('企业1')).getByText('查看动态'));
    expect(screen.getByTestId('path')).toHaveTextContent(TRENDS_URL);
    expect(screen.getByTestId('address')).toHaveTextContent('?companyId=101');
  });

  it('unfollows a company once confirmed', async () => {
    renderFollows();
    await screen.findByText('企业1');
    await userEvent.click(within(row('企业1')).getByText('取消关注'));
    await userEvent.click(button(OK, (await screen.findByText('确定取消关注“企业1”吗？取消后不再收到它的动态。')).closest<HTMLElement>('.ant-popover')!));
    await waitFor(() => expect(api.to(PATHS.focus)).toHaveLength(1));
    expect(lastBodyTo(PATHS.focus)).toEqual({ companyIds: [101], focus: false });
  });
});

describe('the trends centre', () => {
  const renderTrends = (entry = TRENDS_URL) => renderPage(<TrendsCenterPage />, { name: 'trends-center', url: TRENDS_URL, entry, perms: ['view'] });

  beforeEach(() => {
    api.reply({
      [PATHS.changes]: () => pageOf([
        change(3),
        change(2, { field: 'labels', before: '1', after: '1,11', read: true }),
        change(1, { field: 'registeredCapital', before: '1000', after: '2000' }),
      ]),
      [PATHS.markRead]: () => ({ data: 1 }),
      [PATHS.readAll]: () => ({ data: 0 }),
    });
  });

  it('shows the changes of one company from the address, unread ones emphasised', async () => {
    renderTrends(`${TRENDS_URL}?companyId=101`);
    expect(await screen.findByText('存续 → 吊销')).toBeInTheDocument();
    expect(lastBodyTo(PATHS.changes)).toEqual({ companyId: 101, pageNumber: 1, pageSize: 10 });
    expect(screen.getByText('只看：企业1')).toBeInTheDocument();
    expect(row('存续 → 吊销')).toHaveAttribute('data-unread', 'true');
    expect(row('存续 → 吊销')).toHaveTextContent('经营状态');
    expect(row('上市企业 → 上市企业、国家高新技术企业')).toHaveAttribute('data-unread', 'false');
    expect(row('上市企业 → 上市企业、国家高新技术企业')).toHaveTextContent('已读');
    expect(row('1,000 万元 → 2,000 万元')).toHaveTextContent('未读');
  });

  it('filters by field and read state', async () => {
    renderTrends();
    await screen.findByText('存续 → 吊销');
    await userEvent.click(within(searchForm()).getByLabelText('变更项'));
    await userEvent.click(await screen.findByTitle('注册资本'));
    await userEvent.click(within(searchForm()).getByLabelText('状态'));
    await userEvent.click(await screen.findByTitle('未读'));
    await userEvent.click(button(/^搜\s*索$/));
    await waitFor(() => expect(api.to(PATHS.changes)).toHaveLength(2));
    expect(lastBodyTo(PATHS.changes)).toEqual({ field: 'registeredCapital', isRead: 0, pageNumber: 1, pageSize: 10 });
    expect(Object.fromEntries(address())).toEqual({ field: 'registeredCapital', isRead: '0' });
  });

  it('marks the chosen changes read, and every change', async () => {
    renderTrends();
    await screen.findByText('存续 → 吊销');
    await userEvent.click(within(row('存续 → 吊销')).getByRole('checkbox'));
    await userEvent.click(button('标为已读'));
    await waitFor(() => expect(api.to(PATHS.markRead)).toHaveLength(1));
    expect(lastBodyTo(PATHS.markRead)).toEqual({ ids: [3], isRead: 1 });
    await waitFor(() => expect(api.to(PATHS.changes)).toHaveLength(2));

    await userEvent.click(button('全部已读'));
    expect(await screen.findByText('已全部标为已读')).toBeInTheDocument();
    expect(lastBodyTo(PATHS.readAll)).toEqual({ isRead: 1 });
    await waitFor(() => expect(api.to(PATHS.changes)).toHaveLength(3));
  });
});
