import { InboxPage } from '@/features/inbox/components/inbox-page';
import { DepositScreen } from '@/features/wallet/components/deposit-page';
import { WithdrawScreen } from '@/features/withdraw/components/withdraw-screen';

/**
 * The agent portal frame's deposit, withdraw and platform-message sections
 * (SPEC.md §2 Agent center menu): an agent's own wallet is a member wallet,
 * so these are the member center's screens, loaded lazily with them.
 */
export type AgentMoneyTab = 'deposit' | 'withdraw' | 'messages';

const AgentMoneyScreen = ({ tab }: { tab: AgentMoneyTab }) => {
  if (tab === 'deposit') return <DepositScreen />;
  if (tab === 'withdraw') return <WithdrawScreen />;
  return <InboxPage />;
};

export default AgentMoneyScreen;
