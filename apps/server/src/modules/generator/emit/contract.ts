import type { Names } from '@console/contract';
import type { EntityDefinition, GeneratorField } from '@console/contract/generator';
import { answersNull, bodySchemaOf } from './fields.ts';
import { englishOf, tsNumber, tsString } from './literals.ts';

/** The contract's helpers a generated file may use, and the code of those it defines itself (their reasons messages of the catalogue). */
const LOCAL_HELPERS: Record<string, string> = {
  day: 'const day = z.iso.date({ error: MESSAGES.inputRules.isoDate });',
  instant: 'const instant = z.iso.datetime({ offset: true, error: MESSAGES.inputRules.isoDateTime });',
  decimal: 'const decimal = (min: number, max: number) => z.number().min(min).max(max).refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, MESSAGES.inputRules.twoDecimals);',
  numberFilter: "const numberFilter = z.union([z.literal('').transform(() => undefined), z.coerce.number()]).optional();",
};

/** The list's filters of a field, each as `name: filterBy…`. */
export function filtersOf(field: GeneratorField): [string, string][] {
  switch (field.search) {
    case 'none':
      return [];
    case 'contains':
      return [[field.name, 'filterBy.contains']];
    case 'exact':
      if (field.type === 'boolean') return [[field.name, 'filterBy.flag']];
      if (field.type === 'reference') return [[field.name, 'filterBy.id']];
      if (field.type === 'integer') return [[field.name, `filterBy.number(${tsNumber(field.min ?? 0)}, ${tsNumber(field.max ?? 2_147_483_647)})`]];
      if (field.type === 'date') return [[field.name, 'filterBy.custom(dayFilter)']];
      return [[field.name, 'filterBy.text']];
    case 'range': {
      const schema = field.type === 'date' || field.type === 'dateTime' ? 'dayFilter' : 'numberFilter';
      return [[`${field.name}From`, `filterBy.custom(${schema})`], [`${field.name}To`, `filterBy.custom(${schema})`]];
    }
  }
}

/** The names the code uses out of a set of candidates (not as a key, a property or inside a path): the imports and helpers a file needs. */
export const used = (code: string, names: readonly string[]) => names.filter((name) => new RegExp(`(?<![\\w.':/])${name}(?![\\w:'])`).test(code));

/** A declaration's list of field names (`nullable: ['a', 'b']`), or nothing when there are none. */
const namesOption = (option: string, fields: readonly GeneratorField[]) =>
  (fields.length === 0 ? '' : `  ${option}: [${fields.map((field) => `'${field.name}'`).join(', ')}],\n`);

/** The dictionary of each dictionary field (`dicts: { level: 'training_level' }`), or nothing when there are none. */
const dictsOption = (fields: readonly GeneratorField[]) =>
  (fields.length === 0 ? '' : `  dicts: { ${fields.map((field) => `${field.name}: '${field.dictType}'`).join(', ')} },\n`);

/**
 * The messages the domain adds to the catalogue, in Chinese and in English (its words for the record,
 * its fields by their names): that a record is missing, that a unique value is taken, that a referenced
 * record is missing. The server words them in the reader's language.
 */
function messagesOf(entity: EntityDefinition, names: Names): string {
  const unique = entity.fields.filter((field) => field.unique);
  const references = entity.fields.filter((field) => field.type === 'reference');
  const taken = (field: GeneratorField, chinese: boolean) => (chinese
    ? `${tsString(`${field.label}“`)} + value + ${tsString('”已存在')}`
    : `${tsString(`The ${englishOf(field.name).toLowerCase()} “`)} + value + ${tsString('” is already taken')}`);
  const catalogue = (chinese: boolean) => [
    `  notFound: ${tsString(chinese ? `${entity.label}不存在` : `The ${entity.labelEn} does not exist`)},`,
    ...(unique.length === 0 ? [] : ['  taken: {', ...unique.map((field) => `    ${field.name}: (value: string) => ${taken(field, chinese)},`), '  },']),
    ...(references.length === 0 ? [] : [
      '  missing: {',
      ...references.map((field) => `    ${field.name}: ${tsString(chinese ? `${field.label}不存在` : `${englishOf(field.name)}: no such record`)},`),
      '  },',
    ]),
  ].join('\n');
  return `export const ${names.plural}Messages = defineMessages({\n${catalogue(true)}\n}, {\n${catalogue(false)}\n});`;
}

/** `packages/contract/src/routes/<folder>.ts`: the messages, the declaration, the record it makes and the domain. */
export function contractFile(entity: EntityDefinition, names: Names): string {
  const sorts = ['id', ...entity.fields.filter((field) => field.sortable).map((field) => field.name), 'createdAt', 'updatedAt'];
  const unique = entity.fields.filter((field) => field.unique);
  const filters = entity.fields.flatMap(filtersOf);
  const references = entity.fields.filter((field) => field.type === 'reference');
  const body = `${messagesOf(entity, names)}

export const ${names.sorts} = [${sorts.map((sort) => `'${sort}'`).join(', ')}] as const;

export const ${names.plural}Crud = defineCrud({
  name: '${names.entity}',
  page: '${names.page}',
  noun: [${tsString(entity.labelEn)}, ${tsString(`${entity.labelEn} records`)}, ${tsString(entity.label)}],
  fields: {
${entity.fields.map((field) => `    ${field.name}: ${bodySchemaOf(field)},`).join('\n')}
  },
${namesOption('nullable', entity.fields.filter(answersNull))}${dictsOption(entity.fields.filter((field) => field.type === 'dict'))}  filters: {${filters.length === 0 ? '' : `\n${filters.map(([name, filter]) => `    ${name}: ${filter},`).join('\n')}\n  `}},
  sorts: ${names.sorts},
${references.length === 0 ? '' : `  choices: [${references.map((field) => `'${field.name}'`).join(', ')}],\n`}  paths: {
    list: 'POST ${names.path}/list',
    info: 'GET ${names.path}/info/:id',
    create: 'POST ${names.path}/save',
    update: 'POST ${names.path}/update',
    delete: 'GET ${names.path}/delByIds/:ids',
${references.length === 0 ? '' : `    choices: 'GET ${names.path}/choices/:field',\n`}  },
${unique.length === 0 ? '' : `  unique: {\n${unique.map((field) => `    ${field.name}: { message: ${names.plural}Messages.zh.taken.${field.name} },`).join('\n')}\n  },\n`}  notFound: ${names.plural}Messages.zh.notFound,
  bodyEncoding: 'json',
});

export const ${names.entity}Record = ${names.plural}Crud.record;
export type ${names.Entity}Record = z.infer<typeof ${names.entity}Record>;

export const ${names.plural}Domain = defineDomain('${names.plural}', ${names.plural}Crud.routes, ${names.plural}Messages);
`;
  const helpers = used(body, Object.keys(LOCAL_HELPERS));
  const crudImports = used(body, ['dayFilter', 'flag', 'id', 'optional', 'text', 'wholeNumber']);
  const declarationImports = used(body, ['defineCrud', 'filterBy']);
  const fileImports = used(body, ['attachmentId']);
  return [
    "import { z } from 'zod';",
    crudImports.length > 0 ? `import { ${crudImports.join(', ')} } from '../crud.ts';` : '',
    `import { ${declarationImports.join(', ')} } from '../crud-declaration.ts';`,
    ...(helpers.length > 0 ? ["import { MESSAGES } from '../messages.ts';"] : []),
    "import { defineMessages } from '../messages-reader.ts';",
    "import { defineDomain } from '../route.ts';",
    fileImports.length > 0 ? `import { ${fileImports.join(', ')} } from './files.ts';` : '',
    '',
    `/* ${names.entity}: a domain made by the code generator (代码生成) from its entity definition. */`,
    '',
    ...(helpers.length > 0 ? [...helpers.map((helper) => LOCAL_HELPERS[helper]!), ''] : []),
    body,
  ].filter((line, at, lines) => line !== '' || lines[at - 1] !== '').join('\n');
}

/** `packages/contract/src/placed-pages/<folder>.ts`: the domain's page, placed in 系统管理 and made a page name. */
export const placedPagesFile = (entity: EntityDefinition, names: Names): string => `import { page, placePages, sys } from '../pages.ts';

declare module '../pages.ts' {
  interface DomainPages { '${names.page}': true }
}

export const ${names.plural}Pages = placePages('sys-manage', [page('${names.page}', ${tsString(entity.label)}, ${tsString(entity.labelEn)}, sys('${names.page}'))]);
`;
