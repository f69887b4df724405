import type { TAdjustment } from '@wps/contracts/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/tabs';
import { AdjustmentsList } from './adjustments-list';

type Queue = TAdjustment['status'];

/** Manual adjustments waiting for a second staff member, and the ones decided. */
export const AdjustmentsScreen = () => {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Queue>('pending');
  return (
    <>
      <PageHeader title={t('players.adjustments_title')} subtitle={t('players.adjustments_subtitle')} />
      <Tabs
        label={t('players.adjustments_title')}
        items={(['pending', 'applied', 'rejected'] as const).map((q) => ({ value: q, label: t(`players.adj_${q}`) }))}
        value={queue}
        onChange={setQueue}
      />
      <AdjustmentsList key={queue} status={queue} label={t('players.adjustments_title')} />
    </>
  );
};
