import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { columnsFor, DataTable, type DataTableProps } from './data-table';

type Row = { id: number; orderNo: string; amount: string; status: string };

const col = columnsFor<Row>();
const columns = col.columns([
  col.accessor('orderNo', { header: 'Order', enableSorting: true }),
  col.accessor('amount', { header: 'Amount', enableSorting: true, meta: { numeric: true } }),
  col.accessor('status', { header: 'Status' }),
]);

const rows: Row[] = [
  { id: 11, orderNo: 'D-011', amount: '150000', status: 'pending' },
  { id: 12, orderNo: 'D-012', amount: '2500', status: 'approved' },
];

const renderTable = (props: Partial<DataTableProps<Row>> = {}) => {
  const onPage = vi.fn();
  const onSort = vi.fn();
  const view = render(
    <DataTable<Row> label="Deposits" columns={columns} rows={rows} total={45} page={2} size={20} onPage={onPage} onSort={onSort} empty="No deposits" {...props} />,
  );
  return { ...view, onPage, onSort };
};

describe('DataTable', () => {
  it('renders the page of rows with the range and the page count', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Deposits' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('D-011')).toBeTruthy();
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('asks for the first, previous, next and last page', () => {
    const { onPage } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPage.mock.calls).toEqual([[1], [1], [3], [3]]);
  });

  it('turns off the buttons that lead past either end', () => {
    renderTable({ page: 1, total: 15 });
    const disabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;
    expect(disabled('First page')).toBe(true);
    expect(disabled('Previous page')).toBe(true);
    expect(disabled('Next page')).toBe(true);
    expect(disabled('Last page')).toBe(true);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('sorts by the columns that opt in, one at a time', () => {
    const { onSort, rerender } = renderTable();
    expect(within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Order' }));
    expect(onSort).toHaveBeenLastCalledWith({ id: 'orderNo', desc: false });

    rerender(
      <DataTable<Row> label="Deposits" columns={columns} rows={rows} total={45} page={2} size={20} onPage={vi.fn()} onSort={onSort} empty="-" sort={{ id: 'orderNo', desc: false }} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Order' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Order' }));
    expect(onSort).toHaveBeenLastCalledWith({ id: 'orderNo', desc: true });

    fireEvent.click(screen.getByRole('button', { name: 'Amount' }));
    expect(onSort).toHaveBeenLastCalledWith({ id: 'amount', desc: expect.any(Boolean) });
  });

  it('lets the sort be removed after descending', () => {
    const onSort = vi.fn();
    render(<DataTable<Row> label="Deposits" columns={columns} rows={rows} total={2} page={1} size={20} onPage={vi.fn()} onSort={onSort} empty="-" sort={{ id: 'orderNo', desc: true }} />);
    expect(screen.getByRole('columnheader', { name: 'Order' }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Order' }));
    expect(onSort).toHaveBeenLastCalledWith(null);
  });

  it('offers no sorting without onSort', () => {
    renderTable({ onSort: undefined });
    expect(screen.queryByRole('button', { name: 'Order' })).toBeNull();
  });

  it('right-aligns numeric columns', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Amount' }).className).toContain('is-numeric');
    expect(screen.getByText('150000').closest('td')!.className).toContain('is-numeric');
    expect(screen.getByText('D-011').closest('td')!.className).not.toContain('is-numeric');
  });

  it('opens a row by click and by keyboard', () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    const row = screen.getByText('D-012').closest('tr')!;
    expect(row.tabIndex).toBe(0);
    fireEvent.click(row);
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(row, { key: ' ' });
    expect(onRowClick).toHaveBeenCalledTimes(3);
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
  });

  it('says when a page is empty', () => {
    renderTable({ rows: [], total: 0, page: 1 });
    expect(screen.getByText('No deposits')).toBeTruthy();
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });

  it('shows a failed load with a retry, instead of the rows', () => {
    const onRetry = vi.fn();
    renderTable({ error: 'The server could not be reached.', onRetry });
    expect(screen.getByRole('alert').textContent).toContain('The server could not be reached.');
    expect(screen.queryByText('D-011')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows a spinner while the first page loads and keeps the rows while the next one does', () => {
    const { rerender } = renderTable({ rows: [], loading: true });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    rerender(<DataTable<Row> label="Deposits" columns={columns} rows={rows} total={45} page={2} size={20} onPage={vi.fn()} empty="-" loading />);
    expect(screen.getByText('D-011')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });
});
