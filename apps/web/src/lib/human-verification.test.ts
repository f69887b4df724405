import { ZHumanVerification, type THumanChallenge } from '@wps/contracts/player';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okEnvelope, stubFetch } from '@/testing/fixtures';
import { getHumanVerification } from './human-verification';

const SECRET = 'test-secret';

/** A challenge as the server issues it (altcha-lib, deterministic counter, expiry in `data`). */
const challengeAt = async (counter: number) =>
  (await createChallenge({ algorithm: 'SHA-256', cost: 1, counter, deriveKey, data: { expires: 1_900_000_000 }, hmacSignatureSecret: SECRET })) as THumanChallenge;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getHumanVerification', () => {
  it('solves the challenge the server issues into the fields the server verifies', async () => {
    for (const counter of [0, 13, 1_234]) {
      const challenge = await challengeAt(counter);
      const { fetchStub, calls } = stubFetch({ '/wps/verification/challenge': okEnvelope(challenge) });
      vi.stubGlobal('fetch', fetchStub);
      const verification = await getHumanVerification(true);
      expect(calls).toHaveLength(1);
      expect(ZHumanVerification.parse(verification)).toEqual({ challenge, solution: { counter, derivedKey: expect.stringMatching(/^[0-9a-f]{64}$/) } });
      await expect(verifySolution({ ...verification!, deriveKey, hmacSignatureSecret: SECRET })).resolves.toMatchObject({ verified: true });
    }
  });

  it('sends nothing and asks for nothing when the brand has it off', async () => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchStub);
    await expect(getHumanVerification(false)).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('reports a challenge it cannot solve as the server would: verification_failed', async () => {
    const challenge = await challengeAt(5);
    const unsolvable = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: 'not hex' } };
    vi.stubGlobal('fetch', stubFetch({ '/wps/verification/challenge': okEnvelope(unsolvable) }).fetchStub);
    await expect(getHumanVerification(true)).rejects.toMatchObject({ status: 0, code: 'verification_failed' });
  });
});
