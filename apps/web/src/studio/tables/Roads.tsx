/**
 * The shoe's scoreboards as the server computes them (roads.ts): bead plate, big road and
 * the three derived roads, drawn on grids of six rows that scroll sideways (the newest end in
 * view), and what each derived road would show if the next hand went to Banker or to Player.
 */
import { memo, useEffect, useId, useRef, type ReactNode } from 'react';
import type { Translate, TTextKey } from './i18n';
import type { TBeadCell, TBigRoadCell, TDerivedCell, TDerivedRoadName, TGrid, TPrediction, TRoadColour, TRoads } from './types';

const RED = '#dc2626';
const BLUE = '#2563eb';
const GREEN = '#16a34a';
const colourOf = (c: TRoadColour | 'green') => (c === 'red' ? RED : c === 'blue' ? BLUE : GREEN);

/** A grid of `rows` × at least `minCols` cells of `size` px, scrolled to its newest column. */
function RoadGrid<TCell extends { col: number; row: number }>({
  grid,
  size,
  minCols,
  label,
  cell,
}: {
  grid: TGrid<TCell>;
  size: number;
  minCols: number;
  label: string;
  cell: (c: TCell, size: number) => ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const pattern = useId().replace(/:/g, '');
  const cols = Math.max(minCols, grid.cols + 2);
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [grid.cols, grid.cells.length]);
  return (
    <div className="tb-road" ref={scroller} tabIndex={0} role="group" aria-label={label}>
      <svg width={cols * size} height={grid.rows * size} viewBox={`0 0 ${cols * size} ${grid.rows * size}`} aria-hidden="true">
        <defs>
          <pattern id={pattern} width={size} height={size} patternUnits="userSpaceOnUse">
            <path d={`M${size} 0H0V${size}`} fill="none" className="tb-road__line" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width={cols * size} height={grid.rows * size} fill={`url(#${pattern})`} />
        {grid.cells.map((c, i) => (
          <g key={i} transform={`translate(${c.col * size + size / 2} ${c.row * size + size / 2})`}>
            {cell(c, size)}
          </g>
        ))}
      </svg>
    </div>
  );
}

function Pairs({ banker, player, size }: { banker: boolean; player: boolean; size: number }) {
  const d = size * 0.3;
  return (
    <>
      {banker ? <circle cx={-d} cy={-d} r={size * 0.12} fill={RED} stroke="#ffffff" strokeWidth="1" /> : null}
      {player ? <circle cx={d} cy={d} r={size * 0.12} fill={BLUE} stroke="#ffffff" strokeWidth="1" /> : null}
    </>
  );
}

const beadCell = (letters: Record<'B' | 'P' | 'T', string>) =>
  function Bead(c: TBeadCell, size: number) {
    return (
      <>
        <circle r={size * 0.42} fill={colourOf(c.colour)} />
        <text textAnchor="middle" dominantBaseline="central" fontSize={size * 0.5} fontWeight="800" fill="#ffffff">
          {letters[c.winner]}
        </text>
        <Pairs banker={c.bankerPair} player={c.playerPair} size={size} />
      </>
    );
  };

function bigCell(c: TBigRoadCell, size: number) {
  const r = size * 0.36;
  return (
    <>
      <circle r={r} fill="none" stroke={colourOf(c.colour)} strokeWidth={size * 0.14} />
      {c.ties > 0 ? <line x1={-r} y1={r} x2={r} y2={-r} stroke={GREEN} strokeWidth={size * 0.13} strokeLinecap="round" /> : null}
      {c.ties > 1 ? (
        <text textAnchor="middle" dominantBaseline="central" fontSize={size * 0.5} fontWeight="800" className="tb-road__ties">
          {c.ties}
        </text>
      ) : null}
      <Pairs banker={c.bankerPair} player={c.playerPair} size={size} />
    </>
  );
}

/** Big eye boy: rings; small road: dots; cockroach pig: slashes. */
export function DerivedMark({ road, colour, size }: { road: TDerivedRoadName; colour: TRoadColour; size: number }) {
  const r = size * 0.34;
  const fill = colourOf(colour);
  if (road === 'bigEyeBoy') return <circle r={r} fill="none" stroke={fill} strokeWidth={size * 0.16} />;
  if (road === 'smallRoad') return <circle r={r + size * 0.04} fill={fill} />;
  return <line x1={-r} y1={r} x2={r} y2={-r} stroke={fill} strokeWidth={size * 0.18} strokeLinecap="round" />;
}

const derivedCell = (road: TDerivedRoadName) =>
  function Derived(c: TDerivedCell, size: number) {
    return <DerivedMark road={road} colour={c.colour} size={size} />;
  };

const DERIVED: readonly { road: TDerivedRoadName; key: TTextKey }[] = [
  { road: 'bigEyeBoy', key: 'roadBigEye' },
  { road: 'smallRoad', key: 'roadSmall' },
  { road: 'cockroachPig', key: 'roadCockroach' },
];

function Ask({ side, label, letter, prediction, t }: { side: 'banker' | 'player'; label: string; letter: string; prediction: TPrediction; t: Translate }) {
  const words = DERIVED.map(({ road, key }) => `${t(key)}: ${prediction[road] ? t(prediction[road] === 'red' ? 'rouletteRed' : 'colorBlue') : t('askNone')}`).join(', ');
  return (
    <div className={`tb-ask tb-ask--${side}`} aria-label={`${label}: ${words}`} role="group">
      <span className="tb-ask__letter" aria-hidden="true">
        {letter}
      </span>
      <span className="tb-ask__label">{label}</span>
      <span className="tb-ask__marks" aria-hidden="true">
        {DERIVED.map(({ road }) => (
          <svg key={road} viewBox="-8 -8 16 16" width="16" height="16">
            {prediction[road] ? <DerivedMark road={road} colour={prediction[road]} size={16} /> : <line x1="-4" y1="0" x2="4" y2="0" className="tb-road__none" strokeWidth="2" />}
          </svg>
        ))}
      </span>
    </div>
  );
}

export const Roads = memo(function Roads({ roads, dragonTiger, shoe, t }: { roads: TRoads; dragonTiger: boolean; shoe: { shoe: number; round: number } | null; t: Translate }) {
  const letters = dragonTiger ? { B: t('letterDragon'), P: t('letterTiger'), T: t('letterDtTie') } : { B: t('letterBanker'), P: t('letterPlayer'), T: t('letterTie') };
  const empty = roads.bead.cells.length === 0;
  return (
    <section className="tb-roads" aria-label={t('roads')}>
      <header className="tb-roads__head">
        <h2>{t('roads')}</h2>
        {shoe ? <span className="tb-roads__shoe">{t('shoeInfo', shoe)}</span> : null}
      </header>
      <div className="tb-roads__asks">
        <Ask side="banker" label={t(dragonTiger ? 'askDragon' : 'askBanker')} letter={letters.B} prediction={roads.predictions.banker} t={t} />
        <Ask side="player" label={t(dragonTiger ? 'askTiger' : 'askPlayer')} letter={letters.P} prediction={roads.predictions.player} t={t} />
      </div>
      {empty ? <p className="tb-hint">{t('roadsEmpty')}</p> : null}
      <div className="tb-roads__main">
        <div className="tb-roads__road tb-roads__road--bead">
          <h3>{t('roadBead')}</h3>
          <RoadGrid grid={roads.bead} size={22} minCols={8} label={t('roadBead')} cell={beadCell(letters)} />
        </div>
        <div className="tb-roads__road tb-roads__road--big">
          <h3>{t('roadBig')}</h3>
          <RoadGrid grid={roads.big} size={17} minCols={16} label={t('roadBig')} cell={bigCell} />
        </div>
      </div>
      <div className="tb-roads__derived">
        {DERIVED.map(({ road, key }) => (
          <div key={road} className="tb-roads__road">
            <h3>{t(key)}</h3>
            <RoadGrid grid={roads[road]} size={10} minCols={20} label={t(key)} cell={derivedCell(road)} />
          </div>
        ))}
      </div>
      <p className="tb-hint">
        {t(dragonTiger ? 'roadsLegendDt' : 'roadsLegend')} · {t('roadsPattern')}
      </p>
    </section>
  );
});
