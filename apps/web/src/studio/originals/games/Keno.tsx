/** Keno: the 40-number board, the 10 drawn numbers revealed one by one, hits lit, and the pick count's paytable. */
import { KENO_MAX_PICKS, KENO_NUMBERS, type TRoundView } from '@wps/fair';
import { useLayoutEffect, useState } from 'react';
import type { Translate } from '../i18n';
import { Gem } from '../icons';
import { compactMultiplier, kenoPayRow } from '../logic';

export function KenoStage({
  t,
  picks,
  onToggle,
  round,
  presentMs,
  locked,
}: {
  t: Translate;
  picks: readonly number[];
  onToggle: (n: number) => void;
  round: TRoundView | null;
  presentMs: number;
  locked: boolean;
}) {
  const drawn = round?.result.drawn ?? [];
  const shownCount = useRevealCount(round?.roundId ?? null, drawn.length, presentMs);
  const shown = new Set(drawn.slice(0, shownCount));
  const done = round !== null && shownCount >= drawn.length;
  const hits = done ? (round.result.hits ?? drawn.filter((n) => picks.includes(n))).length : null;
  const row = kenoPayRow(picks.length);

  return (
    <div className="og-keno">
      <div className="og-keno__grid" role="group" aria-label={t('kenoBoard')}>
        {Array.from({ length: KENO_NUMBERS }, (_, i) => {
          const n = i + 1;
          const picked = picks.includes(n);
          const isDrawn = shown.has(n);
          const cls = picked && isDrawn ? 'is-hit' : isDrawn ? 'is-drawn' : picked ? 'is-picked' : '';
          const full = !picked && picks.length >= KENO_MAX_PICKS;
          return (
            <button
              key={n}
              type="button"
              className={`og-keno__tile ${cls}`}
              aria-pressed={picked}
              aria-label={isDrawn ? (picked ? t('kenoHitNumber', { n }) : t('kenoDrawnNumber', { n })) : String(n)}
              disabled={locked || full}
              onClick={() => onToggle(n)}
            >
              {picked && isDrawn && <Gem className="og-keno__gem" />}
              <span>{n}</span>
            </button>
          );
        })}
      </div>
      <div className="og-keno__pays" aria-live="polite">
        {row.length === 0 ? (
          <span className="og-pill og-pill--muted">{t('kenoPickHint', { max: KENO_MAX_PICKS })}</span>
        ) : (
          <ol className="og-keno__payrow" aria-label={t('kenoPaysFor', { n: picks.length })}>
            {row.map(({ hits: h, multiplier }) => (
              <li key={h} className={`${hits === h ? 'is-current' : ''}${multiplier > 0n ? ' is-paying' : ''}`}>
                <span className="og-keno__payx">{compactMultiplier(multiplier)}×</span>
                <span className="og-keno__hits">{h === 1 ? t('kenoHitsOne') : t('kenoHits', { n: h })}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

/** How many drawn numbers are shown: one by one over the presentation, all at once without one. */
function useRevealCount(key: string | null, total: number, ms: number): number {
  const [count, setCount] = useState(total);
  useLayoutEffect(() => {
    if (key === null || ms <= 0 || total === 0) {
      setCount(total);
      return;
    }
    setCount(0);
    const step = ms / total;
    const timers = Array.from({ length: total }, (_, i) => setTimeout(() => setCount(i + 1), step * (i + 1) - step * 0.5));
    return () => {
      timers.forEach(clearTimeout);
      setCount(total);
    };
  }, [key, total, ms]);
  return count;
}
