/**
 * /seamless?url= shows only a game of this site (our studio) or of the
 * brand's launch CDNs, so the page cannot be used to frame any address.
 */
export const allowedGameUrl = (raw: string | null, origin: string, launchCdns: readonly string[]): string | null => {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === origin) return url.toString();
  const allowed = launchCdns.some((cdn) => {
    try {
      return new URL(cdn, origin).origin === url.origin;
    } catch {
      return false;
    }
  });
  return allowed ? url.toString() : null;
};
