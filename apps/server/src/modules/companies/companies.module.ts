import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@console/contract';
import { companiesCrud } from '@console/contract/companies';
import { MIGRATION_EXPORT_MAX } from '@console/contract/company-watch';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { callerOf } from '../../http/access.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { languageOf } from '../../http/language.ts';
import { defineModule } from '../../module.ts';
import { CompaniesService } from './companies.service.ts';
import { seedDemoCompanies } from './companies.demo.ts';
import { CompanyFollows } from './follows.ts';
import { companyImportTarget } from './import-target.ts';
import { CompanyImports } from './import/company-import.ts';
import { importHandlers } from './import/import-handlers.ts';
import { migrationExportName, migrationWorkbook } from './migration-export.ts';
import { MigrationLibrary } from './migration-library.ts';
import { RegionIndex } from './regions.ts';
import { WatchConfigs, type Watcher } from './watch-configs.ts';

/** The customer behind a customer-only route (the access check admitted only customers). */
function watcherOf(request: FastifyRequest): Watcher {
  const { userId, customer } = callerOf(request);
  if (!customer) throw forbidden();
  return { userId, customer };
}

/**
 * The company library and what customers watch of it: 企业管理 for administrators (edits and imports),
 * the regions, 迁入库/迁出库, follows and 动态中心, and the data screen.
 */
export const companiesModule = defineModule({
  name: 'companies',
  after: ['users'],
  build: ({ db, sockets, config, closing, log }) => {
    const regions = new RegionIndex();
    const follows = new CompanyFollows(db, sockets, regions);
    const library = new CompaniesService(db, regions, follows);
    const migrations = new MigrationLibrary(db, regions, follows);
    const watch = new WatchConfigs(db, regions);
    const imports = new CompanyImports({ db, sockets, dataDir: config.dataDir, closing, log, library: companyImportTarget(regions, follows) });
    return {
      handlers: {
        companies: {
          ...crudHandlers(companiesCrud, library),
          ...importHandlers(imports),
          watchList: async ({ body }) => watch.list(body),
          watchSave: async ({ body }, request) => watch.save(actorOf(request), body),
        },
        companyWatch: {
          queryConfig: async (_input, request) => watch.config(watcherOf(request)),
          queryRegion: async (_input, request) => watch.region(watcherOf(request)),
          updateConfig: async ({ body }, request) => watch.setLabels(watcherOf(request), body.labels),
          regionTree: ({ body }) => regions.children(body.parentCode),
          migrationPage: async ({ body }, request) => {
            const watcher = watcherOf(request);
            return migrations.page(watcher.userId, await watch.regionOf(watcher), await watch.regionWithin(watcher, body.regionCode), body);
          },
          migrationExport: async ({ body }, request, reply) => {
            const watcher = watcherOf(request);
            const rows = await migrations.upTo(watcher.userId, await watch.regionOf(watcher), await watch.regionWithin(watcher, body.regionCode), body, MIGRATION_EXPORT_MAX);
            if (rows.length > MIGRATION_EXPORT_MAX) throw badRequest(MESSAGES.companies.exportTooLarge(MIGRATION_EXPORT_MAX));
            const language = languageOf(request);
            const name = migrationExportName(body.migrationType, language, new Date().toISOString().slice(0, 10));
            reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
            return migrationWorkbook(body.migrationType, rows, language);
          },
          screen: async (_input, request) => migrations.screen(await watch.regionOf(watcherOf(request))),
          batchUpdateFocus: async ({ body }, request) => ({ changed: await follows.setFollowed(callerOf(request).userId, body.companyIds, body.focus) }),
          followPage: async ({ body }, request) => follows.followPage(callerOf(request).userId, body),
          changePage: async ({ body }, request) => follows.changePage(callerOf(request).userId, body),
          markRead: async ({ body }, request) => follows.markRead(callerOf(request).userId, body.ids, body.isRead === 1),
          unreadCount: async (_input, request) => follows.unread(callerOf(request).userId),
          readAll: async (_input, request) => follows.readAll(callerOf(request).userId),
        },
      },
      seed: (tx) => regions.seed(tx),
      demo: () => seedDemoCompanies(db, regions),
      tidyUp: () => imports.forgetStale(),
      start: async () => () => imports.stop(),
    };
  },
});
