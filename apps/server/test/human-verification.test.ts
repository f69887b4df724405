/**
 * Human verification on altcha-lib (SPEC.md §3 "human-verification fields"):
 * the brand's difficulty, the expiry on the server's clock, single use, and
 * every tampered challenge or solution refused with a 4xx that changes nothing.
 */
import { sendRegisterSms, type THumanVerification } from '@wps/contracts';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants, usedHumanChallenges } from '../src/db/schema';
import { accountBrand, call, createAccountApp, envelope, freshIp, humanProof, mobile, outbox, type AccountTestApp } from './support/accounts';

const BRAND_MAX_NUMBER = 1_000;

let t: AccountTestApp;
beforeAll(async () => {
  // No fixed difficulty: challenges take the brand's, set before any request reads the brand.
  t = await createAccountApp(accountBrand(), { humanChallengeMaxNumber: undefined });
  await t.database.db.update(merchants).set({ humanChallengeMaxNumber: BRAND_MAX_NUMBER }).where(eq(merchants.id, t.merchantId));
});
afterAll(async () => {
  await t.close();
});

/** Asks for a registration code with this proof: the answer, and whether a code went out. */
const sendWith = async (verification: unknown) => {
  const phone = mobile();
  const res = await call(t, sendRegisterSms, { mobileNo: phone, countryDialingCode: '+63', verification }, { ip: freshIp() });
  return { status: res.statusCode, code: envelope(res).code, sent: (await outbox(t, `+63${phone}`)).length };
};

const isUsed = async (proof: THumanVerification) =>
  (await t.database.db.select().from(usedHumanChallenges).where(eq(usedHumanChallenges.challengeId, proof.challenge.signature))).length > 0;

describe('the issued challenge', () => {
  it("is a signed SHA-256 challenge within the brand's difficulty, valid for 10 minutes", async () => {
    for (let i = 0; i < 6; i++) {
      const proof = await humanProof(t);
      const { parameters, signature } = proof.challenge;
      expect(parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, data: { expires: Math.floor(t.clock.now().getTime() / 1000) + 600 } });
      expect(signature).toMatch(/^[0-9a-f]{64}$/);
      // Drawn in [0, 1,000]: with the default 50,000 six draws this low would be a one-in-10^10 chance.
      expect(proof.solution.counter).toBeLessThanOrEqual(BRAND_MAX_NUMBER);
    }
  });
});

describe('a solved challenge', () => {
  it('is accepted once; a replay is refused and sends nothing', async () => {
    const proof = await humanProof(t);
    expect(await sendWith(proof)).toEqual({ status: 200, code: undefined, sent: 1 });
    expect(await sendWith(proof)).toEqual({ status: 400, code: 'verification_failed', sent: 0 });
  });

  it('is refused once expired on the server clock (verification_expired), sends nothing and is not used up', async () => {
    const late = await humanProof(t);
    const inTime = await humanProof(t);
    t.clock.advance(10 * 60_000 - 1_000);
    expect(await sendWith(inTime)).toEqual({ status: 200, code: undefined, sent: 1 });
    t.clock.advance(1_000);
    expect(await sendWith(late)).toEqual({ status: 400, code: 'verification_expired', sent: 0 });
    expect(await isUsed(late)).toBe(false);
  });

  it('is refused when its challenge or solution was tampered with, sending nothing', async () => {
    const proof = await humanProof(t);
    const { challenge, solution } = proof;
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
    // An easy challenge of the caller's own, signed with a guessed secret.
    const forged = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 1, deriveKey, data: challenge.parameters.data, hmacSignatureSecret: 'guess' });
    const forgedSolution = await solveChallenge({ challenge: forged, deriveKey });
    const tampered = [
      { challenge: { ...challenge, signature: flip(challenge.signature) }, solution },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, data: { expires: challenge.parameters.data.expires + 86_400 } } }, solution },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } }, solution },
      { challenge, solution: { ...solution, counter: solution.counter + 1 } },
      { challenge, solution: { ...solution, derivedKey: flip(solution.derivedKey) } },
      { challenge: forged, solution: forgedSolution },
    ];
    for (const verification of tampered) expect(await sendWith(verification), JSON.stringify(verification)).toEqual({ status: 400, code: 'verification_failed', sent: 0 });
    // None of them used the genuine challenge up.
    expect(await sendWith(proof)).toEqual({ status: 200, code: undefined, sent: 1 });
  });

  it('answers a malformed proof with a 400 naming the field, never a 500', async () => {
    const { challenge, solution } = await humanProof(t);
    const malformed = [
      { challenge },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, nonce: 'not hex' } }, solution },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, algorithm: 'SHA-1' } }, solution },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1e9 } }, solution },
      { challenge, solution: { ...solution, counter: -1 } },
      { challenge, solution: { ...solution, counter: 2 ** 32 } },
      { challenge, solution: { ...solution, derivedKey: solution.derivedKey.toUpperCase() } },
      'x'.repeat(64),
    ];
    for (const verification of malformed) expect(await sendWith(verification), JSON.stringify(verification)).toEqual({ status: 400, code: 'validation_error', sent: 0 });
  });
});
