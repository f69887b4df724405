import { TransferUplineScreen } from '@/features/agent/components/transfer-upline';
import { BettingRecordScreen } from '@/features/bets/components/betting-record-screen';
import { ProfitScreen } from '@/features/bets/components/profit-screen';
import { useUnreadCount } from '@/features/inbox/api/unread-count';
import { InboxPage } from '@/features/inbox/components/inbox-page';
import MemberCenter, { type MemberScreens } from '@/features/member/components/member-center';
import { BonusDetails } from '@/features/promotions/components/bonus-details';
import { TransactionHistoryScreen } from '@/features/records/components/records-screen';
import { DepositScreen } from '@/features/wallet/components/deposit-page';
import { TransferFundScreen } from '@/features/wallet/components/transfer-fund-page';
import { WithdrawScreen } from '@/features/withdraw/components/withdraw-screen';

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
};

const MemberCenterScreen = () => {
  // SPEC.md §2: red count badges on the menu (messageV2: unread platform messages).
  const unread = useUnreadCount();
  return <MemberCenter screens={screens} badges={{ messageV2: unread.data?.count ?? 0 }} />;
};

export default MemberCenterScreen;
