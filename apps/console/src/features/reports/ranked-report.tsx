import { REPORT_TOP_MAX, type TReportSort } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowData } from '@tanstack/react-table';
import { columnsFor, PagedTable, type DataSort } from '@/components/data-table';
import { useToast } from '@/components/toast';
import { downloadCsv, toCsv } from '@/lib/csv';
import { useErrorText } from '@/lib/error-text';
import type { ReportColumn } from './line-columns';

export const RANKED_PAGE_SIZE = 25;

/** The server's sort of a ranked report: a key and a direction. */
export type RankedSort = { sort: TReportSort; order: 'asc' | 'desc' };

type Props<R> = {
  title: string;
  columns: ReportColumn<R>[];
  /** The read of the page the server sent, in its order. */
  query: { isFetching: boolean; isError: boolean; error: unknown; refetch: () => unknown; data?: { list: readonly R[]; total: number } };
  sort: RankedSort;
  /** A header click; null when the column's sort is switched off (the report's default then applies). */
  onSort: (sort: RankedSort | null) => void;
  page: number;
  onPage: (page: number) => void;
  /** The first REPORT_TOP_MAX rows in the same order, for the CSV file. */
  top: () => Promise<R[]>;
  file: string;
  empty: string;
  getRowId: (row: R) => string;
  /** Above the table: the range's totals, the ranking's presets. */
  children?: ReactNode;
};

/**
 * A report ranked and paged by the server (P&L by game, player activity):
 * the header sorts, the pager pages, and the CSV holds the top
 * REPORT_TOP_MAX rows in the table's order, with the table's columns.
 */
export function RankedReport<R extends RowData>({ title, columns, query, sort, onSort, page, onPage, top, file, empty, getRowId, children }: Props<R>) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const [exporting, setExporting] = useState(false);
  const col = columnsFor<R>();
  const tableColumns = columns.map((c) =>
    col.accessor((r: R) => c.csv(r), {
      id: c.sort ?? c.key,
      header: c.label,
      cell: (cell) => c.value(cell.row.original),
      enableSorting: c.sort !== undefined,
      sortDescFirst: true,
      meta: { numeric: c.numeric === true },
    }),
  );
  const tableSort: DataSort = { id: sort.sort, desc: sort.order === 'desc' };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await top();
      downloadCsv(file, toCsv(columns.map((c) => c.label), rows.map((r) => columns.map((c) => c.csv(r)))));
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="card" aria-label={title}>
      <div className="card__head">
        <h2 className="card__title">{title}</h2>
        <Button variant="outline" size="sm" disabled={!query.data || query.data.total === 0 || exporting} aria-busy={exporting || undefined} onClick={() => void exportCsv()}>
          {t('reports.csv_top', { n: REPORT_TOP_MAX.toLocaleString('en-US') })}
        </Button>
      </div>
      {children}
      <PagedTable<R>
        label={title}
        columns={tableColumns}
        query={query}
        errorText={errorText}
        page={page}
        size={RANKED_PAGE_SIZE}
        onPage={onPage}
        empty={empty}
        getRowId={getRowId}
        sort={tableSort}
        onSort={(s) => onSort(s ? { sort: s.id as TReportSort, order: s.desc ? 'desc' : 'asc' } : null)}
      />
    </section>
  );
}

/**
 * A ranked report's sort and page: a new sort starts at page 1, and so does a
 * new date range (`rangeKey`), without an effect (the page belongs to its range).
 */
export function useRanking(defaultSort: RankedSort, rangeKey: string) {
  const [sort, setSort] = useState(defaultSort);
  const [paged, setPaged] = useState({ rangeKey, page: 1 });
  return {
    sort,
    page: paged.rangeKey === rangeKey ? paged.page : 1,
    setPage: (page: number) => setPaged({ rangeKey, page }),
    setSort: (next: RankedSort | null) => {
      setSort(next ?? defaultSort);
      setPaged({ rangeKey, page: 1 });
    },
  };
}
