import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs } from '@/components/tabs';
import { can, useStaff } from '@/lib/staff';
import { ClustersPanel } from './clusters-panel';
import { MissionsPanel } from './missions-panel';
import { RainsPanel } from './rains-panel';
import { ReferralPanel } from './referral-panel';
import { TournamentsPanel } from './tournaments-panel';
import { WheelPanel } from './wheel-panel';
import './engagement.css';

const PARTS = ['missions', 'tournaments', 'rains', 'wheel', 'referral', 'clusters'] as const;
type Part = (typeof PARTS)[number];

/**
 * What keeps members coming back, and what it costs: missions, tournaments,
 * red-envelope rains, the prize wheel, referral rewards, and the clusters of
 * members sharing a device, an address or a bank account that such rewards
 * attract. Reading needs promotions.view, changing promotions.manage. The
 * tab lives in the address, so a link opens the same view.
 */
export const EngagementScreen = () => {
  const { t } = useTranslation();
  const manager = can(useStaff(), 'promotions.manage');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const part: Part = PARTS.find((p) => p === tab) ?? 'missions';

  return (
    <>
      <PageHeader title={t('engagement.title')} subtitle={t('engagement.subtitle')} />
      <Tabs
        label={t('engagement.title')}
        items={PARTS.map((p) => ({ value: p, label: t(`engagement.tab_${p}`) }))}
        value={part}
        onChange={(p) => setParams(p === 'missions' ? {} : { tab: p })}
      />
      {part === 'missions' && <MissionsPanel manager={manager} />}
      {part === 'tournaments' && <TournamentsPanel manager={manager} />}
      {part === 'rains' && <RainsPanel manager={manager} />}
      {part === 'wheel' && <WheelPanel manager={manager} />}
      {part === 'referral' && <ReferralPanel manager={manager} />}
      {part === 'clusters' && <ClustersPanel />}
    </>
  );
};
