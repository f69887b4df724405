import type { ReactNode } from 'react';

/** One column of a record table: its header, what a row shows in it, and whether it holds a number (right-aligned). */
export type RecordColumn<Row> = {
  key: string;
  label: string;
  numeric?: boolean;
  /** More classes of the column's cells, the same for every row or by row. */
  className?: string | ((row: Row) => string);
  testId?: string;
  cell: (row: Row) => ReactNode;
};

/**
 * The records' table: a table on wide screens; on phones each row becomes a
 * card (records.css) and every cell names itself through data-label.
 */
export const RecordTable = <Row,>({
  columns,
  rows,
  rowKey,
  rowTestId,
  testId,
}: {
  columns: RecordColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  rowTestId: (row: Row) => string;
  testId: string;
}) => (
  <table className="records-table data-table" data-testid={testId}>
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.key} scope="col" className={column.numeric ? 'num' : undefined}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr key={rowKey(row)} data-testid={rowTestId(row)}>
          {columns.map((column) => {
            const extra = typeof column.className === 'function' ? column.className(row) : column.className;
            const className = [column.numeric ? 'num' : null, extra].filter(Boolean).join(' ') || undefined;
            return (
              <td key={column.key} data-label={column.label} className={className} data-testid={column.testId}>
                {column.cell(row)}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  </table>
);
