/** The tables' drawings, all inline SVG: playing cards with real pip layouts, dice, colour dice, chips. */
import { isRedSuit, RANK_LABELS } from '../shared/cards';
import { ART_FONT, SuitShape } from '../shared/SuitShape';
import { cardRank, cardSuit, chipTier, shortAmount } from './logic';
import type { TColor } from './types';

/** Gradients and patterns the drawings share (rendered once by the page). */
export function ArtDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="tb-card-back" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9f1239" />
          <stop offset="1" stopColor="#4c0519" />
        </linearGradient>
        <pattern id="tb-card-pattern" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="#881337" />
          <rect width="4" height="8" fill="#be123c" />
        </pattern>
        <linearGradient id="tb-die" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#dfe3ea" />
        </linearGradient>
        <radialGradient id="tb-dome" cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.55" />
          <stop offset="0.5" stopColor="#ffffff" stopOpacity="0.12" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.28" />
        </radialGradient>
        <radialGradient id="tb-cone" cx="0.5" cy="0.45" r="0.6">
          <stop offset="0" stopColor="#f5d38a" />
          <stop offset="0.55" stopColor="#b07a2a" />
          <stop offset="1" stopColor="#5b3a10" />
        </radialGradient>
        <radialGradient id="tb-rim" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0.82" stopColor="#7c4a1e" />
          <stop offset="0.93" stopColor="#4a2a0c" />
          <stop offset="1" stopColor="#2b1705" />
        </radialGradient>
        <radialGradient id="tb-ball" cx="0.35" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#b9c0cc" />
        </radialGradient>
      </defs>
    </svg>
  );
}

const L = 32;
const C = 50;
const R = 68;
const TOP = 32;
const BOT = 108;
const MID = 70;
const Q1 = 57.3;
const Q3 = 82.7;
/** Where the pips of 2 … 10 sit, as on a printed card. */
export const PIP_LAYOUTS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  2: [[C, TOP], [C, BOT]],
  3: [[C, TOP], [C, MID], [C, BOT]],
  4: [[L, TOP], [R, TOP], [L, BOT], [R, BOT]],
  5: [[L, TOP], [R, TOP], [C, MID], [L, BOT], [R, BOT]],
  6: [[L, TOP], [R, TOP], [L, MID], [R, MID], [L, BOT], [R, BOT]],
  7: [[L, TOP], [R, TOP], [C, 51], [L, MID], [R, MID], [L, BOT], [R, BOT]],
  8: [[L, TOP], [R, TOP], [C, 51], [L, MID], [R, MID], [C, 89], [L, BOT], [R, BOT]],
  9: [[L, TOP], [R, TOP], [L, Q1], [R, Q1], [C, MID], [L, Q3], [R, Q3], [L, BOT], [R, BOT]],
  10: [[L, TOP], [R, TOP], [C, 44.6], [L, Q1], [R, Q1], [L, Q3], [R, Q3], [C, 95.4], [L, BOT], [R, BOT]],
};

/** The face of a card (0..51): corner indices, pips for 2–10, a big suit for the ace, a framed letter for J, Q, K. */
function CardFace({ card }: { card: number }) {
  const rank = cardRank(card);
  const suit = cardSuit(card);
  const label = RANK_LABELS[rank]!;
  const colour = isRedSuit(suit) ? '#d61f45' : '#111827';
  const ten = label === '10';
  const corner = (
    <>
      <text x="13" y="23" fontSize={ten ? 17 : 21} letterSpacing={ten ? -1.5 : 0} textAnchor="middle">
        {label}
      </text>
      <SuitShape suit={suit} x={13} y={34} size={13} />
    </>
  );
  const pips = PIP_LAYOUTS[rank + 1];
  return (
    <g fill={colour} fontFamily={ART_FONT} fontWeight="800">
      {corner}
      <g transform="rotate(180 50 70)">{corner}</g>
      {rank === 0 ? (
        <SuitShape suit={suit} x={50} y={70} size={suit === 0 ? 54 : 44} />
      ) : pips ? (
        pips.map(([x, y], i) => <SuitShape key={i} suit={suit} x={x} y={y} size={17} flip={y > MID} />)
      ) : (
        <>
          <rect x="24" y="24" width="52" height="92" rx="6" fill={colour} fillOpacity="0.07" stroke={colour} strokeOpacity="0.45" strokeWidth="2" />
          <SuitShape suit={suit} x={50} y={42} size={18} />
          <text x="50" y="88" fontSize="40" textAnchor="middle">
            {label}
          </text>
          <SuitShape suit={suit} x={50} y={102} size={12} flip />
        </>
      )}
    </g>
  );
}

function CardBack() {
  return (
    <>
      <rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="url(#tb-card-back)" stroke="#ffffff" strokeOpacity="0.7" strokeWidth="3" />
      <rect x="9" y="9" width="82" height="122" rx="5" fill="url(#tb-card-pattern)" stroke="#ffffff" strokeOpacity="0.45" strokeWidth="1.5" />
      <circle cx="50" cy="70" r="15" fill="#4c0519" stroke="#ffffff" strokeOpacity="0.7" strokeWidth="2" />
      <path d="M50 60 58 70 50 80 42 70Z" fill="#fde68a" />
    </>
  );
}

/** A card that is dealt face down and turns over when it mounts (the CSS animation); `label` names it for screen readers. */
export function PlayingCard({ card, label, className = '' }: { card: number; label: string; className?: string }) {
  return (
    <div className={`tb-card ${className}`} role="img" aria-label={label}>
      <div className="tb-card__inner">
        <svg viewBox="0 0 100 140" className="tb-card__face" aria-hidden="true">
          <rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="#fffdf8" stroke="#cbd5e1" strokeWidth="2" />
          <CardFace card={card} />
        </svg>
        <svg viewBox="0 0 100 140" className="tb-card__back" aria-hidden="true">
          <CardBack />
        </svg>
      </div>
    </div>
  );
}

/** An empty place for a card still to come. */
export const CardSlot = ({ className = '' }: { className?: string }) => <div className={`tb-card tb-card--slot ${className}`} aria-hidden="true" />;

const DIE_PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 26], [72, 26], [28, 50], [72, 50], [28, 74], [72, 74]],
};

/** A die face with pips (1 and 4 in red, as Sic Bo dice are made). */
export function DieFace({ value, className = '', label }: { value: number; className?: string; label?: string }) {
  const red = value === 1 || value === 4;
  return (
    <svg viewBox="0 0 100 100" className={`tb-die ${className}`} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <rect x="4" y="4" width="92" height="92" rx="18" fill="url(#tb-die)" stroke="#9ca3af" strokeWidth="2" />
      {(DIE_PIPS[value] ?? []).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={value === 1 ? 13 : 9} fill={red ? '#dc2626' : '#111827'} />
      ))}
    </svg>
  );
}

export const COLOR_HEX: Readonly<Record<TColor, string>> = {
  yellow: '#facc15',
  white: '#f8fafc',
  pink: '#f472b6',
  blue: '#2563eb',
  red: '#dc2626',
  green: '#16a34a',
};

/** A colour die seen from above a corner: the top face shows the colour that counts, two sides show others. */
export function ColorCube({ top, left, right, className = '', label }: { top: TColor; left: TColor; right: TColor; className?: string; label?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={`tb-cube ${className}`} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <path d="M50 6 92 28 50 50 8 28Z" fill={COLOR_HEX[top]} stroke="#0f172a" strokeOpacity="0.35" strokeWidth="2" strokeLinejoin="round" />
      <path d="M8 28 50 50 50 96 8 74Z" fill={COLOR_HEX[left]} stroke="#0f172a" strokeOpacity="0.35" strokeWidth="2" strokeLinejoin="round" />
      <path d="M8 28 50 50 50 96 8 74Z" fill="#000000" fillOpacity="0.22" />
      <path d="M92 28 50 50 50 96 92 74Z" fill={COLOR_HEX[right]} stroke="#0f172a" strokeOpacity="0.35" strokeWidth="2" strokeLinejoin="round" />
      <path d="M92 28 50 50 50 96 92 74Z" fill="#000000" fillOpacity="0.38" />
      <path d="M50 6 92 28 50 50 8 28Z" fill="#ffffff" fillOpacity="0.18" />
    </svg>
  );
}

/** A casino chip with its value; the colour follows the value. */
export function ChipArt({ amount, className = '' }: { amount: string | bigint; className?: string }) {
  const label = shortAmount(amount);
  const size = label.length <= 2 ? 14 : label.length === 3 ? 12 : label.length === 4 ? 10.5 : 9;
  return (
    <svg viewBox="0 0 40 40" className={`tb-chipart tb-tier-${chipTier(amount)} ${className}`} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" className="tb-chipart__base" />
      <circle cx="20" cy="20" r="15.5" fill="none" stroke="#ffffff" strokeWidth="5" strokeDasharray="6.09 6.09" opacity="0.9" />
      <circle cx="20" cy="20" r="11.5" className="tb-chipart__inner" />
      <text x="20" y={20 + size * 0.36} textAnchor="middle" fontSize={size} fontWeight="800" fontFamily={ART_FONT} className="tb-chipart__text">
        {label}
      </text>
    </svg>
  );
}
