import type { CSSProperties } from 'react';

/** Where each falling envelope starts (left %), when (s), how long it falls (s) and how it tilts (deg): fixed, so every render draws the same. */
const DROPS: readonly [number, number, number, number][] = [
  [4, 0, 5.2, -14],
  [13, 1.8, 4.4, 10],
  [22, 0.6, 6.1, -6],
  [31, 2.9, 4.9, 16],
  [40, 1.1, 5.6, -18],
  [49, 3.6, 4.2, 8],
  [58, 0.3, 5.8, -10],
  [67, 2.2, 4.6, 14],
  [76, 1.4, 6.3, -4],
  [85, 3.1, 5.0, 12],
  [93, 0.9, 4.8, -16],
  [18, 4.2, 5.4, 6],
  [54, 4.6, 5.1, -12],
  [82, 5.0, 4.5, 18],
];

/**
 * Red envelopes falling behind a rain's card while it rains: CSS only and
 * decorative (hidden from screen readers); with reduced motion they rest,
 * scattered (`--rest`), instead (lucky.css).
 */
export const EnvelopeFall = () => (
  <div className="rain-fall" aria-hidden="true" data-testid="rain-fall">
    {DROPS.map(([x, delay, duration, tilt], i) => (
      <span
        key={i}
        className="rain-fall__envelope"
        style={{ '--x': `${x}%`, '--rest': `${(i * 37) % 80 + 4}%`, '--delay': `${delay}s`, '--fall': `${duration}s`, '--tilt': `${tilt}deg` } as CSSProperties}
      />
    ))}
  </div>
);
