/** Dice: the target slider (over/under), its chance and multiplier from the rules, and the roll sliding onto the track. */
import { formatMultiplier, type DiceDirection, type TRoundView } from '@wps/fair';
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../i18n';
import { SwapIcon } from '../icons';
import { clampDiceTarget, diceOdds, flipDice, formatHundredths, isWin, parseHundredths } from '../logic';

export interface TDiceParams {
  target: number;
  direction: DiceDirection;
}

export function DiceStage({
  t,
  params,
  onParams,
  edgeBp,
  round,
  presentMs,
  locked,
}: {
  t: Translate;
  params: TDiceParams;
  onParams: (p: TDiceParams) => void;
  edgeBp: number;
  round: TRoundView | null;
  presentMs: number;
  locked: boolean;
}) {
  const odds = diceOdds(params, edgeBp);
  const roll = round?.result.roll ?? null;
  const won = round ? isWin(round.status) : false;
  const shown = useRollingNumber(roll, presentMs, round?.roundId ?? null);
  const [targetText, setTargetText] = useState(formatHundredths(params.target));
  const [editing, setEditing] = useState(false);

  const commitTarget = () => {
    setEditing(false);
    const value = parseHundredths(targetText);
    const target = value === null ? params.target : clampDiceTarget(value, params.direction);
    onParams({ ...params, target });
    setTargetText(formatHundredths(target));
  };
  const label = params.direction === 'over' ? t('rollOver') : t('rollUnder');
  const settled = round !== null && shown === roll;

  return (
    <div className="og-dice">
      <div className={`og-dice__result${settled ? (won ? ' is-win' : ' is-loss') : ''}`} aria-live="polite" aria-atomic="true">
        <span className="og-dice__roll">{shown === null ? '–' : formatHundredths(shown)}</span>
        {settled && <span className="og-dice__verdict">{won ? t('diceWon', { multiplier: round.multiplier }) : t('diceLost')}</span>}
      </div>

      <div className="og-dice__track">
        <div className={`og-dice__rail og-dice__rail--${params.direction}`} style={{ ['--og-target' as string]: `${params.target / 100}%` }}>
          <input
            type="range"
            className="og-dice__slider"
            min={0}
            max={10_000}
            step={1}
            value={params.target}
            disabled={locked}
            aria-label={t('target')}
            aria-valuetext={`${label} ${formatHundredths(params.target)}`}
            onChange={(e) => {
              const target = clampDiceTarget(Number(e.target.value), params.direction);
              onParams({ ...params, target });
              setTargetText(formatHundredths(target));
            }}
          />
          <div
            className={`og-dice__marker${roll === null ? ' is-idle' : ''}${settled ? (won ? ' is-win' : ' is-loss') : ''}`}
            style={{ left: `${(roll ?? 5000) / 100}%`, transitionDuration: `${Math.round(presentMs * 0.75)}ms` }}
            aria-hidden="true"
          >
            <span>{roll === null ? '' : formatHundredths(roll)}</span>
          </div>
        </div>
        <div className="og-dice__scale" aria-hidden="true">
          {[0, 25, 50, 75, 100].map((n) => (
            <span key={n} style={{ left: `${n}%` }}>
              {n}
            </span>
          ))}
        </div>
      </div>

      <div className="og-dice__stats">
        <div className="og-stat">
          <span className="og-stat__label">{t('multiplier')}</span>
          <output className="og-stat__value">{formatMultiplier(odds.multiplier)}×</output>
        </div>
        <div className="og-stat">
          <div className="og-stat__head">
            <label className="og-stat__label" htmlFor="og-dice-target">
              {label}
            </label>
            <button
              type="button"
              className="og-stat__flip"
              disabled={locked}
              onClick={() => {
                const next = flipDice(params);
                onParams(next);
                setTargetText(formatHundredths(next.target));
              }}
              aria-label={params.direction === 'over' ? t('switchToUnder') : t('switchToOver')}
              title={params.direction === 'over' ? t('switchToUnder') : t('switchToOver')}
            >
              <SwapIcon />
            </button>
          </div>
          <input
            id="og-dice-target"
            className="og-stat__input"
            inputMode="decimal"
            value={editing ? targetText : formatHundredths(params.target)}
            disabled={locked}
            onFocus={() => {
              setEditing(true);
              setTargetText(formatHundredths(params.target));
            }}
            onChange={(e) => setTargetText(e.target.value)}
            onBlur={commitTarget}
            onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
          />
        </div>
        <div className="og-stat">
          <span className="og-stat__label">{t('winChance')}</span>
          <output className="og-stat__value">{odds.chance}%</output>
        </div>
      </div>
    </div>
  );
}

/** Counts the shown number from the last roll to the new one over the presentation. */
function useRollingNumber(target: number | null, ms: number, key: string | null): number | null {
  const [shown, setShown] = useState<number | null>(target);
  const from = useRef<number | null>(target);
  useEffect(() => {
    if (target === null) {
      setShown(null);
      return;
    }
    const start = from.current ?? 5000;
    from.current = target;
    if (ms <= 0 || start === target) {
      setShown(target);
      return;
    }
    let raf = 0;
    const t0 = performance.now();
    const frame = (now: number) => {
      const p = Math.min(1, Math.max(0, (now - t0) / (ms * 0.75)));
      const eased = 1 - (1 - p) ** 3;
      setShown(p >= 1 ? target : Math.round(start + (target - start) * eased));
      if (p < 1) raf = requestAnimationFrame(frame);
    };
    raf = requestAnimationFrame(frame);
    return () => {
      cancelAnimationFrame(raf);
      setShown(target);
    };
  }, [target, ms, key]);
  return shown;
}
