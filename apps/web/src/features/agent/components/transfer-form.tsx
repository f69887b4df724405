import { ErrorCode, formatMoney, minorToInput, parseMoneyInput, PAYMENT_PASSWORD_PATTERN, type TTeamTransfer, type TTransferInfo } from '@wps/contracts/player';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { ButtonLink } from '@/components/button';
import { FormField, PasswordField } from '@/components/form-field';
import { IconCheckCircle, IconInfo, IconKey, IconUser } from '@/components/icons';
import { apiCode, apiMessage } from '@/lib/api-message';
import { useBrand } from '@/lib/brand';
import { dialogs } from '@/lib/dialogs';
import { money } from '@/lib/money';
import { useRequestId } from '@/lib/use-request-id';
import { agentKeys, useAgentTransfer, useUplineTransfer } from '../api/agent';
import { checkTransferAmount, maxTransferable, type TransferProblem } from '../utils/transfer-amount';

type Field = 'toAccount' | 'amount' | 'password';
type Errors = Partial<Record<Field, string>>;

/** Server answers that concern one field; the rest are shown in a dialog. */
const AMOUNT_CODES: readonly string[] = [ErrorCode.amountOutOfRange, ErrorCode.insufficientFunds, ErrorCode.dailyLimitReached];
const PASSWORD_CODES: readonly string[] = [ErrorCode.paymentPasswordIncorrect, ErrorCode.paymentPasswordLocked];
const ACCOUNT_CODES: readonly string[] = [ErrorCode.userNotFound, ErrorCode.notFound];

/** Transfers need a payment password; it is set once, where withdrawals set it. */
export const PaymentPasswordMissing = ({ href }: { href: string }) => {
  const { t } = useTranslation();
  return (
    <div className="agent-empty-action" data-testid="transfer-no-password">
      <span className="icon-disc icon-disc--brand" aria-hidden="true">
        <IconKey size={28} />
      </span>
      <div>
        <strong>{t('agent_center.tr_no_pp_title')}</strong>
        <p className="muted">{t('agent_center.tr_no_pp_body')}</p>
      </div>
      <ButtonLink variant="primary" to={href} data-testid="transfer-set-password">
        {t('agent_center.tr_no_pp_action')}
      </ButtonLink>
    </div>
  );
};

/** The balance and the per-transfer limits, above a transfer form. */
export const TransferLimits = ({ info, symbol }: { info: TTransferInfo; symbol: string }) => {
  const { t } = useTranslation();
  return (
    <dl className="agent-figures agent-figures--compact" data-testid="transfer-limits">
      <div className="agent-figure agent-figure--brand">
        <dt>{t('agent_center.tr_balance')}</dt>
        <dd data-testid="transfer-balance">{money(symbol, info.balance)}</dd>
      </div>
      <div className="agent-figure">
        <dt>{t('agent_center.tr_limits')}</dt>
        <dd data-testid="transfer-range">
          {money(symbol, info.min)} – {money(symbol, info.max)}
        </dd>
      </div>
    </dl>
  );
};

const TransferDone = ({ transfer, symbol, onAgain, againLabel }: { transfer: TTeamTransfer; symbol: string; onAgain: () => void; againLabel: string }) => {
  const { t } = useTranslation();
  return (
    <div className="agent-done" role="status" data-testid="transfer-success">
      <span className="icon-disc icon-disc--success" aria-hidden="true">
        <IconCheckCircle size={36} />
      </span>
      <h3>{t('agent_center.tr_done_title')}</h3>
      <p className="muted" data-testid="transfer-success-text">
        {t('agent_center.tr_done_body', { amount: money(symbol, transfer.amount), account: transfer.toAccount })}
      </p>
      <div className="agent-done__actions">
        <Button variant="primary" onClick={onAgain} data-testid="transfer-again">
          {againLabel}
        </Button>
      </div>
    </div>
  );
};

/**
 * A transfer through the ledger: to a direct downline (`down`, the account
 * typed or fixed by the row it was opened from) or to one's upline (`up`).
 * The amount is typed in major units and sent in minor units; one request id
 * per attempt, kept when the outcome is unknown so a resend moves the money
 * once.
 */
export const TransferForm = ({
  info,
  direction,
  toAccount: fixedAccount,
  onDone,
  doneLabel,
}: {
  info: TTransferInfo;
  direction: 'down' | 'up';
  /** `down`: the downline, when the form was opened for one. `up`: the upline, shown only. */
  toAccount?: string;
  /** After a transfer: the done panel's button (close a dialog); without it, "another transfer". */
  onDone?: () => void;
  doneLabel?: string;
}) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const client = useQueryClient();
  const symbol = permission.info.setting.currencySymbol;
  const down = useAgentTransfer();
  const up = useUplineTransfer();
  const sending = down.isPending || up.isPending;
  const requestId = useRequestId();
  const [account, setAccount] = useState(fixedAccount ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<TTeamTransfer | null>(null);

  const amountText = (problem: TransferProblem): string =>
    ({
      invalid: t('agent_center.tr_amount_invalid'),
      below_min: t('agent_center.tr_amount_below_min', { min: money(symbol, info.min) }),
      above_max: t('agent_center.tr_amount_above_max', { max: money(symbol, info.max) }),
      above_balance: t('agent_center.tr_amount_above_balance', { amount: money(symbol, info.balance) }),
    })[problem];

  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined }));

  const fillAll = () => {
    const all = maxTransferable(info);
    setAmount(all > 0n ? minorToInput(all.toString()) : '');
    clear('amount');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const minor = parseMoneyInput(amount);
    const target = direction === 'down' ? account.trim() : (info.uplineAccount ?? '');
    const found: Errors = {};
    if (direction === 'down' && target === '') found.toAccount = t('validation.required');
    const problem = checkTransferAmount(minor, info);
    if (problem) found.amount = amountText(problem);
    if (!PAYMENT_PASSWORD_PATTERN.test(password)) found.password = t('agent_center.tr_pp_digits');
    setErrors(found);
    if (Object.keys(found).length > 0 || !minor) return;
    const id = requestId.idFor(`${direction}:${target}:${minor}`);
    const handlers = {
      onSuccess: (transfer: TTeamTransfer) => {
        requestId.settle();
        setDone(transfer);
        setAmount('');
        setPassword('');
        if (!fixedAccount) setAccount('');
      },
      onError: (err: unknown) => {
        requestId.settle(err);
        setPassword('');
        // The balance or the limits may have changed elsewhere: show today's figures.
        void client.invalidateQueries({ queryKey: agentKeys.transferInfo });
        const code = apiCode(err);
        if (code && AMOUNT_CODES.includes(code)) setErrors({ amount: apiMessage(t, err) });
        else if (code && PASSWORD_CODES.includes(code)) setErrors({ password: apiMessage(t, err) });
        else if (code && direction === 'down' && !fixedAccount && ACCOUNT_CODES.includes(code)) setErrors({ toAccount: t('agent_center.tr_account_unknown') });
        else dialogs.message({ text: apiMessage(t, err), icon: 'warning' });
      },
    };
    if (direction === 'down') down.mutate({ requestId: id, toAccount: target, amount: minor, paymentPassword: password }, handlers);
    else up.mutate({ requestId: id, amount: minor, paymentPassword: password }, handlers);
  };

  if (done) {
    return (
      <TransferDone
        transfer={done}
        symbol={symbol}
        againLabel={onDone ? (doneLabel ?? t('agent_center.close')) : t('agent_center.tr_again')}
        onAgain={() => {
          setDone(null);
          onDone?.();
        }}
      />
    );
  }

  return (
    <form className="agent-form agent-transfer-form" onSubmit={submit} noValidate data-testid={`transfer-form-${direction}`}>
      {direction === 'down' ? (
        <FormField
          name="toAccount"
          label={t('agent_center.tr_to_account')}
          required
          autoComplete="off"
          maxLength={64}
          icon={<IconUser size={18} />}
          value={account}
          readOnly={fixedAccount !== undefined}
          onChange={(e) => {
            setAccount(e.target.value);
            clear('toAccount');
          }}
          error={errors.toAccount}
          hint={fixedAccount ? undefined : t('agent_center.tr_to_account_hint')}
          inputTestId="transfer-to"
        />
      ) : (
        <div className="agent-transfer-form__to">
          <span className="field__label">{t('agent_center.tr_to_upline')}</span>
          <strong data-testid="transfer-upline-account">{info.uplineAccount}</strong>
        </div>
      )}
      <FormField
        name="amount"
        label={t('agent_center.tr_amount')}
        required
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('agent_center.tr_amount_placeholder', { min: formatMoney(info.min), max: formatMoney(info.max) })}
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value.replace(/[^\d.,]/g, ''));
          clear('amount');
        }}
        leading={
          <span className="agent-currency" aria-hidden="true">
            {symbol}
          </span>
        }
        trailing={
          <button type="button" className="field__action" onClick={fillAll} data-testid="transfer-all">
            {t('agent_center.tr_all')}
          </button>
        }
        error={errors.amount}
        inputTestId="transfer-amount"
        data-autofocus={fixedAccount !== undefined || undefined}
      />
      <PasswordField
        name="paymentPassword"
        label={t('agent_center.tr_payment_password')}
        required
        inputMode="numeric"
        autoComplete="off"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value.replace(/\D/g, '').slice(0, 6));
          clear('password');
        }}
        error={errors.password}
        inputTestId="transfer-password"
      />
      <p className="agent-form__note">
        <IconInfo size={16} />
        <span>{direction === 'down' ? t('agent_center.tr_note_down') : t('agent_center.tr_note_up')}</span>
      </p>
      <Button type="submit" variant="accent" size="lg" block disabled={sending} aria-busy={sending || undefined} data-testid="transfer-submit">
        {sending ? t('form.submitting') : t('agent_center.tr_submit')}
      </Button>
    </form>
  );
};
