import { z } from 'zod';
import { CS_TYPES, DEVICES, RESOURCE_TYPES } from '../shared/constants';
import { LANGUAGE_CODES } from '../shared/languages';
import { ZEncryptionKey } from '../shared/encryption';
import { PATTERN_IDS, type TPatternId } from '../shared/patterns';

export const ZLanguageCode = z.enum(LANGUAGE_CODES);

/** A whitelabel module flag; a tree (SPEC.md §3). `enabled` is '1' when on. */
export interface TWhitelabelNode {
  modId: string;
  enabled: '0' | '1';
  childrenNodes: TWhitelabelNode[];
}
export const ZWhitelabelNode: z.ZodType<TWhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['0', '1']),
    childrenNodes: z.array(ZWhitelabelNode),
  }),
);

export const ZResource = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  labelNameEn: z.string().optional(),
});
export type TResource = z.infer<typeof ZResource>;

export const ZCustomerService = z.object({
  csType: z.enum(CS_TYPES),
  title: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type TCustomerService = z.infer<typeof ZCustomerService>;

/** SPEC.md §3 Registration field config, per field. */
export const ZRegisterFieldConfig = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  patternId: z.union(PATTERN_IDS.map((id) => z.literal(id)) as [z.ZodLiteral<TPatternId>, ...z.ZodLiteral<TPatternId>[]]).optional(),
  acceptedPattern: z.string().optional(),
});
export type TRegisterFieldConfig = z.infer<typeof ZRegisterFieldConfig>;

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
] as const;
export type TRegisterField = (typeof REGISTER_FIELDS)[number];
export const ZRegisterSetting = z.record(z.enum(REGISTER_FIELDS), ZRegisterFieldConfig);
export type TRegisterSetting = z.infer<typeof ZRegisterSetting>;

/** How this host is routed: a player site or an agent back-office domain. */
export const ZDomainRoute = z.object({
  host: z.string(),
  merchantCode: z.string(),
  kind: z.enum(['player', 'agent']),
  /** Where `/` goes on this host: '/' for a player domain, '/agent' for an agent domain. */
  landingPath: z.string(),
});
export type TDomainRoute = z.infer<typeof ZDomainRoute>;

export const ZBrandTheme = z.object({
  primary: z.string(),
  accent: z.string(),
});

/** Brand configuration of SPEC.md §3. */
export const ZBrandSetting = z.object({
  merchantCode: z.string(),
  name: z.string(),
  platform: z.literal('WEB'),
  lotteryType: z.string(),
  defaultLanguage: ZLanguageCode,
  supportedLanguages: z.array(ZLanguageCode),
  cockfightVendors: z.array(z.string()),
  exceptionVendors: z.array(z.string()),
  prizeModes: z.array(z.string()),
  agentTypes: z.array(z.number().int()),
  trialType: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Minutes east of UTC, e.g. 480 for GMT+8. */
  gmtOffsetMinutes: z.number().int(),
  theme: ZBrandTheme,
});
export type TBrandSetting = z.infer<typeof ZBrandSetting>;

/** Account rules of the brand the client needs to draw its forms. */
export const ZAccountSetting = z.object({
  /** Lifetime of SMS and email codes; the send button counts down expiredMinutes × 60 s. */
  codeExpiredMinutes: z.number().int().positive(),
  defaultCountryDialingCode: z.string(),
  /** SPEC.md §5: the age agreement checkbox ({0} years, default 18). */
  ageAgreementYears: z.number().int().positive(),
  feedbackMinWords: z.number().int().nonnegative(),
  feedbackMaxWords: z.number().int().positive(),
  googleLogin: z.boolean(),
  facebookLogin: z.boolean(),
  /** Whether forms must carry the proof-of-work human verification. */
  humanVerification: z.boolean(),
});
export type TAccountSetting = z.infer<typeof ZAccountSetting>;

export const ZPermissionInfo = z.object({
  domainRoute: ZDomainRoute,
  resources: z.array(ZResource),
  whitelabelVal: z.array(ZWhitelabelNode),
  register: ZRegisterSetting,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  setting: ZBrandSetting,
  customerService: z.array(ZCustomerService),
  account: ZAccountSetting,
  /** The public key encrypted calls are sealed with (SPEC.md §7). */
  encryption: ZEncryptionKey,
});

export const ZLocation = z.object({ ip: z.string(), country: z.string().nullable() });

export const ZSystemStatusValue = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Epoch ms when the current maintenance ends, when known. */
  maintenanceEnd: z.number().int().nullable(),
  location: ZLocation,
});
export type TSystemStatusValue = z.infer<typeof ZSystemStatusValue>;

export const ZPermission = z.object({
  info: ZPermissionInfo,
  location: ZLocation,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  maintenanceEnd: z.number().int().nullable(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type TPermission = z.infer<typeof ZPermission>;

export const ZHelpCenterQuery = z.object({
  lang: ZLanguageCode.default('EN'),
  device: z.enum(DEVICES).default('WEB'),
});

export const ZHelpTopic = z.object({
  id: z.number().int(),
  /** The `#anchor` of /help that opens this topic. */
  anchor: z.string(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  sort: z.number().int(),
});
export type THelpTopic = z.infer<typeof ZHelpTopic>;
