import { HOT_GAMES } from '@wps/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import { useHotGames } from '../api/hot-games';
import { useGameStart } from '../hooks/use-game-start';
import { GameTile } from './game-tile';

/** Home: the first HOT_GAMES (6) hot games as tiles (SPEC.md §2, §9). */
export const HotGames = () => {
  const { t } = useTranslation();
  const start = useGameStart();
  const { data, isPending, isError } = useHotGames();
  if (isPending) return <Spinner label={t('common.loading')} />;
  if (isError || data.length === 0) return null;
  return (
    <ul className="game-grid game-grid--hot" aria-label={t('home_games.hot_title')} data-testid="hot-games">
      {data.slice(0, HOT_GAMES).map((g) => (
        <li key={g.nodeId}>
          <GameTile game={g} start={start} />
        </li>
      ))}
    </ul>
  );
};
