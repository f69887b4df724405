/**
 * The player area without its contracts: the envelope, shared rules and
 * limits, and every schema, type and constant of the calls a player's
 * browser makes. Its contracts are in ./contracts (with their zod schemas, for
 * the server) and ./calls (what a browser needs to make each call, no zod).
 */
export * from '../envelope';
export * from '../contract';
export * from '../shared/constants';
export * from '../shared/languages';
export * from '../shared/patterns';
export * from '../shared/safe-text';
export * from '../shared/encryption';
export * from '../shared/cdn';
export * from '../shared/brand-colors';
export * from '../shared/date-range';
export * from '../system/system.schemas';
export * from '../system/boot';
export * from '../catalog/catalog.schemas';
export * from '../account/fields';
export * from '../account/account.constants';
export * from '../account/account.schemas';
export * from '../wallet/money';
export * from '../wallet/money.schemas';
export * from '../wallet/amount-limits';
export * from '../wallet/deposit-fee';
export * from '../wallet/wallet.schemas';
export * from '../games/games.constants';
export * from '../games/games.schemas';
export * from '../games/launch.schemas';
export * from '../bets/bets.schemas';
export * from '../content/content.constants';
export * from '../content/content.schemas';
export * from '../chat/chat.schemas';
export * from '../agent/agent.schemas';
export * from '../agent/contract.schemas';
export * from '../promotions/promotion.schemas';
export * from '../promotions/free-rounds.schemas';
export * from '../loyalty/loyalty.schemas';
export * from '../engagement/missions.schemas';
export * from '../engagement/lucky.schemas';
export * from '../engagement/referral.schemas';
