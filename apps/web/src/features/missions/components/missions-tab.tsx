import { MISSION_BUNDLES, type TMission } from '@wps/contracts/player';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { IconCheckCircle, IconClose, IconTrophy } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import type { MissionClaimed } from '../api/mission-claim';
import { useMissionSummary } from '../api/mission-summary';
import { useNow } from '../hooks/use-now';
import { bundleTitle } from './mission-labels';
import { MissionCard } from './mission-card';
import { prizeText } from './prize-text';

type Paid = { claimed: MissionClaimed; title: string };

/** What a claim paid, above the list (the card itself stays, marked claimed). */
const PaidPanel = ({ paid, symbol, onClose }: { paid: Paid; symbol: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const amount = prizeText(t, paid.claimed.prizeKind, paid.claimed.prizeAmount, symbol);
  return (
    <div className="mission-paid" role="status" data-testid="mission-paid">
      <span className="icon-disc icon-disc--success" aria-hidden="true">
        <IconCheckCircle size={28} />
      </span>
      <div className="mission-paid__text">
        <strong>{t('missions.paid_title', { title: paid.title })}</strong>
        <p data-testid="mission-paid-text">{paid.claimed.prizeKind === 'points' ? t('missions.paid_points', { amount }) : t('missions.paid_cash', { amount })}</p>
      </div>
      <button type="button" className="icon-button mission-paid__close" onClick={onClose} aria-label={t('missions.paid_dismiss')} data-testid="mission-paid-close">
        <IconClose size={18} />
      </button>
    </div>
  );
};

/**
 * The Missions tab: the member's missions by bundle (daily, weekly,
 * one-time), each with this period's progress and its prize; what waits to
 * be claimed on top, and what a claim paid.
 */
export const MissionsTab = ({ alsoStale }: { alsoStale: readonly QueryKey[] }) => {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  const now = useNow(30_000);
  const [paid, setPaid] = useState<Paid | null>(null);

  if (summary.isPending) return <Spinner label={t('common.loading')} />;
  if (summary.isError) return <LoadFailed title={t('missions.load_failed')} error={summary.error} onRetry={() => void summary.refetch()} retryTestId="missions-retry" />;

  const { currencySymbol: symbol, missions, claimable } = summary.data;
  const onClaimed = (claimed: MissionClaimed, mission: TMission) => setPaid({ claimed, title: mission.title });
  const paidPanel = paid && <PaidPanel paid={paid} symbol={symbol} onClose={() => setPaid(null)} />;

  if (missions.length === 0) {
    return (
      <div className="stack stack--tight">
        {paidPanel}
        <div data-testid="missions-empty">
          <EmptyState icon={<IconTrophy size={32} />} title={t('missions.empty_title')} body={t('missions.empty_body')} />
        </div>
      </div>
    );
  }

  return (
    <div className="stack stack--tight" data-testid="missions">
      <p className={`mission-summary${claimable > 0 ? ' mission-summary--ready' : ''}`} data-testid="missions-claimable">
        {claimable === 0 ? t('missions.claimable_none') : claimable === 1 ? t('missions.claimable_one') : t('missions.claimable_many', { n: claimable })}
      </p>
      {paidPanel}
      {MISSION_BUNDLES.map((bundle) => {
        const list = missions.filter((m) => m.bundle === bundle);
        if (list.length === 0) return null;
        const headingId = `missions-${bundle}`;
        return (
          <section key={bundle} className="mission-bundle" aria-labelledby={headingId} data-testid={`missions-bundle-${bundle}`}>
            <h3 id={headingId} className="mission-bundle__title">
              {bundleTitle(t, bundle)}
              <span className="mission-bundle__count">{list.length}</span>
            </h3>
            <div className="mission-list">
              {list.map((m) => (
                <MissionCard key={`${m.id}:${m.periodKey}`} mission={m} symbol={symbol} now={now} alsoStale={alsoStale} onClaimed={onClaimed} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
};
