import type { TStaffPointReward } from '@wps/contracts/staff';
import { Button } from '@wps/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsFor, ListTable } from '@/components/data-table';
import { Drawer, Facts } from '@/components/drawer';
import { Kpi } from '@/components/kpi';
import { Money } from '@/components/money';
import { StatusBadge } from '@/components/status-badge';
import { useErrorText } from '@/lib/error-text';
import { usePointRewards, useVipLadder } from './api';
import { count, localText } from './format';
import { RewardPreview, StockText } from './mall-parts';
import { useBrand } from './parts';
import { RedeemsPanel } from './redeems-panel';
import { RewardForm } from './reward-form';

export const MALL_VIEWS = ['rewards', 'redemptions'] as const;
export type MallView = (typeof MALL_VIEWS)[number];

const col = columnsFor<TStaffPointReward>();

/** A reward as staff without promotions.manage see it: its figures and the mall's view of it. */
const RewardDetails = ({ reward }: { reward: TStaffPointReward }) => {
  const { t } = useTranslation();
  const { languages, currency } = useBrand();
  const ladder = useVipLadder();
  const [language, setLanguage] = useState(languages[0]!);
  return (
    <>
      <Facts
        items={[
          [t('loyalty.col_kind'), t(`loyalty.kind_${reward.kind}`)],
          [t('loyalty.col_points'), count(reward.points)],
          [t('loyalty.col_cash'), reward.kind === 'cash' ? <Money key="c" minor={reward.cashAmount} currency={currency} /> : null],
          [t('loyalty.col_stock'), <StockText key="s" stock={reward.stock} />],
          [t('loyalty.col_limit'), reward.perMemberLimit === null ? t('loyalty.no_limit') : count(reward.perMemberLimit)],
          [t('loyalty.col_redeemed'), count(reward.redeemed)],
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
      <RewardPreview reward={reward} language={language} pointsPerUnit={ladder.data?.pointsPerUnit ?? null} />
      <p className="muted">{t('loyalty.reward_view_only')}</p>
    </>
  );
};

/** The rewards of the points mall: price, worth, stock, limit and how many were redeemed; added and changed in a drawer. */
const RewardsList = ({ manager }: { manager: boolean }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { languages, language, currency } = useBrand();
  const rewards = usePointRewards();
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const all = rewards.data?.list ?? [];
  const open = all.find((r) => r.id === openId) ?? null;

  // Kept between renders: a new cell renderer would mount its cells anew.
  const columns = useMemo(
    () => [
      col.accessor('name', {
        header: t('loyalty.col_reward'),
        cell: (c) => (
          <span className="mall-reward">
            {c.row.original.imageUrl ? <img className="mall-reward__image" src={c.row.original.imageUrl} alt="" loading="lazy" /> : <span className="mall-reward__image" aria-hidden="true" />}
            <strong>{localText(c.getValue(), language, languages)}</strong>
          </span>
        ),
      }),
      col.accessor('kind', { header: t('loyalty.col_kind'), cell: (c) => t(`loyalty.kind_${c.getValue()}`) }),
      col.accessor('points', { header: t('loyalty.col_points'), cell: (c) => count(c.getValue()), meta: { numeric: true } }),
      col.accessor('cashAmount', {
        header: t('loyalty.col_cash'),
        cell: (c) => (c.row.original.kind === 'cash' ? <Money minor={c.getValue()} /> : <span className="muted">—</span>),
        meta: { numeric: true },
      }),
      col.accessor('stock', { header: t('loyalty.col_stock'), cell: (c) => <StockText stock={c.getValue()} />, meta: { numeric: true } }),
      col.accessor('perMemberLimit', {
        header: t('loyalty.col_limit'),
        cell: (c) => (c.getValue() === null ? <span className="muted">{t('loyalty.no_limit')}</span> : count(c.getValue()!)),
        meta: { numeric: true },
      }),
      col.accessor('redeemed', { header: t('loyalty.col_redeemed'), cell: (c) => count(c.getValue()), meta: { numeric: true } }),
      col.accessor('active', {
        header: t('loyalty.col_active'),
        cell: (c) => (c.getValue() ? <StatusBadge tone="success">{t('loyalty.shown')}</StatusBadge> : <StatusBadge>{t('loyalty.hidden')}</StatusBadge>),
      }),
    ],
    [t, language, languages],
  );

  const active = all.filter((r) => r.active).length;
  const outOfStock = all.filter((r) => r.active && r.stock === 0).length;

  return (
    <>
      {rewards.data && (
        <div className="kpi-grid promo-kpis" role="group" aria-label={t('loyalty.mall_totals')}>
          <Kpi label={t('loyalty.kpi_rewards')} value={t('promotions.kpi_active_value', { active: count(active), all: count(all.length) })} />
          <Kpi label={t('loyalty.kpi_redeemed')} value={count(all.reduce((n, r) => n + r.redeemed, 0))} />
          <Kpi label={t('loyalty.kpi_out_of_stock')} value={count(outOfStock)} hint={t('loyalty.kpi_out_of_stock_hint')} />
        </div>
      )}
      <div className="toolbar">
        {currency ? <p className="muted">{t('promotions.amounts_in', { currency })}</p> : <span />}
        {manager && <Button onClick={() => setCreating(true)}>{t('loyalty.reward_new')}</Button>}
      </div>
      <ListTable
        label={t('loyalty.rewards_label')}
        columns={columns}
        rows={all}
        query={rewards}
        errorText={errorText}
        empty={t('loyalty.no_rewards')}
        onRowClick={(row) => setOpenId(row.id)}
      />
      {(creating || (open && manager)) && (
        <RewardForm
          key={creating ? 'new' : open?.id}
          reward={creating ? null : open}
          onClose={() => {
            setOpenId(null);
            setCreating(false);
          }}
        />
      )}
      <Drawer open={open !== null && !manager} onClose={() => setOpenId(null)} title={open ? localText(open.name, language, languages) : ''}>
        {open && <RewardDetails reward={open} />}
      </Drawer>
    </>
  );
};

/**
 * The points mall: its rewards, and the redemptions of physical rewards
 * staff send or refuse (the queue waiting for them first).
 */
export const MallPanel = ({ manager, view, waiting, onView }: { manager: boolean; view: MallView; waiting: number | undefined; onView: (view: MallView) => void }) => {
  const { t } = useTranslation();
  return (
    <section aria-label={t('promotions.tab_mall')}>
      <div className="segmented mall-views" role="group" aria-label={t('promotions.tab_mall')}>
        {MALL_VIEWS.map((v) => (
          <button key={v} type="button" className="segmented__item" aria-pressed={v === view} onClick={() => onView(v)}>
            {t(`loyalty.view_${v}`)}
            {v === 'redemptions' && waiting !== undefined && waiting > 0 && <span className="tabs__count">{count(waiting)}</span>}
          </button>
        ))}
      </div>
      {view === 'rewards' ? <RewardsList manager={manager} /> : <RedeemsPanel manager={manager} />}
    </section>
  );
};
