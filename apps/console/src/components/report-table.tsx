import { Button } from '@wps/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '@/lib/csv';

export type Column<R> = { key: string; label: string; value: (r: R) => ReactNode; csv: (r: R) => string | number; numeric?: boolean };

/**
 * A report table with its CSV: the same columns on screen and in the file;
 * `rowClass` marks rows (a difference to look at); `total`, a row of the
 * same shape, closes the table and the file.
 */
export function ReportTable<R>({
  title,
  rows,
  columns,
  file,
  empty,
  rowClass,
  total,
}: {
  title: string;
  rows: readonly R[];
  columns: Column<R>[];
  file: string;
  empty: string;
  rowClass?: (row: R) => string | undefined;
  total?: R;
}) {
  const { t } = useTranslation();
  const csv = () => toCsv(columns.map((c) => c.label), [...rows, ...(total ? [total] : [])].map((r) => columns.map((c) => c.csv(r))));
  return (
    <section className="card" aria-label={title}>
      <div className="card__head">
        <h2 className="card__title">{title}</h2>
        <Button
          variant="outline"
          size="sm"
          disabled={rows.length === 0}
          onClick={() => downloadCsv(file, csv())}
        >
          {t('reports.csv')}
        </Button>
      </div>
      <div className="table-scroll">
        <table className="plain-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? 'is-numeric' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} className={rowClass?.(r)}>
                {columns.map((c) => (
                  <td key={c.key} className={c.numeric ? 'is-numeric' : undefined}>
                    {c.value(r)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="muted">
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
          {total && rows.length > 0 && (
            <tfoot>
              <tr className="report-total">
                {columns.map((c) => (
                  <td key={c.key} className={c.numeric ? 'is-numeric' : undefined}>
                    {c.value(total)}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </section>
  );
}
