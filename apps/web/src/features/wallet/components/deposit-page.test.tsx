import { IMAGE_MAX_BYTES, type TDeposit, type TDepositChannel, ZRequestId } from '@wps/contracts/player';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Reply, renderWallet, serveWallet } from '../testing/render-wallet';
import { DepositOrderStatus } from './deposit-order-status';
import { DepositScreen } from './deposit-page';

const CHANNELS: TDepositChannel[] = [
  {
    code: 'BDO',
    kind: 'bank',
    name: 'BDO bank transfer',
    minAmount: '10000',
    maxAmount: '50000000',
    feeBps: 0,
    feeFixed: '0',
    bankName: 'BDO Unibank',
    accountName: 'Test Brand Inc.',
    accountNumber: '001234567890',
  },
  {
    code: 'QPAY',
    kind: 'gateway',
    name: 'QuickPay e-wallet',
    minAmount: '10000',
    maxAmount: '5000000',
    feeBps: 150,
    feeFixed: '0',
    bankName: null,
    accountName: null,
    accountNumber: null,
  },
];

/** 2025-03-01 06:00 UTC = 14:00 at GMT+8 (the test brand's offset). */
const AT = Date.UTC(2025, 2, 1, 6, 0);

const deposit = (over: Partial<TDeposit> = {}): TDeposit => ({
  id: 1,
  orderNo: 'D2025030100000001',
  channelCode: 'BDO',
  channelName: 'BDO bank transfer',
  kind: 'bank',
  amount: '150000',
  fee: '0',
  credited: '150000',
  status: 'pending',
  payerName: 'Juan Dela Cruz',
  reference: 'REF123',
  reason: null,
  hasReceipt: false,
  createdAt: AT,
  updatedAt: AT,
  ...over,
});

const page = (list: TDeposit[], over: { pageNo?: number; totalPages?: number } = {}) => ({
  list,
  pageNo: over.pageNo ?? 1,
  pageSize: 10,
  total: list.length,
  totalPages: over.totalPages ?? 1,
});

const serve = (routes: Record<string, (req: { url: URL; body: unknown }) => Reply> = {}) =>
  serveWallet({
    '/wps/relay/deposit/channels': () => ok(CHANNELS),
    '/wps/relay/deposit/list': () => ok(page([])),
    ...routes,
  });

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const attach = (file: File) => fireEvent.change(screen.getByTestId('deposit-receipt-input'), { target: { files: [file] } });
const png = (bytes = [137, 80, 78, 71, 13, 10, 26, 10]) => new File([new Uint8Array(bytes)], 'receipt.png', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('deposit page (depositv2)', () => {
  it('offers each channel as a card with its kind, limits and fee', async () => {
    serve();
    renderWallet(<DepositScreen />);
    const bank = await screen.findByTestId('deposit-channel-BDO');
    expect(bank.textContent).toContain('BDO bank transfer');
    expect(bank.textContent).toContain('Bank transfer');
    expect(bank.textContent).toContain('₱100.00 – ₱500,000.00');
    expect(bank.textContent).toContain('No fee');
    const gateway = screen.getByTestId('deposit-channel-QPAY');
    expect(gateway.textContent).toContain('Online payment');
    expect(gateway.textContent).toContain('1.5% fee');
    expect((within(bank).getByRole('radio') as HTMLInputElement).checked).toBe(true);
  });

  it("shows the brand's receiving account with a copy button", async () => {
    serve();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWallet(<DepositScreen />);
    const account = await screen.findByTestId('receiving-account');
    expect(account.textContent).toContain('BDO Unibank');
    expect(account.textContent).toContain('Test Brand Inc.');
    expect(within(account).getByTestId('receiving-account-number').textContent).toBe('001234567890');
    fireEvent.click(within(account).getByTestId('copy-account-number'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('001234567890'));
    await waitFor(() => expect(within(account).getByTestId('copy-account-number').textContent).toBe('Copied'));
  });

  it('checks the amount against the channel limits (inclusive) and the required fields before sending', async () => {
    const api = serve();
    renderWallet(<DepositScreen />);
    await screen.findByTestId('bank-deposit-form');
    type('deposit-amount', '99.99');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('field-error-amount')).textContent).toBe('The minimum for this method is ₱100.00');
    expect(screen.getByTestId('field-error-payerName').textContent).toBe('Input cannot be empty');
    expect(screen.getByTestId('field-error-reference').textContent).toBe('Input cannot be empty');
    type('deposit-amount', '500000.01');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('field-error-amount').textContent).toBe('The maximum for this method is ₱500,000.00');
    type('deposit-amount', '12.345');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('field-error-amount').textContent).toBe('Enter an amount greater than zero with at most 2 decimals');
    type('deposit-amount', '500000');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(screen.queryByTestId('field-error-amount')).toBeNull();
    expect(api.of('POST', '/wps/relay/deposit/bank')).toHaveLength(0);
  });

  it('accepts only png or jpg receipts of at most 5 MB, and previews them', async () => {
    serve();
    renderWallet(<DepositScreen />);
    await screen.findByTestId('bank-deposit-form');
    attach(new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('field-error-receipt')).textContent).toBe('Only PNG or JPG images can be uploaded');
    const big = new File([new Uint8Array(8)], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    attach(big);
    await waitFor(() => expect(screen.getByTestId('field-error-receipt').textContent).toBe('The image must be 5 MB or smaller'));
    expect(screen.queryByTestId('deposit-receipt-preview')).toBeNull();
    attach(png());
    const preview = await screen.findByTestId('deposit-receipt-preview');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.queryByTestId('field-error-receipt')).toBeNull();
    fireEvent.click(screen.getByTestId('deposit-receipt-remove'));
    expect(screen.queryByTestId('deposit-receipt-preview')).toBeNull();
  });

  it('shows the fee and what will be credited as the amount is typed, by the rule the server charges', async () => {
    serve();
    renderWallet(<DepositScreen />);
    await screen.findByTestId('bank-deposit-form');
    type('deposit-amount', '1,500');
    expect(screen.getByTestId('deposit-quote-fee').textContent).toBe('No fee');
    expect(screen.getByTestId('deposit-quote-credited').textContent).toBe('₱1,500.00');
    fireEvent.click(within(screen.getByTestId('deposit-channel-QPAY')).getByRole('radio'));
    await screen.findByTestId('gateway-deposit-form');
    expect(screen.queryByTestId('deposit-quote')).toBeNull();
    type('deposit-amount', '200');
    expect(screen.getByTestId('deposit-quote-amount').textContent).toBe('₱200.00');
    expect(screen.getByTestId('deposit-quote-fee').textContent).toBe('₱3.00');
    expect(screen.getByTestId('deposit-quote-credited').textContent).toBe('₱197.00');
    // 1.5% of 123.45 is 1.85175: rounded down, as the server does.
    type('deposit-amount', '123.45');
    expect(screen.getByTestId('deposit-quote-fee').textContent).toBe('₱1.85');
    expect(screen.getByTestId('deposit-quote-credited').textContent).toBe('₱121.60');
    // Below the channel's minimum: no quote, the limits stay the hint.
    type('deposit-amount', '50');
    expect(screen.queryByTestId('deposit-quote')).toBeNull();
  });

  it('refuses an amount the fixed fee would take whole before sending', async () => {
    const api = serve({
      '/wps/relay/deposit/channels': () => ok([{ ...CHANNELS[1]!, code: 'FIX', feeBps: 0, feeFixed: '20000', minAmount: '100' }]),
    });
    renderWallet(<DepositScreen />);
    await screen.findByTestId('gateway-deposit-form');
    type('deposit-amount', '200');
    expect(screen.queryByTestId('deposit-quote')).toBeNull();
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByTestId('field-error-amount').textContent).toBe('The amount must be more than the fee');
    expect(api.of('POST', '/wps/relay/deposit/gateway')).toHaveLength(0);
  });

  it('the card of a reported bank deposit follows the order: Pending, then Approved once staff approve it', async () => {
    let status: TDeposit['status'] = 'pending';
    serve({
      'POST /wps/relay/deposit/bank': () => ok(deposit()),
      '/wps/relay/deposit/list': () => ok(page([deposit({ status })])),
    });
    const { client } = renderWallet(<DepositScreen />);
    await screen.findByTestId('bank-deposit-form');
    type('deposit-amount', '1,500');
    type('deposit-payer', 'Juan Dela Cruz');
    type('deposit-reference', 'REF123');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    const card = await screen.findByTestId('deposit-success');
    expect(within(card).getByTestId('deposit-status').textContent).toBe('Pending');
    status = 'approved';
    // What the live 'deposit' event does (app/live-event-listener): the deposit queries go stale.
    await act(() => client.invalidateQueries({ queryKey: ['wallet', 'deposits'] }));
    await waitFor(() => expect(within(card).getByTestId('deposit-status').textContent).toBe('Approved'));
    expect(card.getAttribute('data-status')).toBe('approved');
    expect(within(card).getByTestId('deposit-done-lead').textContent).toBe('Payment received: ₱1,500.00 was added to your wallet.');
    expect(within(screen.getByTestId('deposit-row-D2025030100000001')).getByTestId('deposit-status').textContent).toBe('Approved');
  });

  it('reports a bank deposit with its receipt and shows the order number, pending review', async () => {
    const api = serve({ 'POST /wps/relay/deposit/bank': () => ok(deposit({ hasReceipt: true })) });
    renderWallet(<DepositScreen />);
    await screen.findByTestId('bank-deposit-form');
    fireEvent.click(screen.getByTestId('deposit-quick-1000'));
    expect((screen.getByTestId('deposit-amount') as HTMLInputElement).value).toBe('1000');
    type('deposit-amount', '1,500');
    type('deposit-payer', '  Juan Dela Cruz ');
    type('deposit-reference', 'REF123');
    attach(png());
    await screen.findByTestId('deposit-receipt-preview');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    const success = await screen.findByTestId('deposit-success');
    expect(within(success).getByTestId('deposit-order-no').textContent).toBe('D2025030100000001');
    expect(success.textContent).toContain('pending review');
    expect(within(success).getByTestId('deposit-status').textContent).toBe('Pending');
    const body = api.of('POST', '/wps/relay/deposit/bank')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      channelCode: 'BDO',
      amount: '150000',
      payerName: 'Juan Dela Cruz',
      reference: 'REF123',
      receipt: { name: 'receipt.png', mime: 'image/png', data: 'iVBORw0KGgo=' },
    });
    expect(ZRequestId.safeParse(body.requestId).success).toBe(true);
    fireEvent.click(screen.getByTestId('deposit-again'));
    expect((screen.getByTestId('deposit-amount') as HTMLInputElement).value).toBe('');
  });

  it('shows the error text of a refused deposit', async () => {
    serve({ 'POST /wps/relay/deposit/bank': () => fail(400, 'channel_unavailable') });
    renderWallet(<DepositScreen />);
    await screen.findByTestId('bank-deposit-form');
    type('deposit-amount', '200');
    type('deposit-payer', 'Juan');
    type('deposit-reference', 'R1');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-error')).textContent).toBe('This payment method is not available right now. Please choose another one.');
  });

  it('sends a gateway deposit to the address the server answers', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const api = serve({
      'POST /wps/relay/deposit/gateway': () =>
        ok({ deposit: deposit({ kind: 'gateway', channelCode: 'QPAY' }), redirectUrl: 'http://localhost/sim/gateway/pay?order=D2025030100000001' }),
    });
    renderWallet(<DepositScreen />);
    fireEvent.click(within(await screen.findByTestId('deposit-channel-QPAY')).getByRole('radio'));
    const form = await screen.findByTestId('gateway-deposit-form');
    expect(form.textContent).toContain('Charges: 1.5% fee');
    type('deposit-amount', '50');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('field-error-amount')).textContent).toBe('The minimum for this method is ₱100.00');
    type('deposit-amount', '200');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sim/gateway/pay?order=D2025030100000001'));
    expect(api.of('POST', '/wps/relay/deposit/gateway')[0]?.body).toMatchObject({ channelCode: 'QPAY', amount: '20000' });
    expect((screen.getByTestId('deposit-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists my deposits with status chips, amounts, fee, credited and the time at the brand offset; pages and filters', async () => {
    const api = serve({
      '/wps/relay/deposit/list': ({ url }) =>
        url.searchParams.get('status') === 'approved'
          ? ok(page([deposit({ id: 3, orderNo: 'D3', status: 'approved' })]))
          : ok(
              page(
                [
                  deposit({ id: 1, orderNo: 'D1', status: 'pending' }),
                  deposit({ id: 2, orderNo: 'D2', status: 'rejected', reason: 'Reference not found', kind: 'gateway', channelName: 'QuickPay', amount: '20000', fee: '300', credited: '19700' }),
                  // The server's own words for a failed payment (English): the row's status says it in the page's language.
                  deposit({ id: 4, orderNo: 'D4', status: 'failed', reason: 'The payment gateway reported the payment failed', kind: 'gateway' }),
                ],
                { pageNo: Number(url.searchParams.get('pageNo')), totalPages: 2 },
              ),
            ),
    });
    renderWallet(<DepositScreen />);
    const second = await screen.findByTestId('deposit-row-D2');
    expect(within(second).getByTestId('deposit-status').textContent).toBe('Rejected');
    expect(second.textContent).toContain('₱200.00');
    // A rejected deposit moved no money: no fee and no credited amount, whatever the row carries.
    expect(second.textContent).not.toContain('₱3.00');
    expect(second.textContent).not.toContain('₱197.00');
    expect(within(second).getByTestId('deposit-nothing-credited').textContent).toBe('Nothing credited');
    expect(second.textContent).toContain('Reference not found');
    expect(screen.getByTestId('deposit-row-D4').textContent).not.toContain('The payment gateway reported');
    const first = screen.getByTestId('deposit-row-D1');
    expect(first.textContent).toContain('To be credited₱1,500.00');
    expect(second.textContent).toContain('2025-03-01 14:00 (GMT+08:00)');
    expect(within(screen.getByTestId('deposit-row-D1')).getByTestId('deposit-status').textContent).toBe('Pending');
    expect(screen.getByTestId('deposits-page').textContent).toBe('Page 1 of 2');
    fireEvent.click(screen.getByTestId('deposits-next'));
    await waitFor(() => expect(screen.getByTestId('deposits-page').textContent).toBe('Page 2 of 2'));
    fireEvent.click(screen.getByTestId('deposit-filter-approved'));
    await screen.findByTestId('deposit-row-D3');
    const queries = api.of('GET', '/wps/relay/deposit/list').map((c) => Object.fromEntries(c.url.searchParams));
    expect(queries).toContainEqual({ pageNo: '2', pageSize: '10' });
    expect(queries).toContainEqual({ pageNo: '1', pageSize: '10', status: 'approved' });
  });

  it('shows the order the gateway returned for (?order=) and lets the member close it', async () => {
    serve({ '/wps/relay/deposit/list': () => ok(page([deposit({ orderNo: 'D9', status: 'approved', credited: '19700' })])) });
    renderWallet(<DepositScreen />, { path: '/member?tab=depositv2&order=D9' });
    const status = await screen.findByTestId('deposit-order-status');
    expect(within(status).getByTestId('deposit-status-order-no').textContent).toBe('D9');
    await waitFor(() => expect(within(status).getByTestId('deposit-order-headline').textContent).toBe('Payment received: ₱197.00 was added to your wallet.'));
    fireEvent.click(within(status).getByTestId('deposit-order-close'));
    await waitFor(() => expect(screen.queryByTestId('deposit-order-status')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/member?tab=depositv2');
  });
});

describe('deposit order status', () => {
  it('asks again while the deposit is pending and stops once it is settled', async () => {
    let asked = 0;
    const api = serveWallet({
      '/wps/relay/deposit/list': () => ok(page([deposit({ orderNo: 'D7', status: ++asked < 3 ? 'pending' : 'approved' })])),
    });
    renderWallet(<DepositOrderStatus orderNo="D7" onClose={() => undefined} pollMs={20} />);
    await waitFor(() => expect(screen.getByTestId('deposit-order-headline').textContent).toBe('Waiting for the payment to be confirmed…'));
    await waitFor(() => expect(screen.getByTestId('deposit-order-status').getAttribute('data-status')).toBe('approved'));
    await act(() => new Promise((r) => setTimeout(r, 120)));
    expect(api.of('GET', '/wps/relay/deposit/list')).toHaveLength(3);
  });

  it('gives up polling after its time and offers to check again', async () => {
    const api = serveWallet({ '/wps/relay/deposit/list': () => ok(page([deposit({ orderNo: 'D8', status: 'pending' })])) });
    renderWallet(<DepositOrderStatus orderNo="D8" onClose={() => undefined} pollMs={20} pollForMs={100} />);
    const refresh = await screen.findByTestId('deposit-order-refresh');
    expect(screen.getByTestId('deposit-order-headline').textContent).toContain('still being confirmed');
    const asked = api.of('GET', '/wps/relay/deposit/list').length;
    expect(asked).toBeGreaterThan(1);
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(api.of('GET', '/wps/relay/deposit/list')).toHaveLength(asked);
    fireEvent.click(refresh);
    await waitFor(() => expect(api.of('GET', '/wps/relay/deposit/list')).toHaveLength(asked + 1));
  });

  it('a payment cancelled at the gateway shows as failed with no fee and nothing credited', async () => {
    serveWallet({
      '/wps/relay/deposit/list': () =>
        ok(page([deposit({ orderNo: 'D5', kind: 'gateway', channelCode: 'QPAY', amount: '20000', fee: '0', credited: '0', status: 'failed' })])),
    });
    renderWallet(<DepositOrderStatus orderNo="D5" onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('deposit-order-status').getAttribute('data-status')).toBe('failed'));
    const card = screen.getByTestId('deposit-order-status');
    expect(within(card).getByTestId('deposit-order-headline').textContent).toBe('The payment did not go through. No money was taken from your wallet.');
    expect(within(card).getByTestId('deposit-nothing-credited').textContent).toBe('Nothing credited');
    expect(within(card).queryByTestId('deposit-money-fee')).toBeNull();
    expect(within(card).queryByTestId('deposit-money-credited')).toBeNull();
    expect(card.textContent).not.toContain('Fee');
  });

  it('says so when the order is not among the recent deposits', async () => {
    serveWallet({ '/wps/relay/deposit/list': () => ok(page([deposit({ orderNo: 'OTHER' })])) });
    renderWallet(<DepositOrderStatus orderNo="NOPE" onClose={() => undefined} />);
    expect(await screen.findByText('We could not find this deposit among your recent orders.')).toBeTruthy();
  });
});
