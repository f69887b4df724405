import { agentTransfer, type TTeamTransaction } from '@wps/contracts/player';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTransferInfo, fail, ok, openSealed, pageOf, type Reply, renderAgent, serveAgent } from '../testing/render-agent';
import { TeamTransactionsScreen } from './team-transactions';

const TX = '/wps/agent/team/transactions';
const LIST = '/wps/agent/transfer/list';
const INFO = '/wps/agent/transfer/info';
const TRANSFER = '/wps/agent/passwordCheck/transfer';

const NOW = Date.UTC(2025, 2, 5, 17, 30);

const tx = (over: Partial<TTeamTransaction>): TTeamTransaction => ({
  id: 1,
  account: 'play01',
  kind: 'deposit',
  amount: '100000',
  balanceAfter: '150000',
  reference: 'D001',
  counterparty: null,
  at: Date.UTC(2025, 2, 5, 2, 0),
  ...over,
});

const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('account details: team transactions', () => {
  it('lists the team movements with signed amounts and sends the filters', async () => {
    const api = serveAgent({
      [TX]: () => ok(pageOf([tx({ id: 1 }), tx({ id: 2, kind: 'transfer', amount: '-25050', counterparty: 'sub01', reference: null, balanceAfter: null })])),
    });
    renderAgent(<TeamTransactionsScreen />);
    const credit = await screen.findByTestId('tx-row-1');
    expect(api.params(TX)[0]).toEqual({ pageNo: '1', pageSize: '20', startDate: '2025-02-28', endDate: '2025-03-06' });
    expect(within(credit).getByTestId('tx-amount').textContent).toBe('+₱1,000.00');
    expect(credit.textContent).toContain('Deposit');
    expect(credit.textContent).toContain('₱1,500.00');
    const debit = screen.getByTestId('tx-row-2');
    expect(within(debit).getByTestId('tx-amount').textContent).toBe('−₱250.50');
    expect(within(debit).getByTestId('tx-amount').querySelector('.agent-signed--down')).not.toBeNull();
    expect(debit.textContent).toContain('sub01');

    fireEvent.change(screen.getByTestId('team-tx-kind'), { target: { value: 'withdrawal' } });
    await waitFor(() => expect(api.params(TX).at(-1)).toMatchObject({ kind: 'withdrawal' }));
    type('team-tx-account', 'play01');
    fireEvent.blur(screen.getByTestId('team-tx-account'));
    await waitFor(() => expect(api.params(TX).at(-1)).toEqual({ pageNo: '1', pageSize: '20', startDate: '2025-02-28', endDate: '2025-03-06', kind: 'withdrawal', account: 'play01' }));
  });

  it('lists my transfers signed from my side', async () => {
    serveAgent({
      [TX]: () => ok(pageOf([])),
      [LIST]: () =>
        ok(
          pageOf([
            { id: 5, direction: 'down', fromAccount: 'agent01', toAccount: 'sub01', amount: '20000', createdAt: NOW },
            { id: 6, direction: 'up', fromAccount: 'sub01', toAccount: 'agent01', amount: '5000', createdAt: NOW },
          ]),
        ),
    });
    renderAgent(<TeamTransactionsScreen />);
    fireEvent.click(screen.getByTestId('team-tx-tab-transfers'));
    const sent = await screen.findByTestId('transfer-row-5');
    expect(sent.textContent).toContain('Sent to downline');
    expect(within(sent).getByTestId('transfer-amount-cell').textContent).toBe('−₱200.00');
    const received = screen.getByTestId('transfer-row-6');
    expect(received.textContent).toContain('Received from downline');
    expect(within(received).getByTestId('transfer-amount-cell').textContent).toBe('+₱50.00');
  });
});

describe('account details: transfer to a downline', () => {
  it('sends the amount in minor units with a request id, kept for a resend after an unknown outcome', async () => {
    const sealed: unknown[] = [];
    let reply = (): Reply => ({ status: 502, body: { success: false, code: 'http_502' } });
    const api = serveAgent({
      [TX]: () => ok(pageOf([])),
      [INFO]: () => ok(buildTransferInfo()),
      [`POST ${TRANSFER}`]: ({ body }) => (sealed.push(body), reply()),
    });
    renderAgent(<TeamTransactionsScreen />);
    fireEvent.click(screen.getByTestId('team-tx-tab-send'));
    await screen.findByTestId('transfer-form-down');
    expect(screen.getByTestId('transfer-balance').textContent).toBe('₱5,000.00');
    expect(screen.getByTestId('transfer-range').textContent).toBe('₱100.00 – ₱3,000.00');

    type('transfer-to', ' sub01 ');
    type('transfer-amount', '1,250.5');
    type('transfer-password', '12a3456');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(sealed).toHaveLength(1));
    const first = await openSealed(sealed[0], agentTransfer.path);
    expect(first).toMatchObject({ toAccount: 'sub01', amount: '125050', paymentPassword: '123456' });
    expect(first.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    // The first answer never came back whole: the same transfer again keeps its id.
    reply = () => ok({ id: 9, direction: 'down', fromAccount: 'agent01', toAccount: 'sub01', amount: '125050', createdAt: NOW });
    type('transfer-password', '123456');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-success-text')).textContent).toBe('₱1,250.50 was sent to sub01.');
    expect((await openSealed(sealed[1], agentTransfer.path)).requestId).toBe(first.requestId);
    expect(api.of(TRANSFER, 'POST')).toHaveLength(2);

    // A new transfer gets a new id.
    fireEvent.click(screen.getByTestId('transfer-again'));
    type('transfer-to', 'sub01');
    type('transfer-amount', '100');
    type('transfer-password', '123456');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(sealed).toHaveLength(3));
    const third = await openSealed(sealed[2], agentTransfer.path);
    expect(third).toMatchObject({ amount: '10000' });
    expect(third.requestId).not.toBe(first.requestId);
  });

  it('refuses an amount outside the limits before sending, and shows the server refusals on their fields', async () => {
    let reply = fail(400, 'payment_password_incorrect');
    const api = serveAgent({ [TX]: () => ok(pageOf([])), [INFO]: () => ok(buildTransferInfo()), [`POST ${TRANSFER}`]: () => reply });
    renderAgent(<TeamTransactionsScreen />);
    fireEvent.click(screen.getByTestId('team-tx-tab-send'));
    await screen.findByTestId('transfer-form-down');
    type('transfer-to', 'sub01');
    type('transfer-amount', '3000.01');
    type('transfer-password', '123456');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('field-error-amount')).textContent).toBe('The maximum per transfer is ₱3,000.00');
    expect(api.of(TRANSFER, 'POST')).toHaveLength(0);

    type('transfer-amount', '200');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByTestId('field-error-paymentPassword')).toBeTruthy();
    reply = fail(404, 'user_not_found');
    type('transfer-password', '123456');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('field-error-toAccount')).textContent).toBe('This username is not one of your direct downlines');
  });

  it('explains that a payment password is needed and links to where it is set', async () => {
    const api = serveAgent({ [TX]: () => ok(pageOf([])), [INFO]: () => ok(buildTransferInfo({ hasPaymentPassword: false })) });
    renderAgent(<TeamTransactionsScreen />);
    fireEvent.click(screen.getByTestId('team-tx-tab-send'));
    expect((await screen.findByTestId('transfer-no-password')).textContent).toContain('Set a payment password first');
    expect(screen.getByTestId('transfer-set-password').getAttribute('href')).toBe('/agentHome?tab=withdraw');
    expect(screen.queryByTestId('transfer-form-down')).toBeNull();
    expect(api.of(TRANSFER, 'POST')).toHaveLength(0);
  });
});
