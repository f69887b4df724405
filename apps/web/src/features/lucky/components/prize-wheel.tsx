import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inkOn, segmentArcs, slicePath } from '../utils/lucky';
import type { WheelSegmentView } from '../api/wheel-info';

/** A slice narrower than this (degrees) carries no label on the wheel: the odds table names it. */
const LABEL_MIN_DEG = 9;
const LABEL_MAX_CHARS = 12;
const R = 100;
/** Labels run along the radius and end (or start) here, clear of the pointer. */
const LABEL_OUTER = R - 26;

const shorten = (label: string) => (label.length > LABEL_MAX_CHARS ? `${label.slice(0, LABEL_MAX_CHARS - 1)}…` : label);

/**
 * The prize wheel drawn as SVG: each segment's slice is as wide as its share
 * of the total weight, so the wheel shows the real odds. The wheel turns
 * under a fixed pointer at the top (`rotation`, clockwise degrees); with
 * `spinning` the turn is animated (lucky.css: about 4 s, easing out; none
 * with reduced motion) and `onStopped` runs when it ends.
 */
export const PrizeWheel = ({
  segments,
  rotation,
  spinning,
  highlight,
  onStopped,
}: {
  segments: readonly WheelSegmentView[];
  rotation: number;
  spinning: boolean;
  /** The segment the last spin stopped on (marked), or null. */
  highlight: number | null;
  onStopped: () => void;
}) => {
  const { t } = useTranslation();
  const arcs = useMemo(() => segmentArcs(segments.map((s) => s.weight)), [segments]);
  return (
    <div className="wheel" data-testid="wheel">
      <div
        className={`wheel__rotor${spinning ? ' wheel__rotor--spinning' : ''}`}
        style={{ transform: `rotate(${rotation}deg)` }}
        onTransitionEnd={(e) => {
          if (e.target === e.currentTarget && e.propertyName === 'transform') onStopped();
        }}
        data-testid="wheel-rotor"
        data-rotation={rotation}
      >
        <svg viewBox={`${-R} ${-R} ${2 * R} ${2 * R}`} role="img" aria-label={t('lucky.wheel_drawing', { n: segments.length })}>
          <circle r={R} className="wheel__rim" />
          {segments.map((s, i) => {
            const arc = arcs[i]!;
            const wide = arc.end - arc.start >= LABEL_MIN_DEG;
            // On the left half a label reads from the rim inwards, so that no label is upside down.
            const flip = arc.mid > 180;
            return (
              <g key={s.index} className={`wheel__segment${highlight === i ? ' wheel__segment--hit' : ''}`} data-testid="wheel-segment" data-index={i}>
                <path d={slicePath(R - 5, arc)} fill={s.color} className="wheel__slice" />
                {wide && (
                  <text
                    className={`wheel__label wheel__label--${inkOn(s.color)}`}
                    transform={`rotate(${arc.mid.toFixed(3)}) translate(0 ${-LABEL_OUTER}) rotate(${flip ? 90 : -90})`}
                    textAnchor={flip ? 'start' : 'end'}
                    dominantBaseline="central"
                  >
                    {shorten(s.label)}
                  </text>
                )}
              </g>
            );
          })}
          <circle r={R - 5} className="wheel__inner-rim" />
        </svg>
      </div>
      <svg className="wheel__overlay" viewBox={`${-R} ${-R} ${2 * R} ${2 * R}`} aria-hidden="true">
        <circle r={13} className="wheel__hub" />
        <path d={`M0 ${-R + 22}L-10 ${-R}L10 ${-R}Z`} className="wheel__pointer" data-testid="wheel-pointer" />
      </svg>
    </div>
  );
};
