import type { TCsType, TLanguageCode, TPatternId, TRegisterField, TResourceType } from '@wps/contracts';

export interface HelpTopicSeed {
  language: TLanguageCode;
  anchor: string;
  title: string;
  content: string;
  device?: 'WEB' | 'H5' | 'APP';
}

export interface VendorSeed {
  vassalage: string;
  displayName: string;
  gameType: string;
  /** As the game aggregator files it, before the vendor-set rules. */
  gameCategory: string;
  status?: 'ACTIVE' | 'MAINTENANCE';
  /** Default seamless; transfer vendors have their own wallet the member moves money into. */
  walletMode?: 'seamless' | 'transfer';
}

export interface RegisterFieldSeed {
  enabled: boolean;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  patternId?: TPatternId;
}

export interface BrandSeed {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  gmtOffsetMinutes: number;
  supportedLanguages: TLanguageCode[];
  cockfightVendors: string[];
  exceptionVendors: string[];
  prizeModes: string[];
  agentTypes: number[];
  trialType: number;
  themePrimary: string;
  themeAccent: string;
  mainDomain: string;
  gtagId: string | null;
  imageCdns: string[];
  launchGameCdns: string[];
  domains: { host: string; kind: 'player' | 'agent' }[];
  /** Flags switched off; every other flag and module is on. */
  disabledFlags: string[];
  resources: { resourceType: TResourceType; url: string; labelNameEn?: string }[];
  customerService: { csType: TCsType; title: string; links: { label: string; url: string }[] }[];
  helpTopics: HelpTopicSeed[];
  registerFields: Partial<Record<TRegisterField, RegisterFieldSeed>>;
  vendors: VendorSeed[];
}
