/**
 * Who may do what in the operator console (no zod: the console's menus and
 * buttons read the same lists the server enforces).
 *
 * A permission guards one kind of call; every staff contract names the one
 * it needs (`staff.permission`), or `'self'` for the calls about the caller's
 * own session. A role is a set of permissions: the built-in roles below, or
 * a brand's custom role an admin composes. Roles whose permissions move money
 * or change access need the authenticator (TOTP) at every login.
 */
export const STAFF_PERMISSIONS = [
  /** The dashboard: the brand's days in figures and its open queues. */
  'dashboard.view',
  /** Deposits and withdrawals: the queues, their receipts and proof images. */
  'finance.view',
  /** Approve, reject and resolve deposits and withdrawals. */
  'finance.review',
  /** Members' records as the finance queues show them. */
  'players.view',
  /** Disable and enable members. */
  'players.manage',
  /** Credit or debit a member's wallet by hand (a second person from the brand's threshold). */
  'players.adjust',
  /** Banners, notices and announcements: read. */
  'content.view',
  /** Banners, notices and announcements: write. */
  'content.write',
  /** The brand's reports (daily results from the wager rollups). */
  'reports.view',
  /** The audit trail. */
  'audit.view',
  /** Staff accounts and custom roles of the brand. */
  'staff.manage',
  /** The brand's settings: access (maintenance, region blocks, the console's addresses), feature flags, the registration form, languages, currency, time zone, wallet limits and host names. */
  'settings.view',
  /** Change the brand's settings (players may lose access). */
  'settings.write',
  /** Vendors, games and the rounds that wait for an operator: read. */
  'games.view',
  /** Vendors' status and provider settings, the game list, and resolving or refunding stuck rounds. */
  'games.manage',
  /** Answer the support chat: the queues, the conversations, canned replies. */
  'support.chat',
  /** Write the brand's canned replies of the support chat. */
  'support.manage',
  /** The platform's own view: the job runner's queues and failures, the server processes and their versions, every brand at a glance. */
  'system.view',
  /** Run a failed job again (platform only). */
  'system.manage',
  /** The agent tree, agents' contracts and commissions: read. */
  'agents.view',
  /** Move members between uplines, agents' contracts and settlements. */
  'agents.manage',
  /** Promotions, their claims, budgets and costs, members' bonuses and abuse flags: read. */
  'promotions.view',
  /** Define and end promotions, review applications and claims above the auto-approve threshold. */
  'promotions.manage',
] as const;
export type TStaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** What a staff contract requires: a permission, or only a session of one's own (`self`). */
export type TStaffGuard = TStaffPermission | 'self';

/** The built-in roles of every brand. */
export const BUILTIN_STAFF_ROLES = ['admin', 'finance', 'support', 'risk', 'content'] as const;
export type TBuiltinStaffRole = (typeof BUILTIN_STAFF_ROLES)[number];

/**
 * The platform's own staff (super-operators) hold the role `platform`: every
 * permission on every brand, signing in at any brand's console. It is not a
 * brand's role: no brand admin assigns it or composes its platform-only
 * permissions into a custom role (the ops CLI creates such accounts).
 */
export const PLATFORM_ROLE = 'platform';
/** What only the platform's staff see (the deployment, not one brand). */
export const PLATFORM_PERMISSIONS: readonly TStaffPermission[] = ['system.view', 'system.manage'];
export const isPlatformPermission = (permission: string): boolean => PLATFORM_PERMISSIONS.includes(permission as TStaffPermission);

export const BUILTIN_ROLE_PERMISSIONS: Record<TBuiltinStaffRole, readonly TStaffPermission[]> = {
  admin: STAFF_PERMISSIONS.filter((p) => !isPlatformPermission(p)),
  finance: ['dashboard.view', 'finance.view', 'finance.review', 'players.view', 'players.adjust', 'reports.view', 'content.view', 'promotions.view'],
  support: ['dashboard.view', 'finance.view', 'players.view', 'content.view', 'settings.view', 'games.view', 'support.chat'],
  risk: ['dashboard.view', 'finance.view', 'players.view', 'players.manage', 'reports.view', 'audit.view', 'content.view', 'settings.view', 'games.view', 'agents.view', 'promotions.view'],
  content: ['content.view', 'content.write'],
};

/** Holding any of these makes the authenticator mandatory (admin and finance among the built-in roles). */
export const TOTP_REQUIRED_PERMISSIONS: readonly TStaffPermission[] = ['finance.review', 'players.adjust', 'staff.manage', 'settings.write', 'games.manage', 'agents.manage', 'promotions.manage'];

export const isBuiltinStaffRole = (role: string): role is TBuiltinStaffRole => (BUILTIN_STAFF_ROLES as readonly string[]).includes(role);

export const isStaffPermission = (value: string): value is TStaffPermission => (STAFF_PERMISSIONS as readonly string[]).includes(value);

export const roleNeedsTotp = (permissions: readonly string[]): boolean => TOTP_REQUIRED_PERMISSIONS.some((p) => permissions.includes(p));
