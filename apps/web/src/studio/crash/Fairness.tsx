/**
 * The Fairness dialog: the chain's published terminating hash and salt, how a bust point is
 * computed, and the last rounds' revealed hashes, each checked here (the point recomputed from
 * its hash and the salt; the hash leading to the game before it) with a link to the site's verifier.
 */
import { useMemo } from 'react';
import { CopyField } from '../shared/Copy';
import { Dialog } from '../shared/Dialog';
import { RoundList } from '../shared/RoundList';
import type { THistoryItem, TSession } from './api';
import type { Translate } from './i18n';
import { CloseIcon } from './icons';
import { checkRounds, formatMultiplier, pointTone, shortHash, verifyUrl } from './logic';

export function Fairness({ t, chain, history, focus, onClose }: { t: Translate; chain: TSession['chain']; history: readonly THistoryItem[]; focus: string | null; onClose: () => void }) {
  const checks = useMemo(() => (chain ? checkRounds(history, chain.salt) : []), [chain, history]);
  return (
    <Dialog prefix="cr" title={t('fairness')} closeLabel={t('close')} closeIcon={<CloseIcon />} onClose={onClose}>
      <p className="cr-note">{t('fairnessIntro')}</p>
      {chain ? (
        <section className="cr-section" aria-labelledby="cr-chain">
          <h3 id="cr-chain">{t('chainTitle')}</h3>
          <CopyField prefix="cr" t={t} id="cr-terminating" label={t('terminatingHash')} value={chain.terminatingHash} />
          <CopyField prefix="cr" t={t} id="cr-salt" label={t('salt')} value={chain.salt} />
          <div className="cr-field cr-field--inline">
            <span className="cr-field__label">{t('chainLength')}</span>
            <strong className="cr-mono">{chain.length.toLocaleString('en-US')}</strong>
          </div>
        </section>
      ) : (
        <p className="cr-note">{t('noChainYet')}</p>
      )}

      <section className="cr-section" aria-labelledby="cr-how">
        <h3 id="cr-how">{t('howComputed')}</h3>
        <p>{t('howChain')}</p>
        <p>{t('howPoint')}</p>
      </section>

      <section className="cr-section" aria-labelledby="cr-last">
        <h3 id="cr-last">{t('lastRounds')}</h3>
        {history.length === 0 ? (
          <p className="cr-note">{t('noHistory')}</p>
        ) : (
          <RoundList prefix="cr" rounds={history} focus={focus}>
            {(h, i) => {
              const check = checks[i];
              return (
                <>
                  <span className={`cr-chip cr-chip--static is-${pointTone(h.point)}`}>{formatMultiplier(h.point)}×</span>
                  <span className="cr-rounds__what">
                    <strong>{t('roundN', { n: h.gameNo })}</strong>
                    <code className="cr-mono" title={h.hash}>
                      {shortHash(h.hash, 12)}
                    </code>
                    {check && (
                      <small>
                        <span className={check.pointOk ? 'cr-ok' : 'cr-muted'}>{check.pointOk ? `✓ ${t('pointMatches')}` : t('pointOtherChain')}</span>
                        {check.chained !== null && <span className={check.chained ? 'cr-ok' : 'cr-bad'}> · {check.chained ? `✓ ${t('chainLinks')}` : `✗ ${t('chainBroken')}`}</span>}
                      </small>
                    )}
                  </span>
                  {chain && (
                    <a className="cr-btn cr-btn--small" href={verifyUrl(h.hash, chain.salt, chain.terminatingHash)} target="_blank" rel="noopener" aria-label={`${t('verify')}: ${t('roundN', { n: h.gameNo })}`}>
                      {t('verify')} ↗
                    </a>
                  )}
                </>
              );
            }}
          </RoundList>
        )}
      </section>
    </Dialog>
  );
}
