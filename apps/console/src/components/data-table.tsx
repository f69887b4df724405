import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { Button, Spinner } from '@wps/ui';
import { useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

/** What a column may say about itself: `numeric` right-aligns it in tabular figures (amounts, counts, ids). */
export type DataColumnMeta = { numeric?: boolean };

/**
 * The table features every console table runs with: sorting as state only
 * (the server sorts: manual mode), no client-side row models.
 */
export const dataTableFeatures = tableFeatures({ rowSortingFeature, columnMeta: {} as DataColumnMeta });
type Features = typeof dataTableFeatures;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
export type DataColumn<TRow extends RowData> = ColumnDef<Features, TRow, any>;

/**
 * Typed column definitions for a row type:
 * `const col = columnsFor<TStaffDeposit>(); col.columns([col.accessor('amount', { header, meta: { numeric: true } })])`.
 * A column the server can sort by says `enableSorting: true`; the others cannot be sorted.
 */
export const columnsFor = <TRow extends RowData>() => createColumnHelper<Features, TRow>();

/** One column the server sorts by, or none. */
export type DataSort = { id: string; desc: boolean } | null;

export type DataTableProps<TRow extends RowData> = {
  columns: ReadonlyArray<DataColumn<TRow>>;
  /** The rows of the current page, in the server's order. */
  rows: readonly TRow[];
  /** Rows across every page (the API's `total`). */
  total: number;
  /** 1-based, as the API's `pageNo`. */
  page: number;
  size: number;
  onPage: (page: number) => void;
  loading?: boolean;
  /** A failed load: its text, and a retry when given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What an empty page says (no rows at all, or none matching the filters). */
  empty: ReactNode;
  onRowClick?: (row: TRow) => void;
  /** A row's stable key (defaults to its `id`, else its index). */
  getRowId?: (row: TRow, index: number) => string;
  sort?: DataSort;
  onSort?: (sort: DataSort) => void;
  /** The table's accessible name (usually the screen's title). */
  label: string;
  /** Replaces the page-number pager: a keyset list's own (newer / older), or null for none (a short list shown whole). */
  footer?: ReactNode;
};

const EMPTY_SORTING: SortingState = [];
/** Counts with thousands separators, as both languages write them. */
const count = (n: number): string => n.toLocaleString('en-US');

const defaultRowId = (row: unknown, index: number): string => {
  const id = row && typeof row === 'object' && 'id' in row ? (row as { id: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
};

/**
 * A dense, server-paginated table (TanStack Table in manual mode): the
 * header stays in view while the rows scroll, wide tables scroll sideways
 * on a phone, and the pager at the foot is plain buttons.
 */
export function DataTable<TRow extends RowData>({
  columns,
  rows,
  total,
  page,
  size,
  onPage,
  loading = false,
  error,
  onRetry,
  empty,
  onRowClick,
  getRowId = defaultRowId,
  sort = null,
  onSort,
  label,
  footer,
}: DataTableProps<TRow>) {
  const { t } = useTranslation();
  const sorting = useMemo<SortingState>(() => (sort ? [{ id: sort.id, desc: sort.desc }] : EMPTY_SORTING), [sort]);
  const table = useTable({
    features: dataTableFeatures,
    columns: columns as DataColumn<TRow>[],
    data: rows as TRow[],
    getRowId,
    manualSorting: true,
    enableMultiSort: false,
    enableSorting: onSort !== undefined,
    // Sorting is the server's: a column opts in with `enableSorting: true`.
    defaultColumn: { enableSorting: false },
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSort?.(first ? { id: first.id, desc: first.desc } : null);
    },
  });

  const pages = Math.max(1, Math.ceil(total / Math.max(1, size)));
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  const columnCount = table.getAllLeafColumns().length;
  const bodyRows = table.getRowModel().rows;

  const rowKeyDown = (row: TRow) => (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onRowClick?.(row);
    }
  };

  let notice: ReactNode = null;
  if (error) {
    notice = (
      <div className="data-table__notice data-table__notice--error" role="alert">
        <Icon name="alert" />
        <span>{error}</span>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  } else if (loading && bodyRows.length === 0) {
    notice = (
      <div className="data-table__notice">
        <Spinner size={20} label={t('common.loading')} />
      </div>
    );
  } else if (bodyRows.length === 0) {
    notice = (
      <div className="data-table__notice data-table__notice--empty">
        <Icon name="inbox" />
        <span>{empty}</span>
      </div>
    );
  }

  return (
    <div className="data-table" data-loading={loading || undefined}>
      <div className="data-table__scroll">
        <table className="data-table__table" aria-label={label} aria-busy={loading || undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const numeric = column.columnDef.meta?.numeric === true;
                  const sortable = column.getCanSort();
                  const sorted = column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      className={numeric ? 'is-numeric' : undefined}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : sortable ? 'none' : undefined}
                    >
                      {header.isPlaceholder ? null : sortable ? (
                        <button type="button" className="data-table__sort" onClick={column.getToggleSortingHandler()}>
                          <span>
                            <table.FlexRender header={header} />
                          </span>
                          <Icon name={sorted === 'asc' ? 'sort-asc' : sorted === 'desc' ? 'sort-desc' : 'sort'} size={14} className="data-table__sort-icon" />
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {notice === null &&
              bodyRows.map((row) => (
                <tr
                  key={row.id}
                  className={onRowClick ? 'is-clickable' : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  onKeyDown={onRowClick ? rowKeyDown(row.original) : undefined}
                >
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={cell.column.columnDef.meta?.numeric ? 'is-numeric' : undefined}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            {notice !== null && (
              <tr className="data-table__notice-row">
                <td colSpan={columnCount}>{notice}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {footer !== undefined ? (
        footer && <div className="data-table__pager">{footer}</div>
      ) : (
        <nav className="data-table__pager" aria-label={t('table.pagination')}>
          <p className="data-table__range" aria-live="polite">
            {t('table.range', { from: count(from), to: count(to), total: count(total) })}
          </p>
          <div className="data-table__pages">
            <button type="button" className="icon-button" aria-label={t('table.first')} disabled={page <= 1} onClick={() => onPage(1)}>
              <Icon name="first" size={16} />
            </button>
            <button type="button" className="icon-button" aria-label={t('table.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
              <Icon name="chevron-left" size={16} />
            </button>
            <span className="data-table__page">{t('table.page', { page: count(page), pages: count(pages) })}</span>
            <button type="button" className="icon-button" aria-label={t('table.next')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
              <Icon name="chevron-right" size={16} />
            </button>
            <button type="button" className="icon-button" aria-label={t('table.last')} disabled={page >= pages} onClick={() => onPage(pages)}>
              <Icon name="last" size={16} />
            </button>
          </div>
        </nav>
      )}
    </div>
  );
}

/**
 * A whole list in one table (no pages: a brand's roles, staff, banners): the
 * rows and the state of the read that brought them.
 */
export function ListTable<TRow extends RowData>({
  query,
  rows,
  ...table
}: Omit<DataTableProps<TRow>, 'total' | 'page' | 'size' | 'onPage' | 'footer' | 'loading' | 'error' | 'onRetry'> & {
  query: { isFetching: boolean; isError: boolean; error: unknown; refetch: () => unknown; data?: unknown };
  errorText: (e: unknown) => string;
}) {
  const { errorText, ...rest } = table;
  return (
    <DataTable
      {...rest}
      rows={rows}
      total={rows.length}
      page={1}
      size={Math.max(rows.length, 1)}
      onPage={() => undefined}
      footer={null}
      loading={query.isFetching && query.data === undefined}
      error={query.isError ? errorText(query.error) : undefined}
      onRetry={() => void query.refetch()}
    />
  );
}

/**
 * A server-paged table fed by a read answering `{ list, total }` (the queues,
 * the audit log, the games): the rows, the total and the read's state.
 */
export function PagedTable<TRow extends RowData>({
  query,
  errorText,
  ...table
}: Omit<DataTableProps<TRow>, 'rows' | 'total' | 'loading' | 'error' | 'onRetry'> & {
  query: { isFetching: boolean; isError: boolean; error: unknown; refetch: () => unknown; data?: { list: readonly TRow[]; total: number } };
  errorText: (e: unknown) => string;
}) {
  return (
    <DataTable
      {...table}
      rows={query.data?.list ?? []}
      total={query.data?.total ?? 0}
      loading={query.isFetching && !query.data}
      error={query.isError ? errorText(query.error) : undefined}
      onRetry={() => void query.refetch()}
    />
  );
}
