import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/tabs';
import { can, useStaff } from '@/lib/staff';
import { usePromotions, useRedeems } from './api';
import { ClaimsPanel } from './claims-panel';
import { MallPanel, type MallView } from './mall-panel';
import { PromotionsPanel } from './promotions-panel';
import { RebateReport } from './rebate-report';
import { waitingRedeemsQuery } from './redeems-panel';
import { VipPanel } from './vip-panel';
import './promotions.css';

const PARTS = ['list', 'claims', 'vip', 'mall', 'rebates'] as const;
type Part = (typeof PARTS)[number];

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The brand's promotions and loyalty: the promotions' definitions and what
 * they cost, the claims queue staff decide, the VIP ladder with its rebates
 * and points, the points mall with its redemptions, and the rebates paid.
 * The tab (and the claims' promotion, the mall's view) live in the address,
 * so a link opens the same view.
 */
export const PromotionsScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const manager = can(staff, 'promotions.manage');
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const tab = params.get('tab');
  const part: Part = PARTS.find((p) => p !== 'list' && p === tab) ?? 'list';
  const promotionId = positive(params.get('promotion'));
  const mallView: MallView = params.get('view') === 'redemptions' ? 'redemptions' : 'rewards';
  const promotions = usePromotions();
  const waiting = promotions.data?.list.reduce((n, p) => n + p.pending, 0);
  // The same page the redemptions queue opens on: one read for the count and the queue.
  const waitingRedeems = useRedeems(waitingRedeemsQuery).data?.total;

  const go = (next: Record<string, string | number | null>) =>
    setParams((now) => {
      const out = new URLSearchParams(now);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) out.delete(key);
        else out.set(key, String(value));
      }
      return out;
    });

  const counts: Partial<Record<Part, number | undefined>> = { claims: waiting, mall: waitingRedeems };

  return (
    <>
      <PageHeader
        title={t('promotions.title')}
        subtitle={t('promotions.subtitle')}
        actions={manager && part === 'list' && <Button onClick={() => setCreating(true)}>{t('promotions.new')}</Button>}
      />
      <Tabs
        label={t('promotions.title')}
        items={PARTS.map((p) => ({ value: p, label: t(`promotions.tab_${p}`), count: counts[p] }))}
        value={part}
        onChange={(p) => go({ tab: p === 'list' ? null : p, view: null })}
      />
      {part === 'list' && (
        <PromotionsPanel
          manager={manager}
          creating={creating}
          onCloseCreate={() => setCreating(false)}
          onClaims={(promotion) => go({ tab: 'claims', promotion: promotion.id })}
        />
      )}
      {part === 'claims' && <ClaimsPanel manager={manager} promotionId={promotionId} onPromotion={(id) => go({ promotion: id })} />}
      {part === 'vip' && <VipPanel manager={manager} />}
      {part === 'mall' && (
        <MallPanel manager={manager} view={mallView} waiting={waitingRedeems} onView={(v) => go({ view: v === 'rewards' ? null : v })} />
      )}
      {part === 'rebates' && <RebateReport />}
    </>
  );
};
