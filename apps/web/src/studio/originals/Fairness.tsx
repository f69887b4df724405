/**
 * The Fairness dialog: the active seed pair (the server seed as its hash, the next pair's
 * hash, the client seed the player may change, the nonce), rotating the pair (which reveals
 * the retired server seed, checked here against the hash shown before), and the player's
 * rounds with a link to the site's verifier.
 */
import { hashServerSeed, ZClientSeed, type TRotateResult, type TSeedInfo } from '@wps/fair';
import { useEffect, useRef, useState } from 'react';
import { CopyField } from '../shared/Copy';
import { Dialog } from '../shared/Dialog';
import { newRequestId } from '../shared/envelope';
import { formatMinor } from '../shared/money';
import { RoundList } from '../shared/RoundList';
import type { Translate } from './i18n';
import { CloseIcon } from './icons';
import { resultTone, shortMultiplier, verifyUrl, type THistoryItem } from './logic';

type TRevealed = TRotateResult['revealed'];

export function Fairness({
  t,
  seeds,
  revealed,
  history,
  focusRound,
  currency,
  gameName,
  canRotate,
  rotating,
  onRotate,
  onClose,
}: {
  t: Translate;
  seeds: TSeedInfo;
  revealed: readonly TRevealed[];
  history: readonly THistoryItem[];
  focusRound: string | null;
  currency: string;
  gameName: (game: THistoryItem['game']) => string;
  canRotate: boolean;
  rotating: boolean;
  onRotate: (clientSeed: string | undefined) => void;
  onClose: () => void;
}) {
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const lastSeeds = useRef(seeds.clientSeed);
  useEffect(() => {
    if (lastSeeds.current !== seeds.clientSeed) {
      lastSeeds.current = seeds.clientSeed;
      setClientSeed(seeds.clientSeed);
    }
  }, [seeds.clientSeed]);
  const seedCheck = ZClientSeed.safeParse(clientSeed);

  const revealedHashes = new Set(revealed.map((r) => r.serverSeedHash));
  const latest = revealed[0];
  const latestMatches = latest ? hashServerSeed(latest.serverSeed) === latest.serverSeedHash : false;

  return (
    <Dialog prefix="og" title={t('fairness')} closeLabel={t('close')} closeIcon={<CloseIcon />} onClose={onClose} wide>
      <p className="og-note">{t('fairnessIntro')}</p>

      <section className="og-section" aria-labelledby="og-active-seeds">
        <h3 id="og-active-seeds">{t('activeSeeds')}</h3>
        <CopyField prefix="og" t={t} id="og-seed-hash" label={t('serverSeedHash')} value={seeds.serverSeedHash} />
        <CopyField prefix="og" t={t} id="og-next-hash" label={t('nextServerSeedHash')} value={seeds.nextServerSeedHash} />
        <div className="og-field">
          <label className="og-field__label" htmlFor="og-client-seed">
            {t('clientSeed')}
          </label>
          <div className="og-field__row">
            <input
              id="og-client-seed"
              className="og-input og-input--mono"
              value={clientSeed}
              maxLength={64}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={!seedCheck.success}
              aria-describedby="og-client-seed-hint"
              onChange={(e) => setClientSeed(e.target.value)}
            />
            <button type="button" className="og-btn og-btn--small" onClick={() => setClientSeed(newRequestId())}>
              {t('randomSeed')}
            </button>
          </div>
          <small id="og-client-seed-hint" className={`og-field__hint${seedCheck.success ? '' : ' is-bad'}`}>
            {seedCheck.success ? t('clientSeedHint') : t('clientSeedInvalid')}
          </small>
        </div>
        <div className="og-field og-field--inline">
          <span className="og-field__label">{t('nonce')}</span>
          <strong className="og-mono">{seeds.nonce}</strong>
        </div>
        <button
          type="button"
          className="og-btn og-btn--primary og-btn--block"
          disabled={!canRotate || !seedCheck.success || rotating}
          onClick={() => onRotate(clientSeed !== seeds.clientSeed ? clientSeed : undefined)}
        >
          {rotating ? t('rotating') : t('rotateSeeds')}
        </button>
        <small className="og-field__hint">{canRotate ? t('rotateHint') : t('rotateBlocked')}</small>
      </section>

      {latest && (
        <section className="og-section og-section--revealed" aria-labelledby="og-revealed">
          <h3 id="og-revealed">{t('revealedSeed')}</h3>
          <CopyField prefix="og" t={t} id="og-revealed-seed" label={t('serverSeed')} value={latest.serverSeed} />
          <CopyField prefix="og" t={t} id="og-revealed-hash" label={t('serverSeedHash')} value={latest.serverSeedHash} />
          <div className="og-field og-field--inline">
            <span className="og-field__label">{t('clientSeed')}</span>
            <span className="og-mono">{latest.clientSeed}</span>
          </div>
          <div className="og-field og-field--inline">
            <span className="og-field__label">{t('roundsPlayed')}</span>
            <strong className="og-mono">{latest.rounds}</strong>
          </div>
          <p className={`og-check ${latestMatches ? 'is-ok' : 'is-bad'}`} role="status">
            {latestMatches ? t('hashMatches') : t('hashMismatch')}
          </p>
        </section>
      )}

      <section className="og-section" aria-labelledby="og-your-rounds">
        <h3 id="og-your-rounds">{t('yourRounds')}</h3>
        {history.length === 0 ? (
          <p className="og-note">{t('noRoundsYet')}</p>
        ) : (
          <RoundList prefix="og" rounds={history} focus={focusRound}>
            {(h) => {
              const open = revealedHashes.has(h.serverSeedHash);
              return (
                <>
                  <span className={`og-rounds__x is-${resultTone(h)}`}>{shortMultiplier(h.multiplier)}×</span>
                  <span className="og-rounds__what">
                    <strong>{gameName(h.game)}</strong>
                    <small>
                      {t('nonceN', { n: h.nonce })} · {formatMinor(h.bet)} → {formatMinor(h.payout)} {currency}
                    </small>
                    <small className={open ? 'og-ok' : 'og-muted'}>{t(open ? 'seedRevealed' : 'seedSecret')}</small>
                  </span>
                  <a className="og-btn og-btn--small" href={verifyUrl(h.roundId)} target="_blank" rel="noopener">
                    {t('verify')} ↗
                  </a>
                </>
              );
            }}
          </RoundList>
        )}
      </section>
    </Dialog>
  );
}
