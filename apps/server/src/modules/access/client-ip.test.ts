import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { clientAddress, createIpMatcher, normalizeIp, trustProxyOption } from './client-ip';

describe('normalizeIp', () => {
  it('unwraps IPv4-mapped IPv6, brackets and ports', () => {
    expect(normalizeIp('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(normalizeIp('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeIp(' 203.0.113.9:5678 ')).toBe('203.0.113.9');
    expect(normalizeIp('2001:DB8::A')).toBe('2001:db8::a');
  });
});

describe('createIpMatcher', () => {
  it('matches addresses and CIDR blocks of both families', () => {
    const m = createIpMatcher(['10.0.0.0/8', '192.168.1.5', '2001:db8::/32']);
    expect(m.has('10.200.3.4')).toBe(true);
    expect(m.has('::ffff:10.0.0.1')).toBe(true);
    expect(m.has('192.168.1.5')).toBe(true);
    expect(m.has('192.168.1.6')).toBe(false);
    expect(m.has('2001:db8:ffff::1')).toBe(true);
    expect(m.has('2001:db9::1')).toBe(false);
    expect(m.has('not-an-ip')).toBe(false);
  });

  it('an empty list trusts nothing, loopback included', () => {
    const m = createIpMatcher([]);
    expect(m.has('127.0.0.1')).toBe(false);
    expect(m.has('::1')).toBe(false);
  });
});

describe('trustProxyOption and clientAddress, through Fastify', () => {
  /** A bare Fastify with our trust, answering what it believes of each request. */
  async function seenBy(trusted: readonly string[]) {
    const app = Fastify({ trustProxy: trustProxyOption(trusted) });
    app.get('/', async (request) => ({ ip: clientAddress(request), protocol: request.protocol, host: request.host }));
    await app.ready();
    const see = async (remoteAddress: string, headers: Record<string, string | string[]> = {}) =>
      (await app.inject({ url: '/', remoteAddress, headers: { host: 'origin.test', ...headers } })).json<{ ip: string; protocol: string; host: string }>();
    return { app, see };
  }

  it('ignores every forwarded header from a peer that is not a trusted proxy', async () => {
    const { app, see } = await seenBy(['10.0.0.0/8', '127.0.0.1']);
    const forged = { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.test' };
    expect(await see('203.0.113.7', forged)).toEqual({ ip: '203.0.113.7', protocol: 'http', host: 'origin.test' });
    await app.close();
    const none = await seenBy([]);
    // An empty list trusts nobody, loopback included.
    expect(await none.see('127.0.0.1', forged)).toEqual({ ip: '127.0.0.1', protocol: 'http', host: 'origin.test' });
    await none.app.close();
  });

  it('believes a trusted proxy for the address, the scheme and the host alike', async () => {
    const { app, see } = await seenBy(['10.0.0.0/8', '127.0.0.1']);
    expect(await see('10.0.0.2', { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'brand.test' })).toEqual({
      ip: '1.2.3.4',
      protocol: 'https',
      host: 'brand.test',
    });
    await app.close();
  });

  it('takes the right-most untrusted hop: what the client wrote itself is never believed', async () => {
    const { app, see } = await seenBy(['10.0.0.0/8', '127.0.0.1']);
    // The client forged "6.6.6.6"; the first proxy appended its real peer 1.2.3.4.
    expect((await see('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 1.2.3.4, 10.0.0.9' })).ip).toBe('1.2.3.4');
    expect((await see('10.0.0.2', { 'x-forwarded-for': ['6.6.6.6', '1.2.3.4'] })).ip).toBe('1.2.3.4');
    expect((await see('::ffff:10.0.0.2', { 'x-forwarded-for': '198.51.100.1' })).ip).toBe('198.51.100.1');
    expect((await see('::ffff:10.0.0.2')).ip).toBe('10.0.0.2');
    await app.close();
  });

  it('does not take garbage a trusted proxy passed on for an address', async () => {
    const { app, see } = await seenBy(['10.0.0.0/8']);
    expect((await see('10.0.0.2', { 'x-forwarded-for': 'evil' })).ip).toBe('10.0.0.2');
    await app.close();
  });

  it('never returns an address forged by an untrusted peer (property)', async () => {
    const { app, see } = await seenBy(['10.0.0.0/8', '127.0.0.1']);
    const trusted = createIpMatcher(['10.0.0.0/8', '127.0.0.1']);
    const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.'));
    await fc.assert(
      fc.asyncProperty(ipv4, fc.array(ipv4, { minLength: 1, maxLength: 5 }), async (peer, chain) => {
        fc.pre(!trusted.has(peer));
        expect((await see(peer, { 'x-forwarded-for': chain.join(', ') })).ip).toBe(peer);
      }),
      { numRuns: 50 },
    );
    await app.close();
  });
});
