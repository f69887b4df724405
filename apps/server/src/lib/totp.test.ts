import { describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { generateTotpSecret, totpCode, totpStep, totpUri, verifyTotp } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890".
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
// Times (seconds) and the 8-digit SHA-1 values from the RFC; 6-digit codes are their last six digits.
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it('generates 160-bit base32 secrets', () => {
    const a = generateTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(a).bytes).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(a);
  });

  it('matches the RFC 6238 SHA-1 test vectors', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [seconds, expected] of RFC_VECTORS) {
      const step = totpStep(seconds * 1000);
      expect(totpCode(RFC_SECRET, step)).toBe(expected.slice(-6));
      expect(verifyTotp(RFC_SECRET, expected.slice(-6), { now: seconds * 1000 })).toBe(step);
    }
  });

  it('accepts one step of drift each side by default, and no more', () => {
    const now = 1111111111 * 1000;
    const step = totpStep(now);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), { now })).toBe(step - 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), { now })).toBe(step + 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), { now })).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 2), { now })).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), { now, window: 2 })).toBe(step - 2);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), { now, window: 0 })).toBeNull();
  });

  it('refuses reuse: a step at or before the last used one', () => {
    const now = 1234567890 * 1000;
    const code = totpCode(RFC_SECRET, totpStep(now));
    const step = verifyTotp(RFC_SECRET, code, { now, lastUsedStep: null });
    expect(step).toBe(totpStep(now));
    expect(verifyTotp(RFC_SECRET, code, { now, lastUsedStep: step })).toBeNull();
    expect(verifyTotp(RFC_SECRET, code, { now: now + 20_000, lastUsedStep: step })).toBeNull();
    // After a newer code was used, an older still-in-window code is refused too.
    const previous = totpCode(RFC_SECRET, totpStep(now) - 1);
    expect(verifyTotp(RFC_SECRET, previous, { now, lastUsedStep: step })).toBeNull();
    // The next step's code is still accepted.
    const next = totpCode(RFC_SECRET, totpStep(now) + 1);
    expect(verifyTotp(RFC_SECRET, next, { now: now + 30_000, lastUsedStep: step })).toBe(step! + 1);
  });

  it('refuses wrong, malformed codes and bad secrets', () => {
    const now = 59_000;
    expect(verifyTotp(RFC_SECRET, '287083', { now })).toBeNull();
    expect(verifyTotp(RFC_SECRET, '28708', { now })).toBeNull();
    expect(verifyTotp(RFC_SECRET, '2870822', { now })).toBeNull();
    expect(verifyTotp(RFC_SECRET, 'abcdef', { now })).toBeNull();
    expect(verifyTotp(RFC_SECRET, '', { now })).toBeNull();
    expect(verifyTotp('not base32!', '287082', { now })).toBeNull();
    expect(verifyTotp('', '287082', { now })).toBeNull();
    // Spaces as apps display them ("287 082") are fine.
    expect(verifyTotp(RFC_SECRET, '287 082', { now })).toBe(1);
  });

  it('builds an otpauth URI', () => {
    const uri = totpUri({ secret: 'JBSWY3DPEHPK3PXP', account: 'alice@example.com', issuer: 'WPS Games' });
    expect(uri).toBe(
      'otpauth://totp/WPS%20Games:alice%40example.com?issuer=WPS%20Games&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    );
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe('WPS Games');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ secret: 'JBSWY3DPEHPK3PXP', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
