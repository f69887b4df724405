import { minorToInput, parseMoneyInput, type TConsolidatedFunds, type TVendorWallet, type TWalletTransferBody } from '@wps/contracts/player';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { CardHead } from '@/components/card-head';
import { FormField } from '@/components/form-field';
import { IconAlert, IconCheckCircle, IconDownload, IconSwap, IconWrench } from '@/components/icons';
import { SelectField } from '@/components/select-field';
import { apiMessage } from '@/lib/api-message';
import { money } from '@/lib/money';
import { useRequestId } from '@/lib/use-request-id';
import { useWalletTransfer } from '../api/wallet-transfer';

/** The main wallet in the from/to selects. */
const MAIN = '__main__';

type Direction = 'in' | 'out';
type Outcome = { kind: 'ok' | 'error'; text: string } | null;
type Run = (attempt: string, body: Omit<TWalletTransferBody, 'requestId'>, success: string, onDone?: () => void) => void;

const TransferForm = ({ funds, run, pending }: { funds: TConsolidatedFunds; run: Run; pending: boolean }) => {
  const { t } = useTranslation();
  const firstOpen = funds.wallets.find((w) => !w.maintenance) ?? funds.wallets[0];
  const [direction, setDirection] = useState<Direction>('in');
  const [vendorCode, setVendorCode] = useState(firstOpen?.vassalage ?? '');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const vendor = funds.wallets.find((w) => w.vassalage === vendorCode);
  const main = t('wallet.funds.main');
  const nameOf = (code: string) => (code === MAIN ? main : (funds.wallets.find((w) => w.vassalage === code)?.displayName ?? code));
  const from = direction === 'in' ? MAIN : vendorCode;
  const to = direction === 'in' ? vendorCode : MAIN;
  const available = direction === 'in' ? funds.balance : (vendor?.balance ?? '0');

  // One side is always the main wallet: picking it on one side moves the vendor to the other.
  const pick = (side: 'from' | 'to', code: string) => {
    setError(null);
    if (code === MAIN) setDirection(side === 'from' ? 'in' : 'out');
    else {
      setVendorCode(code);
      setDirection(side === 'from' ? 'out' : 'in');
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = parseMoneyInput(amount);
    if (!vendor) return setError(t('wallet.transfer.pick_vendor'));
    if (!minor) return setError(t('wallet.transfer.amount_invalid'));
    if (BigInt(minor) > BigInt(available)) return setError(t('wallet.transfer.amount_over', { amount: money(funds.currencySymbol, available) }));
    setError(null);
    const success = t('wallet.transfer.done', { amount: money(funds.currencySymbol, minor), from: nameOf(from), to: nameOf(to) });
    run(`${direction}:${vendor.vassalage}:${minor}`, { action: direction, vassalage: vendor.vassalage, amount: minor }, success, () => setAmount(''));
  };

  const options = (
    <>
      <option value={MAIN}>{main}</option>
      {funds.wallets.map((w) => (
        <option key={w.vassalage} value={w.vassalage} disabled={w.maintenance}>
          {w.maintenance ? t('wallet.transfer.option_maintenance', { name: w.displayName }) : w.displayName}
        </option>
      ))}
    </>
  );

  return (
    <form className="card transfer-form" onSubmit={submit} noValidate aria-labelledby="transfer-title" data-testid="transfer-form">
      <CardHead titleId="transfer-title" title={t('wallet.transfer.title')} icon={<IconSwap size={18} />} />
      <div className="transfer-form__route">
        <SelectField label={t('wallet.transfer.from')} value={from} onChange={(e) => pick('from', e.target.value)} testId="transfer-from">
          {options}
        </SelectField>
        <button
          type="button"
          className="icon-button transfer-form__swap"
          onClick={() => setDirection((d) => (d === 'in' ? 'out' : 'in'))}
          aria-label={t('wallet.transfer.swap')}
          title={t('wallet.transfer.swap')}
          data-testid="transfer-swap"
        >
          <IconSwap size={18} />
        </button>
        <SelectField label={t('wallet.transfer.to')} value={to} onChange={(e) => pick('to', e.target.value)} testId="transfer-to">
          {options}
        </SelectField>
      </div>
      <FormField
        name="amount"
        label={t('wallet.transfer.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error}
        required
        leading={<span className="wallet-currency">{funds.currencySymbol}</span>}
        hint={t('wallet.transfer.available', { amount: money(funds.currencySymbol, available) })}
        trailing={
          <button
            type="button"
            className="field__action"
            onClick={() => setAmount(minorToInput(available))}
            disabled={BigInt(available) <= 0n}
            data-testid="transfer-max"
          >
            {t('wallet.transfer.max')}
          </button>
        }
        inputTestId="transfer-amount"
      />
      {vendor?.maintenance && (
        <p className="wallet-note wallet-note--warn" data-testid="transfer-maintenance">
          <IconWrench size={16} />
          {t('wallet.transfer.maintenance_note', { name: vendor.displayName })}
        </p>
      )}
      <Button type="submit" size="lg" block disabled={pending || !vendor || vendor.maintenance} data-testid="transfer-submit">
        {pending ? t('wallet.transfer.working') : t('wallet.transfer.submit')}
      </Button>
    </form>
  );
};

const VendorWalletCard = ({ wallet, funds, run, pending }: { wallet: TVendorWallet; funds: TConsolidatedFunds; run: Run; pending: boolean }) => {
  const { t } = useTranslation();
  const mainEmpty = BigInt(funds.balance) <= 0n;
  return (
    <li className="vendor-wallet" data-maintenance={wallet.maintenance || undefined} data-testid={`vendor-wallet-${wallet.vassalage}`}>
      <div className="vendor-wallet__info">
        <strong>{wallet.displayName}</strong>
        <span className="vendor-wallet__balance">{money(funds.currencySymbol, wallet.balance)}</span>
        {wallet.maintenance && (
          <span className="badge badge--warn">
            <IconWrench size={12} /> {t('wallet.transfer.maintenance')}
          </span>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        icon={<IconDownload size={14} />}
        disabled={pending || wallet.maintenance || mainEmpty}
        onClick={() =>
          run(
            `allIn:${wallet.vassalage}`,
            { action: 'allIn', vassalage: wallet.vassalage },
            t('wallet.transfer.all_in_done', { amount: money(funds.currencySymbol, funds.balance), name: wallet.displayName }),
          )
        }
        aria-label={t('wallet.transfer.all_in_to', { name: wallet.displayName })}
        data-testid={`all-in-${wallet.vassalage}`}
      >
        {t('wallet.transfer.all_in')}
      </Button>
    </li>
  );
};

/**
 * Transfers between the main wallet and the vendors' transfer wallets
 * (GCS_walletTransfer): a from/to form, one-click all in to a vendor and
 * recall all. Each attempt carries its own request id (see useRequestId).
 */
export const TransferPanel = ({ funds }: { funds: TConsolidatedFunds }) => {
  const { t } = useTranslation();
  const transfer = useWalletTransfer();
  const { idFor, settle } = useRequestId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inGames = funds.wallets.some((w) => BigInt(w.balance) > 0n);

  const run: Run = (attempt, body, success, onDone) => {
    setOutcome(null);
    transfer.mutate(
      { ...body, requestId: idFor(attempt) } as TWalletTransferBody,
      {
        onSuccess: () => {
          settle();
          setOutcome({ kind: 'ok', text: success });
          onDone?.();
        },
        onError: (e) => {
          settle(e);
          setOutcome({ kind: 'error', text: apiMessage(t, e) });
        },
      },
    );
  };

  return (
    <div className="stack transfer-panel">
      <TransferForm funds={funds} run={run} pending={transfer.isPending} />
      <div aria-live="polite" className="transfer-panel__outcome">
        {outcome && (
          <p className={`wallet-note wallet-note--${outcome.kind === 'ok' ? 'ok' : 'error'}`} role={outcome.kind === 'error' ? 'alert' : 'status'} data-testid="transfer-outcome">
            {outcome.kind === 'ok' ? <IconCheckCircle size={16} /> : <IconAlert size={16} />}
            {outcome.text}
          </p>
        )}
      </div>
      <section className="card" aria-labelledby="vendor-wallets-title">
        <CardHead titleId="vendor-wallets-title" title={t('wallet.transfer.wallets_title')}>
          <Button
            variant="ghost"
            size="sm"
            disabled={transfer.isPending || !inGames}
            onClick={() => run('allOut', { action: 'allOut' }, t('wallet.transfer.recall_done'))}
            data-testid="recall-all"
          >
            {t('wallet.transfer.recall_all')}
          </Button>
        </CardHead>
        <p className="card__lead">{t('wallet.transfer.wallets_lead')}</p>
        <ul className="vendor-wallets">
          {funds.wallets.map((w) => (
            <VendorWalletCard key={w.vassalage} wallet={w} funds={funds} run={run} pending={transfer.isPending} />
          ))}
        </ul>
      </section>
    </div>
  );
};
