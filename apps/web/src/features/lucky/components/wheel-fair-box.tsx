import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@wps/ui';
import { FormField } from '@/components/form-field';
import { IconRefresh, IconShield } from '@/components/icons';

/**
 * The spin's fairness before it happens: the SHA-256 of the server seed the
 * next spin uses (fixed now, revealed after), and the member's own client
 * seed, made in this browser and theirs to change.
 */
export const WheelFairBox = ({
  nextSeedHash,
  clientSeed,
  onClientSeed,
  onNewSeed,
  seedError,
  locked,
}: {
  nextSeedHash: string | null;
  clientSeed: string;
  onClientSeed: (value: string) => void;
  onNewSeed: () => void;
  seedError: string | null;
  /** While a spin is under way the seed stays as sent. */
  locked: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <section className="lucky-section wheel-fair" aria-labelledby="wheel-fair-title" data-testid="wheel-fair">
      <h2 id="wheel-fair-title" className="lucky-section__title">
        <IconShield size={18} />
        {t('lucky.fair_title')}
      </h2>
      <div className="wheel-fair__hash">
        <span className="lucky-label">{t('lucky.next_seed_hash')}</span>
        <code className="mono" data-testid="wheel-next-hash">
          {nextSeedHash ?? t('lucky.next_seed_hash_none')}
        </code>
        <span className="muted small">{t('lucky.next_seed_hash_hint')}</span>
      </div>
      <div className="wheel-fair__seed">
        <FormField
          name="clientSeed"
          label={t('lucky.client_seed')}
          hint={t('lucky.client_seed_hint')}
          value={clientSeed}
          onChange={(e) => onClientSeed(e.target.value)}
          error={seedError}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          disabled={locked}
          inputTestId="wheel-client-seed"
        />
        <Button variant="outline" size="sm" icon={<IconRefresh size={16} />} onClick={onNewSeed} disabled={locked} data-testid="wheel-new-seed">
          {t('lucky.client_seed_new')}
        </Button>
      </div>
      <p className="muted small">
        {t('lucky.fair_lead')}{' '}
        <Link to="/wheel/verify" data-testid="wheel-verifier-link">
          {t('lucky.fair_verifier_link')}
        </Link>
      </p>
    </section>
  );
};
