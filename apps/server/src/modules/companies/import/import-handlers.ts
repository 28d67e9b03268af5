import type { FastifyRequest } from 'fastify';
import { MESSAGES, UPLOAD_FIELD, type companiesRoutes } from '@console/contract';
import { actorOf } from '../../../crud/audit.ts';
import { badRequest } from '../../../http/errors.ts';
import type { Handlers } from '../../../http/routes.ts';
import type { CompanyImports, IncomingImport } from './company-import.ts';
import { importTemplate } from './import-template.ts';

type ImportRoutes = Pick<typeof companiesRoutes, 'importUpload' | 'importCommit' | 'importStatus' | 'importTemplate'>;

const TEMPLATE_NAME = '企业导入模板.xlsx';

/** The one file of a multipart request, in the `file` field. */
async function importedFile(request: FastifyRequest): Promise<IncomingImport> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part || part.fieldname !== UPLOAD_FIELD) throw badRequest(MESSAGES.fileMissing);
  return { filename: part.filename, content: part.file };
}

export function importHandlers(imports: CompanyImports): Handlers<ImportRoutes> {
  return {
    importUpload: async (_input, request) => imports.upload(actorOf(request), await importedFile(request)),
    importCommit: async ({ body }, request) => imports.commit(actorOf(request), body),
    importStatus: async ({ query }, request) => imports.status(actorOf(request), query.id),
    importTemplate: async (_input, _request, reply) => {
      reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(TEMPLATE_NAME)}`);
      return importTemplate();
    },
  };
}
