import { AgentAnnouncementScreen } from '@/features/agent/components/agent-announcement';
import { BillsScreen } from '@/features/agent/components/agent-bills';
import { IncomeScreen } from '@/features/agent/components/agent-income';
import { DownlineManagementScreen } from '@/features/agent/components/downline-management';
import { RegisterCenterScreen } from '@/features/agent/components/register-center';
import { TeamBetsScreen } from '@/features/agent/components/team-bets';
import { TeamOverviewScreen } from '@/features/agent/components/team-overview';
import { TeamTransactionsScreen } from '@/features/agent/components/team-transactions';
import { UserLossScreen } from '@/features/agent/components/user-loss';

/**
 * The agent center's own sections (SPEC.md §2 Agent center menu, issue 14),
 * loaded lazily as one chunk: the team's figures, members (and contracts),
 * bets, losses and money, recruiting and transfers, the agent's income and
 * the bills of each contract kind. Ids are the menu's `tab` values.
 */
const sections = {
  agentAnnouncement: AgentAnnouncementScreen,
  agentTeamOverview: TeamOverviewScreen,
  registerCenter: RegisterCenterScreen,
  downlineManagmentView: DownlineManagementScreen,
  personalHistoryCopy: TeamBetsScreen,
  palStatementsAgentCopy: UserLossScreen,
  agentRevenueReport: IncomeScreen,
  agentDownlineTransactionDetailsCopy: TeamTransactionsScreen,
  agentDividendRecordCopy2: () => <BillsScreen kind="dividend" />,
  agentDailyWages2: () => <BillsScreen kind="daily_salary" />,
  agentHourSalary: () => <BillsScreen kind="hourly_salary" />,
  agentRealtimeSalary: () => <BillsScreen kind="realtime_salary" />,
} as const;

export type AgentSection = keyof typeof sections;

const AgentSectionScreen = ({ tab }: { tab: AgentSection }) => {
  const Screen = sections[tab];
  return <Screen />;
};

export default AgentSectionScreen;
