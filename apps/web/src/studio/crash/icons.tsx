/** The page's inline art: the rocket, the bust, the game's mark and the header's icons (no external assets). */

export const CrashMark = () => (
  <svg viewBox="0 0 32 32" aria-hidden="true" className="cr-mark">
    <path d="M4 27 C 12 26, 20 20, 27 6" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    <path d="M4 27 C 12 26, 20 20, 27 6 L 27 27 Z" fill="currentColor" opacity="0.2" />
    <circle cx="27" cy="6" r="3.2" fill="currentColor" />
  </svg>
);

/** The rocket, nose to the right (the graph turns it along the curve). */
export const Rocket = () => (
  <g className="cr-rocket__body">
    <path d="M-14 -5 L-22 -11 L-19 0 L-22 11 L-14 5 Z" fill="#ff4d6d" />
    <path d="M-16 -6 Q 2 -10 14 0 Q 2 10 -16 6 Z" fill="#eef4ff" stroke="#93a6c4" strokeWidth="1.2" />
    <path d="M14 0 Q 8 -6 3 -7.2 L 3 7.2 Q 8 6 14 0 Z" fill="#ff4d6d" />
    <circle cx="-3" cy="0" r="3.2" fill="#38bdf8" stroke="#1e3a5f" strokeWidth="1.2" />
    <path className="cr-rocket__flame" d="M-17 -3.5 Q -30 0 -17 3.5 Z" fill="#ffcc33" />
  </g>
);

/** The bust: a burst where the rocket was. */
export const Burst = () => (
  <g className="cr-burst">
    <path
      d="M0 -18 L5 -7 L17 -10 L9 -1 L18 8 L6 7 L3 18 L-3 8 L-15 14 L-9 3 L-19 -4 L-7 -6 Z"
      fill="#ff4d6d"
      stroke="#ffcc33"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <circle r="4.5" fill="#ffcc33" />
  </g>
);

export const InfoIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="cr-icon">
    <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 10.5v6.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    <circle cx="12" cy="7.2" r="1.5" fill="currentColor" />
  </svg>
);

export const ShieldIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="cr-icon">
    <path d="M12 2.5 20 5.5v6c0 5-3.4 8.8-8 10-4.6-1.2-8-5-8-10v-6Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    <path d="m8.2 12 2.6 2.6 5-5.2" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const HomeIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="cr-icon">
    <path d="M3.5 11 12 4l8.5 7M6 9.5V20h4.5v-5.5h3V20H18V9.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const CloseIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="cr-icon">
    <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);

export const UsersIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="cr-icon cr-icon--small">
    <circle cx="9" cy="8" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    <path d="M16 4.8a3.4 3.4 0 0 1 0 6.4M18 14.8c2 .6 3.2 2.3 3.5 5.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
