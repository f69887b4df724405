import type { TStaffReferral, TStaffReferralRules } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { columnsFor, PagedTable } from '@/components/data-table';
import { Facts } from '@/components/drawer';
import { Field, FormError, useZodForm } from '@/components/field';
import { Kpi } from '@/components/kpi';
import { Loaded } from '@/components/loaded';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/lib/error-text';
import { brandTime, gmtLabel } from '@/lib/time';
import { useReferral, useReferrals, useSaveReferral, type ReferralsQuery } from './api';
import { count } from './format';
import { MemberLink, UnitInput, useBrand, ViewOnly } from './parts';
import { MAX_FRIENDS_MAX, referralFormSchema, referralValuesOf } from './referral-values';

const PAGE_SIZE = 25;
const FORM_ID = 'referral-form';
const FLAG_FILTERS = ['', 'yes', 'no'] as const;
type FlagFilter = (typeof FLAG_FILTERS)[number];

const col = columnsFor<TStaffReferral>();

type MoneyField = 'registerReward' | 'firstDepositReward' | 'firstDepositMin' | 'wagerReward' | 'wagerTarget';
const MONEY_LABELS: Record<MoneyField, string> = {
  registerReward: 'engagement.register_reward',
  firstDepositReward: 'engagement.first_deposit_reward',
  firstDepositMin: 'engagement.first_deposit_min',
  wagerReward: 'engagement.wager_reward',
  wagerTarget: 'engagement.wager_target',
};

/** An amount, or "nothing" for 0. */
const Amount = ({ minor }: { minor: string }) => {
  const { t } = useTranslation();
  const { currency } = useBrand();
  return BigInt(minor) === 0n ? <span className="muted">{t('engagement.nothing')}</span> : <Money minor={minor} currency={currency} />;
};

/** The rules as staff without promotions.manage read them. */
const RulesView = ({ rules }: { rules: TStaffReferralRules }) => {
  const { t } = useTranslation();
  const { currency } = useBrand();
  return (
    <>
      <Facts
        items={[
          [t('engagement.referral_enabled_short'), rules.enabled ? <StatusBadge key="e" tone="success">{t('engagement.on')}</StatusBadge> : <StatusBadge key="e">{t('engagement.off')}</StatusBadge>],
          [t('engagement.register_reward_short'), <Amount key="r" minor={rules.registerReward} />],
          [t('engagement.first_deposit_reward_short'), <Amount key="f" minor={rules.firstDepositReward} />],
          [t('engagement.first_deposit_min_short'), <Money key="fm" minor={rules.firstDepositMin} currency={currency} />],
          [t('engagement.wager_reward_short'), <Amount key="w" minor={rules.wagerReward} />],
          [t('engagement.wager_target_short'), <Money key="wt" minor={rules.wagerTarget} currency={currency} />],
          [t('engagement.max_friends_short'), rules.maxFriends === 0 ? t('engagement.no_limit') : count(rules.maxFriends)],
        ]}
      />
      <ViewOnly />
    </>
  );
};

/** The rules' form: each reward in major units, saved with a reason (the audit log keeps the rules before and after). */
const RulesForm = ({ rules }: { rules: TStaffReferralRules }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const { money } = useBrand();
  const form = useZodForm(referralFormSchema, { defaultValues: referralValuesOf(rules) });
  const { register, formState } = form;
  const errors = formState.errors;
  const save = useSaveReferral();
  const [pending, setPending] = useState<TStaffReferralRules | null>(null);

  const submit = form.handleSubmit(
    (body) => setPending(body),
    () => form.setError('root', { message: t('engagement.error_check_fields') }),
  );
  const send = async (reason: string) => {
    if (!pending) return;
    try {
      const saved = await save.mutateAsync({ rules: pending, reason });
      toast.success(t('engagement.referral_saved'));
      setPending(null);
      form.reset(referralValuesOf(saved.rules));
    } catch (e) {
      setPending(null);
      form.setError('root', { message: errorText(e) });
    }
  };

  const moneyField = (name: MoneyField, hint?: string) => (
    <Field label={t(MONEY_LABELS[name], { currency: money })} hint={hint} optional error={errors[name]}>
      {(c) => <UnitInput unit={money} control={c} placeholder="0" {...register(name)} />}
    </Field>
  );

  return (
    <form id={FORM_ID} className="form-grid eng-referral-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('engagement.referral_rules')}>
      <label className="check">
        <input type="checkbox" {...register('enabled')} />
        {t('engagement.referral_enabled')}
      </label>
      <div className="form-row">
        {moneyField('registerReward', t('engagement.register_reward_hint'))}
        <Field label={t('engagement.max_friends')} hint={t('engagement.max_friends_hint', { max: count(MAX_FRIENDS_MAX) })} optional error={errors.maxFriends}>
          {(c) => <UnitInput unit="#" control={c} inputMode="numeric" placeholder={t('engagement.no_limit')} {...register('maxFriends')} />}
        </Field>
      </div>
      <div className="form-row">
        {moneyField('firstDepositReward')}
        {moneyField('firstDepositMin', t('engagement.first_deposit_min_hint'))}
      </div>
      <div className="form-row">
        {moneyField('wagerReward')}
        {moneyField('wagerTarget', t('engagement.wager_target_hint'))}
      </div>
      <p className="field__hint">{t('engagement.referral_flag_hint')}</p>
      <FormError>{errors.root?.message}</FormError>
      <div className="form-actions">
        <Button variant="ghost" size="sm" disabled={save.isPending || !formState.isDirty} onClick={() => form.reset(referralValuesOf(rules))}>
          {t('engagement.discard')}
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('engagement.referral_save')}
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={t('engagement.referral_save_title')}
        message={t('engagement.referral_save_body')}
        reason="required"
        reasonMaxLength={200}
        confirmLabel={t('engagement.referral_save')}
        busy={save.isPending}
        onConfirm={(reason) => void send(reason ?? '')}
        onCancel={() => setPending(null)}
      />
    </form>
  );
};

/** Referred friends, newest first, with the rewards paid for each and why a friend was flagged. */
const ReferralsTable = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { offset } = useBrand();
  const [flagged, setFlagged] = useState<FlagFilter>('');
  const [page, setPage] = useState(1);
  const query: ReferralsQuery = { pageNo: page, pageSize: PAGE_SIZE, ...(flagged ? { flagged } : {}) };
  const referrals = useReferrals(query);
  const zone = gmtLabel(offset);

  const columns = useMemo(
    () => [
      col.accessor('referrer', { header: t('engagement.col_referrer'), cell: (c) => <MemberLink id={c.row.original.referrerId} account={c.getValue()} /> }),
      col.accessor('friend', { header: t('engagement.col_friend'), cell: (c) => <MemberLink id={c.row.original.friendId} account={c.getValue()} /> }),
      col.accessor('registeredAt', { header: t('engagement.col_registered', { zone }), cell: (c) => <span className="eng-time">{brandTime(c.getValue(), offset)}</span> }),
      col.accessor('steps', {
        header: t('engagement.col_steps'),
        cell: (c) =>
          c.getValue().length === 0 ? (
            <span className="muted">{t('engagement.no_steps')}</span>
          ) : (
            <ul className="eng-steps">
              {c.getValue().map((s) => (
                <li key={s.step}>
                  <span>{t(`engagement.step_${s.step}`)}</span> <Money minor={s.amount} />
                </li>
              ))}
            </ul>
          ),
      }),
      col.accessor('flag', {
        header: t('engagement.col_flag'),
        cell: (c) => (c.getValue() === null ? <span className="muted">—</span> : <StatusBadge tone="danger">{t(`engagement.flag_${c.getValue()}`)}</StatusBadge>),
      }),
    ],
    [t, offset, zone],
  );

  return (
    <section className="eng-block" aria-label={t('engagement.referrals_label')}>
      <div className="filters">
        <label className="field field--inline">
          <span className="field__label">{t('engagement.filter_flagged')}</span>
          <select
            className="input"
            value={flagged}
            onChange={(e) => {
              setFlagged(e.target.value as FlagFilter);
              setPage(1);
            }}
          >
            {FLAG_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`engagement.flagged_${f || 'all'}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedTable
        label={t('engagement.referrals_label')}
        columns={columns}
        page={page}
        size={PAGE_SIZE}
        onPage={setPage}
        query={referrals}
        errorText={errorText}
        getRowId={(row) => String(row.friendId)}
        empty={flagged ? t('engagement.no_referrals_match') : t('engagement.no_referrals')}
      />
    </section>
  );
};

/**
 * Invite friends: what a referrer earns when a friend registers, makes a
 * first deposit and wagers, with the friends invited, flagged (sharing the
 * referrer's device, address or bank account: they earn nothing) and the
 * rewards paid; then every referred friend.
 */
export const ReferralPanel = ({ manager }: { manager: boolean }) => {
  const { t } = useTranslation();
  const { currency } = useBrand();
  const referral = useReferral();
  return (
    <section aria-label={t('engagement.tab_referral')}>
      <Loaded query={referral}>
        {(data) => (
          <>
            <div className="kpi-grid eng-kpis" role="group" aria-label={t('engagement.referral_totals')}>
              <Kpi label={t('engagement.kpi_friends')} value={count(data.friends)} />
              <Kpi label={t('engagement.kpi_flagged')} value={count(data.flagged)} hint={t('engagement.kpi_flagged_hint')} />
              <Kpi label={t('engagement.kpi_referral_paid')} value={<Money minor={data.paid} currency={currency} />} />
            </div>
            <section className="card" aria-label={t('engagement.referral_rules')}>
              <h2 className="card__title">{t('engagement.referral_rules')}</h2>
              {manager ? <RulesForm key={JSON.stringify(data.rules)} rules={data.rules} /> : <RulesView rules={data.rules} />}
            </section>
          </>
        )}
      </Loaded>
      <ReferralsTable />
    </section>
  );
};
