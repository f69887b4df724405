import { AGENT_USER_TYPES, TRIAL_USER_TYPE, WhitelabelFlag } from '@wps/contracts';
import { demoHelpTopics } from './help-topics.demo';
import { novaHelpTopics } from './help-topics.nova';
import type { BrandSeed } from './seed-types';


const agentFlags = [
  WhitelabelFlag.agentCenter,
  WhitelabelFlag.agentPolicy,
  WhitelabelFlag.dividend,
  WhitelabelFlag.dailySalary,
  WhitelabelFlag.hourSalary,
  WhitelabelFlag.realtimeSalary,
];

export const demoBrand: BrandSeed = {
  code: 'demo',
  name: 'Lucky Peso',
  currency: 'PHP',
  currencySymbol: '₱',
  gmtOffsetMinutes: 480,
  supportedLanguages: ['EN', 'TY'],
  cockfightVendors: ['DS88'],
  exceptionVendors: ['JL'],
  prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'],
  agentTypes: [...AGENT_USER_TYPES],
  trialType: TRIAL_USER_TYPE,
  themePrimary: '#f5b301',
  themeAccent: '#e0245e',
  mainDomain: 'localhost',
  gtagId: null,
  imageCdns: ['/cdn'],
  launchGameCdns: ['/cdn/launch'],
  domains: [
    { host: 'localhost', kind: 'player' },
    { host: '127.0.0.1', kind: 'player' },
    { host: 'demo.localhost', kind: 'player' },
    { host: 'agent.localhost', kind: 'agent' },
  ],
  disabledFlags: [
    WhitelabelFlag.mobileRegister,
    WhitelabelFlag.mobilePasswordRegister,
    WhitelabelFlag.googleLogin,
    WhitelabelFlag.facebookLogin,
  ],
  // Only what exists: no app, video, social page or support channel is named that nobody runs (an operator adds theirs).
  resources: [{ resourceType: 'LOGO', url: '/brands/demo/logo.svg', labelNameEn: 'Lucky Peso' }],
  customerService: [],
  helpTopics: demoHelpTopics,
  registerFields: {
    username: { enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 2 },
    password: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 6 },
    confirmPassword: { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 6 },
    mobileNum: { enabled: true, required: false, minLength: 10, maxLength: 10, patternId: 7 },
    // Shown with the mobile field: with REGMOBVERF3 on, a given number must be proven by SMS.
    verificationCode: { enabled: true, required: false, maxLength: 255, patternId: 7 },
    payeeName: { enabled: true, required: false, minLength: 3, maxLength: 50, patternId: 20 },
    email: { enabled: true, required: false, minLength: 6, maxLength: 64, patternId: 4 },
    captcha: { enabled: true, required: true, minLength: 4, maxLength: 4, patternId: 5 },
    affiliateCode: { enabled: true, required: false, minLength: 4, maxLength: 20, patternId: 5 },
    birthday: { enabled: true, required: false, minLength: 10, maxLength: 10, patternId: 12 },
    paymentPassword: { enabled: false, required: true, minLength: 6, maxLength: 6, patternId: 7 },
    qqNum: { enabled: false, required: false },
    recommenderId: { enabled: false, required: false },
    line: { enabled: false, required: false },
    whatsapp: { enabled: false, required: false },
    facebook: { enabled: false, required: false },
    wechat: { enabled: false, required: false },
    idNumber: { enabled: false, required: false },
  },
  // Only our studio's games ship (seedGameCatalog adds the studio's vendor row); operators connect third-party vendors.
  vendors: [],
};

export const novaBrand: BrandSeed = {
  code: 'nova',
  name: 'Nova Arcade',
  currency: 'USD',
  currencySymbol: '$',
  gmtOffsetMinutes: -300,
  supportedLanguages: ['EN', 'TY'],
  cockfightVendors: ['DS88'],
  exceptionVendors: ['JL'],
  prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'],
  agentTypes: [...AGENT_USER_TYPES],
  trialType: TRIAL_USER_TYPE,
  themePrimary: '#7c5cff',
  themeAccent: '#00c2a8',
  mainDomain: 'nova.localhost',
  gtagId: 'G-NOVA000001',
  imageCdns: ['/cdn'],
  launchGameCdns: ['/cdn/launch'],
  domains: [{ host: 'nova.localhost', kind: 'player' }],
  disabledFlags: [
    WhitelabelFlag.directRegister,
    WhitelabelFlag.freePlay,
    WhitelabelFlag.mobileRegister,
    WhitelabelFlag.mobilePasswordRegister,
    WhitelabelFlag.registerMobileVerify,
    WhitelabelFlag.mobileCodeLogin,
    WhitelabelFlag.changePasswordVerify,
    WhitelabelFlag.googleLogin,
    WhitelabelFlag.facebookLogin,
    WhitelabelFlag.bettingRecords,
    'AGENT3',
    ...agentFlags,
  ],
  resources: [{ resourceType: 'LOGO', url: '/brands/nova/logo.svg', labelNameEn: 'Nova Arcade' }],
  customerService: [],
  helpTopics: novaHelpTopics,
  registerFields: {
    username: { enabled: true, required: true, minLength: 5, maxLength: 12, patternId: 5 },
    password: { enabled: true, required: true, minLength: 8, maxLength: 24, patternId: 19 },
    confirmPassword: { enabled: true, required: true, minLength: 8, maxLength: 24, patternId: 19 },
    email: { enabled: true, required: true, minLength: 6, maxLength: 64, patternId: 4 },
    captcha: { enabled: false, required: false },
    affiliateCode: { enabled: true, required: true, minLength: 4, maxLength: 20, patternId: 5 },
  },
  vendors: [],
};

export const SEED_BRANDS: BrandSeed[] = [demoBrand, novaBrand];
