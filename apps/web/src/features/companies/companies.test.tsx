import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PermType } from '@console/contract';
import { creditCodeCheck, type CompanyRecord, type ImportStatus, type WatchConfigRecord } from '@console/contract/companies';
import { type RegionNode } from '@console/contract/company-watch';
import { changeLanguage } from '../../lib/i18n.ts';
import { realtime } from '../../lib/realtime.ts';
import { FakeUpload } from '../../test/fake-upload.ts';
import { jsonOf, pageOf, renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { button, OK, row } from '../../test/users-harness.tsx';
import CompaniesPage from './companies.page.tsx';

const VALID_CODE = `91330106MA2B3C4D5${creditCodeCheck('91330106MA2B3C4D5')}`;
const WRONG_CODE = `${VALID_CODE.slice(0, 17)}${VALID_CODE.endsWith('0') ? '1' : '0'}`;

function company(id: number, overrides: Partial<CompanyRecord> = {}): CompanyRecord {
  return {
    id, name: `企业${id}`, creditCode: VALID_CODE, region: { code: '330106', name: '西湖区', fullName: '浙江省杭州市西湖区' },
    industry: 'I', address: '文三路 1 号', registeredCapital: 1250.5, foundedOn: '2015-06-01', status: 'active', labels: [],
    createdAt: '2024-05-01T08:00:00.000Z', updatedAt: '2024-05-02T08:00:00.000Z', ...overrides,
  };
}

const IMPORT_ID = '3f1c2f4e-8a4b-4c1d-9e2f-0a1b2c3d4e5f';
const previewed: ImportStatus = {
  id: IMPORT_ID, fileName: '企业.xlsx', state: 'previewed', total: 5, valid: 3, invalid: 2, existing: 1, processed: 0, inserted: 0, updated: 0,
  errors: [
    { row: 3, column: '统一社会信用代码', message: '统一社会信用代码不正确（18 位，末位校验码须相符）' },
    { row: 6, column: '行业门类', message: '必须是国民经济行业门类的字母 A 到 T' },
  ],
  failure: null,
  sample: [{ name: '甲科技有限公司', creditCode: VALID_CODE, regionCode: '330106', industry: 'I' }],
};
const running = { ...previewed, state: 'running' as const, errors: [], sample: [] };

const watch = (userId: number, overrides: Partial<WatchConfigRecord> = {}): WatchConfigRecord => ({
  userId, username: `customer${userId}`, name: `客户${userId}`, company: `客户公司${userId}`, region: null, labels: [1], ...overrides,
});

const TREE: Record<string, RegionNode[]> = {
  '': [{ code: '330000', name: '浙江省', level: 1, leaf: false }, { code: '320000', name: '江苏省', level: 1, leaf: false }],
  '330000': [{ code: '330100', name: '杭州市', level: 2, leaf: true }],
};

/** A two-character button label, which antd spaces out. */
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`);


const api = scriptedApiForFile();
const shown = shownErrorsForFile();
beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  api.reset({
    '/company/list': () => pageOf([company(1, { name: '甲科技有限公司', labels: [1, 11], status: 'suspended' }), company(2)]),
    '/company/import/commit': () => ({ data: running }),
    '/company/import/status': () => ({ data: running }),
    '/company/watch/list': () => pageOf([watch(7), watch(8, { region: { code: '320000', name: '江苏省', fullName: '江苏省' } })]),
    '/company/watch/save': () => ({ data: watch(7, { region: { code: '330100', name: '杭州市', fullName: '浙江省杭州市' } }) }),
    '/saas/broadConfig/getAreaRegionTree': ({ text }) => ({ data: TREE[String(jsonOf(text || '{}').parentCode ?? '')] ?? [] }),
    '/message/ws/ticket': () => ({ data: { ticket: 'ticket-1', expiresIn: 30 } }),
  });
});
afterEach(() => {
  realtime.stop();
  vi.unstubAllGlobals();
});

const renderCompanies = (perms?: PermType[]) => renderPage(<CompaniesPage />, { name: 'company-manage', url: '/sys/company-manage', perms });

describe('company management page', () => {
  it('lists companies with their region, industry, status and labels as tags', async () => {
    renderCompanies();
    expect(await screen.findByText('甲科技有限公司')).toBeInTheDocument();
    const listed = row('甲科技有限公司');
    expect(listed).toHaveTextContent('浙江省杭州市西湖区');
    expect(listed).toHaveTextContent('信息传输、软件和信息技术服务业');
    expect(listed).toHaveTextContent('1,250.5');
    for (const label of ['上市企业', '国家高新技术企业', '停业']) expect(within(listed).getByText(label).closest('.ant-tag')).not.toBeNull();
    expect(api.to('/company/list')[0]!.method).toBe('POST');
  });

  it('checks a credit code as it is typed, and the contract refuses a wrong one', async () => {
    api.reply({ '/company/update': () => ({ data: company(2) }) });
    renderCompanies();
    await screen.findByText('企业2');
    await userEvent.click(button('编辑', row('企业2')));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('统一社会信用代码');
    expect(input).toHaveValue(VALID_CODE);
    expect(within(dialog).getByText('校验通过')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, WRONG_CODE.toLowerCase());
    expect(input).toHaveValue(WRONG_CODE);
    expect(input).toHaveFocus();
    expect(within(dialog).getByText('校验码不符，请核对')).toBeInTheDocument();
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText('统一社会信用代码不正确（18 位，末位校验码须相符）')).toBeInTheDocument();
    expect(api.to('/company/update')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, VALID_CODE.slice(0, 10));
    expect(within(dialog).getByText('已输入 10 / 18 位')).toBeInTheDocument();
    await userEvent.type(input, VALID_CODE.slice(10));
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/company/update')).toHaveLength(1));
    expect(jsonOf(api.to('/company/update')[0]!.text)).toEqual({
      id: 2, name: '企业2', creditCode: VALID_CODE, regionCode: '330106', industry: 'I', labels: [],
      registeredCapital: 1250.5, foundedOn: '2015-06-01', status: 'active', address: '文三路 1 号',
    });
    expect(shown).toEqual([]);
  });

  it('offers the import to holders of add only', async () => {
    renderCompanies(['view']);
    await screen.findByText('甲科技有限公司');
    expect(screen.queryByText(spaced('导入'))).not.toBeInTheDocument();
  });

  /** The page with its socket open. */
  async function renderListening() {
    renderCompanies();
    await screen.findByText('甲科技有限公司');
    realtime.start();
    await vi.waitFor(() => expect(FakeSocket.last).toBeDefined());
    act(() => FakeSocket.last!.open());
  }

  async function openImport() {
    await userEvent.click(button(spaced('导入')));
    return screen.findByRole('dialog');
  }

  /** A file of valid rows previewed and its import begun: the dialog shows its progress. */
  async function importRunning(dialog: HTMLElement) {
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, new File(['a,b'], '企业.csv'));
    act(() => FakeUpload.last!.answer(200, { code: 200, data: { ...previewed, invalid: 0, existing: 0, errors: [] }, status_desc: '操作成功' }));
    await userEvent.click(await within(dialog).findByText(/^开始导入/));
    await within(dialog).findByRole('progressbar', { name: '导入进度' });
  }

  it('imports a file: preview with row errors, the valid rows only once agreed, progress from the socket, then the counts', async () => {
    await renderListening();
    const dialog = await openImport();
    expect(within(dialog).getByText('下载导入模板')).toBeInTheDocument();
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input).toHaveAttribute('accept', '.xlsx,.csv');
    await userEvent.upload(input, new File(['a,b'], '企业.xlsx'));
    const upload = FakeUpload.last!;
    expect(upload.url).toBe('/yl1001/platform/api/company/import/upload');
    expect(await within(dialog).findByRole('progressbar', { name: '上传进度' })).toHaveAttribute('aria-valuenow', '50');
    act(() => upload.answer(200, { code: 200, data: previewed, status_desc: '操作成功' }));

    expect(await within(dialog).findByText('统一社会信用代码不正确（18 位，末位校验码须相符）')).toBeInTheDocument();
    expect(row('统一社会信用代码不正确（18 位，末位校验码须相符）')).toHaveTextContent('3统一社会信用代码');
    expect(within(dialog).getByText('共 2 条错误，2 行有错误')).toBeInTheDocument();
    expect(within(dialog).getAllByText('甲科技有限公司').length).toBeGreaterThan(0);
    const commit = () => button(/^开始导入/, dialog);
    expect(commit()).toBeDisabled();
    expect(within(dialog).getByText(/勾选“只导入正确的行”/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByText('更新已有企业'));
    expect(commit()).toBeDisabled();
    await userEvent.click(within(dialog).getByText('只导入正确的行'));
    expect(commit()).toBeEnabled();
    expect(commit()).toHaveTextContent('开始导入（3 行）');
    await userEvent.click(commit());
    await waitFor(() => expect(api.to('/company/import/commit')).toHaveLength(1));
    expect(jsonOf(api.to('/company/import/commit')[0]!.text)).toEqual({ id: IMPORT_ID, mode: 'upsert', validOnly: true });

    const bar = await within(dialog).findByRole('progressbar', { name: '导入进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    const news = (status: Partial<ImportStatus>) => ({ type: 'companyImport', status: { ...running, ...status, errors: undefined, sample: undefined } });
    act(() => FakeSocket.last!.push(news({ processed: 2 })));
    await waitFor(() => expect(within(dialog).getByRole('progressbar', { name: '导入进度' })).toHaveAttribute('aria-valuenow', '66'));
    expect(within(dialog).getByText('已写入 2 / 3 行')).toBeInTheDocument();
    // News of another import is not this one's.
    act(() => FakeSocket.last!.push(news({ id: '00000000-0000-4000-8000-000000000000', processed: 3, state: 'done' })));
    expect(within(dialog).queryByText('导入完成')).not.toBeInTheDocument();

    const listsBefore = api.to('/company/list').length;
    act(() => FakeSocket.last!.push(news({ processed: 3, state: 'done', inserted: 2, updated: 1 })));
    expect(await within(dialog).findByText('导入完成')).toBeInTheDocument();
    expect(within(dialog).getByText('新增 2 家企业，更新 1 家企业')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: '导入进度' })).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(api.to('/company/list').length).toBeGreaterThan(listsBefore));
  });

  it('shows why an import failed in the reader\'s language when the socket tells of the failure', async () => {
    api.reply({ '/company/import/status': () => ({ data: { ...running, state: 'failed', failure: 'The import failed and was undone' } }) });
    await renderListening();
    const dialog = await openImport();
    await importRunning(dialog);
    act(() => FakeSocket.last!.push({ type: 'companyImport', status: { ...running, state: 'failed', failure: '导入失败，已撤销' } }));
    expect(await within(dialog).findByText('The import failed and was undone（本次导入的数据均未保存）')).toBeInTheDocument();
  });

  it('names the import\'s columns in the reader\'s language', async () => {
    changeLanguage('en-US');
    try {
      renderCompanies();
      await screen.findByText('甲科技有限公司');
      await userEvent.click(button('Import'));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(/^Required columns: Company name, Unified social credit code, Region code, Industry;/)).toBeInTheDocument();
    } finally {
      changeLanguage('zh-CN');
    }
  });

  it('asks for the status of a running import while the socket says nothing, and shows a failure', async () => {
    api.reply({ '/company/import/status': () => ({ data: { ...running, state: 'failed', failure: '第 4 行写入失败' } }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderCompanies();
      await screen.findByText('甲科技有限公司');
      const dialog = await openImport();
      await importRunning(dialog);
      expect(api.to('/company/import/status')).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(2_100));
      expect(await within(dialog).findByText('导入失败')).toBeInTheDocument();
      expect(within(dialog).getByText('第 4 行写入失败（本次导入的数据均未保存）')).toBeInTheDocument();
      expect(Object.fromEntries(api.to('/company/import/status')[0]!.query)).toEqual({ id: IMPORT_ID });
      expect(jsonOf(api.to('/company/import/commit')[0]!.text)).toEqual({ id: IMPORT_ID, mode: 'insert', validOnly: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('sets the region a customer main account watches', async () => {
    renderCompanies();
    await userEvent.click(await screen.findByRole('tab', { name: '客户监测区域' }));
    expect(await screen.findByText('customer7')).toBeInTheDocument();
    expect(row('customer7')).toHaveTextContent('未设置');
    expect(row('customer7')).toHaveTextContent('上市企业');
    expect(row('customer8')).toHaveTextContent('江苏省');

    await userEvent.click(button('设置', row('customer7')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/“客户公司7”（customer7）的监测区域/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('监测区域'));
    await userEvent.click(await screen.findByText('浙江省'));
    await userEvent.click(await screen.findByText('杭州市'));
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/company/watch/save')).toHaveLength(1));
    expect(jsonOf(api.to('/company/watch/save')[0]!.text)).toEqual({ userId: 7, regionCode: '330100', labels: [1] });
    await waitFor(() => expect(api.to('/company/watch/list').length).toBeGreaterThan(1));
  });
});
