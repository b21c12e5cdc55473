import type { Key, ReactNode } from 'react';
import './data-table.css';

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The full text on hover, where the cell shows a shortened one (or a detail such as the browser). */
  title?: (row: Row) => string | undefined;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers and says what it holds, e.g. "Pictures received (12), newest first". */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Said instead of an empty table. */
  empty: ReactNode;
}

/** The class of a table's loading, error and empty lines (give it to QueryStatus too), so they look alike. */
export const DATA_TABLE_STATE_CLASS = 'data-table__state';

/**
 * A read-only table of records in a frame that scrolls sideways on its own, so a wide table never
 * makes the page wider than the screen (the owner's logs in Police). The frame takes the keyboard
 * focus, so the arrow keys scroll it too. On a phone each row is a card of label and value
 * (data-table.css), so no column hides behind a sideways scroll.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty }: DataTableProps<Row>) {
  if (rows.length === 0) return <p className={DATA_TABLE_STATE_CLASS}>{empty}</p>;
  return (
    <div className="data-table" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} title={column.title?.(row)} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
