import type { TWheelSpun } from '@wps/contracts/player';
import { hashServerSeed } from '@wps/fair';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { IconCheckCircle, IconShield } from '@/components/icons';
import { prizeText } from './prize-text';
import type { WheelSegmentView } from '../api/wheel-info';

/**
 * Where the spin stopped and what it paid, then its seeds: the server seed is
 * revealed now, and its SHA-256 is checked here against the hash committed
 * before the spin. The verifier recomputes the segment from these values.
 */
export const WheelResult = ({
  spun,
  segment,
  committedHash,
  symbol,
}: {
  spun: TWheelSpun;
  segment: WheelSegmentView | undefined;
  /** The hash the page showed before this spin. */
  committedHash: string | null;
  symbol: string;
}) => {
  const { t } = useTranslation();
  const { spin } = spun;
  const seedHash = useMemo(() => hashServerSeed(spin.serverSeed), [spin.serverSeed]);
  const hashOk = seedHash === spin.serverSeedHash.toLowerCase() && (committedHash === null || committedHash.toLowerCase() === seedHash);
  const won = spin.prizeKind !== 'none';
  return (
    <section className={`wheel-result${won ? ' wheel-result--won' : ''}`} aria-live="polite" data-testid="wheel-result" data-segment={spin.segment}>
      <div className="wheel-result__head">
        <span className="eyebrow">{segment ? t('lucky.wheel_landed_on', { label: segment.label }) : t('lucky.segment_n', { n: spin.segment + 1 })}</span>
        <strong className="wheel-result__prize" data-testid="wheel-result-prize">
          {won ? t('lucky.wheel_won', { prize: prizeText(t, spin.prizeKind, spin.prizeAmount, symbol) }) : t('lucky.wheel_no_prize')}
        </strong>
        {won && <span className="muted">{spin.prizeKind === 'cash' ? t('lucky.wheel_paid_cash') : t('lucky.wheel_paid_points')}</span>}
      </div>
      <dl className="lucky-seeds">
        <div>
          <dt>{t('lucky.server_seed_revealed')}</dt>
          <dd>
            <code className="mono" data-testid="wheel-result-server-seed">
              {spin.serverSeed}
            </code>
          </dd>
        </div>
        <div>
          <dt>{t('lucky.server_seed_hash')}</dt>
          <dd>
            <code className="mono" data-testid="wheel-result-hash">
              {spin.serverSeedHash}
            </code>
          </dd>
        </div>
        <div>
          <dt>{t('lucky.client_seed')}</dt>
          <dd>
            <code className="mono" data-testid="wheel-result-client-seed">
              {spin.clientSeed}
            </code>
          </dd>
        </div>
        <div>
          <dt>{t('lucky.nonce')}</dt>
          <dd>
            <code className="mono" data-testid="wheel-result-nonce">
              {spin.nonce}
            </code>
          </dd>
        </div>
      </dl>
      <p className={`lucky-check lucky-check--${hashOk ? 'good' : 'bad'}`} data-testid="wheel-result-hash-check">
        {hashOk && <IconCheckCircle size={16} />}
        {hashOk ? t('lucky.wheel_hash_ok') : t('lucky.wheel_hash_bad')}
      </p>
      <ButtonLink
        to={`/wheel/verify?spin=${encodeURIComponent(spin.publicId)}`}
        variant="outline"
        size="sm"
        className="wheel-result__verify"
        icon={<IconShield size={16} />}
        data-testid="wheel-result-verify"
      >
        {t('lucky.verify')}
      </ButtonLink>
    </section>
  );
};
