/** A playing card drawn in SVG: corner indices, a large centre suit (a framed letter for J, Q, K), or the back. */
import { ART_FONT, SuitShape } from '../../shared/SuitShape';
import { cardFace } from '../logic';

const FACE_RANKS = new Set(['J', 'Q', 'K']);

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
      <g fill={colour} fontFamily={ART_FONT} fontWeight="800">
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
