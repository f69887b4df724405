import { TRIAL_USER_TYPE, betRoundDetail, gameLaunchFB, getRankList, getRecentGames, launchGame, type ContractValue, type TBetRoundDetail } from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, gameWins } from '../src/db/schema';
import { LUCKY_REELS } from '../src/db/seed/games-catalog';
import { seedGameCatalog } from '../src/db/seed/games';
import { call, envelope } from './support/accounts';
import { createProviderApp, gameToken, valueOf, vendorCall } from './support/provider';
import { fundMember, loggedInMember, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
  // The studio's slot in this brand's catalog (recent games and the winners board name catalog games).
  await seedGameCatalog(t.database.db, t.merchantId, [LUCKY_REELS], t.clock.now());
});
afterAll(async () => t.close());

const OUTCOME = {
  summary: '3 × Cherry on line 5 · 10 free spins',
  grid: [
    ['A', 'K', 'Q'],
    ['W', 'S', 'A'],
    ['C', 'C', 'C'],
    ['K', 'Q', 'J'],
    ['S', 'A', 'K'],
  ],
  freeSpins: 10,
};

/** The round's id in the betting record, from the vendor's round id. */
async function recordId(member: TestMember, roundId: string): Promise<number> {
  const [row] = await t.database.db.select({ id: gameRounds.id }).from(gameRounds).where(and(eq(gameRounds.memberId, member.id), eq(gameRounds.roundId, roundId)));
  if (!row) throw new Error(`no round ${roundId}`);
  return row.id;
}

async function detail(member: TestMember, roundId: string): Promise<TBetRoundDetail> {
  const res = await call(t, betRoundDetail, undefined, { token: member.token, ip: member.ip, query: `id=${await recordId(member, roundId)}` });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return envelope(res).value as TBetRoundDetail;
}

async function playRound(member: TestMember, token: string, roundId: string, bet: string, win: string, o: { outcome?: unknown; endRound?: boolean } = {}) {
  const playerId = String(member.id);
  const b = await vendorCall(t, 'bet', { token, playerId, transactionId: `${roundId}-b`, roundId, amount: bet });
  expect(b.statusCode).toBe(200);
  return vendorCall(t, 'win', { playerId, transactionId: `${roundId}-w`, roundId, amount: win, endRound: o.endRound ?? true, ...(o.outcome ? { outcome: o.outcome } : {}) });
}

describe('round outcomes', () => {
  it('a win that closes the round stores its outcome, and the round detail shows it', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 10_000n);
    const token = await gameToken(t, m);
    const win = await playRound(m, token, `o1-${m.id}`, '100', '300', { outcome: OUTCOME });
    expect(win.statusCode).toBe(200);
    const value = await detail(m, `o1-${m.id}`);
    expect(value.outcome).toEqual(OUTCOME);
    expect(value.round).toMatchObject({ status: 'closed', bet: '100', win: '300' });
  });

  it('endRound stores the outcome too; a round without one shows null', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 10_000n);
    const token = await gameToken(t, m);
    const roundId = `o2-${m.id}`;
    await playRound(m, token, roundId, '100', '0', { endRound: false });
    expect((await detail(m, roundId)).outcome).toBeNull();
    const end = await vendorCall(t, 'endRound', { playerId: String(m.id), roundId, outcome: { summary: 'No win' } });
    expect(end.statusCode).toBe(200);
    expect((await detail(m, roundId)).outcome).toEqual({ summary: 'No win' });

    await playRound(m, token, `o3-${m.id}`, '100', '50');
    expect((await detail(m, `o3-${m.id}`)).outcome).toBeNull();
  });

  it('refuses a malformed outcome with 400 and moves nothing', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 10_000n);
    const token = await gameToken(t, m);
    const roundId = `o4-${m.id}`;
    const bad = await playRound(m, token, roundId, '100', '100', { outcome: { summary: '' } });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).code).toBe('validation_error');
    const tooWide = await vendorCall(t, 'endRound', { playerId: String(m.id), roundId, outcome: { summary: 'x', grid: Array.from({ length: 11 }, () => ['A']) } });
    expect(tooWide.statusCode).toBe(400);
    const value = await detail(m, roundId);
    expect(value.round).toMatchObject({ status: 'open', win: '0' });
    expect(value.outcome).toBeNull();
  });
});

describe('recent games and winners from play', () => {
  it('a real launch, a fun launch and a demo launch put the game in the recent games', async () => {
    const m = await loggedInMember(t);
    const recent = async (member: TestMember) => {
      const res = await call(t, getRecentGames, undefined, { token: member.token, ip: member.ip });
      return (envelope(res).value as ContractValue<typeof getRecentGames>).list.map((g) => g.nodeId);
    };
    expect(await recent(m)).toEqual([]);
    expect((await call(t, launchGame, { vassalage: 'WPS', gameCode: 'lucky-reels' }, { token: m.token, ip: m.ip })).statusCode).toBe(200);
    expect(await recent(m)).toEqual(['wps-lucky-reels']);

    const fun = await loggedInMember(t);
    expect((await call(t, launchGame, { vassalage: 'WPS', gameCode: 'lucky-reels', trial: true }, { token: fun.token, ip: fun.ip })).statusCode).toBe(200);
    expect(await recent(fun)).toEqual(['wps-lucky-reels']);

    const trial = await loggedInMember(t, { type: TRIAL_USER_TYPE });
    expect((await call(t, gameLaunchFB, undefined, { token: trial.token, ip: trial.ip, query: 'vassalage=WPS&gameCode=lucky-reels' })).statusCode).toBe(200);
    expect(await recent(trial)).toEqual(['wps-lucky-reels']);

    // A refused launch records nothing.
    const refused = await loggedInMember(t, { type: TRIAL_USER_TYPE });
    expect((await call(t, launchGame, { vassalage: 'WPS', gameCode: 'lucky-reels' }, { token: refused.token, ip: refused.ip })).statusCode).toBe(403);
    expect(await recent(refused)).toEqual([]);
  });

  it('a closed round that won at least 10× its stake goes on the winners board, once; smaller or demo wins do not', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 100_000n);
    const token = await gameToken(t, m);
    const winsOf = (roundId: string) => t.database.db.select().from(gameWins).where(and(eq(gameWins.merchantId, t.merchantId), eq(gameWins.sourceRef, `round:WPS:${roundId}`)));

    // 9×: not big enough.
    await playRound(m, token, `w1-${m.id}`, '100', '900');
    expect(await winsOf(`w1-${m.id}`)).toHaveLength(0);

    // 25×, paid without closing: nothing until the round closes.
    const big = `w2-${m.id}`;
    await playRound(m, token, big, '200', '5000', { endRound: false });
    expect(await winsOf(big)).toHaveLength(0);
    expect((await vendorCall(t, 'endRound', { playerId: String(m.id), roundId: big })).statusCode).toBe(200);
    const [row] = await winsOf(big);
    expect(row).toMatchObject({ memberId: m.id, betAmount: 200n, winAmount: 5000n, customerName: `${m.account.slice(0, 2)}***${m.account.slice(-2)}` });
    // Closing again (a vendor retrying) records nothing more.
    await vendorCall(t, 'endRound', { playerId: String(m.id), roundId: big });
    expect(await winsOf(big)).toHaveLength(1);

    // A win that closes the round in the same call.
    const closing = `w3-${m.id}`;
    await playRound(m, token, closing, '100', '1000');
    // A vendor's win is answered before the outbox's subscribers run: the board follows a moment later.
    await expect.poll(async () => (await winsOf(closing)).length).toBe(1);
    // Its replay moves nothing and records nothing more.
    const replay = await vendorCall(t, 'win', { playerId: String(m.id), transactionId: `${closing}-w`, roundId: closing, amount: '1000', endRound: true });
    expect(valueOf(replay).duplicate).toBe(true);
    expect(await winsOf(closing)).toHaveLength(1);

    // The board shows it, newest first, masked.
    const board = envelope(await call(t, getRankList, undefined, { query: 'gameCategory=ALL&limitNum=20' })).value as ContractValue<typeof getRankList>;
    expect(board.list[0]?.vo).toMatchObject({ nodeId: 'wps-lucky-reels', winAmount: '1000' });
    expect(board.list.some((w) => w.vo.customerName === m.account)).toBe(false);

    // Demo credits are not real wins.
    const trial = await loggedInMember(t, { type: TRIAL_USER_TYPE });
    await fundMember(t, trial.id, 10_000n);
    const trialToken = await gameToken(t, trial, 'lucky-reels', true);
    await playRound(trial, trialToken, `w4-${trial.id}`, '100', '5000');
    expect(await winsOf(`w4-${trial.id}`)).toHaveLength(0);
  });
});
