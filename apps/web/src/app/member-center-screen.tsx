import { lazyScreen } from '@/components/lazy-screen';
import { TransferUplineScreen } from '@/features/agent/components/transfer-upline';
import { BettingRecordScreen } from '@/features/bets/components/betting-record-screen';
import { ProfitScreen } from '@/features/bets/components/profit-screen';
import { useUnreadCount } from '@/features/inbox/api/unread-count';
import { InboxPage } from '@/features/inbox/components/inbox-page';
import MemberCenter, { type MemberScreens } from '@/features/member/components/member-center';
import { missionKeys } from '@/features/missions/api/mission-keys';
import { pointKeys } from '@/features/points/api/point-keys';
import { BonusDetails } from '@/features/promotions/components/bonus-details';
import { TransactionHistoryScreen } from '@/features/records/components/records-screen';
import { useMemberBadges } from '@/features/rewards/api/member-badges';
import { rewardKeys } from '@/features/rewards/api/reward-keys';
import { RewardCenter } from '@/features/rewards/components/reward-center';
import { DepositScreen } from '@/features/wallet/components/deposit-page';
import { TransferFundScreen } from '@/features/wallet/components/transfer-fund-page';
import { WithdrawScreen } from '@/features/withdraw/components/withdraw-screen';

// Missions and referrals load when their section is first opened (the QR code's encoder comes with the referral).
const MissionActivity = lazyScreen('MissionActivity', async () => ({ default: (await import('@/features/missions/components/mission-activity')).MissionActivity }));
const Referral = lazyScreen('Referral', async () => ({ default: (await import('@/features/referral/components/referral-page')).ReferralSection }));

/** What a mission's claim pays into besides the missions and the wallet: the menu's red count, the reward center, the points. */
const MISSION_CLAIM_TOUCHES = [rewardKeys.badges, rewardKeys.center, pointKeys.balance, pointKeys.details];

/** What a reward center claim may touch in other features: a mission's points, the missions list. */
const REWARD_CLAIM_TOUCHES = [pointKeys.balance, pointKeys.details, missionKeys.summary];

/**
 * The lazy MemberCenter chunk: the member center with the sections other
 * features own. Each feature exports its section; this map puts it under its
 * SPEC.md §2 menu id.
 */
const screens: MemberScreens = {
  transferFund: () => <TransferFundScreen />,
  depositv2: () => <DepositScreen />,
  withdraw: () => <WithdrawScreen />,
  transferUpline: () => <TransferUplineScreen />,
  transactionHistory: () => <TransactionHistoryScreen />,
  messageV2: () => <InboxPage />,
  personalHistoryCopy: () => <BettingRecordScreen />,
  personalProfit: () => <ProfitScreen />,
  bonusDetails: () => <BonusDetails />,
  rewardCenter: () => <RewardCenter alsoRefresh={REWARD_CLAIM_TOUCHES} />,
  referral: () => <Referral />,
  missionLeaderboard: () => <MissionActivity alsoStale={MISSION_CLAIM_TOUCHES} />,
};

const MemberCenterScreen = () => {
  // SPEC.md §2: red count badges on the menu. messageV2 (unread platform messages) keeps its own count, which
  // the inbox and the live events write; rewards to claim and missions come from memberBadges (live: `badges`).
  const unread = useUnreadCount();
  const counts = useMemberBadges();
  const badges = {
    messageV2: unread.data?.count ?? 0,
    rewardCenter: counts.data?.rewardCenter ?? 0,
    missionLeaderboard: counts.data?.missionLeaderboard ?? 0,
  };
  return <MemberCenter screens={screens} badges={badges} />;
};

export default MemberCenterScreen;
