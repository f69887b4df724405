import { withdrawReceipt } from '@wps/contracts/player';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { buildWithdrawal, buildWithdrawInfo, ok, pageOf, renderWithdraw, serveWithdraw, type Handler } from '../testing/render-withdraw';
import { WithdrawScreen } from './withdraw-screen';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const png = (name: string) => new File([new Uint8Array(PNG)], name, { type: 'image/png' });
const choose = (files: File[]) => fireEvent.change(screen.getByTestId('proof-input'), { target: { files } });
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));

const now = Date.now();
const processing = buildWithdrawal({ id: 1, orderNo: 'W001' });
const rejected = buildWithdrawal({ id: 2, orderNo: 'W002', status: 'rejected', reason: 'Payee name does not match' });
const awaiting = buildWithdrawal({ id: 3, orderNo: 'W003', status: 'approved', receiptStatus: 'awaiting', autoConfirmAt: now + 90 * 60_000 });
const forced = buildWithdrawal({ id: 4, orderNo: 'W004', status: 'approved', receiptStatus: 'received', receiptForced: true });

const serve = (extra: Record<string, Handler> = {}) =>
  serveWithdraw({
    '/wps/relay/withdraw/info': () => ok(buildWithdrawInfo()),
    '/wps/relay/withdraw/list': ({ url }) => {
      const status = url.searchParams.get('status');
      const all = [processing, rejected, awaiting, forced];
      return ok(pageOf(status ? all.filter((w) => w.status === status) : all, { totalPages: status ? 1 : 3 }));
    },
    ...extra,
  });

const openList = async () => {
  renderWithdraw(<WithdrawScreen />);
  fireEvent.click(await screen.findByTestId('withdraw-tab-history'));
  return screen.findByTestId('withdrawal-row-W001');
};

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dialogs.clear());
});

describe('my withdrawals', () => {
  it('shows each state, the rejection reason and the receipt answers only where they apply', async () => {
    serve();
    await openList();
    const row = (no: string) => screen.getByTestId(`withdrawal-row-${no}`);
    expect(within(row('W001')).getByTestId('withdrawal-status').textContent).toBe('Processing');
    expect(within(row('W002')).getByTestId('withdrawal-reason').textContent).toContain('Payee name does not match');
    expect(within(row('W003')).getByTestId('withdrawal-status').textContent).toBe('Approved');

    // Approved and awaiting: the three answers and the auto-confirmation time with its countdown.
    expect(within(row('W003')).getByTestId('receipt-received')).toBeTruthy();
    expect(within(row('W003')).getByTestId('receipt-not-received')).toBeTruthy();
    expect(within(row('W003')).getByTestId('receipt-partial')).toBeTruthy();
    const countdown = within(row('W003')).getByTestId('receipt-countdown').textContent ?? '';
    expect(countdown).toMatch(/^Auto-confirmed as received on \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(GMT\+08:00\)/);
    expect(countdown).toContain('in 1 h 30 min');

    // Forced: no answers, and it says it cannot be changed.
    expect(within(row('W004')).queryByTestId('receipt-received')).toBeNull();
    expect(within(row('W004')).queryByTestId('receipt-not-received')).toBeNull();
    expect(within(row('W004')).getByTestId('receipt-forced').textContent).toContain('cannot be changed');
    for (const no of ['W001', 'W002', 'W004']) expect(within(row(no)).queryByTestId('receipt-partial')).toBeNull();

    // Nothing can be cancelled.
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
  });

  it('filters by state and pages with the query string', async () => {
    const api = serve();
    await openList();
    expect(api.of('GET', '/wps/relay/withdraw/list')[0]?.url.search).toBe('?pageNo=1&pageSize=10');
    click('withdrawals-next');
    await waitFor(() => expect(api.of('GET', '/wps/relay/withdraw/list').at(-1)?.url.searchParams.get('pageNo')).toBe('2'));
    click('withdrawals-filter-approved');
    await waitFor(() => expect(api.of('GET', '/wps/relay/withdraw/list').at(-1)?.url.search).toBe('?pageNo=1&pageSize=10&status=approved'));
    await waitFor(() => expect(screen.queryByTestId('withdrawal-row-W001')).toBeNull());
    expect(screen.getByTestId('withdrawal-row-W003')).toBeTruthy();
    expect(screen.getByTestId('withdrawals-filter-approved').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('receipt answers', () => {
  it('needs a proof image for "not received", refuses wrong files client-side and sends the kept ones', async () => {
    const api = serve({ 'POST /wps/relay/withdraw/receipt': () => ok({ ...awaiting, receiptStatus: 'not_received', proofCount: 2 }) });
    await openList();
    fireEvent.click(within(screen.getByTestId('withdrawal-row-W003')).getByTestId('receipt-not-received'));
    await screen.findByTestId('receipt-form');

    click('receipt-submit');
    expect(screen.getByTestId('proof-error').textContent).toBe('Attach at least one proof image');
    expect(api.of('POST', withdrawReceipt.path)).toHaveLength(0);

    choose([new File(['just some notes'], 'notes.txt', { type: 'text/plain' })]);
    // The file check is asynchronous (it reads the first bytes): wait for its verdict, as the steps below do.
    await waitFor(() => expect(screen.getByTestId('proof-error').textContent).toBe('“notes.txt” is not a PNG or JPG image.'));

    choose([new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' })]);
    await waitFor(() => expect(screen.getByTestId('proof-error').textContent).toBe('“huge.png” is larger than 5 MB.'));

    // A text file renamed to .png is caught by its first bytes.
    choose([new File(['hello, not a picture'], 'fake.png', { type: 'image/png' })]);
    await waitFor(() => expect(screen.getByTestId('proof-error').textContent).toBe('“fake.png” is not a PNG or JPG image.'));
    expect(screen.queryAllByTestId('proof-preview')).toHaveLength(0);

    choose([png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    await waitFor(() => expect(screen.getAllByTestId('proof-preview')).toHaveLength(3));
    expect(screen.getByTestId('proof-error').textContent).toBe('You can attach at most 3 images.');
    expect(screen.getByTestId('proof-count').textContent).toBe('3/3');
    expect(screen.getAllByTestId('proof-preview')[0]?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);

    click('proof-remove-0');
    expect(screen.getAllByTestId('proof-preview')).toHaveLength(2);
    expect(screen.queryByTestId('proof-error')).toBeNull();

    fireEvent.change(screen.getByTestId('receipt-note'), { target: { value: 'Nothing arrived at BDO' } });
    click('receipt-submit');
    await waitFor(() => expect(api.of('POST', withdrawReceipt.path)).toHaveLength(1));
    const body = api.of('POST', withdrawReceipt.path)[0]?.body as { id: number; outcome: string; note: string; images: { name: string; mime: string }[] };
    expect(body).toMatchObject({ id: 3, outcome: 'not_received', note: 'Nothing arrived at BDO' });
    expect(body.images.map((i) => [i.name, i.mime])).toEqual([
      ['b.png', 'image/png'],
      ['c.png', 'image/png'],
    ]);
    await waitFor(() => expect(screen.queryByTestId('receipt-form')).toBeNull());
  });

  it('needs the amount that arrived for "partially received", less than the withdrawal', async () => {
    const api = serve({ 'POST /wps/relay/withdraw/receipt': () => ok({ ...awaiting, receiptStatus: 'partial', receivedAmount: '100000' }) });
    await openList();
    fireEvent.click(within(screen.getByTestId('withdrawal-row-W003')).getByTestId('receipt-partial'));
    await screen.findByTestId('receipt-form');
    click('receipt-submit');
    expect(screen.getByTestId('field-error-receivedAmount').textContent).toBe('Enter an amount with at most 2 decimals');
    fireEvent.change(screen.getByTestId('receipt-amount'), { target: { value: '1500' } });
    click('receipt-submit');
    expect(screen.getByTestId('field-error-receivedAmount').textContent).toContain('Enter less than ₱1,500.00');
    fireEvent.change(screen.getByTestId('receipt-amount'), { target: { value: '1,000' } });
    click('receipt-submit');
    await waitFor(() => expect(api.of('POST', withdrawReceipt.path)).toHaveLength(1));
    expect(api.of('POST', withdrawReceipt.path)[0]?.body).toEqual({ id: 3, outcome: 'partial', receivedAmount: '100000' });
  });

  it('confirms "received" with one click in the dialog, without images', async () => {
    const api = serve({ 'POST /wps/relay/withdraw/receipt': () => ok({ ...awaiting, receiptStatus: 'received' }) });
    await openList();
    fireEvent.click(within(screen.getByTestId('withdrawal-row-W003')).getByTestId('receipt-received'));
    expect((await screen.findByTestId('receipt-form')).textContent).toContain('₱1,500.00 arrived in your BDO Unibank account ******4321');
    expect(screen.queryByTestId('proof-input')).toBeNull();
    click('receipt-submit');
    await waitFor(() => expect(api.of('POST', withdrawReceipt.path)[0]?.body).toEqual({ id: 3, outcome: 'received' }));
  });
});
