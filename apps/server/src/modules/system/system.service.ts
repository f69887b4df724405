import { WhitelabelFlag, type TLanguageCode, type TPermission, type TSystemStatusValue, type THelpTopic } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import type { AppServices } from '../../services';
import { enabledFlagsOf, listWhitelabelFlags, presentWhitelabelTree, type BrandContext } from '../brand';
import { listOAuthProviders } from '../session';
import { evaluateAccess, type Visitor } from '../access/access.service';
import {
  presentAccountSetting,
  presentBrandSetting,
  presentCustomerServices,
  presentDomainRoute,
  presentHelpTopic,
  presentRegisterSetting,
  presentResources,
} from './system.presenter';
import {
  listCustomerServices,
  listHelpTopics,
  listRegisterFields,
  listResources,
} from './system.repository';

/**
 * The startup call. It answers in full even during maintenance or a region
 * block: the client needs the brand's resources and customer service to
 * draw the maintenance and region-block pages.
 */
export async function getPermission(services: AppServices, brand: BrandContext, visitor: Visitor): Promise<TPermission> {
  const { db } = services;
  const merchant = brand.merchant;
  const [flags, resources, customerService, registerFields, access, providers] = await Promise.all([
    listWhitelabelFlags(db, merchant.id),
    listResources(db, merchant.id),
    listCustomerServices(db, merchant.id),
    listRegisterFields(db, merchant.id),
    evaluateAccess(db, merchant.id, visitor),
    listOAuthProviders(db, merchant.id),
  ]);
  await services.keys.refresh();
  const whitelabelVal = presentWhitelabelTree(flags);
  const enabled = enabledFlagsOf(whitelabelVal);
  const flagOn = (id: string) => enabled.has(id);
  // A social button shows only when its flag is on and the brand has an enabled client for it.
  const social = (provider: 'google' | 'facebook', flag: string) =>
    flagOn(flag) && providers.some((p) => p.provider === provider && p.enabled);
  return {
    info: {
      domainRoute: presentDomainRoute(brand),
      resources: presentResources(resources),
      whitelabelVal,
      register: presentRegisterSetting(registerFields),
      mainDomain: merchant.mainDomain,
      analytics: { gtagId: merchant.gtagId },
      imageCDNs: merchant.imageCdns,
      launchGameCDNs: merchant.launchGameCdns,
      setting: presentBrandSetting(merchant),
      customerService: presentCustomerServices(customerService),
      account: presentAccountSetting(merchant, {
        googleLogin: social('google', WhitelabelFlag.googleLogin),
        facebookLogin: social('facebook', WhitelabelFlag.facebookLogin),
      }),
      encryption: services.keys.current(),
    },
    location: { ip: visitor.ip, country: visitor.country },
    maintenance: access.maintenance,
    regionRestriction: access.regionRestriction,
    maintenanceEnd: access.maintenanceEnd,
    status: access.status,
  };
}

export async function getSystemStatus(db: DrizzleDb, brand: BrandContext, visitor: Visitor): Promise<TSystemStatusValue> {
  const access = await evaluateAccess(db, brand.merchant.id, visitor);
  return {
    status: access.status,
    maintenanceEnd: access.maintenanceEnd,
    location: { ip: visitor.ip, country: visitor.country },
  };
}

export async function getWhitelabel(db: DrizzleDb, brand: BrandContext) {
  return presentWhitelabelTree(await listWhitelabelFlags(db, brand.merchant.id));
}

export async function getRegisterSetting(db: DrizzleDb, brand: BrandContext) {
  return presentRegisterSetting(await listRegisterFields(db, brand.merchant.id));
}

/**
 * Topics in the asked language; a language the brand does not write its help
 * center in falls back to the brand's default language rather than an empty modal.
 */
export async function getHelpCenter(
  db: DrizzleDb,
  brand: BrandContext,
  lang: TLanguageCode,
  device: string,
): Promise<THelpTopic[]> {
  const merchant = brand.merchant;
  let rows = await listHelpTopics(db, merchant.id, lang, device);
  if (rows.length === 0 && lang !== merchant.defaultLanguage) {
    rows = await listHelpTopics(db, merchant.id, merchant.defaultLanguage, device);
  }
  return rows.map(presentHelpTopic);
}
