/** Absolute or inline addresses are used as they are; only relative paths go through a CDN. */
const isAbsolute = (path: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(path);

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/**
 * Builds an image URL from a brand-relative path, picking one of the brand's
 * image CDNs at random (SPEC.md §7: "CDNs are chosen at random from the
 * returned lists") to spread load. Without CDNs the path is served as is.
 * The server's preload of the first banner picks with `() => 0`.
 */
export const cdnUrl = (path: string, cdns: readonly string[], random: () => number = Math.random): string => {
  if (!path || isAbsolute(path) || cdns.length === 0) return path;
  const index = Math.min(cdns.length - 1, Math.floor(random() * cdns.length));
  return join(cdns[index] as string, path);
};
