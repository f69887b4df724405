import { PROMOTION_STATUSES, type TPromotionStatus, type TStaffPromotion } from '@wps/contracts/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsFor, ListTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { Kpi } from '@/components/kpi';
import { Money } from '@/components/money';
import { useErrorText } from '@/lib/error-text';
import { brandTime, gmtLabel } from '@/lib/time';
import { useMissionChoices, usePromotions, useStudioSlots } from './api';
import { count, localText, sumMinor } from './format';

/** What a promotion really cost: cash paid, and bonus money that became real money (bonus still in play or taken back cost nothing). */
const costOf = (p: { cashIssued: string; converted: string }) => sumMinor([p.cashIssued, p.converted]);
import { BudgetBar, PromotionStatus, useBrand } from './parts';
import { PromotionForm } from './promotion-form';
import { rewardHeadline } from './terms';
import { TermsPreview } from './terms-preview';

const col = columnsFor<TStaffPromotion>();

/** The day part of a brand-local time ("2026-01-31"). */
const brandDay = (ms: number, offset: number) => brandTime(ms, offset).slice(0, 10);

/** A promotion as the staff member without promotions.manage sees it: its figures, and its terms as members read them. */
const PromotionDetails = ({ promotion }: { promotion: TStaffPromotion }) => {
  const { t } = useTranslation();
  const brand = useBrand();
  const { languages, offset, currency } = brand;
  const [language, setLanguage] = useState(languages[0]!);
  return (
    <>
      <Facts
        items={[
          [t('promotions.code'), <span key="c" className="mono">{promotion.code}</span>],
          [t('promotions.category'), t(`promotions.cat_${promotion.category}`)],
          [t('promotions.trigger'), t(`promotions.trigger_${promotion.trigger.kind}`)],
          [t('promotions.promo_code'), promotion.promoCode ? <span key="p" className="mono">{promotion.promoCode}</span> : null],
          [t('promotions.col_budget'), <BudgetBar key="b" used={promotion.budgetUsed} total={promotion.budgetTotal} points={promotion.reward.kind === 'points'} />],
          [t('promotions.col_receivers'), `${count(promotion.receivers)} / ${promotion.receiversMax === null ? t('promotions.no_cap') : count(promotion.receiversMax)}`],
          [t('promotions.col_pending'), count(promotion.pending)],
          [t('promotions.col_converted'), <Money key="cv" minor={promotion.converted} currency={currency} />],
          [t('promotions.col_forfeited'), <Money key="ff" minor={promotion.forfeited} currency={currency} />],
          [
            t('promotions.auto_approve', { currency: currency ?? '' }),
            BigInt(promotion.autoApproveMax) === 0n ? t('promotions.every_reward_reviewed') : <Money key="aa" minor={promotion.autoApproveMax} currency={currency} />,
          ],
          [t('promotions.updated', { zone: gmtLabel(offset) }), brandTime(promotion.updatedAt, offset)],
        ]}
      />
      {languages.length > 1 && (
        <div className="segmented promo-langs" role="group" aria-label={t('promotions.text_language')}>
          {languages.map((lang) => (
            <button key={lang} type="button" className="segmented__item" aria-pressed={lang === language} onClick={() => setLanguage(lang)}>
              {lang}
            </button>
          ))}
        </div>
      )}
      <TermsPreview
        source={promotion}
        context={brand.terms}
        language={language}
        title={localText(promotion.title, language, languages)}
        summary={localText(promotion.summary, language, languages)}
        terms={localText(promotion.terms, language, languages)}
      />
      <p className="muted">{t('promotions.view_only')}</p>
    </>
  );
};

/**
 * The brand's promotions with what they have cost: totals on top, then one
 * row each with its reward, window, budget used against its cap, receivers,
 * claims waiting (a click opens them) and bonus money converted or forfeited.
 */
export const PromotionsPanel = ({
  manager,
  creating,
  onCloseCreate,
  onClaims,
}: {
  manager: boolean;
  creating: boolean;
  onCloseCreate: () => void;
  onClaims: (promotion: TStaffPromotion) => void;
}) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const brand = useBrand();
  const { languages, offset, currency, language } = brand;
  const promotions = usePromotions();
  const [status, setStatus] = useState<TPromotionStatus | ''>('');
  const [openId, setOpenId] = useState<number | null>(null);
  const all = promotions.data?.list ?? [];
  const rows = status ? all.filter((p) => p.status === status) : all;
  const open = all.find((p) => p.id === openId) ?? null;
  // The names the list's rewards and triggers use: missions waited for, games of free spins (loaded only when a row names one).
  const missions = useMissionChoices(all.some((p) => p.trigger.kind === 'mission_done' && p.trigger.missionId !== null));
  const slots = useStudioSlots(all.some((p) => p.reward.kind === 'free_spins'));
  const termsOf = (p: TStaffPromotion) => {
    const mission = missions.data?.list.find((m) => m.id === p.trigger.missionId);
    return {
      ...brand.terms,
      missionTitle: mission ? localText(mission.title, language, languages) : undefined,
      gameName: slots.data?.find((g) => g.code === p.reward.freeSpins?.gameCode)?.name,
    };
  };

  const columns = [
    col.accessor('code', {
      header: t('promotions.col_promotion'),
      cell: (c) => (
        <span className="promo-name">
          <strong>{localText(c.row.original.title, language, languages)}</strong>
          <span className="mono muted">{c.getValue()}</span>
        </span>
      ),
    }),
    col.accessor('category', { header: t('promotions.category'), cell: (c) => t(`promotions.cat_${c.getValue()}`) }),
    col.display({
      id: 'trigger',
      header: t('promotions.trigger'),
      cell: (c) => {
        const { trigger, promoCode } = c.row.original;
        // The deposit and its minimum read in the reward's words; the code is what a member types.
        return (
          <span className="promo-name">
            <span>{t(`promotions.trigger_${trigger.kind}`)}</span>
            {promoCode && <span className="mono muted">{promoCode}</span>}
          </span>
        );
      },
    }),
    col.display({
      id: 'reward',
      header: t('promotions.col_reward'),
      cell: (c) => {
        const { reward } = c.row.original;
        return (
          <span className="promo-name promo-reward">
            <span>{rewardHeadline(c.row.original, termsOf(c.row.original))}</span>
            <span className="muted">
              {reward.kind === 'cash'
                ? t('promotions.reward_cash')
                : reward.kind === 'points'
                  ? t('promotions.reward_points')
                  : reward.kind === 'free_spins'
                    ? t('promotions.reward_free_spins_short', { days: reward.expiryDays })
                    : t('promotions.reward_bonus_short', { times: reward.wageringMultiplier, days: reward.expiryDays })}
            </span>
          </span>
        );
      },
    }),
    col.display({
      id: 'window',
      header: t('promotions.col_window', { zone: gmtLabel(offset) }),
      cell: (c) => {
        const { startsAt, endsAt } = c.row.original;
        return (
          <span className="promo-window">
            <span>{brandDay(startsAt, offset)}</span>
            <span className="muted">→ {endsAt === null ? t('promotions.open_ended') : brandDay(endsAt, offset)}</span>
          </span>
        );
      },
    }),
    col.accessor('status', { header: t('promotions.status'), cell: (c) => <PromotionStatus status={c.getValue()} /> }),
    col.display({
      id: 'budget',
      header: t('promotions.col_budget'),
      cell: (c) => <BudgetBar used={c.row.original.budgetUsed} total={c.row.original.budgetTotal} points={c.row.original.reward.kind === 'points'} />,
      meta: { numeric: true },
    }),
    col.display({
      id: 'receivers',
      header: t('promotions.col_receivers'),
      cell: (c) => {
        const { receivers, receiversMax } = c.row.original;
        return (
          <span className="promo-count">
            {count(receivers)}
            <span className="muted"> / {receiversMax === null ? '∞' : count(receiversMax)}</span>
          </span>
        );
      },
      meta: { numeric: true },
    }),
    col.accessor('pending', {
      header: t('promotions.col_pending'),
      cell: (c) =>
        c.getValue() > 0 ? (
          <button
            type="button"
            className="promo-pending"
            onClick={(e) => {
              e.stopPropagation();
              onClaims(c.row.original);
            }}
            aria-label={t('promotions.open_claims_of', { n: count(c.getValue()), code: c.row.original.code })}
          >
            {count(c.getValue())}
          </button>
        ) : (
          <span className="muted">0</span>
        ),
      meta: { numeric: true },
    }),
    col.accessor((p) => costOf(p), { id: 'cost', header: t('promotions.col_cost'), cell: (c) => <Money minor={c.getValue()} />, meta: { numeric: true } }),
    col.accessor('converted', { header: t('promotions.col_converted'), cell: (c) => <Money minor={c.getValue()} />, meta: { numeric: true } }),
    col.accessor('forfeited', { header: t('promotions.col_forfeited'), cell: (c) => <Money minor={c.getValue()} />, meta: { numeric: true } }),
  ];

  const active = all.filter((p) => p.status === 'active').length;

  return (
    <section aria-label={t('promotions.tab_list')}>
      {promotions.data && (
        <div className="kpi-grid promo-kpis" aria-label={t('promotions.totals')} role="group">
          <Kpi label={t('promotions.kpi_active')} value={t('promotions.kpi_active_value', { active: count(active), all: count(all.length) })} />
          <Kpi label={t('promotions.kpi_cost')} value={<Money minor={sumMinor(all.map(costOf))} currency={currency} />} hint={t('promotions.kpi_cost_hint')} />
          <Kpi label={t('promotions.kpi_converted')} value={<Money minor={sumMinor(all.map((p) => p.converted))} currency={currency} />} hint={t('promotions.kpi_converted_hint')} />
          <Kpi label={t('promotions.kpi_forfeited')} value={<Money minor={sumMinor(all.map((p) => p.forfeited))} currency={currency} />} hint={t('promotions.kpi_forfeited_hint')} />
          <Kpi label={t('promotions.kpi_pending')} value={count(all.reduce((n, p) => n + p.pending, 0))} />
        </div>
      )}
      <div className="filters">
        <label className="field field--inline">
          <span className="field__label">{t('promotions.status')}</span>
          <select className="input" value={status} onChange={(e) => setStatus(e.target.value as TPromotionStatus | '')}>
            <option value="">{t('promotions.all_statuses')}</option>
            {PROMOTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`promotions.status_${s}`)}
              </option>
            ))}
          </select>
        </label>
        {currency && <p className="muted promo-currency">{t('promotions.amounts_in', { currency })}</p>}
      </div>
      <ListTable
        label={t('promotions.list_label')}
        columns={columns}
        rows={rows}
        query={promotions}
        errorText={errorText}
        empty={status ? t('promotions.none_match') : t('promotions.none')}
        onRowClick={(row) => setOpenId(row.id)}
      />
      {(creating || (open && manager)) && (
        <PromotionForm
          key={creating ? 'new' : open?.id}
          promotion={creating ? null : open}
          onClose={() => {
            setOpenId(null);
            onCloseCreate();
          }}
        />
      )}
      <Drawer
        open={open !== null && !manager}
        onClose={() => setOpenId(null)}
        title={open ? localText(open.title, language, languages) || open.code : ''}
        subtitle={open ? <PromotionStatus status={open.status} /> : null}
      >
        {open && <PromotionDetails promotion={open} />}
      </Drawer>
    </section>
  );
};
