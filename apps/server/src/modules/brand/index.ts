/** The brand module's public face: brands, their hosts, flags and whitelabel tree. */
export { findMerchantByCode, listMerchants, listWhitelabelFlags, findConsoleAllowIps, setConsoleAllowIps, type DomainKind, type MerchantRow, type WhitelabelFlagRow } from './brand.repository';
export { createBrandResolver, normalizeHost, type BrandContext } from './brand.service';
export { enabledFlagsOf, loadEnabledFlags } from './brand-flags';
export { siteOrigin } from './site-origin';
export { WHITELABEL_MODULES } from './whitelabel-modules';
export { presentWhitelabelTree } from './whitelabel-tree';
