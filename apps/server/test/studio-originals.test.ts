import { gameLaunchFB, TRIAL_USER_TYPE } from '@wps/contracts';
import {
  cardRank,
  diceRoll,
  hashServerSeed,
  hiloCards,
  minesPositions,
  verifyRound,
  type TOriginalsSession,
  type TPublicRound,
  type TRotateResult,
  type TRoundView,
} from '@wps/fair';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, providerTransactions, studioLimits, studioOriginalRounds, studioSeedPairs } from '../src/db/schema';
import { call, envelope } from './support/accounts';
import { LIMITS_TTL_MS } from '../src/studio/platform/limits';
import { createProviderApp, gameToken, valueOf, vendorCall } from './support/provider';
import { expectLedgerSound, fundMember, loggedInMember, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
});
afterAll(async () => t.close());

let counter = 0;
const rid = () => `r${Date.now().toString(36)}${(counter++).toString(36)}`.padEnd(10, '0');

type Game = 'dice' | 'plinko' | 'keno' | 'mines' | 'hilo';
const studio = (game: Game, path: 'session' | 'bet' | 'act' | 'rotate', body: unknown): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: `/studio/${game}/api/${path}`, headers: { host: t.host, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const roundOf = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return valueOf(res) as unknown as TRoundView;
};
const walletBalance = async (memberId: number) => BigInt(valueOf(await vendorCall(t, 'balance', { playerId: String(memberId) })).balance as string);
/** The server seed of a round, read from the studio's table (what only the studio knows until rotation). */
async function secretOf(roundId: string) {
  const [row] = await t.database.db
    .select({ serverSeed: studioSeedPairs.serverSeed, clientSeed: studioSeedPairs.clientSeed, nonce: studioOriginalRounds.nonce })
    .from(studioOriginalRounds)
    .innerJoin(studioSeedPairs, eq(studioSeedPairs.id, studioOriginalRounds.seedPairId))
    .where(eq(studioOriginalRounds.roundId, roundId));
  return row!;
}
/** The player's active seeds before play, to know an outcome in advance in a test. */
async function nextInput(playerKey: string) {
  const [row] = await t.database.db.select().from(studioSeedPairs).where(and(eq(studioSeedPairs.merchantId, t.merchantId), eq(studioSeedPairs.playerKey, playerKey)));
  return { serverSeed: row!.serverSeed, clientSeed: row!.clientSeed, nonce: row!.nonce };
}

async function realPlayer(game: Game, funds = 100_000n): Promise<{ m: TestMember; token: string; session: TOriginalsSession }> {
  const m = await loggedInMember(t);
  await fundMember(t, m.id, funds);
  const token = await gameToken(t, m, game);
  const res = await studio(game, 'session', { mode: 'real', token });
  expect(res.statusCode, res.body).toBe(200);
  return { m, token, session: valueOf(res) as unknown as TOriginalsSession };
}

describe('originals: sessions and seeds', () => {
  it('a real session shows the balance, the limits, the certified return and the hash of the seed before any play', async () => {
    const { m, session } = await realPlayer('dice', 5000n);
    expect(session).toMatchObject({ mode: 'real', game: 'dice', playerId: String(m.id), balance: '5000', edgeBp: 100, rtp: '98.99–99.00', autoplay: true, turbo: true });
    expect(session.limits).toEqual({ minBet: '10', maxBet: '100000', maxWin: '100000000' });
    const seed = await nextInput(String(m.id));
    expect(session.seeds).toMatchObject({ serverSeedHash: hashServerSeed(seed.serverSeed), clientSeed: seed.clientSeed, nonce: 0 });
    expect(session.seeds.nextServerSeedHash).not.toBe(session.seeds.serverSeedHash);
  });

  it('the game page is served at /studio/<game>/ for every original, and the launch goes there', async () => {
    for (const game of ['dice', 'plinko', 'keno', 'mines', 'hilo'] as const) {
      const m = await loggedInMember(t);
      const res = await call(t, gameLaunchFB, undefined, { token: m.token, ip: m.ip, query: `vassalage=WPS&gameCode=${game}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(new URL((valueOf(res) as { url: string }).url).pathname).toBe(`/studio/${game}/`);
      const page = await t.app.inject({ method: 'GET', url: `/studio/${game}/`, headers: { host: t.host } });
      expect([200, 503]).toContain(page.statusCode);
      expect(page.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('rotating reveals the seed whose hash was shown, and every past round verifies from it', async () => {
    const { m, token, session } = await realPlayer('dice');
    const rounds: TRoundView[] = [];
    for (let i = 0; i < 3; i++) rounds.push(roundOf(await studio('dice', 'bet', { mode: 'real', token, clientRoundId: rid(), bet: '100', params: { target: 5000, direction: 'over' } })));
    expect(rounds.map((r) => r.seed.nonce)).toEqual([0, 1, 2]);
    const before = await t.app.inject({ method: 'GET', url: `/studio/fair/rounds/${rounds[0]!.roundId}`, headers: { host: t.host } });
    expect((valueOf(before) as unknown as TPublicRound).serverSeed).toBeNull();

    const rotated = valueOf(await studio('dice', 'rotate', { mode: 'real', token, clientSeed: 'my-own-seed' })) as unknown as TRotateResult;
    expect(rotated.revealed.serverSeedHash).toBe(session.seeds.serverSeedHash);
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(session.seeds.serverSeedHash);
    expect(rotated.revealed.rounds).toBe(3);
    // The next pair was committed to in advance.
    expect(rotated.seeds).toMatchObject({ serverSeedHash: session.seeds.nextServerSeedHash, clientSeed: 'my-own-seed', nonce: 0 });
    for (const r of rounds) {
      const input = { serverSeed: rotated.revealed.serverSeed, clientSeed: rotated.revealed.clientSeed, nonce: r.seed.nonce };
      expect(r.result.roll).toBe(diceRoll(input));
      const verified = verifyRound(input, { game: 'dice', target: 5000, direction: 'over', edgeBp: 100 });
      expect(r.multiplier).toBe(verified.result.game === 'dice' && verified.result.win ? '1.9801' : '0.0000');
      const pub = valueOf(await t.app.inject({ method: 'GET', url: `/studio/fair/rounds/${r.roundId}`, headers: { host: t.host } })) as unknown as TPublicRound;
      expect(pub).toMatchObject({ serverSeed: rotated.revealed.serverSeed, clientSeed: rotated.revealed.clientSeed, nonce: r.seed.nonce, game: 'dice' });
    }
    expect(await walletBalance(m.id)).toBe(100_000n - 300n + rounds.reduce((s, r) => s + BigInt(r.payout), 0n));
  });
});

describe('originals: money through the provider API', () => {
  it('a dice round debits the stake and credits the payout exactly; the betting record keeps the outcome and the verifier link', async () => {
    const { m, token } = await realPlayer('dice');
    const r = roundOf(await studio('dice', 'bet', { mode: 'real', token, clientRoundId: rid(), bet: '1000', params: { target: 2500, direction: 'under' } }));
    expect(r.status === 'won' || r.status === 'lost').toBe(true);
    expect(r.status === 'won').toBe(r.result.roll! < 2500);
    // 2,500 of the 10,001 rolls win: 0.99 × 10001 / 2500 = 3.9603×.
    expect(BigInt(r.payout)).toBe(r.status === 'won' ? 3960n : 0n);
    expect(BigInt(r.balance!)).toBe(100_000n - 1000n + BigInt(r.payout));
    expect(await walletBalance(m.id)).toBe(BigInt(r.balance!));
    const [round] = await t.database.db.select().from(gameRounds).where(and(eq(gameRounds.memberId, m.id), eq(gameRounds.roundId, r.roundId)));
    expect(round).toMatchObject({ status: 'closed', betTotal: 1000n, winTotal: BigInt(r.payout) });
    expect(round!.outcome).toMatchObject({ verifyUrl: `/provably-fair?round=${r.roundId}` });
    expect(round!.outcome!.summary).toMatch(/^Dice: rolled \d+\.\d\d, under 25\.00/);
    await expectLedgerSound(t);
  });

  it('a closing win the platform did not take is sent again by the repay job until it is paid, once', async () => {
    const { m, token } = await realPlayer('mines');
    const input = await nextInput(String(m.id));
    const safe = [...Array(25).keys()].filter((i) => !minesPositions(input, 3).includes(i));
    const start = roundOf(await studio('mines', 'bet', { mode: 'real', token, clientRoundId: rid(), bet: '1000', params: { mines: 3 } }));
    roundOf(await studio('mines', 'act', { mode: 'real', token, roundId: start.roundId, action: 'reveal', tile: safe[0] }));
    // The platform does not take the closing win (here: a stuck claim of its transaction id answers a conflict).
    const stuck = { merchantId: t.merchantId, vassalage: 'WPS', transactionId: `${start.roundId}-win`, kind: 'win' as const, memberId: m.id, roundId: start.roundId, requestHash: 'stuck', createdAt: t.clock.now() };
    await t.database.db.insert(providerTransactions).values(stuck);
    const refused = await studio('mines', 'act', { mode: 'real', token, roundId: start.roundId, action: 'cashout' });
    expect(refused.statusCode).toBe(409);
    const [unpaid] = await t.database.db.select().from(studioOriginalRounds).where(eq(studioOriginalRounds.roundId, start.roundId));
    expect(unpaid).toMatchObject({ status: 'cashed', paidAt: null, host: t.host });
    // (Counts are of every brand's rounds: with DATABASE_URL other files share the database.)
    const paidAt = async () => (await t.database.db.select({ paidAt: studioOriginalRounds.paidAt }).from(studioOriginalRounds).where(eq(studioOriginalRounds.roundId, start.roundId)))[0]!.paidAt;
    // Too recent for the job (its request may still be retrying), then still refused: nothing paid.
    await t.app.studioOriginals.repay();
    expect(await paidAt()).toBeNull();
    t.clock.advance(60_000);
    expect((await t.app.studioOriginals.repay()).failed).toBeGreaterThanOrEqual(1);
    expect(await paidAt()).toBeNull();
    expect(await walletBalance(m.id)).toBe(99_000n);

    // The platform takes calls again: the next pass pays it.
    await t.database.db.delete(providerTransactions).where(and(eq(providerTransactions.merchantId, t.merchantId), eq(providerTransactions.transactionId, stuck.transactionId)));
    expect((await t.app.studioOriginals.repay()).paid).toBeGreaterThanOrEqual(1);
    expect(await walletBalance(m.id)).toBe(99_000n + unpaid!.payout);
    expect(await paidAt()).not.toBeNull();
    // Nothing left to send: a second pass pays nothing more.
    await t.app.studioOriginals.repay();
    expect(await walletBalance(m.id)).toBe(99_000n + unpaid!.payout);
    const [round] = await t.database.db.select().from(gameRounds).where(and(eq(gameRounds.memberId, m.id), eq(gameRounds.roundId, start.roundId)));
    expect(round).toMatchObject({ status: 'closed', winTotal: unpaid!.payout });
    await expectLedgerSound(t);
  });

  it('the same bet sent twice is played and charged once', async () => {
    const { m, token } = await realPlayer('plinko');
    const body = { mode: 'real', token, clientRoundId: rid(), bet: '500', params: { rows: 16, risk: 'high' } };
    const [a, b] = await Promise.all([studio('plinko', 'bet', body), studio('plinko', 'bet', body)]);
    const ra = roundOf(a);
    const rb = roundOf(b);
    expect(rb.roundId).toBe(ra.roundId);
    expect([ra.duplicate, rb.duplicate].filter(Boolean)).toHaveLength(1);
    expect(ra.result.bucket).toBe(ra.result.path!.reduce<number>((n, d) => n + d, 0));
    expect(await walletBalance(m.id)).toBe(100_000n - 500n + BigInt(ra.payout));
    const again = roundOf(await studio('plinko', 'bet', body));
    expect(again).toMatchObject({ roundId: ra.roundId, duplicate: true });
    const reused = await studio('plinko', 'bet', { ...body, bet: '600' });
    expect(reused.statusCode).toBe(409);
    expect(await walletBalance(m.id)).toBe(100_000n - 500n + BigInt(ra.payout));
  });

  it('a bet above the balance is refused and leaves nothing behind; the same round id then plays once funded', async () => {
    const { m, token } = await realPlayer('keno', 300n);
    const body = { mode: 'real', token, clientRoundId: rid(), bet: '500', params: { picks: [1, 2, 3, 4, 5] } };
    const refused = await studio('keno', 'bet', body);
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused)).toMatchObject({ code: 'insufficient_funds', value: { balance: '300' } });
    expect(await t.database.db.select().from(studioOriginalRounds).where(eq(studioOriginalRounds.playerKey, String(m.id)))).toHaveLength(0);
    await fundMember(t, m.id, 1000n);
    const r = roundOf(await studio('keno', 'bet', body));
    expect(r.result.drawn).toHaveLength(10);
    expect(r.result.hits!.every((n) => [1, 2, 3, 4, 5].includes(n) && r.result.drawn!.includes(n))).toBe(true);
    expect(await walletBalance(m.id)).toBe(1300n - 500n + BigInt(r.payout));
  });

  it('mines: safe tiles raise the cash-out, the cash-out pays it, and the mines are shown once the game is over', async () => {
    const { m, token } = await realPlayer('mines');
    const input = await nextInput(String(m.id));
    const mines = minesPositions(input, 3);
    const safe = [...Array(25).keys()].filter((i) => !mines.includes(i));
    const start = roundOf(await studio('mines', 'bet', { mode: 'real', token, clientRoundId: rid(), bet: '1000', params: { mines: 3 } }));
    expect(start).toMatchObject({ status: 'open', result: { revealed: [] } });
    expect(start.result.mines).toBeUndefined();
    expect(await walletBalance(m.id)).toBe(99_000n);
    // Seeds cannot be rotated while a game is open (the mines would be known).
    expect((await studio('mines', 'rotate', { mode: 'real', token })).statusCode).toBe(409);
    // The session offers the open game back.
    const again = valueOf(await studio('mines', 'session', { mode: 'real', token })) as unknown as TOriginalsSession;
    expect(again.open?.roundId).toBe(start.roundId);

    let r = start;
    for (const tile of safe.slice(0, 2)) r = roundOf(await studio('mines', 'act', { mode: 'real', token, roundId: start.roundId, action: 'reveal', tile }));
    expect(r.status).toBe('open');
    expect(r.result.revealed).toEqual(safe.slice(0, 2));
    // C(25,2) / C(22,2) × 0.99 = 300/231 × 0.99 = 1.2857×
    expect(r.result.nextMultipliers).toMatchObject({ cashout: '1.2857' });
    const repeat = await studio('mines', 'act', { mode: 'real', token, roundId: start.roundId, action: 'reveal', tile: safe[0] });
    expect(repeat.statusCode).toBe(400);
    const cashed = roundOf(await studio('mines', 'act', { mode: 'real', token, roundId: start.roundId, action: 'cashout' }));
    expect(cashed).toMatchObject({ status: 'cashed', multiplier: '1.2857', payout: '1285' });
    expect(cashed.result.mines).toEqual([...mines].sort((a, b) => a - b));
    expect(await walletBalance(m.id)).toBe(99_000n + 1285n);
    const late = await studio('mines', 'act', { mode: 'real', token, roundId: start.roundId, action: 'reveal', tile: safe[3] });
    expect(late.statusCode).toBe(409);
    const replay = roundOf(await studio('mines', 'act', { mode: 'real', token, roundId: start.roundId, action: 'cashout' }));
    expect(replay).toMatchObject({ duplicate: true, payout: '1285' });
    expect(await walletBalance(m.id)).toBe(99_000n + 1285n);

    // A mine ends the next game with nothing.
    const input2 = await nextInput(String(m.id));
    const mine = minesPositions(input2, 5)[0]!;
    const lost0 = roundOf(await studio('mines', 'bet', { mode: 'real', token, clientRoundId: rid(), bet: '1000', params: { mines: 5 } }));
    const lost = roundOf(await studio('mines', 'act', { mode: 'real', token, roundId: lost0.roundId, action: 'reveal', tile: mine }));
    expect(lost).toMatchObject({ status: 'lost', payout: '0' });
    expect(lost.result.mines).toContain(mine);
    expect(await walletBalance(m.id)).toBe(98_000n + 1285n);
    const [record] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, lost0.roundId));
    expect(record).toMatchObject({ status: 'closed', betTotal: 1000n, winTotal: 0n });
    expect(record!.outcome!.summary).toBe('Mines: 5 mines, hit a mine after 0 safe tiles');
    await expectLedgerSound(t);
  });

  it('hi-lo: right guesses multiply, a wrong one loses, and guesses that cannot lose are not offered', async () => {
    const { m, token } = await realPlayer('hilo');
    const input = await nextInput(String(m.id));
    const cards = hiloCards(input, 6);
    const start = roundOf(await studio('hilo', 'bet', { mode: 'real', token, clientRoundId: rid(), bet: '1000', params: {} }));
    expect(start.result.cards).toEqual([cards[0]]);
    // Always guess right with the cards known in advance, twice, then cash out.
    let r = start;
    for (let i = 0; i < 2; i++) {
      const [card, next] = [cards[i]!, cards[i + 1]!];
      const guess = cardRank(next) >= cardRank(card) && cardRank(card) !== 0 ? 'higher' : cardRank(next) <= cardRank(card) && cardRank(card) !== 12 ? 'lower' : 'skip';
      r = roundOf(await studio('hilo', 'act', { mode: 'real', token, roundId: start.roundId, action: guess }));
      expect(r.status).toBe('open');
    }
    const rights = r.result.moves!.filter((mv) => mv !== 'skip').length;
    if (rights === 0) {
      expect((await studio('hilo', 'act', { mode: 'real', token, roundId: start.roundId, action: 'cashout' })).statusCode).toBe(400);
      return;
    }
    const cashed = roundOf(await studio('hilo', 'act', { mode: 'real', token, roundId: start.roundId, action: 'cashout' }));
    expect(cashed.status).toBe('cashed');
    expect(Number(cashed.multiplier)).toBeGreaterThan(0.99);
    expect(await walletBalance(m.id)).toBe(99_000n + BigInt(cashed.payout));
    const ace = start.result.cards![0]! < 4;
    if (ace) expect(start.result.nextMultipliers!.higher).toBeUndefined();
  });

  it("an original's calls refuse the token of another game, and leave its open game as it was", async () => {
    const { m, token } = await realPlayer('hilo');
    const open = roundOf(await studio('hilo', 'bet', { mode: 'real', token, clientRoundId: rid(), bet: '1000', params: {} }));
    const reels = await gameToken(t, m, 'lucky-reels');
    const dice = await gameToken(t, m, 'dice');
    const refusals = [
      await studio('hilo', 'session', { mode: 'real', token: reels }),
      await studio('hilo', 'bet', { mode: 'real', token: reels, clientRoundId: rid(), bet: '1000', params: {} }),
      await studio('hilo', 'bet', { mode: 'real', token: dice, clientRoundId: rid(), bet: '1000', params: {} }),
      await studio('hilo', 'act', { mode: 'real', token: dice, roundId: open.roundId, action: 'cashout' }),
      await studio('hilo', 'rotate', { mode: 'real', token: reels }),
      await studio('dice', 'bet', { mode: 'real', token, clientRoundId: rid(), bet: '100', params: { target: 5000, direction: 'over' } }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(envelope(res)).toMatchObject({ success: false, code: 'game_token_other_game' });
    }
    expect(await walletBalance(m.id)).toBe(99_000n);
    const rounds = await t.database.db.select().from(studioOriginalRounds).where(eq(studioOriginalRounds.playerKey, String(m.id)));
    expect(rounds.map((r) => [r.roundId, r.status])).toEqual([[open.roundId, 'open']]);
  });

  it('bad input is a 4xx in the envelope and changes nothing', async () => {
    const { m, token } = await realPlayer('dice');
    const bad: [Game, unknown][] = [
      ['dice', { mode: 'real', token, clientRoundId: rid(), bet: '100', params: { target: 9999, direction: 'over' } }],
      ['dice', { mode: 'real', token, clientRoundId: rid(), bet: '100', params: { target: 'x', direction: 'over' } }],
      ['dice', { mode: 'real', token, clientRoundId: rid(), bet: '5', params: { target: 5000, direction: 'over' } }],
      ['dice', { mode: 'real', token, clientRoundId: rid(), bet: '100000000', params: { target: 5000, direction: 'over' } }],
      ['dice', { mode: 'real', token, clientRoundId: 'no', bet: '100', params: { target: 5000, direction: 'over' } }],
      ['dice', { mode: 'real', clientRoundId: rid(), bet: '100', params: {} }],
      ['dice', { mode: 'fun', clientRoundId: rid(), bet: '100', params: { target: 5000, direction: 'over' } }],
      ['plinko', { mode: 'real', token, clientRoundId: rid(), bet: '100', params: { rows: 10, risk: 'low' } }],
      ['keno', { mode: 'real', token, clientRoundId: rid(), bet: '100', params: { picks: [1, 1] } }],
      ['keno', { mode: 'real', token, clientRoundId: rid(), bet: '100', params: { picks: [0] } }],
      ['mines', { mode: 'real', token, clientRoundId: rid(), bet: '100', params: { mines: 25 } }],
      ['dice', { mode: 'real', token, clientRoundId: rid(), bet: '1\u0000', params: {} }],
    ];
    for (const [game, body] of bad) {
      const res = await studio(game, 'bet', body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(envelope(res).success).toBe(false);
    }
    const foreign = await realPlayer('mines');
    const theirs = roundOf(await studio('mines', 'bet', { mode: 'real', token: foreign.token, clientRoundId: rid(), bet: '100', params: { mines: 1 } }));
    // Another player's game is not found, even with this player's own Mines token.
    const steal = await studio('mines', 'act', { mode: 'real', token: await gameToken(t, m, 'mines'), roundId: theirs.roundId, action: 'cashout' });
    expect(steal.statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'GET', url: '/studio/fair/rounds/not-a-round', headers: { host: t.host } });
    expect(unknown.statusCode).toBe(400);
    expect(await walletBalance(m.id)).toBe(100_000n);
  });

  it("a brand's limits, edge and switches reach the game and hold at bet time", async () => {
    await t.database.db
      .insert(studioLimits)
      .values({ merchantId: t.merchantId, currency: t.currency, game: 'keno', minBet: 50n, maxBet: 2000n, maxWin: 10_000n, edgeBp: 300, autoplay: false, turbo: false, updatedAt: new Date() });
    // Each process reads a brand's limits again within LIMITS_TTL_MS.
    t.clock.advance(LIMITS_TTL_MS + 1);
    const { token, session } = await realPlayer('keno');
    expect(session).toMatchObject({ limits: { minBet: '50', maxBet: '2000', maxWin: '10000' }, autoplay: false, turbo: false, edgeBp: 300 });
    const high = await studio('keno', 'bet', { mode: 'real', token, clientRoundId: rid(), bet: '2001', params: { picks: [7] } });
    expect(high.statusCode).toBe(400);
    expect(envelope(high)).toMatchObject({ code: 'amount_out_of_range', value: { maxBet: '2000' } });
    // Other games keep the brand's defaults.
    const dice = await realPlayer('dice');
    expect(dice.session.limits.maxBet).toBe('100000');
  });
});

describe('originals: demo and fun play', () => {
  it('a trial player plays every original on demo credits', async () => {
    const trial = await loggedInMember(t, { type: TRIAL_USER_TYPE });
    await fundMember(t, trial.id, 200_000n);
    const plays: [Game, Record<string, unknown>][] = [
      ['dice', { target: 5000, direction: 'over' }],
      ['plinko', { rows: 8, risk: 'low' }],
      ['keno', { picks: [3, 9, 27] }],
      ['mines', { mines: 24 }],
      ['hilo', {}],
    ];
    for (const [game, params] of plays) {
      const launch = await call(t, gameLaunchFB, undefined, { token: trial.token, ip: trial.ip, query: `vassalage=WPS&gameCode=${game}` });
      const { token, mode } = valueOf(launch) as { token: string; mode: string };
      expect(mode).toBe('demo');
      expect(valueOf(await studio(game, 'session', { mode: 'demo', token }))).toMatchObject({ mode: 'demo', playerId: String(trial.id) });
      const r = roundOf(await studio(game, 'bet', { mode: 'demo', token, clientRoundId: rid(), bet: '100', params }));
      expect(r.mode).toBe('demo');
      if (game === 'mines') {
        const done = roundOf(await studio(game, 'act', { mode: 'demo', token, roundId: r.roundId, action: 'reveal', tile: 0 }));
        expect(['lost', 'cashed']).toContain(done.status);
      }
    }
    const rounds = await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, trial.id));
    expect(rounds.filter((r) => r.isTrial)).toHaveLength(5);
    await expectLedgerSound(t);
  });

  it('fun mode needs no wallet: a fun id keeps the seeds and the open game, and nothing reaches the platform', async () => {
    const count = async () => (await t.database.db.select().from(gameRounds)).length;
    const rounds = await count();
    const s = valueOf(await studio('mines', 'session', { mode: 'fun' })) as unknown as TOriginalsSession;
    expect(s).toMatchObject({ mode: 'fun', balance: '200000' });
    expect(s.funId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const r = roundOf(await studio('mines', 'bet', { mode: 'fun', funId: s.funId, clientRoundId: rid(), bet: '1000', params: { mines: 1 } }));
    expect(r.balance).toBeUndefined();
    const resumed = valueOf(await studio('mines', 'session', { mode: 'fun', funId: s.funId })) as unknown as TOriginalsSession;
    expect(resumed.open?.roundId).toBe(r.roundId);
    const secret = await secretOf(r.roundId);
    const safe = [...Array(25).keys()].find((i) => !minesPositions(secret, 1).includes(i))!;
    roundOf(await studio('mines', 'act', { mode: 'fun', funId: s.funId, roundId: r.roundId, action: 'reveal', tile: safe }));
    const cashed = roundOf(await studio('mines', 'act', { mode: 'fun', funId: s.funId, roundId: r.roundId, action: 'cashout' }));
    // One safe tile with one mine: 25/24 × 0.99 = 1.0312×.
    expect(cashed).toMatchObject({ status: 'cashed', multiplier: '1.0312', payout: '1031' });
    expect(await count()).toBe(rounds);
  });
});
