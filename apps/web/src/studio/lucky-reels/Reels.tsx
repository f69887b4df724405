/** The 5 × 3 window: reels that spin, land left to right with a bounce, and the win lines over them. */
import { memo, useMemo } from 'react';
import type { TWinStep } from './logic';
import { SYMBOL_NAMES, SymbolArt } from './symbols';

export type TReelState = 'idle' | 'spinning' | 'landing';

const LINE_COLORS = ['#ffd23f', '#ff5d8f', '#3ddbd9', '#a78bfa', '#7ee081', '#ff9f45', '#5cc8ff', '#f472b6', '#facc15', '#34d399'];
export const lineColor = (line: number) => LINE_COLORS[(line - 1) % LINE_COLORS.length]!;

/** A fixed blur strip per reel (different order per reel so the spin does not look mechanical). */
const BLUR_STRIPS = Array.from({ length: 5 }, (_, reel) => Array.from({ length: 8 }, (_, i) => SYMBOL_NAMES[(i * 3 + reel * 5 + 2) % SYMBOL_NAMES.length]!));

const Reel = memo(function Reel({ reel, symbols, state, winCells, dim, label }: { reel: number; symbols: string[]; state: TReelState; winCells: Set<string>; dim: boolean; label: (s: string) => string }) {
  return (
    <div className={`lr-reel lr-reel--${state}`} style={{ ['--reel' as string]: reel }}>
      {state === 'spinning' ? (
        <div className="lr-reel__blur" aria-hidden="true">
          {[...BLUR_STRIPS[reel]!, ...BLUR_STRIPS[reel]!].map((s, i) => (
            <div className="lr-cell" key={i}>
              <SymbolArt symbol={s} />
            </div>
          ))}
        </div>
      ) : (
        <div className="lr-reel__stack">
          {symbols.map((s, row) => {
            const win = winCells.has(`${row}:${reel}`);
            return (
              <div className={`lr-cell${win ? ' is-win' : ''}${dim && !win ? ' is-dim' : ''}${s === 'WILD' || s === 'SCATTER' ? ' is-special' : ''}`} key={row}>
                <SymbolArt symbol={s} title={label(s)} />
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
});

export function Reels({ grid, states, step, paylines, label }: { grid: string[][]; states: TReelState[]; step: TWinStep | null; paylines: number[][]; label: (s: string) => string }) {
  const winCells = useMemo(() => new Set(step?.cells.map(([r, c]) => `${r}:${c}`) ?? []), [step]);
  const columns = useMemo(() => [0, 1, 2, 3, 4].map((reel) => grid.map((row) => row[reel]!)), [grid]);
  const payline = step?.kind === 'line' ? paylines[step.line - 1] : undefined;
  return (
    <div className="lr-reels" role="img" aria-label={grid.map((row) => row.map(label).join(', ')).join(' / ')}>
      {columns.map((symbols, reel) => (
        <Reel key={reel} reel={reel} symbols={symbols} state={states[reel]!} winCells={winCells} dim={step !== null} label={label} />
      ))}
      {payline && step?.kind === 'line' && (
        <svg className="lr-lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true" key={`${step.line}-${step.win}`}>
          <polyline
            className="lr-lines__path"
            points={payline.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')}
            pathLength={1}
            style={{ stroke: lineColor(step.line) }}
          />
          {payline.slice(0, step.count).map((row, reel) => (
            <rect key={reel} className="lr-lines__box" x={reel * 100 + 6} y={row * 100 + 6} width="88" height="88" rx="14" style={{ stroke: lineColor(step.line) }} />
          ))}
        </svg>
      )}
    </div>
  );
}
