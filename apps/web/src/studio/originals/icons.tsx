/** The page's inline art: game marks, gem, mine, and the header's icons (no external assets). */
import type { TGame } from './logic';

export function GameMark({ game }: { game: TGame }) {
  switch (game) {
    case 'dice':
      return (
        <svg viewBox="0 0 32 32" aria-hidden="true" className="og-mark">
          <rect x="4" y="4" width="24" height="24" rx="6" fill="currentColor" opacity="0.18" />
          <rect x="4" y="4" width="24" height="24" rx="6" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <circle cx="11" cy="11" r="2.4" fill="currentColor" />
          <circle cx="16" cy="16" r="2.4" fill="currentColor" />
          <circle cx="21" cy="21" r="2.4" fill="currentColor" />
        </svg>
      );
    case 'plinko':
      return (
        <svg viewBox="0 0 32 32" aria-hidden="true" className="og-mark">
          {[
            [16, 8],
            [11, 14],
            [21, 14],
            [6, 20],
            [16, 20],
            [26, 20],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="currentColor" opacity="0.7" />
          ))}
          <circle cx="13.5" cy="10.5" r="3" fill="currentColor" />
          <rect x="4" y="25" width="24" height="4" rx="2" fill="currentColor" opacity="0.5" />
        </svg>
      );
    case 'keno':
      return (
        <svg viewBox="0 0 32 32" aria-hidden="true" className="og-mark">
          {[0, 1, 2].map((r) =>
            [0, 1, 2].map((c) => <rect key={`${r}${c}`} x={4 + c * 8.6} y={4 + r * 8.6} width="6.6" height="6.6" rx="1.6" fill="currentColor" opacity={(r + c) % 2 === 0 ? 1 : 0.35} />),
          )}
        </svg>
      );
    case 'mines':
      return (
        <svg viewBox="0 0 32 32" aria-hidden="true" className="og-mark">
          <path d="M16 4 26 12 16 28 6 12Z" fill="currentColor" opacity="0.25" />
          <path d="M16 4 26 12 16 28 6 12Z M6 12h20 M11 12l5 16 5-16 M11 12l5-8 5 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      );
    case 'hilo':
      return (
        <svg viewBox="0 0 32 32" aria-hidden="true" className="og-mark">
          <rect x="7" y="4" width="18" height="24" rx="3" fill="currentColor" opacity="0.2" stroke="currentColor" strokeWidth="2" />
          <path d="M16 9l4 5h-8z" fill="currentColor" />
          <path d="M16 23l4-5h-8z" fill="currentColor" opacity="0.6" />
        </svg>
      );
  }
}

/** Gradients the art shares, rendered once (not display:none, or some browsers drop them). */
export const ArtDefs = () => (
  <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="og-gem-a" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#b8ffd9" />
        <stop offset="0.5" stopColor="#22e38a" />
        <stop offset="1" stopColor="#0a8f52" />
      </linearGradient>
      <radialGradient id="og-mine-a" cx="0.38" cy="0.35" r="0.7">
        <stop offset="0" stopColor="#ff8a8a" />
        <stop offset="0.35" stopColor="#e5243b" />
        <stop offset="1" stopColor="#5c0614" />
      </radialGradient>
      <linearGradient id="og-card-back" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#3b82f6" />
        <stop offset="1" stopColor="#6d28d9" />
      </linearGradient>
      <pattern id="og-card-pattern" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" fill="none" />
        <path d="M0 4h8" stroke="#ffffff" strokeOpacity="0.16" strokeWidth="2" />
      </pattern>
    </defs>
  </svg>
);

/** The diamond found under a safe tile. */
export function Gem({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <path d="M32 6 54 22 32 58 10 22Z" fill="url(#og-gem-a)" />
      <path d="M10 22h44L32 58Z" fill="#0fbf6c" opacity="0.55" />
      <path d="M20 22 32 6 44 22 32 58Z" fill="#ffffff" opacity="0.22" />
      <path d="M32 6 54 22 32 58 10 22Z M10 22h44 M20 22l12 36 12-36 M20 22 32 6l12 16" fill="none" stroke="#ecfff5" strokeOpacity="0.7" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

/** A mine: a dark bomb with a spark. */
export function Mine({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      {[0, 45, 90, 135].map((a) => (
        <rect key={a} x="29" y="6" width="6" height="52" rx="3" fill="#7a0b1c" transform={`rotate(${a} 32 32)`} />
      ))}
      <circle cx="32" cy="32" r="17" fill="url(#og-mine-a)" />
      <circle cx="26" cy="26" r="4.5" fill="#fff" opacity="0.55" />
    </svg>
  );
}

export const InfoIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="og-icon">
    <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 10.5v6" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    <circle cx="12" cy="7.3" r="1.4" fill="currentColor" />
  </svg>
);

export const ShieldIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="og-icon">
    <path d="M12 2.5 20 5.5v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10v-6z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    <path d="m8.2 12 2.6 2.6 5-5.2" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const HomeIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="og-icon">
    <path d="M3.5 11 12 3.8l8.5 7.2M6 9v11h4.5v-6h3v6H18V9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const CloseIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="og-icon">
    <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);

export const BoltIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="og-icon">
    <path d="M13.5 2 4.5 13.5h6L9.5 22l9-11.5h-6z" fill="currentColor" />
  </svg>
);

export const SwapIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="og-icon">
    <path d="M4 8h14l-3.5-3.5M20 16H6l3.5 3.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
