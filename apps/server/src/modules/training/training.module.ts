import { enrolmentsCrud, programmesCrud } from '@console/contract/training';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { languageOf } from '../../http/language.ts';
import { defineModule } from '../../module.ts';
import { lazySecretBox } from '../../platform/secret-box.ts';
import { enrolmentsExportName, enrolmentsWorkbook } from './enrolment-export.ts';
import { EnrolmentsService } from './enrolments.service.ts';
import { trainingFigures } from './figures.ts';
import { ProgrammesService } from './programmes.service.ts';
import { TrainingProviders } from './providers.ts';
import { seedDemoTraining } from './training.demo.ts';

/** 适岗培训: training companies, their programmes and the people enrolled, with the home page's figures. */
export const trainingModule = defineModule({
  name: 'training',
  after: ['files', 'dicts', 'companies'],
  build: ({ db, config, services }) => {
    const programmes = new ProgrammesService(db, services.files, services.dicts);
    const enrolments = new EnrolmentsService(db, lazySecretBox(config.secretsKey, config.dataDir));
    const providers = new TrainingProviders(db);
    return {
      handlers: {
        trainingProgrammes: crudHandlers(programmesCrud, programmes),
        trainingEnrolments: crudHandlers(enrolmentsCrud, enrolments),
        training: {
          programmeFigures: () => trainingFigures(db),
          enrolmentExport: async ({ body }, request, reply) => {
            const programme = await programmes.get(body.programmeId);
            const language = languageOf(request);
            const name = enrolmentsExportName(programme.title, language, new Date().toISOString().slice(0, 10));
            reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
            return enrolmentsWorkbook(programme.title, await enrolments.ofProgramme(body), language);
          },
          companyList: ({ query }) => providers.list(query),
          companyProgrammes: ({ params }) => providers.programmesOf(params.id),
          companyOptions: () => providers.options(),
          companyCandidates: ({ query }) => providers.candidates(query.name),
          companyProvider: async ({ body }, request) => ({ changed: await providers.setProvider(actorOf(request), body.companyIds, body.provider) }),
        },
      },
      demo: () => seedDemoTraining(db, services.dicts, enrolments),
    };
  },
});
