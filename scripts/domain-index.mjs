#!/usr/bin/env node
/**
 * Writes the lists that gather every domain, from the domains' own files, so that adding a domain
 * edits no shared file: the contract's domains (`packages/contract/src/domains.ts`, from
 * `routes/*.ts`) and the server's modules (`apps/server/src/modules.ts`, from
 * `src/modules/<folder>/*.module.ts`) and the pages domains place in the menu (`placed-pages.ts`, from
 * `placed-pages/*.ts`). `npm run typecheck`, `build` and `dev` write them first;
 * with `--check` (run by `npm run lint`) it changes nothing and fails when one is not what the files say.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const GENERATED = 'Written by `npm run index` (scripts/domain-index.mjs) from the files found: do not edit.';

const sorted = (names) => [...names].sort((a, b) => a.localeCompare(b, 'en'));

/** A contract file's namespace: `company-watch.ts` → `companyWatch`. */
const namespaceOf = (file) => file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

function contractDomains() {
  const folder = path.join(ROOT, 'packages/contract/src/routes');
  const files = sorted(readdirSync(folder).filter((name) => name.endsWith('.ts')));
  return [
    `/**`,
    ` * Every domain of the contract, each a namespace of its own (what its file exports, imported elsewhere`,
    ` * as \`@console/contract/<file>\`): two domains may use the same names. \`CONTRACT\` is gathered from them.`,
    ` * ${GENERATED}`,
    ` */`,
    ...files.map((file) => `export * as ${namespaceOf(file)} from './routes/${file}';`),
    '',
  ].join('\n');
}

/** `export const usersModule = defineModule(` */
const MODULE_EXPORT = /^export const (\w+) = defineModule\(/m;

function serverModules() {
  const folder = path.join(ROOT, 'apps/server/src/modules');
  const modules = sorted(readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name))
    .flatMap((domain) => sorted(readdirSync(path.join(folder, domain)).filter((name) => name.endsWith('.module.ts')))
      .map((file) => {
        const source = readFileSync(path.join(folder, domain, file), 'utf8');
        const name = MODULE_EXPORT.exec(source)?.[1];
        if (!name) throw new Error(`modules/${domain}/${file} exports no \`export const …Module = defineModule(…)\``);
        return { name, from: `./modules/${domain}/${file}` };
      }));
  return [
    `// ${GENERATED}`,
    ...modules.map(({ name, from }) => `import { ${name} } from '${from}';`),
    '',
    '/** Every module of the server, in no particular order: `module-order.ts` orders them by what each declares it needs. */',
    'export const FOUND_MODULES = [',
    ...modules.map(({ name }) => `  ${name},`),
    '] as const;',
    '',
  ].join('\n');
}

/** The pages domains place in the menu, each domain's in a file of its own: the menu needs them at the first load, without the domains' schemas. */
function placedPages() {
  const folder = path.join(ROOT, 'packages/contract/src/placed-pages');
  const files = existsSync(folder) ? sorted(readdirSync(folder).filter((name) => name.endsWith('.ts'))) : [];
  return [
    `/** Every domain's pages placed in the menu: \`PAGE_TREE\` gathers them. ${GENERATED} */`,
    ...(files.length > 0 ? files.map((file) => `export * from './placed-pages/${file}';`) : ['export {};']),
    '',
  ].join('\n');
}

const INDEXES = [
  { file: 'packages/contract/src/domains.ts', text: contractDomains },
  { file: 'packages/contract/src/placed-pages.ts', text: placedPages },
  { file: 'apps/server/src/modules.ts', text: serverModules },
];

const check = process.argv.includes('--check');
const stale = [];
for (const { file, text } of INDEXES) {
  const target = path.join(ROOT, file);
  const wanted = text();
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch { /* written below */ }
  if (current === wanted) continue;
  if (check) stale.push(file);
  else writeFileSync(target, wanted);
}
if (stale.length > 0) {
  console.error(`Not what the domains' files say: ${stale.join(', ')}. Run \`npm run index\` and commit what it writes.`);
  process.exit(1);
}
