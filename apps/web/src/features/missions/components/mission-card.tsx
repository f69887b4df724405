import { ErrorCode, type TMission } from '@wps/contracts/player';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { IconCheckCircle, IconClock, IconGift, IconList, IconPlay, IconShield, IconStar, IconTrophy, IconUsers, IconWallet } from '@/components/icons';
import { apiCode, apiMessage } from '@/lib/api-message';
import { dialogs } from '@/lib/dialogs';
import { useRequestId } from '@/lib/use-request-id';
import { type MissionClaimed, useMissionClaim } from '../api/mission-claim';
import { isMoneyEvent, leftToTarget, missionFigure, progressPercent } from '../utils/mission-figures';
import { categoryName, durationText, eventLabel, missionStateLabel } from './mission-labels';
import { prizeText } from './prize-text';

const EVENT_ICONS: Record<TMission['event'], ReactNode> = {
  deposit_amount: <IconWallet size={22} />,
  deposit_count: <IconWallet size={22} />,
  wager_amount: <IconPlay size={22} />,
  rounds: <IconPlay size={22} />,
  win_amount: <IconTrophy size={22} />,
  login_days: <IconStar size={22} />,
  referrals: <IconUsers size={22} />,
  profile_steps: <IconShield size={22} />,
};

/**
 * One mission: what it asks (the operator's title and text, what counts and
 * in which category), this period's progress toward the target (money or a
 * count), the prize, the time until the period starts again, and its state:
 * in progress, ready to claim (the Claim button) or claimed. One request id
 * per claim, kept while the outcome is unknown, so claiming again pays once.
 */
export const MissionCard = ({
  mission,
  symbol,
  now,
  alsoStale,
  onClaimed,
}: {
  mission: TMission;
  symbol: string;
  now: number;
  alsoStale: readonly QueryKey[];
  onClaimed: (claimed: MissionClaimed, mission: TMission) => void;
}) => {
  const { t } = useTranslation();
  const claim = useMissionClaim(alsoStale);
  const requestId = useRequestId();
  const [error, setError] = useState<string | null>(null);
  const titleId = `mission-${mission.id}`;
  const percent = progressPercent(mission.progress, mission.target);
  const figure = (value: string) => missionFigure(mission.event, value, symbol);
  const left = leftToTarget(mission.progress, mission.target);
  const resets = mission.endsAt === null ? null : durationText(t, mission.endsAt, now);

  const submit = () => {
    if (claim.isPending) return;
    setError(null);
    const body = { missionId: mission.id, periodKey: mission.periodKey, requestId: requestId.idFor(`${mission.id}:${mission.periodKey}`) };
    // The claim's own promise, not mutate's callbacks: those never run if the card leaves the list meanwhile.
    void claim.mutateAsync(body).then(
      (claimed) => {
        requestId.settle();
        onClaimed(claimed, mission);
      },
      (err: unknown) => {
        requestId.settle(err);
        // Already paid (from the reward center, another tab): the missions are read again and show it claimed.
        if (apiCode(err) === ErrorCode.rewardNotClaimable) dialogs.message({ text: apiMessage(t, err), icon: 'info' });
        else setError(apiMessage(t, err));
      },
    );
  };

  return (
    <article
      className={`mission-card mission-card--${mission.state}`}
      aria-labelledby={titleId}
      data-testid="mission-card"
      data-mission={mission.id}
      data-state={mission.state}
    >
      <header className="mission-card__head">
        <span className="mission-card__icon" aria-hidden="true">
          {EVENT_ICONS[mission.event]}
        </span>
        <div className="mission-card__titles">
          <h4 id={titleId}>{mission.title}</h4>
          {mission.description && <p className="mission-card__text">{mission.description}</p>}
        </div>
        <div className="mission-card__prize">
          <span>{t('missions.prize')}</span>
          <strong data-testid="mission-prize">{prizeText(t, mission.prizeKind, mission.prizeAmount, symbol)}</strong>
        </div>
      </header>

      <div className={`mission-progress${percent >= 100 ? ' mission-progress--done' : ''}`}>
        <div
          className="mission-progress__track"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('missions.progress_of', { value: figure(mission.progress), target: figure(mission.target) })}
          aria-label={t('missions.progress_label', { title: mission.title })}
          data-testid="mission-progress"
        >
          <span className="mission-progress__fill" style={{ width: `${percent}%` }} />
        </div>
        <div className="mission-progress__figures">
          <span data-testid="mission-progress-text">{t('missions.progress_of', { value: figure(mission.progress), target: figure(mission.target) })}</span>
          <span data-testid="mission-left">{left > 0n ? t('missions.to_go', { amount: figure(left.toString()) }) : t('missions.target_reached')}</span>
        </div>
      </div>

      <ul className="mission-card__facts">
        <li className="mission-tag" data-testid="mission-event">
          {isMoneyEvent(mission.event) ? <IconWallet size={14} /> : <IconList size={14} />}
          {eventLabel(t, mission.event)}
        </li>
        {mission.category && (
          <li className="mission-tag mission-tag--category" data-testid="mission-category">
            {t('missions.category_only', { category: categoryName(t, mission.category) })}
          </li>
        )}
        {resets !== null && (
          <li className="mission-tag mission-tag--time" data-testid="mission-time-left">
            <IconClock size={14} />
            {/* In progress: the time left to reach the target; done: when the mission starts again. */}
            {mission.state === 'in_progress' ? t('missions.time_left', { time: resets }) : t('missions.resets_in', { time: resets })}
          </li>
        )}
      </ul>

      <footer className="mission-card__foot">
        {error && (
          <p className="mission-card__error" role="alert" data-testid="mission-claim-error">
            {error}
          </p>
        )}
        <span className={`mission-state mission-state--${mission.state}`} data-testid="mission-state">
          {mission.state === 'claimed' && <IconCheckCircle size={16} />}
          {missionStateLabel(t, mission.state)}
        </span>
        {mission.state === 'claimable' && (
          <Button
            variant="accent"
            onClick={submit}
            disabled={claim.isPending}
            aria-busy={claim.isPending || undefined}
            icon={<IconGift size={18} />}
            data-testid="mission-claim"
          >
            {claim.isPending ? t('missions.claiming') : error ? t('missions.claim_again') : t('missions.claim')}
          </Button>
        )}
      </footer>
    </article>
  );
};
