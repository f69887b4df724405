import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { IconTrophy } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { useBrand } from '@/lib/brand';
import { useMissionLeaderboard } from '../api/mission-leaderboard';
import { useNow } from '../hooks/use-now';
import { TournamentCard } from './tournament-card';

/**
 * The Tournaments tab: each tournament (running, upcoming, recently finished)
 * with its rules, prizes and leaderboard; read again every 15 s while one
 * runs.
 */
export const TournamentsTab = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const board = useMissionLeaderboard();
  const now = useNow(15_000);

  if (board.isPending) return <Spinner label={t('common.loading')} />;
  if (board.isError) return <LoadFailed title={t('missions.board_failed')} error={board.error} onRetry={() => void board.refetch()} retryTestId="tournaments-retry" />;

  const { currencySymbol: symbol, tournaments } = board.data;
  if (tournaments.length === 0) {
    return (
      <div data-testid="tournaments-empty">
        <EmptyState icon={<IconTrophy size={32} />} title={t('missions.tournaments_empty_title')} body={t('missions.tournaments_empty_body')} />
      </div>
    );
  }
  return (
    <div className="tournament-list" data-testid="tournaments">
      {tournaments.map((tm) => (
        <TournamentCard key={tm.id} tournament={tm} symbol={symbol} now={now} offset={offset} />
      ))}
    </div>
  );
};
