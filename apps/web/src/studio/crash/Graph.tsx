/**
 * The flight: an SVG graph of the multiplier against time since take-off (the curve is
 * @wps/fair's crashMultiplierAt), the rocket at its head, the big multiplier in the middle, the
 * bust in red, and between rounds the countdown to take-off. Everything drawn comes from the
 * round the server sent and the server's clock; nothing here decides anything.
 */
import { crashTimeOf } from '@wps/fair';
import { memo, useEffect, useRef, useState, type RefObject } from 'react';
import type { Translate } from './i18n';
import { Burst, Rocket } from './icons';
import { countdownText, curveAt, curvePoints, formatMultiplier, graphScale, ticks, tickLabel } from './logic';

export type TGraphView = 'loading' | 'waiting' | 'betting' | 'starting' | 'running' | 'crashed';

export interface TGraphProps {
  t: Translate;
  view: TGraphView;
  /** The flight shown, ms since take-off (at the bust once crashed). */
  elapsedMs: number;
  /** The multiplier shown, hundredths. */
  multiplier: number;
  /** Betting: ms left to take-off, and the betting window's length. */
  countdownMs: number;
  windowMs: number;
  /** Your cash-out this round, hundredths (a marker on the curve). */
  cashedAt: number | null;
  /** The value of your cash-out right now (running, with a bet): shown under the number. */
  liveValue: string | null;
  offline: boolean;
}

const PAD = { left: 46, right: 14, top: 14, bottom: 26 };

function useSize(ref: RefObject<HTMLDivElement | null>): { w: number; h: number } {
  const [size, setSize] = useState({ w: 600, h: 320 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) setSize((s) => (Math.abs(s.w - r.width) < 1 && Math.abs(s.h - r.height) < 1 ? s : { w: Math.round(r.width), h: Math.round(r.height) }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return size;
}

export const Graph = memo(function Graph({ t, view, elapsedMs, multiplier, countdownMs, windowMs, cashedAt, liveValue, offline }: TGraphProps) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const { w, h } = useSize(wrapRef);
  const flying = view === 'running' || view === 'crashed';
  const elapsed = flying ? Math.max(0, elapsedMs) : 0;
  const scale = graphScale(elapsed, flying ? multiplier : 100);
  const plotW = Math.max(10, w - PAD.left - PAD.right);
  const plotH = Math.max(10, h - PAD.top - PAD.bottom);
  const px = (x01: number) => PAD.left + x01 * plotW;
  const py = (y01: number) => PAD.top + plotH - y01 * plotH;
  const yOf = (m: number) => py((m - 1) / (scale.yMax - 1));

  const yTicks = ticks(1, scale.yMax, h < 260 ? 3 : 4);
  const xTicks = ticks(0, scale.xMaxMs / 1000, w < 420 ? 4 : 6).filter((s) => s > 0);

  const points = flying ? curvePoints(elapsed, scale) : [];
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${px(p.x).toFixed(1)} ${py(p.y).toFixed(1)}`).join(' ');
  const area = points.length > 0 ? `${line} L${px(points[points.length - 1]!.x).toFixed(1)} ${py(0).toFixed(1)} L${px(0).toFixed(1)} ${py(0).toFixed(1)} Z` : '';
  // Waiting on the ground (just off the axes' corner), or at the curve's head.
  const head = flying ? { x: px(elapsed / scale.xMaxMs), y: yOf(curveAt(elapsed)) } : { x: px(0) + 22, y: py(0) - 12 };
  // The rocket points along the curve: its slope in pixels at the head.
  const slopeX = plotW / scale.xMaxMs;
  const slopeY = ((0.00006 * curveAt(elapsed)) / (scale.yMax - 1)) * plotH;
  const angle = flying ? (-Math.atan2(slopeY, slopeX) * 180) / Math.PI : -30;
  const cashAt = cashedAt !== null && flying ? crashTimeOf(cashedAt) : null;
  const progress = windowMs > 0 ? Math.min(1, Math.max(0, countdownMs / windowMs)) : 0;

  return (
    <div className={`cr-graph is-${view}`} ref={wrapRef}>
      <svg className="cr-graph__svg" width={w} height={h} viewBox={`0 0 ${w} ${h}`} aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="cr-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="currentColor" stopOpacity="0.38" />
            <stop offset="1" stopColor="currentColor" stopOpacity="0.02" />
          </linearGradient>
        </defs>
        <g className="cr-graph__grid">
          {yTicks.map((m) => (
            <g key={`y${m}`}>
              <line x1={PAD.left} x2={w - PAD.right} y1={yOf(m)} y2={yOf(m)} />
              <text x={PAD.left - 6} y={yOf(m)} dy="0.35em" textAnchor="end">
                {tickLabel(m)}
              </text>
            </g>
          ))}
          {xTicks.map((s) => (
            <text key={`x${s}`} x={px((s * 1000) / scale.xMaxMs)} y={h - 8} textAnchor="middle">
              {t('seconds', { n: s })}
            </text>
          ))}
          <line className="cr-graph__axis" x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={py(0)} />
          <line className="cr-graph__axis" x1={PAD.left} x2={w - PAD.right} y1={py(0)} y2={py(0)} />
        </g>
        {flying && (
          <g className="cr-graph__flight">
            <path className="cr-graph__area" d={area} fill="url(#cr-area)" />
            <path className="cr-graph__line" d={line} />
            {cashAt !== null && cashAt <= elapsed && (
              <g className="cr-graph__mine" transform={`translate(${px(cashAt / scale.xMaxMs).toFixed(1)} ${yOf(curveAt(cashAt)).toFixed(1)})`}>
                <circle r="6" />
                <text y="-12" textAnchor="middle">
                  {formatMultiplier(cashedAt!)}×
                </text>
              </g>
            )}
          </g>
        )}
        <g className="cr-rocket" transform={`translate(${head.x.toFixed(1)} ${head.y.toFixed(1)}) rotate(${angle.toFixed(1)})`}>
          {view === 'crashed' ? <Burst /> : <Rocket />}
        </g>
      </svg>

      <div className="cr-graph__center">
        {view === 'running' && (
          <>
            <div className="cr-graph__big" data-testid="multiplier">
              {formatMultiplier(multiplier)}×
            </div>
            {liveValue && <div className="cr-graph__sub cr-graph__sub--win">{liveValue}</div>}
          </>
        )}
        {view === 'crashed' && (
          <>
            <div className="cr-graph__crashed" data-testid="multiplier">
              {t('crashedAt', { x: formatMultiplier(multiplier) })}
            </div>
            <div className="cr-graph__sub">{t('nextRoundSoon')}</div>
          </>
        )}
        {view === 'betting' && (
          <>
            <div className="cr-graph__label">{t('takeOffIn')}</div>
            <div className="cr-graph__count" data-testid="countdown">
              {t('secondsShort', { n: countdownText(countdownMs) })}
            </div>
            <div className="cr-graph__bar" aria-hidden="true">
              <span style={{ transform: `scaleX(${progress})` }} />
            </div>
            <div className="cr-graph__sub">{t('placeBets')}</div>
          </>
        )}
        {view === 'starting' && <div className="cr-graph__label">{t('takingOff')}</div>}
        {view === 'waiting' && <div className="cr-graph__label">{t('waitingRound')}</div>}
      </div>
      {offline && (
        <div className="cr-graph__offline" role="status">
          <span className="cr-spinner" aria-hidden="true" /> {t('reconnecting')}
        </div>
      )}
    </div>
  );
});
