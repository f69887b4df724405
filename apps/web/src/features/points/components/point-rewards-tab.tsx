import type { TPointReward } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Spinner } from '@wps/ui';
import { IconStar } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { money } from '@/lib/money';
import { usePointRewards } from '../api/point-rewards';
import { formatPoints, type RedeemBlock, redeemable } from '../utils/points';
import { rewardKindLabel } from './point-labels';
import { RedeemDialog } from './redeem-dialog';
import { RewardArt } from './reward-art';

const PointRewardCard = ({ reward, balance, symbol, onRedeem }: { reward: TPointReward; balance: bigint; symbol: string; onRedeem: () => void }) => {
  const { t } = useTranslation();
  const { block } = redeemable(reward, balance);
  const blockText = (b: RedeemBlock): string =>
    ({
      sold_out: t('points.block_sold_out'),
      limit_reached: t('points.block_limit'),
      not_enough_points: t('points.block_points', { n: formatPoints(BigInt(reward.points) - balance) }),
    })[b];
  const titleId = `point-reward-${reward.id}`;
  return (
    <article className={`point-card${block ? ' point-card--blocked' : ''}`} aria-labelledby={titleId} data-testid="point-reward" data-reward={reward.id} data-kind={reward.kind}>
      <div className="point-card__media">
        <RewardArt reward={reward} />
        <span className={`point-kind point-kind--${reward.kind}`}>{rewardKindLabel(t, reward.kind)}</span>
      </div>
      <div className="point-card__body">
        <h3 id={titleId}>{reward.name}</h3>
        {reward.description && <p className="point-card__desc">{reward.description}</p>}
        {reward.kind === 'cash' && <p className="point-card__worth">{t('points.worth', { amount: money(symbol, reward.cashAmount) })}</p>}
        <ul className="point-card__meta" data-testid="point-reward-meta">
          {reward.stock !== null && <li>{t('points.stock_left', { n: reward.stock })}</li>}
          {reward.perMemberLimit !== null && <li>{t('points.limit_left', { n: reward.availableQuantity ?? 0, limit: reward.perMemberLimit })}</li>}
        </ul>
      </div>
      <div className="point-card__foot">
        <strong className="point-card__price" data-testid="point-reward-points">
          <IconStar size={16} />
          {formatPoints(reward.points)}
        </strong>
        <Button variant="accent" size="sm" onClick={onRedeem} disabled={block !== null} data-testid="point-reward-redeem">
          {t('points.redeem')}
        </Button>
      </div>
      {block && (
        <p className="point-card__block" data-testid="point-reward-block" data-block={block}>
          {blockText(block)}
        </p>
      )}
    </article>
  );
};

/** The Rewards tab: a card per reward with its points, stock and limit left; Redeem opens the dialog. */
export const PointRewardsTab = ({ balance, symbol }: { balance: bigint; symbol: string }) => {
  const { t } = useTranslation();
  const rewards = usePointRewards();
  const [openId, setOpenId] = useState<number | null>(null);
  if (rewards.isPending) return <Spinner label={t('common.loading')} />;
  if (rewards.isError) return <LoadFailed title={t('points.rewards_failed')} error={rewards.error} onRetry={() => void rewards.refetch()} retryTestId="point-rewards-retry" />;
  const list = rewards.data.list;
  if (list.length === 0) return <EmptyState icon={<IconStar size={32} />} title={t('points.empty_title')} body={t('points.empty_body')} />;
  const open = list.find((r) => r.id === openId);
  return (
    <>
      <div className="point-grid" data-testid="point-rewards">
        {list.map((r) => (
          <PointRewardCard key={r.id} reward={r} balance={balance} symbol={symbol} onRedeem={() => setOpenId(r.id)} />
        ))}
      </div>
      {open && <RedeemDialog reward={open} balance={balance} symbol={symbol} onClose={() => setOpenId(null)} />}
    </>
  );
};
