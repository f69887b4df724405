import type { TStaffPermission } from '@wps/contracts/staff';
import type { ReactNode } from 'react';
import { SessionsScreen } from '@/features/account/sessions-screen';
import { AgentsScreen } from '@/features/agents/agents-screen';
import { AdjustmentsScreen } from '@/features/players/adjustments-screen';
import { PlayerScreen } from '@/features/players/player-screen';
import { PlayersScreen } from '@/features/players/players-screen';
import { PromotionsScreen } from '@/features/promotions/promotions-screen';
import { EngagementScreen } from '@/features/engagement/engagement-screen';
import { AuditScreen } from '@/features/audit/audit-screen';
import { ChannelsScreen } from '@/features/channels/channels-screen';
import { ReconciliationScreen } from '@/features/channels/reconciliation-screen';
import { ContentScreen } from '@/features/content/content-screen';
import { DashboardScreen } from '@/features/dashboard/dashboard-screen';
import { DepositsScreen } from '@/features/finance/deposits-screen';
import { GamesScreen } from '@/features/games/games-screen';
import { WithdrawalsScreen } from '@/features/finance/withdrawals-screen';
import { ReportsScreen } from '@/features/reports/reports-screen';
import { SettingsScreen } from '@/features/settings/settings-screen';
import { SupportScreen } from '@/features/support/support-screen';
import { BrandsScreen } from '@/features/platform/brands-screen';
import { JobsScreen } from '@/features/platform/jobs-screen';
import { TeamScreen } from '@/features/team/team-screen';

export type Screen = {
  /** Absolute, under /console: '/finance/deposits', '/players/:id'; '/' is the dashboard. */
  path: string;
  element: ReactNode;
  /** Staff without it see a "no access" panel instead (the server refuses their calls anyway). */
  permission?: TStaffPermission;
};

/**
 * The console's screens inside the shell. Registering one here adds its
 * route, and shows the sidebar item whose `to` is its path (nav.ts):
 *   { path: '/finance/deposits', element: <DepositsScreen />, permission: 'finance.view' }
 * Until a screen takes '/', it shows "choose a section".
 */
export const SCREENS: Screen[] = [
  { path: '/', element: <DashboardScreen />, permission: 'dashboard.view' },
  { path: '/players', element: <PlayersScreen />, permission: 'players.view' },
  { path: '/players/:id', element: <PlayerScreen />, permission: 'players.view' },
  { path: '/agents', element: <AgentsScreen />, permission: 'agents.view' },
  { path: '/promotions', element: <PromotionsScreen />, permission: 'promotions.view' },
  { path: '/engagement', element: <EngagementScreen />, permission: 'promotions.view' },
  { path: '/finance/adjustments', element: <AdjustmentsScreen />, permission: 'players.view' },
  { path: '/finance/deposits', element: <DepositsScreen />, permission: 'finance.view' },
  { path: '/finance/withdrawals', element: <WithdrawalsScreen />, permission: 'finance.view' },
  { path: '/finance/channels', element: <ChannelsScreen />, permission: 'finance.view' },
  { path: '/finance/reconciliation', element: <ReconciliationScreen />, permission: 'finance.view' },
  { path: '/content', element: <ContentScreen />, permission: 'content.view' },
  { path: '/games', element: <GamesScreen />, permission: 'games.view' },
  { path: '/reports', element: <ReportsScreen />, permission: 'reports.view' },
  { path: '/settings', element: <SettingsScreen />, permission: 'settings.view' },
  { path: '/support', element: <SupportScreen />, permission: 'support.chat' },
  { path: '/audit', element: <AuditScreen />, permission: 'audit.view' },
  { path: '/staff', element: <TeamScreen />, permission: 'staff.manage' },
  { path: '/jobs', element: <JobsScreen />, permission: 'system.view' },
  { path: '/platform', element: <BrandsScreen />, permission: 'system.view' },
  { path: '/account', element: <SessionsScreen /> },
];

/** The paths that have a screen, for the sidebar. */
export const screenPaths = (screens: readonly Screen[]): ReadonlySet<string> => new Set(screens.map((s) => s.path));
