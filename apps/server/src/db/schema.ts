/**
 * The whole database schema, for drizzle-kit (drizzle.config.ts) and the
 * Drizzle client: a barrel of the tables each module owns in its
 * `modules/<module>/<module>.schema.ts`. Shared column helpers (tz,
 * merchantRef, money...) are in ./columns.ts.
 */
export * from '../modules/brand/brand.schema';
export * from '../modules/system/system.schema';
export * from '../modules/access/access.schema';
export * from '../modules/catalog/catalog.schema';
export * from '../modules/member/member.schema';
export * from '../modules/session/session.schema';
export * from '../modules/verification/verification.schema';
export * from '../modules/keys/keys.schema';
export * from '../modules/ledger/ledger.schema';
export * from '../modules/staff/staff.schema';
export * from '../modules/audit/audit.schema';
export * from '../modules/deposits/deposits.schema';
export * from '../modules/withdrawals/withdrawals.schema';
export * from '../modules/adjustments/adjustments.schema';
export * from '../modules/inbox/inbox.schema';
export * from '../modules/games/games.schema';
export * from '../modules/games-admin/games-admin.schema';
export * from '../modules/provider/provider.schema';
export * from '../modules/content/content.schema';
export * from '../modules/wagers/wagers.schema';
export * from '../modules/outbox/outbox.schema';
export * from '../modules/jobs/jobs.schema';
export * from '../modules/jackpot/jackpot.schema';
export * from '../studio/originals/originals.schema';
export * from '../studio/tables/tables.schema';
export * from '../studio/crash/crash.schema';
export * from '../modules/chat/chat.schema';
export * from '../modules/agent/agent.schema';
export * from '../modules/promotions/promotions.schema';
export * from '../modules/loyalty/loyalty.schema';
export * from '../modules/missions/missions.schema';
export * from '../modules/lucky/lucky.schema';
export * from '../modules/referral/referral.schema';
export * from '../modules/free-rounds/free-rounds.schema';
