import { setPaymentPassword, type TBankAccount, type TWithdrawInfo, withdraw, ZRequestId, changeBankAccount } from '@wps/contracts/player';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { walletKeys } from '@/lib/wallet-keys';
import { buildWithdrawal, buildWithdrawInfo, fail, ok, openSealed, pageOf, renderWithdraw, serveWithdraw } from '../testing/render-withdraw';
import { WithdrawScreen } from './withdraw-screen';

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dialogs.clear());
});

describe('withdraw: payment password first', () => {
  it('asks for a payment password before anything else, proved with the login password', async () => {
    let info = buildWithdrawInfo({ hasPaymentPassword: false });
    const api = serveWithdraw({
      '/wps/relay/withdraw/info': () => ok(info),
      'POST /wps/member/paymentPassword': () => {
        info = buildWithdrawInfo();
        return ok(null);
      },
    });
    renderWithdraw(<WithdrawScreen />);
    const form = await screen.findByTestId('payment-password-form');
    expect(form.getAttribute('data-mode')).toBe('set');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    expect(within(form).getByText('Login password')).toBeTruthy();

    click('pp-submit');
    expect(screen.getByTestId('field-error-currentPassword').textContent).toBe('Input cannot be empty');
    expect(screen.getByTestId('field-error-newPaymentPassword').textContent).toBe('The payment password is 6 digits');

    type('pp-current', 'my login pass');
    type('pp-new', '12a34b56');
    expect((screen.getByTestId('pp-new') as HTMLInputElement).value).toBe('123456');
    type('pp-confirm', '123457');
    click('pp-submit');
    expect(screen.getByTestId('field-error-confirmPaymentPassword').textContent).toBe('Inconsistent input');
    expect(api.of('POST', setPaymentPassword.path)).toHaveLength(0);

    type('pp-confirm', '123456');
    click('pp-submit');
    await screen.findByTestId('withdraw-form');
    const [call] = api.of('POST', setPaymentPassword.path);
    expect(call?.body).toEqual({ jwe: expect.stringMatching(/^[\w-]+(\.[\w-]*){4}$/) });
    expect(await openSealed(call?.body, setPaymentPassword.path)).toEqual({
      currentPassword: 'my login pass',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(screen.getByTestId('message-dialog-text').textContent).toContain('payment password is set');
  });

  it('shows a wrong login password under its field and changes nothing', async () => {
    serveWithdraw({
      '/wps/relay/withdraw/info': () => ok(buildWithdrawInfo({ hasPaymentPassword: false })),
      'POST /wps/member/paymentPassword': () => fail(400, 'password_incorrect'),
    });
    renderWithdraw(<WithdrawScreen />);
    await screen.findByTestId('payment-password-form');
    type('pp-current', 'wrong');
    type('pp-new', '123456');
    type('pp-confirm', '123456');
    click('pp-submit');
    expect((await screen.findByTestId('field-error-currentPassword')).textContent).toBe('The current password is incorrect');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('changes the payment password with the current one', async () => {
    const api = serveWithdraw({ '/wps/relay/withdraw/info': () => ok(buildWithdrawInfo()), 'POST /wps/member/paymentPassword': () => ok(null) });
    renderWithdraw(<WithdrawScreen />);
    fireEvent.click(await screen.findByTestId('withdraw-tab-accounts'));
    click('pp-change');
    expect(screen.getByTestId('payment-password-form').getAttribute('data-mode')).toBe('change');
    type('pp-current', '111111');
    type('pp-new', '222222');
    type('pp-confirm', '222222');
    click('pp-submit');
    await waitFor(() => expect(api.of('POST', setPaymentPassword.path)).toHaveLength(1));
    expect(await openSealed(api.of('POST', setPaymentPassword.path)[0]?.body, setPaymentPassword.path)).toMatchObject({ currentPassword: '111111' });
    await waitFor(() => expect(screen.queryByTestId('payment-password-form')).toBeNull());
  });
});

describe('withdraw: bank accounts', () => {
  const bdo: TBankAccount = { id: 9, bankName: 'BPI', payeeName: 'Juan Dela Cruz', accountNumberMasked: '******7890', createdAt: 0 };

  it('adds a bank account from the empty withdraw form, sealed with the payment password', async () => {
    let info: TWithdrawInfo = buildWithdrawInfo({ bankAccounts: [] });
    const api = serveWithdraw({
      '/wps/relay/withdraw/info': () => ok(info),
      'POST /wps/relay/passwordCheck/bankAccount': () => {
        info = buildWithdrawInfo({ bankAccounts: [bdo] });
        return ok([bdo]);
      },
    });
    renderWithdraw(<WithdrawScreen />);
    fireEvent.click(await screen.findByTestId('withdraw-add-account'));
    const form = await screen.findByTestId('bank-account-form');
    expect(form.getAttribute('data-mode')).toBe('add');

    // The bank is one of the brand's list, not free text.
    const bank = screen.getByTestId('bank-name') as HTMLSelectElement;
    expect(bank.tagName).toBe('SELECT');
    expect([...bank.options].filter((o) => !o.disabled).map((o) => o.value)).toEqual(['BDO Unibank', 'BPI', 'Metrobank']);
    type('bank-payee', 'Juan Dela Cruz');
    type('bank-number', '12 345');
    type('bank-pp', '123456');
    click('bank-submit');
    expect(screen.getByTestId('field-error-bankName').textContent).toBe('Choose your bank');
    expect(screen.getByTestId('field-error-accountNumber').textContent).toBe('Bank account number: 6 to 30 digits');
    expect(api.of('POST', changeBankAccount.path)).toHaveLength(0);

    type('bank-name', 'BPI');

    type('bank-number', '001234567890');
    click('bank-submit');
    await waitFor(() => expect(screen.queryByTestId('bank-account-form')).toBeNull());
    expect(await openSealed(api.of('POST', changeBankAccount.path)[0]?.body, changeBankAccount.path)).toEqual({
      action: 'add',
      bankName: 'BPI',
      payeeName: 'Juan Dela Cruz',
      accountNumber: '001234567890',
      paymentPassword: '123456',
    });
    const row = await screen.findByTestId('bank-account-9');
    expect(row.textContent).toContain('******7890');
    expect(row.textContent).not.toContain('001234567890');
  });

  it('removes an account only after a confirmation and the payment password', async () => {
    const api = serveWithdraw({
      '/wps/relay/withdraw/info': () => ok(buildWithdrawInfo({ bankAccounts: [bdo] })),
      'POST /wps/relay/passwordCheck/bankAccount': () => ok([]),
    });
    renderWithdraw(<WithdrawScreen />);
    fireEvent.click(await screen.findByTestId('withdraw-tab-accounts'));
    click('bank-remove-9');
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('BPI ******7890');
    expect(screen.queryByTestId('bank-account-form')).toBeNull();
    click('confirm-ok');
    const form = await screen.findByTestId('bank-account-form');
    expect(form.getAttribute('data-mode')).toBe('remove');
    type('bank-pp', '654321');
    click('bank-submit');
    await waitFor(() => expect(api.of('POST', changeBankAccount.path)).toHaveLength(1));
    expect(await openSealed(api.of('POST', changeBankAccount.path)[0]?.body, changeBankAccount.path)).toEqual({ action: 'remove', id: 9, paymentPassword: '654321' });
  });

  it('offers no add button beyond the maximum of bound accounts', async () => {
    const three = [1, 2, 3].map((id) => ({ ...bdo, id }));
    serveWithdraw({ '/wps/relay/withdraw/info': () => ok(buildWithdrawInfo({ bankAccounts: three })) });
    renderWithdraw(<WithdrawScreen />);
    fireEvent.click(await screen.findByTestId('withdraw-tab-accounts'));
    expect((screen.getByTestId('bank-account-add') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('bank-limit-hint').textContent).toContain('at most 3');
  });
});

describe('withdraw: the request form', () => {
  it('checks the amount against the minimum, the maximum and what is left of today', async () => {
    // ₱5,000 balance, ₱100–₱3,000 each, ₱10,000 a day of which ₱9,000 used, 1 of 5 withdrawals used.
    const api = serveWithdraw({ '/wps/relay/withdraw/info': () => ok(buildWithdrawInfo({ dailyUsedAmount: '900000', dailyUsedCount: 1 })) });
    renderWithdraw(<WithdrawScreen />);
    await screen.findByTestId('withdraw-form');
    expect(screen.getByTestId('withdraw-limit-range').textContent).toBe('₱100.00 – ₱3,000.00');
    expect(screen.getByTestId('withdraw-today-amount').textContent).toBe('₱1,000.00');
    expect(screen.getByTestId('withdraw-today-count').textContent).toBe('4/5');

    type('withdraw-password', '123456');
    type('withdraw-amount', '99.99');
    click('withdraw-submit');
    expect(screen.getByTestId('field-error-amount').textContent).toBe('The minimum withdrawal is ₱100.00');
    type('withdraw-amount', '3000.01');
    click('withdraw-submit');
    expect(screen.getByTestId('field-error-amount').textContent).toBe('The maximum withdrawal is ₱3,000.00');
    type('withdraw-amount', '1,000.01');
    click('withdraw-submit');
    expect(screen.getByTestId('field-error-amount').textContent).toBe("Only ₱1,000.00 is left of today's withdrawal limit");
    type('withdraw-amount', '12.345');
    click('withdraw-submit');
    expect(screen.getByTestId('field-error-amount').textContent).toBe('Enter an amount with at most 2 decimals');

    click('withdraw-all');
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('1000');
    expect(screen.queryByTestId('field-error-amount')).toBeNull();
    type('withdraw-password', '12');
    click('withdraw-submit');
    expect(screen.getByTestId('field-error-paymentPassword').textContent).toBe('The payment password is 6 digits');
    expect(api.of('POST', withdraw.path)).toHaveLength(0);
  });

  it('blocks the request while a turnover requirement is open', async () => {
    const api = serveWithdraw({ '/wps/relay/withdraw/info': () => ok(buildWithdrawInfo({ turnoverRemaining: '250000' })) });
    renderWithdraw(<WithdrawScreen />);
    const notice = await screen.findByTestId('withdraw-block');
    expect(notice.getAttribute('data-reason')).toBe('turnover');
    expect(notice.textContent).toContain('Bet another ₱2,500.00');
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
    type('withdraw-amount', '500');
    type('withdraw-password', '123456');
    fireEvent.submit(screen.getByTestId('withdraw-form'));
    expect(api.of('POST', withdraw.path)).toHaveLength(0);
  });

  it('blocks the request when today’s withdrawals are used up', async () => {
    serveWithdraw({ '/wps/relay/withdraw/info': () => ok(buildWithdrawInfo({ dailyUsedCount: 5 })) });
    renderWithdraw(<WithdrawScreen />);
    expect((await screen.findByTestId('withdraw-block')).getAttribute('data-reason')).toBe('daily_count');
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('withdraws with a fresh request id, shows the order number and refreshes balance, limits and list', async () => {
    let infoCalls = 0;
    let attempt = 0;
    const api = serveWithdraw({
      '/wps/relay/withdraw/info': () => {
        infoCalls += 1;
        return ok(buildWithdrawInfo());
      },
      'POST /wps/relay/passwordCheck/withdraw': () => {
        attempt += 1;
        // The first answer is lost on the way back: the member sends the same request again.
        if (attempt === 1) return new Error('offline');
        return ok(buildWithdrawal({ orderNo: `W00${attempt}`, amount: '150000' }));
      },
    });
    const { client } = renderWithdraw(<WithdrawScreen />);
    await screen.findByTestId('withdraw-form');
    client.setQueryData([...walletKeys.balance, 'tok-1'], { currency: 'PHP', currencySymbol: '₱', balance: '500000', locked: '0', bonus: '0' });
    client.setQueryData([...walletKeys.withdrawals, 'tok-1', { pageNo: 1, pageSize: 10 }], pageOf([]));

    type('withdraw-amount', '1,500');
    type('withdraw-password', '123456');
    click('withdraw-submit');
    expect((await screen.findByTestId('message-dialog-text')).textContent).toBe('Network link is abnormal, please try again');
    act(() => dialogs.clear());
    type('withdraw-password', '123456');
    click('withdraw-submit');

    expect((await screen.findByTestId('withdraw-order-no')).textContent).toBe('W002');
    expect(screen.getByTestId('withdraw-locked-note').textContent).toBe('₱1,500.00 is now locked in your wallet until the withdrawal is reviewed.');
    const bodies = await Promise.all(api.of('POST', withdraw.path).map((c) => openSealed(c.body, withdraw.path)));
    expect(bodies[0]).toMatchObject({ bankAccountId: 7, amount: '150000', paymentPassword: '123456' });
    expect(ZRequestId.safeParse(bodies[0]?.requestId).success).toBe(true);
    // The retry after an unknown outcome is the same request: the server answers it once.
    expect(bodies[1]?.requestId).toBe(bodies[0]?.requestId);
    expect(client.getQueryState([...walletKeys.balance, 'tok-1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState([...walletKeys.withdrawals, 'tok-1', { pageNo: 1, pageSize: 10 }])?.isInvalidated).toBe(true);
    await waitFor(() => expect(infoCalls).toBeGreaterThanOrEqual(2));

    // A new withdrawal is a new request.
    click('withdraw-again');
    type('withdraw-amount', '1500');
    type('withdraw-password', '123456');
    click('withdraw-submit');
    expect((await screen.findByTestId('withdraw-order-no')).textContent).toBe('W003');
    const third = await openSealed(api.of('POST', withdraw.path)[2]?.body, withdraw.path);
    expect(third.requestId).not.toBe(bodies[0]?.requestId);
  });

  it('shows a wrong payment password under its field', async () => {
    serveWithdraw({
      '/wps/relay/withdraw/info': () => ok(buildWithdrawInfo()),
      'POST /wps/relay/passwordCheck/withdraw': () => fail(400, 'payment_password_incorrect'),
    });
    renderWithdraw(<WithdrawScreen />);
    await screen.findByTestId('withdraw-form');
    type('withdraw-amount', '200');
    type('withdraw-password', '000000');
    click('withdraw-submit');
    const error = await screen.findByTestId('field-error-paymentPassword');
    expect(error.textContent?.length).toBeGreaterThan(0);
    expect((screen.getByTestId('withdraw-password') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('withdraw-order-no')).toBeNull();
  });
});

describe('withdraw: an active bonus (issue 15)', () => {
  const activeBonus = { id: 11, title: 'Welcome bonus 100%', balance: '80000', wageringLeft: '600000' };

  it('warns that the bonus is forfeited and requires the confirmation, then sends forfeitBonus', async () => {
    const api = serveWithdraw({
      '/wps/relay/withdraw/info': () => ok(buildWithdrawInfo({ activeBonus })),
      'POST /wps/relay/passwordCheck/withdraw': () => ok(buildWithdrawal({ orderNo: 'W777' })),
    });
    renderWithdraw(<WithdrawScreen />);
    await screen.findByTestId('withdraw-form');
    expect(screen.getByTestId('withdraw-bonus-text').textContent).toBe(
      'Withdrawing now forfeits your bonus Welcome bonus 100%: ₱800.00 bonus money; ₱6,000.00 wagering left.',
    );
    type('withdraw-amount', '1500');
    type('withdraw-password', '123456');
    click('withdraw-submit');
    expect(screen.getByTestId('field-error-forfeitBonus').textContent).toBe('Tick the box to confirm you give up the bonus, or keep playing until its wagering is done.');
    expect(api.of('POST', withdraw.path)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('withdraw-forfeit-bonus'));
    expect(screen.queryByTestId('field-error-forfeitBonus')).toBeNull();
    click('withdraw-submit');
    expect((await screen.findByTestId('withdraw-order-no')).textContent).toBe('W777');
    const body = await openSealed(api.of('POST', withdraw.path)[0]?.body, withdraw.path);
    expect(body).toMatchObject({ amount: '150000', forfeitBonus: true });
  });

  it('sends no forfeitBonus without an active bonus', async () => {
    const api = serveWithdraw({
      '/wps/relay/withdraw/info': () => ok(buildWithdrawInfo()),
      'POST /wps/relay/passwordCheck/withdraw': () => ok(buildWithdrawal()),
    });
    renderWithdraw(<WithdrawScreen />);
    await screen.findByTestId('withdraw-form');
    expect(screen.queryByTestId('withdraw-bonus-warning')).toBeNull();
    expect(screen.queryByTestId('withdraw-forfeit-bonus')).toBeNull();
    type('withdraw-amount', '1500');
    type('withdraw-password', '123456');
    click('withdraw-submit');
    await screen.findByTestId('withdraw-order-no');
    const body = await openSealed(api.of('POST', withdraw.path)[0]?.body, withdraw.path);
    expect(body).not.toHaveProperty('forfeitBonus');
  });

  it('shows the bonus that became active meanwhile when the server answers bonus_forfeit_required', async () => {
    let info = buildWithdrawInfo();
    const api = serveWithdraw({
      '/wps/relay/withdraw/info': () => ok(info),
      'POST /wps/relay/passwordCheck/withdraw': () => {
        info = buildWithdrawInfo({ activeBonus });
        return fail(409, 'bonus_forfeit_required');
      },
    });
    renderWithdraw(<WithdrawScreen />);
    await screen.findByTestId('withdraw-form');
    type('withdraw-amount', '1500');
    type('withdraw-password', '123456');
    click('withdraw-submit');
    await screen.findByTestId('withdraw-bonus-warning');
    expect(screen.getByTestId('field-error-forfeitBonus').textContent).toBe('You have an active bonus: confirm that you give it up to withdraw.');
    expect((screen.getByTestId('withdraw-forfeit-bonus') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('withdraw-order-no')).toBeNull();
    expect(api.of('POST', withdraw.path)).toHaveLength(1);
  });
});
