/** The Rules dialog: how the game is played (EN/TY), every bet's pays from the session's spots, and the limits per spot. */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { hasText, type Translate, type TTextKey } from './i18n';
import { formatMinor, rulesRows } from './logic';
import type { TSession, TTableGame } from './types';

const RULE_KEYS: Record<TTableGame, TTextKey> = {
  baccarat: 'rulesBaccarat',
  'dragon-tiger': 'rulesDragonTiger',
  'sic-bo': 'rulesSicBo',
  roulette: 'rulesRoulette',
  'color-game': 'rulesColorGame',
};

/** A modal sheet: focus moves in and back, Escape and the backdrop close it, Tab stays inside. */
export function Dialog({ title, closeLabel, onClose, children }: { title: string; closeLabel: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab' || !panelRef.current) return;
      const focusable = panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])');
      if (focusable.length === 0) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, []);
  return (
    <div className="tb-sheet" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panelRef} className="tb-sheet__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="tb-sheet__head">
          <h2 id={titleId}>{title}</h2>
          <button ref={closeRef} type="button" className="tb-icon-btn" onClick={onClose} aria-label={closeLabel} title={closeLabel}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="tb-sheet__body">{children}</div>
      </div>
    </div>
  );
}

export function Rules({ session, gameName, t, onClose }: { session: TSession; gameName: string; t: Translate; onClose: () => void }) {
  const rows = rulesRows(session.spots, t, hasText);
  const money = (v: string) => `${formatMinor(v)} ${session.currency}`;
  return (
    <Dialog title={t('rulesTitle', { game: gameName })} closeLabel={t('close')} onClose={onClose}>
      <p>{t(RULE_KEYS[session.table.game])}</p>
      <h3>{t('paysTitle')}</h3>
      <table className="tb-pays">
        <thead>
          <tr>
            <th scope="col">{t('betCol')}</th>
            <th scope="col">{t('payCol')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <th scope="row">
                {r.name}
                {r.count > 1 ? <small> · {t('spotsCount', { n: r.count })}</small> : null}
              </th>
              <td>{r.pays}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="tb-hint">{t('payNote')}</p>
      <h3>{t('limitsTitle')}</h3>
      <dl className="tb-facts">
        <div>
          <dt>{t('minBet')}</dt>
          <dd>{money(session.limits.min)}</dd>
        </div>
        <div>
          <dt>{t('maxBet')}</dt>
          <dd>{money(session.limits.max)}</dd>
        </div>
      </dl>
      <ul className="tb-rules">
        <li>{t('rulesRound')}</li>
        <li>{t('rulesRefund')}</li>
        <li>{t('rulesMalfunction')}</li>
      </ul>
    </Dialog>
  );
}
