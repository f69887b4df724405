/** The player area's contracts: every call of SPEC.md §7 a player's browser makes, with its zod schemas. */
export * from '../system/system.contracts';
export * from '../catalog/catalog.contracts';
export * from '../account/account.contracts';
export * from '../wallet/wallet.contracts';
export * from '../games/games.contracts';
export * from '../games/launch.contracts';
export * from '../bets/bets.contracts';
export * from '../content/content.contracts';
export * from '../chat/chat.contracts';
export * from '../agent/agent.contracts';
export * from '../promotions/promotion.contracts';
export * from '../promotions/free-rounds.contracts';
export * from '../loyalty/loyalty.contracts';
export * from '../engagement/engagement.contracts';
