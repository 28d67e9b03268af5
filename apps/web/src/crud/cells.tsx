import { useMutation } from '@tanstack/react-query';
import { App, Switch, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLoadedOptions } from './controls.tsx';
import { wordsOf } from '../lib/i18n.ts';
import { isOptionsCall, type Choice, type ColumnDef, type OptionsCall } from './resource.ts';

type TextColumn<T> = Pick<ColumnDef<T>, 'key' | 'options' | 'exportValue'>;

const valueOf = <T,>(column: TextColumn<T>, record: T): unknown => (record as Record<string, unknown>)[column.key];

/** The column's stated options in the reader's words, or the choices its call answered (`loaded`: known only once it has). */
const choicesOf = <T,>(column: Pick<ColumnDef<T>, 'options'>, t: TFunction, loaded: readonly Choice[] = []): readonly Choice[] =>
  (column.options && !isOptionsCall(column.options) ? column.options.map((option) => ({ ...option, label: wordsOf(t, option.label) })) : loaded);

const choiceOf = <T,>(column: TextColumn<T>, record: T, t: TFunction, loaded?: readonly Choice[]): Choice | undefined =>
  choicesOf(column, t, loaded).find((choice) => choice.value === valueOf(column, record));

/** A cell as text, for the table and the export: its choice's label, lists joined, flags as yes/no. */
export function cellText<T>(column: TextColumn<T>, record: T, t: TFunction, loaded?: readonly Choice[]): string {
  const exported = column.exportValue?.(record);
  if (exported !== undefined) return String(exported ?? '');
  const value = valueOf(column, record);
  const choice = choiceOf(column, record, t, loaded);
  if (choice) return choice.label;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return t(value ? 'crud.yes' : 'crud.no');
  return value === null || value === undefined ? '' : String(value);
}

/** A cell whose options a call answers. */
function LoadedCell<T>({ column, record, source }: { column: TextColumn<T>; record: T; source: OptionsCall }) {
  return <TextCell column={column} record={record} loaded={useLoadedOptions(source)} />;
}

/** The default cell: its text, as a tag when its option has a colour. */
export function Cell<T>({ column, record }: { column: TextColumn<T>; record: T }) {
  if (column.options && isOptionsCall(column.options)) return <LoadedCell column={column} record={record} source={column.options} />;
  return <TextCell column={column} record={record} />;
}

function TextCell<T>({ column, record, loaded }: { column: TextColumn<T>; record: T; loaded?: readonly Choice[] }) {
  const { t } = useTranslation();
  const text = cellText(column, record, t, loaded);
  const color = choiceOf(column, record, t, loaded)?.color;
  return color ? <Tag color={color}>{text}</Tag> : text;
}

interface ToggleCellProps<T> {
  column: Pick<ColumnDef<T>, 'key' | 'title' | 'options' | 'toggleOn'>;
  record: T;
  toggle: NonNullable<ColumnDef<T>['toggle']>;
  onToggled: () => void;
  /** Why the value of this record cannot change, when it cannot: the switch is disabled and says why. */
  disabledReason?: string;
}

/** A yes/no cell switched in place; the switch reads as the labels of the column's options. */
export function ToggleCell<T>({ column, record, toggle, onToggled, disabledReason }: ToggleCellProps<T>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = useMutation({
    mutationFn: (on: boolean) => toggle(record, on),
    onSuccess: () => {
      void message.success(t('crud.toggled'));
      onToggled();
    },
  });
  const onValue = column.toggleOn ?? true;
  const labelOf = (on: boolean) => choicesOf(column, t).find((choice) => (choice.value === onValue) === on)?.label;
  const control = (
    <Switch
      checked={valueOf(column, record) === onValue}
      checkedChildren={labelOf(true)}
      unCheckedChildren={labelOf(false)}
      aria-label={wordsOf(t, column.title)}
      loading={change.isPending}
      disabled={disabledReason !== undefined}
      onChange={(on) => change.mutate(on)}
    />
  );
  return disabledReason === undefined ? control : <Tooltip title={disabledReason}>{control}</Tooltip>;
}

/** The date columns of the CRUD pages take their format from here; the shared to-do dialog needs it too. */
export { formatDateTime } from '../lib/dates.ts';
