import type { Names } from '@console/contract';
import type { EntityDefinition, GeneratorField } from '@console/contract/generator';
import { textMax } from './fields.ts';
import { englishOf, tsString } from './literals.ts';

const isRange = (field: GeneratorField) => field.search === 'range';
const isDay = (field: GeneratorField) => field.type === 'date' || field.type === 'dateTime';

/** The form control of a field in the dialog. */
function formOf(field: GeneratorField): string | undefined {
  if (!field.inForm) return undefined;
  switch (field.type) {
    case 'text':
      return `{ kind: 'text', maxLength: ${textMax(field)} }`;
    case 'longText':
      return `{ kind: 'textarea', maxLength: ${textMax(field)} }`;
    case 'dict':
      return "{ kind: 'select' }";
    case 'reference':
      return `{ kind: 'select'${field.required ? '' : ", whenEmpty: 'null'"} }`;
    case 'file':
      return `{ kind: 'custom', control: <FileField />${field.required ? '' : ", whenEmpty: 'null'"} }`;
    case 'boolean':
      return "{ kind: 'switch', initialValue: false }";
    case 'date':
      return `{ kind: 'custom', control: <DayPicker {...wide} />${field.required ? '' : ", whenEmpty: 'null'"} }`;
    case 'integer':
    case 'decimal':
      return `{ kind: 'number'${field.required ? '' : ", whenEmpty: 'null'"} }`;
    case 'dateTime':
      return `{ kind: 'custom', control: <DateTimePicker {...wide} />${field.required ? '' : ", whenEmpty: 'null'"} }`;
  }
}

/** The search field of a field searched by equality or a part, when the declaration's default does not fit. */
function searchOf(field: GeneratorField): string | undefined {
  if (field.search === 'exact' && field.type === 'date') return "{ kind: 'custom', control: <DayPicker {...wide} /> }";
  if (field.search === 'exact' && (field.type === 'dict' || field.type === 'reference')) return "{ kind: 'select' }";
  return undefined;
}

function columnOf(field: GeneratorField, names: Names): string {
  const parts = [`key: '${field.name}'`, `title: '${names.plural}.${field.name}'`];
  if (!field.listed) parts.push('hideInTable: true');
  if (field.type === 'dict') parts.push(`options: dictChoices(${tsString(field.dictType!)})`);
  if (field.type === 'boolean') parts.push('options: YES_NO');
  if (field.type === 'reference') parts.push(`options: namedOptions(${names.plural}Crud.routes.choices, { params: { field: '${field.name}' } })`);
  if (field.type === 'file') {
    parts.push(`render: (record) => <FileCell file={record.${field.name}} />`, `exportValue: (record) => record.${field.name}?.name`);
  }
  if (field.type === 'dateTime') parts.push(`render: (record) => (record.${field.name} ? formatDateTime(record.${field.name}) : '')`);
  const search = searchOf(field);
  if (search) parts.push(`search: ${search}`);
  const form = formOf(field);
  if (form) parts.push(`form: ${form}`);
  return `{ ${parts.join(', ')} }`;
}

/** The two search fields of a range: from and to. */
function rangeColumnsOf(field: GeneratorField, names: Names): string[] {
  const control = isDay(field) ? "{ kind: 'custom', control: <DayPicker {...wide} /> }" : "{ kind: 'number' }";
  return ['From', 'To'].map((end) => `{ key: '${field.name}${end}', title: '${names.plural}.${field.name}${end}', hideInTable: true, search: ${control} }`);
}

/** `<folder>.resource.tsx`: the columns, which also make the search form and the dialog. */
export function resourceFile(entity: EntityDefinition, names: Names): string {
  const columns = entity.fields.flatMap((field) => [columnOf(field, names), ...(isRange(field) ? rangeColumnsOf(field, names) : [])]);
  const body = `export const ${names.plural}Resource = declaredResource(${names.plural}Crud, {
  title: '${names.plural}.record',
  columns: [
${columns.map((column) => `    ${column},`).join('\n')}
    { key: 'updatedAt', title: '${names.plural}.updatedAt', render: (record) => formatDateTime(record.updatedAt), exportValue: (record) => formatDateTime(record.updatedAt) },
  ],
});
`;
  const uses = (name: string) => body.includes(name);
  /** The import of the names the body uses (each given as it is used, then as it is imported), if any. */
  const importOf = (from: string, wanted: [used: string, imported: string][]) => {
    const imported = wanted.filter(([name]) => uses(name)).map(([, name]) => name);
    return imported.length > 0 ? [`import { ${imported.join(', ')} } from '${from}';`] : [];
  };
  return [
    `import { ${names.plural}Crud } from '@console/contract/${names.folder}';`,
    ...importOf('../../components/attachments.tsx', [['<FileCell', 'FileCell'], ['<FileField', 'FileField']]),
    "import { formatDateTime } from '../../crud/cells.tsx';",
    "import { declaredResource } from '../../crud/crud-resource.ts';",
    ...importOf('../../crud/date-time-picker.tsx', [['<DateTimePicker', 'DateTimePicker']]),
    ...importOf('../../crud/day-picker.tsx', [['<DayPicker', 'DayPicker']]),
    ...importOf('../../crud/dict.tsx', [['dictChoices(', 'dictChoices']]),
    ...importOf('../../crud/resource.ts', [['namedOptions(', 'namedOptions'], ['YES_NO', 'type Option']]),
    '',
    ...(uses('{...wide}') ? ['const wide = { style: { width: \'100%\' } };'] : []),
    ...(uses('YES_NO') ? ["const YES_NO: Option[] = [{ value: true, label: 'crud.yes', color: 'success' }, { value: false, label: 'crud.no' }];"] : []),
    '',
    body,
  ].filter((line, at, lines) => line !== '' || lines[at - 1] !== '').join('\n');
}

/** `<folder>.page.tsx` */
export const pageFile = (names: Names): string => `import { CrudPage } from '../../crud/crud-page.tsx';
import { ${names.plural}Resource } from './${names.folder}.resource.tsx';

export default function ${names.Plural}Page() {
  return <CrudPage resource={${names.plural}Resource} />;
}
`;

/** `feature.ts`: the page the route of the page list shows. */
export const featureFile = (names: Names): string => `import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { '${names.page}': () => import('./${names.folder}.page.tsx') },
};
`;

/** `messages.ts`: the titles of the columns and search fields, in both languages. */
export function messagesFile(entity: EntityDefinition, names: Names): string {
  const entries = (language: 'zh' | 'en') => [
    ['record', language === 'zh' ? entity.label : entity.labelEn],
    ...entity.fields.flatMap((field) => {
      const title = language === 'zh' ? field.label : englishOf(field.name);
      const ends = language === 'zh' ? ['起', '止'] : [' from', ' to'];
      return [[field.name, title], ...(isRange(field) ? [[`${field.name}From`, `${title}${ends[0]}`], [`${field.name}To`, `${title}${ends[1]}`]] : [])];
    }),
    ['updatedAt', language === 'zh' ? '更新时间' : 'Updated'],
  ].map(([key, text]) => `      ${key}: ${tsString(text!)},`).join('\n');
  return `import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    ${names.plural}: {
${entries('zh')}
    },
  },
  {
    ${names.plural}: {
${entries('en')}
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
`;
}

/** A value of a field in a record the scripted API answers, as code: what the list shows for it. */
function recordValueOf(field: GeneratorField, dictValue: string | undefined): string {
  switch (field.type) {
    case 'text':
    case 'longText':
      return tsString(`sample-${field.name}`);
    case 'dict':
      return tsString(dictValue ?? '');
    case 'integer':
      return String(field.min ?? 1);
    case 'decimal':
      return '1.25';
    case 'boolean':
      return 'true';
    case 'date':
      return "'2026-01-11'";
    case 'dateTime':
      return "'2026-01-11T08:30:00.000Z'";
    case 'reference':
      return '1';
    case 'file':
      return 'null';
  }
}

/**
 * `<folder>.test.tsx`: the page against a scripted API, as every feature has it — the list shows what
 * the API answers under the definition's columns, and 新增 is offered to holders of `add` only.
 */
export function webTestFile(entity: EntityDefinition, names: Names, dictValues: ReadonlyMap<string, string>): string {
  const record = [
    '  id: 1,',
    ...entity.fields.map((field) => `  ${field.name}: ${recordValueOf(field, field.dictType ? dictValues.get(field.dictType) : undefined)},`),
    "  createdAt: '2026-01-11T08:30:00.000Z',",
    "  updatedAt: '2026-01-11T08:30:00.000Z',",
  ].join('\n');
  const shown = entity.fields.filter((field) => field.listed && (field.type === 'text' || field.type === 'longText'));
  const listed = entity.fields.filter((field) => field.listed);
  // The selects of dictionary and reference fields ask for their choices: answered, empty, so that no refusal shows.
  const choices = [
    ...entity.fields.filter((field) => field.type === 'reference').map((field) => `    '${names.path}/choices/${field.name}': () => ({ data: [] }),`),
    ...[...new Set(entity.fields.filter((field) => field.type === 'dict').map((field) => field.dictType!))]
      .map((type) => `    ${tsString(`/dictData/getByType/${type}`)}: () => ({ data: [] }),`),
  ];
  return `import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { flattenPages } from '@console/contract';
import type { ${names.Entity}Record } from '@console/contract/${names.folder}';
import { pageOf, renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import ${names.Plural}Page from './${names.folder}.page.tsx';

const PAGE = flattenPages().find(({ name }) => name === '${names.page}')!;

const kept: ${names.Entity}Record = {
${record}
};

const api = scriptedApiForFile();
const shownErrors = shownErrorsForFile();
beforeEach(() => {
  api.reset({
    '${names.path}/list': () => pageOf([kept]),
${choices.join('\n')}
  });
});

describe(${tsString(`${entity.labelEn} page`)}, () => {
  it('lists the records the API answers under the columns of the definition', async () => {
    renderPage(<${names.Plural}Page />, { name: PAGE.name, url: PAGE.url });
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
${shown.map((field) => `    expect(screen.getByText(${tsString(`sample-${field.name}`)})).toBeInTheDocument();`).join('\n')}
${listed.map((field) => `    expect(screen.getAllByText(${tsString(field.label)}).length).toBeGreaterThan(0);`).join('\n')}
    expect(api.to('${names.path}/list')).not.toHaveLength(0);
    expect(shownErrors).toEqual([]);
  });

  it('offers 新增 to holders of add only', async () => {
    const { unmount } = renderPage(<${names.Plural}Page />, { name: PAGE.name, url: PAGE.url, perms: ['view'] });
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\\s*增/ })).not.toBeInTheDocument();
    unmount();
    renderPage(<${names.Plural}Page />, { name: PAGE.name, url: PAGE.url });
    expect(await screen.findByRole('button', { name: /新\\s*增/ })).toBeInTheDocument();
  });
});
`;
}
