/** Business constants of SPEC.md §9 that the shell and server share. */

/** SPEC.md §4 System status. */
export const SystemStatus = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type TSystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

export const PLATFORM = 'WEB' as const;
export const CLIENT_TYPE = 3 as const;
export const GAME_PLATFORM = 'flash,html5-desktop' as const;

/** SPEC.md §2: path to category code. The reverse map gives one path per code. */
export const CATEGORY_BY_PATH = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/live': 'LIVE',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/rng': 'RNG',
  '/jili': 'RNG',
  '/cockfight': 'COCKFIGHT',
} as const;
export type TCategoryCode = (typeof CATEGORY_BY_PATH)[keyof typeof CATEGORY_BY_PATH];
export const PATH_BY_CATEGORY: Record<TCategoryCode, string> = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LIVE: '/live',
  LOTT: '/lott',
  ELOTT: '/elott',
  FISH: '/fish',
  PVP: '/pvp',
  RNG: '/rng',
  COCKFIGHT: '/cockfight',
};
/** Navigation order of categories (cockfight after PVP, esports at the end; SPEC.md §9). */
export const CATEGORY_ORDER: TCategoryCode[] = [
  'SPORTS',
  'LIVE',
  'RNG',
  'FISH',
  'LOTT',
  'ELOTT',
  'PVP',
  'COCKFIGHT',
  'ESPORTS',
];

/** Whitelabel flags seen in SPEC.md §3, plus the module flags the shell gates on. */
export const WhitelabelFlag = {
  usernameRegister: 'USERNAMEREG3',
  mobileRegister: 'MOBILENUMREG3',
  mobilePasswordRegister: 'MOBILENUMPASSREG3',
  registerMobileVerify: 'REGMOBVERF3',
  mobileCodeLogin: 'MOBILEVERCODELOGIN3',
  directRegister: 'DIRECTREG3',
  freePlay: 'FREEPLAY3',
  passwordExpiryForceChange: 'PWDEXPFORCECHANGE3',
  transactionRecords: 'TRANSREC3',
  bettingRecords: 'TRANSBETREPMEM3',
  agentPolicy: 'AGENTPOLICY3',
  changePasswordVerify: 'CHNGPASSVERIF3',
  memberCenter: 'MEMBERCENTER3',
  agentCenter: 'AGENTCENTER3',
  googleLogin: 'GOOGLELOGIN3',
  facebookLogin: 'FACEBOOKLOGIN3',
  dividend: 'DIVIDEND3',
  dailySalary: 'DAILYSALARY3',
  hourSalary: 'HOURSALARY3',
  realtimeSalary: 'REALTIMESALARY3',
} as const;
export type TWhitelabelFlag = (typeof WhitelabelFlag)[keyof typeof WhitelabelFlag];

export const AGENT_USER_TYPES = [1, 2, 41, 42] as const;
/** Agent types whose upline is the brand (decision 011): top agents (1) and player-agents (41). */
export const TOP_AGENT_TYPES = [1, 41] as const;
export const isAgentUserType = (type: number): boolean => (AGENT_USER_TYPES as readonly number[]).includes(type);
export const TRIAL_USER_TYPE = 4 as const;

/** SPEC.md §9 shell timings. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;
export const REMEMBER_ME_DAYS = 1;
export const HEADER_DROPDOWN_VENDORS = 11;
export const HOME_HELP_TOPICS = 4;
export const HOT_GAMES = 6;
export const ANNOUNCEMENTS_PER_PAGE = 6;

/** Customer-service channel types shown on the right side bar. */
export const CS_TYPES = ['FACEBOOK', 'TELEGRAM', 'LIVECHAT'] as const;
export type TCsType = (typeof CS_TYPES)[number];

/** Resource types a brand configures (SPEC.md §3 Resource). */
export const RESOURCE_TYPES = [
  'LOGO',
  'VIDEO',
  'SOCIAL',
  'INSTAGRAM',
  'MOBILECONFIG',
  'IOS',
  'ANDROID',
] as const;
export type TResourceType = (typeof RESOURCE_TYPES)[number];

export const DEVICES = ['WEB', 'H5', 'APP'] as const;

/** Country dialing codes offered by the mobile-number fields (country, English name, code). */
export const COUNTRY_DIALING_CODES = [
  { country: 'PH', name: 'Philippines', dialingCode: '+63' },
  { country: 'VN', name: 'Vietnam', dialingCode: '+84' },
  { country: 'TH', name: 'Thailand', dialingCode: '+66' },
  { country: 'ID', name: 'Indonesia', dialingCode: '+62' },
  { country: 'MY', name: 'Malaysia', dialingCode: '+60' },
  { country: 'SG', name: 'Singapore', dialingCode: '+65' },
  { country: 'KH', name: 'Cambodia', dialingCode: '+855' },
  { country: 'MM', name: 'Myanmar', dialingCode: '+95' },
  { country: 'IN', name: 'India', dialingCode: '+91' },
  { country: 'BD', name: 'Bangladesh', dialingCode: '+880' },
  { country: 'JP', name: 'Japan', dialingCode: '+81' },
  { country: 'KR', name: 'South Korea', dialingCode: '+82' },
  { country: 'BR', name: 'Brazil', dialingCode: '+55' },
  { country: 'US', name: 'United States', dialingCode: '+1' },
  { country: 'GB', name: 'United Kingdom', dialingCode: '+44' },
] as const;
