import type { TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';

/** A fresh object each time: antd adds to the attributes it is given (a header's label and classes). */
const oneLine = () => ({ style: { whiteSpace: 'nowrap' as const } });

/**
 * How a CRUD table takes its card's width: as wide as its cells' text, each cell on one line (a
 * date-time is never wrapped); a table wider than its card scrolls sideways.
 */
export const TABLE_FIT: Pick<TableProps, 'scroll'> = { scroll: { x: 'max-content' } };

/**
 * A data column as CRUD tables show it: its text on one line. The first one is pinned on the left,
 * so that a row keeps its name while the table scrolls sideways (on a phone, always); nothing is
 * pinned on the right, so no cell ever lies hidden under the row actions.
 */
export function dataColumn<T>(column: ColumnType<T>, index: number): ColumnType<T> {
  return { ...column, onCell: oneLine, onHeaderCell: oneLine, ...(index === 0 && { fixed: 'left' as const }) };
}
