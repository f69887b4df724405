/**
 * Agent contracts and their settlement (issue 14 items 5 and 6): the offer
 * rules, the popup's process calls, automatic termination (SPEC.md §4), the
 * differential payout through the ledger with an upline short of money, and
 * a property test over random trees, contracts and wagers: the brand's
 * payments equal what the agents received in all, no downline's rate is above
 * its upline's, bills recomputed from the wagers equal the stored ones, and a
 * rerun changes nothing.
 */
import {
  claimBill,
  contractRequests,
  dailySalaryOffers,
  decideDailySalary,
  decideDividend,
  offerContract,
  previewContract,
  staffEndContract,
  staffOfferContract,
  staffReviewBill,
  staffRunSettlement,
  agentBills,
  type Contract,
  login,
  type TAgentBill,
} from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectOutstanding, drainTeamQueue, settleDue } from '../src/modules/agent';
import { rateAt, share } from '../src/modules/agent/contract-terms';
import { createOutbox } from '../src/modules/outbox';
import { call, createMember, envelope, humanProof, loginResult } from './support/accounts';
import { createWalletApp, expectLedgerSound, fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let offset = 0;
beforeAll(async () => {
  t = await createWalletApp();
  offset = Number((await rows<{ o: number }>(sql`select gmt_offset_minutes as o from merchants where id = ${t.merchantId}`))[0]!.o);
});
afterAll(async () => t.close());

const db = () => t.database.db;
async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(statement)) as unknown as { rows: T[] }).rows;
}
const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
const services = () => ({ db: db(), clock: t.clock, outbox: createOutbox(db(), quiet) });
/** An instant at a brand-local day and hour. */
const at = (day: string, hour: number) => new Date(Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`) - offset * 60_000);
let ref = 0;
const wager = (memberId: number, day: string, stake: number, payout: number) =>
  db().execute(sql`select wager_record(${t.merchantId}::integer, ${memberId}::integer, 'provider', ${`c:${ref++}`}, 'RNG', 'TST', 'G1', 'PHP',
    ${stake}::bigint, ${stake}::bigint, ${payout}::bigint, false, ${at(day, 12).toISOString()}::timestamptz, ${day}::date, ${memberId % 16}::integer)`);
const balanceOf = async (memberId: number) =>
  BigInt((await rows<{ b: string }>(sql`select coalesce(sum(balance), 0)::text as b from ledger_accounts where owner_kind = 'member' and owner_id = ${memberId} and kind = 'main'`))[0]!.b);

const as = (m: TestMember, contract: Contract, body?: unknown, query?: string) => call(t, contract, body, { token: m.token, ip: m.ip, ...(query ? { query } : {}) });
const staff = async (contract: Contract, body: unknown) => call(t, contract, body, { token: await staffToken(t, 'admin01') });
function value<T>(res: Awaited<ReturnType<typeof call>>): T {
  const e = envelope(res);
  if (!e.success) throw new Error(`${res.statusCode} ${e.code} ${e.message}`);
  return e.value as T;
}
const flat = (rate: number) => [{ validBet: '0', activeMembers: 0, rate }];
/** Moves the test clock; sessions do not live that long, so the members sign in again. */
const signedIn: TestMember[] = [];
const moveTo = async (day: string, hour: number) => {
  const target = at(day, hour).getTime();
  t.clock.advance(target - t.clock.now().getTime());
  for (const m of signedIn) {
    const res = await call(t, login, { username: m.account, password: m.password, verification: await humanProof(t) }, { ip: m.ip });
    m.token = loginResult(res).token;
  }
  await staffToken(t, 'admin01', { fresh: true });
};

describe('contracts and their settlement', () => {
  let top: TestMember;
  let sub: TestMember;
  let player: TestMember;
  let player2: TestMember;
  beforeAll(async () => {
    await moveTo('2026-03-01', 10);
    top = await loggedInMember(t, { type: 1 });
    sub = await loggedInMember(t, { type: 2 });
    player = await loggedInMember(t, { type: 0 });
    player2 = await loggedInMember(t, { type: 0 });
    signedIn.push(top, sub);
    await db().execute(sql`update members set upline_id = ${top.id} where id in (${sub.id}, ${player2.id})`);
    await db().execute(sql`update members set upline_id = ${sub.id} where id = ${player.id}`);
  });

  it('offers, accepts and refuses by the rules; settles a daily salary once, uplines first, through the ledger', async () => {
    const tiers = [
      { validBet: '0', activeMembers: 0, rate: 100 },
      { validBet: '100000', activeMembers: 2, rate: 150 },
    ];
    // Only the brand offers a top agent; an agent without a contract offers nothing.
    expect(envelope(await as(top, offerContract, { agentAccount: sub.account, kind: 'daily_salary', period: 'day', tiers: flat(50) })).code).toBe('contract_refused');
    const offer = value<{ id: number; status: string }>(await staff(staffOfferContract, { agentId: top.id, kind: 'daily_salary', period: 'day', tiers, reason: 'launch terms' }));
    expect(value(await as(top, contractRequests))).toMatchObject({ dailysalreqtype: true, divtypereq: false });
    const popup = value<{ offers: { id: number; preview: { periodLabel: string } }[] }>(await as(top, dailySalaryOffers));
    expect(popup.offers.map((o) => o.id)).toEqual([offer.id]);
    expect(popup.offers[0]!.preview.periodLabel).toBe('2026-02-28');
    expect(value<{ status: string }>(await as(top, decideDailySalary, { contractId: offer.id, action: 'accept' })).status).toBe('accepted');
    expect(value(await as(top, contractRequests))).toMatchObject({ dailysalreqtype: false });

    // Above the upline's terms at some figures: refused, saying where. Under them: offered, previewed, accepted.
    const above = envelope(await as(top, offerContract, { agentAccount: sub.account, kind: 'daily_salary', period: 'day', tiers: flat(120) }));
    expect(above.code).toBe('contract_refused');
    expect(above.message).toMatch(/1\.20%.*1\.00%/);
    expect(envelope(await as(top, offerContract, { agentAccount: player.account, kind: 'daily_salary', period: 'day', tiers: flat(50) })).code).toBe('not_found');
    expect(value<{ rate: number }>(await as(top, previewContract, { agentAccount: sub.account, kind: 'daily_salary', period: 'day', tiers: flat(80) })).rate).toBe(80);
    const subOffer = value<{ id: number }>(await as(top, offerContract, { agentAccount: sub.account, kind: 'daily_salary', period: 'day', tiers: flat(80) }));
    expect(value<{ status: string }>(await as(sub, decideDailySalary, { contractId: subOffer.id, action: 'accept' })).status).toBe('accepted');

    // A contract earns each period it is in force when the period closes: 2026-03-01 (nothing played) and 2026-03-02.
    await moveTo('2026-03-02', 9);
    await wager(player.id, '2026-03-02', 100_000, 50_000);
    await wager(player2.id, '2026-03-02', 20_000, 0);
    await moveTo('2026-03-03', 8);
    expect((await settleDue(services(), { merchantId: t.merchantId })).bills).toBe(4);
    const first = await rows<{ amount: string; status: string }>(sql`select amount::text, status from agent_bills where contract_id = ${offer.id} and period_label = '2026-03-01'`);
    expect(first).toEqual([{ amount: '0', status: 'paid' }]);
    const topBills = value<{ list: TAgentBill[] }>(await as(top, agentBills, undefined, 'kind=daily_salary&startDate=2026-03-02&endDate=2026-03-02'));
    // The top agent's team: 120 000 valid bet, 2 members over the brand's 10 000 minimum: the second tier, 1.50 %.
    expect(topBills.list).toEqual([expect.objectContaining({ validBet: '120000', activeMembers: 2, tierIndex: 1, rate: 150, amount: '1800', paid: '1800', status: 'paid', payerAccount: null })]);
    expect(topBills.list[0]!.lines.map((l) => l.key)).toEqual(expect.arrayContaining(['team_valid_bet', 'active_members', 'tier', 'rate', 'base', 'formula', 'amount', 'payer']));
    const payable = value<{ list: TAgentBill[] }>(await as(top, agentBills, undefined, 'kind=daily_salary&side=payable&startDate=2026-03-02&endDate=2026-03-02'));
    expect(payable.list).toEqual([expect.objectContaining({ agentAccount: sub.account, validBet: '100000', rate: 80, amount: '800', paid: '800', payerAccount: top.account })]);
    expect([await balanceOf(top.id), await balanceOf(sub.id)]).toEqual([1000n, 800n]);

    // Rerun by the job and by staff: nothing new, nothing paid twice.
    expect((await settleDue(services(), { merchantId: t.merchantId })).bills).toBe(0);
    const rerun = value<{ newBills: number; bills: unknown[] }>(await staff(staffRunSettlement, { kind: 'daily_salary', period: 'day', start: '2026-03-02', reason: 'check' }));
    expect([rerun.newBills, rerun.bills.length]).toEqual([0, 2]);
    expect([await balanceOf(top.id), await balanceOf(sub.id)]).toEqual([1000n, 800n]);

    // SPEC.md §4: confirming a new, higher rate ends the subordinates' lower-rate contracts.
    const raise = value<{ id: number }>(await staff(staffOfferContract, { agentId: top.id, kind: 'daily_salary', period: 'day', tiers: flat(200), reason: 'raise' }));
    value(await as(top, decideDailySalary, { contractId: raise.id, action: 'accept' }));
    const states = await rows<{ id: number; status: string; end_reason: string | null }>(sql`select id, status, end_reason from agent_contracts where id in (${offer.id}, ${subOffer.id}) order by id`);
    expect(states).toEqual([
      { id: offer.id, status: 'terminated', end_reason: 'replaced' },
      { id: subOffer.id, status: 'terminated', end_reason: 'upline_rate_raised' },
    ]);
    value(await staff(staffEndContract, { contractId: raise.id, reason: 'salary programme over' }));
    await expectLedgerSound(t);
  });

  it('pays a dividend after review and claim; an upline short of money pays the rest when it has it', async () => {
    await moveTo('2026-03-03', 10);
    const topOffer = value<{ id: number }>(await staff(staffOfferContract, { agentId: top.id, kind: 'dividend', period: 'day', tiers: flat(3000), reason: 'dividend' }));
    value(await as(top, decideDividend, { contractId: topOffer.id, action: 'accept' }));
    const subOffer = value<{ id: number }>(await as(top, offerContract, { agentAccount: sub.account, kind: 'dividend', period: 'day', tiers: flat(2000) }));
    value(await as(sub, decideDividend, { contractId: subOffer.id, action: 'accept' }));
    // 2026-03-04: the sub-agent's player loses 100 000; the top agent's own player wins 150 000: its team's players won.
    await moveTo('2026-03-04', 9);
    await wager(player.id, '2026-03-04', 100_000, 0);
    await wager(player2.id, '2026-03-04', 10_000, 160_000);
    await moveTo('2026-03-05', 8);
    await settleDue(services(), { merchantId: t.merchantId });
    const bills = await rows<{ id: number; agent_id: number; amount: string; status: string }>(
      sql`select id, agent_id, amount::text, status from agent_bills where kind = 'dividend' and merchant_id = ${t.merchantId} and period_label = '2026-03-04' order by id`,
    );
    expect(bills.map((b) => [b.agent_id, b.amount, b.status])).toEqual([
      [top.id, '0', 'paid'],
      [sub.id, '20000', 'pending_review'],
    ]);
    const subBill = Number(bills[1]!.id);
    // Not claimable before review; approved, then claimed: the top agent has 1 000 of the 20 000.
    expect(envelope(await as(sub, claimBill, { billId: subBill })).code).toBe('bill_not_claimable');
    value(await staff(staffReviewBill, { billId: subBill, decision: 'approve', reason: 'checked' }));
    const claimed = value<TAgentBill>(await as(sub, claimBill, { billId: subBill }));
    expect([claimed.status, claimed.paid]).toEqual(['partly_paid', '1000']);
    expect(await balanceOf(top.id)).toBe(0n);
    const short = value<{ list: TAgentBill[] }>(await as(top, agentBills, undefined, 'kind=dividend&side=payable&startDate=2026-03-04&endDate=2026-03-04'));
    expect(short.list.map((b) => [b.status, b.amount, b.paid])).toEqual([['partly_paid', '20000', '1000']]);
    // Funds arrive: the collect job completes it.
    await fundMember(t, top.id, 50_000n);
    await collectOutstanding(services(), { merchantId: t.merchantId });
    const done = await rows<{ status: string; paid: string }>(sql`select status, paid::text from agent_bills where id = ${subBill}`);
    expect(done).toEqual([{ status: 'paid', paid: '20000' }]);
    expect(await balanceOf(top.id)).toBe(31_000n);
    await expectLedgerSound(t);
  });
});

describe('settlement over random trees, contracts and wagers', () => {
  const random = (seed: number) => () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };

  it('pays agents in all exactly what the brand paid, never a downline above its upline, bills equal to a recomputation; a rerun changes nothing', async () => {
    const next = random(4242);
    await moveTo('2026-04-01', 10);
    const before = await rows<{ n: string }>(sql`select count(*)::text as n from agent_bills where merchant_id = ${t.merchantId} and kind = 'daily_salary' and period_label = '2026-04-02'`);
    // A forest of agents: tops under the brand, sub-agents under agents; players under agents.
    const agents: { id: number; upline: number | null; rate: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const upline = i < 3 || next() < 0.2 ? null : agents[Math.floor(next() * agents.length)]!;
      const m = await createMember(t, { type: upline ? 2 : 1, uplineId: upline?.id });
      const cap = upline ? upline.rate : 300;
      agents.push({ id: m.id, upline: upline?.id ?? null, rate: Math.floor(next() * (cap + 1)) });
    }
    const players: number[] = [];
    for (let i = 0; i < 30; i++) players.push((await createMember(t, { type: 0, uplineId: agents[Math.floor(next() * agents.length)]!.id })).id);
    const tokenless = agents.map((a) => a.id);
    // Contracts top-down: two tiers, each at most the upline's rate at the same figures.
    const tiersOf = (rate: number) => [
      { validBet: '0', activeMembers: 0, rate: Math.floor(rate / 2) },
      { validBet: '50000', activeMembers: 1, rate },
    ];
    for (const a of agents) {
      const id = Number(
        (
          await rows<{ id: number }>(sql`insert into agent_contracts (merchant_id, kind, agent_id, upline_id, period, tiers, max_rate, status, offered_at, decided_at)
          values (${t.merchantId}, 'daily_salary', ${a.id}, ${a.upline}, 'day', ${JSON.stringify(tiersOf(a.rate))}::jsonb, ${a.rate}, 'accepted', ${t.clock.now().toISOString()}::timestamptz, ${t.clock.now().toISOString()}::timestamptz) returning id`)
        )[0]!.id,
      );
      void id;
    }
    void tokenless;
    await moveTo('2026-04-02', 9);
    for (let i = 0; i < 150; i++) {
      const p = players[Math.floor(next() * players.length)]!;
      const stake = 100 + Math.floor(next() * 30_000);
      await wager(p, '2026-04-02', stake, Math.floor(next() * 2 * stake));
    }
    await moveTo('2026-04-03', 8);
    const brandBefore = await rows<{ n: string }>(sql`select coalesce(sum(amount), 0)::text as n from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
      join ledger_accounts a on a.id = e.account_id where x.merchant_id = ${t.merchantId} and x.type = 'agent_commission' and a.owner_kind = 'member'`);
    await settleDue(services(), { merchantId: t.merchantId });
    await drainTeamQueue(db(), t.merchantId);

    const bills = await rows<{ agent_id: number; payer_id: number | null; valid_bet: string; active_members: number; rate: number; amount: string; paid: string; tiers: { validBet: string; activeMembers: number; rate: number }[] }>(
      sql`select b.agent_id, b.payer_id, b.valid_bet::text, b.active_members, b.rate, b.amount::text, b.paid::text, c.tiers
        from agent_bills b join agent_contracts c on c.id = b.contract_id where b.merchant_id = ${t.merchantId} and b.period_label = '2026-04-02'`,
    );
    const byAgent = new Map(bills.map((b) => [Number(b.agent_id), b]));
    let brandPaid = 0n;
    for (const b of bills) {
      // Recomputed from the wagers themselves: the team's valid bet and members over the brand's minimum.
      const [team] = await rows<{ v: string; active: number }>(sql`
        with per as (select w.member_id, sum(w.valid_bet) as v from wagers w join member_tree t on t.descendant_id = w.member_id and t.ancestor_id = ${b.agent_id} and t.depth > 0
          where w.merchant_id = ${t.merchantId} and w.day = '2026-04-02' and not w.is_trial group by w.member_id)
        select coalesce(sum(v), 0)::text as v, count(*) filter (where v >= 10000)::int as active from per`);
      expect([b.agent_id, b.valid_bet, b.active_members]).toEqual([b.agent_id, team!.v, team!.active]);
      const upline = b.payer_id === null ? null : byAgent.get(Number(b.payer_id));
      const own = rateAt(b.tiers, BigInt(team!.v), team!.active).rate;
      const rate = upline ? Math.min(own, upline.rate) : own;
      expect([b.agent_id, b.rate, b.amount]).toEqual([b.agent_id, rate, share(BigInt(team!.v), rate).toString()]);
      if (upline) expect(b.rate).toBeLessThanOrEqual(upline.rate);
      expect(b.paid).toBe(b.amount);
      if (b.payer_id === null) brandPaid += BigInt(b.paid);
    }
    // What the agents received in all (credits less the uplines' payments) is what the brand paid.
    const brandAfter = await rows<{ n: string }>(sql`select coalesce(sum(amount), 0)::text as n from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
      join ledger_accounts a on a.id = e.account_id where x.merchant_id = ${t.merchantId} and x.type = 'agent_commission' and a.owner_kind = 'member'`);
    expect(BigInt(brandAfter[0]!.n) - BigInt(brandBefore[0]!.n)).toBe(brandPaid);

    // A rerun changes nothing.
    const balances = async () => Promise.all(agents.map((a) => balanceOf(a.id)));
    const snapshot = await balances();
    expect((await settleDue(services(), { merchantId: t.merchantId })).bills).toBe(0);
    expect(await balances()).toEqual(snapshot);
    const after = await rows<{ n: string }>(sql`select count(*)::text as n from agent_bills where merchant_id = ${t.merchantId} and kind = 'daily_salary' and period_label = '2026-04-02'`);
    expect(Number(after[0]!.n) - Number(before[0]!.n)).toBe(agents.length);
    await expectLedgerSound(t);
  });
});
