import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { buildBill, fail, ok, pageOf, renderAgent, serveAgent } from '../testing/render-agent';
import { BillsScreen } from './agent-bills';
import { IncomeScreen } from './agent-income';

const BILLS = '/wps/agent/bills';
const CLAIM = '/wps/agent/bills/claim';
const INCOME = '/wps/agent/income';
/** 01:30 on 2025-03-06 in the brand's GMT+8. */
const NOW = Date.UTC(2025, 2, 5, 17, 30);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  dialogs.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** agent01's own daily salary, paid by the brand; and one it pays its downline, short of balance. */
const mine = buildBill({ id: 1 });
const payable = buildBill({ id: 2, agentAccount: 'sub01', payerAccount: 'agent01', amount: '3000', paid: '1000', status: 'partly_paid', rate: 60 });

describe('the bills of a contract kind', () => {
  it('shows my bills over the range, switches to the bills I pay, and opens a bill’s explanation', async () => {
    const api = serveAgent({
      [BILLS]: ({ url }) =>
        url.searchParams.get('side') === 'payable'
          ? ok({ ...pageOf([payable]), totals: { amount: '3000', paid: '1000' } })
          : ok({ ...pageOf([mine], { total: 12, totalPages: 1 }), totals: { amount: '48000', paid: '48000' } }),
    });
    renderAgent(<BillsScreen kind="daily_salary" />);

    const row = await screen.findByTestId('bill-row-1');
    expect(api.params(BILLS)[0]).toEqual({ pageNo: '1', pageSize: '20', startDate: '2025-02-28', endDate: '2025-03-06', kind: 'daily_salary', side: 'mine' });
    expect(row.textContent).toContain('2025-03-04');
    // Paid by the brand: its name.
    expect(row.textContent).toContain('Test Brand');
    expect(row.textContent).toContain('0.80%');
    expect(within(row).getByTestId('bill-amount').textContent).toBe('₱40.00');
    expect(screen.getByTestId('bill-status-1').textContent).toBe('Paid');
    expect(screen.getByTestId('bills-count').textContent).toBe('12');
    expect(screen.getByTestId('bills-table-total-amount').textContent).toBe('₱480.00');

    fireEvent.click(screen.getByTestId('bill-open-1'));
    const lines = await screen.findByTestId('bill-lines');
    expect(within(lines).getByTestId('bill-lines-team_valid_bet').textContent).toBe('Team valid bet₱5,000.00');
    expect(within(lines).getByTestId('bill-lines-formula').textContent).toBe('Calculation5,000.00 × 0.80%');
    expect(within(lines).getByTestId('bill-lines-payer').textContent).toBe('Paid byTest Brand');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('bill-detail')).toBeNull());

    fireEvent.click(screen.getByTestId('bills-side-payable'));
    const owed = await screen.findByTestId('bill-row-2');
    expect(api.params(BILLS).at(-1)).toMatchObject({ side: 'payable', kind: 'daily_salary' });
    expect(owed.textContent).toContain('sub01');
    expect(screen.getByTestId('bill-status-2').textContent).toBe('Partly paid: insufficient balance');
  });

  it('claims an approved dividend with its bill id, says what was paid and asks for the bills again', async () => {
    const approved = buildBill({
      id: 31,
      kind: 'dividend',
      payerAccount: 'boss01',
      playersLoss: '90000',
      amount: '9000',
      paid: '0',
      status: 'approved',
      expiresAt: Date.UTC(2025, 2, 8, 16, 0),
      paidAt: null,
    });
    let claimed = false;
    const api = serveAgent({
      [BILLS]: () => ok({ ...pageOf([claimed ? { ...approved, status: 'paid', paid: '9000' } : approved]), totals: { amount: '9000', paid: claimed ? '9000' : '0' } }),
      [CLAIM]: () => {
        claimed = true;
        return ok({ ...approved, status: 'paid', paid: '9000' });
      },
    });
    renderAgent(<BillsScreen kind="dividend" />);
    expect((await screen.findByTestId('bill-status-31')).textContent).toBe('Approved: claim it');
    expect(screen.getByTestId('bill-row-31').textContent).toContain('₱900.00');
    expect(screen.getByTestId('bill-claim-31-expires').textContent).toBe('Claim by 2025-03-09 00:00:00');

    fireEvent.click(screen.getByTestId('bill-claim-31'));
    expect((await screen.findByTestId('message-dialog')).textContent).toContain('₱90.00 was paid to your wallet.');
    expect(api.of(CLAIM, 'POST').map((c) => c.body)).toEqual([{ billId: 31 }]);
    await waitFor(() => expect(screen.getByTestId('bill-status-31').textContent).toBe('Paid'));
    expect(screen.queryByTestId('bill-claim-31')).toBeNull();
  });

  it('shows a refused claim', async () => {
    const approved = buildBill({ id: 32, kind: 'dividend', status: 'approved', paid: '0', expiresAt: Date.UTC(2025, 2, 8, 16, 0) });
    serveAgent({
      [BILLS]: () => ok({ ...pageOf([approved]), totals: { amount: '4000', paid: '0' } }),
      [CLAIM]: () => fail(409, 'bill_not_claimable'),
    });
    renderAgent(<BillsScreen kind="dividend" />);
    fireEvent.click(await screen.findByTestId('bill-open-32'));
    fireEvent.click(await screen.findByTestId('bill-detail-claim'));
    expect((await screen.findByTestId('message-dialog')).textContent).toContain('This bill cannot be claimed.');
  });

  it('says so when there are no bills, and player-agents see only their own', async () => {
    serveAgent({ [BILLS]: () => ok({ ...pageOf([]), totals: { amount: '0', paid: '0' } }) });
    renderAgent(<BillsScreen kind="hourly_salary" />, { type: 42 });
    expect(await screen.findByText('No Hourly salary bills in this period')).toBeTruthy();
    expect(screen.queryByTestId('bills-side-payable')).toBeNull();
  });
});

describe('my income (agentRevenueReport)', () => {
  it('shows a card per kind with the total, and the bills of every kind', async () => {
    const dividend = buildBill({ id: 41, kind: 'dividend', playersLoss: '-5000', amount: '0', paid: '0', status: 'pending_review' });
    const api = serveAgent({
      [INCOME]: () =>
        ok({
          ...pageOf([dividend, buildBill({ id: 42 })], { total: 2 }),
          totals: { amount: '4000', paid: '4000' },
          byKind: [
            { kind: 'daily_salary', amount: '4000', paid: '4000', bills: 1 },
            { kind: 'dividend', amount: '0', paid: '0', bills: 1 },
          ],
        }),
    });
    renderAgent(<IncomeScreen />);
    expect((await screen.findByTestId('income-total-value')).textContent).toBe('₱40.00');
    expect(api.params(INCOME)[0]).toEqual({ pageNo: '1', pageSize: '20', startDate: '2025-02-28', endDate: '2025-03-06' });
    expect(screen.getByTestId('income-daily_salary-value').textContent).toBe('₱40.00');
    expect(screen.getByTestId('income-dividend').textContent).toContain('1 bills');
    // Dividends first, as the kinds are ordered.
    expect(screen.getAllByTestId(/^income-(dividend|daily_salary)$/).map((c) => c.dataset.testid)).toEqual(['income-dividend', 'income-daily_salary']);
    const row = screen.getByTestId('bill-row-41');
    expect(row.textContent).toContain('Dividend');
    expect(row.textContent).toContain('−₱50.00');
    expect(screen.getByTestId('bill-status-41').textContent).toBe('Under review');
    expect(screen.getByTestId('bill-row-42').textContent).toContain('—');
  });

  it('says so when nothing was earned', async () => {
    serveAgent({ [INCOME]: () => ok({ ...pageOf([]), totals: { amount: '0', paid: '0' }, byKind: [] }) });
    renderAgent(<IncomeScreen />);
    expect(await screen.findByText('No income in this period')).toBeTruthy();
    expect(screen.queryByTestId('income-cards')).toBeNull();
  });
});
