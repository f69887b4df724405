import { ErrorCode, formatMoney, minorToInput, PAYMENT_PASSWORD_PATTERN, parseMoneyInput, type TWithdrawal, type TWithdrawInfo } from '@wps/contracts/player';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { CheckField, PasswordField } from '@/components/form-field';
import { IconAlert, IconBank, IconCheckCircle, IconInfo } from '@/components/icons';
import { apiCode, apiMessage } from '@/lib/api-message';
import { dialogs } from '@/lib/dialogs';
import { money } from '@/lib/money';
import { useRequestId } from '@/lib/use-request-id';
import { walletKeys } from '@/lib/wallet-keys';
import { useWithdraw } from '../api/withdraw';
import { type AmountProblem, checkWithdrawAmount, maxWithdrawable, type WithdrawBlock, withdrawBlock, withdrawLimits } from '../utils/withdraw-limits';
import { AmountField } from './amount-field';
import { BankCard } from './bank-accounts';

type Errors = Partial<Record<'account' | 'amount' | 'password' | 'forfeit' | 'form', string>>;

/** Server answers that concern one field; the rest are shown over the form. */
const AMOUNT_CODES: readonly string[] = [ErrorCode.amountOutOfRange, ErrorCode.dailyLimitReached, ErrorCode.insufficientFunds, ErrorCode.turnoverIncomplete];
const PASSWORD_CODES: readonly string[] = [ErrorCode.paymentPasswordIncorrect, ErrorCode.paymentPasswordLocked];

/** The success panel: the order number and where the money is now. */
const WithdrawDone = ({ withdrawal, symbol, onAgain, onList }: { withdrawal: TWithdrawal; symbol: string; onAgain: () => void; onList: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="withdraw-done" role="status" data-testid="withdraw-success">
      <span className="icon-disc icon-disc--success" aria-hidden="true">
        <IconCheckCircle size={36} />
      </span>
      <h3>{t('withdraw.done_title')}</h3>
      <p className="withdraw-done__order">
        {t('withdraw.order_no')} <strong data-testid="withdraw-order-no">{withdrawal.orderNo}</strong>
      </p>
      <p className="muted" data-testid="withdraw-locked-note">
        {t('withdraw.done_locked', { amount: money(symbol, withdrawal.amount) })}
      </p>
      <div className="withdraw-done__actions">
        <Button variant="primary" onClick={onList} data-testid="withdraw-view-list">
          {t('withdraw.done_view_list')}
        </Button>
        <Button variant="ghost" onClick={onAgain} data-testid="withdraw-again">
          {t('withdraw.done_again')}
        </Button>
      </div>
    </div>
  );
};

const BlockNotice = ({ block, info }: { block: WithdrawBlock; info: TWithdrawInfo }) => {
  const { t } = useTranslation();
  const text = {
    turnover: t('withdraw.block_turnover', { amount: money(info.currencySymbol, info.turnoverRemaining) }),
    daily_count: t('withdraw.block_daily_count', { n: info.dailyMaxCount }),
    daily_amount: t('withdraw.block_daily_amount'),
    balance: t('withdraw.block_balance', { min: money(info.currencySymbol, info.minAmount) }),
  }[block];
  return (
    <div className="auth-callout auth-callout--warn" role="note" data-testid="withdraw-block" data-reason={block}>
      <IconAlert size={20} />
      <div>
        <strong>{block === 'turnover' ? t('withdraw.block_turnover_title') : t('withdraw.block_title')}</strong>
        <p>{text}</p>
      </div>
    </div>
  );
};

/**
 * An active bonus is forfeited by a withdrawal (issue 15): said above the
 * form with what is lost, before anything is typed.
 */
const BonusWarning = ({ bonus, symbol }: { bonus: NonNullable<TWithdrawInfo['activeBonus']>; symbol: string }) => {
  const { t } = useTranslation();
  return (
    <div className="auth-callout auth-callout--warn withdraw-bonus" role="note" data-testid="withdraw-bonus-warning">
      <IconAlert size={20} />
      <div>
        <strong>{t('withdraw.bonus_warn_title')}</strong>
        <p data-testid="withdraw-bonus-text">
          {t('withdraw.bonus_warn_body', { title: bonus.title, balance: money(symbol, bonus.balance), left: money(symbol, bonus.wageringLeft) })}
        </p>
        <p>{t('withdraw.bonus_keep_hint')}</p>
      </div>
    </div>
  );
};

/**
 * The withdrawal request (SPEC.md §4 Withdrawal): a bound account, an amount
 * within the brand's limits and what is left of today, and the payment
 * password. On success the amount is locked until staff approve or reject.
 */
export const WithdrawForm = ({ info, onAddAccount, onShowList }: { info: TWithdrawInfo; onAddAccount: () => void; onShowList: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = useId();
  const submitWithdraw = useWithdraw();
  const requestId = useRequestId();
  const limits = withdrawLimits(info);
  const block = withdrawBlock(limits);
  const symbol = info.currencySymbol;
  const [accountId, setAccountId] = useState<number | null>(info.bankAccounts[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  // With an active bonus the member confirms giving it up; the server refuses otherwise (bonus_forfeit_required).
  const [forfeitBonus, setForfeitBonus] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<TWithdrawal | null>(null);
  const chosen = info.bankAccounts.find((a) => a.id === accountId) ?? info.bankAccounts[0] ?? null;

  const amountText = (problem: AmountProblem): string =>
    ({
      invalid: t('withdraw.amount_invalid'),
      below_min: t('withdraw.amount_below_min', { min: money(symbol, limits.min) }),
      above_max: t('withdraw.amount_above_max', { max: money(symbol, limits.max) }),
      above_daily: t('withdraw.amount_above_daily', { amount: money(symbol, limits.dailyRemainingAmount) }),
      above_balance: t('withdraw.amount_above_balance', { amount: money(symbol, limits.balance) }),
    })[problem];

  const clear = (key: keyof Errors) => setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));

  const fillAll = () => {
    const all = maxWithdrawable(limits);
    setAmount(all > 0n ? minorToInput(all.toString()) : '');
    clear('amount');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (submitWithdraw.isPending || block) return;
    const minor = parseMoneyInput(amount);
    const found: Errors = {};
    if (!chosen) found.account = t('withdraw.account_required');
    const problem = checkWithdrawAmount(minor, limits);
    if (problem) found.amount = amountText(problem);
    if (!PAYMENT_PASSWORD_PATTERN.test(password)) found.password = t('withdraw.pp_digits');
    if (info.activeBonus && !forfeitBonus) found.forfeit = t('withdraw.bonus_confirm_required');
    setErrors(found);
    if (Object.keys(found).length > 0 || !chosen || !minor) return;
    const body = {
      requestId: requestId.idFor(`${chosen.id}:${minor}`),
      bankAccountId: chosen.id,
      amount: minor,
      paymentPassword: password,
      ...(info.activeBonus ? { forfeitBonus: true } : {}),
    };
    submitWithdraw.mutate(body, {
      onSuccess: (withdrawal) => {
        requestId.settle();
        setDone(withdrawal);
        setAmount('');
        setPassword('');
        setForfeitBonus(false);
      },
      onError: (err) => {
        requestId.settle(err);
        setPassword('');
        // Limits or the balance changed elsewhere (another tab, an approval): show today's figures.
        void client.invalidateQueries({ queryKey: walletKeys.withdrawInfo });
        const code = apiCode(err);
        if (code === ErrorCode.bonusForfeitRequired) {
          // A bonus became active since the page was read: the refreshed info shows its warning; the box must be ticked.
          setForfeitBonus(false);
          setErrors({ forfeit: apiMessage(t, err) });
        } else if (code && AMOUNT_CODES.includes(code)) setErrors({ amount: apiMessage(t, err) });
        else if (code && PASSWORD_CODES.includes(code)) setErrors({ password: apiMessage(t, err) });
        else dialogs.message({ text: apiMessage(t, err), icon: 'warning' });
      },
    });
  };

  if (done) return <WithdrawDone withdrawal={done} symbol={symbol} onAgain={() => setDone(null)} onList={onShowList} />;

  if (info.bankAccounts.length === 0) {
    return (
      <div className="withdraw-empty" data-testid="withdraw-no-account">
        <span className="icon-disc icon-disc--brand" aria-hidden="true">
          <IconBank size={28} />
        </span>
        <div>
          <strong>{t('withdraw.no_account_title')}</strong>
          <p className="muted">{t('withdraw.no_account_body')}</p>
        </div>
        <Button variant="primary" onClick={onAddAccount} data-testid="withdraw-add-account">
          {t('withdraw.bank_add')}
        </Button>
      </div>
    );
  }

  return (
    <form className="withdraw-form" onSubmit={submit} noValidate data-testid="withdraw-form" aria-describedby={block ? `${id}-block` : undefined}>
      {block && (
        <div id={`${id}-block`}>
          <BlockNotice block={block} info={info} />
        </div>
      )}
      {info.activeBonus && <BonusWarning bonus={info.activeBonus} symbol={symbol} />}
      {!info.activeBonus && errors.forfeit && (
        <p className="field__error" role="alert" data-testid="field-error-forfeitBonus">
          {errors.forfeit}
        </p>
      )}
      <fieldset className="withdraw-accounts" aria-describedby={errors.account ? `${id}-account-error` : undefined}>
        <legend className="field__label">
          {t('withdraw.to_account')}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="withdraw-accounts__list">
          {info.bankAccounts.map((a) => (
            <label key={a.id} className="withdraw-account" data-testid={`withdraw-account-${a.id}`}>
              <input
                type="radio"
                name={`${id}-account`}
                value={a.id}
                checked={chosen?.id === a.id}
                onChange={() => {
                  setAccountId(a.id);
                  clear('account');
                }}
              />
              <BankCard account={a} compact />
            </label>
          ))}
        </div>
        {errors.account && (
          <p id={`${id}-account-error`} className="field__error" role="alert" data-testid="field-error-account">
            {errors.account}
          </p>
        )}
      </fieldset>
      <AmountField
        name="amount"
        label={t('withdraw.amount')}
        symbol={symbol}
        placeholder={t('withdraw.amount_placeholder', { min: formatMoney(limits.min), max: formatMoney(limits.max) })}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          clear('amount');
        }}
        error={errors.amount}
        trailing={
          <button type="button" className="field__action" onClick={fillAll} disabled={Boolean(block)} data-testid="withdraw-all">
            {t('withdraw.all')}
          </button>
        }
        hint={t('withdraw.amount_hint', { min: money(symbol, limits.min), max: money(symbol, limits.max) })}
        inputTestId="withdraw-amount"
      />
      <ul className="withdraw-today" aria-label={t('withdraw.today_label')} data-testid="withdraw-today">
        <li>
          <span>{t('withdraw.today_amount')}</span>
          <strong data-testid="withdraw-today-amount">{money(symbol, limits.dailyRemainingAmount)}</strong>
        </li>
        <li>
          <span>{t('withdraw.today_count')}</span>
          <strong data-testid="withdraw-today-count">
            {limits.dailyRemainingCount}/{info.dailyMaxCount}
          </strong>
        </li>
      </ul>
      <PasswordField
        name="paymentPassword"
        label={t('withdraw.payment_password')}
        required
        inputMode="numeric"
        autoComplete="off"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value.replace(/\D/g, '').slice(0, 6));
          clear('password');
        }}
        error={errors.password}
        inputTestId="withdraw-password"
      />
      {info.activeBonus && (
        <CheckField
          name="forfeitBonus"
          checked={forfeitBonus}
          onChange={(checked) => {
            setForfeitBonus(checked);
            clear('forfeit');
          }}
          error={errors.forfeit}
          testId="withdraw-forfeit-bonus"
        >
          {t('withdraw.bonus_confirm', { title: info.activeBonus.title })}
        </CheckField>
      )}
      <p className="withdraw-form__note">
        <IconInfo size={16} />
        <span>{t('withdraw.lock_note')}</span>
      </p>
      <Button
        type="submit"
        variant="accent"
        size="lg"
        block
        disabled={Boolean(block) || submitWithdraw.isPending}
        aria-busy={submitWithdraw.isPending || undefined}
        data-testid="withdraw-submit"
      >
        {submitWithdraw.isPending ? t('form.submitting') : t('withdraw.submit')}
      </Button>
    </form>
  );
};
