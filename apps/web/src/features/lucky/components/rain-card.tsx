import type { TRain } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { apiMessage } from '@/lib/api-message';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { formatInOffset } from '@/lib/time';
import { useRequestId } from '@/lib/use-request-id';
import { useRainGrab } from '../api/rain-grab';
import { useNow } from '../hooks/use-now';
import { formatCount } from '../utils/lucky';
import { Countdown } from './countdown';
import { EnvelopeFall } from './envelope-fall';
import { IconEnvelope } from './lucky-icons';
import { RainRequirement, useIneligibleReason } from './rain-requirement';
import { RainStateBadge } from './rain-state-badge';

/** The envelope once grabbed: it opens on the amount (the opening only just after the grab; with reduced motion none). */
const OpenedEnvelope = ({ amount, symbol, fresh }: { amount: string; symbol: string; fresh: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className={`rain-opened${fresh ? ' rain-opened--fresh' : ''}`} data-testid="rain-opened" aria-live="polite">
      <div className="rain-opened__envelope" aria-hidden="true">
        <span className="rain-opened__flap" />
        <span className="rain-opened__seal" />
      </div>
      <div className="rain-opened__text">
        <span className="eyebrow">{fresh ? t('lucky.rain_you_got') : t('lucky.rain_you_grabbed')}</span>
        <strong className="rain-opened__amount" data-testid="rain-grabbed-amount">
          {money(symbol, amount)}
        </strong>
        <span className="muted">{t('lucky.rain_paid_note')}</span>
      </div>
    </div>
  );
};

/**
 * The rain of the moment: falling (grab), coming (countdown) or just over.
 * One envelope per member per rain: once grabbed, its amount shows and the
 * button stays off. The request id is kept while a grab's outcome is
 * unknown, so a second press cannot pay twice.
 */
export const RainCard = ({ rain, symbol }: { rain: TRain; symbol: string }) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const now = useNow(1000);
  const grab = useRainGrab();
  const requestId = useRequestId();
  const [fresh, setFresh] = useState<{ rainId: number; amount: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reason = useIneligibleReason(rain, symbol);
  const reasonId = `rain-reason-${rain.id}`;

  const justGrabbed = fresh?.rainId === rain.id ? fresh.amount : null;
  const grabbed = justGrabbed ?? rain.grabbed?.amount ?? null;
  const started = rain.state !== 'upcoming' || now >= rain.startsAt;
  const over = rain.state === 'ended' || now >= rain.endsAt;
  const falling = rain.state === 'raining' && !over;

  const submit = () => {
    if (grab.isPending) return;
    setError(null);
    void grab.mutateAsync({ rainId: rain.id, requestId: requestId.idFor(`rain:${rain.id}`) }).then(
      (answer) => {
        requestId.settle();
        setFresh({ rainId: answer.rainId, amount: answer.amount });
      },
      (err: unknown) => {
        requestId.settle(err);
        setError(apiMessage(t, err));
      },
    );
  };

  const blocked: { label: string; describedBy?: string } | null =
    grabbed !== null
      ? { label: t('lucky.rain_grabbed_button') }
      : !started || rain.state === 'upcoming'
        ? { label: started ? t('lucky.rain_starting') : t('lucky.rain_not_started') }
        : over
          ? { label: t('lucky.rain_over') }
          : rain.remaining <= 0
            ? { label: t('lucky.rain_all_taken') }
            : reason !== null
              ? { label: t('lucky.rain_not_eligible_button'), describedBy: reasonId }
              : null;

  return (
    <article className={`rain-card rain-card--${falling ? 'raining' : rain.state}`} aria-labelledby={`rain-title-${rain.id}`} data-testid="rain-card" data-state={rain.state}>
      {falling && grabbed === null && <EnvelopeFall />}
      <header className="rain-card__head">
        <span className="rain-card__icon" aria-hidden="true">
          <IconEnvelope size={28} />
        </span>
        <div className="rain-card__titles">
          <RainStateBadge state={falling ? 'raining' : over ? 'ended' : rain.state} />
          <h2 id={`rain-title-${rain.id}`}>{rain.title}</h2>
        </div>
      </header>

      <dl className="rain-facts">
        <div>
          <dt>{t('lucky.rain_envelopes')}</dt>
          <dd data-testid="rain-remaining">{t('lucky.rain_remaining_of', { left: formatCount(rain.remaining), total: formatCount(rain.envelopes) })}</dd>
        </div>
        <div>
          <dt>{t('lucky.rain_budget')}</dt>
          <dd data-testid="rain-budget">{money(symbol, rain.budget)}</dd>
        </div>
        {falling && (
          <div>
            <dt>{t('lucky.rain_time_left')}</dt>
            <dd data-testid="rain-time-left">
              <Countdown ms={rain.endsAt - now} />
            </dd>
          </div>
        )}
        {!started && (
          <div>
            <dt>{t('lucky.rain_starts_in')}</dt>
            <dd data-testid="rain-starts-in">
              <Countdown ms={rain.startsAt - now} />
            </dd>
          </div>
        )}
        <div>
          <dt>{over ? t('lucky.rain_ran') : t('lucky.rain_when')}</dt>
          <dd className="rain-facts__when">
            {formatInOffset(rain.startsAt, offset)} – {formatInOffset(rain.endsAt, offset)}
          </dd>
        </div>
      </dl>

      <RainRequirement rain={rain} symbol={symbol} reasonId={reasonId} />

      <footer className="rain-card__foot">
        {grabbed !== null && <OpenedEnvelope amount={grabbed} symbol={symbol} fresh={justGrabbed !== null} />}
        {error && (
          <p className="rain-card__error" role="alert" data-testid="rain-grab-error">
            {error}
          </p>
        )}
        <Button
          variant="accent"
          size="lg"
          className="rain-grab"
          onClick={submit}
          disabled={blocked !== null || grab.isPending}
          aria-busy={grab.isPending || undefined}
          aria-describedby={blocked?.describedBy}
          icon={<IconEnvelope size={22} />}
          data-testid="rain-grab"
        >
          {grab.isPending ? t('lucky.rain_grabbing') : (blocked?.label ?? t('lucky.rain_grab'))}
        </Button>
      </footer>
    </article>
  );
};
