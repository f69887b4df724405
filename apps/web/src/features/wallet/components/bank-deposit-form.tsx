import type { TDeposit, TDepositChannel, TImageUpload } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { CardHead } from '@/components/card-head';
import { FormField } from '@/components/form-field';
import { IconAlert, IconCheckCircle, IconWallet } from '@/components/icons';
import { apiMessage } from '@/lib/api-message';
import { money } from '@/lib/money';
import { useRequestId } from '@/lib/use-request-id';
import { useBankDeposit } from '../api/bank-deposit';
import { useDepositOrder } from '../api/deposit-list';
import { checkDepositAmount } from '../utils/deposit-amount';
import { CopyButton } from '@/components/copy-button';
import { DepositAmountField, useAmountError } from './deposit-amount-field';
import { DepositMoney } from './deposit-money';
import { DepositStatusChip } from './deposit-status-chip';
import { ReceiptField } from './receipt-field';

/** The brand's account the member pays into, with the number ready to copy. */
const ReceivingAccount = ({ channel }: { channel: TDepositChannel }) => {
  const { t } = useTranslation();
  return (
    <section className="receiving-account" aria-labelledby="receiving-account-title" data-testid="receiving-account">
      <h4 id="receiving-account-title" className="receiving-account__title">
        <IconWallet size={18} />
        {t('wallet.deposit.pay_to')}
      </h4>
      <dl className="receiving-account__rows">
        <div>
          <dt>{t('wallet.deposit.bank')}</dt>
          <dd>{channel.bankName ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('wallet.deposit.account_name')}</dt>
          <dd>{channel.accountName ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('wallet.deposit.account_number')}</dt>
          <dd className="receiving-account__number">
            <span data-testid="receiving-account-number">{channel.accountNumber ?? '—'}</span>
            {channel.accountNumber && <CopyButton text={channel.accountNumber} label={t('wallet.deposit.copy_account')} testId="copy-account-number" />}
          </dd>
        </div>
      </dl>
    </section>
  );
};

/**
 * After a bank deposit is reported: its order number and its state, which
 * follows the order as staff settle it (the live 'deposit' event refetches
 * it), so the card never says Pending beside a list that says Approved.
 */
const DepositSubmitted = ({ submitted, symbol, onAgain }: { submitted: TDeposit; symbol: string; onAgain: () => void }) => {
  const { t } = useTranslation();
  const order = useDepositOrder(submitted.orderNo, { pollMs: 0 });
  const deposit = order.data ?? submitted;
  const lead = {
    pending: t('wallet.deposit.submitted_body'),
    approved: t('wallet.deposit.order_approved', { amount: money(symbol, deposit.credited) }),
    rejected: t('wallet.deposit.order_rejected'),
    failed: t('wallet.deposit.order_failed'),
  }[deposit.status];
  const settledWell = deposit.status === 'pending' || deposit.status === 'approved';
  return (
    <section className="card deposit-done" role="status" aria-labelledby="deposit-done-title" data-testid="deposit-success" data-status={deposit.status}>
      <span className={`icon-disc icon-disc--${settledWell ? 'success' : 'danger'}`} aria-hidden="true">
        {settledWell ? <IconCheckCircle size={34} /> : <IconAlert size={34} />}
      </span>
      <h3 id="deposit-done-title">{t('wallet.deposit.submitted_title')}</h3>
      <p className="muted" data-testid="deposit-done-lead">
        {lead}
      </p>
      {deposit.status === 'rejected' && deposit.reason && <p className="muted">{deposit.reason}</p>}
      <dl className="deposit-done__facts">
        <div>
          <dt>{t('wallet.deposit.order_no')}</dt>
          <dd className="deposit-done__order">
            <span data-testid="deposit-order-no">{deposit.orderNo}</span>
            <CopyButton text={deposit.orderNo} label={t('wallet.deposit.copy_order')} />
          </dd>
        </div>
        <DepositMoney deposit={deposit} symbol={symbol} />
        <div>
          <dt>{t('wallet.deposit.status')}</dt>
          <dd>
            <DepositStatusChip status={deposit.status} />
          </dd>
        </div>
      </dl>
      <Button variant="outline" onClick={onAgain} data-testid="deposit-again">
        {t('wallet.deposit.again')}
      </Button>
    </section>
  );
};

type Errors = Partial<Record<'amount' | 'payerName' | 'reference', string>>;

/**
 * Bank transfer (issue 4): the member pays the brand's account, then reports
 * amount, payer name and reference with an optional receipt; staff approve
 * or reject it.
 */
export const BankDepositForm = ({ channel, symbol }: { channel: TDepositChannel; symbol: string }) => {
  const { t } = useTranslation();
  const amountError = useAmountError();
  const deposit = useBankDeposit();
  const { idFor, settle } = useRequestId();
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<TImageUpload | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<TDeposit | null>(null);

  if (done) {
    const again = () => {
      setDone(null);
      setAmount('');
      setReference('');
      setReceipt(null);
    };
    return <DepositSubmitted submitted={done} symbol={symbol} onAgain={again} />;
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkDepositAmount(amount, channel);
    const next: Errors = {
      amount: amountError(check, channel, symbol) ?? undefined,
      payerName: payerName.trim() ? undefined : t('validation.required'),
      reference: reference.trim() ? undefined : t('validation.required'),
    };
    setErrors(next);
    if (!check.minor || next.payerName || next.reference) return;
    setFailure(null);
    const body = { channelCode: channel.code, amount: check.minor, payerName: payerName.trim(), reference: reference.trim(), receipt: receipt ?? undefined };
    const attempt = [body.channelCode, body.amount, body.payerName, body.reference, receipt ? `${receipt.name}:${receipt.data.length}` : ''].join('|');
    deposit.mutate(
      { ...body, requestId: idFor(attempt) },
      {
        onSuccess: (created) => {
          settle();
          setDone(created);
        },
        onError: (err) => {
          settle(err);
          setFailure(apiMessage(t, err));
        },
      },
    );
  };

  return (
    <form className="card deposit-form" onSubmit={submit} noValidate aria-labelledby="bank-deposit-title" data-testid="bank-deposit-form">
      <CardHead titleId="bank-deposit-title" title={t('wallet.deposit.bank_title', { name: channel.name })} />
      <ol className="deposit-steps">
        <li>{t('wallet.deposit.bank_step_pay')}</li>
        <li>{t('wallet.deposit.bank_step_report')}</li>
      </ol>
      <ReceivingAccount channel={channel} />
      <DepositAmountField channel={channel} symbol={symbol} value={amount} onChange={setAmount} error={errors.amount ?? null} />
      <div className="deposit-form__pair">
        <FormField
          name="payerName"
          label={t('wallet.deposit.payer_name')}
          autoComplete="name"
          maxLength={100}
          required
          value={payerName}
          onChange={(e) => setPayerName(e.target.value)}
          error={errors.payerName}
          inputTestId="deposit-payer"
        />
        <FormField
          name="reference"
          label={t('wallet.deposit.reference')}
          autoComplete="off"
          maxLength={100}
          required
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          error={errors.reference}
          hint={t('wallet.deposit.reference_hint')}
          inputTestId="deposit-reference"
        />
      </div>
      <ReceiptField value={receipt} onChange={setReceipt} />
      {failure && (
        <p className="wallet-note wallet-note--error" role="alert" data-testid="deposit-error">
          <IconAlert size={16} />
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" block disabled={deposit.isPending} data-testid="deposit-submit">
        {deposit.isPending ? t('form.submitting') : t('wallet.deposit.submit_bank')}
      </Button>
    </form>
  );
};
