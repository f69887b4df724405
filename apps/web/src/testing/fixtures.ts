import { REGISTER_FIELDS, type TLane, type TMemberInfo, type TPermission, type TRegisterSetting } from '@wps/contracts/player';
import { generateSealKeyPair } from '@wps/contracts/seal';

/** A real key pair, so encrypted calls seal exactly as in the browser (tests may open them). */
export const testSealKeys = await generateSealKeyPair();

/** A complete permission value as the server sends it; override what a test is about. */
export const buildPermission = (over: Partial<TPermission> = {}, info: Partial<TPermission['info']> = {}): TPermission => ({
  status: 0,
  maintenance: false,
  regionRestriction: false,
  maintenanceEnd: null,
  location: { ip: '203.0.113.7', country: 'PH' },
  ...over,
  info: {
    domainRoute: { host: 'localhost', merchantCode: 'demo', kind: 'player', landingPath: '/' },
    resources: [
      { resourceType: 'LOGO', url: '/brands/demo/logo.svg' },
      { resourceType: 'IOS', url: 'https://example.test/ios' },
      { resourceType: 'ANDROID', url: 'https://example.test/app.apk' },
    ],
    whitelabelVal: [
      { modId: 'REGISTER3', enabled: '1', childrenNodes: [{ modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] }] },
    ],
    register: Object.fromEntries(REGISTER_FIELDS.map((f) => [f, { enabled: false, required: false }])) as TRegisterSetting,
    mainDomain: 'example.test',
    analytics: { gtagId: null },
    imageCDNs: ['/cdn'],
    launchGameCDNs: [],
    setting: {
      merchantCode: 'demo',
      name: 'Test Brand',
      platform: 'WEB',
      lotteryType: 'SEA',
      defaultLanguage: 'EN',
      supportedLanguages: ['EN', 'TY'],
      cockfightVendors: ['DS88'],
      exceptionVendors: ['JL'],
      prizeModes: ['LOTT'],
      agentTypes: [1, 2, 41, 42],
      trialType: 4,
      currency: 'PHP',
      currencySymbol: '₱',
      gmtOffsetMinutes: 480,
      theme: { primary: '#7c5cff', accent: '#ffb020' },
    },
    customerService: [
      { csType: 'TELEGRAM', title: 'Telegram', links: [{ label: 'tg', url: 'https://t.me/test' }] },
      { csType: 'LIVECHAT', title: 'Live chat', links: [{ label: 'chat', url: 'https://chat.example.test' }] },
    ],
    account: {
      codeExpiredMinutes: 5,
      defaultCountryDialingCode: '+63',
      ageAgreementYears: 18,
      feedbackMinWords: 5,
      feedbackMaxWords: 500,
      googleLogin: false,
      facebookLogin: false,
      humanVerification: false,
    },
    encryption: testSealKeys.publicKey,
    ...info,
  },
});

/** A whitelabel tree with exactly these modules on. */
export const flagTree = (...on: string[]): TPermission['info']['whitelabelVal'] => on.map((modId) => ({ modId, enabled: '1', childrenNodes: [] }));

export const buildLanes = (): TLane[] => [
  {
    gameCategory: 'SPORTS',
    vendors: [{ vassalage: 'SABA', displayName: 'Saba', gameType: 'SPORTS', gameCategory: 'SPORTS', iconUrl: '/v/saba.svg', status: 'ACTIVE' }],
  },
  { gameCategory: 'FISH', vendors: [] },
  {
    gameCategory: 'RNG',
    vendors: Array.from({ length: 14 }, (_, i) => ({
      vassalage: `SLOT${i}`,
      displayName: `Slot Studio ${i}`,
      gameType: 'RNG',
      gameCategory: 'RNG' as const,
      iconUrl: `/v/slot${i}.svg`,
      status: 'ACTIVE' as const,
    })),
  },
];

type Routes = Record<string, unknown | ((url: URL) => unknown)>;

/**
 * A fetch stub answering by path with envelopes. A value of `Error` makes
 * that call fail at the network level.
 */
export const stubFetch = (routes: Routes) => {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const handler = routes[url.pathname];
    if (handler === undefined) return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
    const body = typeof handler === 'function' ? (handler as (u: URL) => unknown)(url) : handler;
    if (body instanceof Error) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetchStub, calls };
};

export const okEnvelope = (value: unknown) => ({ success: true, value });

/** A member's info as getMemberInfo answers it (a real member, not a trial one); override what a test is about. */
export const buildMember = (over: Partial<TMemberInfo> = {}): TMemberInfo => ({
  id: 1,
  account: 'player01',
  userName: 'player01',
  nickname: null,
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'PHP',
  iconId: 1,
  mobileMasked: null,
  emailMasked: null,
  totpEnabled: false,
  affiliateCode: null,
  createdAt: 0,
  lastLoginAt: null,
  ...over,
});
