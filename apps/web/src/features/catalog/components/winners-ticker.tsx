import { WINNERS_TICKER_SPEED } from '@wps/contracts/player';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconTrophy } from '@/components/icons';
import { initials, RemoteImage } from '@/components/remote-image';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { useRankList } from '../api/rank-list';


/**
 * Home: the winners board as a continuous ticker (SPEC.md §9: 20 winners,
 * moving 0.5 px per frame). Pointing at it pauses; with reduced motion it
 * stays still and scrolls by hand.
 */
export const WinnersTicker = () => {
  const { t } = useTranslation();
  const { cdn, permission } = useBrand();
  const symbol = permission.info.setting.currencySymbol;
  const { data: winners = [] } = useRankList();
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const paused = useRef(false);
  const reduced = useReducedMotion();

  useEffect(() => {
    if (winners.length === 0 || reduced) return;
    const list = track.current;
    let offset = 0;
    let frame = 0;
    // The list is rendered twice; after one copy's width the loop starts over seamlessly. The width is
    // measured when it changes, not every frame: a read after each move would lay the page out 60 times a second.
    let half = 0;
    const measure = () => {
      half = (track.current?.scrollWidth ?? 0) / 2;
    };
    measure();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (track.current) resized?.observe(track.current);
    const step = () => {
      const el = track.current;
      if (el && !paused.current) {
        offset = half > 0 ? (offset + WINNERS_TICKER_SPEED) % half : 0;
        el.style.transform = `translate3d(${-offset}px, 0, 0)`;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      // Still again (reduced motion asked for meanwhile): the list starts where it begins.
      if (list) list.style.transform = '';
    };
  }, [winners.length, reduced]);

  if (winners.length === 0) return null;
  const copies = reduced ? [0] : [0, 1];
  return (
    <section className="winners-ticker" aria-label={t('home_games.winners_title')} data-testid="winners-ticker">
      <span className="winners-ticker__label">
        <IconTrophy size={18} />
        <span>{t('home_games.winners_title')}</span>
      </span>
      <div
        ref={viewport}
        className={`winners-ticker__viewport${reduced ? ' winners-ticker__viewport--static' : ''}`}
        onMouseEnter={() => (paused.current = true)}
        onMouseLeave={() => (paused.current = false)}
        onFocus={() => (paused.current = true)}
        onBlur={() => (paused.current = false)}
      >
        <ul ref={track} className="winners-ticker__track">
          {copies.flatMap((copy) =>
            winners.map((w, i) => (
              <li key={`${copy}-${i}`} className="winner" aria-hidden={copy === 1 ? true : undefined}>
                <RemoteImage className="winner__icon" src={w.iconUrl ? cdn(w.iconUrl) : null} alt="" fallback={initials(w.gameName)} width={36} height={36} />
                <span className="winner__text">
                  <span className="winner__name">{w.customerName}</span>
                  <span className="winner__game">{t('home_games.won_in', { game: w.gameName })}</span>
                </span>
                <span className="winner__amount">{money(symbol, w.winAmount)}</span>
              </li>
            )),
          )}
        </ul>
      </div>
    </section>
  );
};
