/** The last bust points, newest first and coloured (under 2× red-ish, from 2× green, from 10× gold); a tap shows the round's hash. */
import { memo } from 'react';
import { CopyButton } from '../shared/Copy';
import type { THistoryItem } from './api';
import type { Translate } from './i18n';
import { formatMultiplier, pointTone, shortHash, verifyUrl } from './logic';

export const HistoryStrip = memo(function HistoryStrip({ t, history, focus, onFocus }: { t: Translate; history: readonly THistoryItem[]; focus: string | null; onFocus: (roundId: string | null) => void }) {
  return (
    <nav className="cr-history" aria-label={t('history')}>
      {history.length === 0 ? (
        <span className="cr-history__empty">{t('noHistory')}</span>
      ) : (
        history.map((h) => (
          <button
            type="button"
            key={h.roundId}
            className={`cr-chip is-${pointTone(h.point)}${focus === h.roundId ? ' is-focus' : ''}`}
            aria-pressed={focus === h.roundId}
            aria-label={t('historyChip', { n: h.gameNo, x: formatMultiplier(h.point) })}
            onClick={() => onFocus(focus === h.roundId ? null : h.roundId)}
          >
            {formatMultiplier(h.point)}×
          </button>
        ))
      )}
    </nav>
  );
});

/** One past round: its bust point, its hash and the way to the site's verifier. */
export function RoundDetail({
  t,
  item,
  chain,
  onFairness,
  onClose,
}: {
  t: Translate;
  item: THistoryItem;
  chain: { salt: string; terminatingHash: string } | null;
  onFairness: () => void;
  onClose: () => void;
}) {
  return (
    <section className="cr-detail" aria-label={t('roundN', { n: item.gameNo })}>
      <div className="cr-detail__head">
        <strong>{t('roundN', { n: item.gameNo })}</strong>
        <span className={`cr-chip cr-chip--static is-${pointTone(item.point)}`}>{formatMultiplier(item.point)}×</span>
        <button type="button" className="cr-btn cr-btn--small cr-btn--ghost cr-detail__close" onClick={onClose} aria-label={t('close')}>
          ✕
        </button>
      </div>
      <div className="cr-detail__row">
        <span className="cr-field__label">{t('gameHash')}</span>
        <code className="cr-mono" title={item.hash}>
          {shortHash(item.hash, 10)}
        </code>
        <CopyButton prefix="cr" t={t} value={item.hash} label={t('gameHash')} />
      </div>
      <div className="cr-detail__actions">
        {chain && (
          <a className="cr-btn cr-btn--small cr-btn--primary" href={verifyUrl(item.hash, chain.salt, chain.terminatingHash)} target="_blank" rel="noopener">
            {t('verify')} ↗
          </a>
        )}
        <button type="button" className="cr-btn cr-btn--small" onClick={onFairness}>
          {t('fairness')}
        </button>
      </div>
    </section>
  );
}
