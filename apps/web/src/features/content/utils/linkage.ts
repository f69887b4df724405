import type { TBanner } from '@wps/contracts/player';

/** Where a clicked banner goes (SPEC.md §3 Banner linkage): null when it is not clickable. */
export type BannerTarget =
  | { kind: 'route'; to: string }
  | { kind: 'url'; href: string }
  | { kind: 'game'; nodeId: string }
  | null;

/** A path of this site: one leading slash, not a protocol-relative `//host`. */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

const isWebAddress = (href: string) => {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Resolves a banner's linkage: ROUTE a path of this site, URL an http(s)
 * address (opened in a new tab), PROMOTION a promotion id (/promotions?id=…),
 * GAME a game's nodeId. Anything malformed (a `javascript:` URL, a route to
 * another host) leaves the banner unclickable rather than trusting it.
 */
export const bannerTarget = (banner: Pick<TBanner, 'linkageType' | 'linkage'>): BannerTarget => {
  const linkage = banner.linkage?.trim() ?? '';
  if (!banner.linkageType || !linkage) return null;
  switch (banner.linkageType) {
    case 'ROUTE':
      return isSitePath(linkage) ? { kind: 'route', to: linkage } : null;
    case 'URL':
      return isWebAddress(linkage) ? { kind: 'url', href: linkage } : null;
    case 'PROMOTION':
      return { kind: 'route', to: `/promotions?id=${encodeURIComponent(linkage)}` };
    case 'GAME':
      return { kind: 'game', nodeId: linkage };
    default:
      return null;
  }
};
