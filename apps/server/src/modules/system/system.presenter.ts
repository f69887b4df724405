import {
  CS_TYPES,
  REGISTER_FIELDS,
  RESOURCE_TYPES,
  isLanguageCode,
  registerFieldConfig,
  type TAccountSetting,
  type TBrandSetting,
  type TCustomerService,
  type TDomainRoute,
  type THelpTopic,
  type TRegisterSetting,
  type TResource,
} from '@wps/contracts';
import type { BrandContext, MerchantRow } from '../brand';
import type {
  CustomerServiceRow,
  HelpTopicRow,
  RegisterFieldRow,
  ResourceRow,
} from './system.repository';


const RESOURCE_TYPE_SET = new Set<string>(RESOURCE_TYPES);
export function presentResources(rows: readonly ResourceRow[]): TResource[] {
  return rows
    .filter((r) => RESOURCE_TYPE_SET.has(r.resourceType))
    .map((r) => ({
      resourceType: r.resourceType as TResource['resourceType'],
      url: r.url,
      ...(r.labelNameEn ? { labelNameEn: r.labelNameEn } : {}),
    }));
}

const CS_TYPE_SET = new Set<string>(CS_TYPES);
export function presentCustomerServices(rows: readonly CustomerServiceRow[]): TCustomerService[] {
  return rows
    .filter((r) => CS_TYPE_SET.has(r.csType))
    .map((r) => ({ csType: r.csType as TCustomerService['csType'], title: r.title, links: r.links }));
}

/** Every field of the form is answered; one without a row is simply not shown. */
export function presentRegisterSetting(rows: readonly RegisterFieldRow[]): TRegisterSetting {
  const byField = new Map(rows.map((r) => [r.field, r]));
  const setting = {} as TRegisterSetting;
  for (const field of REGISTER_FIELDS) setting[field] = registerFieldConfig(byField.get(field));
  return setting;
}

/** Where an agent host lands: the agent login (its root is sent there too). */
export const AGENT_LANDING_PATH = '/agent';

export function presentDomainRoute(brand: BrandContext): TDomainRoute {
  return {
    host: brand.host,
    merchantCode: brand.merchant.code,
    // A console host serves the console at its root; its player calls are a player domain's.
    kind: brand.kind === 'agent' ? 'agent' : 'player',
    landingPath: brand.kind === 'agent' ? AGENT_LANDING_PATH : '/',
  };
}

export function presentBrandSetting(m: MerchantRow): TBrandSetting {
  const languages = m.supportedLanguages.filter(isLanguageCode);
  return {
    merchantCode: m.code,
    name: m.name,
    platform: 'WEB',
    lotteryType: m.lotteryType,
    defaultLanguage: isLanguageCode(m.defaultLanguage) ? m.defaultLanguage : 'EN',
    supportedLanguages: languages,
    cockfightVendors: m.cockfightVendors,
    exceptionVendors: m.exceptionVendors,
    prizeModes: m.prizeModes,
    agentTypes: m.agentTypes,
    trialType: m.trialType,
    currency: m.currency,
    currencySymbol: m.currencySymbol,
    gmtOffsetMinutes: m.gmtOffsetMinutes,
    theme: { primary: m.themePrimary, accent: m.themeAccent },
  };
}

export function presentHelpTopic(row: HelpTopicRow): THelpTopic {
  return { id: row.id, anchor: row.anchor, title: row.title, content: row.content, sort: row.sort };
}

export function presentAccountSetting(m: MerchantRow, social: { googleLogin: boolean; facebookLogin: boolean }): TAccountSetting {
  return {
    codeExpiredMinutes: m.codeExpiredMinutes,
    defaultCountryDialingCode: m.defaultDialingCode,
    ageAgreementYears: m.ageAgreementYears,
    feedbackMinWords: m.feedbackMinWords,
    feedbackMaxWords: m.feedbackMaxWords,
    googleLogin: social.googleLogin,
    facebookLogin: social.facebookLogin,
    humanVerification: m.humanVerification,
  };
}
