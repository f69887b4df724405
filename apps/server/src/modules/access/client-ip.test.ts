import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createIpMatcher, normalizeIp, resolveClientIp } from './client-ip';

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

describe('resolveClientIp', () => {
  const trusted = createIpMatcher(['10.0.0.0/8', '127.0.0.1']);

  it('ignores X-Forwarded-For from an untrusted peer', () => {
    expect(resolveClientIp('203.0.113.7', '1.2.3.4', trusted)).toBe('203.0.113.7');
    expect(resolveClientIp('127.0.0.1', '1.2.3.4', createIpMatcher([]))).toBe('127.0.0.1');
  });

  it('takes the right-most untrusted hop when the peer is a trusted proxy', () => {
    expect(resolveClientIp('10.0.0.2', '1.2.3.4', trusted)).toBe('1.2.3.4');
    // The client forged "6.6.6.6"; the first proxy appended its real peer 1.2.3.4.
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 1.2.3.4, 10.0.0.9', trusted)).toBe('1.2.3.4');
    expect(resolveClientIp('10.0.0.2', ['6.6.6.6', '1.2.3.4'], trusted)).toBe('1.2.3.4');
  });

  it('stops at garbage in the chain and keeps the last trustworthy hop', () => {
    expect(resolveClientIp('10.0.0.2', 'evil, 10.0.0.3', trusted)).toBe('10.0.0.3');
  });

  it('falls back to the peer when the header is absent, and handles mapped peers', () => {
    expect(resolveClientIp('::ffff:10.0.0.2', undefined, trusted)).toBe('10.0.0.2');
    expect(resolveClientIp('::ffff:10.0.0.2', '198.51.100.1', trusted)).toBe('198.51.100.1');
  });

  it('never returns an address forged by an untrusted peer (property)', () => {
    const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.'));
    fc.assert(
      fc.property(ipv4, fc.array(ipv4, { maxLength: 5 }), (peer, chain) => {
        fc.pre(!trusted.has(peer));
        expect(resolveClientIp(peer, chain.join(', '), trusted)).toBe(peer);
      }),
    );
  });
});
