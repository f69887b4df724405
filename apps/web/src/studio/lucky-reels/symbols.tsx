/**
 * Lucky Reels' symbols: our own SVG art, drawn here (no outside artwork). Gradients are
 * defined once in <SymbolDefs/> and referenced by id, so a window of 15 symbols stays light.
 */
import type { ReactElement } from 'react';

export const SYMBOL_NAMES = ['WILD', 'SCATTER', 'SEVEN', 'BELL', 'GRAPES', 'CHERRY', 'ACE', 'KING', 'QUEEN', 'JACK', 'TEN'] as const;

const gem = (id: string, from: string, mid: string, to: string) => (
  <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stopColor={from} />
    <stop offset="0.5" stopColor={mid} />
    <stop offset="1" stopColor={to} />
  </linearGradient>
);

/** Gradients and filters every symbol uses; render once per page. */
export function SymbolDefs() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        {gem('lr-gold', '#fff3b0', '#ffc53d', '#b86e00')}
        {gem('lr-red', '#ff8a8a', '#e5193b', '#7a0019')}
        {gem('lr-ruby', '#ff9ab5', '#e11d48', '#6b0323')}
        {gem('lr-sapphire', '#a5c8ff', '#2563eb', '#172a6e')}
        {gem('lr-emerald', '#a7f3d0', '#10b981', '#064e3b')}
        {gem('lr-amber', '#fde68a', '#f59e0b', '#7c3a03')}
        {gem('lr-teal', '#a5f3fc', '#06b6d4', '#134e5e')}
        {gem('lr-grape', '#e9d5ff', '#9333ea', '#3b0764')}
        {gem('lr-cherry', '#ffb4b4', '#dc2626', '#5f0a0a')}
        {gem('lr-leaf', '#bbf7d0', '#22c55e', '#14532d')}
        <radialGradient id="lr-scatter" cx="0.5" cy="0.45" r="0.6">
          <stop offset="0" stopColor="#fff" />
          <stop offset="0.35" stopColor="#f0abfc" />
          <stop offset="0.75" stopColor="#c026d3" />
          <stop offset="1" stopColor="#4a044e" />
        </radialGradient>
        <radialGradient id="lr-wild-bg" cx="0.5" cy="0.4" r="0.7">
          <stop offset="0" stopColor="#4c1d95" />
          <stop offset="1" stopColor="#1e0b4b" />
        </radialGradient>
        <linearGradient id="lr-shine" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.75" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
      </defs>
    </svg>
  );
}

/** A faceted gem with a card rank on it. */
function RankGem({ fill, label, size = 44 }: { fill: string; label: string; size?: number }) {
  return (
    <>
      <path d="M50 6 L88 30 L88 70 L50 94 L12 70 L12 30 Z" fill={`url(#${fill})`} stroke="rgba(0,0,0,.35)" strokeWidth="2" />
      <path d="M50 6 L88 30 L50 40 L12 30 Z" fill="url(#lr-shine)" opacity="0.7" />
      <path d="M12 70 L50 60 L88 70 L50 94 Z" fill="rgba(0,0,0,.18)" />
      <text x="50" y="54" textAnchor="middle" dominantBaseline="middle" fontSize={size} fontWeight="900" fontFamily="Georgia, 'Times New Roman', serif" fill="#fff" stroke="rgba(0,0,0,.45)" strokeWidth="2.5" paintOrder="stroke">
        {label}
      </text>
    </>
  );
}

const ART: Record<string, () => ReactElement> = {
  WILD: () => (
    <>
      <rect x="6" y="6" width="88" height="88" rx="18" fill="url(#lr-wild-bg)" stroke="url(#lr-gold)" strokeWidth="5" />
      <path d="M50 14 L59 38 L84 38 L64 53 L71 78 L50 63 L29 78 L36 53 L16 38 L41 38 Z" fill="url(#lr-gold)" stroke="#7c4a00" strokeWidth="2" opacity="0.95" />
      <text x="50" y="60" textAnchor="middle" fontSize="22" fontWeight="900" fontFamily="system-ui, sans-serif" fill="#fff" stroke="#4c1d95" strokeWidth="4" paintOrder="stroke" letterSpacing="1">
        WILD
      </text>
    </>
  ),
  SCATTER: () => (
    <>
      <g stroke="#f5d0fe" strokeWidth="3" opacity="0.8">
        {Array.from({ length: 12 }, (_, i) => (
          <line key={i} x1="50" y1="50" x2={50 + 46 * Math.cos((i * Math.PI) / 6)} y2={50 + 46 * Math.sin((i * Math.PI) / 6)} />
        ))}
      </g>
      <path d="M50 12 L66 34 L66 66 L50 88 L34 66 L34 34 Z" fill="url(#lr-scatter)" stroke="#fdf4ff" strokeWidth="2.5" />
      <path d="M50 12 L66 34 L50 44 L34 34 Z" fill="url(#lr-shine)" />
      <rect x="12" y="68" width="76" height="20" rx="10" fill="#701a75" stroke="#f0abfc" strokeWidth="2" />
      <text x="50" y="82.5" textAnchor="middle" fontSize="12.5" fontWeight="900" fontFamily="system-ui, sans-serif" fill="#fff" letterSpacing="1">
        SCATTER
      </text>
    </>
  ),
  SEVEN: () => (
    <>
      <path d="M22 16 H80 V30 C64 46 54 64 50 88 H30 C34 64 44 46 58 32 H22 Z" fill="url(#lr-red)" stroke="url(#lr-gold)" strokeWidth="5" strokeLinejoin="round" />
      <path d="M26 20 H74 V26 H26 Z" fill="#fff" opacity="0.35" />
    </>
  ),
  BELL: () => (
    <>
      <path d="M50 12 C30 12 24 32 24 50 C24 62 18 68 14 74 H86 C82 68 76 62 76 50 C76 32 70 12 50 12 Z" fill="url(#lr-gold)" stroke="#8a5200" strokeWidth="3" />
      <rect x="12" y="72" width="76" height="9" rx="4.5" fill="#d97706" stroke="#8a5200" strokeWidth="2" />
      <circle cx="50" cy="86" r="7" fill="url(#lr-gold)" stroke="#8a5200" strokeWidth="2.5" />
      <path d="M36 26 C32 34 31 44 31 54" stroke="#fff" strokeWidth="5" strokeLinecap="round" opacity="0.6" fill="none" />
      <circle cx="50" cy="10" r="5" fill="#d97706" stroke="#8a5200" strokeWidth="2" />
    </>
  ),
  GRAPES: () => (
    <>
      <path d="M52 20 C56 10 66 8 74 10 C68 14 62 18 56 24" fill="url(#lr-leaf)" stroke="#14532d" strokeWidth="2" />
      <path d="M50 22 L50 12" stroke="#713f12" strokeWidth="4" strokeLinecap="round" />
      {[
        [38, 32], [50, 30], [62, 32], [32, 46], [44, 45], [56, 45], [68, 46], [38, 59], [50, 59], [62, 59], [44, 72], [56, 72], [50, 84],
      ].map(([x, y], i) => (
        <g key={i}>
          <circle cx={x} cy={y} r="8.5" fill="url(#lr-grape)" stroke="#3b0764" strokeWidth="1.5" />
          <circle cx={x! - 3} cy={y! - 3} r="2.4" fill="#fff" opacity="0.6" />
        </g>
      ))}
    </>
  ),
  CHERRY: () => (
    <>
      <path d="M34 62 C38 40 48 24 62 14 M66 66 C64 44 62 28 62 14" stroke="#3f6212" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M62 14 C72 6 86 10 88 20 C78 24 68 22 62 14 Z" fill="url(#lr-leaf)" stroke="#14532d" strokeWidth="2" />
      <circle cx="32" cy="70" r="17" fill="url(#lr-cherry)" stroke="#5f0a0a" strokeWidth="2" />
      <circle cx="67" cy="72" r="17" fill="url(#lr-cherry)" stroke="#5f0a0a" strokeWidth="2" />
      <circle cx="26" cy="63" r="4.5" fill="#fff" opacity="0.65" />
      <circle cx="61" cy="65" r="4.5" fill="#fff" opacity="0.65" />
    </>
  ),
  ACE: () => <RankGem fill="lr-ruby" label="A" />,
  KING: () => <RankGem fill="lr-sapphire" label="K" />,
  QUEEN: () => <RankGem fill="lr-emerald" label="Q" />,
  JACK: () => <RankGem fill="lr-amber" label="J" />,
  TEN: () => <RankGem fill="lr-teal" label="10" size={36} />,
};

export function SymbolArt({ symbol, title }: { symbol: string; title?: string }) {
  const draw = ART[symbol] ?? ART.TEN!;
  return (
    <svg className="lr-symbol" viewBox="0 0 100 100" role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true} focusable="false">
      {draw()}
    </svg>
  );
}
