import { isvLimitsCrud, isvRolesCrud, isvRoutesCrud, isvsCrud, ipBlacklistCrud } from '@console/contract/open-platform';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { callerOf } from '../../http/access.ts';
import { defineModule } from '../../module.ts';
import type { MaybePromise } from '../../platform/maybe-promise.ts';
import { OffThreadSigner } from '../../platform/off-thread-signer.ts';
import { lazySecretBox } from '../../platform/secret-box.ts';
import { addDemo } from './demo-open-platform.ts';
import { Gateway } from './gateway.ts';
import { loadGatewayConfig, type GatewayConfig } from './gateway-config.ts';
import { GatewayLimiters } from './gateway-limits.ts';
import { GatewayStatsRecorder } from './gateway-stats.ts';
import { IpBlacklistService } from './ip-blacklist.service.ts';
import { IsvLimitsService } from './isv-limits.service.ts';
import { IsvRolesService } from './isv-roles.service.ts';
import { IsvRoutesService } from './isv-routes.service.ts';
import { IsvsService } from './isvs.service.ts';

/** Tells every instance's gateway that what it checks changed (triggers of migration 0019). */
const CONFIG_CHANNEL = 'open_platform_changed';

/** The open platform: partners, their roles and keys, the routes they may call, blacklist and limits, and the gateway enforcing them. */
export const openPlatformModule = defineModule({
  name: 'open-platform',
  build: ({ db, cache, config, log, memoOf, openOperations, outbound, services }) => {
    const secrets = lazySecretBox(config.secretsKey, config.dataDir);
    const roles = new IsvRolesService(db);
    const isvs = new IsvsService(db, roles, secrets);
    const routes = new IsvRoutesService(db, roles);
    const blacklist = new IpBlacklistService(db);
    const limits = new IsvLimitsService(db);
    const memo = memoOf(CONFIG_CHANNEL);
    const stats = new GatewayStatsRecorder(db, (error) => log.warn({ err: error }, 'gateway figures not written'));
    const signer = new OffThreadSigner();
    const gateway = new Gateway({
      config: () => memo.remember('config', () => loadGatewayConfig(db, secrets)) as MaybePromise<GatewayConfig>,
      cache, stats, operations: openOperations, limiters: new GatewayLimiters(cache), signer, outbound,
    });
    return {
      provides: { partnerGate: (request) => gateway.admit(request) },
      handlers: {
        isvRoles: { ...crudHandlers(isvRolesCrud, roles), listAll: () => roles.options() },
        isvs: {
          ...crudHandlers(isvsCrud, isvs),
          keysGet: ({ params }, request) => isvs.revealKeys(actorOf(request), params.id),
          keysGen: ({ body }, request) => isvs.generateKeys(actorOf(request), body.id),
          keysUpdate: ({ body }, request) => isvs.setPublicKey(actorOf(request), body.id, body.publicKey),
          mayRevealKeys: async (_input, request) => ({ allowed: await services.access.isAllowed(callerOf(request).userId, ['isv-keys'], 'view') }),
        },
        isvRoutes: {
          ...crudHandlers(isvRoutesCrud, routes),
          listAll: () => routes.options(),
          updateRole: ({ body }, request) => routes.setRoles(actorOf(request), body.id, body.roleIds),
          stats: ({ query }) => stats.read(query.routeId, query.hours),
        },
        ipBlacklist: {
          ...crudHandlers(ipBlacklistCrud, blacklist),
          enable: ({ params }, request) => blacklist.setEnabled(actorOf(request), params.id, true),
          disable: ({ params }, request) => blacklist.setEnabled(actorOf(request), params.id, false),
        },
        isvLimits: crudHandlers(isvLimitsCrud, limits),
        openGateway: { call: ({ body }, request) => gateway.call(body, request) },
      },
      demo: (actor) => addDemo(actor, { db, roles, isvs, routes, blacklist, limits }),
      start: async () => async () => {
        await signer.close();
        await stats.flush();
      },
    };
  },
});
