import { z } from 'zod';
import {
  PASSWORD_MAX,
  REGISTER_FIELD_MAX,
  ZCountryDialingCode,
  ZMobileNumber,
  ZRequiredTrimmed,
  ZTrimmed,
  ZVerificationCode,
} from './fields';
import { LOGIN_TYPES, MEMBER_ICON_IDS, SMS_PURPOSES, VERIFY_METHODS } from './account.constants';

/** Lower-case hex of whole bytes, at most `max` characters (what altcha-lib writes and reads). */
const ZHex = (max: number) => z.string().max(max).regex(/^(?:[0-9a-f]{2})+$/, 'lower-case hex');

/**
 * Human verification (SPEC.md §3 "human-verification fields"): an ALTCHA v2
 * proof of work, made and checked by altcha-lib. The server issues a challenge
 * whose parameters it signs (HMAC); the browser searches the counter whose
 * SHA-256 key starts with `keyPrefix` and sends the challenge back with its
 * solution; the server checks the signature, the expiry in `data`, the key,
 * and that the challenge was never used before.
 */
export const ZHumanChallenge = z.object({
  parameters: z.object({
    algorithm: z.literal('SHA-256'),
    nonce: ZHex(64),
    salt: ZHex(64),
    cost: z.number().int().positive().max(1_000),
    keyLength: z.number().int().positive().max(64),
    keyPrefix: ZHex(128),
    /** Signed with the rest: until when (Unix seconds, the server's clock) the challenge may be used. */
    data: z.object({ expires: z.number().int().positive() }),
  }),
  signature: ZHex(128),
});
export type THumanChallenge = z.infer<typeof ZHumanChallenge>;
export const ZHumanVerification = z.object({
  challenge: ZHumanChallenge,
  solution: z.object({ counter: z.number().int().nonnegative().max(0xffff_ffff), derivedKey: ZHex(128) }),
});
export type THumanVerification = z.infer<typeof ZHumanVerification>;

/** SPEC.md §3 Member info, plus what the member's own screens need. */
export const ZMemberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  /** SPEC.md §3 user info field name. */
  userName: z.string(),
  nickname: z.string().nullable(),
  /** 0 member; 1, 2, 41, 42 agent types; 4 trial. */
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  currency: z.string(),
  iconId: z.number().int(),
  mobileMasked: z.string().nullable(),
  emailMasked: z.string().nullable(),
  totpEnabled: z.boolean(),
  affiliateCode: z.string().nullable(),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

/** SPEC.md §3 Login result. */
export const ZLoginResult = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password is the default weak 123456 (SPEC.md §9); forces a change. */
  weakPassword: z.boolean(),
  userInfo: ZMemberInfo,
});
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZLoginBody = z
  .object({
    /** The account, or for sms the mobile number (SPEC.md §3). */
    username: ZRequiredTrimmed(64),
    /**
     * The password, or for sms the code. Empty for a username login on a
     * remembered device: the device's HttpOnly token stands in for it.
     */
    password: ZTrimmed(PASSWORD_MAX),
    type: z.enum(LOGIN_TYPES).default('username'),
    countryDialingCode: ZCountryDialingCode.optional(),
    captcha: ZTrimmed(16).optional(),
    /** Required for username logins; skipped for sms (SPEC.md §4). */
    verification: ZHumanVerification.optional(),
    /** Sent by the /agent page: non-agents are refused there. */
    agentLogin: z.boolean().optional(),
    /** SPEC.md §4 Remember me: true remembers this device (a revocable HttpOnly token), false forgets it. */
    remember: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password === '' && body.type === 'sms') ctx.addIssue({ code: 'custom', path: ['password'], message: 'Input cannot be empty' });
  });
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** Value of a failed login: whether the captcha must now be shown. */
export const ZLoginFailure = z.object({ captcha: z.boolean() });

export type TVerifyMethod = (typeof VERIFY_METHODS)[number];
/** Value of a login that needs a second step (new IP or authenticator enrolled). */
export const ZLoginChallenge = z.object({
  challengeId: z.string(),
  reason: z.enum(['new_ip', 'totp']),
  methods: z.array(z.enum(VERIFY_METHODS)),
  mobileMasked: z.string().nullable(),
  emailMasked: z.string().nullable(),
});
export type TLoginChallenge = z.infer<typeof ZLoginChallenge>;
export const ZLoginVerifySendBody = z.object({
  challengeId: z.string().min(1).max(128),
  method: z.enum(['sms', 'email']),
});
export const ZLoginVerifyBody = z.object({
  challengeId: z.string().min(1).max(128),
  method: z.enum(VERIFY_METHODS),
  code: ZVerificationCode,
});

export const ZCodeSent = z.object({ expiredMinutes: z.number().int().positive() });
export type TCodeSent = z.infer<typeof ZCodeSent>;

export const ZSmsNoLoginBody = z.object({
  mobileNum: ZMobileNumber,
  countryDialingCode: ZCountryDialingCode,
  purpose: z.enum(SMS_PURPOSES).default('login'),
  verification: ZHumanVerification.optional(),
});
export const ZSmsRegisterBody = z.object({
  mobileNo: ZMobileNumber,
  countryDialingCode: ZCountryDialingCode,
  username: ZTrimmed(64).optional(),
  verification: ZHumanVerification.optional(),
});

const optionalText = (max = 255) => ZTrimmed(max).optional();

/** SPEC.md §3 Register form user, plus what the client adds at submit. */
export const ZRegisterBody = z.object({
  // Each field's longest value is the contracts' REGISTER_FIELD_MAX (a brand's maximum lengths stay within it).
  username: optionalText(REGISTER_FIELD_MAX.username),
  password: optionalText(REGISTER_FIELD_MAX.password),
  confirmPassword: optionalText(REGISTER_FIELD_MAX.confirmPassword),
  payeeName: optionalText(REGISTER_FIELD_MAX.payeeName),
  email: optionalText(REGISTER_FIELD_MAX.email),
  qqNum: optionalText(REGISTER_FIELD_MAX.qqNum),
  mobileNum: optionalText(REGISTER_FIELD_MAX.mobileNum),
  recommenderId: optionalText(REGISTER_FIELD_MAX.recommenderId),
  captcha: optionalText(REGISTER_FIELD_MAX.captcha),
  verificationCode: optionalText(REGISTER_FIELD_MAX.verificationCode),
  affiliateCode: optionalText(REGISTER_FIELD_MAX.affiliateCode),
  paymentPassword: optionalText(REGISTER_FIELD_MAX.paymentPassword),
  line: optionalText(REGISTER_FIELD_MAX.line),
  whatsapp: optionalText(REGISTER_FIELD_MAX.whatsapp),
  facebook: optionalText(REGISTER_FIELD_MAX.facebook),
  wechat: optionalText(REGISTER_FIELD_MAX.wechat),
  idNumber: optionalText(REGISTER_FIELD_MAX.idNumber),
  birthday: optionalText(REGISTER_FIELD_MAX.birthday),
  referralCode: optionalText(64),
  domain: optionalText(),
  countryDialingCode: ZCountryDialingCode.optional(),
  login: z.boolean().optional(),
  registerUrl: optionalText(2048),
  registerMethod: z.literal('WEB').default('WEB'),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: optionalText(4096),
  /** The terms checkbox (checked by default; must be checked). */
  termsAccepted: z.boolean(),
  /** The age agreement checkbox (SPEC.md §5: 18, configurable). */
  ageConfirmed: z.boolean().optional(),
  verification: ZHumanVerification.optional(),
});
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

export const ZChangePasswordBody = z.object({
  oldPassword: z.string().trim().max(PASSWORD_MAX).default(''),
  newPassword: ZRequiredTrimmed(PASSWORD_MAX),
  confirmNewPassword: ZRequiredTrimmed(PASSWORD_MAX),
});

export const ZForgotByEmailBody = z.object({
  username: ZRequiredTrimmed(64),
  email: ZRequiredTrimmed(255).pipe(z.email('Please enter a valid email')),
});

export const ZResetByEmailBody = z.object({
  token: z.string().trim().min(16).max(256),
  newPassword: ZRequiredTrimmed(PASSWORD_MAX),
  confirmNewPassword: ZRequiredTrimmed(PASSWORD_MAX),
});

export const ZResetByPhoneBody = z.object({
  newPassword: ZRequiredTrimmed(PASSWORD_MAX),
  mobileNum: ZMobileNumber,
  countryDialingCode: ZCountryDialingCode.default('+63'),
  verificationCode: ZVerificationCode,
});
/** The account whose password was reset, so the client can log in with the new password. */
export const ZResetByPhoneResult = z.object({ account: z.string() });

export const ZAffiliateQuery = z.object({
  code: ZRequiredTrimmed(64),
  domain: ZTrimmed(255).optional(),
});
export const ZAffiliateValue = z.object({ valid: z.literal(true), agentAccount: z.string() });

export const ZFreePlayBody = z.object({
  os: ZTrimmed(32).default('unknown'),
  platform: z.literal('W'),
  gatewayVersion: z.literal(3),
});

export const ZFeedbackBody = z.object({
  questionType: z.enum(['GENERAL', 'DEPOSIT', 'WITHDRAWAL', 'GAME', 'ACCOUNT', 'SUGGESTION']),
  content: ZRequiredTrimmed(5000),
});
export const ZFeedbackValue = z.object({ id: z.number().int() });

export const ZMemberIcon = z.object({ iconId: z.number().int(), iconUrl: z.string(), choices: z.array(z.object({ iconId: z.number().int(), iconUrl: z.string() })) });
export const ZSetMemberIconBody = z.object({ iconId: z.number().int().min(1).max(MEMBER_ICON_IDS.length) });

export const ZSession = z.object({
  id: z.string(),
  current: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int(),
});
export type TSession = z.infer<typeof ZSession>;
export const ZRevokeSessionQuery = z.object({ id: z.string().min(1).max(64) });

export const ZTotpSetup = z.object({ secret: z.string(), otpauthUri: z.string() });
export const ZTotpCodeBody = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Please enter a valid verification code') });

export const ZOAuthExchangeBody = z.object({ code: z.string().trim().min(16).max(256) });

export const ZCountryCode = z.object({ country: z.string(), name: z.string(), dialingCode: z.string() });

export const ZOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.number().int(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
export const ZOutboxQuery = z.object({ to: ZTrimmed(255).optional(), limit: z.coerce.number().int().min(1).max(100).default(50) });

export type TAffiliateValue = z.infer<typeof ZAffiliateValue>;
export type TResetByPhoneResult = z.infer<typeof ZResetByPhoneResult>;
export type TTotpSetup = z.infer<typeof ZTotpSetup>;
export type TMemberIcon = z.infer<typeof ZMemberIcon>;
