/**
 * The promotions feature's TanStack Query keys. Member reads add the session
 * token after the key (`[...promotionKeys.standings, token]`), so another
 * member's answers are never shown after a login in the same tab.
 */
export const promotionKeys = {
  all: ['promotions'],
  list: (language: string) => ['promotions', 'list', language] as const,
  standings: ['promotions', 'standings'],
  bonuses: ['promotions', 'bonuses'],
  bonusHistory: ['promotions', 'bonusHistory'],
} as const;
