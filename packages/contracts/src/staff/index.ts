/** `@wps/contracts/staff`: the staff API (the operator's back-office), its schemas and contracts. */
export * from './staff-access';
export * from './staff.schemas';
export * from './staff.contracts';
export * from './staff-content.schemas';
export * from './staff-content.contracts';
export * from './staff-reports.schemas';
export * from './staff-reports.contracts';
/** The captcha image a staff login needs after failed attempts (the same call as the player site's). */
export { getCaptcha } from '../account/account.contracts';
export * from './staff-settings.schemas';
export * from './staff-settings.contracts';
export * from './staff-players.schemas';
export * from './staff-players.contracts';
/** Money as the console shows and reads it: the same rules as the player site (no zod). */
export { formatMoney, parseMoneyInput } from '../wallet/money';
export * from './staff-dashboard.schemas';
export * from './staff-dashboard.contracts';
export * from './staff-team.schemas';
export * from './staff-team.contracts';
export * from './staff-chat.schemas';
export * from './staff-chat.contracts';
/** The chat's shared shapes (messages, socket frames), as the console reads them. */
export * from '../chat/chat.schemas';
export * from './staff-brand.schemas';
export * from './staff-brand.contracts';
/** The registration form's rules as the console previews them: the same checks the player site and the server run (no copy). */
export { PATTERN_IDS, PATTERNS, formatPatternMessage, type TPatternId } from '../shared/patterns';
export { REGISTER_FIELD_MAX, registerFieldConfig, renderFieldError, validateConfiguredField, ZMobileNumber, type TFieldError } from '../account/fields';
export { REGISTER_FIELDS, type TRegisterField, type TRegisterFieldConfig } from '../system/system.schemas';
export { WhitelabelFlag } from '../shared/constants';
/** The games' sub-categories, as the console's game form offers them. */
export { GAME_CLASSIFY_CODES } from '../games/games.constants';
export * from './staff-games.schemas';
export * from './staff-games.contracts';
/** Languages and image uploads as the chat screens use them. */
export { LANGUAGE_CODES, type TLanguageCode } from '../shared/languages';
export { IMAGE_TYPES, type TImageUpload } from '../wallet/wallet.schemas';
export * from './staff-channels.schemas';
export * from './staff-channels.contracts';
export * from './staff-platform.schemas';
export * from './staff-platform.contracts';
export * from './staff-site.schemas';
export * from './staff-site.contracts';
export { CS_TYPES, DEVICES, RESOURCE_TYPES } from '../shared/constants';
/** The agent system as the console runs it: the tree, contracts, bills and settlements (and their shared shapes). */
export * from './staff-agents.contracts';
export * from '../agent/contract.schemas';
/** Promotions and bonuses as the console runs them (and their shared shapes). */
export * from './staff-promotions.schemas';
export * from './staff-promotions.contracts';
export * from '../promotions/promotion.schemas';
/** Loyalty as the console runs it: the VIP ladder, the points mall and its redemptions, rebates paid. */
export * from './staff-loyalty.schemas';
export * from './staff-loyalty.contracts';
export { POINT_REWARD_KINDS, REDEEM_STATUSES, type TRedeemStatus } from '../loyalty/loyalty.schemas';
export * from './staff-engagement.schemas';
export * from './staff-engagement.contracts';
export {
  MISSION_BUNDLES,
  MISSION_EVENTS,
  MISSION_PRIZE_KINDS,
  MONEY_MISSION_EVENTS,
  TOURNAMENT_METRICS,
  TOURNAMENT_STATES,
  type TMissionBundle,
  type TMissionEvent,
  type TTournamentPrize,
} from '../engagement/missions.schemas';
export { RAIN_REQUIREMENTS, RAIN_STATES, WHEEL_PRIZE_KINDS, WHEEL_SEGMENTS_MAX, WHEEL_SEGMENTS_MIN, WHEEL_WEIGHT_MAX, type TWheelSegment } from '../engagement/lucky.schemas';
export { REFERRAL_FLAGS, REFERRAL_STEPS } from '../engagement/referral.schemas';
