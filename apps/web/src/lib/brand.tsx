import {
  type TCsType,
  type TCustomerService,
  type TPermission,
  type TResourceType,
  LANGUAGES,
  type TLanguageCode,
} from '@wps/contracts/player';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { bootImages } from './boot';
import { createCdnResolver } from './cdn';
import { isFlagOn } from './whitelabel';

export type Brand = {
  permission: TPermission;
  name: string;
  /** Resolves a brand-relative image path against a randomly picked image CDN. */
  cdn: (path: string) => string;
  isFlagOn: (modId: string) => boolean;
  resource: (type: TResourceType) => string | null;
  customerService: (type: TCsType) => TCustomerService | null;
  /** The brand publishes an app (a MOBILECONFIG, IOS or ANDROID resource): only then do the download entries show. */
  hasApps: boolean;
  supportedLanguages: { code: TLanguageCode; nativeName: string; bcp47: string }[];
};

const APP_RESOURCES = new Set<TResourceType>(['MOBILECONFIG', 'IOS', 'ANDROID']);

const BrandContext = createContext<Brand | null>(null);

export const createBrand = (permission: TPermission, random: () => number = Math.random): Brand => {
  const { info } = permission;
  const supported = new Set(info.setting.supportedLanguages);
  return {
    permission,
    name: info.setting.name,
    cdn: createCdnResolver(info.imageCDNs, random, bootImages()),
    isFlagOn: (modId) => isFlagOn(info.whitelabelVal, modId),
    resource: (type) => info.resources.find((r) => r.resourceType === type && r.url)?.url ?? null,
    customerService: (type) => info.customerService.find((c) => c.csType === type && c.links.length > 0) ?? null,
    hasApps: info.resources.some((r) => APP_RESOURCES.has(r.resourceType) && r.url),
    supportedLanguages: LANGUAGES.filter((l) => supported.has(l.code)).map((l) => ({
      code: l.code,
      nativeName: l.nativeName,
      bcp47: l.bcp47,
    })),
  };
};

export const BrandProvider = ({ permission, children }: { permission: TPermission; children: ReactNode }) => {
  const brand = useMemo(() => createBrand(permission), [permission]);
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
};

export const useBrand = (): Brand => {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() needs <BrandProvider> (the startup gate provides it)');
  return brand;
};
