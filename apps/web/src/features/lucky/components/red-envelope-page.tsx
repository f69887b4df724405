import type { TRain } from '@wps/contracts/player';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { LoadFailed } from '@/components/load-failed';
import { Page } from '@/components/page';
import { PageHero } from '@/components/page-hero';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { formatInOffset } from '@/lib/time';
import { useRainStatus } from '../api/rain-status';
import { useAt } from '../hooks/use-now';
import { formatCount } from '../utils/lucky';
import { IconEnvelope } from './lucky-icons';
import { MemberOnly } from './member-only';
import { RainCard } from './rain-card';
import { RainHistory } from './rain-history';
import { RainStateBadge } from './rain-state-badge';
import '@/styles/lucky.css';

/** The rain to show large: the one falling, else the next to start, else the last that ended. */
const pickFeatured = (rains: readonly TRain[]): TRain | null =>
  rains.find((r) => r.state === 'raining') ??
  [...rains].filter((r) => r.state === 'upcoming').sort((a, b) => a.startsAt - b.startsAt)[0] ??
  rains.find((r) => r.state === 'ended') ??
  null;

/** The other rains of the answer (coming and past), each in one line. */
const RainSchedule = ({ rains, symbol, offset }: { rains: TRain[]; symbol: string; offset: number }) => {
  const { t } = useTranslation();
  return (
    <section className="lucky-section" aria-labelledby="rain-schedule-title">
      <h2 id="rain-schedule-title" className="lucky-section__title">
        {t('lucky.rain_schedule_title')}
      </h2>
      <ul className="rain-schedule" data-testid="rain-schedule">
        {rains.map((r) => (
          <li key={r.id} className="rain-schedule__item" data-testid="rain-schedule-item">
            <div className="rain-schedule__main">
              <RainStateBadge state={r.state} />
              <strong>{r.title}</strong>
              <span className="muted small">
                {formatInOffset(r.startsAt, offset)} – {formatInOffset(r.endsAt, offset)}
              </span>
            </div>
            <div className="rain-schedule__side">
              <span>{t('lucky.rain_schedule_budget', { amount: money(symbol, r.budget), n: formatCount(r.envelopes) })}</span>
              {r.grabbed && <strong className="lucky-gain">{t('lucky.rain_schedule_grabbed', { amount: money(symbol, r.grabbed.amount) })}</strong>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};

const RainBoard = () => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const status = useRainStatus();
  const { refetch } = status;
  const readAgain = useCallback(() => void refetch(), [refetch]);
  const featured = status.data ? pickFeatured(status.data.rains) : null;
  // Every rain falling now gets its own card (two may overlap); else the one pickFeatured chooses.
  const falling = status.data?.rains.filter((r) => r.state === 'raining') ?? [];
  const cards = falling.length > 0 ? falling : featured ? [featured] : [];
  // A rain that starts or ends while the page is open: read again then (the server decides its state).
  const boundary = featured === null ? null : featured.state === 'upcoming' ? featured.startsAt : featured.state === 'raining' ? featured.endsAt : null;
  useAt(boundary, readAgain);

  if (status.isPending) return <Spinner label={t('common.loading')} />;
  if (status.isError) return <LoadFailed page title={t('lucky.rain_load_failed')} error={status.error} onRetry={() => void status.refetch()} retryTestId="rain-retry" />;
  const { rains, currencySymbol } = status.data;
  const others = rains.filter((r) => !cards.includes(r));
  return (
    <>
      {cards.length > 0 ? (
        cards.map((rain) => <RainCard key={rain.id} rain={rain} symbol={currencySymbol} />)
      ) : (
        <EmptyState icon={<IconEnvelope size={32} />} title={t('lucky.rain_none_title')} body={t('lucky.rain_none_body')} />
      )}
      {others.length > 0 && <RainSchedule rains={others} symbol={currencySymbol} offset={offset} />}
      <RainHistory symbol={currencySymbol} offset={offset} />
    </>
  );
};

/**
 * /redEnvelope (members; lazy): the red-envelope rain of the moment with its
 * falling envelopes, who may grab and the member's standing toward it, one
 * grab per rain, the rains around it and the member's envelopes.
 */
const RedEnvelopePage = () => {
  const { t } = useTranslation();
  return (
    <Page name="red-envelope" title={t('lucky.rain_title')}>
      <div className="lucky-page" data-testid="red-envelope">
        <PageHero variant="rain" icon={<IconEnvelope size={32} />} title={t('lucky.rain_title')} text={t('lucky.rain_subtitle')} />
        <MemberOnly>
          <RainBoard />
        </MemberOnly>
      </div>
    </Page>
  );
};

export default RedEnvelopePage;
