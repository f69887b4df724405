import type { QueryKey } from '@tanstack/react-query';
import type { TReward } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { ButtonLink } from '@/components/button';
import { IconCheckCircle, IconClose, IconGift, IconTrophy } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { useBrand } from '@/lib/brand';
import { money } from '@/lib/money';
import { useRewardCenter } from '../api/reward-center';
import type { RewardClaimed } from '../api/reward-claim';
import { RebateHistory } from './rebate-history';
import { RewardCard } from './reward-card';
import { rewardAmount, rewardKindLabel } from './reward-labels';
import '@/styles/loyalty.css';

/** What a claim paid, above the list (the claimed card itself leaves the list). */
const ClaimedPanel = ({ claimed, symbol, onClose }: { claimed: RewardClaimed; symbol: string; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="reward-claimed" role="status" data-testid="reward-claimed" data-kind={claimed.kind}>
      <span className="icon-disc icon-disc--success" aria-hidden="true">
        <IconCheckCircle size={30} />
      </span>
      <div className="reward-claimed__text">
        <strong>{t('rewards.claimed_title', { kind: rewardKindLabel(t, claimed.kind) })}</strong>
        <p data-testid="reward-claimed-text">
          {claimed.unit === 'points'
            ? t('rewards.claimed_points_body', { amount: rewardAmount(t, symbol, claimed.amount, claimed.unit) })
            : t('rewards.claimed_body', { amount: money(symbol, claimed.amount) })}
        </p>
        {claimed.rebate && (
          <p className="muted">
            {claimed.rebate.lines.length === 1
              ? t('rewards.claimed_rebate_one', { level: claimed.rebate.vipLevel })
              : t('rewards.claimed_rebate_many', { n: claimed.rebate.lines.length, level: claimed.rebate.vipLevel })}
          </p>
        )}
      </div>
      <button type="button" className="icon-button reward-claimed__close" onClick={onClose} aria-label={t('rewards.claimed_dismiss')} data-testid="reward-claimed-close">
        <IconClose size={18} />
      </button>
    </div>
  );
};

/**
 * rewardCenter (member center, SPEC.md §2): every reward the member can claim
 * now, the rebate explained line by line, the VIP gifts with their level and
 * the prizes of completed missions;
 * what a claim paid; the rebates paid before, each open to its lines. With
 * nothing to claim, how rebates are earned and where the rates are.
 */
/** `alsoRefresh`: other features' queries a claim touches (a mission's points, the missions list). */
export const RewardCenter = ({ alsoRefresh }: { alsoRefresh?: readonly QueryKey[] } = {}) => {
  const { t } = useTranslation();
  const { permission } = useBrand();
  const offset = permission.info.setting.gmtOffsetMinutes;
  const center = useRewardCenter();
  const [claimed, setClaimed] = useState<RewardClaimed | null>(null);

  if (center.isPending) return <Spinner label={t('common.loading')} />;
  if (center.isError) return <LoadFailed title={t('rewards.load_failed')} error={center.error} onRetry={() => void center.refetch()} retryTestId="reward-center-retry" />;

  const { currencySymbol: symbol, rewards } = center.data;
  // Money and a mission's points are not added together: the points show beside the money.
  const sumOf = (list: TReward[]) => list.reduce((sum, r) => sum + BigInt(r.amount), 0n);
  const total = sumOf(rewards.filter((r) => r.unit !== 'points'));
  const points = sumOf(rewards.filter((r) => r.unit === 'points'));
  const vipLink = (
    <ButtonLink to="/vip" variant="outline" size="sm" icon={<IconTrophy size={16} />} data-testid="reward-vip-link">
      {t('rewards.vip_link')}
    </ButtonLink>
  );

  return (
    <div className="stack rewards" data-testid="reward-center">
      <div className="rewards-summary">
        <div className="rewards-summary__figure">
          <span className="eyebrow">{t('rewards.ready_label')}</span>
          <strong data-testid="reward-total">{money(symbol, total.toString())}</strong>
          {points > 0n && <span data-testid="reward-total-points">{t('rewards.total_points', { amount: rewardAmount(t, symbol, points.toString(), 'points') })}</span>}
          <span className="muted">{rewards.length === 1 ? t('rewards.ready_one') : t('rewards.ready_many', { n: rewards.length })}</span>
        </div>
        {vipLink}
      </div>
      {claimed && <ClaimedPanel claimed={claimed} symbol={symbol} onClose={() => setClaimed(null)} />}
      {rewards.length === 0 ? (
        <div className="rewards-empty" data-testid="reward-center-empty">
          <EmptyState
            icon={<IconGift size={32} />}
            title={t('rewards.empty_title')}
            body={t('rewards.empty_body')}
            actions={
              <ButtonLink to="/vip" variant="primary" icon={<IconTrophy size={18} />} data-testid="reward-empty-vip-link">
                {t('rewards.empty_action')}
              </ButtonLink>
            }
          />
        </div>
      ) : (
        <div className="reward-list" data-testid="reward-list">
          {rewards.map((r) => (
            <RewardCard key={`${r.kind}:${r.key}`} reward={r} symbol={symbol} onClaimed={setClaimed} alsoRefresh={alsoRefresh} />
          ))}
        </div>
      )}
      <RebateHistory symbol={symbol} offset={offset} />
    </div>
  );
};

