import { AgentAnnouncementScreen } from '@/features/agent/components/agent-announcement';
import { DownlineManagementScreen } from '@/features/agent/components/downline-management';
import { RegisterCenterScreen } from '@/features/agent/components/register-center';
import { TeamBetsScreen } from '@/features/agent/components/team-bets';
import { TeamOverviewScreen } from '@/features/agent/components/team-overview';
import { TeamTransactionsScreen } from '@/features/agent/components/team-transactions';
import { UserLossScreen } from '@/features/agent/components/user-loss';

/**
 * The agent center's own sections (SPEC.md §2 Agent center menu, issue 14),
 * loaded lazily as one chunk: the team's figures, members, bets, losses and
 * money, recruiting and transfers. Ids are the menu's `tab` values; the
 * contract and salary sections come later and keep their empty state.
 */
const sections = {
  agentAnnouncement: AgentAnnouncementScreen,
  agentTeamOverview: TeamOverviewScreen,
  registerCenter: RegisterCenterScreen,
  downlineManagmentView: DownlineManagementScreen,
  personalHistoryCopy: TeamBetsScreen,
  palStatementsAgentCopy: UserLossScreen,
  agentDownlineTransactionDetailsCopy: TeamTransactionsScreen,
} as const;

export type AgentSection = keyof typeof sections;

const AgentSectionScreen = ({ tab }: { tab: AgentSection }) => {
  const Screen = sections[tab];
  return <Screen />;
};

export default AgentSectionScreen;
