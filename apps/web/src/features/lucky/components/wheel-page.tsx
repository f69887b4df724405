import { type TWheelInfo, type TWheelSpun } from '@wps/contracts/player';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Spinner } from '@wps/ui';
import { IconInfo } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Page } from '@/components/page';
import { PageHero } from '@/components/page-hero';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { apiMessage } from '@/lib/api-message';
import { useBrand } from '@/lib/brand';
import { useRequestId } from '@/lib/use-request-id';
import { useWheelInfo, type Wheel } from '../api/wheel-info';
import { useWheelSpin } from '../api/wheel-spin';
import { CLIENT_SEED, formatCount, landingRotation, randomClientSeed, segmentArcs } from '../utils/lucky';
import { IconWheel } from './lucky-icons';
import { MemberOnly } from './member-only';
import { PrizeWheel } from './prize-wheel';
import { WheelEarning } from './wheel-earning';
import { WheelFairBox } from './wheel-fair-box';
import { WheelOdds } from './wheel-odds';
import { WheelResult } from './wheel-result';
import { WheelSpinsTable } from './wheel-spins-table';
import '@/styles/lucky.css';

/** The CSS turn lasts 4 s; should its end never be reported (a hidden tab), the result shows a little after. */
const STOP_FALLBACK_MS = 4600;

type Phase = 'idle' | 'spinning' | 'stopped';

/**
 * One wheel with its spin: the server answers first (segment, prize, seeds),
 * then the wheel turns to stop on that segment, and only then is the prize
 * shown and the balances read again. One request id per attempt, kept while
 * its outcome is unknown, so pressing again cannot spin twice.
 */
const WheelBoard = ({ info, wheel }: { info: TWheelInfo; wheel: Wheel }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const reduced = useReducedMotion();
  const spin = useWheelSpin();
  const { settle } = spin;
  const requestId = useRequestId();
  const [clientSeed, setClientSeed] = useState(randomClientSeed);
  const [rotation, setRotation] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<{ spun: TWheelSpun; committedHash: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stopTimer = useRef<number | undefined>(undefined);
  const arcs = useMemo(() => segmentArcs(wheel.segments.map((s) => s.weight)), [wheel.segments]);
  const symbol = info.currencySymbol;

  // The phase as the stop's callbacks (the turn's end, the fallback timer) read it: the wheel stops once per spin.
  const phaseRef = useRef<Phase>('idle');
  const moveTo = useCallback((next: Phase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);
  const stop = useCallback(() => {
    window.clearTimeout(stopTimer.current);
    if (phaseRef.current !== 'spinning') return;
    moveTo('stopped');
    void settle();
  }, [moveTo, settle]);
  useEffect(() => () => window.clearTimeout(stopTimer.current), []);

  const seedOk = CLIENT_SEED.test(clientSeed);
  const busy = spin.isPending || phase === 'spinning';

  const submit = () => {
    if (busy || !seedOk) return;
    setError(null);
    const committedHash = info.nextSeedHash;
    void spin.mutateAsync({ wheelId: wheel.id, clientSeed, requestId: requestId.idFor(`wheel:${wheel.id}:${clientSeed}`) }).then(
      (spun) => {
        requestId.settle();
        const arc = arcs[spun.spin.segment] ?? arcs[arcs.length - 1]!;
        setResult({ spun, committedHash });
        setRotation((from) => landingRotation(from, arc, Math.random() * 2 - 1));
        moveTo('spinning');
        window.clearTimeout(stopTimer.current);
        // With reduced motion the wheel is put where it stops at once.
        if (reduced) stop();
        else stopTimer.current = window.setTimeout(stop, STOP_FALLBACK_MS);
      },
      (err: unknown) => {
        requestId.settle(err);
        setError(apiMessage(t, err));
      },
    );
  };

  const stopped = phase === 'stopped' && result !== null ? result : null;
  const highlight = stopped ? stopped.spun.spin.segment : null;
  const blocked = wheel.closed ? t('lucky.wheel_closed_button') : info.spins <= 0 ? t('lucky.wheel_no_spins_button') : null;
  const label = busy ? t('lucky.wheel_spinning') : (blocked ?? t('lucky.wheel_spin'));

  return (
    <>
      {wheel.closed && (
        <p className="auth-callout auth-callout--warn" role="note" data-testid="wheel-closed">
          <IconInfo size={20} />
          <span>{t('lucky.wheel_closed_note')}</span>
        </p>
      )}
      <div className="wheel-layout">
        <section className="wheel-stage" aria-labelledby="wheel-title">
          <h2 id="wheel-title" className="wheel-stage__title">
            {wheel.title}
          </h2>
          <PrizeWheel segments={wheel.segments} rotation={rotation} spinning={phase === 'spinning'} highlight={highlight} onStopped={stop} />
          <div className="wheel-stage__controls">
            <p className="wheel-spins" data-testid="wheel-spins-left">
              {t('lucky.wheel_spins_left', { n: formatCount(info.spins) })}
            </p>
            <Button
              variant="accent"
              size="lg"
              className="wheel-spin"
              onClick={submit}
              disabled={busy || blocked !== null || !seedOk}
              aria-busy={busy || undefined}
              aria-describedby={blocked && !wheel.closed ? 'wheel-earning-note' : undefined}
              icon={<IconWheel size={22} />}
              data-testid="wheel-spin"
            >
              {label}
            </Button>
            {!wheel.closed && info.spins <= 0 && (
              <p id="wheel-earning-note" className="muted small" data-testid="wheel-no-spins">
                {t('lucky.wheel_no_spins_note')}
              </p>
            )}
            {error && (
              <p className="lucky-error" role="alert" data-testid="wheel-spin-error">
                {error}
              </p>
            )}
          </div>
          {stopped && <WheelResult spun={stopped.spun} segment={wheel.segments[stopped.spun.spin.segment]} committedHash={stopped.committedHash} symbol={symbol} />}
        </section>
        <div className="wheel-side">
          <WheelOdds segments={wheel.segments} totalWeight={wheel.totalWeight} symbol={symbol} highlight={highlight} />
          <section className="lucky-section" aria-label={t('lucky.wheel_earn_title')}>
            <WheelEarning wheel={wheel} symbol={symbol} />
          </section>
          <WheelFairBox
            nextSeedHash={info.nextSeedHash}
            clientSeed={clientSeed}
            onClientSeed={setClientSeed}
            onNewSeed={() => setClientSeed(randomClientSeed())}
            seedError={seedOk ? null : t('lucky.client_seed_invalid')}
            locked={busy}
          />
        </div>
      </div>
      <WheelSpinsTable segments={wheel.segments} symbol={symbol} offset={offset} />
    </>
  );
};

const WheelLoader = () => {
  const { t } = useTranslation();
  const info = useWheelInfo();
  if (info.isPending) return <Spinner label={t('common.loading')} />;
  if (info.isError) return <LoadFailed page title={t('lucky.wheel_load_failed')} error={info.error} onRetry={() => void info.refetch()} retryTestId="wheel-retry" />;
  if (info.data.wheel === null) {
    return <EmptyState icon={<IconWheel size={32} />} title={t('lucky.wheel_none_title')} body={t('lucky.wheel_none_body')} />;
  }
  return <WheelBoard key={info.data.wheel.id} info={info.data} wheel={info.data.wheel} />;
};

/**
 * /wheel (members; lazy): the prize wheel drawn to its real odds, the odds
 * table, how spins are earned and the member's spins left, the provably fair
 * seeds, the spin itself and the member's past spins with verifier links.
 */
const WheelPage = () => {
  const { t } = useTranslation();
  return (
    <Page name="wheel" title={t('lucky.wheel_title')}>
      <div className="lucky-page" data-testid="prize-wheel">
        <PageHero variant="wheel" icon={<IconWheel size={32} />} title={t('lucky.wheel_title')} text={t('lucky.wheel_subtitle')} />
        <MemberOnly>
          <WheelLoader />
        </MemberOnly>
      </div>
    </Page>
  );
};

export default WheelPage;
