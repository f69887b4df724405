import { describe, expect, it } from 'vitest';
import { chainHash, createChainHasher } from './service';

describe('the crash chain with checkpoints', () => {
  it('gives every game the hash the plain walk gives', () => {
    const seed = 'a'.repeat(64);
    const hashOf = createChainHasher();
    for (const gameNo of [0, 1, 2, 999, 1000, 1001, 2500, 4999, 5000]) expect(hashOf(seed, 5000, gameNo), String(gameNo)).toBe(chainHash(seed, 5000, gameNo));
    // Another chain alongside gives its own.
    expect(hashOf('b'.repeat(64), 3000, 7)).toBe(chainHash('b'.repeat(64), 3000, 7));
  });
});
