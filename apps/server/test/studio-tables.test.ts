import { getRoomList, launchGame, type ContractValue } from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { gameRounds, studioTableBets, studioTables, wagers } from '../src/db/schema';
import { seedStudioTables } from '../src/studio/tables/catalog';
import { seedGameCatalog } from '../src/db/seed/games';
import { STUDIO_GAMES } from '../src/db/seed/games-catalog';
import { TABLE_RULES, type TBaccaratOutcome } from '../src/studio/tables/rules';
import { call, envelope } from './support/accounts';
import { createProviderApp, gameToken, valueOf, vendorCall } from './support/provider';
import { socketHello, studioAddress } from './support/studio';
import { expectLedgerSound, fundMember, loggedInMember, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
  await seedStudioTables(t.database.db, t.clock.now());
  await seedGameCatalog(t.database.db, t.merchantId, STUDIO_GAMES, t.clock.now());
});
afterAll(async () => t.close());

let counter = 0;
const cid = () => `b${Date.now().toString(36)}${(counter++).toString(36)}`.padEnd(10, '0');
const studio = (game: string, path: 'session' | 'bet', body: unknown): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: `/studio/${game}/api/${path}`, headers: { host: t.host, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const walletBalance = async (memberId: number) => BigInt(valueOf(await vendorCall(t, 'balance', { playerId: String(memberId) })).balance as string);

interface Session {
  mode: string;
  balance: string;
  round: { roundId: string; phase: string; closesAt: string; settlesAt: string; outcome: unknown } | null;
  totals: Record<string, string>;
  players: number;
  seated: number;
  limits: { min: string; max: string };
  spots: { spot: string; pays: string }[];
  history: unknown[];
  roads: { bead: unknown } | null;
  myChips: { spot: string; amount: string }[];
}

async function seat(game: string, funds = 100_000n): Promise<{ m: TestMember; token: string; session: Session }> {
  const m = await loggedInMember(t);
  await fundMember(t, m.id, funds);
  const res = await call(t, launchGame, { vassalage: 'WPS', gameCode: game, trial: false }, { token: m.token, ip: m.ip });
  const token = (envelope(res).value as { token: string }).token;
  const s = await studio(game, 'session', { mode: 'real', token });
  expect(s.statusCode, s.body).toBe(200);
  return { m, token, session: valueOf(s) as unknown as Session };
}

/** Moves the clock to `at` and lets the tables move on. */
async function runTo(at: string | Date) {
  const target = new Date(at).getTime() + 1;
  const now = t.clock.now().getTime();
  if (target > now) t.clock.advance(target - now);
  return t.app.studioTables.tick();
}

/** The app listening (once) for the tests' WebSockets. */
const listening = () => studioAddress(t);

describe('live tables: shared rounds through the provider API', () => {
  it('two players at one baccarat table: both bet, both are settled by the rules, and the platform keeps each round with its valid bet', async () => {
    await t.app.studioTables.tick();
    const a = await seat('baccarat');
    const b = await seat('baccarat');
    const round = a.session.round!;
    expect(round.phase).toBe('betting');
    expect(b.session.round!.roundId).toBe(round.roundId);
    expect(a.session.spots.map((s) => s.spot)).toEqual(['player', 'banker', 'tie', 'player-pair', 'banker-pair']);

    const betA = await studio('baccarat', 'bet', { mode: 'real', token: a.token, roundId: round.roundId, clientBetId: cid(), chips: [{ spot: 'banker', amount: '1000' }] });
    expect(betA.statusCode, betA.body).toBe(200);
    expect(valueOf(betA)).toMatchObject({ balance: '99000', myChips: [{ spot: 'banker', amount: '1000' }] });
    const betB = await studio('baccarat', 'bet', {
      mode: 'real',
      token: b.token,
      roundId: round.roundId,
      clientBetId: cid(),
      chips: [
        { spot: 'player', amount: '500' },
        { spot: 'banker', amount: '300' },
        { spot: 'tie', amount: '100' },
      ],
    });
    expect(betB.statusCode, betB.body).toBe(200);
    // Everyone sees everyone's chips per spot.
    const seen = valueOf(await studio('baccarat', 'session', { mode: 'real', token: a.token })) as unknown as Session;
    expect(seen).toMatchObject({ totals: { banker: '1300', player: '500', tie: '100' }, players: 2 });
    expect(seen.myChips).toEqual([{ spot: 'banker', amount: '1000' }]);
    expect(seen.seated).toBeGreaterThanOrEqual(2);

    // The betting closes: no more bets, and the deal is revealed.
    await runTo(round.closesAt);
    const late = await studio('baccarat', 'bet', { mode: 'real', token: a.token, roundId: round.roundId, clientBetId: cid(), chips: [{ spot: 'tie', amount: '100' }] });
    expect(late.statusCode).toBe(409);
    expect(envelope(late).code).toBe('round_closed');
    const dealing = (valueOf(await studio('baccarat', 'session', { mode: 'real', token: a.token })) as unknown as Session).round!;
    expect(dealing.phase).toBe('dealing');
    const outcome = dealing.outcome as TBaccaratOutcome;
    expect(outcome.player.length).toBeGreaterThanOrEqual(2);

    await runTo(dealing.settlesAt);
    const rules = TABLE_RULES.baccarat;
    const paid = (chips: { spot: 'player' | 'banker' | 'tie'; amount: bigint }[]) => rules.settle(outcome, chips).reduce((s, c) => s + c.payout, 0n);
    const payA = paid([{ spot: 'banker', amount: 1000n }]);
    const chipsB = [
      { spot: 'player' as const, amount: 500n },
      { spot: 'banker' as const, amount: 300n },
      { spot: 'tie' as const, amount: 100n },
    ];
    const payB = paid(chipsB);
    expect(await walletBalance(a.m.id)).toBe(99_000n + payA);
    expect(await walletBalance(b.m.id)).toBe(99_100n + payB);
    const [roundA] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, a.m.id));
    expect(roundA).toMatchObject({ status: 'closed', betTotal: 1000n, winTotal: payA });
    expect(roundA!.outcome!.summary).toMatch(/bets: banker 10\.00/);
    // Player against banker offsets: B's valid bet is the difference plus the tie (or less on a tie push).
    const [wagerB] = await t.database.db.select().from(wagers).where(eq(wagers.memberId, b.m.id));
    expect(wagerB!.stake).toBe(900n);
    expect(wagerB!.validBet).toBe(rules.validBet(chipsB, outcome));
    expect(wagerB!.validBet < 900n).toBe(true);
    const bets = await t.database.db.select().from(studioTableBets).where(eq(studioTableBets.roundId, round.roundId));
    expect(bets.every((x) => x.status === 'settled')).toBe(true);
    await expectLedgerSound(t);

    // The next round opens after the result was shown; the history has this one.
    await runTo(new Date(t.clock.now().getTime() + 4_000));
    const next = valueOf(await studio('baccarat', 'session', { mode: 'real', token: a.token })) as unknown as Session;
    expect(next.round!.roundId).not.toBe(round.roundId);
    expect(next.round!.phase).toBe('betting');
    expect(next.history.at(-1)).toEqual(outcome);
    // The roads show the shoe so far while the next round takes bets.
    expect((next.roads as unknown as { bead: { cells: unknown[] } }).bead.cells.length).toBeGreaterThan(0);
  });

  it('chips outside the limits, unknown spots and bad input are refused and move nothing', async () => {
    await t.app.studioTables.tick();
    const p = await seat('roulette');
    const roundId = p.session.round!.roundId;
    const cases: [unknown, number][] = [
      [{ mode: 'real', token: p.token, roundId, clientBetId: cid(), chips: [{ spot: 'red', amount: '100001' }] }, 400],
      [{ mode: 'real', token: p.token, roundId, clientBetId: cid(), chips: [{ spot: 'red', amount: '5' }] }, 400],
      [{ mode: 'real', token: p.token, roundId, clientBetId: cid(), chips: [{ spot: 'split-1-5', amount: '100' }] }, 400],
      [{ mode: 'real', token: p.token, roundId, clientBetId: cid(), chips: [] }, 400],
      [{ mode: 'real', token: p.token, roundId: 'nope', clientBetId: cid(), chips: [{ spot: 'red', amount: '100' }] }, 400],
      [{ mode: 'real', token: p.token, roundId, clientBetId: cid(), chips: [{ spot: 'red\u0000', amount: '100' }] }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await studio('roulette', 'bet', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(envelope(res).success).toBe(false);
    }
    expect(await walletBalance(p.m.id)).toBe(100_000n);
    // The same chips sent twice are one bet.
    const body = { mode: 'real', token: p.token, roundId, clientBetId: cid(), chips: [{ spot: 'red', amount: '100' }] };
    await studio('roulette', 'bet', body);
    const again = valueOf(await studio('roulette', 'bet', body));
    expect(again).toMatchObject({ duplicate: true });
    expect(await walletBalance(p.m.id)).toBe(99_900n);
  });

  it('a table closed for maintenance voids its round, refunds every bet, and tells its seated players', async () => {
    await t.app.studioTables.tick();
    const p = await seat('color-game');
    const roundId = p.session.round!.roundId;
    const socket = new WebSocket(`${(await listening()).replace('http', 'ws')}/studio/color-game/api/ws`, { headers: { host: t.host } });
    const messages: { type: string; [k: string]: unknown }[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw)) as { type: string }));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'hello', mode: 'real', token: p.token }));
    for (let i = 0; i < 100 && !messages.some((m) => m.type === 'welcome'); i++) await new Promise((r) => setTimeout(r, 30));
    const first = await studio("color-game", "bet", { mode: "real", token: p.token, roundId, clientBetId: cid(), chips: [{ spot: "red", amount: "700" }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(await walletBalance(p.m.id)).toBe(99_300n);
    await t.database.db.update(studioTables).set({ status: 'maintenance' }).where(eq(studioTables.tableId, 'color-game'));
    await t.app.studioTables.tick();
    expect(await walletBalance(p.m.id)).toBe(100_000n);
    const [bet] = await t.database.db.select().from(studioTableBets).where(and(eq(studioTableBets.roundId, roundId)));
    expect(bet!.status).toBe('refunded');
    for (let i = 0; i < 100 && !messages.some((m) => m.type === 'status'); i++) await new Promise((r) => setTimeout(r, 30));
    expect(messages.find((m) => m.type === 'void')).toMatchObject({ roundId });
    expect(messages.find((m) => m.type === 'status')).toMatchObject({ status: 'maintenance' });
    socket.close();
    await t.database.db.update(studioTables).set({ status: 'open' }).where(eq(studioTables.tableId, 'color-game'));
    await expectLedgerSound(t);
  });

  it('the socket brings every seated player the round, the totals, the deal, the result and their own win', async () => {
    await t.app.studioTables.tick();
    const address = await listening();
    const p = await seat('dragon-tiger');
    const round = p.session.round!;
    const socket = new WebSocket(`${address.replace('http', 'ws')}/studio/dragon-tiger/api/ws`, { headers: { host: t.host } });
    const messages: { type: string; [k: string]: unknown }[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw)) as { type: string }));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'hello', mode: 'real', token: p.token }));
    const waitFor = async (type: string) => {
      for (let i = 0; i < 100; i++) {
        const m = messages.find((x) => x.type === type);
        if (m) return m;
        await new Promise((r) => setTimeout(r, 30));
      }
      throw new Error(`no ${type} message; had ${messages.map((m) => m.type).join(',')}`);
    };
    await waitFor('welcome');
    await studio('dragon-tiger', 'bet', { mode: 'real', token: p.token, roundId: round.roundId, clientBetId: cid(), chips: [{ spot: 'dragon', amount: '200' }] });
    expect(await waitFor('totals')).toMatchObject({ roundId: round.roundId, totals: { dragon: '200' }, players: 1 });
    await runTo(round.closesAt);
    expect(((await waitFor('deal')) as unknown as { round: { outcome: unknown } }).round.outcome).toBeTruthy();
    await runTo(round.settlesAt);
    // The result carries the shoe's roads with this round on them, so no page needs to ask again.
    const result = (await waitFor('result')) as unknown as { roads: { bead: { cells: unknown[] } } | null };
    expect(result.roads?.bead).toBeDefined();
    const settled = (await waitFor('settled')) as unknown as { payout: string; balance: string; stake: string };
    expect(settled.stake).toBe('200');
    expect(BigInt(settled.balance)).toBe(await walletBalance(p.m.id));
    socket.close();
  });

  it("a table's calls and socket refuse the token of another table or game", async () => {
    await t.app.studioTables.tick();
    const p = await seat('baccarat');
    const roundId = (valueOf(await studio('dragon-tiger', 'session', { mode: 'fun' })) as unknown as Session).round!.roundId;
    const refusals = [
      await studio('dragon-tiger', 'session', { mode: 'real', token: p.token }),
      await studio('dragon-tiger', 'bet', { mode: 'real', token: p.token, roundId, clientBetId: cid(), chips: [{ spot: 'dragon', amount: '100' }] }),
      await studio('baccarat', 'bet', { mode: 'real', token: await gameToken(t, p.m, 'lucky-reels'), roundId: p.session.round!.roundId, clientBetId: cid(), chips: [{ spot: 'banker', amount: '100' }] }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(envelope(res)).toMatchObject({ success: false, code: 'game_token_other_game' });
    }
    expect(await socketHello(t, 'dragon-tiger', { mode: 'real', token: p.token })).toBe(4401);
    expect(await socketHello(t, 'baccarat', { mode: 'real', token: p.token })).toBe('welcome');
    expect(await walletBalance(p.m.id)).toBe(100_000n);
    expect(await t.database.db.select().from(studioTableBets).where(eq(studioTableBets.playerId, String(p.m.id)))).toHaveLength(0);
  });

  it("the brand's room list shows the studio's real tables: their state, seated players and this brand's limits", async () => {
    await t.app.studioTables.tick();
    const p = await seat('sic-bo');
    const res = await call(t, getRoomList, undefined, { query: 'vassalage=WPS', token: p.m.token, ip: p.m.ip });
    expect(res.statusCode, res.body).toBe(200);
    const rooms = (envelope(res).value as ContractValue<typeof getRoomList>).list;
    expect(rooms.map((r) => r.gameCode).sort()).toEqual(['baccarat', 'color-game', 'dragon-tiger', 'roulette', 'sic-bo']);
    const sicBo = rooms.find((r) => r.gameCode === 'sic-bo')!;
    expect(sicBo).toMatchObject({ status: 'OPEN', minBet: '10', maxBet: '100000' });
    expect(sicBo.players).toBeGreaterThanOrEqual(1);
    await t.database.db.update(studioTables).set({ status: 'maintenance' }).where(eq(studioTables.tableId, 'roulette'));
    try {
      // The lobby is read again after a few seconds.
      await new Promise((r) => setTimeout(r, 5_100));
      const again = (envelope(await call(t, getRoomList, undefined, { query: 'vassalage=WPS', token: p.m.token, ip: p.m.ip })).value as ContractValue<typeof getRoomList>).list;
      expect(again.find((r) => r.gameCode === 'roulette')?.status).toBe('MAINTENANCE');
    } finally {
      await t.database.db.update(studioTables).set({ status: 'open' }).where(eq(studioTables.tableId, 'roulette'));
    }
  });
});
