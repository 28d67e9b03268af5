import { useMemo } from 'react';
import type { z } from 'zod';
import { flattenPages } from '@console/contract';
import { entityDefinition, GENERATOR_FIELD_TYPES, generatorField, SEARCH_MODES, type EntityDefinition, type EntityDraft, type GeneratorFieldInput, type GeneratorFieldType, type SearchMode } from '@console/contract/generator';

/** What a field of one type may have: the search modes, flags and settings the contract accepts for it. */
export interface TypeRules {
  search: readonly SearchMode[];
  unique: boolean;
  sortable: boolean;
  maxLength: boolean;
  bounds: boolean;
  dictType: boolean;
  references: boolean;
}

const PROBE = { name: 'probe', label: 'probe' } as const;

/** Whether the contract refuses a field of this type with these settings at `path`. */
function refusesAt(type: GeneratorFieldType, settings: Partial<GeneratorFieldInput>, path: keyof GeneratorFieldInput): boolean {
  const checked = generatorField.safeParse({ ...PROBE, type, dictType: type === 'dict' ? 'probe' : undefined, references: type === 'reference' ? 'probe' : undefined, ...settings });
  return !checked.success && checked.error.issues.some((issue) => issue.path[0] === path);
}

/**
 * The rules of each type, read from the contract's schema by trying each setting on it: the editor
 * offers only what the server will accept, and stays in step when the contract's rules change.
 */
export const TYPE_RULES = Object.fromEntries(GENERATOR_FIELD_TYPES.map((type): [GeneratorFieldType, TypeRules] => [type, {
  search: SEARCH_MODES.filter((search) => !refusesAt(type, { search }, 'search')),
  unique: !refusesAt(type, { unique: true }, 'unique'),
  sortable: !refusesAt(type, { sortable: true }, 'sortable'),
  maxLength: !refusesAt(type, { maxLength: 1 }, 'maxLength'),
  bounds: !refusesAt(type, { min: 0 }, 'min'),
  dictType: refusesAt(type, { dictType: undefined }, 'dictType'),
  references: refusesAt(type, { references: undefined }, 'references'),
}])) as Record<GeneratorFieldType, TypeRules>;

/** A field row as the editor's form holds it: emptied numbers are null, unused settings may linger until normalised. */
export type FieldValues = Omit<GeneratorFieldInput, 'maxLength' | 'min' | 'max' | 'dictType' | 'references'> & {
  maxLength?: number | null;
  min?: number | null;
  max?: number | null;
  dictType?: string | null;
  references?: string | null;
};

export interface EditorValues {
  name: string;
  label: string;
  labelEn: string;
  fields: FieldValues[];
}

export const blankField = (): FieldValues => ({
  name: '', label: '', type: 'text', required: false, unique: false, listed: true, search: 'none', sortable: false, inForm: true,
});

export const blankDefinition = (): EditorValues => ({ name: '', label: '', labelEn: '', fields: [blankField()] });

/** A row once its type changed: the settings the new type cannot have are dropped, the rest kept. */
export function fitToType(field: FieldValues): FieldValues {
  const rules = TYPE_RULES[field.type];
  return {
    ...field,
    unique: rules.unique && Boolean(field.unique),
    sortable: rules.sortable && Boolean(field.sortable),
    search: rules.search.includes(field.search ?? 'none') ? field.search : 'none',
    maxLength: rules.maxLength ? field.maxLength : undefined,
    min: rules.bounds ? field.min : undefined,
    max: rules.bounds ? field.max : undefined,
    dictType: rules.dictType ? field.dictType : undefined,
    references: rules.references ? field.references : undefined,
  };
}

const OPTIONAL = ['maxLength', 'min', 'max', 'dictType', 'references'] as const;

/** The definition as the contract takes it: the form's emptied values (null, blank) are left out. */
export function toDefinitionInput(values: EditorValues): z.input<typeof entityDefinition> {
  return {
    name: (values.name ?? '').trim(),
    label: (values.label ?? '').trim(),
    labelEn: (values.labelEn ?? '').trim(),
    fields: (values.fields ?? []).map((field) => {
      const kept = { ...field, name: (field.name ?? '').trim(), label: (field.label ?? '').trim() };
      for (const key of OPTIONAL) if (kept[key] === null || kept[key] === '') delete kept[key];
      return kept as GeneratorFieldInput;
    }),
  };
}

/** What the editor starts with for a definition saved or read from a table. */
/** The definition as JSON when the contract takes it: what tells an unchanged definition from a changed one. */
export function definitionText(values: EditorValues): string | undefined {
  const checked = entityDefinition.safeParse(toDefinitionInput(values));
  return checked.success ? JSON.stringify(checked.data) : undefined;
}

export const toEditorValues = ({ name, label, labelEn, fields }: Pick<EntityDefinition, 'name' | 'label' | 'labelEn' | 'fields'>): EditorValues =>
  ({ name, label, labelEn, fields: fields.map((field) => ({ ...field })) });

/** A table's columns as editor rows: what the draft does not say takes a new field's default. */
export const fromDraft = (draft: EntityDraft): EditorValues => ({
  name: draft.name,
  label: draft.label,
  labelEn: draft.labelEn,
  fields: draft.fields.map((field) => fitToType({ ...blankField(), ...field })),
});

/** A path of the definition, as the server names it in “参数错误：fields.2.name …” (“Invalid parameter: fields.2.name …”), and why it refused. */
export interface FieldRefusal {
  path: (string | number)[];
  message: string;
}

const REFUSAL = /^(?:参数错误：|Invalid parameter: )(\S+)\s+([\s\S]*)$/;

/** Where the server's refusal of a definition points, when it names a place of it. */
export function refusalOf(message: string): FieldRefusal | undefined {
  const match = REFUSAL.exec(message);
  if (!match) return undefined;
  return { path: match[1]!.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: match[2]! };
}

export const TEST_PAGE_URL = flattenPages().find(({ name }) => name === 'test-manage')!.url;
export const TABLE_PAGE_URL = flattenPages().find(({ name }) => name === 'table-manage')!.url;

/** The address parameter naming the definition an editor or a preview shows. */
export const DEFINITION_PARAM = 'definition';

/** The unsaved definition of the editor, handed to the test page in this tab. */
const DRAFT_KEY = 'generator:draft';
export const DRAFT = 'draft';

export function keepDraft(definition: EntityDefinition): void {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(definition));
}

function parseDraft(raw: string | null): EntityDefinition | undefined {
  if (raw === null) return undefined;
  try {
    const checked = entityDefinition.safeParse(JSON.parse(raw));
    return checked.success ? checked.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The definition the editor last handed over, read at every render: the test page stays mounted
 * behind its tag while the editor hands over another. `key` tells one hand-over from the next.
 */
export function useDraft(): { key: string; definition: EntityDefinition } | undefined {
  const raw = sessionStorage.getItem(DRAFT_KEY);
  const definition = useMemo(() => parseDraft(raw), [raw]);
  return raw !== null && definition ? { key: raw, definition } : undefined;
}
