import type { QueryKey } from '@tanstack/react-query';
import { ErrorCode, type TReward } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wps/ui';
import { IconChart, IconGift, IconStar, IconTrophy } from '@/components/icons';
import { apiCode, apiMessage } from '@/lib/api-message';
import { dialogs } from '@/lib/dialogs';
import { useRequestId } from '@/lib/use-request-id';
import { type RewardClaimed, useRewardClaim } from '../api/reward-claim';
import { RebateLines } from './rebate-lines';
import { rewardAmount, rewardKindLabel } from './reward-labels';

/**
 * One reward waiting in the reward center: a rebate with its explanation
 * (valid bet × the level's rate, by day and category, and the total), a
 * VIP gift with its level, or a completed mission's prize (money or points)
 * under the mission's title; and the Claim button. One request id per claim,
 * kept while the outcome is unknown, so claiming again pays once.
 */
export const RewardCard = ({
  reward,
  symbol,
  onClaimed,
  alsoRefresh,
}: {
  reward: TReward;
  symbol: string;
  onClaimed: (claimed: RewardClaimed) => void;
  alsoRefresh?: readonly QueryKey[];
}) => {
  const { t } = useTranslation();
  const claim = useRewardClaim(alsoRefresh);
  const requestId = useRequestId();
  const [error, setError] = useState<string | null>(null);
  const titleId = `reward-${reward.kind}-${reward.key}`;

  const submit = () => {
    if (claim.isPending) return;
    setError(null);
    const body = { kind: reward.kind, key: reward.key, requestId: requestId.idFor(`${reward.kind}:${reward.key}`) };
    // The claim's own promise, not mutate's callbacks: the list is read again before the claim settles and this
    // card leaves it, and mutate's callbacks never run for a card that is gone (what was paid would not be said).
    void claim.mutateAsync(body).then(
      (claimed) => {
        requestId.settle();
        onClaimed(claimed);
      },
      (err: unknown) => {
        requestId.settle(err);
        // Already paid (another tab, the daily run): the list is read again and the card goes.
        if (apiCode(err) === ErrorCode.rewardNotClaimable) dialogs.message({ text: apiMessage(t, err), icon: 'info' });
        else setError(apiMessage(t, err));
      },
    );
  };

  const { title, lead, icon } = {
    rebate: () => ({ title: t('rewards.rebate_title'), lead: t('rewards.rebate_lead', { level: reward.vipLevel }), icon: <IconChart size={24} /> }),
    level_up_gift: () => ({ title: t('rewards.level_up_title', { level: reward.vipLevel }), lead: t('rewards.level_up_lead', { level: reward.vipLevel }), icon: <IconStar size={24} /> }),
    birthday_gift: () => ({ title: t('rewards.birthday_title'), lead: t('rewards.birthday_lead', { level: reward.vipLevel }), icon: <IconGift size={24} /> }),
    mission: () => ({
      title: reward.title ?? t('rewards.mission_title'),
      lead: reward.unit === 'points' ? t('rewards.mission_lead_points') : t('rewards.mission_lead_money'),
      icon: <IconTrophy size={24} />,
    }),
  }[reward.kind]();

  return (
    <article className={`reward-card reward-card--${reward.kind}`} aria-labelledby={titleId} data-testid="reward-card" data-kind={reward.kind} data-key={reward.key} data-unit={reward.unit}>
      <header className="reward-card__head">
        <span className="reward-card__icon" aria-hidden="true">
          {icon}
        </span>
        <div className="reward-card__titles">
          <span className="eyebrow">
            {/* A mission's prize does not depend on the VIP level. */}
            {reward.kind === 'mission' ? rewardKindLabel(t, reward.kind) : `${rewardKindLabel(t, reward.kind)} · ${t('rewards.vip_level', { level: reward.vipLevel })}`}
          </span>
          <h3 id={titleId}>{title}</h3>
        </div>
        <div className="reward-card__amount">
          <span>{t('rewards.to_claim')}</span>
          <strong data-testid="reward-amount">{rewardAmount(t, symbol, reward.amount, reward.unit)}</strong>
        </div>
      </header>
      <p className="reward-card__lead">{lead}</p>
      {reward.kind === 'rebate' && reward.lines.length > 0 && <RebateLines lines={reward.lines} symbol={symbol} total={reward.amount} />}
      <footer className="reward-card__foot">
        {error && (
          <p className="reward-card__error" role="alert" data-testid="reward-claim-error">
            {error}
          </p>
        )}
        <Button
          variant="accent"
          onClick={submit}
          disabled={claim.isPending}
          aria-busy={claim.isPending || undefined}
          icon={<IconGift size={18} />}
          data-testid="reward-claim"
        >
          {claim.isPending ? t('rewards.claiming') : error ? t('rewards.claim_again') : t('rewards.claim')}
        </Button>
      </footer>
    </article>
  );
};
