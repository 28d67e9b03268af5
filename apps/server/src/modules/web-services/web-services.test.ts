import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_ALLOWED, useFileApp } from '../../../test/harness.ts';
import { auditLog } from '../../crud/audit.table.ts';
import { startSoapServer, UNKNOWN_ID_CARD, type SoapTestServer } from './web-services.test-support.ts';
import { webServices } from './web-services.table.ts';

const t = useFileApp(LOOPBACK_ALLOWED);
let soap: SoapTestServer;
beforeAll(async () => {
  soap = await startSoapServer();
});
afterAll(() => soap.close());

const PASSWORD = 'Soap-secret-2026';
let serial = 0;

const add = (form: Record<string, string>, token = t.admin) => t.call('POST', '/webservice/add', { token, form });
const edit = (form: Record<string, string>, token = t.admin) => t.call('POST', '/webservice/edit', { token, form });
const list = (query: Record<string, string> = {}, token = t.admin) => t.call('GET', '/webservice/list', { token, query });
const enable = (id: number, on: boolean) => t.call('GET', `/webservice/enable/${id}/${on ? 1 : 0}`, { token: t.admin });
const reveal = (id: number, field = 'password', token = t.admin) => t.call('GET', `/webservice/view/pwd/${id}/${field}`, { token });
const fromWsdl = (serviceId: number) => t.call('POST', '/webservice/api/fromWsdl', { token: t.admin, form: { serviceId: String(serviceId) } });
const apiList = (query: Record<string, string>) => t.call('GET', '/webservice/api/list', { token: t.admin, query });
const addApi = (form: Record<string, string>) => t.call('POST', '/webservice/api/add', { token: t.admin, form });
const invoke = (id: number, params?: unknown) => t.call('POST', '/webservice/api/invoke', { token: t.admin, json: { id, ...(params !== undefined && { params: JSON.stringify(params) }) } });

/** A service of the loopback SOAP server (or at `wsdlUrl`), with credentials; its record. */
async function addService(fields: Record<string, string> = {}) {
  serial += 1;
  const response = await add({ name: `参保查询${serial}`, wsdlUrl: soap.wsdlUrl, username: 'console', password: PASSWORD, timeoutSeconds: '2', ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; name: string };
}

const statusOf = async (response: Promise<{ json(): { code: number; status_desc: string } }>) => {
  const { code, status_desc } = (await response).json();
  return { code, status_desc };
};

describe('web services', () => {
  it('adds, lists, edits, switches and deletes a service, its password sealed and always masked', async () => {
    const created = await addService({ endpoint: '', remark: '人社局' });
    expect(created).toMatchObject({ wsdlUrl: soap.wsdlUrl, endpoint: '', username: 'console', password: '******', timeoutSeconds: 2, enabled: true, apiCount: 0 });

    const [stored] = await t.database.db.select().from(webServices).where(eq(webServices.id, created.id));
    expect(stored!.passwordSealed).toMatch(/^v1:/);
    expect(stored!.passwordSealed).not.toContain(PASSWORD);

    const listed = await list({ name: created.name });
    expect(listed.json().data).toMatchObject({ total: 1, records: [{ id: created.id, password: '******' }] });
    expect(listed.body).not.toContain(PASSWORD);

    // The mask sent back keeps the password; a new one replaces it.
    expect((await edit({ id: String(created.id), password: '******', timeoutSeconds: '5' })).json().data).toMatchObject({ timeoutSeconds: 5, password: '******' });
    expect((await reveal(created.id)).json().data).toEqual({ value: PASSWORD });
    await edit({ id: String(created.id), password: 'Another-secret-1' });
    expect((await reveal(created.id)).json().data).toEqual({ value: 'Another-secret-1' });
    // Without a username there is no password.
    expect((await edit({ id: String(created.id), username: '' })).json().data).toMatchObject({ username: '', password: '' });

    expect((await enable(created.id, false)).json().data.enabled).toBe(false);
    expect((await list({ enabled: 'false', name: created.name })).json().data.total).toBe(1);

    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.target, 'webService'), eq(auditLog.targetId, String(created.id))));
    expect(audited.map((entry) => entry.action)).toContain('create');
    expect(JSON.stringify(audited)).not.toMatch(/Soap-secret|Another-secret|v1:/);

    expect((await t.call('GET', `/webservice/delById/${created.id}`, { token: t.admin })).json().data).toEqual({ deleted: 1 });
    expect((await list({ name: created.name })).json().data.total).toBe(0);
  });

  it('refuses bad settings with a 400 naming the field, and a taken name with 409', async () => {
    const refused = {
      'non-http WSDL URL': { name: 'x1', wsdlUrl: 'ftp://ws.example.com/a?wsdl' },
      'a file as WSDL': { name: 'x2', wsdlUrl: 'file:///etc/passwd' },
      'a script as endpoint': { name: 'x3', wsdlUrl: 'https://ws.example.com/a?wsdl', endpoint: 'javascript:alert(1)' },
      'no timeout': { name: 'x4', wsdlUrl: 'https://ws.example.com/a?wsdl', timeoutSeconds: '0' },
      'a password without user': { name: 'x5', wsdlUrl: 'https://ws.example.com/a?wsdl', password: 'p' },
      'no name': { name: '', wsdlUrl: 'https://ws.example.com/a?wsdl' },
    };
    const field = { 'non-http WSDL URL': 'wsdlUrl', 'a file as WSDL': 'wsdlUrl', 'a script as endpoint': 'endpoint', 'no timeout': 'timeoutSeconds', 'a password without user': 'password', 'no name': 'name' };
    const before = (await list()).json().data.total;
    for (const [kind, form] of Object.entries(refused)) {
      const answer = await statusOf(add(form));
      expect(answer.code, kind).toBe(400);
      expect(answer.status_desc, kind).toContain(field[kind as keyof typeof field]);
    }
    expect((await list()).json().data.total).toBe(before);

    const taken = await addService();
    expect((await statusOf(add({ name: taken.name.toUpperCase(), wsdlUrl: soap.wsdlUrl })))).toEqual({ code: 409, status_desc: `WebService“${taken.name.toUpperCase()}”已存在` });
  });

  it('reveals a password only to holders of its own permission, auditing each reveal', async () => {
    const service = await addService();
    await t.createUser('ws-editor', 'ws-editor-1', { 'webservice-manage': ['view', 'add', 'edit', 'delete'] });
    const editor = await t.login('ws-editor', 'ws-editor-1');
    expect((await reveal(service.id, 'password', editor)).statusCode).toBe(403);
    expect((await t.call('GET', '/webservice/view/pwd/allowed', { token: editor })).json().data).toEqual({ allowed: false });

    await t.createUser('ws-keeper', 'ws-keeper-1', { 'webservice-manage': ['view'], 'webservice-password': ['view'] });
    const keeper = await t.login('ws-keeper', 'ws-keeper-1');
    expect((await t.call('GET', '/webservice/view/pwd/allowed', { token: keeper })).json().data).toEqual({ allowed: true });
    for (let time = 0; time < 2; time += 1) expect((await reveal(service.id, 'password', keeper)).json().data).toEqual({ value: PASSWORD });

    const reveals = await t.database.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'reveal'), eq(auditLog.target, 'webService'), eq(auditLog.targetId, String(service.id))));
    expect(reveals).toHaveLength(2);
    expect(JSON.stringify(reveals)).not.toContain(PASSWORD);

    const wrongField = await statusOf(reveal(service.id, 'secret'));
    expect(wrongField.code).toBe(400);
    expect(wrongField.status_desc).toContain('field');
    expect((await reveal(999_999)).statusCode).toBe(404);
  });

  it('reads the operations from the WSDL, adding only those not listed yet', async () => {
    const service = await addService();
    const read = await fromWsdl(service.id);
    expect(read.json().data).toEqual({ found: ['QueryInsured', 'QueryPayments'], added: ['QueryInsured', 'QueryPayments'] });
    const apis = (await apiList({ serviceId: String(service.id), sort: 'name', order: 'asc' })).json().data;
    expect(apis.total).toBe(2);
    expect(apis.records[0]).toMatchObject({ serviceId: service.id, serviceName: service.name, name: 'QueryInsured', soapAction: 'urn:example:insured#QueryInsured' });
    expect(JSON.parse(apis.records[0].paramsTemplate)).toEqual({ idCard: '', year: 0 });
    expect((await fromWsdl(service.id)).json().data).toEqual({ found: ['QueryInsured', 'QueryPayments'], added: [] });
    // The credentials went with the WSDL request.
    const wsdlRequest = soap.requests.findLast((request) => request.url === '/insured?wsdl');
    expect(wsdlRequest?.headers.authorization).toBe(`Basic ${Buffer.from(`console:${PASSWORD}`).toString('base64')}`);

    // A WSDL that moved is read where it went.
    const moved = await addService({ wsdlUrl: soap.movedUrl });
    expect((await fromWsdl(moved.id)).json().data).toEqual({ found: ['QueryInsured', 'QueryPayments'], added: ['QueryInsured', 'QueryPayments'] });
  });

  it('answers a clear 400 for a WSDL that does not load or is not one, and 409 for a disabled service', async () => {
    const cases: [string, string][] = [
      [soap.plainUrl, '无法读取 WSDL：内容不是 XML'],
      [soap.brokenUrl, '无法读取 WSDL：不是有效的 WSDL'],
      [soap.missingUrl, '无法读取 WSDL：HTTP 404'],
      ['http://127.0.0.1:9/none?wsdl', '无法读取 WSDL：连接被拒绝'],
      [soap.silentUrl, '无法读取 WSDL：1 秒内没有应答'],
      [soap.circleUrl, '无法读取 WSDL：重定向次数过多'],
    ];
    for (const [wsdlUrl, message] of cases) {
      const service = await addService({ wsdlUrl, timeoutSeconds: '1' });
      const answer = await statusOf(fromWsdl(service.id));
      expect(answer.code, wsdlUrl).toBe(400);
      expect(answer.status_desc, wsdlUrl).toContain(message);
      expect((await apiList({ serviceId: String(service.id) })).json().data.total).toBe(0);
    }
    const disabled = await addService({ enabled: 'false' });
    const seen = soap.requests.length;
    expect(await statusOf(fromWsdl(disabled.id))).toEqual({ code: 409, status_desc: `WebService“${disabled.name}”已停用，不会调用它；请先启用` });
    expect(soap.requests.length).toBe(seen);
  });

  it('invokes an operation: the answer, or the SOAP fault; a disabled service is never called', async () => {
    const service = await addService();
    await fromWsdl(service.id);
    const apis = (await apiList({ serviceId: String(service.id), sort: 'name', order: 'asc' })).json().data.records as { id: number; name: string }[];
    const queryInsured = apis.find((api) => api.name === 'QueryInsured')!;

    const answered = (await invoke(queryInsured.id, { idCard: '110101199001011234', year: 2026 })).json().data;
    expect(answered).toMatchObject({ ok: true, response: { name: '张三', status: '正常参保' }, fault: null });
    expect(soap.requests.at(-1)?.headers.authorization).toBe(`Basic ${Buffer.from(`console:${PASSWORD}`).toString('base64')}`);
    expect(soap.requests.at(-1)?.headers.soapaction).toBe('"urn:example:insured#QueryInsured"');

    const faulted = (await invoke(queryInsured.id, { idCard: UNKNOWN_ID_CARD, year: 2026 })).json().data;
    expect(faulted).toMatchObject({ ok: false, response: null, fault: { code: 'soap:Client', message: '查无此人' } });
    expect(faulted.fault.detail).toContain(UNKNOWN_ID_CARD);

    // Without parameters the operation's template is sent.
    expect((await invoke(apis.find((api) => api.name === 'QueryPayments')!.id)).json().data).toMatchObject({ ok: true, response: { months: 36 } });

    const notJson = await t.call('POST', '/webservice/api/invoke', { token: t.admin, json: { id: queryInsured.id, params: '{idCard:' } });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().status_desc).toContain('params');

    const unknown = (await addApi({ serviceId: String(service.id), name: 'NoSuchOperation' })).json().data;
    expect(await statusOf(invoke(unknown.id, {}))).toEqual({ code: 400, status_desc: '调用 WebService 失败：WSDL 中没有操作“NoSuchOperation”' });

    // The call, not only the WSDL, is held to the service's timeout.
    const silentEndpoint = await addService({ endpoint: soap.silentUrl, timeoutSeconds: '1' });
    await fromWsdl(silentEndpoint.id);
    const silentApi = (await apiList({ serviceId: String(silentEndpoint.id), name: 'QueryPayments' })).json().data.records[0];
    expect(await statusOf(invoke(silentApi.id, { idCard: '1' }))).toEqual({ code: 400, status_desc: '调用 WebService 失败：1 秒内没有应答' });
    const inEnglish = await t.call('POST', '/webservice/api/invoke', { token: t.admin, json: { id: unknown.id, params: '{}' }, headers: { 'accept-language': 'en' } });
    expect(inEnglish.json().status_desc).toBe('The web service call failed: the WSDL has no operation “NoSuchOperation”');

    await enable(service.id, false);
    const seen = soap.requests.length;
    expect((await invoke(queryInsured.id, { idCard: '1' })).json()).toMatchObject({ code: 409 });
    expect(soap.requests.length).toBe(seen);
  });

  it('lists, changes and deletes operations by hand, each name once per service', async () => {
    const service = await addService();
    const other = await addService();
    const api = (await addApi({ serviceId: String(service.id), name: 'QueryInsured', description: '查询', paramsTemplate: '{"idCard": ""}' })).json().data;
    expect(api).toMatchObject({ serviceId: service.id, serviceName: service.name, name: 'QueryInsured', soapAction: '', description: '查询' });
    expect((await addApi({ serviceId: String(service.id), name: 'QueryInsured' })).json()).toMatchObject({ code: 409, status_desc: '该WebService下已有接口“QueryInsured”' });
    expect((await addApi({ serviceId: String(other.id), name: 'QueryInsured' })).statusCode).toBe(200);
    expect((await addApi({ serviceId: '999999', name: 'X' })).json()).toMatchObject({ code: 400, status_desc: 'WebService不存在：999999' });
    const badTemplate = await addApi({ serviceId: String(service.id), name: 'Y', paramsTemplate: '[1, 2]' });
    expect(badTemplate.statusCode).toBe(400);
    expect(badTemplate.json().status_desc).toContain('paramsTemplate');

    const edited = await t.call('POST', '/webservice/api/edit', { token: t.admin, form: { id: String(api.id), soapAction: 'urn:q', description: '' } });
    expect(edited.json().data).toMatchObject({ soapAction: 'urn:q', description: '' });
    expect((await list({ name: service.name })).json().data.records[0].apiCount).toBe(1);
    expect((await t.call('GET', `/webservice/api/delById/${api.id}`, { token: t.admin })).json().data).toEqual({ deleted: 1 });
    expect((await apiList({ serviceId: String(service.id) })).json().data.total).toBe(0);

    // Deleting a service takes its operations with it, each deletion audited.
    const otherApi = (await apiList({ serviceId: String(other.id) })).json().data.records[0];
    await t.call('GET', `/webservice/delById/${other.id}`, { token: t.admin });
    expect((await apiList({ serviceId: String(other.id) })).json().data.total).toBe(0);
    const deletions = await t.database.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.target, 'webServiceApi'), eq(auditLog.targetId, String(otherApi.id))));
    expect(deletions).toHaveLength(1);
  });

  it('refuses callers without the page', async () => {
    await t.createUser('ws-viewer', 'ws-viewer-1', { 'webservice-manage': ['view'] });
    const viewer = await t.login('ws-viewer', 'ws-viewer-1');
    expect((await list({}, viewer)).statusCode).toBe(200);
    expect((await add({ name: 'v', wsdlUrl: soap.wsdlUrl }, viewer)).statusCode).toBe(403);
    expect((await t.call('POST', '/webservice/api/invoke', { token: viewer, json: { id: 1 } })).statusCode).toBe(403);
  });
});
