import { BlockList, isIP } from 'node:net';

/** Strips the IPv4-mapped IPv6 prefix so `::ffff:10.0.0.1` matches 10.0.0.0/8 rules. */
export function normalizeIp(raw: string): string {
  let ip = raw.trim();
  // A forwarded-for entry may carry brackets or a port ("[::1]:443", "1.2.3.4:5678").
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed?.[1]) ip = bracketed[1];
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) ip = mapped[1];
  return ip.toLowerCase();
}

/** A set of addresses and CIDR blocks, IPv4 and IPv6. */
export interface IpMatcher {
  has(ip: string): boolean;
}

export function createIpMatcher(entries: readonly string[]): IpMatcher {
  const list = new BlockList();
  let size = 0;
  for (const entry of entries) {
    const [rawAddress, prefix] = entry.trim().split('/');
    if (!rawAddress) continue;
    const address = normalizeIp(rawAddress);
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
    size++;
  }
  return {
    has(ip) {
      if (size === 0) return false;
      const address = normalizeIp(ip);
      const family = isIP(address);
      if (family === 0) return false;
      return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The visitor's address. X-Forwarded-For is written by the client first and
 * appended to by each proxy, so only the entries added by proxies we trust
 * are believable: walk from the right, starting at the socket peer, and stop
 * at the first hop that is not a trusted proxy. With no trusted proxies the
 * socket peer is the answer and the header is ignored, whatever it says.
 */
export function resolveClientIp(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: IpMatcher,
): string {
  let current = normalizeIp(peer ?? '');
  if (!current || !trustedProxies.has(current) || forwardedFor === undefined) return current;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((h) => normalizeIp(h))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    // Garbage in the chain ends the walk: nothing left of it can be trusted.
    if (isIP(hop) === 0) return current;
    current = hop;
    if (!trustedProxies.has(hop)) return hop;
  }
  return current;
}
