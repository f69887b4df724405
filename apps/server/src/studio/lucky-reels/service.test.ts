import { describe, expect, it } from 'vitest';
import { createSeededRng } from '../rng';
import type { PlatformAnswer, PlatformCall, PlatformClient } from '../platform/client';
import { createLuckyReelsService, gridByReel, outcomeSummary, type StudioContext } from './service';
import { spin } from './engine';

/** A platform that answers from a script and records every call. */
function fakePlatform(answer: (call: PlatformCall, body: Record<string, unknown>, n: number) => PlatformAnswer<unknown> | Error) {
  const calls: { call: PlatformCall; body: Record<string, unknown> }[] = [];
  const client: PlatformClient = {
    async call<T>(_target: unknown, call: PlatformCall, body: object) {
      calls.push({ call, body: body as Record<string, unknown> });
      const a = answer(call, body as Record<string, unknown>, calls.filter((c) => c.call === call).length);
      if (a instanceof Error) throw a;
      return a as PlatformAnswer<T>;
    },
  };
  return { client, calls };
}

const session = { playerId: '42', currency: 'PHP', balance: '10000', trial: false, language: 'EN', gameCode: 'lucky-reels' };
const tx = (balance: string, duplicate = false) => ({ status: 200, success: true, value: { playerId: '42', currency: 'PHP', balance, duplicate } });
const ctxOf = (platform: PlatformClient): StudioContext => ({
  platform,
  target: { host: 'h', secret: 's' },
  currency: 'PHP',
  merchantId: 1,
  log: { warn: () => {}, error: () => {}, info: () => {} },
});
const token = 't'.repeat(32);

describe('a round through the platform', () => {
  it('retries a win that failed (network, 5xx) with the same transaction id', async () => {
    const { client, calls } = fakePlatform((call, _b, n) => {
      if (call === 'authenticate') return { status: 200, success: true, value: session };
      if (call === 'bet') return tx('9900');
      if (n === 1) return new Error('socket hang up');
      if (n === 2) return { status: 503, success: false, code: 'internal_error' };
      return tx('9950');
    });
    const service = createLuckyReelsService({ rng: createSeededRng('retry') });
    const result = await service.spin(ctxOf(client), { mode: 'real', token, bet: '100', clientSpinId: 'abcdefgh01' });
    expect(result.balance).toBe('9950');
    const wins = calls.filter((c) => c.call === 'win');
    expect(wins).toHaveLength(3);
    expect(new Set(wins.map((w) => w.body.transactionId))).toEqual(new Set(['42-abcdefgh01-win']));
    expect(wins[0]!.body).toMatchObject({ roundId: '42-abcdefgh01', endRound: true, amount: result.totalWin });
    expect(calls.find((c) => c.call === 'bet')!.body).toMatchObject({ transactionId: '42-abcdefgh01-bet', amount: '100', token });
  });

  it('a bet the platform already took, whose answer is not remembered, is a conflict with the balance', async () => {
    const { client, calls } = fakePlatform((call) => (call === 'authenticate' ? { status: 200, success: true, value: session } : tx('9900', true)));
    const service = createLuckyReelsService();
    await expect(service.spin(ctxOf(client), { mode: 'real', token, bet: '100', clientSpinId: 'abcdefgh02' })).rejects.toMatchObject({ statusCode: 409, value: { balance: '9900' } });
    expect(calls.some((c) => c.call === 'win')).toBe(false);
  });

  it('a win the platform refuses cancels the round: the bet is rolled back and the player told', async () => {
    const { client, calls } = fakePlatform((call) => {
      if (call === 'authenticate') return { status: 200, success: true, value: session };
      if (call === 'bet') return tx('9900');
      if (call === 'win') return { status: 409, success: false, code: 'round_closed', message: 'Round is closed' };
      return { status: 200, success: true, value: { balance: '10000' } };
    });
    const service = createLuckyReelsService({ rng: createSeededRng('refused') });
    await expect(service.spin(ctxOf(client), { mode: 'real', token, bet: '100', clientSpinId: 'abcdefgh04' })).rejects.toMatchObject({ statusCode: 409, value: { balance: '10000' } });
    expect(calls.filter((c) => c.call === 'win')).toHaveLength(1);
    expect(calls.find((c) => c.call === 'rollback')!.body).toMatchObject({ transactionId: '42-abcdefgh04-rollback', referenceTransactionId: '42-abcdefgh04-bet' });
  });

  it('a win left without an answer is not rolled back (it may have been paid)', async () => {
    const { client, calls } = fakePlatform((call) => {
      if (call === 'authenticate') return { status: 200, success: true, value: session };
      if (call === 'bet') return tx('9900');
      return new Error('socket hang up');
    });
    const service = createLuckyReelsService({ rng: createSeededRng('lost') });
    await expect(service.spin(ctxOf(client), { mode: 'real', token, bet: '100', clientSpinId: 'abcdefgh05' })).rejects.toMatchObject({ statusCode: 502 });
    expect(calls.filter((c) => c.call === 'win')).toHaveLength(4);
    expect(calls.some((c) => c.call === 'rollback')).toBe(false);
  });

  it('a jackpot hit claims the pool into the round before its win closes it; a miss claims nothing', async () => {
    const withJackpot = { ...session, jackpot: { code: 'lucky-reels', name: 'Lucky Reels Jackpot', pool: '750000', hitEvery: '200000000' } };
    const answer = (call: PlatformCall) => {
      if (call === 'authenticate') return { status: 200, success: true, value: withJackpot };
      if (call === 'bet') return tx('9900');
      if (call === 'jackpot') return { status: 200, success: true, value: { ...tx('759900').value, jackpotWin: '750000' } };
      return tx('760000');
    };
    // The draw: a 100 stake against 200,000,000 hits when the CSPRNG's number is below 100.
    const draws: number[] = [];
    const hitRng = { int: (n: number) => (draws.push(n), 99) };
    const hitting = fakePlatform(answer);
    const won = await createLuckyReelsService({ rng: createSeededRng('jp'), jackpotRng: hitRng }).spin(ctxOf(hitting.client), { mode: 'real', token, bet: '100', clientSpinId: 'abcdefgh06' });
    expect(draws).toEqual([200_000_000]);
    expect(won).toMatchObject({ jackpotWin: '750000', balance: '760000' });
    expect(hitting.calls.map((c) => c.call)).toEqual(['authenticate', 'bet', 'jackpot', 'win']);
    expect(hitting.calls[2]!.body).toEqual({ playerId: '42', transactionId: '42-abcdefgh06-jackpot', roundId: '42-abcdefgh06', jackpotCode: 'lucky-reels' });
    expect((hitting.calls[3]!.body.outcome as { summary: string }).summary).toMatch(/^Jackpot 7,500\.00 · /);

    const missing = fakePlatform(answer);
    const lost = await createLuckyReelsService({ rng: createSeededRng('jp'), jackpotRng: { int: () => 100 } }).spin(ctxOf(missing.client), { mode: 'real', token, bet: '100', clientSpinId: 'abcdefgh07' });
    expect(lost.jackpotWin).toBe('0');
    expect(missing.calls.map((c) => c.call)).toEqual(['authenticate', 'bet', 'win']);
  });

  it('demo credits never draw for the jackpot', async () => {
    const draws: number[] = [];
    const { client, calls } = fakePlatform((call) => {
      if (call === 'authenticate') return { status: 200, success: true, value: { ...session, trial: true, jackpot: { code: 'x', name: 'x', pool: '1', hitEvery: '1' } } };
      return tx('9900');
    });
    await createLuckyReelsService({ jackpotRng: { int: (n) => (draws.push(n), 0) } }).spin(ctxOf(client), { mode: 'real', token, bet: '100', clientSpinId: 'abcdefgh08' });
    expect(draws).toEqual([]);
    expect(calls.some((c) => c.call === 'jackpot')).toBe(false);
  });

  it('a token launched for another game is refused before any money moves', async () => {
    const { client, calls } = fakePlatform((call) => (call === 'authenticate' ? { status: 200, success: true, value: { ...session, gameCode: 'hilo' } } : tx('9900')));
    const service = createLuckyReelsService();
    await expect(service.spin(ctxOf(client), { mode: 'real', token, bet: '100', clientSpinId: 'abcdefgh09' })).rejects.toMatchObject({ statusCode: 403, code: 'game_token_other_game' });
    await expect(service.session(ctxOf(client), { mode: 'real', token })).rejects.toMatchObject({ statusCode: 403, code: 'game_token_other_game' });
    expect(calls.map((c) => c.call)).toEqual(['authenticate', 'authenticate']);
  });

  it('fun mode makes no platform call', async () => {
    const { client, calls } = fakePlatform(() => new Error('no call expected'));
    const result = await createLuckyReelsService().spin(ctxOf(client), { mode: 'fun', bet: '20', clientSpinId: 'abcdefgh03' });
    expect(result.mode).toBe('fun');
    expect(calls).toHaveLength(0);
  });
});

describe('the outcome for the betting record', () => {
  it('summarises the round and lays the grid out by reel', () => {
    const rng = createSeededRng('summary');
    for (let i = 0; i < 200; i++) {
      const round = spin(rng, { lineBet: 5n, lines: 20 });
      const summary = outcomeSummary(round);
      expect(summary.length).toBeGreaterThan(0);
      expect(summary.length).toBeLessThanOrEqual(200);
      if (round.totalWin === 0n) expect(summary).toBe('No win');
      const byReel = gridByReel(round.grid);
      expect(byReel).toHaveLength(5);
      expect(byReel[2]).toEqual([round.grid[0]![2], round.grid[1]![2], round.grid[2]![2]]);
    }
  });
});

describe('a free round (decision 015)', () => {
  const withGrant = { ...session, freeRounds: [{ grantId: '7', roundsLeft: 2, roundsGranted: 5, stake: '500', expiresAt: '2030-01-01T00:00:00.000Z' }] };

  it('the session offers the grant; a spin of it names the grant in its bet at the grant\'s stake on all lines, and plays no jackpot', async () => {
    const { client, calls } = fakePlatform((call) => {
      if (call === 'authenticate') return { status: 200, success: true, value: { ...withGrant, jackpot: { code: 'j', name: 'J', pool: '1', hitEvery: '1' } } };
      if (call === 'bet') return tx('10000');
      return tx('10000');
    });
    const service = createLuckyReelsService({ rng: createSeededRng('free'), jackpotRng: createSeededRng('always') });
    const opened = await service.session(ctxOf(client), { mode: 'real', token });
    expect(opened.freeRounds).toEqual(withGrant.freeRounds);
    const result = await service.spin(ctxOf(client), { mode: 'real', token, bet: '500', clientSpinId: 'freeround01', freeRoundGrantId: '7' });
    expect(result.freeRound).toEqual({ grantId: '7', roundsLeft: 1 });
    expect(result.bet).toBe('500');
    expect(calls.find((c) => c.call === 'bet')!.body).toMatchObject({ amount: '500', freeRoundGrantId: '7', transactionId: '42-freeround01-bet' });
    expect(calls.some((c) => c.call === 'jackpot')).toBe(false);
    // 500 on 20 lines: 25 a line, as the engine plays it with that seed.
    expect(result.totalWin).toBe(spin(createSeededRng('free'), { lineBet: 25n, lines: 20 }).totalWin.toString());
  });

  it('a grant the session does not hold, or another stake, is refused before any bet', async () => {
    const { client, calls } = fakePlatform((call) => (call === 'authenticate' ? { status: 200, success: true, value: withGrant } : tx('10000')));
    const service = createLuckyReelsService();
    await expect(service.spin(ctxOf(client), { mode: 'real', token, bet: '500', clientSpinId: 'freeround02', freeRoundGrantId: '8' })).rejects.toMatchObject({ statusCode: 404, code: 'free_round_not_found' });
    await expect(service.spin(ctxOf(client), { mode: 'real', token, bet: '400', clientSpinId: 'freeround03', freeRoundGrantId: '7' })).rejects.toMatchObject({ statusCode: 400, code: 'free_round_stake' });
    expect(calls.some((c) => c.call === 'bet')).toBe(false);
  });
});
