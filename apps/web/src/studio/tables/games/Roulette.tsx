/**
 * European Roulette: the wheel (37 pockets in wheel order) spinning to the drawn pocket with the
 * ball running the other way and dropping in, and the upright betting layout a phone can tap:
 * zero, 1–36 in rows of three, columns, dozens and the even-money bets. Splits, streets, corners
 * and six lines are hit areas on the lines between numbers, for mouse screens.
 */
import { memo, useEffect, useRef, useState } from 'react';
import { formatMinor } from '../../shared/money';
import { reducedMotion } from '../../shared/theme';
import { insideHotspots, rouletteColour, spotNumbers, wheelTarget, WHEEL_ORDER } from '../logic';
import { ChipStack, Spot, spotLabel, type TBetView } from '../Spot';
import type { TRouletteOutcome } from '../types';
import type { TStageProps } from './stage';

const STEP = 360 / WHEEL_ORDER.length;
const COLOUR_HEX = { red: '#c8102e', black: '#16181d', green: '#0f8a3c' } as const;
const point = (r: number, deg: number) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
};
const wedge = (i: number, r1: number, r2: number) => {
  const a0 = (i - 0.5) * STEP;
  const a1 = (i + 0.5) * STEP;
  return `M${point(r1, a0)}L${point(r2, a0)}A${r2} ${r2} 0 0 1 ${point(r2, a1)}L${point(r1, a1)}A${r1} ${r1} 0 0 0 ${point(r1, a0)}Z`;
};
/** The rotor's drawing never changes: made once. */
const POCKETS = WHEEL_ORDER.map((n, i) => ({ n, i, outer: wedge(i, 72, 88), inner: wedge(i, 60, 72), fill: COLOUR_HEX[rouletteColour(n)] }));
const BALL_TRACK = 93;
const BALL_POCKET = 66;

interface TPose {
  round: string | null;
  wheel: number;
  ball: number;
  ms: number;
}

export function RouletteStage({ outcome, resting, elapsed, plan, roundId, t }: TStageProps<TRouletteOutcome>) {
  const spinMs = plan.steps[0] ?? 0;
  const [pose, setPose] = useState<TPose>(() => ({ round: null, wheel: resting ? wheelTarget(0, resting.pocket, 0) : 0, ball: 0, ms: 0 }));
  const elapsedRef = useRef(elapsed);
  elapsedRef.current = elapsed;

  useEffect(() => {
    if (!outcome || !roundId) return;
    setPose((prev) => {
      if (prev.round === roundId) return prev;
      const remaining = Math.max(0, spinMs - elapsedRef.current);
      const animate = remaining > 600 && !reducedMotion();
      const ballAt = ((prev.ball % 360) + 360) % 360;
      return {
        round: roundId,
        wheel: wheelTarget(prev.wheel, outcome.pocket, animate ? Math.max(2, Math.round(remaining / 1300)) : 0),
        ball: animate ? prev.ball - ballAt - 360 * Math.max(2, Math.round(remaining / 1600)) : prev.ball - ballAt,
        ms: animate ? remaining : 0,
      };
    });
  }, [outcome, roundId, spinMs]);

  const running = outcome !== null && elapsed < spinMs * 0.8;
  const landed = outcome !== null ? elapsed >= spinMs : resting !== null;
  const shown = outcome ?? resting;
  const easing = 'cubic-bezier(0.12, 0.62, 0.18, 1)';
  return (
    <div className={`tb-wheel-stage${running ? ' is-spinning' : ''}`}>
      <svg viewBox="-100 -100 200 200" className="tb-wheel" role="img" aria-label={landed && shown ? t('wheelResult', { number: shown.number }) : t('wheelLabel')}>
        <circle r="100" fill="url(#tb-rim)" />
        <circle r={BALL_TRACK} fill="none" stroke="#000000" strokeOpacity="0.25" strokeWidth="5" />
        <g className="tb-wheel__rotor" style={{ transform: `rotate(${pose.wheel}deg)`, transition: pose.ms ? `transform ${pose.ms}ms ${easing}` : 'none' }}>
          {POCKETS.map((p) => (
            <g key={p.i}>
              <path d={p.outer} fill={p.fill} stroke="#d4af37" strokeWidth="0.6" />
              <path d={p.inner} fill={p.fill} stroke="#d4af37" strokeWidth="0.6" opacity="0.82" />
              <text transform={`rotate(${p.i * STEP}) translate(0 -80)`} textAnchor="middle" dominantBaseline="central" fontSize="7.2" fontWeight="800" fill="#ffffff">
                {p.n}
              </text>
            </g>
          ))}
          <circle r="60" fill="url(#tb-cone)" stroke="#d4af37" strokeWidth="1.2" />
          <g stroke="#e9c46a" strokeWidth="3.5" strokeLinecap="round">
            <line x1="-22" y1="0" x2="22" y2="0" />
            <line x1="0" y1="-22" x2="0" y2="22" />
          </g>
          <circle r="8" fill="#e9c46a" stroke="#7c5a12" strokeWidth="1.5" />
        </g>
        <g className="tb-wheel__ball" style={{ transform: `rotate(${pose.ball}deg)`, transition: pose.ms ? `transform ${pose.ms}ms ${easing}` : 'none' }}>
          <g style={{ transform: `translateY(${-(running ? BALL_TRACK : BALL_POCKET)}px)`, transition: 'transform 900ms cubic-bezier(0.5, 0, 0.8, 0.4)' }}>
            <circle r="4.6" fill="url(#tb-ball)" stroke="#64748b" strokeWidth="0.6" />
          </g>
        </g>
        <path d="M0 -86 L-5 -99 L5 -99Z" fill="#fde68a" stroke="#7c5a12" strokeWidth="1" />
      </svg>
      {landed && shown ? (
        <div className={`tb-wheel-result tb-rc--${shown.colour}`} aria-hidden="true">
          {shown.number}
        </div>
      ) : null}
    </div>
  );
}

const DOZEN_KEYS = ['dozen1', 'dozen2', 'dozen3'] as const;
const HOTSPOTS = insideHotspots();
const HOTSPOTS_BY_ANCHOR = new Map<number, typeof HOTSPOTS>();
for (const h of HOTSPOTS) HOTSPOTS_BY_ANCHOR.set(h.anchor, [...(HOTSPOTS_BY_ANCHOR.get(h.anchor) ?? []), h]);
const OUTSIDE: readonly { spot: string; row: number; span: number; cls: string }[] = [
  { spot: 'low', row: 2, span: 2, cls: '' },
  { spot: 'even', row: 4, span: 2, cls: '' },
  { spot: 'red', row: 6, span: 2, cls: 'tb-spot--rred' },
  { spot: 'black', row: 8, span: 2, cls: 'tb-spot--rblack' },
  { spot: 'odd', row: 10, span: 2, cls: '' },
  { spot: 'high', row: 12, span: 2, cls: '' },
];

function Hotspot({ bet, spot, place, onHover }: { bet: TBetView; spot: string; place: string; onHover: (numbers: number[] | null) => void }) {
  const mine = bet.mine.get(spot);
  const pending = bet.pending.get(spot);
  const win = bet.wins?.has(spot) ?? false;
  const has = (mine ?? 0n) + (pending ?? 0n) > 0n;
  return (
    <button
      type="button"
      className={`tb-hot tb-hot--${place}${has ? ' has-chips' : ''}${win && has ? ' is-win' : ''}`}
      aria-disabled={!bet.open}
      aria-label={spotLabel(bet, spot)}
      title={`${bet.name(spot)} · ${bet.spots.get(spot)?.pays ?? ''}${mine ? ` · ${formatMinor(mine)}` : ''}`}
      onClick={() => bet.open && bet.place(spot)}
      onMouseEnter={() => onHover(spotNumbers(spot))}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(spotNumbers(spot))}
      onBlur={() => onHover(null)}
    >
      <ChipStack mine={mine} pending={pending} />
    </button>
  );
}

export const RouletteLayout = memo(function RouletteLayout({ bet }: { bet: TBetView }) {
  const [covered, setCovered] = useState<ReadonlySet<number> | null>(null);
  const hover = (numbers: number[] | null) => setCovered(numbers ? new Set(numbers) : null);
  const hoverSpot = (spot: string) => ({ onMouseEnter: () => hover(spotNumbers(spot)), onMouseLeave: () => hover(null) });
  const cell = (n: number, row: number, col: number, span = 1) => (
    <div key={n} className={`tb-rcell${covered?.has(n) ? ' is-covered' : ''}`} style={{ gridRow: `${row}`, gridColumn: `${col} / span ${span}` }}>
      <Spot bet={bet} spot={`straight:${n}`} className={`tb-spot--num tb-rc--${rouletteColour(n)}`} showPays={false}>
        {n}
      </Spot>
      {(HOTSPOTS_BY_ANCHOR.get(n) ?? []).map((h) => (
        <Hotspot key={h.spot} bet={bet} spot={h.spot} place={h.place} onHover={hover} />
      ))}
    </div>
  );
  return (
    <div className="tb-felt tb-felt--roulette">
      <div className="tb-rgrid">
        {cell(0, 1, 3, 3)}
        {Array.from({ length: 36 }, (_, i) => i + 1).map((n) => cell(n, 2 + Math.floor((n - 1) / 3), 3 + ((n - 1) % 3)))}
        {[1, 2, 3].map((d) => (
          <div key={`dozen:${d}`} className="tb-rout tb-rout--dozen" style={{ gridRow: `${2 + (d - 1) * 4} / span 4`, gridColumn: '2' }} {...hoverSpot(`dozen:${d}`)}>
            <Spot bet={bet} spot={`dozen:${d}`} className="tb-spot--plain tb-spot--vertical">
              {bet.t(DOZEN_KEYS[d - 1]!)}
            </Spot>
          </div>
        ))}
        {OUTSIDE.map((o) => (
          <div key={o.spot} className="tb-rout" style={{ gridRow: `${o.row} / span ${o.span}`, gridColumn: '1' }} {...hoverSpot(o.spot)}>
            <Spot bet={bet} spot={o.spot} className={`tb-spot--plain tb-spot--vertical ${o.cls}`}>
              {o.spot === 'red' || o.spot === 'black' ? <span className={`tb-diamond tb-diamond--${o.spot}`} aria-hidden="true" /> : o.spot === 'low' ? bet.t('lowBet') : o.spot === 'high' ? bet.t('highBet') : bet.name(o.spot)}
            </Spot>
          </div>
        ))}
        {[1, 2, 3].map((c) => (
          <div key={`column:${c}`} className="tb-rout" style={{ gridRow: '14', gridColumn: `${2 + c}` }} {...hoverSpot(`column:${c}`)}>
            <Spot bet={bet} spot={`column:${c}`} className="tb-spot--plain">
              {bet.t('columnBet')}
            </Spot>
          </div>
        ))}
      </div>
      <p className="tb-hint tb-hint--pointer">{bet.t('insideHint')}</p>
    </div>
  );
});
