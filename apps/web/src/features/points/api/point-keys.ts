/**
 * The points feature's TanStack Query keys; member reads add the session
 * token after the key (`[...pointKeys.balance, token]`).
 */
export const pointKeys = {
  balance: ['points', 'balance'],
  config: ['points', 'config'],
  rewards: ['points', 'rewards'],
  redeems: ['points', 'redeems'],
  details: ['points', 'details'],
} as const;
