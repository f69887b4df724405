import type { TBalance } from '@wps/contracts/player';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { walletKeys } from '@/lib/wallet-keys';
import { buildMember, ok, renderWallet, serveWallet } from '../testing/render-wallet';
import { HeaderBalance } from './header-balance';

const balance = (minor: string, bonus = '0'): TBalance => ({ currency: 'PHP', currencySymbol: '₱', balance: minor, locked: '0', bonus });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('header balance', () => {
  it('is absent for visitors', async () => {
    const api = serveWallet({ '/wps/v2/wallets/balance': () => ok(balance('100')) });
    renderWallet(<HeaderBalance />, { token: null });
    await screen.findByTestId('location');
    expect(screen.queryByTestId('header-balance')).toBeNull();
    expect(api.of('GET', '/wps/v2/wallets/balance')).toHaveLength(0);
  });

  it('shows the symbol and the balance with 2 decimals and thousands separators, and a deposit button', async () => {
    serveWallet({ '/wps/v2/wallets/balance': () => ok(balance('123456789')) });
    renderWallet(<HeaderBalance />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('₱1,234,567.89'));
    expect(screen.getByTestId('balance-refresh').getAttribute('aria-label')).toBe('Cash ₱1,234,567.89. Refresh balance');
    expect(screen.queryByTestId('balance-bonus')).toBeNull();
    fireEvent.click(screen.getByTestId('deposit-button'));
    expect(screen.getByTestId('location').textContent).toBe('/member?tab=depositv2');
  });

  it('names the bonus money beside the cash, since a game shows the two together', async () => {
    serveWallet({ '/wps/v2/wallets/balance': () => ok(balance('548109', '50000')) });
    renderWallet(<HeaderBalance />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('₱5,481.09'));
    expect(screen.getByTestId('balance-bonus').textContent).toBe('+\u00a0₱500.00 bonus');
    const amount = screen.getByTestId('balance-refresh');
    expect(amount.getAttribute('aria-label')).toBe('Cash ₱5,481.09, plus ₱500.00 bonus money. Refresh balance');
    expect(amount.getAttribute('title')).toBe(amount.getAttribute('aria-label'));
    fireEvent.click(screen.getByTestId('balance-eye'));
    expect(screen.queryByTestId('balance-bonus')).toBeNull();
    expect(screen.getByTestId('header-balance').textContent).not.toContain('500.00');
  });

  it('keeps the bonus out of the label a phone hides: its own line, under the amount there (no hover for the tooltip), in EN and TY', async () => {
    serveWallet({ '/wps/v2/wallets/balance': () => ok(balance('548109', '50000')) });
    renderWallet(<HeaderBalance />);
    const bonus = await screen.findByTestId('balance-bonus');
    const text = bonus.parentElement as HTMLElement;
    // Label, bonus, amount: wallet.css sets the bonus beside the label on a wide screen and under the amount on a phone (≤ 640 px).
    expect([...text.children].map((el) => el.className)).toEqual(['header-balance__label', 'header-balance__bonus', 'header-balance__value']);
    expect(text.querySelector('.header-balance__label')?.textContent).toBe('Cash');
    // No-break spaces keep "+ ₱500.00" and "na bonus" whole where the phone's line wraps under a short amount.
    await act(() => i18n.changeLanguage('TY'));
    try {
      expect(screen.getByTestId('balance-bonus').textContent).toBe('+\u00a0₱500.00 na\u00a0bonus');
      expect(text.querySelector('.header-balance__label')?.textContent).toBe('Pera');
    } finally {
      await act(() => i18n.changeLanguage('EN'));
    }
  });

  it('hides the amount behind asterisks and remembers the choice on this device', async () => {
    serveWallet({ '/wps/v2/wallets/balance': () => ok(balance('500000')) });
    const first = renderWallet(<HeaderBalance />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('₱5,000.00'));
    const eye = screen.getByTestId('balance-eye');
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(eye);
    expect(screen.getByTestId('balance-amount').textContent).toBe('₱******');
    expect(screen.getByTestId('balance-eye').getAttribute('aria-label')).toBe('Show balance');
    expect(screen.getByTestId('header-balance').textContent).not.toContain('5,000');
    expect(window.localStorage.getItem('balanceHidden')).toBe('1');

    first.unmount();
    renderWallet(<HeaderBalance />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('₱******'));
    fireEvent.click(screen.getByTestId('balance-eye'));
    expect(screen.getByTestId('balance-amount').textContent).toBe('₱5,000.00');
    expect(window.localStorage.getItem('balanceHidden')).toBe('0');
  });

  it('refreshes on a click on the amount, spinning while it loads, at most once a second', async () => {
    let answer = '100000';
    let release: () => void = () => undefined;
    const api = serveWallet({
      '/wps/v2/wallets/balance': () =>
        api.of('GET', '/wps/v2/wallets/balance').length === 1 ? ok(balance(answer)) : new Promise((r) => (release = () => r(ok(balance(answer))))),
    });
    renderWallet(<HeaderBalance />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('₱1,000.00'));
    expect(screen.getByTestId('balance-spinner').getAttribute('data-spinning')).toBeNull();

    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    answer = '250050';
    fireEvent.click(screen.getByTestId('balance-refresh'));
    fireEvent.click(screen.getByTestId('balance-refresh'));
    await waitFor(() => expect(screen.getByTestId('balance-spinner').getAttribute('data-spinning')).toBe('true'));
    expect(screen.getByTestId('balance-refresh').getAttribute('aria-busy')).toBe('true');
    act(() => release());
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('₱2,500.50'));
    expect(screen.getByTestId('balance-spinner').getAttribute('data-spinning')).toBeNull();
    expect(api.of('GET', '/wps/v2/wallets/balance')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('balance-refresh'));
    expect(api.of('GET', '/wps/v2/wallets/balance')).toHaveLength(2);
    now += 1001;
    fireEvent.click(screen.getByTestId('balance-refresh'));
    await waitFor(() => expect(api.of('GET', '/wps/v2/wallets/balance')).toHaveLength(3));
    act(() => release());
  });

  it('takes balances the live-event listener writes into [...walletKeys.balance, token], without polling', async () => {
    const api = serveWallet({ '/wps/v2/wallets/balance': () => ok(balance('100')) });
    const { client } = renderWallet(<HeaderBalance />, { token: 'tok-live' });
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('₱1.00'));
    act(() => client.setQueryData([...walletKeys.balance, 'tok-live'], balance('987654321')));
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('₱9,876,543.21'));
    expect(api.of('GET', '/wps/v2/wallets/balance')).toHaveLength(1);
  });

  it('shows trial members their demo balance without a deposit button', async () => {
    serveWallet({
      '/wps/member/info': () => ok(buildMember({ type: 4, isTrial: true, account: 'trial_1' })),
      '/wps/v2/wallets/balance': () => ok(balance('200000')),
    });
    renderWallet(<HeaderBalance />);
    await waitFor(() => expect(screen.getByTestId('header-balance').getAttribute('data-trial')).toBe('true'));
    expect(screen.getByTestId('balance-amount').textContent).toBe('₱2,000.00');
    expect(screen.getByTestId('header-balance').textContent).toContain('Demo balance');
    expect(screen.queryByTestId('deposit-button')).toBeNull();
  });

  it('shows a dash when the balance cannot be loaded', async () => {
    serveWallet({ '/wps/v2/wallets/balance': () => ({ status: 500, body: { success: false, code: 'internal_error' } }) });
    renderWallet(<HeaderBalance />);
    await waitFor(() => expect(screen.getByTestId('balance-amount').textContent).toBe('—'));
  });
});

