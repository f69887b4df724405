import { useEffect, useId, useRef, useState } from 'react';

/** A series of a day chart: one bar per day; `signed` bars are green above zero and red below it. */
export type DaySeries = {
  key: string;
  label: string;
  tone: 'brand' | 'accent' | 'info' | 'signed';
  values: number[];
  /** A day's value as read in the bar's tooltip and the legend. */
  format: (value: number) => string;
};

const H = 220;
/** The width drawn before the chart has been measured (and where nothing measures: tests, the server render). */
const DEFAULT_W = 640;
const PAD = { top: 14, right: 8, bottom: 26, left: 56 };

/** The element's width in CSS pixels, kept up to date: the chart draws 1:1, so its text never shrinks with the screen. */
const useWidth = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_W);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
};

/** "05-31" from "2025-05-31": the month and day fit under a bar. */
const shortDay = (day: string) => day.slice(5);

/**
 * Days as grouped bars, drawn as inline SVG (the player site carries no chart
 * library): a zero line, the largest value (and the lowest when below zero)
 * on the left axis, every few days labelled under the bars, and each bar
 * naming its day and value in a tooltip. Figures shown as text elsewhere
 * stay exact; a chart only scales them.
 */
export const DayChart = ({
  title,
  days,
  series,
  axisFormat,
  testId,
}: {
  title: string;
  days: string[];
  series: DaySeries[];
  axisFormat: (value: number) => string;
  testId: string;
}) => {
  const titleId = useId();
  const [box, measured] = useWidth();
  const W = Math.max(260, measured);
  const all = series.flatMap((s) => s.values);
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / span) * plotH;
  const group = plotW / Math.max(1, days.length);
  const gap = Math.min(8, group * 0.25);
  const bar = Math.max(1.5, Math.min(28, (group - gap) / Math.max(1, series.length)));
  // A day label needs about 44 px.
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(plotW / 44))));
  const zero = y(0);

  return (
    <figure className="agent-chart" data-testid={testId}>
      <figcaption id={titleId} className="agent-chart__title">
        {title}
      </figcaption>
      <div ref={box} className="agent-chart__box">
        <svg className="agent-chart__svg" width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId}>
          <line className="agent-chart__grid" x1={PAD.left} x2={W - PAD.right} y1={PAD.top} y2={PAD.top} />
          {min < 0 && <line className="agent-chart__grid" x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} />}
          <line className="agent-chart__zero" x1={PAD.left} x2={W - PAD.right} y1={zero} y2={zero} />
          <text className="agent-chart__axis" x={PAD.left - 8} y={PAD.top + 4} textAnchor="end">
            {axisFormat(max)}
          </text>
          {max !== 0 && (
            <text className="agent-chart__axis" x={PAD.left - 8} y={zero + 4} textAnchor="end">
              0
            </text>
          )}
          {min < 0 && (
            <text className="agent-chart__axis" x={PAD.left - 8} y={H - PAD.bottom + 4} textAnchor="end">
              {axisFormat(min)}
            </text>
          )}
          {days.map((day, i) => {
            const x0 = PAD.left + i * group + (group - bar * series.length) / 2;
            return (
              <g key={day} data-day={day}>
                {series.map((s, k) => {
                  const v = s.values[i] ?? 0;
                  const top = y(Math.max(v, 0));
                  const height = Math.max(v === 0 ? 0 : 1, Math.abs(y(v) - zero));
                  const tone = s.tone === 'signed' ? (v < 0 ? 'down' : 'up') : s.tone;
                  return (
                    <rect key={s.key} className={`agent-chart__bar agent-chart__bar--${tone}`} x={x0 + k * bar} y={v < 0 ? zero : top} width={Math.max(1, bar - 1)} height={height} rx={Math.min(3, bar / 3)}>
                      <title>{`${day} · ${s.label}: ${s.format(v)}`}</title>
                    </rect>
                  );
                })}
                {i % labelEvery === 0 && (
                  <text className="agent-chart__axis" x={PAD.left + i * group + group / 2} y={H - 8} textAnchor="middle">
                    {shortDay(day)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <ul className="agent-chart__legend">
        {series.map((s) => (
          <li key={s.key}>
            <span className={`agent-chart__swatch agent-chart__swatch--${s.tone}`} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  );
};
