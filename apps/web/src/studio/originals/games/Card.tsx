/** A playing card drawn in SVG: corner indices, a large centre suit (a framed letter for J, Q, K), or the back. */
import { cardFace } from '../logic';

const FACE_RANKS = new Set(['J', 'Q', 'K']);
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** A suit drawn in a 100 × 100 box (paths, not font glyphs: no emoji hearts, same look everywhere). */
function SuitShape({ suit, x, y, size }: { suit: number; x: number; y: number; size: number }) {
  const t = `translate(${x - size / 2} ${y - size / 2}) scale(${size / 100})`;
  switch (suit) {
    case 0:
      return <path transform={t} d="M50 4C64 26 95 40 95 62c0 14-11 22-23 22-9 0-16-4-19-10 1 10 5 18 13 22H34c8-4 12-12 13-22-3 6-10 10-19 10C16 84 5 76 5 62 5 40 36 26 50 4Z" />;
    case 1:
      return <path transform={t} d="M50 92C20 68 4 52 4 32 4 17 15 7 29 7c9 0 17 5 21 13 4-8 12-13 21-13 14 0 25 10 25 25 0 20-16 36-46 60Z" />;
    case 2:
      return <path transform={t} d="M50 3 88 50 50 97 12 50Z" />;
    default:
      return (
        <g transform={t}>
          <circle cx="50" cy="27" r="19" />
          <circle cx="27" cy="58" r="19" />
          <circle cx="73" cy="58" r="19" />
          <path d="M40 40h20v20H40zM46 58c0 20-6 30-14 38h36c-8-8-14-18-14-38z" />
        </g>
      );
  }
}

export function Card({ card, label, className = '' }: { card: number | null; label: string; className?: string }) {
  if (card === null) {
    return (
      <svg viewBox="0 0 100 140" className={`og-card og-card--back ${className}`} role="img" aria-label={label}>
        <rect x="1.5" y="1.5" width="97" height="137" rx="10" fill="url(#og-card-back)" stroke="#ffffff" strokeOpacity="0.5" strokeWidth="3" />
        <rect x="9" y="9" width="82" height="122" rx="6" fill="url(#og-card-pattern)" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1.5" />
        <path d="M50 50 63 70 50 90 37 70Z" fill="#ffffff" opacity="0.85" />
      </svg>
    );
  }
  const face = cardFace(card);
  const colour = face.red ? '#e11d48' : '#111827';
  const ten = face.rank === '10';
  const corner = (
    <>
      <text x="15" y="27" fontSize={ten ? 19 : 23} letterSpacing={ten ? -1.5 : 0} textAnchor="middle">
        {face.rank}
      </text>
      <SuitShape suit={face.suitIndex} x={15} y={39} size={15} />
    </>
  );
  return (
    <svg viewBox="0 0 100 140" className={`og-card ${face.red ? 'is-red' : 'is-black'} ${className}`} role="img" aria-label={label}>
      <rect x="1.5" y="1.5" width="97" height="137" rx="10" fill="#ffffff" stroke="#cbd5e1" strokeWidth="2" />
      <g fill={colour} fontFamily={FONT} fontWeight="800">
        {corner}
        <g transform="rotate(180 50 70)">{corner}</g>
        {FACE_RANKS.has(face.rank) ? (
          <>
            <rect x="28" y="30" width="44" height="80" rx="6" fill="none" stroke={colour} strokeOpacity="0.35" strokeWidth="2" />
            <text x="50" y="80" fontSize="44" textAnchor="middle">
              {face.rank}
            </text>
            <SuitShape suit={face.suitIndex} x={50} y={96} size={16} />
          </>
        ) : (
          <SuitShape suit={face.suitIndex} x={50} y={70} size={face.rank === 'A' ? 52 : 40} />
        )}
      </g>
    </svg>
  );
}
