import { z } from 'zod';

/**
 * Every call answers in one envelope. `code` is a stable machine-readable
 * identifier (the web client maps it to the i18n key `error.<code>`);
 * `message` is a human-readable English explanation for logs and developers.
 */
export const ZEnvelopeBase = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  code: z.string().optional(),
});

export const envelopeOf = <T extends z.ZodType>(value: T) =>
  ZEnvelopeBase.extend({ value: value.optional() });

export type TEnvelope<T> = {
  success: boolean;
  message?: string;
  code?: string;
  value?: T;
};

/** Stable error codes shared by server and client. */
export const ErrorCode = {
  validation: 'validation_error',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  brandNotFound: 'brand_not_found',
  maintenance: 'maintenance',
  regionRestricted: 'region_restricted',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  // Sessions and accounts (SPEC.md §8).
  invalidCredentials: 'invalid_credentials',
  accountFormat: 'account_format',
  /** Too many failed logins of one account from one address: wait before the next attempt (429). */
  loginTooSoon: 'login_too_soon',
  accountDisabled: 'account_disabled',
  nonMember: 'non_member',
  nonAgent: 'non_agent',
  notLoggedIn: 'not_logged_in',
  /** 401 for a token whose session ended because the password was changed elsewhere or reset: the client says so. */
  sessionPasswordChanged: 'session_password_changed',
  verificationRequired: 'verification_required',
  verificationFailed: 'verification_failed',
  /** The human-verification challenge outlived its 10 minutes: fetch and solve a new one (400). */
  verificationExpired: 'verification_expired',
  captchaRequired: 'captcha_required',
  captchaInvalid: 'captcha_invalid',
  loginVerificationRequired: 'login_verification_required',
  encryptionRequired: 'encryption_required',
  encryptionInvalid: 'encryption_invalid',
  encryptionKeyUnknown: 'encryption_key_unknown',
  codeInvalid: 'code_invalid',
  codeExpired: 'code_expired',
  smsTooManyRequests: 'sms_too_many_requests',
  smsResendTooSoon: 'sms_resend_too_soon',
  invalidPhone: 'invalid_phone',
  invalidAffiliate: 'invalid_affiliate',
  usernameTaken: 'username_taken',
  mobileTaken: 'mobile_taken',
  emailTaken: 'email_taken',
  fieldInvalid: 'field_invalid',
  userNotFound: 'user_not_found',
  passwordSame: 'password_same',
  passwordIncorrect: 'password_incorrect',
  /** A new password found in the list of common passwords. */
  passwordCommon: 'password_common',
  trialRestricted: 'trial_restricted',
  featureDisabled: 'feature_disabled',
  // Wallet (issue 4).
  insufficientFunds: 'insufficient_funds',
  amountOutOfRange: 'amount_out_of_range',
  dailyLimitReached: 'daily_limit_reached',
  channelUnavailable: 'channel_unavailable',
  paymentPasswordRequired: 'payment_password_required',
  paymentPasswordIncorrect: 'payment_password_incorrect',
  paymentPasswordLocked: 'payment_password_locked',
  paymentPasswordExists: 'payment_password_exists',
  bankAccountNotFound: 'bank_account_not_found',
  bankAccountDuplicate: 'bank_account_duplicate',
  bankAccountLimit: 'bank_account_limit',
  bankNotListed: 'bank_not_listed',
  turnoverIncomplete: 'turnover_incomplete',
  walletNotFound: 'wallet_not_found',
  singleWallet: 'single_wallet',
  invalidState: 'invalid_state',
  requestConflict: 'request_conflict',
  imageInvalid: 'image_invalid',
  signatureInvalid: 'signature_invalid',
  amountMismatch: 'amount_mismatch',
  secondApproverRequired: 'second_approver_required',
  staffUnauthorized: 'staff_unauthorized',
  /** A staff login without the authenticator's code when it is set up (403, `value: { otp: true }`). */
  otpRequired: 'otp_required',
  /** A wrong or already used authenticator code (401). */
  otpInvalid: 'otp_invalid',
  /** A staff session still enrolling its authenticator called something other than the enrolment (403). */
  totpEnrolmentRequired: 'totp_enrolment_required',
  /** The brand allows its console only from listed addresses, and this is not one (403). */
  consoleIpRefused: 'console_ip_refused',
  // Provider API and game launch (issue 5, provider part).
  needTrueAccount: 'need_true_account',
  gameMaintenance: 'game_maintenance',
  gameTokenInvalid: 'game_token_invalid',
  /** A studio game's call with the token of another game: a token opens only the game it was launched for (403). */
  gameTokenOtherGame: 'game_token_other_game',
  providerUnavailable: 'provider_unavailable',
  providerIpRefused: 'provider_ip_refused',
  providerTransferWallet: 'provider_transfer_wallet',
  betNotFound: 'bet_not_found',
  betCancelled: 'bet_cancelled',
  /** A rollback of a bet whose round already has a win: a stake is never both won and refunded (provider API, 409). */
  betAlreadySettled: 'bet_already_settled',
  /** A win paying into a round whose every bet was rolled back: nothing is at play (provider API, 409). */
  roundRefunded: 'round_refunded',
  roundClosed: 'round_closed',
  jackpotNotFound: 'jackpot_not_found',
  jackpotAlreadyWon: 'jackpot_already_won',
  // Staff content API (banners and notices written by operators).
  contentLinkageInvalid: 'content_linkage_invalid',
  contentLanguageUnsupported: 'content_language_unsupported',
  contentWindowInvalid: 'content_window_invalid',
  contentCodeTaken: 'content_code_taken',
  // Brand settings (the console).
  /** Money has moved in the brand's currency: it can no longer change (409). */
  currencyLocked: 'currency_locked',
  /** The host name already serves a brand (409). */
  domainTaken: 'domain_taken',
  /** The host name is the one the call came through: removing it would cut off its caller (409). */
  domainInUse: 'domain_in_use',
  // The console's player actions.
  /** The member has no email (or phone) on record for a password reset to go to (409). */
  memberNoContact: 'member_no_contact',
  // Support chat.
  /** The chat this visitor's token named is gone or closed long ago: start a new one (404). */
  chatNotFound: 'chat_not_found',
  /** The conversation was closed; a new message starts a new one (409). */
  chatClosed: 'chat_closed',
  /** Another support agent answers this conversation; take it over first (409). */
  chatAssignedElsewhere: 'chat_assigned_elsewhere',
  // The agent tree (a member moved under another upline; decision 011).
  /** The new upline is a player, not an agent (409). */
  uplineNotAgent: 'upline_not_agent',
  /** A player-agent (41, 42) may have players only, not agents (409). */
  uplinePlayersOnly: 'upline_players_only',
  /** A top agent or player-agent (1, 41) has the brand as its upline (409). */
  topAgentNoUpline: 'top_agent_no_upline',
  /** A sub-agent (2, 42) needs an agent above it (409). */
  subAgentNeedsUpline: 'sub_agent_needs_upline',
  /** The new upline is in the member's own team, or the member itself (409). */
  uplineInOwnTeam: 'upline_in_own_team',
  /** The move would make the tree deeper than the brand allows (409). */
  treeTooDeep: 'tree_too_deep',
  // The agent center (issue 14).
  /** The agent may not create this type of account (decision 011: player-agents create players only) (403). */
  downlineTypeNotAllowed: 'downline_type_not_allowed',
  /** The brand does not let downlines send money to their upline (403). */
  transferUpNotAllowed: 'transfer_up_not_allowed',
  /** The member has no upline agent to send money to (409). */
  noUpline: 'no_upline',
  /** A contract offer, acceptance or end that the contract rules refuse; the message says which rule (409). */
  contractRefused: 'contract_refused',
  /** The bill cannot be claimed: not an approved dividend bill of the caller, or expired (409). */
  billNotClaimable: 'bill_not_claimable',
  // Promotions and bonus money (issue 15).
  /** The promotion has not started, has ended, or its budget is spent (409). */
  promotionClosed: 'promotion_closed',
  /** The member is not in the promotion's audience (403). */
  promotionNotEligible: 'promotion_not_eligible',
  /** Already joined or claimed; or the phone, e-mail, bank account or device already claimed it (409). */
  promotionAlreadyClaimed: 'promotion_already_claimed',
  /** The promotion code is wrong (400). */
  promotionCodeInvalid: 'promotion_code_invalid',
  /** The call does not fit the promotion's trigger (a claim of a deposit promotion, say) (409). */
  promotionWrongStep: 'promotion_wrong_step',
  /** A bet above the active bonus's max bet, refused when placed (provider API, 400). */
  bonusMaxBet: 'bonus_max_bet',
  /** A bet on a game the active bonus excludes, refused when placed (provider API, 400). */
  bonusGameExcluded: 'bonus_game_excluded',
  /** A withdrawal while a bonus is active: the member must confirm giving it up first (409). */
  bonusForfeitRequired: 'bonus_forfeit_required',
  /** Nothing to claim (already claimed, or no rebate or gift waiting) (409). */
  rewardNotClaimable: 'reward_not_claimable',
  /** Not enough points for this redemption or conversion (400). */
  pointsInsufficient: 'points_insufficient',
  /** The reward is out of stock, or this member reached its limit (409). */
  rewardUnavailable: 'reward_unavailable',
  /** Fewer points than one conversion takes (400). */
  pointsBelowMinimum: 'points_below_minimum',
  // Red envelopes and the prize wheel (issue 15 item 7).
  /** No rain is falling now, or its envelopes are all taken (409). */
  rainClosed: 'rain_closed',
  /** The member's deposits or valid bet do not reach the rain's requirement (403). */
  rainNotEligible: 'rain_not_eligible',
  /** This member already grabbed an envelope of this rain (409). */
  rainAlreadyGrabbed: 'rain_already_grabbed',
  /** The member has no spin left (409). */
  wheelNoSpins: 'wheel_no_spins',
  /** The wheel is off, or its budget cannot pay its largest prize (409). */
  wheelClosed: 'wheel_closed',
  // Free rounds (decision 015; provider API bet naming a grant).
  /** No such grant of this player (404). */
  freeRoundNotFound: 'free_round_not_found',
  /** The grant is for another game (400). */
  freeRoundWrongGame: 'free_round_wrong_game',
  /** The grant has expired (409). */
  freeRoundExpired: 'free_round_expired',
  /** The grant has no round left (409). */
  freeRoundUsed: 'free_round_used',
  /** A free round's bet must stake exactly the grant's stake (400). */
  freeRoundStake: 'free_round_stake',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
