import type { TGameCard } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { IconPlay, IconWrench } from '@/components/icons';
import { initials, RemoteImage } from '@/components/remote-image';
import { useBrand } from '@/lib/brand';
import { popups } from '@/lib/popups';
import { useToken } from '@/lib/session';
import { useFavoriteToggle } from '../hooks/use-favorite-toggle';
import type { GameStart } from '../hooks/use-game-start';
import { toStartTarget } from '../utils/start-target';

const IconHeart = ({ filled }: { filled: boolean }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

type HeartProps = { nodeId: string; gameName: string };

const HeartButton = ({ nodeId, gameName, isFavorite, onToggle }: HeartProps & { isFavorite: boolean; onToggle: () => void }) => {
  const { t } = useTranslation();
  const label = t(isFavorite ? 'game_tile.unfavorite' : 'game_tile.favorite', { game: gameName });
  return (
    <button
      type="button"
      className={`game-tile__heart${isFavorite ? ' is-active' : ''}`}
      aria-pressed={isFavorite}
      aria-label={label}
      title={label}
      onClick={onToggle}
      data-testid={`favorite-${nodeId}`}
    >
      <IconHeart filled={isFavorite} />
    </button>
  );
};

const MemberHeart = (props: HeartProps) => {
  const { isFavorite, toggle } = useFavoriteToggle(props.nodeId);
  return <HeartButton {...props} isFavorite={isFavorite} onToggle={toggle} />;
};

/**
 * A tile's heart. A visitor's heart only opens the login popup, so it asks
 * for nothing (a page of tiles renders without a query per tile); a
 * logged-in player's is the favourite toggle.
 */
export const FavoriteHeart = (props: HeartProps) =>
  useToken() ? <MemberHeart {...props} /> : <HeartButton {...props} isFavorite={false} onToggle={() => popups.open('login')} />;

/**
 * SPEC.md §2 Game tile: image, play-now and free-trial buttons, name, vendor,
 * hot/new badges and the favourite heart; a game under maintenance is listed
 * but its buttons give way to a maintenance badge.
 */
/** The tiles of a grid's first row on a phone: their art is the first screen's, fetched at once. */
export const EAGER_TILES = 2;

/** `eager`: a tile of the first screen, whose art is fetched at once. */
export const GameTile = ({ game, start, eager = false }: { game: TGameCard; start: GameStart; eager?: boolean }) => {
  const { t } = useTranslation();
  const { cdn } = useBrand();
  const target = toStartTarget(game);
  const icon = game.iconUrl || game.showIcon;
  const name = game.gameName || game.nodeName;
  return (
    <article
      className={`game-tile${game.maintenance ? ' game-tile--maintenance' : ''}`}
      data-testid={`game-tile-${game.nodeId}`}
      aria-label={name}
    >
      <div className="game-tile__media">
        <RemoteImage
          className="game-tile__image"
          src={icon ? cdn(icon) : null}
          alt=""
          fallback={initials(name)}
          width={200}
          height={200}
          eager={eager}
        />
        {!game.maintenance && game.tags.length > 0 && (
          <div className="game-tile__badges">
            {game.tags.includes('hot') && <span className="game-badge game-badge--hot">{t('game_tile.hot')}</span>}
            {game.tags.includes('new') && <span className="game-badge game-badge--new">{t('game_tile.new')}</span>}
          </div>
        )}
        {/* Along the foot of the art, clear of the heart in its top corner. */}
        {game.maintenance && (
          <span className="game-badge game-badge--maintenance" data-testid={`maintenance-${game.nodeId}`}>
            <IconWrench size={12} /> {t('vendor.maintenance')}
          </span>
        )}
        <FavoriteHeart nodeId={game.nodeId} gameName={name} />
      </div>
      <div className="game-tile__body">
        <h3 className="game-tile__name" title={name}>
          {name}
        </h3>
        <p className="game-tile__vendor">{game.displayName}</p>
      </div>
      {/* Over the art on hover or focus with a pointer; under the name on touch screens and phones (never over it). */}
      <div className="game-tile__overlay">
        {game.maintenance ? (
          <button type="button" className="game-tile__btn game-tile__btn--ghost" onClick={() => void start(target)}>
            {t('game_tile.see_popular')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="game-tile__btn game-tile__btn--play"
              onClick={() => void start(target)}
              aria-label={t('game_tile.play_game', { game: name })}
              data-testid={`play-${game.nodeId}`}
            >
              <IconPlay size={16} />
              <span>{t('game_tile.play_now')}</span>
            </button>
            {game.isGame && (
              <button
                type="button"
                className="game-tile__btn game-tile__btn--trial"
                onClick={() => void start(target, { trial: true })}
                aria-label={t('game_tile.trial_game', { game: name })}
                data-testid={`trial-${game.nodeId}`}
              >
                {t('game_tile.free_trial')}
              </button>
            )}
          </>
        )}
      </div>
    </article>
  );
};

/** A tile's place while the tiles load: the same boxes, no content (a loading grid keeps its height). */
export const GameTileSkeleton = () => (
  <div className="game-tile game-tile--skeleton" aria-hidden="true">
    <div className="game-tile__media" />
    <div className="game-tile__body">
      <span className="game-tile__name">&nbsp;</span>
      <span className="game-tile__vendor">&nbsp;</span>
    </div>
  </div>
);
