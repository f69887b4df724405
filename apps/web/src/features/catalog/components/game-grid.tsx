import type { TGameCard } from '@wps/contracts/player';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@wps/ui';
import { useGameStart } from '../hooks/use-game-start';
import { EAGER_TILES, GameTile } from './game-tile';

/** A grid of game tiles with a "load more" button when another page exists. */
export const GameGrid = ({
  games,
  hasMore,
  loadingMore,
  onLoadMore,
  total,
  empty,
  label,
}: {
  games: readonly TGameCard[];
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  total?: number;
  empty?: ReactNode;
  label: string;
}) => {
  const { t } = useTranslation();
  const start = useGameStart();
  if (games.length === 0) return <>{empty ?? null}</>;
  return (
    <div className="game-grid-wrap">
      {/* The list's heading (the tiles' names are h3 under it). */}
      <h2 className="visually-hidden">{label}</h2>
      <ul className="game-grid" aria-label={label}>
        {games.map((g, i) => (
          <li key={g.nodeId}>
            <GameTile game={g} start={start} eager={i < EAGER_TILES} />
          </li>
        ))}
      </ul>
      {(hasMore || total !== undefined) && (
        <div className="game-grid__more">
          {total !== undefined && <p className="muted small">{t('game_list.shown_of', { shown: games.length, total })}</p>}
          {hasMore && (
            <button type="button" className="btn btn--outline btn--md" onClick={onLoadMore} disabled={loadingMore} data-testid="load-more">
              {loadingMore ? <Spinner label={t('common.loading')} /> : <span>{t('game_list.load_more')}</span>}
            </button>
          )}
        </div>
      )}
    </div>
  );
};
