/** Mines: the 5 × 5 board, gems as they are found, the multiplier ladder, and every mine shown once the game is over. */
import { MINES_TILES, type TRoundView } from '@wps/fair';
import { useEffect, useRef } from 'react';
import type { Translate } from '../i18n';
import { Gem, Mine } from '../icons';
import { minesLadder, parseMultiplier, shortMultiplier, tileState } from '../logic';

export function MinesStage({
  t,
  round,
  mines,
  edgeBp,
  onReveal,
  busy,
  pendingTile,
  lastPick,
}: {
  t: Translate;
  round: TRoundView | null;
  mines: number;
  edgeBp: number;
  onReveal: (tile: number) => void;
  busy: boolean;
  pendingTile: number | null;
  lastPick: number | null;
}) {
  const open = round?.status === 'open';
  // The open game's mines; otherwise the count chosen for the next game (the last board stays shown until then).
  const roundMines = typeof round?.params.mines === 'number' ? round.params.mines : null;
  const count = open && roundMines !== null ? roundMines : mines;
  const ladder = minesLadder(count, edgeBp);
  const found = round?.result.revealed?.length ?? 0;
  const current = open || ((round?.status === 'cashed' || round?.status === 'won') && roundMines === count) ? found : 0;
  const ladderRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const el = ladderRef.current?.querySelector<HTMLElement>('.is-next, .is-current');
    if (el && ladderRef.current) ladderRef.current.scrollTo({ left: el.offsetLeft - ladderRef.current.clientWidth / 2 + el.clientWidth / 2, behavior: 'smooth' });
  }, [current, count]);

  return (
    <div className="og-mines">
      <ol className="og-ladder" ref={ladderRef} aria-label={t('minesLadder')}>
        {ladder.map(({ safe, multiplier }) => (
          <li key={safe} className={safe === current ? 'is-current' : safe === current + 1 && open ? 'is-next' : safe < current ? 'is-past' : ''}>
            <span className="og-ladder__x">{shortMultiplier(multiplier)}×</span>
            <span className="og-ladder__n">{safe === 1 ? t('minesGemsOne') : t('minesGemsN', { n: safe })}</span>
          </li>
        ))}
      </ol>
      <div className={`og-mines__grid${open ? ' is-open' : ''}${round?.status === 'lost' ? ' is-lost' : ''}`} role="group" aria-label={t('minesBoard')}>
        {Array.from({ length: MINES_TILES }, (_, tile) => {
          const state = tileState(tile, round, lastPick);
          const pending = pendingTile === tile;
          const clickable = open && state === 'hidden' && !busy;
          const label =
            state === 'gem' || state === 'restGem' ? t('tileGem', { n: tile + 1 }) : state === 'boom' || state === 'restMine' ? t('tileMine', { n: tile + 1 }) : t('tileHidden', { n: tile + 1 });
          return (
            <button
              key={tile}
              type="button"
              className={`og-tile og-tile--${state}${pending ? ' is-pending' : ''}`}
              aria-label={label}
              aria-disabled={!clickable}
              onClick={() => clickable && onReveal(tile)}
            >
              {(state === 'gem' || state === 'restGem') && <Gem className="og-tile__art" />}
              {(state === 'boom' || state === 'restMine') && <Mine className="og-tile__art" />}
            </button>
          );
        })}
      </div>
      <div className="og-mines__info" aria-live="polite">
        <span className="og-pill og-pill--muted">{t('minesCount', { mines: count, gems: MINES_TILES - count })}</span>
        {open && <span className="og-pill">{found === 0 ? t('minesPickTile') : found === 1 ? t('minesFoundOne') : t('minesFound', { n: found })}</span>}
        {!round && <span className="og-pill og-pill--muted">{t('minesStartHint')}</span>}
        {round?.status === 'lost' && <span className="og-pill is-loss">{t('minesBoom')}</span>}
        {(round?.status === 'cashed' || round?.status === 'won') && <span className="og-pill is-win">{t('cashedAt', { multiplier: shortMultiplier(parseMultiplier(round.multiplier)) })}</span>}
      </div>
    </div>
  );
}
