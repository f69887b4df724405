import { describe, expect, it } from 'vitest';
import { crashPoint, diceRoll, hashServerSeed, kenoDraw, minesPositions } from '@wps/fair';
import { cardName, format, UsageError, verify } from './fair-verify';

const seeds = ['--server-seed', 'srv', '--client-seed', 'cli', '--nonce', '4'];

describe('fair:verify', () => {
  it('recomputes a round from its seeds, with the server seed hash to compare', () => {
    const dice = verify(['--game', 'dice', ...seeds]);
    expect(dice.result).toMatchObject({ serverSeedHash: hashServerSeed('srv'), nonce: 4, roll: (diceRoll({ serverSeed: 'srv', clientSeed: 'cli', nonce: 4 }) / 100).toFixed(2) });
    expect(verify(['--game', 'mines', ...seeds, '--mines', '5']).result.mines).toEqual(
      minesPositions({ serverSeed: 'srv', clientSeed: 'cli', nonce: 4 }, 5).sort((a, b) => a - b),
    );
    expect(verify(['--game', 'keno', ...seeds]).result.drawn).toEqual(kenoDraw({ serverSeed: 'srv', clientSeed: 'cli', nonce: 4 }));
    expect(String(verify(['--game', 'plinko', ...seeds, '--rows', '8']).result.path)).toMatch(/^[LR]{8}$/);
    expect(verify(['--game', 'hilo', ...seeds, '--cards', '3']).result.cards).toHaveLength(3);
    expect(verify(['--game', 'crash', '--hash', 'abc', '--salt', 's']).result.crashPoint).toBe((crashPoint('abc', 's') / 100).toFixed(2));
    expect(JSON.parse(format(verify(['--game', 'dice', ...seeds, '--json'])))).toMatchObject({ game: 'dice', nonce: 4 });
    expect(format(dice)).toContain('roll: ');
    expect(cardName(0)).toBe('A♠');
    expect(cardName(51)).toBe('K♣');
  });

  it('refuses what it cannot verify with a usage error', () => {
    expect(() => verify(['--game', 'roulette', ...seeds])).toThrow(UsageError);
    expect(() => verify(['--game', 'dice', '--server-seed', 'srv'])).toThrow(UsageError);
    expect(() => verify(['--game', 'dice', ...seeds.slice(0, 4), '--nonce', '-1'])).toThrow(UsageError);
    expect(() => verify(['--game', 'plinko', ...seeds, '--rows', '40'])).toThrow(UsageError);
    expect(() => verify(['--game', 'dice', ...seeds, 'stray'])).toThrow(UsageError);
  });
});
