/**
 * The lucky feature's TanStack Query keys; member reads add the session
 * token after the key (`[...luckyKeys.rain, token]`).
 */
export const luckyKeys = {
  rain: ['lucky', 'rain'],
  rainGrabs: ['lucky', 'rainGrabs'],
  wheel: ['lucky', 'wheel'],
  wheelSpins: ['lucky', 'wheelSpins'],
  publicSpin: ['lucky', 'publicSpin'],
} as const;

/**
 * The points balance's key as the points feature names it (features never
 * import each other): a point prize of the wheel changes it.
 */
export const pointBalanceKeys = [
  ['points', 'balance'],
  ['points', 'details'],
] as const;
