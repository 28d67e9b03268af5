import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WebServiceApiRecord, WebServiceRecord } from '@console/contract/web-services';
import { renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { address, button, OK, row } from '../../test/users-harness.tsx';
import WebServicesPage from './web-services.page.tsx';

const AT = '2026-05-01T08:00:00.000Z';

function service(id: number, overrides: Partial<WebServiceRecord> = {}): WebServiceRecord {
  return {
    id, name: `服务${id}`, wsdlUrl: `https://ws.example.com/${id}?wsdl`, endpoint: '', username: 'console', password: '******',
    timeoutSeconds: 15, enabled: true, remark: '', apiCount: 1, createdAt: AT, updatedAt: AT, ...overrides,
  };
}

const queryInsured: WebServiceApiRecord = {
  id: 7, serviceId: 1, serviceName: '参保查询', name: 'QueryInsured', soapAction: 'urn:q', description: '查询参保',
  paramsTemplate: '{"idCard": ""}', createdAt: AT, updatedAt: AT,
};

const pageOf = <T,>(records: T[]) => ({ data: { records, total: records.length, pageNumber: 1, pageSize: 10 } });

const api = scriptedApiForFile();
const shown = shownErrorsForFile();
beforeEach(() => {
  api.reset({
    '/webservice/list': () => pageOf([service(1, { name: '参保查询' }), service(2, { name: '无密码', username: '', password: '' })]),
    '/webservice/view/pwd/allowed': () => ({ data: { allowed: true } }),
    '/webservice/api/list': () => pageOf([queryInsured]),
  });
});

const renderServicesPage = (perms?: ('view' | 'add' | 'edit' | 'delete')[]) =>
  renderPage(<WebServicesPage />, { name: 'webservice-manage', url: '/sys/webservice-manage', perms });

describe('web services page', () => {
  it('masks passwords and reveals one to a holder of the reveal permission', async () => {
    api.reply({ '/webservice/view/pwd/1/password': () => ({ data: { value: 'Soap-secret-2026' } }) });
    renderServicesPage();
    expect(await screen.findByText('参保查询')).toBeInTheDocument();
    expect(within(row('参保查询')).getByText('******')).toBeInTheDocument();
    expect(within(row('无密码')).queryByText('查看')).not.toBeInTheDocument();
    await userEvent.click(await within(row('参保查询')).findByRole('button', { name: /^查\s*看$/ }));
    expect(await screen.findByText('Soap-secret-2026')).toBeInTheDocument();
    expect(api.to('/webservice/view/pwd/1/password')).toHaveLength(1);
  });

  it('shows no reveal button to a user without the permission', async () => {
    api.reply({ '/webservice/view/pwd/allowed': () => ({ data: { allowed: false } }) });
    renderServicesPage();
    await screen.findByText('参保查询');
    await waitFor(() => expect(api.to('/webservice/view/pwd/allowed')).toHaveLength(1));
    expect(screen.queryByText('查看')).not.toBeInTheDocument();
  });

  it('edits a service without sending the saved password back', async () => {
    api.reply({ '/webservice/edit': () => ({ data: service(1, { name: '参保查询', timeoutSeconds: 30 }) }) });
    renderServicesPage();
    await userEvent.click(button('编辑', await screen.findByText('参保查询').then((cell) => cell.closest('tr')!)));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('密码')).toHaveValue('');
    await userEvent.clear(within(dialog).getByLabelText('超时（秒）'));
    await userEvent.type(within(dialog).getByLabelText('超时（秒）'), '30');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/webservice/edit')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/webservice/edit')[0]!.body)).toMatchObject({ id: '1', timeoutSeconds: '30', password: '' });
  });

  it('refuses a WSDL address that is not http(s) before sending it', async () => {
    renderServicesPage();
    await screen.findByText('参保查询');
    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('名称'), '本地文件');
    await userEvent.type(within(dialog).getByLabelText('WSDL 地址'), 'file:///etc/passwd');
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText('必须是 http:// 或 https:// 开头的地址')).toBeInTheDocument();
    expect(api.to('/webservice/add')).toHaveLength(0);
  });

  it('opens a service’s operations, shows a test call’s answer and fault, and reads its WSDL', async () => {
    let fault = false;
    api.reply({
      '/webservice/api/fromWsdl': () => ({ data: { found: ['QueryInsured', 'QueryPayments'], added: ['QueryPayments'] } }),
      '/webservice/api/invoke': () => ({
        data: fault
          ? { ok: false, response: null, fault: { code: 'soap:Client', message: '查无此人', detail: '' }, durationMs: 9 }
          : { ok: true, response: { name: '张三', status: '正常参保' }, fault: null, durationMs: 12 },
      }),
    });
    renderServicesPage();
    await userEvent.click(button('接口', await screen.findByText('参保查询').then((cell) => cell.closest('tr')!)));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('QueryInsured')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/webservice/api/list')[0]!.query)).toMatchObject({ serviceId: '1' });

    await userEvent.click(button('测试调用', within(drawer).getByText('QueryInsured').closest('tr')!));
    const invoke = (await screen.findByText('测试调用 QueryInsured')).closest<HTMLElement>('.ant-modal')!;
    const params = within(invoke).getByLabelText('参数（JSON）');
    expect(params).toHaveValue('{"idCard": ""}');
    await userEvent.clear(params);
    await userEvent.type(params, '[[');
    expect(within(invoke).getByText('参数必须是 JSON 对象')).toBeInTheDocument();
    await userEvent.clear(params);
    await userEvent.type(params, '{{"idCard": "1"}');
    await userEvent.click(await within(invoke).findByRole('button', { name: /调\s*用$/ }));
    expect(await within(invoke).findByText(/"status": "正常参保"/)).toBeInTheDocument();
    expect(JSON.parse(api.to('/webservice/api/invoke')[0]!.text)).toEqual({ id: 7, params: '{"idCard": "1"}' });

    fault = true;
    await userEvent.click(await within(invoke).findByRole('button', { name: /调\s*用$/ }));
    expect(await within(invoke).findByText('查无此人')).toBeInTheDocument();
    await userEvent.click(within(invoke).getByRole('button', { name: 'Close' }));

    // Read after the call: the list asked again after it is loading, and not clickable meanwhile.
    await userEvent.click(button('从 WSDL 读取', drawer));
    await userEvent.click(button(OK, await screen.findByRole('tooltip')));
    expect(await screen.findByText('WSDL 中有 2 个操作，新增 1 个')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/webservice/api/fromWsdl')[0]!.body)).toEqual({ serviceId: '1' });
    expect(shown).toEqual([]);
  });

  it('keeps the operations list in the address apart from the services list', async () => {
    renderServicesPage();
    await userEvent.click(button('接口', await screen.findByText('参保查询').then((cell) => cell.closest('tr')!)));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('QueryInsured');
    await userEvent.type(within(drawer).getByRole('textbox', { name: '操作名' }), 'Query{Enter}');
    await waitFor(() => expect(address().get('api.name')).toBe('Query'));
    expect(address().get('name')).toBeNull();
  });

  it('shows neither add nor test call to a user who may only view', async () => {
    renderServicesPage(['view']);
    await userEvent.click(button('接口', await screen.findByText('参保查询').then((cell) => cell.closest('tr')!)));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('QueryInsured');
    expect(within(drawer).queryByText('测试调用')).not.toBeInTheDocument();
    expect(within(drawer).queryByText('从 WSDL 读取')).not.toBeInTheDocument();
    expect(screen.queryByText('新增')).not.toBeInTheDocument();
  });
});
