import { namesOf, type Names } from '@console/contract';
import { type EntityDefinition, type GenerateTarget, type GeneratedCode, type GeneratedFile, type Registration } from '@console/contract/generator';
import { contractFile, placedPagesFile } from './contract.ts';
import { migrationSql } from './migration.ts';
import { moduleFile, serviceFile, tableFile, type Refs } from './server.ts';
import { testFile, type TestSamples } from './tests.ts';
import { featureFile, messagesFile, pageFile, resourceFile, webTestFile } from './web.ts';

/** What generating needs to know of the project beyond the definition. */
export interface GenerateContext extends TestSamples {
  /** The table each reference and file field points at, by field name. */
  refs: Refs;
  /** The number the next migration takes (`0034`). */
  nextMigration: string;
}

type FileSet = Record<Exclude<GenerateTarget, 'all'>, (entity: EntityDefinition, names: Names, context: GenerateContext) => GeneratedFile[]>;

const SERVER = (names: Names) => `apps/server/src/modules/${names.folder}`;
const WEB = (names: Names) => `apps/web/src/features/${names.folder}`;

const FILES: FileSet = {
  contract: (entity, names) => [
    { path: `packages/contract/src/routes/${names.folder}.ts`, language: 'typescript', content: contractFile(entity, names) },
    { path: `packages/contract/src/placed-pages/${names.folder}.ts`, language: 'typescript', content: placedPagesFile(entity, names) },
  ],
  server: (entity, names, { refs }) => [
    { path: `${SERVER(names)}/${names.folder}.table.ts`, language: 'typescript', content: tableFile(entity, names, refs) },
    { path: `${SERVER(names)}/${names.folder}.service.ts`, language: 'typescript', content: serviceFile(entity, names, refs) },
    { path: `${SERVER(names)}/${names.folder}.module.ts`, language: 'typescript', content: moduleFile(entity, names) },
  ],
  migration: (entity, names, { refs, nextMigration }) => [
    { path: `apps/server/drizzle/${nextMigration}_${names.table}.sql`, language: 'sql', content: migrationSql(entity, names, refs) },
  ],
  web: (entity, names) => [
    { path: `${WEB(names)}/feature.ts`, language: 'typescript', content: featureFile(names) },
    { path: `${WEB(names)}/messages.ts`, language: 'typescript', content: messagesFile(entity, names) },
    { path: `${WEB(names)}/${names.folder}.resource.tsx`, language: 'tsx', content: resourceFile(entity, names) },
    { path: `${WEB(names)}/${names.folder}.page.tsx`, language: 'tsx', content: pageFile(names) },
  ],
  tests: (entity, names, context) => [
    { path: `${SERVER(names)}/${names.folder}.test.ts`, language: 'typescript', content: testFile(entity, names, context.refs, context) },
    { path: `${WEB(names)}/${names.folder}.test.tsx`, language: 'tsx', content: webTestFile(entity, names, context.dictValues) },
  ],
};

/** What to run once the files are in place: the command that writes the domain's migration with its snapshot. */
function registrationsOf(names: Names): Registration[] {
  return [{ path: 'apps/server', line: `npm run db:generate -- --name ${names.table}`, place: 'migration' }];
}

/** The files of a target (every file for `all`) and the registrations, all as text: nothing is written or run. */
export function generate(entity: EntityDefinition, target: GenerateTarget, context: GenerateContext): GeneratedCode {
  const names = namesOf(entity.name);
  const targets = target === 'all' ? (Object.keys(FILES) as (keyof FileSet)[]) : [target];
  return { files: targets.flatMap((key) => FILES[key](entity, names, context)), registrations: registrationsOf(names) };
}
