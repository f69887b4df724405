import { type TConsolidatedFunds, ZRequestId } from '@wps/contracts/player';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletKeys } from '@/lib/wallet-keys';
import { fail, ok, type Reply, renderWallet, serveWallet } from '../testing/render-wallet';
import { TransferFundScreen } from './transfer-fund-page';

const funds = (over: Partial<TConsolidatedFunds> = {}): TConsolidatedFunds => ({
  currency: 'PHP',
  currencySymbol: '₱',
  balance: '500000',
  locked: '20000',
  bonus: '1000',
  total: '561000',
  wallets: [
    { vassalage: 'JILI', displayName: 'JILI', balance: '30000', maintenance: false },
    { vassalage: 'PG', displayName: 'PG Soft', balance: '10000', maintenance: false },
    { vassalage: 'SABA', displayName: 'Saba Sports', balance: '0', maintenance: true },
  ],
  ...over,
});

const serve = (isSingle: boolean, transfer: (body: unknown) => Reply = () => ok(funds())) =>
  serveWallet({
    '/wps/member/info/funds/consolidated': () => ok(funds()),
    '/wps/relay/GCS_merchantWallet': ({ url }) => ok({ merchantCode: url.searchParams.get('merchantCode'), isSingle }),
    '/wps/v2/wallets/balance': () => ok({ currency: 'PHP', currencySymbol: '₱', balance: '500000', locked: '0', bonus: '0' }),
    'POST /wps/relay/GCS_walletTransfer': ({ body }) => transfer(body),
  });

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('wallet page (transferFund)', () => {
  it('shows only the single wallet, with no transfer controls, when the brand uses one wallet', async () => {
    window.sessionStorage.setItem('merchantCode', 'stored-code');
    const api = serve(true);
    renderWallet(<TransferFundScreen />);
    const single = await screen.findByTestId('single-wallet');
    expect(within(single).getByTestId('single-wallet-balance').textContent).toBe('₱5,000.00');
    expect(screen.getByTestId('single-wallet-note').textContent).toContain('one wallet for every game');
    expect(screen.queryByTestId('transfer-form')).toBeNull();
    expect(screen.queryByTestId('recall-all')).toBeNull();
    expect(screen.queryByTestId('vendor-wallet-JILI')).toBeNull();
    expect(api.of('GET', '/wps/relay/GCS_merchantWallet')[0]?.url.searchParams.get('merchantCode')).toBe('stored-code');
  });

  it('asks GCS_merchantWallet once per session (cached under [...walletKeys.merchantWallet, token])', async () => {
    const api = serve(false);
    const first = renderWallet(<TransferFundScreen />);
    await screen.findByTestId('transfer-form');
    expect(first.client.getQueryData([...walletKeys.merchantWallet, 'tok-1'])).toEqual({ merchantCode: 'demo', isSingle: false });
    const state = first.client.getQueryCache().find({ queryKey: [...walletKeys.merchantWallet, 'tok-1'] });
    expect(state?.isStale()).toBe(false);
    expect(api.of('GET', '/wps/relay/GCS_merchantWallet')).toHaveLength(1);
  });

  it('shows the consolidated funds: total, main, locked, bonus and each game wallet', async () => {
    serve(false);
    renderWallet(<TransferFundScreen />);
    expect((await screen.findByTestId('funds-total')).textContent).toBe('₱5,610.00');
    expect(screen.getByTestId('funds-main').textContent).toContain('₱5,000.00');
    expect(screen.getByTestId('funds-locked').textContent).toContain('₱200.00');
    expect(screen.getByTestId('funds-bonus').textContent).toContain('₱10.00');
    expect(screen.getByTestId('funds-games').textContent).toContain('₱400.00');
    expect(screen.getByTestId('vendor-wallet-PG').textContent).toContain('₱100.00');
  });

  it('moves money in with a fresh request id and shows the funds the server answers', async () => {
    const api = serve(false, () => ok(funds({ balance: '489950', total: '561000', wallets: [{ vassalage: 'JILI', displayName: 'JILI', balance: '40050', maintenance: false }] })));
    const { client } = renderWallet(<TransferFundScreen />);
    await screen.findByTestId('transfer-form');
    client.setQueryData([...walletKeys.balance, 'tok-1'], { currency: 'PHP', currencySymbol: '₱', balance: '500000', locked: '0', bonus: '0' });
    expect((screen.getByTestId('transfer-from') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Main wallet');
    expect((screen.getByTestId('transfer-to') as HTMLSelectElement).value).toBe('JILI');
    type('transfer-amount', '100.50');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('transfer-outcome').textContent).toContain('₱100.50 moved from Main wallet to JILI'));
    const [call] = api.of('POST', '/wps/relay/GCS_walletTransfer');
    expect(call?.body).toMatchObject({ action: 'in', vassalage: 'JILI', amount: '10050' });
    expect(ZRequestId.safeParse((call?.body as { requestId: string }).requestId).success).toBe(true);
    expect(screen.getByTestId('vendor-wallet-JILI').textContent).toContain('₱400.50');
    expect(client.getQueryState([...walletKeys.balance, 'tok-1'])?.isInvalidated).toBe(true);
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('');
  });

  it('moves money out of a game wallet, Max filling in that wallet balance', async () => {
    const api = serve(false);
    renderWallet(<TransferFundScreen />);
    await screen.findByTestId('transfer-form');
    type('transfer-from', 'PG');
    expect((screen.getByTestId('transfer-to') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Main wallet');
    expect(screen.getByTestId('transfer-form').textContent).toContain('Available: ₱100.00');
    fireEvent.click(screen.getByTestId('transfer-max'));
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('100');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(api.of('POST', '/wps/relay/GCS_walletTransfer')).toHaveLength(1));
    expect(api.of('POST', '/wps/relay/GCS_walletTransfer')[0]?.body).toMatchObject({ action: 'out', vassalage: 'PG', amount: '10000' });
  });

  it('swaps the direction and refuses amounts it cannot send without calling the server', async () => {
    const api = serve(false);
    renderWallet(<TransferFundScreen />);
    await screen.findByTestId('transfer-form');
    fireEvent.click(screen.getByTestId('transfer-swap'));
    expect((screen.getByTestId('transfer-from') as HTMLSelectElement).value).toBe('JILI');
    type('transfer-amount', '300.01');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('field-error-amount')).textContent).toBe('That is more than the available ₱300.00');
    type('transfer-amount', '1.234');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByTestId('field-error-amount').textContent).toBe('Enter an amount greater than zero with at most 2 decimals');
    expect(api.of('POST', '/wps/relay/GCS_walletTransfer')).toHaveLength(0);
  });

  it('puts the whole main wallet into one game wallet (all in) and recalls every game wallet (recall all)', async () => {
    const api = serve(false);
    renderWallet(<TransferFundScreen />);
    fireEvent.click(await screen.findByTestId('all-in-PG'));
    await waitFor(() => expect(screen.getByTestId('transfer-outcome').textContent).toContain('₱5,000.00 moved from the main wallet to PG Soft'));
    fireEvent.click(screen.getByTestId('recall-all'));
    await waitFor(() => expect(api.of('POST', '/wps/relay/GCS_walletTransfer')).toHaveLength(2));
    const [allIn, allOut] = api.of('POST', '/wps/relay/GCS_walletTransfer').map((c) => c.body as Record<string, unknown>);
    expect(allIn).toMatchObject({ action: 'allIn', vassalage: 'PG' });
    expect(allIn).not.toHaveProperty('amount');
    expect(allOut).toMatchObject({ action: 'allOut' });
    expect(allOut).not.toHaveProperty('vassalage');
    expect(allIn?.requestId).not.toBe(allOut?.requestId);
    await waitFor(() => expect(screen.getByTestId('transfer-outcome').textContent).toBe('Every game wallet was recalled to your main wallet'));
  });

  it('disables transfers to a game wallet under maintenance and says why', async () => {
    serve(false, () => ok(funds()));
    renderWallet(<TransferFundScreen />);
    const card = await screen.findByTestId('vendor-wallet-SABA');
    expect(card.textContent).toContain('Maintenance');
    expect((within(card).getByTestId('all-in-SABA') as HTMLButtonElement).disabled).toBe(true);
    const option = [...(screen.getByTestId('transfer-to') as HTMLSelectElement).options].find((o) => o.value === 'SABA');
    expect(option?.disabled).toBe(true);
    expect(option?.textContent).toBe('Saba Sports (under maintenance)');
  });

  it('explains a maintenance note when the only game wallet is under maintenance', async () => {
    serveWallet({
      '/wps/member/info/funds/consolidated': () => ok(funds({ wallets: [{ vassalage: 'SABA', displayName: 'Saba Sports', balance: '0', maintenance: true }] })),
      '/wps/relay/GCS_merchantWallet': () => ok({ merchantCode: 'demo', isSingle: false }),
    });
    renderWallet(<TransferFundScreen />);
    expect((await screen.findByTestId('transfer-maintenance')).textContent).toContain('Saba Sports is under maintenance');
    expect((screen.getByTestId('transfer-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the request id when the same transfer is retried after a lost answer, and takes a new one after', async () => {
    let attempt = 0;
    const api = serve(false, () => (++attempt === 1 ? new Error('offline') : ok(funds())));
    renderWallet(<TransferFundScreen />);
    await screen.findByTestId('transfer-form');
    type('transfer-amount', '10');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('transfer-outcome').textContent).toBe('Network link is abnormal, please try again'));
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('transfer-outcome').textContent).toContain('moved from Main wallet to JILI'));
    type('transfer-amount', '10');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(api.of('POST', '/wps/relay/GCS_walletTransfer')).toHaveLength(3));
    const ids = api.of('POST', '/wps/relay/GCS_walletTransfer').map((c) => (c.body as { requestId: string }).requestId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('shows the error text of the code the server answers', async () => {
    serve(false, () => fail(400, 'insufficient_funds'));
    renderWallet(<TransferFundScreen />);
    await screen.findByTestId('transfer-form');
    type('transfer-amount', '5');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    const outcome = await screen.findByTestId('transfer-outcome');
    await waitFor(() => expect(outcome.textContent).toBe('Your balance is not enough for this.'));
    expect(outcome.getAttribute('role')).toBe('alert');
  });
});
