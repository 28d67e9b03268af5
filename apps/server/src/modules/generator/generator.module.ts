import { MESSAGES } from '@console/contract';
import { definitionsCrud, REGISTRATION_PLACES, type EntityDefinition, type GeneratedCode } from '@console/contract/generator';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { badRequest } from '../../http/errors.ts';
import { defineModule } from '../../module.ts';
import type { Db } from '../../platform/database.ts';
import { DefinitionsService } from './definitions.service.ts';
import { addDemoDefinitions } from './generator.demo.ts';
import { generate } from './emit/generate.ts';
import { entityData, tableNames } from './entity-data.ts';
import { generationContext } from './generation-context.ts';

/** The path names the entity the body defines: a body for another entity is refused rather than generated under the wrong name. */
function checkEntity(entity: string, body: EntityDefinition): void {
  if (entity !== body.name) throw badRequest(MESSAGES.invalidField('name', MESSAGES.generator.entityMismatch(entity)));
}

/** Every file of the domain and a README of the commands to run once they are in place, in one archive. */
async function zipOf(code: GeneratedCode): Promise<Buffer> {
  const { strToU8, zipSync } = await import('fflate');
  const readme = ['# 文件就位后运行 / Once the files are in place', '', ...code.registrations.map((entry) =>
    `- \`${entry.path}\`（${REGISTRATION_PLACES[entry.place].join(' / ')}）:\n\n      ${entry.line}\n`)].join('\n');
  const entries = Object.fromEntries([...code.files.map((file) => [file.path, strToU8(file.content)] as const), ['REGISTER.md', strToU8(readme)] as const]);
  return Buffer.from(zipSync(entries, { level: 6 }));
}

async function generated(db: Db, entity: string, body: EntityDefinition, target: Parameters<typeof generate>[1]): Promise<GeneratedCode> {
  checkEntity(entity, body);
  return generate(body, target, await generationContext(db, body));
}

/** 代码生成: entity definitions, kept, and the code of a whole domain generated from one, as text. */
export const generatorModule = defineModule({
  name: 'generator',
  build: ({ db }) => {
    const definitions = new DefinitionsService(db);
    return {
      handlers: {
        generator: {
          ...crudHandlers(definitionsCrud, definitions),
          generate: ({ params, body }) => generated(db, params.entity, body, params.target),
          generateZip: async ({ params, body }, _request, reply) => {
            const code = await generated(db, params.entity, body, 'all');
            reply.header('content-disposition', `attachment; filename="${params.entity}.zip"`);
            return zipOf(code);
          },
          entityData: ({ params }) => entityData(db, params.table),
          tables: () => tableNames(db),
        },
      },
      demo: (actor) => addDemoDefinitions(definitions, actor),
    };
  },
});
