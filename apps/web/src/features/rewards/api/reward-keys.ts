/**
 * The rewards feature's TanStack Query keys. Member reads add the session
 * token after the key (`[...rewardKeys.center, token]`), so another member's
 * answers are never shown after a login in the same tab.
 */
export const rewardKeys = {
  center: ['rewards', 'center'],
  rebateHistory: ['rewards', 'rebateHistory'],
  badges: ['rewards', 'badges'],
  vipLevels: ['rewards', 'vipLevels'],
  vipInfo: ['rewards', 'vipInfo'],
} as const;
