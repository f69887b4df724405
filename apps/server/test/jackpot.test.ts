import { TRIAL_USER_TYPE, getJackpot } from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, jackpotHits, jackpots, ledgerAccounts, ledgerTransactions, outboxEvents } from '../src/db/schema';
import { LUCKY_REELS } from '../src/db/seed/games-catalog';
import { seedGameCatalog } from '../src/db/seed/games';
import { DEMO_JACKPOT } from '../src/modules/jackpot';
import { ensureJackpot, type JackpotDefinition } from '../src/modules/jackpot/jackpot.service';
import { balanceOf } from '../src/modules/ledger/ledger.service';
import { call, envelope } from './support/accounts';
import { createProviderApp, gameToken, valueOf, vendorCall } from './support/provider';
import { expectLedgerSound, fundMember, loggedInMember, type TestMember, type WalletTestApp } from './support/wallet';

/** The demo brands' jackpot, on this test's own brand. */
const RULE: JackpotDefinition = DEMO_JACKPOT;

let t: WalletTestApp;
let poolAccount: number;
beforeAll(async () => {
  t = await createProviderApp();
  await seedGameCatalog(t.database.db, t.merchantId, [LUCKY_REELS], t.clock.now());
  poolAccount = (await ensureJackpot(t.database.db, { id: t.merchantId, currency: t.currency }, RULE, t.clock.now())).accountId;
});
afterAll(async () => t.close());

/** Every after-commit event of the brand handled (handled events are deleted). */
const delivered = () =>
  expect
    .poll(async () => (await t.database.db.select({ id: outboxEvents.id }).from(outboxEvents).where(eq(outboxEvents.merchantId, t.merchantId))).length, { timeout: 10_000 })
    .toBe(0);

const pool = () => balanceOf(t.database.db, poolAccount);
const wallet = async (m: TestMember) => BigInt(valueOf(await vendorCall(t, 'balance', { playerId: String(m.id) })).balance as string);
const contributions = () =>
  t.database.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.merchantId, t.merchantId), eq(ledgerTransactions.type, 'jackpot_contribution')));

async function member(funds = 1_000_000n): Promise<{ m: TestMember; token: string }> {
  const m = await loggedInMember(t);
  await fundMember(t, m.id, funds);
  return { m, token: await gameToken(t, m) };
}

async function bet(m: TestMember, token: string, roundId: string, amount: string) {
  const res = await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `${roundId}-b`, roundId, amount });
  expect(res.statusCode, res.body).toBe(200);
}

const closeRound = (m: TestMember, roundId: string, amount = '0') =>
  vendorCall(t, 'win', { playerId: String(m.id), transactionId: `${roundId}-w`, roundId, amount, endRound: true });

const hit = (m: TestMember, roundId: string, o: { transactionId?: string; jackpotCode?: string } = {}) =>
  vendorCall(t, 'jackpot', { playerId: String(m.id), transactionId: o.transactionId ?? `${roundId}-jp`, roundId, jackpotCode: o.jackpotCode ?? RULE.code });

describe('the pool', () => {
  it('is seeded once from the house, and the home roll shows it', async () => {
    expect(await pool()).toBeGreaterThanOrEqual(RULE.seed);
    // Creating it again finds it: no second seed.
    const before = await pool();
    await ensureJackpot(t.database.db, { id: t.merchantId, currency: t.currency }, RULE, t.clock.now());
    expect(await pool()).toBe(before);
    const value = envelope(await call(t, getJackpot)).value as { pool: string; currency: string };
    expect(value).toEqual({ pool: before.toString(), currency: t.currency });
    await expectLedgerSound(t);
  });

  it('refuses settings that would return more than 3 % of stakes', async () => {
    await expect(ensureJackpot(t.database.db, { id: t.merchantId, currency: t.currency }, { ...RULE, code: 'greedy', seed: 10_000_000n }, t.clock.now())).rejects.toThrow(/at most 3 %/);
  });

  it('authenticate tells the game its jackpot and hit rule; a demo-credit session has none', async () => {
    const { token } = await member();
    const auth = valueOf(await vendorCall(t, 'authenticate', { token }));
    expect(auth.jackpot).toEqual({ code: RULE.code, name: RULE.name, pool: (await pool()).toString(), hitEvery: RULE.hitEvery.toString() });
    const trial = await loggedInMember(t, { type: TRIAL_USER_TYPE });
    const trialAuth = valueOf(await vendorCall(t, 'authenticate', { token: await gameToken(t, trial, 'lucky-reels', true) }));
    expect(trialAuth.jackpot).toBeNull();
  });
});

describe('contributions', () => {
  it('a settled real round feeds the pool with 0.5 % of its stake, once; shares below a minor unit are carried', async () => {
    const { m, token } = await member();
    const before = await pool();
    await bet(m, token, `c1-${m.id}`, '10000');
    expect((await closeRound(m, `c1-${m.id}`)).statusCode).toBe(200);
    await expect.poll(pool, { timeout: 5000 }).toBe(before + 50n);
    // 20 × 0.5 % = 0.1 of a minor unit: nothing moves until ten such rounds make one.
    for (let i = 0; i < 10; i++) {
      await bet(m, token, `c2-${m.id}-${i}`, '20');
      await closeRound(m, `c2-${m.id}-${i}`);
    }
    await expect.poll(pool, { timeout: 5000 }).toBe(before + 51n);
    // Delivered again (at-least-once): nothing more.
    await delivered();
    const moved = (await contributions()).length;
    const { contribute } = await import('../src/modules/jackpot/jackpot.service');
    expect(await contribute(t.database.db, t.merchantId, { vassalage: 'WPS', gameCode: 'lucky-reels', roundId: `c1-${m.id}`, stake: '10000', isTrial: false })).toBe(0n);
    expect((await contributions()).length).toBe(moved);
    expect(await pool()).toBe(before + 51n);
    await expectLedgerSound(t);
  });

  it('demo credits and games outside the jackpot feed nothing', async () => {
    const before = await pool();
    const trial = await loggedInMember(t, { type: TRIAL_USER_TYPE });
    const { contribute } = await import('../src/modules/jackpot/jackpot.service');
    expect(await contribute(t.database.db, t.merchantId, { vassalage: 'WPS', gameCode: 'lucky-reels', roundId: `c3-${trial.id}`, stake: '100', isTrial: true })).toBe(0n);
    expect(await contribute(t.database.db, t.merchantId, { vassalage: 'WPS', gameCode: 'dice', roundId: 'x1', stake: '10000', isTrial: false })).toBe(0n);
    await delivered();
    expect(await pool()).toBe(before);
  });
});

describe('a hit', () => {
  it('pays the whole pool into the round as a win, seeds the pool again, and the round closes with it', async () => {
    const { m, token } = await member(100_000n);
    const roundId = `h1-${m.id}`;
    await bet(m, token, roundId, '1000');
    await delivered();
    const owed = await pool();
    const res = await hit(m, roundId);
    expect(res.statusCode, res.body).toBe(200);
    expect(valueOf(res)).toMatchObject({ jackpotWin: owed.toString(), duplicate: false, balance: (100_000n - 1000n + owed).toString() });
    expect(await pool()).toBe(RULE.seed);
    const closed = await closeRound(m, roundId, '300');
    // Its own stake's share feeds the new pool once the round settles.
    await expect.poll(pool, { timeout: 5000 }).toBe(RULE.seed + 5n);
    expect(closed.statusCode).toBe(200);
    const [round] = await t.database.db.select().from(gameRounds).where(and(eq(gameRounds.merchantId, t.merchantId), eq(gameRounds.roundId, roundId)));
    expect(round).toMatchObject({ status: 'closed', betTotal: 1000n, winTotal: owed + 300n });
    expect(await wallet(m)).toBe(100_000n - 1000n + owed + 300n);
    const hits = await t.database.db.select().from(jackpotHits).where(eq(jackpotHits.roundId, roundId));
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ memberId: m.id, amount: owed });
    await expectLedgerSound(t);
  });

  it('the same call again answers the same and moves nothing; another claim for that round is refused', async () => {
    const { m, token } = await member(100_000n);
    const roundId = `h2-${m.id}`;
    await bet(m, token, roundId, '1000');
    await delivered();
    const first = valueOf(await hit(m, roundId));
    const after = await pool();
    const again = await hit(m, roundId);
    expect(again.statusCode).toBe(200);
    expect(valueOf(again)).toMatchObject({ duplicate: true, balance: first.balance });
    const other = await hit(m, roundId, { transactionId: `${roundId}-jp2` });
    expect(other.statusCode).toBe(409);
    expect(envelope(other).code).toBe('jackpot_already_won');
    expect(await pool()).toBe(after);
    expect(await wallet(m)).toBe(BigInt(first.balance as string));
    await expectLedgerSound(t);
  });

  it('is refused, moving nothing, for a closed round, another player\'s round, an unknown jackpot and demo credits', async () => {
    const { m, token } = await member(100_000n);
    const closed = `h3-${m.id}`;
    await bet(m, token, closed, '1000');
    await closeRound(m, closed);
    await delivered();
    const before = await pool();
    const balance = await wallet(m);

    const onClosed = await hit(m, closed);
    expect(onClosed.statusCode).toBe(409);
    expect(envelope(onClosed).code).toBe('round_closed');

    const open = `h4-${m.id}`;
    await bet(m, token, open, '1000');
    const other = await loggedInMember(t);
    const stolen = await hit(other, open);
    expect(stolen.statusCode).toBe(404);
    expect(envelope(stolen).code).toBe('bet_not_found');

    const unknown = await hit(m, open, { jackpotCode: 'no-such-pot' });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe('jackpot_not_found');

    // A trial member plays on demo credits: no jackpot, whatever the round.
    const trial = await loggedInMember(t, { type: TRIAL_USER_TYPE });
    const demo = await hit(trial, `h5-${trial.id}`);
    expect(demo.statusCode).toBe(404);
    expect(envelope(demo).code).toBe('jackpot_not_found');

    const bad = await vendorCall(t, 'jackpot', { playerId: String(m.id), transactionId: 'x', roundId: open, jackpotCode: 'BAD CODE\u0000' });
    expect(bad.statusCode).toBe(400);

    await delivered();
    expect(await pool()).toBe(before);
    expect(await wallet(m)).toBe(balance - 1000n);
    await expectLedgerSound(t);
  });

  it('parallel hits and contributions never pay more than the pool held, and the pool never goes below its seed', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => member(100_000n)));
    const rounds = players.map(({ m }, i) => `h6-${m.id}-${i}`);
    await Promise.all(players.map(({ m, token }, i) => bet(m, token, rounds[i]!, '5000')));
    // Three hit, three settle and feed the pool, all at once.
    const answers = await Promise.all(
      players.map(({ m }, i) => (i % 2 === 0 ? hit(m, rounds[i]!) : closeRound(m, rounds[i]!))),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    await delivered();
    const paid = answers.filter((_, i) => i % 2 === 0).map((a) => BigInt(valueOf(a).jackpotWin as string));
    for (const p of paid) expect(p).toBeGreaterThanOrEqual(RULE.seed);
    expect(await pool()).toBeGreaterThanOrEqual(RULE.seed);
    const [account] = await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, poolAccount));
    expect(account!.kind).toBe('jackpot');
    // Every hit reseeded: the pool's history adds up (seeds in, contributions in, releases out).
    const [row] = await t.database.db.select().from(jackpots).where(eq(jackpots.accountId, poolAccount));
    expect(row!.contributionCarry).toBeGreaterThanOrEqual(0);
    await expectLedgerSound(t);
  });
});
