import { type TTransactionDetail, type TTransactionHistoryItem, WhitelabelFlag } from '@wps/contracts/player';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPermission, flagTree } from '@/testing/fixtures';
import { ok, renderRecords, serveRecords } from '../testing/render-records';
import { TransactionHistoryScreen } from './records-screen';

const HISTORY = '/wps/relay/transactionHistory';
const DETAILS = '/wps/relay/ODSFE2_MemTransDet';

// 2025-03-05 17:30 UTC is already 2025-03-06 01:30 in the brand's GMT+8: "today" is the 6th.
const NOW = Date.UTC(2025, 2, 5, 17, 30);

const history: TTransactionHistoryItem[] = [
  { kind: 'DEPOSIT', id: 'd1', orderNo: 'D001', amount: '100000', fee: '1500', status: 'approved', detail: 'QPAY', time: Date.UTC(2025, 2, 5, 2, 0) },
  { kind: 'WITHDRAW', id: 'w1', orderNo: 'W001', amount: '50000', fee: '0', status: 'processing', detail: 'BDO ******4321', time: Date.UTC(2025, 2, 5, 3, 0) },
];
const details: TTransactionDetail[] = [
  { id: 11, type: 'DEPOSIT', amount: '98500', balanceAfter: '198500', status: 'completed', reference: 'D001', time: Date.UTC(2025, 2, 5, 2, 0) },
  { id: 12, type: 'WITHDRAW', amount: '-50000', balanceAfter: '148500', status: 'completed', reference: 'W001', time: Date.UTC(2025, 2, 5, 3, 0) },
];

const serve = () =>
  serveRecords({
    [HISTORY]: (url) => ok({ list: history, pageNo: Number(url.searchParams.get('pageNo')), pageSize: 20, total: 45, totalPages: 3 }),
    [DETAILS]: (url) => ok({ list: details, pageNo: Number(url.searchParams.get('pageNo')), pageSize: 20, total: 2, totalPages: 1 }),
  });

const params = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);
const withRecords = () => buildPermission({}, { whitelabelVal: flagTree(WhitelabelFlag.transactionRecords) });

beforeEach(() => {
  // Only Date is faked: timers stay real so queries settle.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('account records (transactionHistory)', () => {
  it('is shown only when TRANSREC3 is on', async () => {
    const api = serve();
    renderRecords(<TransactionHistoryScreen />, { permission: buildPermission({}, { whitelabelVal: flagTree() }) });
    expect(await screen.findByText('Account records are not available')).toBeTruthy();
    expect(screen.queryByTestId('records-page')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('opens on requests of the previous 7 days in the brand offset and shows them as rows', async () => {
    const api = serve();
    renderRecords(<TransactionHistoryScreen />, { permission: withRecords() });
    const row = await screen.findByTestId('history-row-D001');
    expect(params(api.of(HISTORY)[0])).toEqual({ pageNo: '1', pageSize: '20', startDate: '2025-02-28', endDate: '2025-03-06' });
    expect(screen.getByTestId('date-shortcut-prev7').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('records-tab-requests').getAttribute('aria-selected')).toBe('true');
    expect(row.textContent).toContain('₱1,000.00');
    expect(row.textContent).toContain('₱15.00');
    expect(row.textContent).toContain('2025-03-05 10:00:00');
    expect(within(row).getByTestId('record-status').textContent).toBe('Approved');
    expect(within(screen.getByTestId('history-row-W001')).getByTestId('record-status').textContent).toBe('Processing');
    expect(screen.getByText('Dates and times are in GMT+08:00.')).toBeTruthy();
  });

  it('sends the shortcuts, the kind filter and the page in the query string', async () => {
    const api = serve();
    renderRecords(<TransactionHistoryScreen />, { permission: withRecords() });
    await screen.findByTestId('history-row-D001');

    fireEvent.click(screen.getByTestId('records-pager-next'));
    await waitFor(() => expect(params(api.of(HISTORY).at(-1))).toMatchObject({ pageNo: '2' }));
    await waitFor(() => expect(screen.getByTestId('records-pager-page').textContent).toBe('Page 2 of 3'));

    fireEvent.click(screen.getByTestId('date-shortcut-prev30'));
    await waitFor(() => expect(params(api.of(HISTORY).at(-1))).toEqual({ pageNo: '1', pageSize: '20', startDate: '2025-02-05', endDate: '2025-03-06' }));
    fireEvent.click(screen.getByTestId('date-shortcut-next7'));
    await waitFor(() => expect(params(api.of(HISTORY).at(-1))).toMatchObject({ startDate: '2025-03-06', endDate: '2025-03-12' }));
    fireEvent.click(screen.getByTestId('date-shortcut-next30'));
    await waitFor(() => expect(params(api.of(HISTORY).at(-1))).toMatchObject({ startDate: '2025-03-06', endDate: '2025-04-04' }));
    expect(screen.getByTestId('date-shortcut-next30').getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(screen.getByTestId('records-kind'), { target: { value: 'WITHDRAW' } });
    await waitFor(() =>
      expect(params(api.of(HISTORY).at(-1))).toEqual({ pageNo: '1', pageSize: '20', startDate: '2025-03-06', endDate: '2025-04-04', kind: 'WITHDRAW' }),
    );
  });

  it('refuses a reversed range without asking the server', async () => {
    const api = serve();
    renderRecords(<TransactionHistoryScreen />, { permission: withRecords() });
    await screen.findByTestId('history-row-D001');
    const before = api.of(HISTORY).length;
    fireEvent.change(screen.getByTestId('records-start'), { target: { value: '2025-03-10' } });
    expect(screen.getByTestId('records-range-error').textContent).toBe('The end date is before the start date');
    expect(screen.queryByTestId('history-row-D001')).toBeNull();
    expect(screen.getByTestId('date-shortcut-prev7').getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(screen.getByTestId('records-end'), { target: { value: '2025-03-12' } });
    await waitFor(() => expect(params(api.of(HISTORY).at(-1))).toMatchObject({ startDate: '2025-03-10', endDate: '2025-03-12' }));
    expect(api.of(HISTORY)).toHaveLength(before + 1);
  });

  it('shows transaction details with signed, coloured amounts, the balance after and the type filter', async () => {
    const api = serve();
    renderRecords(<TransactionHistoryScreen />, { permission: withRecords() });
    await screen.findByTestId('history-row-D001');
    fireEvent.click(screen.getByTestId('date-shortcut-prev30'));
    fireEvent.click(screen.getByTestId('records-tab-details'));

    const credit = await screen.findByTestId('detail-row-11');
    // The date range is kept when switching tabs.
    expect(params(api.of(DETAILS)[0])).toEqual({ pageNo: '1', pageSize: '20', startDate: '2025-02-05', endDate: '2025-03-06' });
    expect(within(credit).getByTestId('detail-amount').textContent).toBe('+₱985.00');
    expect(within(credit).getByTestId('detail-amount').className).toContain('amount--in');
    expect(credit.textContent).toContain('₱1,985.00');
    const debit = screen.getByTestId('detail-row-12');
    expect(within(debit).getByTestId('detail-amount').textContent).toBe('−₱500.00');
    expect(within(debit).getByTestId('detail-amount').className).toContain('amount--out');
    expect(debit.textContent).toContain('Withdrawal');
    expect(screen.queryByTestId('records-pager-next')).toBeNull();

    fireEvent.change(screen.getByTestId('records-type'), { target: { value: 'BET' } });
    await waitFor(() => expect(params(api.of(DETAILS).at(-1))).toEqual({ pageNo: '1', pageSize: '20', startDate: '2025-02-05', endDate: '2025-03-06', type: 'BET' }));
    fireEvent.change(screen.getByTestId('records-type'), { target: { value: '' } });
    await waitFor(() => expect(params(api.of(DETAILS).at(-1))).not.toHaveProperty('type'));
  });
});
