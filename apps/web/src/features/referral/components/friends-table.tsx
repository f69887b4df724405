import { REFERRAL_STEPS, type TReferralFriend, type TReferralInfo, type TReferralStep } from '@wps/contracts/player';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '@wps/ui';
import { IconAlert, IconCheckCircle, IconClock, IconUsers } from '@/components/icons';
import { LoadFailed } from '@/components/load-failed';
import { Pager } from '@/components/pager';
import { money } from '@/lib/money';
import { formatClock, formatInOffset } from '@/lib/time';
import { useReferralFriends } from '../api/referral-friends';
import { flagLabel, isPositive, stepLabel, stepReward } from './referral-labels';

const PAGE_SIZE = 10;

/** Whole percent of `part` in `whole` (minor units), 0 to 100. */
const percentOf = (part: string, whole: string): number => {
  const w = BigInt(whole);
  if (w <= 0n) return 100;
  const p = BigInt(part);
  return p >= w ? 100 : p <= 0n ? 0 : Number((p * 100n) / w);
};

/** The steps a friend paid, and those still to come while the rules pay them and the friend is not flagged. */
const FriendSteps = ({ friend, rules, symbol, offset }: { friend: TReferralFriend; rules: TReferralInfo['rules']; symbol: string; offset: number }) => {
  const { t } = useTranslation();
  type Item = { step: TReferralStep; paid: TReferralFriend['steps'][number] | null };
  const items = REFERRAL_STEPS.flatMap((step): Item[] => {
    const paid = friend.steps.find((s) => s.step === step);
    if (paid) return [{ step, paid }];
    return friend.flag === null && isPositive(stepReward(rules, step)) ? [{ step, paid: null }] : [];
  });
  if (items.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="referral-steps">
      {items.map(({ step, paid }) =>
        paid ? (
          <li key={step} className="referral-step referral-step--paid" data-testid="friend-step" data-step={step} data-paid="">
            <IconCheckCircle size={14} />
            <span>{t('referral.step_paid', { step: stepLabel(t, step), amount: money(symbol, paid.amount) })}</span>
            {/* The brand day it was paid; the time of day would crowd the cell. */}
            <small>{formatClock(paid.paidAt, offset).slice(0, 10)}</small>
          </li>
        ) : (
          <li key={step} className="referral-step" data-testid="friend-step" data-step={step}>
            <IconClock size={14} />
            <span>{t('referral.step_waiting', { step: stepLabel(t, step), amount: money(symbol, stepReward(rules, step)) })}</span>
          </li>
        ),
      )}
    </ul>
  );
};

/** A friend's valid bet, as a bar toward the wager target while the rules pay for reaching it. */
const ValidBet = ({ friend, rules, symbol }: { friend: TReferralFriend; rules: TReferralInfo['rules']; symbol: string }) => {
  const { t } = useTranslation();
  // A flagged friend's bet earns nothing: no bar toward the target.
  const tracked = friend.flag === null && isPositive(rules.wagerReward) && isPositive(rules.wagerTarget);
  if (!tracked) return <span data-testid="friend-valid-bet">{money(symbol, friend.validBet)}</span>;
  const percent = percentOf(friend.validBet, rules.wagerTarget);
  const text = t('referral.bet_progress', { value: money(symbol, friend.validBet), target: money(symbol, rules.wagerTarget) });
  return (
    <div className={`referral-bet${percent >= 100 ? ' referral-bet--done' : ''}`}>
      <span data-testid="friend-valid-bet">{text}</span>
      <span className="referral-bet__track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text} aria-label={t('referral.col_valid_bet')}>
        <span className="referral-bet__fill" style={{ width: `${percent}%` }} />
      </span>
    </div>
  );
};

/**
 * The friends who registered with the member's code, newest first, ten at a
 * time: each with the rewards paid step by step, the valid bet toward the
 * wager target, and a warning when the friend earns nothing (same device,
 * address or bank account).
 */
export const FriendsTable = ({ info, offset }: { info: TReferralInfo; offset: number }) => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = useReferralFriends({ pageNo, pageSize: PAGE_SIZE });
  const { currencySymbol: symbol, rules } = info;

  if (list.isPending) return <Spinner label={t('common.loading')} />;
  if (list.isError) return <LoadFailed title={t('referral.friends_failed')} error={list.error} onRetry={() => void list.refetch()} retryTestId="referral-friends-retry" />;
  if (list.data.list.length === 0) {
    return (
      <div data-testid="referral-friends-empty">
        <EmptyState compact icon={<IconUsers size={28} />} title={t('referral.friends_empty_title')} body={info.enabled ? t('referral.friends_empty_body') : undefined} />
      </div>
    );
  }
  const data = list.data;
  return (
    <>
      <div className="table-frame">
        <table className="data-table referral-table" data-testid="referral-friends">
          <thead>
            <tr>
              <th scope="col">{t('referral.col_friend')}</th>
              <th scope="col">{t('referral.col_registered')}</th>
              <th scope="col">{t('referral.col_rewards')}</th>
              <th scope="col">{t('referral.col_valid_bet')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((f) => (
              <tr key={`${f.name}:${f.registeredAt}`} className={f.flag ? 'referral-table__flagged' : undefined} data-testid="referral-friend" data-flag={f.flag ?? undefined}>
                <td data-label={t('referral.col_friend')}>
                  <div>
                    <strong className="mono">{f.name}</strong>
                    {f.flag && (
                      <p className="referral-flag" role="note" data-testid="friend-flag">
                        <IconAlert size={14} />
                        <span>{t('referral.flag_warning', { reason: flagLabel(t, f.flag) })}</span>
                      </p>
                    )}
                  </div>
                </td>
                <td data-label={t('referral.col_registered')} className="referral-table__time" data-testid="friend-registered">
                  {formatInOffset(f.registeredAt, offset)}
                </td>
                <td data-label={t('referral.col_rewards')}>
                  <FriendSteps friend={f} rules={rules} symbol={symbol} offset={offset} />
                </td>
                <td data-label={t('referral.col_valid_bet')}>
                  <ValidBet friend={f} rules={rules} symbol={symbol} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        pageNo={data.pageNo}
        totalPages={data.totalPages}
        onChange={setPageNo}
        busy={list.isPlaceholderData}
        testIdPrefix="referral-friends-pager"
        labels={{
          navigation: t('referral.pager_label'),
          previous: t('referral.pager_prev'),
          next: t('referral.pager_next'),
          status: t('referral.pager_status', { page: data.pageNo, pages: data.totalPages }),
        }}
      />
    </>
  );
};
