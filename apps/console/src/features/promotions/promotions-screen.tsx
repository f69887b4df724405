import { Button } from '@wps/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/tabs';
import { can, useStaff } from '@/lib/staff';
import { usePromotions } from './api';
import { ClaimsPanel } from './claims-panel';
import { PromotionsPanel } from './promotions-panel';
import './promotions.css';

const PARTS = ['list', 'claims'] as const;
type Part = (typeof PARTS)[number];

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The brand's promotions: their definitions and what they cost (budget used,
 * converted, forfeited), and the claims queue staff decide. The tab and the
 * claims' promotion live in the address, so a link opens the same view.
 */
export const PromotionsScreen = () => {
  const { t } = useTranslation();
  const staff = useStaff();
  const manager = can(staff, 'promotions.manage');
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const part: Part = params.get('tab') === 'claims' ? 'claims' : 'list';
  const promotionId = positive(params.get('promotion'));
  const promotions = usePromotions();
  const waiting = promotions.data?.list.reduce((n, p) => n + p.pending, 0);

  const go = (next: Record<string, string | number | null>) =>
    setParams((now) => {
      const out = new URLSearchParams(now);
      for (const [key, value] of Object.entries(next)) {
        if (value === null) out.delete(key);
        else out.set(key, String(value));
      }
      return out;
    });

  return (
    <>
      <PageHeader
        title={t('promotions.title')}
        subtitle={t('promotions.subtitle')}
        actions={manager && part === 'list' && <Button onClick={() => setCreating(true)}>{t('promotions.new')}</Button>}
      />
      <Tabs
        label={t('promotions.title')}
        items={PARTS.map((p) => ({ value: p, label: t(`promotions.tab_${p}`), count: p === 'claims' ? waiting : undefined }))}
        value={part}
        onChange={(p) => go({ tab: p === 'list' ? null : p })}
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
    </>
  );
};
