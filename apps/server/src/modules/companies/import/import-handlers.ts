import type { companiesRoutes } from '@console/contract/companies';
import { actorOf } from '../../../crud/audit.ts';
import type { Handlers } from '../../../http/routes.ts';
import { uploadedFile } from '../../../http/uploaded-file.ts';
import type { CompanyImports } from './company-import.ts';
import { importTemplate } from './import-template.ts';

type ImportRoutes = Pick<typeof companiesRoutes, 'importUpload' | 'importCommit' | 'importStatus' | 'importTemplate'>;

const TEMPLATE_NAME = '企业导入模板.xlsx';

export function importHandlers(imports: CompanyImports): Handlers<ImportRoutes> {
  return {
    importUpload: async (_input, request) => imports.upload(actorOf(request), await uploadedFile(request)),
    importCommit: async ({ body }, request) => imports.commit(actorOf(request), body),
    importStatus: async ({ query }, request) => imports.status(actorOf(request), query.id),
    importTemplate: async (_input, _request, reply) => {
      reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(TEMPLATE_NAME)}`);
      return importTemplate();
    },
  };
}
