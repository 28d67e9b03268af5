import type { companiesRoutes, ImportStatus } from '@console/contract/companies';
import { actorOf } from '../../../crud/audit.ts';
import { languageOf, say, type Language } from '../../../http/language.ts';
import type { Handlers } from '../../../http/routes.ts';
import { uploadedFile } from '../../../http/uploaded-file.ts';
import type { CompanyImports } from './company-import.ts';
import { importTemplate, TEMPLATE_NAME } from './import-template.ts';

type ImportRoutes = Pick<typeof companiesRoutes, 'importUpload' | 'importCommit' | 'importStatus' | 'importTemplate'>;

/** An import's refusals and failure in the reader's language: they are kept as the server says them, in Chinese. */
const inLanguage = (status: ImportStatus, language: Language): ImportStatus => ({
  ...status,
  errors: status.errors.map((error) => ({ ...error, message: say(error.message, language) })),
  failure: status.failure === null ? null : say(status.failure, language),
});

export function importHandlers(imports: CompanyImports): Handlers<ImportRoutes> {
  return {
    importUpload: async (_input, request) => inLanguage(await imports.upload(actorOf(request), await uploadedFile(request)), languageOf(request)),
    importCommit: async ({ body }, request) => inLanguage(await imports.commit(actorOf(request), body), languageOf(request)),
    importStatus: async ({ query }, request) => inLanguage(await imports.status(actorOf(request), query.id), languageOf(request)),
    importTemplate: async (_input, request, reply) => {
      const language = languageOf(request);
      reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(TEMPLATE_NAME[language])}`);
      return importTemplate(language);
    },
  };
}
