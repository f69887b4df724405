import { cdnUrl } from '@wps/contracts/player';

export { cdnUrl };

/**
 * The same path keeps the CDN it was first given for the page's lifetime, so
 * re-renders do not re-download an image from another host; an image the
 * page preloaded keeps the address it was preloaded from.
 */
export const createCdnResolver = (
  cdns: readonly string[],
  random: () => number = Math.random,
  /** Paths the page already preloaded, with the address each was preloaded from. */
  preloaded: Readonly<Record<string, string>> = {},
) => {
  const chosen = new Map<string, string>(Object.entries(preloaded));
  return (path: string): string => {
    const hit = chosen.get(path);
    if (hit !== undefined) return hit;
    const url = cdnUrl(path, cdns, random);
    chosen.set(path, url);
    return url;
  };
};
