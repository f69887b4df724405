import type { TBankAccount, TWithdrawInfo } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@wps/ui';
import { CardHead } from '@/components/card-head';
import { Tabs } from '@/components/form-field';
import { IconCheckCircle, IconKey, IconLock, IconShield } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { money } from '@/lib/money';
import { useWithdrawInfo } from '../api/withdraw-info';
import { withdrawLimits } from '../utils/withdraw-limits';
import { type BankAccountEdit, BankAccountModal } from './bank-account-modal';
import { BankAccounts } from './bank-accounts';
import { PaymentPasswordForm } from './payment-password-form';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';

type Tab = 'request' | 'accounts' | 'history';

/** The balance and the brand's limits, above every tab; what is left of today is shown with the amount. */
const WithdrawOverview = ({ info }: { info: TWithdrawInfo }) => {
  const { t } = useTranslation();
  const l = withdrawLimits(info);
  const symbol = info.currencySymbol;
  return (
    <div className="withdraw-overview" data-testid="withdraw-overview">
      <div className="withdraw-overview__balance">
        <span className="eyebrow">{t('withdraw.available')}</span>
        <strong data-testid="withdraw-balance">{money(symbol, l.balance)}</strong>
      </div>
      <dl className="withdraw-overview__limits">
        <div>
          <dt>{t('withdraw.limit_per')}</dt>
          <dd data-testid="withdraw-limit-range">
            {money(symbol, l.min)} – {money(symbol, l.max)}
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.limit_daily')}</dt>
          <dd>{money(symbol, info.dailyMaxAmount)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.limit_daily_count')}</dt>
          <dd>{t('withdraw.limit_daily_count_value', { n: info.dailyMaxCount })}</dd>
        </div>
      </dl>
    </div>
  );
};

/** The first visit: withdrawals need a payment password, so it is set before anything else. */
const PaymentPasswordSetup = () => {
  const { t } = useTranslation();
  return (
    <section className="card pp-setup" aria-labelledby="pp-setup-title" data-testid="payment-password-setup">
      <CardHead titleId="pp-setup-title" title={t('withdraw.pp_setup_title')} icon={<IconShield size={20} />} />
      <p className="card__lead">{t('withdraw.pp_setup_lead')}</p>
      <PaymentPasswordForm mode="set" />
    </section>
  );
};

const PaymentPasswordCard = () => {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  return (
    <section className="card" aria-labelledby="pp-card-title" data-testid="payment-password-card">
      <CardHead titleId="pp-card-title" title={t('withdraw.pp_title')} icon={<IconKey size={20} />}>
        <span className="status-pill status-pill--on">
          <IconCheckCircle size={14} />
          {t('withdraw.pp_is_set')}
        </span>
      </CardHead>
      {changing ? (
        <PaymentPasswordForm mode="change" onDone={() => setChanging(false)} onCancel={() => setChanging(false)} />
      ) : (
        <div className="pp-card__row">
          <p className="card__lead">{t('withdraw.pp_lead')}</p>
          <Button variant="outline" size="sm" icon={<IconLock size={16} />} onClick={() => setChanging(true)} data-testid="pp-change">
            {t('withdraw.pp_change')}
          </Button>
        </div>
      )}
    </section>
  );
};

/**
 * withdraw (member center, SPEC.md §2): request a withdrawal, manage the bound
 * bank accounts and the payment password, and follow my withdrawals through
 * processing → approved (confirm receipt) or rejected.
 */
export const WithdrawScreen = () => {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const [tab, setTab] = useState<Tab>('request');
  const [edit, setEdit] = useState<BankAccountEdit | null>(null);

  if (info.isPending) return <Spinner label={t('common.loading')} />;
  if (info.isError) return <LoadFailed page title={t('withdraw.load_failed')} error={info.error} onRetry={() => void info.refetch()} retryTestId="withdraw-retry" />;
  if (!info.data.hasPaymentPassword) return <PaymentPasswordSetup />;

  const data = info.data;
  const addAccount = () => {
    setTab('accounts');
    setEdit({ mode: 'add' });
  };
  const tabs: { id: Tab; label: string }[] = [
    { id: 'request', label: t('withdraw.tab_request') },
    { id: 'accounts', label: t('withdraw.tab_accounts') },
    { id: 'history', label: t('withdraw.tab_history') },
  ];

  return (
    <div className="stack withdraw-page" data-testid="withdraw-page">
      <WithdrawOverview info={data} />
      <Tabs tabs={tabs} value={tab} onChange={setTab} label={t('member.withdraw')} testIdPrefix="withdraw-tab" />
      <div role="tabpanel" className="stack withdraw-page__panel">
        {tab === 'request' && <WithdrawForm info={data} onAddAccount={addAccount} onShowList={() => setTab('history')} />}
        {tab === 'accounts' && (
          <div className="stack withdraw-page__stack">
            <BankAccounts
              accounts={data.bankAccounts}
              onAdd={() => setEdit({ mode: 'add' })}
              onEdit={(account: TBankAccount) => setEdit({ mode: 'update', account })}
              onRemove={(account: TBankAccount) => setEdit({ mode: 'remove', account })}
            />
            <PaymentPasswordCard />
          </div>
        )}
        {tab === 'history' && <WithdrawalList symbol={data.currencySymbol} />}
      </div>
      {edit && (
        <BankAccountModal
          key={edit.mode === 'add' ? 'add' : `${edit.mode}-${edit.account.id}`}
          edit={edit}
          banks={data.banks}
          onClose={() => setEdit(null)}
        />
      )}
    </div>
  );
};
