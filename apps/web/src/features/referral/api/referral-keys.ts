/**
 * The referral feature's TanStack Query keys. Member reads add the session
 * token after the key (`[...referralKeys.info, token]`), so another member's
 * answers are never shown after a login in the same tab.
 */
export const referralKeys = {
  info: ['referral', 'info'],
  friends: ['referral', 'friends'],
} as const;
