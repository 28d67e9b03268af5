import { z } from 'zod';
import { text } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { defineDomain, defineRoute, onPage, onPages } from '../route.ts';

/*
 * 代码生成: an entity described field by field becomes the code of a whole CRUD domain in this
 * project's shape (docs/adding-a-domain.md). The generator emits text only: nothing is written,
 * migrated or run on the server. Every name that reaches code passes `identifier`.
 */

const PAGE = 'table-manage';

export const GENERATOR_FIELD_TYPES = ['text', 'longText', 'integer', 'decimal', 'boolean', 'date', 'dateTime', 'dict', 'reference', 'file'] as const;
export type GeneratorFieldType = (typeof GENERATOR_FIELD_TYPES)[number];

/** How a listed field is searched: not at all, by equality, by a part of its text, or between two bounds. */
export const SEARCH_MODES = ['none', 'exact', 'contains', 'range'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** What `POST /generate/table/{entity}/{target}` answers; `zip` (all files in one archive) has a route of its own. */
export const GENERATE_TARGETS = ['contract', 'server', 'migration', 'web', 'tests', 'all'] as const;
export type GenerateTarget = (typeof GENERATE_TARGETS)[number];

export const GENERATOR_FIELDS_MAX = 60;
export const IDENTIFIER_MAX = 40;
export const TEXT_LENGTH_MAX = 10_000;
/** The longest text a field takes when its definition says nothing: a line of text, and a long text. */
export const TEXT_DEFAULT_MAX = { text: 100, longText: 2000 } as const;
/** The most a decimal field holds on either side of zero: `numeric(14, 2)`. */
export const DECIMAL_MAX = 999_999_999_999.99;

const TEXT_TYPES: readonly GeneratorFieldType[] = ['text', 'longText'];
const RANGE_TYPES: readonly GeneratorFieldType[] = ['integer', 'decimal', 'date', 'dateTime'];
const EXACT_TYPES: readonly GeneratorFieldType[] = ['text', 'integer', 'boolean', 'date', 'dict', 'reference'];
const UNIQUE_TYPES: readonly GeneratorFieldType[] = ['text', 'integer', 'date'];

/**
 * Words a generated name may not be: SQL's reserved words (a column or table named so needs quoting
 * everywhere), TypeScript's and JavaScript's, and names the generated domain itself uses.
 */
export const RESERVED_WORDS = new Set([
  // SQL (PostgreSQL's reserved key words)
  'all', 'analyse', 'analyze', 'and', 'any', 'array', 'as', 'asc', 'asymmetric', 'authorization', 'binary', 'both', 'case', 'cast', 'check', 'collate',
  'collation', 'column', 'concurrently', 'constraint', 'create', 'cross', 'current_catalog', 'current_date', 'current_role', 'current_schema',
  'current_time', 'current_timestamp', 'current_user', 'default', 'deferrable', 'desc', 'distinct', 'do', 'else', 'end', 'except', 'false', 'fetch',
  'for', 'foreign', 'freeze', 'from', 'full', 'grant', 'group', 'having', 'ilike', 'in', 'initially', 'inner', 'intersect', 'into', 'is', 'isnull',
  'join', 'lateral', 'leading', 'left', 'like', 'limit', 'localtime', 'localtimestamp', 'natural', 'not', 'notnull', 'null', 'offset', 'on', 'only',
  'or', 'order', 'outer', 'overlaps', 'placing', 'primary', 'references', 'returning', 'right', 'select', 'session_user', 'similar', 'some',
  'symmetric', 'system_user', 'table', 'tablesample', 'then', 'to', 'trailing', 'true', 'union', 'unique', 'user', 'using', 'variadic', 'verbose',
  'when', 'where', 'window', 'with', 'delete', 'update', 'insert', 'drop', 'alter', 'index', 'view', 'values', 'set',
  // TypeScript and JavaScript
  'abstract', 'any', 'arguments', 'as', 'async', 'await', 'boolean', 'break', 'catch', 'class', 'const', 'constructor', 'continue', 'debugger',
  'declare', 'delete', 'enum', 'eval', 'export', 'extends', 'finally', 'function', 'get', 'if', 'implements', 'import', 'infer', 'instanceof',
  'interface', 'keyof', 'let', 'module', 'namespace', 'never', 'new', 'number', 'object', 'of', 'package', 'private', 'protected', 'public',
  'readonly', 'require', 'return', 'static', 'string', 'super', 'switch', 'symbol', 'this', 'throw', 'try', 'type', 'typeof', 'undefined', 'unknown',
  'var', 'void', 'while', 'yield', 'prototype', 'proto', 'hasownproperty', 'tostring', 'valueof',
  // what every generated domain already names
  'id', 'ids', 'createdat', 'updatedat', 'row', 'rows', 'record', 'records', 'query', 'pagenumber', 'pagesize', 'sort', 'total', 'page',
  'db', 'tx', 'sql', 'schema', 'table', 'field', 'fields', 'columns', 'routes', 'service', 'module', 'messages', 'feature', 'resource', 'status',
]);

const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;

/** A name that reaches code: a lowerCamelCase identifier, no reserved word whatever its case. */
export const identifier = z.string()
  .max(IDENTIFIER_MAX, MESSAGES.inputRules.atMostCharacters(IDENTIFIER_MAX))
  .regex(IDENTIFIER, MESSAGES.generator.identifier)
  .min(2, MESSAGES.generator.identifier)
  .refine((name) => !RESERVED_WORDS.has(name.toLowerCase()), { error: (issue) => MESSAGES.generator.reserved(String(issue.input)) });

/** A label shown to people: any text on one line (it is escaped wherever it lands). */
const label = text(50).min(1).regex(/^[^\r\n\u2028\u2029]*$/, MESSAGES.generator.oneLine);

const TABLE_NAME = /^[a-z][a-z0-9_]{0,62}$/;
/** A table of the database, as `getEntityData` and a reference name it. */
export const tableName = z.string().regex(TABLE_NAME, MESSAGES.generator.tableName);
/** A dictionary's type code (letters, digits and `_`, as the dictionaries take them). */
const dictType = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, MESSAGES.generator.dictType);

export const generatorField = z.strictObject({
  name: identifier,
  label,
  type: z.enum(GENERATOR_FIELD_TYPES),
  required: z.boolean().default(false),
  unique: z.boolean().default(false),
  /** The longest text, in characters (text and long text). */
  maxLength: z.number().int().min(1).max(TEXT_LENGTH_MAX).optional(),
  /** The smallest and largest value (integer and decimal). */
  min: z.number().min(-DECIMAL_MAX).max(DECIMAL_MAX).optional(),
  max: z.number().min(-DECIMAL_MAX).max(DECIMAL_MAX).optional(),
  listed: z.boolean().default(true),
  search: z.enum(SEARCH_MODES).default('none'),
  sortable: z.boolean().default(false),
  inForm: z.boolean().default(true),
  /** The dictionary a `dict` field takes its values from. */
  dictType: dictType.optional(),
  /** The table a `reference` field points at (its `id`). */
  references: tableName.optional(),
}).superRefine((field, context) => {
  const refuse = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (field.type === 'dict' && !field.dictType) refuse('dictType', MESSAGES.generator.dictRequired);
  if (field.type !== 'dict' && field.dictType) refuse('dictType', MESSAGES.generator.onlyFor('dict'));
  if (field.type === 'reference' && !field.references) refuse('references', MESSAGES.generator.referenceRequired);
  if (field.type !== 'reference' && field.references) refuse('references', MESSAGES.generator.onlyFor('reference'));
  if (field.maxLength !== undefined && !TEXT_TYPES.includes(field.type)) refuse('maxLength', MESSAGES.generator.onlyFor('text, longText'));
  for (const bound of ['min', 'max'] as const) {
    if (field[bound] !== undefined && !['integer', 'decimal'].includes(field.type)) refuse(bound, MESSAGES.generator.onlyFor('integer, decimal'));
    if (field.type === 'integer' && field[bound] !== undefined && !Number.isInteger(field[bound])) refuse(bound, MESSAGES.generator.wholeNumber);
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) refuse('max', MESSAGES.generator.maxBelowMin);
  const searchable = { none: GENERATOR_FIELD_TYPES, exact: EXACT_TYPES, contains: TEXT_TYPES, range: RANGE_TYPES }[field.search];
  if (!searchable.includes(field.type)) refuse('search', MESSAGES.generator.searchNotFor(field.search, field.type));
  if (field.unique && !UNIQUE_TYPES.includes(field.type)) refuse('unique', MESSAGES.generator.onlyFor(UNIQUE_TYPES.join(', ')));
  if (field.sortable && ['longText', 'file', 'boolean'].includes(field.type)) refuse('sortable', MESSAGES.generator.notSortable);
  if (field.required && !field.inForm) refuse('inForm', MESSAGES.generator.requiredInForm);
});
export type GeneratorField = z.output<typeof generatorField>;
export type GeneratorFieldInput = z.input<typeof generatorField>;

/** An entity to generate: its name (the domain's), what people call it, and its fields in order. */
export const entityDefinition = z.strictObject({
  name: identifier,
  label,
  /** What English speakers call one of it: the web's en-US messages. */
  labelEn: label,
  fields: z.array(generatorField).min(1, MESSAGES.generator.noFields).max(GENERATOR_FIELDS_MAX, MESSAGES.generator.tooManyFields(GENERATOR_FIELDS_MAX)),
}).superRefine((entity, context) => {
  const seen = new Set<string>();
  entity.fields.forEach((field, at) => {
    const key = field.name.toLowerCase();
    if (seen.has(key)) context.addIssue({ code: 'custom', path: ['fields', at, 'name'], message: MESSAGES.generator.duplicateField(field.name) });
    seen.add(key);
  });
});
export type EntityDefinition = z.output<typeof entityDefinition>;
export type EntityDefinitionInput = z.input<typeof entityDefinition>;

// ---- saved definitions ----

export const DEFINITION_SORTS = ['id', 'name', 'updatedAt'] as const;

export const definitionsCrud = defineCrud({
  name: 'generatorDefinition',
  page: PAGE,
  noun: ['entity definition', 'entity definitions', '实体定义'],
  fields: { name: identifier, label, labelEn: label, fields: entityDefinition.shape.fields },
  readOnly: {
    /** The table the generated domain keeps its rows in. */
    tableName: z.string(),
  },
  filters: { name: filterBy.contains, label: filterBy.contains },
  sorts: DEFINITION_SORTS,
  paths: {
    list: 'POST /generate/definition/list',
    info: 'GET /generate/definition/info/:id',
    create: 'POST /generate/definition/save',
    update: 'POST /generate/definition/update',
    delete: 'GET /generate/definition/delByIds/:ids',
  },
  unique: { name: { ignoreCase: true, message: MESSAGES.generator.nameTaken } },
  // The test page previews saved definitions too.
  access: { list: onPages([PAGE, 'test-manage'], 'view'), info: onPages([PAGE, 'test-manage'], 'view') },
  notFound: MESSAGES.generator.definitionNotFound,
  bodyEncoding: 'json',
});

export const definitionRecord = definitionsCrud.record;
export type DefinitionRecord = z.infer<typeof definitionRecord>;

// ---- generating ----

export const generatedFile = z.object({
  /** Where the file goes, from the project's root. */
  path: z.string(),
  language: z.enum(['typescript', 'tsx', 'sql']),
  content: z.string(),
});
export type GeneratedFile = z.infer<typeof generatedFile>;

/** Where a registration's line goes, in Chinese and in English. */
export const REGISTRATION_PLACES = {
  migration: ['文件就位后运行一次：写出上面的迁移及其快照', 'run once the files are in place: it writes the migration shown, with its snapshot'],
} as const satisfies Record<string, readonly [string, string]>;

/**
 * A command to run where `path` says once the files are in place. A domain adds no line to any shared
 * file: the lists of domains and modules are written from the files found (`npm run index`).
 */
export const registration = z.object({
  path: z.string(),
  line: z.string(),
  place: z.enum(Object.keys(REGISTRATION_PLACES) as [keyof typeof REGISTRATION_PLACES]),
});
export type Registration = z.infer<typeof registration>;

export const generatedCode = z.object({ files: z.array(generatedFile), registrations: z.array(registration) });
export type GeneratedCode = z.infer<typeof generatedCode>;

const entityParam = z.strictObject({ entity: identifier });

/**
 * A definition read from a table, to be checked and completed by a person: its names come from the
 * table's columns and may still need changing (a column named with a reserved word).
 */
export const entityDraft = z.object({
  name: z.string(),
  label: z.string(),
  labelEn: z.string(),
  fields: z.array(z.object({
    name: z.string(), label: z.string(), type: z.enum(GENERATOR_FIELD_TYPES), required: z.boolean(), unique: z.boolean(),
    maxLength: z.number().int().optional(), references: z.string().optional(),
  })),
});
export type EntityDraft = z.infer<typeof entityDraft>;

export const generatorRoutes = {
  ...definitionsCrud.routes,
  generate: defineRoute({
    method: 'POST', path: '/generate/table/:entity/:target', access: onPage(PAGE, 'view'), readsOnly: true, bodyEncoding: 'json',
    title: '生成代码', titleEn: 'Generate code',
    summary: 'The files of a domain generated from an entity definition, for one target (contract, server, migration, web, tests or all), and the lines to register it',
    params: z.strictObject({ entity: identifier, target: z.enum(GENERATE_TARGETS) }),
    body: entityDefinition,
    data: generatedCode,
  }),
  generateZip: defineRoute({
    method: 'POST', path: '/generate/table/:entity/zip', access: onPage(PAGE, 'view'), readsOnly: true, bodyEncoding: 'json',
    title: '下载生成的代码', titleEn: 'Download generated code',
    summary: "Every generated file of a domain in one zip archive, with a README of the lines to register",
    params: entityParam,
    body: entityDefinition,
    produces: 'application/zip',
  }),
  entityData: defineRoute({
    method: 'GET', path: '/generate/getEntityData/:table', access: onPage(PAGE, 'view'),
    title: '从数据表读取实体定义', titleEn: 'Entity definition from a table',
    summary: "A table of the database as an entity definition to start from: its columns as fields, by their types",
    params: z.strictObject({ table: tableName }),
    data: entityDraft,
  }),
  tables: defineRoute({
    method: 'GET', path: '/generate/tables', access: onPage(PAGE, 'view'),
    title: '数据表列表', titleEn: 'Database tables',
    summary: 'The tables of the database: what a definition may start from or reference',
    data: z.array(z.string()),
  }),
};

export const generatorDomain = defineDomain('generator', generatorRoutes);
