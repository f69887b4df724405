import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZHumanChallenge, ZHumanVerification, type THumanVerification } from '../account/account.schemas';
import {
  challengeExpiresAt,
  challengeId,
  createHumanChallenge,
  saltExpiresAt,
  solveHumanChallenge,
  verifyHumanSolution,
} from './altcha';

const SECRET = 'test-hmac-secret';
const NOW = 1_700_000_000_000;

async function solved(opts: { maxNumber?: number; expiresInMs?: number } = {}): Promise<THumanVerification> {
  const challenge = await createHumanChallenge(SECRET, { maxNumber: 2000, now: NOW, ...opts });
  const solution = await solveHumanChallenge(challenge);
  if (!solution) throw new Error('unsolved');
  return solution;
}

describe('createHumanChallenge', () => {
  it('issues an ALTCHA challenge computed as documented', async () => {
    const c = await createHumanChallenge(SECRET, { now: NOW });
    expect(ZHumanChallenge.parse(c)).toEqual(c);
    expect(c.maxnumber).toBe(50_000);
    expect(c.salt).toMatch(/^[0-9a-f]{24}\?expires=\d+$/);
    expect(saltExpiresAt(c.salt)).toBe(Math.floor((NOW + 10 * 60_000) / 1000) * 1000);
    expect(c.signature).toBe(createHmac('sha256', SECRET).update(c.challenge).digest('hex'));
    // The number is secret but must exist within [0, maxnumber]: find it with node:crypto.
    let found = -1;
    for (let n = 0; n <= c.maxnumber && found < 0; n++) {
      if (createHash('sha256').update(c.salt + n).digest('hex') === c.challenge) found = n;
    }
    expect(found).toBeGreaterThanOrEqual(0);
  });

  it('gives distinct challenges and honours the options', async () => {
    const a = await createHumanChallenge(SECRET, { maxNumber: 10, expiresInMs: 60_000, now: NOW });
    const b = await createHumanChallenge(SECRET, { maxNumber: 10, expiresInMs: 60_000, now: NOW });
    expect(a.salt).not.toBe(b.salt);
    expect(a.challenge).not.toBe(b.challenge);
    expect(a.maxnumber).toBe(10);
    expect(saltExpiresAt(a.salt)).toBe(NOW + 60_000);
    await expect(createHumanChallenge(SECRET, { maxNumber: 0 })).rejects.toThrow(RangeError);
  });
});

describe('solveHumanChallenge + verifyHumanSolution', () => {
  it('solves and verifies', async () => {
    const solution = await solved();
    expect(ZHumanVerification.parse(solution)).toEqual(solution);
    await expect(verifyHumanSolution(solution, SECRET, { now: NOW })).resolves.toBe(true);
    expect(challengeId(solution)).toBe(solution.challenge);
    expect(challengeExpiresAt(solution)).toBe(NOW + 10 * 60_000);
  });

  it('solves the default difficulty in reasonable time', async () => {
    const challenge = await createHumanChallenge(SECRET);
    const solution = await solveHumanChallenge(challenge);
    expect(solution).not.toBeNull();
    await expect(verifyHumanSolution(solution!, SECRET)).resolves.toBe(true);
  });

  it('refuses a wrong number', async () => {
    const solution = await solved();
    await expect(verifyHumanSolution({ ...solution, number: solution.number + 1 }, SECRET, { now: NOW })).resolves.toBe(false);
    await expect(verifyHumanSolution({ ...solution, number: -1 }, SECRET, { now: NOW })).resolves.toBe(false);
    await expect(verifyHumanSolution({ ...solution, number: 0.5 }, SECRET, { now: NOW })).resolves.toBe(false);
  });

  it('refuses a bad signature, another secret, or a self-made challenge', async () => {
    const solution = await solved();
    const flipped = (solution.signature[0] === '0' ? '1' : '0') + solution.signature.slice(1);
    await expect(verifyHumanSolution({ ...solution, signature: flipped }, SECRET, { now: NOW })).resolves.toBe(false);
    await expect(verifyHumanSolution({ ...solution, signature: 'zz' }, SECRET, { now: NOW })).resolves.toBe(false);
    await expect(verifyHumanSolution({ ...solution, signature: solution.signature.slice(2) }, SECRET, { now: NOW })).resolves.toBe(false);
    await expect(verifyHumanSolution(solution, 'another-secret', { now: NOW })).resolves.toBe(false);
    // An attacker's own easy challenge, signed with a guessed key, is refused.
    const forged = await createHumanChallenge('guess', { maxNumber: 1, now: NOW });
    const forgedSolution = await solveHumanChallenge(forged);
    await expect(verifyHumanSolution(forgedSolution!, SECRET, { now: NOW })).resolves.toBe(false);
  });

  it('refuses an expired challenge', async () => {
    const solution = await solved({ expiresInMs: 60_000 });
    await expect(verifyHumanSolution(solution, SECRET, { now: NOW + 59_000 })).resolves.toBe(true);
    await expect(verifyHumanSolution(solution, SECRET, { now: NOW + 60_000 })).resolves.toBe(false);
  });

  it('refuses an altered salt (pushing the expiry out or dropping it)', async () => {
    const solution = await solved({ expiresInMs: 60_000 });
    const later = solution.salt.replace(/expires=\d+/, `expires=${Math.floor(NOW / 1000) + 86_400}`);
    await expect(verifyHumanSolution({ ...solution, salt: later }, SECRET, { now: NOW + 120_000 })).resolves.toBe(false);
    await expect(verifyHumanSolution({ ...solution, salt: later }, SECRET, { now: NOW })).resolves.toBe(false);
    await expect(verifyHumanSolution({ ...solution, salt: solution.salt.split('?')[0]! }, SECRET, { now: NOW })).resolves.toBe(false);
    await expect(verifyHumanSolution({ ...solution, salt: `x${solution.salt}` }, SECRET, { now: NOW })).resolves.toBe(false);
  });

  it('refuses another algorithm or a malformed challenge', async () => {
    const solution = await solved();
    await expect(verifyHumanSolution({ ...solution, algorithm: 'SHA-1' as never }, SECRET, { now: NOW })).resolves.toBe(false);
    await expect(verifyHumanSolution({ ...solution, challenge: solution.challenge.toUpperCase() }, SECRET, { now: NOW })).resolves.toBe(false);
  });

  it('stops when aborted and gives null for an unsolvable challenge', async () => {
    const challenge = await createHumanChallenge(SECRET, { maxNumber: 1_000_000 });
    const controller = new AbortController();
    controller.abort();
    await expect(solveHumanChallenge(challenge, { signal: controller.signal })).resolves.toBeNull();
    await expect(solveHumanChallenge({ ...challenge, challenge: '00'.repeat(32), maxnumber: 300 })).resolves.toBeNull();
    await expect(solveHumanChallenge({ ...challenge, challenge: 'nothex' })).resolves.toBeNull();
  });
});
