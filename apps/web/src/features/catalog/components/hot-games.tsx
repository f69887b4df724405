import { HOT_GAMES } from '@wps/contracts/player';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconStar } from '@/components/icons';
import { SectionHeading } from '@/components/section-heading';
import { useHotGames } from '../api/hot-games';
import { useGameStart } from '../hooks/use-game-start';
import { EAGER_TILES, GameTile, GameTileSkeleton } from './game-tile';

/** Home: the first HOT_GAMES (6) hot games as tiles under their heading (SPEC.md §2, §9). */
export const HotGames = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const start = useGameStart();
  const { data, isPending, isError } = useHotGames();
  if (isError || data?.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="hot-games-section">
      <SectionHeading id={headingId} icon={<IconStar size={20} />} title={t('home_games.hot_title')} />
      {isPending ? (
        // The tiles' place is kept while they load, so nothing below moves when they come.
        <ul className="game-grid game-grid--hot" aria-busy="true" data-testid="hot-games-loading">
          {Array.from({ length: HOT_GAMES }, (_, i) => (
            <li key={i}>
              <GameTileSkeleton />
            </li>
          ))}
          <li className="visually-hidden">{t('common.loading')}</li>
        </ul>
      ) : (
        <ul className="game-grid game-grid--hot" aria-labelledby={headingId} data-testid="hot-games">
          {data.slice(0, HOT_GAMES).map((g, i) => (
            <li key={g.nodeId}>
              <GameTile game={g} start={start} eager={i < EAGER_TILES} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
