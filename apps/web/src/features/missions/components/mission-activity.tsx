import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, Spinner } from '@wps/ui';
import { IconTrophy } from '@/components/icons';
import { useSession } from '@/lib/member';
import { useMissionSummary } from '../api/mission-summary';
import { MissionsTab } from './missions-tab';
import { TournamentsTab } from './tournaments-tab';
import '@/styles/missions.css';

const VIEWS = ['missions', 'tournaments'] as const;
type View = (typeof VIEWS)[number];

/**
 * missionLeaderboard (member center, SPEC.md §2, "mission activity"): the
 * member's missions with their prizes to claim, and the tournaments with
 * their leaderboards; the view is kept in ?view= beside the section's ?tab=.
 * `alsoStale`: other features' reads a claim changes (the menu's red count,
 * the reward center, the point balance), handed in by the app layer since
 * features do not import each other.
 */
export const MissionActivity = ({ alsoStale = [] }: { alsoStale?: readonly QueryKey[] }) => {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('view');
  const view: View = (VIEWS as readonly string[]).includes(requested ?? '') ? (requested as View) : 'missions';
  // The count on the Missions tab: the same answer the tab reads (one request).
  const summary = useMissionSummary();
  const claimable = summary.data?.claimable ?? 0;
  const labels: Record<View, string> = { missions: t('missions.tab_missions'), tournaments: t('missions.tab_tournaments') };

  if (session.isTrial) {
    return (
      <div data-testid="missions-trial">
        <EmptyState icon={<IconTrophy size={32} />} title={t('error.trial_restricted')} body={t('missions.trial_body')} />
      </div>
    );
  }
  if (session.member === undefined) return <Spinner label={t('common.loading')} />;
  const choose = (id: View) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'missions') next.delete('view');
        else next.set('view', id);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="stack mission-activity" data-testid="mission-activity">
      <div className="chip-row mission-tabs" role="group" aria-label={t('missions.views_label')}>
        {VIEWS.map((id) => (
          <button key={id} type="button" className="chip" aria-pressed={view === id} onClick={() => choose(id)} data-testid={`missions-view-${id}`}>
            {labels[id]}
            {id === 'missions' && claimable > 0 && (
              <span className="mission-tabs__count" aria-label={t('missions.claimable_count', { n: claimable })}>
                {claimable}
              </span>
            )}
          </button>
        ))}
      </div>
      <div data-testid={`missions-panel-${view}`}>{view === 'missions' ? <MissionsTab alsoStale={alsoStale} /> : <TournamentsTab />}</div>
    </div>
  );
};
