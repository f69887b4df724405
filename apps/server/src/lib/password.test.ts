import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ARGON2_PARAMS, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('is argon2id with at least 19 MiB, 2 passes and one lane', async () => {
    expect(ARGON2_PARAMS.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(ARGON2_PARAMS.timeCost).toBeGreaterThanOrEqual(2);
    const hash = await hashPassword('Player@123');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(parseOptions(hash)).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(hash, 'Player@123')).toBe(true);
    expect(await verifyPassword(hash, 'player@123')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});
