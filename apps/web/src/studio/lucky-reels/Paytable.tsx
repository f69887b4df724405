/** The paytable and rules sheet: pays from the session (the server's game data), paylines drawn, RTP stated. */
import { useEffect, useRef } from 'react';
import type { TSession } from './api';
import type { Translate } from './i18n';
import { lineColor } from './Reels';
import { SymbolArt } from './symbols';

export function Paytable({ session, t, onClose }: { session: TSession; t: Translate; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const name = (s: string) => t(`symbol_${s}` as Parameters<Translate>[0]);
  const fs = session.freeSpins;
  return (
    <div className="lr-sheet" role="dialog" aria-modal="true" aria-labelledby="lr-sheet-title" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="lr-sheet__panel">
        <header className="lr-sheet__head">
          <h2 id="lr-sheet-title">{t('paytable')}</h2>
          <button ref={closeRef} type="button" className="lr-icon-btn" onClick={onClose} aria-label={t('close')}>
            ✕
          </button>
        </header>
        <div className="lr-sheet__body">
          <p className="lr-rtp">{t('rtp', { rtp: session.rtp })}</p>
          <h3>{t('linePays')}</h3>
          <div className="lr-pays">
            {session.paytable.map(({ symbol, pays }) => (
              <div className="lr-pay" key={symbol}>
                <div className="lr-pay__art">
                  <SymbolArt symbol={symbol} />
                </div>
                <div className="lr-pay__text">
                  <strong>{name(symbol)}</strong>
                  {(['5', '4', '3'] as const).map((n) => (
                    <span key={n}>
                      <em>{n}×</em> {pays[n]}
                    </span>
                  ))}
                </div>
              </div>
            ))}
            <div className="lr-pay lr-pay--scatter">
              <div className="lr-pay__art">
                <SymbolArt symbol="SCATTER" />
              </div>
              <div className="lr-pay__text">
                <strong>{t('scatterPays')}</strong>
                {(['5', '4', '3'] as const).map((n) => (
                  <span key={n}>
                    <em>{n}×</em> {session.scatterPays[n]}
                  </span>
                ))}
              </div>
            </div>
          </div>
          <ul className="lr-rules">
            <li>{t('rulesLines', { lines: session.lines })}</li>
            <li>{t('rulesWild')}</li>
            <li>{t('rulesScatter', { award: fs.award })}</li>
            <li>{t('rulesFree', { award: fs.award, multiplier: fs.multiplier, max: fs.maxPerRound })}</li>
            <li>{t('rulesBet', { lines: session.lines })}</li>
            <li>{t('rulesMalfunction')}</li>
          </ul>
          <h3>{t('payLines')}</h3>
          <div className="lr-paylines">
            {session.paylines.map((rows, i) => (
              <figure className="lr-payline" key={i}>
                <svg viewBox="0 0 50 30" aria-hidden="true">
                  {rows.map((_, reel) => [0, 1, 2].map((row) => <rect key={`${reel}-${row}`} x={reel * 10 + 1} y={row * 10 + 1} width="8" height="8" rx="2" className={rows[reel] === row ? 'on' : ''} style={rows[reel] === row ? { fill: lineColor(i + 1) } : undefined} />))}
                  <polyline points={rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')} style={{ stroke: lineColor(i + 1) }} />
                </svg>
                <figcaption>{t('payLine', { n: i + 1 })}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
