/** The brand module's public face: brands, their hosts, flags and whitelabel tree. */
export {
  deleteDomain,
  findConsoleAllowIps,
  findMerchantByCode,
  findMerchantById,
  insertDomain,
  listDomains,
  listMerchants,
  listWhitelabelFlags,
  lockMerchant,
  saveWhitelabelFlags,
  setConsoleAllowIps,
  updateMerchantSettings,
  type DomainKind,
  type DomainRow,
  type MerchantRow,
  type MerchantSettings,
  type WhitelabelFlagRow,
} from './brand.repository';
export { announceBrandChange, forgetBrandsOnChange } from './brand-changes';
export { createBrandResolver, normalizeHost, type BrandContext, type BrandResolver } from './brand.service';
export { enabledFlagsOf, loadEnabledFlags } from './brand-flags';
export { playerSiteOrigin, registerLink, siteOrigin } from './site-origin';
export { WHITELABEL_MODULES } from './whitelabel-modules';
export { buildFlagTree, presentWhitelabelTree } from './whitelabel-tree';
