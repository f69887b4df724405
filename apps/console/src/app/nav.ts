import type { TStaffPermission } from '@wps/contracts/staff';
import type { IconName } from '@/components/icon';
import { can, type ConsoleStaff } from '@/lib/staff';

/** A group of the sidebar with a heading of its own; items without one sit at the top level. */
export type NavGroup = 'finance';

export type NavItem = {
  /** The route it opens: the path of a screen in `SCREENS` (screens.tsx). */
  to: string;
  labelKey: string;
  icon: IconName;
  /** Hidden from staff without it (the server refuses their calls anyway). */
  permission?: TStaffPermission;
  group?: NavGroup;
};

export const NAV_GROUP_LABELS: Record<NavGroup, string> = { finance: 'nav.finance' };

/**
 * The console's sections in sidebar order. An item shows only once a screen
 * is registered at its `to` (screens.tsx), so this list can name sections
 * before they are built; add an item here for a section not listed.
 */
export const NAV: NavItem[] = [
  { to: '/', labelKey: 'nav.dashboard', icon: 'dashboard', permission: 'dashboard.view' },
  { to: '/players', labelKey: 'nav.players', icon: 'players', permission: 'players.view' },
  { to: '/agents', labelKey: 'nav.agents', icon: 'agents', permission: 'agents.view' },
  { to: '/promotions', labelKey: 'nav.promotions', icon: 'gift', permission: 'promotions.view' },
  { to: '/engagement', labelKey: 'nav.engagement', icon: 'trophy', permission: 'promotions.view' },
  { to: '/finance/deposits', labelKey: 'nav.deposits', icon: 'deposit', permission: 'finance.view', group: 'finance' },
  { to: '/finance/withdrawals', labelKey: 'nav.withdrawals', icon: 'withdrawal', permission: 'finance.view', group: 'finance' },
  { to: '/finance/adjustments', labelKey: 'nav.adjustments', icon: 'reports', permission: 'players.view', group: 'finance' },
  { to: '/finance/channels', labelKey: 'nav.channels', icon: 'inbox', permission: 'finance.view', group: 'finance' },
  { to: '/finance/reconciliation', labelKey: 'nav.reconciliation', icon: 'check', permission: 'finance.view', group: 'finance' },
  { to: '/content', labelKey: 'nav.content', icon: 'content', permission: 'content.view' },
  { to: '/games', labelKey: 'nav.games', icon: 'games', permission: 'games.view' },
  { to: '/settings', labelKey: 'nav.settings', icon: 'settings', permission: 'settings.view' },
  { to: '/reports', labelKey: 'nav.reports', icon: 'reports', permission: 'reports.view' },
  { to: '/support', labelKey: 'nav.support', icon: 'support', permission: 'support.chat' },
  { to: '/audit', labelKey: 'nav.audit', icon: 'audit', permission: 'audit.view' },
  { to: '/staff', labelKey: 'nav.staff', icon: 'staff', permission: 'staff.manage' },
  { to: '/jobs', labelKey: 'nav.jobs', icon: 'jobs', permission: 'system.view' },
  { to: '/platform', labelKey: 'nav.platform', icon: 'compass', permission: 'system.view' },
  { to: '/account', labelKey: 'nav.account', icon: 'lock' },
];

/** One block of the sidebar: top-level items, or a group under its heading. */
export type NavBlock = { group?: NavGroup; labelKey?: string; items: NavItem[] };

/**
 * What the sidebar shows: the items whose route exists and that the staff
 * member may open, in NAV's order, a group's items together under its
 * heading where the group first appears.
 */
export function visibleNav(nav: readonly NavItem[], routes: ReadonlySet<string>, staff: ConsoleStaff | null): NavBlock[] {
  const blocks: NavBlock[] = [];
  for (const item of nav) {
    if (!routes.has(item.to) || !can(staff, item.permission)) continue;
    if (item.group === undefined) {
      const last = blocks[blocks.length - 1];
      if (last && last.group === undefined) last.items.push(item);
      else blocks.push({ items: [item] });
      continue;
    }
    const existing = blocks.find((b) => b.group === item.group);
    if (existing) existing.items.push(item);
    else blocks.push({ group: item.group, labelKey: NAV_GROUP_LABELS[item.group], items: [item] });
  }
  return blocks;
}
