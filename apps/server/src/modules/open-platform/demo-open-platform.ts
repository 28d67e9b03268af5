import type { Actor } from '../../crud/audit.ts';
import type { Db } from '../../platform/database.ts';
import { gatewayStats } from './open-platform.table.ts';
import type { IpBlacklistService } from './ip-blacklist.service.ts';
import type { IsvLimitsService } from './isv-limits.service.ts';
import type { IsvRolesService } from './isv-roles.service.ts';
import type { IsvRoutesService } from './isv-routes.service.ts';
import type { IsvsService } from './isvs.service.ts';

interface OpenPlatformServices {
  db: Db;
  roles: IsvRolesService;
  isvs: IsvsService;
  routes: IsvRoutesService;
  blacklist: IpBlacklistService;
  limits: IsvLimitsService;
}

/** Two partners with keys, the routes they call, a blacklisted range and two limits: a living open platform. */
export async function addDemo(actor: Actor, { db, roles, isvs, routes, blacklist, limits }: OpenPlatformServices): Promise<void> {
  const basic = await roles.create(actor, { code: 'basic', name: '基础数据', remark: '字典、站点配置等公开参考数据' });
  const company = await roles.create(actor, { code: 'company-data', name: '企业数据', remark: '企业信息与岗位数据，需签约后开通' });
  const yuncai = await isvs.create(actor, { name: '杭州云才人力科技有限公司', roleIds: [basic.id, company.id], remark: '招聘 SaaS 合作伙伴，2026 年签约' });
  const zhitong = await isvs.create(actor, { name: '北京职通数据服务有限公司', roleIds: [basic.id], remark: '试用期，仅开放基础数据' });
  await isvs.generateKeys(actor, yuncai.id);
  await isvs.generateKeys(actor, zhitong.id);
  await isvs.create(actor, { name: '深圳前程互联（已停用）', enabled: false, remark: '合同到期，暂停调用' });
  const dictRoute = await routes.create(actor, {
    name: 'dict.entries.get', version: '1.0', title: '按类型查询数据字典', targetKind: 'operation', operation: 'dict.entries', needsPermission: true, remark: 'biz_content: {"type": "sex"}',
  });
  const domainRoute = await routes.create(actor, {
    name: 'site.config.get', version: '1.0', title: '按地址查询站点配置', targetKind: 'operation', operation: 'domain.config', needsPermission: true,
  });
  const companyRoute = await routes.create(actor, {
    name: 'company.info.get', version: '1.0', title: '查询企业工商信息', targetKind: 'http', targetUrl: 'https://api.example.com/company/info', timeoutMs: 5000, needsPermission: true,
    remark: '转发到企业数据服务（示例地址）',
  });
  await routes.setRoles(actor, dictRoute.id, [basic.id]);
  await routes.setRoles(actor, domainRoute.id, [basic.id]);
  await routes.setRoles(actor, companyRoute.id, [company.id]);
  await blacklist.create(actor, { ip: '203.0.113.0/24', remark: '2026-10 批量撞库来源网段' });
  await blacklist.create(actor, { ip: '198.51.100.23', remark: '异常高频调用' });
  await blacklist.create(actor, { ip: '2001:db8:dead::/48', enabled: false, remark: '已解除，保留记录' });
  await limits.create(actor, { name: '字典接口总量', routeId: dictRoute.id, kind: 'window', points: 600, periodSeconds: 60, remark: '所有 ISV 合计每分钟 600 次' });
  await addDemoCalls(db, [
    { routeId: dictRoute.id, isvId: yuncai.id, perMinute: 40, errorShare: 0.01, ms: 6 },
    { routeId: dictRoute.id, isvId: zhitong.id, perMinute: 12, errorShare: 0.05, ms: 7 },
    { routeId: companyRoute.id, isvId: yuncai.id, perMinute: 18, errorShare: 0.02, ms: 85 },
  ]);
  await limits.create(actor, { name: '试用伙伴限速', appKey: (await isvs.get(zhitong.id)).appKey, kind: 'bucket', points: 5, burst: 20, remark: '试用期每秒 5 次，可突发 20 次' });
}

const MINUTE_MS = 60_000;
const DEMO_HOURS = 6;

/**
 * Six hours of calls a minute for the routes' charts: busier in the middle of the day, with a little
 * noise, a share of failures and a latency around the route's usual one.
 */
async function addDemoCalls(db: Db, streams: { routeId: number; isvId: number; perMinute: number; errorShare: number; ms: number }[]): Promise<void> {
  const now = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
  const rows = streams.flatMap((stream) => Array.from({ length: DEMO_HOURS * 60 }, (_, index) => {
    const minute = new Date(now - (index + 1) * MINUTE_MS);
    const daytime = 0.6 + 0.4 * Math.sin(((minute.getHours() - 6) / 24) * 2 * Math.PI);
    const calls = Math.max(0, Math.round(stream.perMinute * daytime * (0.8 + 0.4 * Math.random())));
    const errors = Math.round(calls * stream.errorShare * Math.random() * 2);
    const avg = stream.ms * (0.8 + 0.4 * Math.random());
    return { minute, routeId: stream.routeId, isvId: stream.isvId, calls, errors, totalMs: Math.round(calls * avg), maxMs: Math.round(avg * 3) };
  }));
  await db.insert(gatewayStats).values(rows);
}
