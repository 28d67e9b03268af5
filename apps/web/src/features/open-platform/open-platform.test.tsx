import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, type PermType } from '@console/contract';
import { type GatewayStats, type IpBlacklistRecord, type IsvKeys, type IsvLimitRecord, type IsvRecord, type IsvRouteRecord } from '@console/contract/open-platform';
import { clickWhenClickable, pageOf, renderPage, scriptedApiForFile, type SeenRequest, shownErrorsForFile } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import IpBlacklistPage from './ip-blacklist.page.tsx';
import IsvLimitsPage from './isv-limits.page.tsx';
import IsvRolesPage from './isv-roles.page.tsx';
import IsvRoutesPage from './isv-routes.page.tsx';
import IsvsPage from './isvs.page.tsx';
import { chart } from '../../test/echarts-stand-in.ts';

const AT = '2026-05-01T08:00:00.000Z';
const PAGES = { isvs: 'isv-manage', roles: 'isv-role-manage', routes: 'isv-route-manage', blacklist: 'ipblack-manage', limits: 'isv-limit-manage' } as const;

const jsonOf = (request: SeenRequest) => JSON.parse(request.text) as unknown;

function isv(id: number, overrides: Partial<IsvRecord> = {}): IsvRecord {
  return {
    id, appKey: `ak_${id}0000000000000000`, name: `ISV${id}`, enabled: true, roleIds: [1], roleNames: ['合作伙伴'], signTypes: [],
    secret: '', publicKey: '', platformPublicKey: '', remark: '', createdAt: AT, updatedAt: AT, ...overrides,
  };
}

function route(id: number, overrides: Partial<IsvRouteRecord> = {}): IsvRouteRecord {
  return {
    id, name: 'company.info.get', version: '1.0', title: '企业信息', enabled: true, needsPermission: true, targetKind: 'http',
    targetUrl: 'http://127.0.0.1:9/echo', operation: '', timeoutMs: 10_000, roleIds: [1], roleNames: ['合作伙伴'], remark: '',
    createdAt: AT, updatedAt: AT, ...overrides,
  };
}

const ROLE_OPTIONS = [{ id: 1, code: 'partner', name: '合作伙伴' }, { id: 2, code: 'gov', name: '政务' }];
const ROUTE_OPTIONS = [{ id: 3, name: 'company.info.get', version: '1.0', title: '企业信息' }];

const api = scriptedApiForFile();
const shown = shownErrorsForFile();
beforeEach(() => {
  chart.setOption.mockClear();
  api.reset({
    '/isvRole/listAll': () => ({ data: ROLE_OPTIONS }),
    '/isvRoute/listAll': () => ({ data: ROUTE_OPTIONS }),
  });
});

const open = (page: ReactNode, name: string, perms?: PermType[]) => renderPage(page, { name, url: `/sys/open-manage/${name}`, perms });
const confirmPopup = async () => button(OK, await screen.findByRole('tooltip'));
const dialogTitled = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('.ant-modal, .ant-drawer')!;
const choose = async (title: string) => userEvent.click([...document.querySelectorAll(`.ant-select-dropdown [title="${title}"]`)].at(-1)!);

describe('ISVs and their keys', () => {
  const KEYS: IsvKeys = {
    appKey: 'ak_10000000000000000', secret: 'hmac-secret-once',
    privateKey: '-----BEGIN PRIVATE KEY-----\nPARTNER-PRIVATE\n-----END PRIVATE KEY-----', publicKey: '-----BEGIN PUBLIC KEY-----\nPARTNER-PUBLIC\n-----END PUBLIC KEY-----',
    platformPrivateKey: '-----BEGIN PRIVATE KEY-----\nPLATFORM-PRIVATE\n-----END PRIVATE KEY-----', platformPublicKey: '-----BEGIN PUBLIC KEY-----\nPLATFORM-PUBLIC\n-----END PUBLIC KEY-----',
  };
  const generated = isv(1, { secret: '******', signTypes: ['HMAC-SHA256', 'RSA-SHA256'], publicKey: KEYS.publicKey, platformPublicKey: KEYS.platformPublicKey });
  let current: IsvRecord;

  beforeEach(() => {
    current = isv(1);
    api.reply({
      '/isv/isvList': () => pageOf([current]),
      '/isv/isvGet/1': () => ({ data: current }),
      '/isv/keysGet/allowed': () => ({ data: { allowed: false } }),
    });
  });

  const openKeys = async () => {
    open(<IsvsPage />, PAGES.isvs);
    await userEvent.click(button(/^密\s*钥$/, await screen.findByText('ISV1').then((cell) => cell.closest('tr')!)));
    return dialogTitled('“ISV1”的密钥');
  };

  it('generates keys after a warning and shows them once, then only masked', async () => {
    api.reply({
      '/isv/keysGen': () => {
        current = generated;
        return { data: KEYS, desc: MESSAGES.isvKeysGenerated };
      },
    });
    const drawer = await openKeys();
    expect(within(drawer).getAllByText('未设置').length).toBeGreaterThan(0);
    await userEvent.click(button('生成密钥', drawer));
    expect(await screen.findByText(/旧的 Secret 和密钥对立即失效/)).toBeInTheDocument();
    expect(api.to('/isv/keysGen')).toHaveLength(0);
    await userEvent.click(await confirmPopup());

    const keys = await dialogTitled('“ISV1”的新密钥');
    expect(jsonOf(api.to('/isv/keysGen')[0]!)).toEqual({ id: 1 });
    expect(within(keys).getByText('私钥和 Secret 只显示这一次')).toBeInTheDocument();
    expect(within(keys).getByText('hmac-secret-once')).toBeInTheDocument();
    expect(within(keys).getByText(/PARTNER-PRIVATE/)).toBeInTheDocument();
    expect(within(keys).getByText(/PLATFORM-PRIVATE/)).toBeInTheDocument();
    expect(within(keys).getByText(/PLATFORM-PUBLIC/)).toBeInTheDocument();
    expect(within(keys).getByText('下载 JSON')).toBeInTheDocument();

    await userEvent.click(button('我已保存，关闭', keys));
    await waitFor(() => expect(screen.queryByText(/PARTNER-PRIVATE/)).not.toBeInTheDocument());
    expect(screen.queryByText('hmac-secret-once')).not.toBeInTheDocument();
    // The drawer and the row ask again and show what the server shows: the secret masked, the public keys.
    expect(await within(drawer).findByText('******')).toBeInTheDocument();
    expect(within(drawer).getByText(/PLATFORM-PUBLIC/)).toBeInTheDocument();
    await waitFor(() => expect(within(row('ISV1')).getByText('******')).toBeInTheDocument());
    expect(within(drawer).queryByText('查看密钥')).not.toBeInTheDocument();
    expect(button('生成密钥', drawer)).not.toHaveClass('ant-btn-loading');
    expect(api.requests.filter(({ path }) => path === '/isv/keysGet/1')).toHaveLength(0);
    expect(shown).toEqual([]);
  });

  it('offers the reveal only when the server allows it, and shows the keys it answers', async () => {
    current = generated;
    api.reply({
      '/isv/keysGet/allowed': () => ({ data: { allowed: true } }),
      '/isv/keysGet/1': () => ({ data: KEYS }),
    });
    const drawer = await openKeys();
    await userEvent.click(await within(drawer).findByText('查看密钥'));
    const keys = await dialogTitled('“ISV1”的全部密钥');
    expect(await within(keys).findByText(/PARTNER-PRIVATE/)).toBeInTheDocument();
    expect(within(keys).getByText('每次查看都记录在审计日志中。')).toBeInTheDocument();
    expect(api.to('/isv/keysGet/1')).toHaveLength(1);
  });

  it('shows no key buttons but the reveal to a user who may only view', async () => {
    api.reply({ '/isv/keysGet/allowed': () => ({ data: { allowed: true } }) });
    open(<IsvsPage />, PAGES.isvs, ['view']);
    await userEvent.click(button(/^密\s*钥$/, await screen.findByText('ISV1').then((cell) => cell.closest('tr')!)));
    const drawer = await dialogTitled('“ISV1”的密钥');
    expect(await within(drawer).findByText('查看密钥')).toBeInTheDocument();
    expect(within(drawer).queryByText('生成密钥')).not.toBeInTheDocument();
    expect(within(drawer).queryByText('设置公钥')).not.toBeInTheDocument();
  });

  it('checks a public key, and shows the server’s refusal of it on the field', async () => {
    const refusal = MESSAGES.isvPublicKeyTooShort(1024);
    api.reply({ '/isv/keysUpdate': () => ({ status: 400, desc: MESSAGES.invalidField('publicKey', refusal) }) });
    const drawer = await openKeys();
    await userEvent.click(button('设置公钥', drawer));
    const dialog = await dialogTitled('设置“ISV1”的合作方公钥');
    const field = within(dialog).getByLabelText('合作方公钥');
    await userEvent.click(field);
    await userEvent.paste('not a key');
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText(MESSAGES.isvPublicKeyNotPem)).toBeInTheDocument();
    expect(api.to('/isv/keysUpdate')).toHaveLength(0);

    const pem = '-----BEGIN PUBLIC KEY-----\nMIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC\n-----END PUBLIC KEY-----';
    await userEvent.clear(field);
    await userEvent.paste(pem);
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(jsonOf(api.to('/isv/keysUpdate')[0]!)).toEqual({ id: 1, publicKey: pem });
    expect(screen.getByText('设置“ISV1”的合作方公钥')).toBeInTheDocument();
  });

  it('switches an ISV off through the update route', async () => {
    api.reply({ '/isv/update': () => ({ data: isv(1, { enabled: false }) }) });
    open(<IsvsPage />, PAGES.isvs);
    await userEvent.click(within((await screen.findByText('ISV1')).closest('tr')!).getByRole('switch'));
    await waitFor(() => expect(api.to('/isv/update')).toHaveLength(1));
    expect(jsonOf(api.to('/isv/update')[0]!)).toEqual({ id: 1, enabled: false });
    expect(await screen.findByText('状态已更新')).toBeInTheDocument();
    await waitFor(() => expect(api.to('/isv/isvList')).toHaveLength(2));
  });
});

describe('ISV roles', () => {
  it('lists the counts and shows the server’s refusal to delete a role in use', async () => {
    const refusal = MESSAGES.isvRoleInUse('合作伙伴', 2, 1);
    api.reply({
      '/isvRole/list': () => pageOf([{ id: 1, code: 'partner', name: '合作伙伴', remark: '', isvCount: 2, routeCount: 1, createdAt: AT, updatedAt: AT }]),
      '/isvRole/delByIds/1': () => ({ status: 409, desc: refusal }),
    });
    open(<IsvRolesPage />, PAGES.roles);
    expect(await screen.findByText('partner')).toBeInTheDocument();
    await userEvent.click(button(/^删\s*除$/, row('partner')));
    await userEvent.click(await confirmPopup());
    await waitFor(() => expect(shown).toEqual([refusal]));
  });
});

describe('open routes', () => {
  beforeEach(() => {
    api.reply({ '/isvRoute/list': () => pageOf([route(3)]) });
  });

  it('creates an http route with its upstream and no operation', async () => {
    api.reply({ '/isvRoute/add': () => ({ data: route(4) }) });
    open(<IsvRoutesPage />, PAGES.routes);
    await screen.findByText('企业信息');
    await userEvent.click(button(/^新\s*增$/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('平台操作')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('接口名'), 'company.staff.list');
    await userEvent.type(within(dialog).getByLabelText('标题'), '企业员工');
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText('请填写上游地址')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('上游地址'), 'http://127.0.0.1:9/echo');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/isvRoute/add')).toHaveLength(1));
    expect(jsonOf(api.to('/isvRoute/add')[0]!)).toEqual({
      name: 'company.staff.list', version: '1.0', title: '企业员工', targetKind: 'http', targetUrl: 'http://127.0.0.1:9/echo',
      timeoutMs: 10_000, needsPermission: true, enabled: true, remark: '',
    });
  });

  it('grants a route to the chosen ISV roles', async () => {
    api.reply({ '/isvRoute/updateRole': () => ({ data: route(3, { roleIds: [1, 2], roleNames: ['合作伙伴', '政务'] }) }) });
    open(<IsvRoutesPage />, PAGES.routes);
    await userEvent.click(button('授权角色', (await screen.findByText('企业信息')).closest('tr')!));
    const title = '可调用“company.info.get”的 ISV 角色';
    const dialog = await dialogTitled(title);
    await userEvent.click(within(dialog).getByLabelText(title));
    await choose('政务');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/isvRoute/updateRole')).toHaveLength(1));
    expect(jsonOf(api.to('/isvRoute/updateRole')[0]!)).toEqual({ id: 3, roleIds: [1, 2] });
    expect(await screen.findByText('授权已保存')).toBeInTheDocument();
    await waitFor(() => expect(api.to('/isvRoute/list').length).toBeGreaterThan(1));
  });

  it('draws a route’s calls over the hours chosen, and those of all routes', async () => {
    const stats: GatewayStats = {
      points: [
        { at: '2026-05-01T08:00:00.000Z', calls: 10, errors: 1, avgMs: 20, maxMs: 80 },
        { at: '2026-05-01T09:00:00.000Z', calls: 30, errors: 0, avgMs: 40, maxMs: 90 },
      ],
      byIsv: [{ appKey: 'ak_1', name: '人社合作方', calls: 40, errors: 1, avgMs: 35, maxMs: 90 }],
    };
    api.reply({ '/isvRoute/stats': () => ({ data: stats }) });
    open(<IsvRoutesPage />, PAGES.routes);
    await userEvent.click(button('调用统计', (await screen.findByText('企业信息')).closest('tr')!));
    const dialog = await dialogTitled('“company.info.get v1.0”的调用统计');
    expect(await within(dialog).findByText('人社合作方')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/isvRoute/stats')[0]!.query)).toEqual({ routeId: '3', hours: '24' });
    await waitFor(() => expect(chart.setOption).toHaveBeenCalled());
    const options = chart.setOption.mock.calls.map(([option]) => option as { series: { name: string; data: number[] }[] });
    expect(options.find((option) => option.series[0]!.name === '调用次数')!.series.map(({ data }) => data)).toEqual([[10, 30], [1, 0]]);
    expect(options.find((option) => option.series[0]!.name === '平均耗时（ms）')!.series[0]!.data).toEqual([20, 40]);

    await userEvent.click(within(dialog).getByLabelText('时间范围'));
    await choose('最近 7 天');
    await waitFor(() => expect(api.to('/isvRoute/stats')).toHaveLength(2));
    expect(Object.fromEntries(api.to('/isvRoute/stats')[1]!.query)).toEqual({ routeId: '3', hours: '168' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(button('全部调用统计'));
    await dialogTitled('全部路由的调用统计');
    await waitFor(() => expect(api.to('/isvRoute/stats')).toHaveLength(3));
    expect(Object.fromEntries(api.to('/isvRoute/stats')[2]!.query)).toEqual({ hours: '24' });
  });

  it('says so when a period has no calls', async () => {
    api.reply({ '/isvRoute/stats': () => ({ data: { points: [], byIsv: [] } }) });
    open(<IsvRoutesPage />, PAGES.routes, ['view']);
    await userEvent.click(button('调用统计', (await screen.findByText('企业信息')).closest('tr')!));
    expect(await screen.findByText('这段时间没有调用')).toBeInTheDocument();
    expect(screen.queryByText('授权角色')).not.toBeInTheDocument();
  });
});

describe('IP blacklist', () => {
  const entry = (id: number, ip: string, enabled: boolean): IpBlacklistRecord => ({ id, ip, enabled, remark: '', createdAt: AT, updatedAt: AT });

  beforeEach(() => {
    api.reply({
      '/isv/ip/list': () => pageOf([entry(1, '203.0.113.7', true), entry(2, '198.51.100.0/24', false)]),
      '/isv/ip/disable/1': () => ({ data: entry(1, '203.0.113.7', false) }),
      '/isv/ip/enable/2': () => ({ data: entry(2, '198.51.100.0/24', true) }),
    });
  });

  it('switches an entry on and off through the enable and disable routes', async () => {
    open(<IpBlacklistPage />, PAGES.blacklist);
    await userEvent.click(within((await screen.findByText('203.0.113.7')).closest('tr')!).getByRole('switch'));
    await waitFor(() => expect(api.to('/isv/ip/disable/1')).toHaveLength(1));
    await waitFor(() => expect(api.to('/isv/ip/list')).toHaveLength(2));
    await clickWhenClickable(() => within(row('198.51.100.0/24')).getByRole('switch'));
    await waitFor(() => expect(api.to('/isv/ip/enable/2')).toHaveLength(1));
    expect(api.to('/isv/ip/enable/2')[0]!.method).toBe('GET');
    expect(api.to('/isv/ip/edit')).toHaveLength(0);
  });

  it('refuses a malformed address with the contract’s message before sending it', async () => {
    api.reply({ '/isv/ip/add': () => ({ data: entry(3, '2001:db8::/32', true) }) });
    open(<IpBlacklistPage />, PAGES.blacklist);
    await screen.findByText('203.0.113.7');
    await userEvent.click(button(/^新\s*增$/));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('IP / 网段'), '300.1.2.3');
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText(MESSAGES.ipOrRangeInvalid)).toBeInTheDocument();
    expect(api.to('/isv/ip/add')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('IP / 网段'));
    await userEvent.type(within(dialog).getByLabelText('IP / 网段'), '2001:db8::/32');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/isv/ip/add')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/isv/ip/add')[0]!.body)).toEqual({ ip: '2001:db8::/32', enabled: 'true', remark: '' });
  });
});

describe('rate limits', () => {
  function limit(id: number, overrides: Partial<IsvLimitRecord> = {}): IsvLimitRecord {
    return {
      id, name: `规则${id}`, routeId: 3, routeName: 'company.info.get', appKey: '', ip: '', kind: 'window', points: 5, periodSeconds: 1, burst: 0,
      enabled: true, remark: '', createdAt: AT, updatedAt: AT, ...overrides,
    };
  }

  beforeEach(() => {
    api.reply({
      '/isv/limit/list': () => pageOf([
        limit(1, { name: '每秒五次' }),
        limit(2, { name: '合作方桶', routeId: null, routeName: '', appKey: 'ak_1', kind: 'bucket', points: 10, periodSeconds: 0, burst: 20 }),
        limit(3, { name: '每分钟', periodSeconds: 120 }),
      ]),
      '/isv/limit/add': () => ({ data: limit(4) }),
      '/isv/limit/edit': () => ({ data: limit(1) }),
    });
  });

  it('shows each rule as a person says it', async () => {
    open(<IsvLimitsPage />, PAGES.limits);
    expect(await within((await screen.findByText('每秒五次')).closest('tr')!).findByText('5 次 / 1 秒')).toBeInTheDocument();
    expect(within(row('合作方桶')).getByText('10 次/秒，突发 20')).toBeInTheDocument();
    expect(within(row('每分钟')).getByText('5 次 / 2 分钟')).toBeInTheDocument();
  });

  it('sends a window rule for a route, and a bucket rule for an app key', async () => {
    open(<IsvLimitsPage />, PAGES.limits);
    await screen.findByText('每秒五次');
    await userEvent.click(button(/^新\s*增$/));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('名称'), '企业信息限流');
    await userEvent.type(within(dialog).getByLabelText('次数上限'), '5');
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText(MESSAGES.limitNeedsSubject)).toBeInTheDocument();
    expect(api.to('/isv/limit/add')).toHaveLength(0);

    await userEvent.click(within(dialog).getByLabelText('路由'));
    await choose('company.info.get v1.0 — 企业信息');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/isv/limit/add')).toHaveLength(1));
    expect(jsonOf(api.to('/isv/limit/add')[0]!)).toEqual({
      name: '企业信息限流', routeId: 3, appKey: '', ip: '', kind: 'window', points: 5, periodSeconds: 1, enabled: true, remark: '',
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(button(/^新\s*增$/));
    const next = await screen.findByRole('dialog');
    await userEvent.type(within(next).getByLabelText('名称'), '合作方令牌桶');
    await userEvent.type(within(next).getByLabelText('AppKey'), 'ak_1');
    await userEvent.click(within(next).getByText('令牌桶'));
    expect(within(next).queryByLabelText('时间窗口（秒）')).not.toBeInTheDocument();
    await userEvent.type(within(next).getByLabelText('速率（次/秒）'), '10');
    await userEvent.clear(within(next).getByLabelText('突发容量'));
    await userEvent.type(within(next).getByLabelText('突发容量'), '20');
    await userEvent.click(button(OK, next));
    await waitFor(() => expect(api.to('/isv/limit/add')).toHaveLength(2));
    expect(jsonOf(api.to('/isv/limit/add')[1]!)).toEqual({
      name: '合作方令牌桶', routeId: null, appKey: 'ak_1', ip: '', kind: 'bucket', points: 10, burst: 20, enabled: true, remark: '',
    });
  });

  it('clears a rule’s route with null', async () => {
    open(<IsvLimitsPage />, PAGES.limits);
    await userEvent.click(button(/^编\s*辑$/, (await screen.findByText('每秒五次')).closest('tr')!));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('company.info.get v1.0 — 企业信息')).toBeInTheDocument();
    await userEvent.click(dialog.querySelector('.ant-select-clear')!);
    await userEvent.type(within(dialog).getByLabelText('AppKey'), 'ak_1');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/isv/limit/edit')).toHaveLength(1));
    expect(jsonOf(api.to('/isv/limit/edit')[0]!)).toMatchObject({ id: 1, routeId: null, appKey: 'ak_1', kind: 'window', points: 5, periodSeconds: 1 });
  });
});
