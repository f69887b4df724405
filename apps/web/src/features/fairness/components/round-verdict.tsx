import type { TPublicRound, Verified } from '@wps/fair';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconCheckCircle, IconLock } from '@/components/icons';
import { useBrand } from '@/lib/brand';
import { formatInOffset } from '@/lib/time';
import { outcomeMatches, sameHash } from '../utils/round-check';

/**
 * A served round against what the page recomputes from the form's values:
 * the seed's hash against the one shown before play, the outcome against the
 * record. While the server seed is still secret, how to reveal it.
 */
export const RoundVerdict = ({
  round,
  gameName,
  seedHash,
  verified,
}: {
  round: TPublicRound;
  gameName: string;
  /** SHA-256 of the server seed in the form; null while the field is empty. */
  seedHash: string | null;
  /** The recomputed outcome; null while the form cannot be recomputed. */
  verified: Verified | null;
}) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const when = Date.parse(round.createdAt);
  const head = (
    <p className="fair-round__meta">
      <span>{t('fairness.round_label')}</span> <span className="mono">{round.roundId}</span> · {gameName}
      {Number.isFinite(when) ? ` · ${formatInOffset(when, permission.info.setting.gmtOffsetMinutes)}` : ''}
    </p>
  );

  if (seedHash === null) {
    return (
      <section className="fair-verdict fair-verdict--secret" data-testid="fair-verdict" data-state="secret" aria-live="polite">
        <span className="fair-verdict__icon" aria-hidden="true">
          <IconLock size={22} />
        </span>
        <div className="fair-verdict__body">
          {head}
          <h2 className="fair-verdict__title">{round.serverSeed === null ? t('fairness.secret_title') : t('fairness.enter_seed_title')}</h2>
          <p>{round.serverSeed === null ? t('fairness.secret_body') : t('fairness.enter_seed_body')}</p>
          <p className="fair-hash">
            <span className="fair-label">{t('fairness.hash_before_play')}</span>
            <code className="mono" data-testid="fair-round-hash">
              {round.serverSeedHash}
            </code>
          </p>
        </div>
      </section>
    );
  }

  const hashOk = sameHash(seedHash, round.serverSeedHash);
  const outcomeOk = verified !== null && outcomeMatches(round, verified);
  const ok = hashOk && outcomeOk;
  return (
    <section className={`fair-verdict fair-verdict--${ok ? 'good' : 'bad'}`} data-testid="fair-verdict" data-state={ok ? 'verified' : 'not-verified'} aria-live="polite">
      <span className="fair-verdict__icon" aria-hidden="true">
        {ok ? <IconCheckCircle size={22} /> : <IconAlert size={22} />}
      </span>
      <div className="fair-verdict__body">
        {head}
        <h2 className="fair-verdict__title">{ok ? t('fairness.verified') : t('fairness.not_verified')}</h2>
        {!ok && (
          <ul className="fair-verdict__reasons">
            {!hashOk && <li>{t('fairness.reason_hash')}</li>}
            {verified === null && <li>{t('fairness.reason_incomplete')}</li>}
            {verified !== null && !outcomeOk && <li>{t('fairness.reason_outcome')}</li>}
          </ul>
        )}
      </div>
    </section>
  );
};
