import { Tag } from 'antd';
import { dictEntriesRoutes, type DictOption } from '@console/contract/dicts';
import { useLoadedOptions } from './controls.tsx';
import type { Choice, OptionsCall } from './resource.ts';

/**
 * The choices of a data dictionary, by its type code: each entry's value (a number for
 * `numeric` fields), label and tag colour. Every select, cell and tag of a type shares one cached
 * answer of the server, which answers it from memory.
 */
export function dictChoices(type: string, { numeric = false } = {}): OptionsCall {
  return {
    route: dictEntriesRoutes.byType,
    input: { params: { type } },
    toOptions: (entries) => (entries as DictOption[]).map(({ value, label, color }) => ({ value: numeric ? Number(value) : value, label, color })),
  };
}

/** A dictionary's entries for a page: its choices, and a value shown as its label in its colour. */
export function useDict(type: string, options: { numeric?: boolean } = {}) {
  const choices: readonly Choice[] = useLoadedOptions(dictChoices(type, options));
  const tagOf = (value: Choice['value']) => {
    const entry = choices.find((choice) => choice.value === value);
    return entry ? <Tag color={entry.color}>{entry.label}</Tag> : String(value);
  };
  return { choices, tagOf };
}
