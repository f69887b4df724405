import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Spinner } from '@wps/ui';
import { FormField } from '@/components/form-field';
import { IconSearch, IconShield } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Page } from '@/components/page';
import { PageHero } from '@/components/page-hero';
import { isSpinId, useWheelPublicSpin } from '../api/wheel-public-spin';
import { emptyWheelForm, formFromSpin } from '../utils/wheel-check';
import { WheelVerifier } from './wheel-verifier';
import '@/styles/lucky.css';

/** How a spin's segment is drawn, in a few plain sentences and the formula. */
const WheelMethod = () => {
  const { t } = useTranslation();
  return (
    <section className="card lucky-method" aria-labelledby="wheel-method-title" data-testid="wheel-method">
      <h2 id="wheel-method-title" className="lucky-card-title">
        {t('lucky.method_title')}
      </h2>
      <ol className="lucky-method__steps">
        <li>{t('lucky.method_commit')}</li>
        <li>{t('lucky.method_hmac')}</li>
        <li>{t('lucky.method_float')}</li>
        <li>{t('lucky.method_segment')}</li>
      </ol>
      <pre className="lucky-method__formula mono">
        {'h = HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:0`)\nf = h0/256 + h1/256² + h2/256³ + h3/256⁴\nticket = ⌊f × totalWeight⌋'}
      </pre>
    </section>
  );
};

/** The spin id box: loads a spin's public record into the page (`?spin=`). */
const SpinIdForm = ({ current }: { current: string | null }) => {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [value, setValue] = useState(current ?? '');
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = value.trim();
    if (!isSpinId(id)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setParams({ spin: id });
  };
  return (
    <form className="card lucky-spin-id" onSubmit={submit} aria-labelledby="verify-id-title" data-testid="verify-id-form">
      <h2 id="verify-id-title" className="lucky-card-title">
        {t('lucky.verify_id_title')}
      </h2>
      <div className="lucky-spin-id__row">
        <FormField
          name="spin"
          label={t('lucky.verify_id')}
          hint={t('lucky.verify_id_hint')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={invalid ? t('lucky.verify_id_invalid') : null}
          autoComplete="off"
          spellCheck={false}
          inputTestId="verify-id"
        />
        <Button type="submit" variant="primary" icon={<IconSearch size={16} />} data-testid="verify-load">
          {t('lucky.verify_load')}
        </Button>
      </div>
    </form>
  );
};

/**
 * /wheel/verify: anyone (no login) checks a spin of the prize wheel.
 * `?spin=<publicId>` loads its public record and verifies it; otherwise the
 * values are typed in. Everything is recomputed in this browser.
 */
const WheelVerifyPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const spinId = params.get('spin');
  const spin = useWheelPublicSpin(spinId);

  const body = (() => {
    if (spinId === null) return <WheelVerifier key="manual" initial={emptyWheelForm} spin={null} />;
    if (!isSpinId(spinId)) {
      return (
        <>
          <p className="lucky-check lucky-check--bad" role="alert" data-testid="verify-bad-id">
            {t('lucky.verify_id_invalid')}
          </p>
          <WheelVerifier key="manual" initial={emptyWheelForm} spin={null} />
        </>
      );
    }
    if (spin.isPending) return <Spinner label={t('lucky.verify_loading')} />;
    if (spin.isError) {
      return (
        <>
          <LoadFailed title={t('lucky.verify_load_failed')} error={spin.error} onRetry={() => void spin.refetch()} retryTestId="verify-retry" />
          <WheelVerifier key="manual" initial={emptyWheelForm} spin={null} />
        </>
      );
    }
    return <WheelVerifier key={`spin:${spin.data.publicId}`} initial={formFromSpin(spin.data)} spin={spin.data} />;
  })();

  return (
    <Page name="wheel-verify" title={t('lucky.verify_title')}>
      <div className="lucky-page" data-testid="wheel-verify">
        <PageHero variant="wheel-verify" icon={<IconShield size={32} />} title={t('lucky.verify_title')} text={t('lucky.verify_subtitle')} />
        <SpinIdForm key={spinId ?? ''} current={spinId} />
        {body}
        <WheelMethod />
      </div>
    </Page>
  );
};

export default WheelVerifyPage;
