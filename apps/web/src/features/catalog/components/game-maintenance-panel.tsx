import { useTranslation } from 'react-i18next';
import { IconWrench } from '@/components/icons';
import { Spinner } from '@wps/ui';
import { usePopularGames } from '../api/popular';
import { useGameStart } from '../hooks/use-game-start';
import { GameTile } from './game-tile';

const SUGGESTIONS = 4;

/** SPEC.md §8 "game under maintenance, see other popular games": a few popular games that start from here. */
export const GameMaintenancePanel = ({ gameName, nodeId }: { gameName: string; nodeId?: string }) => {
  const { t } = useTranslation();
  const start = useGameStart();
  const { data, isPending } = usePopularGames(SUGGESTIONS, nodeId);
  return (
    <div className="game-maintenance" data-testid="game-maintenance">
      <div className="game-maintenance__head">
        <span className="icon-disc icon-disc--warn" aria-hidden="true">
          <IconWrench size={28} />
        </span>
        <div>
          <p className="game-maintenance__title">{t('game_tile.maintenance_title', { game: gameName })}</p>
          <p className="muted">{t('error.game_maintenance')}</p>
        </div>
      </div>
      {isPending && <Spinner label={t('common.loading')} />}
      {data && data.length > 0 && (
        <ul className="game-grid game-grid--suggest" aria-label={t('game_tile.popular_games')}>
          {data.map((g) => (
            <li key={g.nodeId}>
              <GameTile game={g} start={start} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
