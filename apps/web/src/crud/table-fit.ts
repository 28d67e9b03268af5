import type { TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';

/** A fresh object each time: antd adds to the attributes it is given (a header's label and classes). */
const oneLine = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** Long free text wraps within this width, so that the columns most read stay in sight at 1440 px. */
const PROSE_WIDTH = { min: 160, max: 320 };

const wrapped = () => ({ style: { minWidth: PROSE_WIDTH.min, maxWidth: PROSE_WIDTH.max, whiteSpace: 'normal' as const, overflowWrap: 'anywhere' as const } });

/**
 * How a CRUD table takes its card's width: as wide as its cells' text, each cell on one line (a
 * date-time is never wrapped); a table wider than its card scrolls sideways.
 */
export const TABLE_FIT: Pick<TableProps, 'scroll'> = { scroll: { x: 'max-content' } };

/**
 * A data column as CRUD tables show it: its text on one line, or wrapped within a bounded width when
 * it is prose. The first one is pinned on the left, so that a row keeps its name while the table
 * scrolls sideways (on a phone, always); the row's actions are pinned on the right (`useActionsColumn`).
 */
export function dataColumn<T>(column: ColumnType<T>, index: number, prose = false): ColumnType<T> {
  return { ...column, onCell: prose ? wrapped : oneLine, onHeaderCell: oneLine, ...(index === 0 && { fixed: 'left' as const }) };
}
