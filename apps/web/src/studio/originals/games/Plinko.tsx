/** Plinko: the peg board of 8, 12 or 16 rows, the ball following the server's path, buckets coloured by their pay. */
import { MULT_ONE, PLINKO_TABLES, type PlinkoRisk, type PlinkoRows, type TRoundView } from '@wps/fair';
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../i18n';
import { parseMultiplier, plinkoHeat, plinkoPayLabel, plinkoStops, shortMultiplier } from '../logic';

export interface TPlinkoParams {
  rows: PlinkoRows;
  risk: PlinkoRisk;
}

const S = 10; // peg spacing
const H = 9; // row spacing
const TOP = 9;
const PEG_R = 1.15;
const BALL_R = 2.3;

/** Bucket colour from its heat: gold at the centre's low pays to hot pink-red at the edges. */
export const bucketColour = (heat: number): string => `hsl(${Math.round(46 - 62 * heat)} 100% ${Math.round(54 - 4 * heat)}%)`;

export function PlinkoStage({ t, params, round, presentMs }: { t: Translate; params: TPlinkoParams; round: TRoundView | null; presentMs: number }) {
  const { rows, risk } = params;
  const pays = PLINKO_TABLES[rows][risk];
  const width = (rows + 2) * S;
  const cx = width / 2;
  const bucketsTop = TOP + (rows - 1) * H + H * 0.75;
  const height = bucketsTop + 10;
  const path = round?.result.path;
  const fits = !!path && path.length === rows;

  const ballRef = useRef<SVGCircleElement>(null);
  const [lit, setLit] = useState<string | null>(null);
  const [landed, setLanded] = useState<{ id: string; bucket: number } | null>(null);
  const [flying, setFlying] = useState(false);

  useEffect(() => {
    if (!round || !path || !fits) return;
    const bucket = round.result.bucket ?? path.reduce<number>((n, d) => n + d, 0);
    const stops = plinkoStops(path).map((s, i) => ({
      x: cx + s.x * S,
      y: i < rows ? TOP + i * H - PEG_R - BALL_R : bucketsTop + 4,
      row: s.row,
      peg: i < rows ? `${i}:${s.x + (i + 2) / 2}` : null,
    }));
    const points = [{ x: cx, y: TOP - 8, peg: null as string | null }, ...stops];
    if (presentMs <= 0) {
      setLanded({ id: round.roundId, bucket });
      return;
    }
    setLanded(null);
    setFlying(true);
    const segment = presentMs / (points.length - 1);
    const t0 = performance.now();
    let raf = 0;
    let lastSeg = -1;
    const frame = (now: number) => {
      const elapsed = Math.max(0, now - t0);
      const seg = Math.min(points.length - 2, Math.floor(elapsed / segment));
      const p = Math.min(1, (elapsed - seg * segment) / segment);
      const a = points[seg]!;
      const b = points[seg + 1]!;
      const x = a.x + (b.x - a.x) * (seg === 0 ? p : 1 - (1 - p) ** 1.6);
      const hop = seg === 0 ? 0 : 2.6;
      const y = a.y + (b.y - a.y) * p * p - hop * 4 * p * (1 - p);
      ballRef.current?.setAttribute('cx', x.toFixed(2));
      ballRef.current?.setAttribute('cy', y.toFixed(2));
      if (seg !== lastSeg) {
        lastSeg = seg;
        setLit(a.peg);
      }
      if (elapsed < presentMs) raf = requestAnimationFrame(frame);
      else {
        setLit(null);
        setFlying(false);
        setLanded({ id: round.roundId, bucket });
      }
    };
    raf = requestAnimationFrame(frame);
    return () => {
      cancelAnimationFrame(raf);
      setFlying(false);
      setLit(null);
      setLanded({ id: round.roundId, bucket });
    };
    // The animation runs once per round (its id); the geometry follows the rows it was played with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round?.roundId]);

  const hitBucket = fits && landed && landed.id === round?.roundId ? landed.bucket : null;

  return (
    <div className="og-plinko">
      <svg className="og-plinko__board" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t('plinkoBoard', { rows })}>
        <defs>
          <radialGradient id="og-ball" cx="0.35" cy="0.3" r="0.75">
            <stop offset="0" stopColor="#ffffff" />
            <stop offset="0.45" stopColor="#ffd84d" />
            <stop offset="1" stopColor="#ff8a00" />
          </radialGradient>
        </defs>
        {Array.from({ length: rows }, (_, r) =>
          Array.from({ length: r + 3 }, (_, j) => {
            const key = `${r}:${j}`;
            return <circle key={key} className={`og-peg${lit === key ? ' is-lit' : ''}`} cx={cx + (j - (r + 2) / 2) * S} cy={TOP + r * H} r={PEG_R} />;
          }),
        )}
        {pays.map((tenths, i) => {
          const x = cx + (i - rows / 2) * S;
          const heat = plinkoHeat(pays, i);
          return (
            <g key={`${rows}-${i}`} className={`og-bucket${hitBucket === i ? ' is-hit' : ''}`} style={{ transformOrigin: `${x}px ${bucketsTop}px` }}>
              <rect x={x - S / 2 + 0.5} y={bucketsTop} width={S - 1} height={8} rx={1.6} fill={bucketColour(heat)} />
              <text x={x} y={bucketsTop + 5.3} textAnchor="middle" fontSize={rows === 8 ? 3.2 : 3.4} letterSpacing={-0.15}>
                {plinkoPayLabel(tenths)}
                {rows === 8 ? '×' : ''}
              </text>
            </g>
          );
        })}
        {flying && <circle ref={ballRef} className="og-ball" cx={cx} cy={TOP - 8} r={BALL_R} fill="url(#og-ball)" />}
      </svg>
      <div className="og-plinko__status" aria-live="polite" aria-atomic="true">
        {hitBucket !== null && round ? (
          <span className={`og-pill ${parseMultiplier(round.multiplier) >= MULT_ONE ? 'is-win' : ''}`}>
            {t('plinkoLanded', { multiplier: shortMultiplier(parseMultiplier(round.multiplier)) })}
          </span>
        ) : (
          <span className="og-pill og-pill--muted">{t('plinkoHint', { rows, risk: t(risk === 'low' ? 'riskLow' : risk === 'medium' ? 'riskMedium' : 'riskHigh') })}</span>
        )}
      </div>
    </div>
  );
}
