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
 * Fastify's `trustProxy` for TRUSTED_PROXIES. Fastify hands the list to
 * proxy-addr, which walks X-Forwarded-For from the right, starting at the
 * socket peer, and stops at the first hop that is not a trusted proxy: the
 * entries a client wrote itself are never believed. The same trust decides
 * `request.protocol` (X-Forwarded-Proto, so cookies are Secure behind a TLS
 * proxy) and `request.host` (X-Forwarded-Host). An empty list trusts nobody,
 * loopback included.
 */
export const trustProxyOption = (trustedProxies: readonly string[]): string[] | false =>
  trustedProxies.length > 0 ? [...trustedProxies] : false;

/**
 * The visitor's address as stored, limited and matched: Fastify's
 * `request.ip`, IPv4-mapped IPv6 unwrapped. A hop a trusted proxy wrote that
 * is no address at all is not believed either: the socket peer stands in.
 */
export function clientAddress(request: { ip: string; socket: { remoteAddress?: string | undefined } }): string {
  const ip = normalizeIp(request.ip);
  return isIP(ip) !== 0 ? ip : normalizeIp(request.socket.remoteAddress ?? '');
}
