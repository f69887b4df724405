import type { TVipInfo } from '@wps/contracts/player';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { IconAlert, IconCheckCircle, IconGift, IconStar } from '@/components/icons';
import { money } from '@/lib/money';
import { formatInOffset } from '@/lib/time';
import { meter, type Meter, vipProgress } from '../utils/vip-progress';

const MeterBar = ({ label, meter: m, symbol, testId }: { label: string; meter: Meter; symbol: string; testId: string }) => {
  const { t } = useTranslation();
  const text = t('vip.progress_text', { value: money(symbol, m.value), target: money(symbol, m.target) });
  return (
    <div className={`vip-meter${m.reached ? ' vip-meter--done' : ''}`} data-testid={testId}>
      <div className="vip-meter__label">
        <span>{label}</span>
        <strong data-testid={`${testId}-percent`}>{m.percent}%</strong>
      </div>
      <div className="vip-meter__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={m.percent} aria-valuetext={text}>
        <span className="vip-meter__fill" style={{ width: `${m.percent}%` }} />
      </div>
      <div className="vip-meter__figures">
        <span data-testid={`${testId}-text`}>{text}</span>
        <span data-testid={`${testId}-left`}>{m.reached ? t('vip.reached') : t('vip.left', { amount: money(symbol, m.left) })}</span>
      </div>
    </div>
  );
};

/**
 * The member's VIP standing: their level and since when, this month's
 * deposits and valid bet as bars toward the next level, and whether the
 * level holds at the next review if the month ends as it stands.
 */
export const VipStatus = ({ info, offset }: { info: TVipInfo; offset: number }) => {
  const { t } = useTranslation();
  const { currencySymbol: symbol } = info;
  const progress = vipProgress(info);
  const name = progress.current?.name ?? t('vip.level_n', { level: info.level });
  const lowest = Math.min(...info.levels.map((l) => l.level), info.level);
  // To keep the level, this month must reach its own thresholds: what is still missing of them.
  const keep = progress.current
    ? [
        { id: 'deposits', m: meter(info.deposits, progress.current.depositThreshold), label: t('vip.deposits_short') },
        { id: 'bet', m: meter(info.validBet, progress.current.validBetThreshold), label: t('vip.bet_short') },
      ].filter((k) => !k.m.reached)
    : [];

  return (
    <section className="vip-status" aria-labelledby="vip-status-title" data-testid="vip-status" data-level={info.level}>
      <div className="vip-status__head">
        <span className="vip-status__medal" aria-hidden="true">
          <IconStar size={20} />
          <b>{info.level}</b>
        </span>
        <div className="vip-status__titles">
          <span className="eyebrow">{t('vip.your_level')}</span>
          <h2 id="vip-status-title" data-testid="vip-current-name">
            {name}
          </h2>
          <p className="muted">
            {t('vip.level_n', { level: info.level })}
            {info.since !== null && <> · {t('vip.since', { date: formatInOffset(info.since, offset) })}</>}
          </p>
        </div>
        <div className="vip-status__period">
          <span>{t('vip.period')}</span>
          <strong data-testid="vip-period">
            {info.periodStart} – {info.periodEnd}
          </strong>
        </div>
      </div>

      {progress.next && progress.deposits && progress.validBet ? (
        <div className="vip-status__next" data-testid="vip-next" data-level={progress.next.level}>
          <h3>{t('vip.next_title', { name: progress.next.name, level: progress.next.level })}</h3>
          <MeterBar label={t('vip.deposits_month')} meter={progress.deposits} symbol={symbol} testId="vip-progress-deposits" />
          <MeterBar label={t('vip.bet_month')} meter={progress.validBet} symbol={symbol} testId="vip-progress-bet" />
          <p className="muted">{t('vip.next_rule', { name: progress.next.name })}</p>
        </div>
      ) : (
        <p className="vip-status__top" data-testid="vip-top">
          <IconStar size={18} />
          <span>{t('vip.top_level')}</span>
        </p>
      )}

      {info.level > lowest &&
        (info.keepsLevel ? (
          <p className="vip-keep vip-keep--ok" data-testid="vip-keep" data-keeps="true">
            <IconCheckCircle size={18} />
            <span>{t('vip.keeps', { name, date: info.periodEnd })}</span>
          </p>
        ) : (
          <div className="vip-keep vip-keep--warn" data-testid="vip-keep" data-keeps="false">
            <IconAlert size={18} />
            <div>
              <span>{t('vip.drops', { name, date: info.periodEnd })}</span>
              {keep.length > 0 && (
                <span className="vip-keep__missing" data-testid="vip-keep-missing">
                  {t('vip.keep_missing', { list: keep.map((k) => `${k.label} ${money(symbol, k.m.left)}`).join(', ') })}
                </span>
              )}
            </div>
          </div>
        ))}

      <div className="vip-status__links">
        <ButtonLink to="/member?tab=rewardCenter" variant="accent" size="sm" icon={<IconGift size={16} />} data-testid="vip-rewards-link">
          {t('vip.rewards_link')}
        </ButtonLink>
        <ButtonLink to="/pointMall" variant="outline" size="sm" icon={<IconStar size={16} />}>
          {t('vip.points_link')}
        </ButtonLink>
      </div>
    </section>
  );
};
