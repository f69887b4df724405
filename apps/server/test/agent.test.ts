/**
 * The agent system (issue 14): team rollups stay equal to a recomputation
 * through random trees, wagers, money facts and moves; every agent call
 * answers about the caller's own team only (a matrix over the calls), a
 * member gets non_agent; registerCenter, invite clicks and transfers.
 */
import {
  agentDownlines,
  agentInvite,
  agentNotices,
  agentOverview,
  agentRegister,
  agentTeamBets,
  agentTeamTransactions,
  agentTransfer,
  agentTransferInfo,
  agentUserLoss,
  inviteClick,
  setPaymentPassword,
  transferList,
  uplineTransfer,
  type Contract,
} from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainTeamQueue, findTeamMismatches } from '../src/modules/agent';
import { queueFact } from '../src/modules/agent/team.repository';
import { call, createMember, envelope, freshIp } from './support/accounts';
import { createWalletApp, expectLedgerSound, fundMember, loggedInMember, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;
const rows = async <T>(statement: ReturnType<typeof sql>) => ((await db().execute(statement)) as unknown as { rows: T[] }).rows;
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
let ref = 0;
const wager = (memberId: number, day: string, stake: number, payout: number) =>
  db().execute(sql`select wager_record(${t.merchantId}::integer, ${memberId}::integer, 'provider', ${`test:${ref++}`}, 'RNG', 'TST', 'G1', 'PHP',
    ${stake}::bigint, ${stake}::bigint, ${payout}::bigint, false, ${`${day}T12:00:00Z`}::timestamptz, ${day}::date, ${memberId % 16}::integer)`);
const realDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const weekOf = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
};

describe('team rollups', () => {
  it('equal a recomputation from the facts through random trees, wagers, deposits and moves', async () => {
    const next = random(1127);
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      const upline = ids.length > 0 && next() < 0.8 ? ids[Math.floor(next() * ids.length)] : undefined;
      ids.push((await createMember(t, { uplineId: upline, type: 1 })).id);
    }
    const days = ['2026-02-23', '2026-02-26', '2026-03-01', '2026-03-02'];
    type Fact = { member: number; day: string; stake: number; payout: number; deposit: number };
    const facts: Fact[] = [];
    for (let step = 0; step < 200; step++) {
      const member = ids[Math.floor(next() * ids.length)]!;
      const day = days[Math.floor(next() * days.length)]!;
      const r = next();
      if (r < 0.7) {
        const stake = 1 + Math.floor(next() * 5000);
        const payout = Math.floor(next() * 2 * stake);
        await wager(member, day, stake, payout);
        facts.push({ member, day, stake, payout, deposit: 0 });
      } else if (r < 0.85) {
        const amount = 100 + Math.floor(next() * 10000);
        await queueFact(db(), { merchantId: t.merchantId, memberId: member, day, eventKey: `test-deposit:${step}`, depositCount: 1, deposits: BigInt(amount) });
        // A repeated delivery of the same event queues nothing.
        await queueFact(db(), { merchantId: t.merchantId, memberId: member, day, eventKey: `test-deposit:${step}`, depositCount: 1, deposits: BigInt(amount) });
        facts.push({ member, day, stake: 0, payout: 0, deposit: amount });
      } else if (r < 0.95) {
        // A move (refused under its own team: the tree keeps its shape).
        const upline = next() < 0.2 ? null : ids[Math.floor(next() * ids.length)]!;
        await db()
          .execute(sql`update members set upline_id = ${upline} where id = ${member}`)
          .catch(() => undefined);
      } else {
        await drainTeamQueue(db(), t.merchantId, 7);
      }
    }
    await drainTeamQueue(db(), t.merchantId);

    const tree = await rows<{ a: number; d: number; depth: number }>(
      sql`select ancestor_id as a, descendant_id as d, depth from member_tree where merchant_id = ${t.merchantId} and descendant_id in ${ids}`,
    );
    const expected = new Map<string, { wagers: number; stake: number; payout: number; deposits: number; active: Set<number> }>();
    const expectedWeeks = new Map<string, Set<number>>();
    for (const f of facts) {
      for (const edge of tree.filter((e) => e.d === f.member)) {
        const key = `${edge.a}|${f.day}|${edge.depth === 0}`;
        const e = expected.get(key) ?? { wagers: 0, stake: 0, payout: 0, deposits: 0, active: new Set<number>() };
        if (f.deposit > 0) e.deposits += f.deposit;
        else {
          e.wagers += 1;
          e.stake += f.stake;
          e.payout += f.payout;
          e.active.add(f.member);
          const wk = `${edge.a}|${weekOf(f.day)}|${edge.depth === 0}`;
          expectedWeeks.set(wk, (expectedWeeks.get(wk) ?? new Set()).add(f.member));
        }
        expected.set(key, e);
      }
    }
    const stored = await rows<{ agent_id: number; day: string; own: boolean; wagers: number; stake: string; payout: string; deposits: string; active_members: number }>(
      sql`select agent_id, to_char(day, 'YYYY-MM-DD') as day, own, wagers, stake::text, payout::text, deposits::text, active_members
        from team_daily where merchant_id = ${t.merchantId} and agent_id in ${ids}`,
    );
    const got = new Map(stored.map((s) => [`${s.agent_id}|${s.day}|${s.own}`, s]));
    expect(expected.size).toBeGreaterThan(20);
    for (const [key, e] of expected) {
      const s = got.get(key);
      expect({ key, wagers: s?.wagers ?? 0, stake: Number(s?.stake ?? 0), payout: Number(s?.payout ?? 0), deposits: Number(s?.deposits ?? 0), active: s?.active_members ?? 0 }).toEqual({
        key,
        wagers: e.wagers,
        stake: e.stake,
        payout: e.payout,
        deposits: e.deposits,
        active: e.active.size,
      });
    }
    // Rows the facts do not explain hold nothing (a move leaves zeros behind, never a remainder).
    for (const s of stored) {
      if (!expected.has(`${s.agent_id}|${s.day}|${s.own}`)) expect([s.wagers, Number(s.stake), Number(s.deposits), s.active_members]).toEqual([0, 0, 0, 0]);
    }
    const weeks = await rows<{ agent_id: number; start: string; own: boolean; members: number }>(
      sql`select agent_id, to_char(start, 'YYYY-MM-DD') as start, own, members from team_active where merchant_id = ${t.merchantId} and period = 'week' and agent_id in ${ids}`,
    );
    const gotWeeks = new Map(weeks.map((w) => [`${w.agent_id}|${w.start}|${w.own}`, w.members]));
    for (const [key, members] of expectedWeeks) expect([key, gotWeeks.get(key)]).toEqual([key, members.size]);
    for (const w of weeks) if (!expectedWeeks.has(`${w.agent_id}|${w.start}|${w.own}`)) expect(w.members).toBe(0);
    // The operator's check (npm run ops -- wagers check) agrees.
    expect(await findTeamMismatches(db(), t.merchantId)).toEqual([]);
  });
});

describe('the agent center', () => {
  let top: TestMember;
  let sub: TestMember;
  let player: TestMember;
  let otherAgent: TestMember;
  let outsider: TestMember;
  beforeAll(async () => {
    top = await loggedInMember(t, { type: 1 });
    sub = await loggedInMember(t, { type: 2 });
    player = await loggedInMember(t, { type: 0 });
    otherAgent = await loggedInMember(t, { type: 1 });
    outsider = await loggedInMember(t, { type: 0 });
    await db().execute(sql`update members set upline_id = ${top.id} where id = ${sub.id}`);
    await db().execute(sql`update members set upline_id = ${sub.id} where id = ${player.id}`);
    await db().execute(sql`update members set upline_id = ${otherAgent.id} where id = ${outsider.id}`);
  });
  const as = (m: TestMember, contract: Contract, body?: unknown, query?: string) => call(t, contract, body, { token: m.token, ip: m.ip, ...(query ? { query } : {}) });
  const value = <T>(res: Awaited<ReturnType<typeof call>>) => {
    const e = envelope(res);
    if (!e.success) throw new Error(`${res.statusCode} ${e.code} ${e.message}`);
    return e.value as T;
  };

  it('shows the team figures from the rollups: overview, downlines level by level, user loss, team bets', async () => {
    const day = '2026-03-01';
    await wager(player.id, day, 1000, 400);
    await wager(sub.id, day, 500, 0);
    await drainTeamQueue(db(), t.merchantId);
    const overview = value<{ teamSize: number; directCount: number; totals: { validBet: string; playersPnl: string; activeMembers: number } }>(
      await as(top, agentOverview, undefined, 'period=today'),
    );
    expect(overview).toMatchObject({ teamSize: 2, directCount: 1, totals: { validBet: '1500', playersPnl: '-1100', activeMembers: 2 } });
    // The sub-agent's team is the player only: its own play is not its team's.
    expect(value<{ totals: { validBet: string } }>(await as(sub, agentOverview, undefined, 'period=today')).totals.validBet).toBe('1000');

    const level1 = value<{ list: { account: string; depth: number; teamSize: number }[]; path: unknown[] }>(await as(top, agentDownlines, undefined, ''));
    expect(level1.list.map((d) => [d.account, d.depth, d.teamSize])).toEqual([[sub.account, 1, 1]]);
    const level2 = value<{ list: { account: string; depth: number }[]; path: { account: string }[] }>(await as(top, agentDownlines, undefined, `parentId=${sub.id}`));
    expect(level2.list.map((d) => [d.account, d.depth])).toEqual([[player.account, 2]]);
    expect(level2.path.map((p) => p.account)).toEqual([sub.account]);
    const searched = value<{ list: { account: string }[] }>(await as(top, agentDownlines, undefined, `search=${player.account.slice(0, 6)}`));
    expect(searched.list.map((d) => d.account)).toContain(player.account);

    const loss = value<{ list: { account: string; validBet: string; playersPnl: string }[]; totals: { validBet: string } }>(
      await as(top, agentUserLoss, undefined, `startDate=${day}&endDate=${day}`),
    );
    expect(loss.list).toEqual([expect.objectContaining({ account: sub.account, validBet: '1500', playersPnl: '-1100' })]);
    expect(loss.totals.validBet).toBe('1500');

    const betsRes = await as(top, agentTeamBets, undefined, `startDate=${day}&endDate=${day}`);
    const bets = value<{ list: { account: string }[]; totals: { wagers: number; stake: string } }>(betsRes);
    expect(bets.totals).toMatchObject({ wagers: 2, stake: '1500' });
    const one = value<{ list: { account: string }[] }>(await as(top, agentTeamBets, undefined, `startDate=${day}&endDate=${day}&account=${player.account}`));
    expect(one.list.map((b) => b.account)).toEqual([player.account]);
  });

  it('answers about the caller’s own team only: another team’s members are not found, a player is refused every call', async () => {
    const range = 'startDate=2026-03-01&endDate=2026-03-01';
    const foreign: [Contract, unknown, string][] = [
      [agentDownlines, undefined, `parentId=${outsider.id}`],
      [agentUserLoss, undefined, `${range}&parentId=${outsider.id}`],
      [agentTeamBets, undefined, `${range}&account=${outsider.account}`],
      [agentTeamTransactions, undefined, `${range}&account=${outsider.account}`],
      [agentTransfer, { requestId: 'foreign-1', toAccount: outsider.account, amount: '100', paymentPassword: '482913' }, ''],
      // Its own upline is not in its team either.
      [agentDownlines, undefined, `parentId=${top.id}`],
    ];
    for (const [contract, body, query] of foreign) {
      const res = await as(contract === agentDownlines && query.endsWith(String(top.id)) ? sub : top, contract, body, query);
      expect([contract.path, res.statusCode, envelope(res).code]).toEqual([contract.path, 404, 'not_found']);
    }
    const agentCalls: [Contract, unknown, string][] = [
      [agentOverview, undefined, ''],
      [agentDownlines, undefined, ''],
      [agentUserLoss, undefined, range],
      [agentTeamBets, undefined, range],
      [agentTeamTransactions, undefined, range],
      [agentNotices, undefined, ''],
      [agentInvite, undefined, range],
      [agentRegister, { username: 'nobody1', password: 'Secret123x', type: 0 }, ''],
      [agentTransfer, { requestId: 'player-1', toAccount: outsider.account, amount: '100', paymentPassword: '482913' }, ''],
    ];
    for (const [contract, body, query] of agentCalls) {
      const res = await as(player, contract, body, query);
      expect([contract.path, res.statusCode, envelope(res).code]).toEqual([contract.path, 403, 'non_agent']);
      // And without a session, nobody.
      expect((await call(t, contract, body, { ...(query ? { query } : {}) })).statusCode).toBe(401);
    }
  });

  it('registerCenter opens accounts under the agent within what its type may create; the password must be changed', async () => {
    const name = `dl${Date.now().toString(36).slice(-6)}`;
    const created = value<{ memberId: number; type: number }>(await as(top, agentRegister, { username: name, password: 'Secret123x', type: 2 }));
    const [row] = await rows<{ upline_id: number; must_change_password: boolean; affiliate_code: string | null }>(
      sql`select upline_id, must_change_password, affiliate_code from members where id = ${created.memberId}`,
    );
    expect(row).toMatchObject({ upline_id: top.id, must_change_password: true });
    expect(row?.affiliate_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(envelope(await as(top, agentRegister, { username: name, password: 'Secret123x', type: 0 })).code).toBe('username_taken');
    const playerAgent = await loggedInMember(t, { type: 41 });
    const refused = await as(playerAgent, agentRegister, { username: `${name}x`, password: 'Secret123x', type: 2 });
    expect([refused.statusCode, envelope(refused).code]).toEqual([403, 'downline_type_not_allowed']);
    // The brand's depth cap holds here too.
    await db().execute(sql`update merchants set agent_max_depth = 1 where id = ${t.merchantId}`);
    try {
      const deep = await as(sub, agentRegister, { username: `${name}y`, password: 'Secret123x', type: 0 });
      expect([deep.statusCode, envelope(deep).code]).toEqual([409, 'tree_too_deep']);
    } finally {
      await db().execute(sql`update merchants set agent_max_depth = 10 where id = ${t.merchantId}`);
    }
    const invite = value<{ affiliateCode: string; link: string; creatableTypes: number[]; clicks: number }>(
      await as(top, agentInvite, undefined, 'startDate=2026-03-01&endDate=2026-03-01'),
    );
    expect(invite.creatableTypes).toEqual([0, 2, 42]);
    expect(invite.link).toContain(`/register?affiliateCode=${invite.affiliateCode}`);
    // From the agent host on a port, the link opens the brand's player site on that port (the referral link's builder).
    const onAgentHost = value<{ link: string }>(
      await call(t, agentInvite, undefined, { token: top.token, ip: top.ip, host: `${t.agentHost}:3000`, query: 'startDate=2026-03-01&endDate=2026-03-01' }),
    );
    const [{ main_domain: mainDomain } = { main_domain: '' }] = await rows<{ main_domain: string }>(sql`select main_domain from merchants where id = ${t.merchantId}`);
    expect(onAgentHost.link).toBe(`http://${mainDomain}:3000/register?affiliateCode=${invite.affiliateCode}`);
    // A click counts once per visitor address and day; an unknown code answers the same and counts nothing.
    const ip = freshIp();
    for (const code of [invite.affiliateCode, invite.affiliateCode.toLowerCase(), 'NOSUCHCODE']) {
      expect((await call(t, inviteClick, { code }, { ip })).statusCode).toBe(200);
    }
    await call(t, inviteClick, { code: invite.affiliateCode }, { ip: freshIp() });
    expect(value<{ clicks: number }>(await as(top, agentInvite, undefined, 'startDate=2026-03-01&endDate=2026-03-01')).clicks).toBe(2);
  });

  it('moves money to a direct downline once per request, through the ledger, and up only where the brand allows', async () => {
    const pp = envelope(await as(top, setPaymentPassword, { currentPassword: top.password, newPaymentPassword: '482913', confirmPaymentPassword: '482913' }));
    expect(pp, JSON.stringify(pp)).toMatchObject({ success: true });
    await fundMember(t, top.id, 50_000n);
    const body = { requestId: 'agent-transfer-1', toAccount: sub.account, amount: '20000', paymentPassword: '482913' };
    const first = value<{ id: number; direction: string }>(await as(top, agentTransfer, body));
    const again = value<{ id: number }>(await as(top, agentTransfer, body));
    expect(again.id).toBe(first.id);
    expect(first.direction).toBe('down');
    const info = value<{ balance: string }>(await as(top, agentTransferInfo));
    expect(info.balance).toBe('30000');
    expect(value<{ balance: string; uplineAccount: string }>(await as(sub, agentTransferInfo))).toMatchObject({ balance: '20000', uplineAccount: top.account });
    // Not a direct downline; more than the balance; a wrong password.
    expect(envelope(await as(top, agentTransfer, { ...body, requestId: 'agent-transfer-2', toAccount: player.account })).code).toBe('not_found');
    expect(envelope(await as(top, agentTransfer, { ...body, requestId: 'agent-transfer-3', amount: '40000' })).code).toBe('insufficient_funds');
    expect(envelope(await as(top, agentTransfer, { ...body, requestId: 'agent-transfer-4', paymentPassword: '111111' })).code).toBe('payment_password_incorrect');
    expect(envelope(await as(top, agentTransfer, { ...body, requestId: 'agent-transfer-5', amount: '1' })).code).toBe('amount_out_of_range');
    // Both sides see it.
    const mine = value<{ list: { id: number }[] }>(await as(sub, transferList));
    expect(mine.list.map((x) => x.id)).toEqual([first.id]);
    const moves = value<{ list: { account: string; kind: string; amount: string; counterparty: string }[] }>(
      // The ledger stamps movements with the database's clock, not the test's.
      await as(top, agentTeamTransactions, undefined, `startDate=${realDay(-1)}&endDate=${realDay(1)}&kind=transfer`),
    );
    expect(moves.list).toEqual([expect.objectContaining({ account: sub.account, kind: 'transfer', amount: '20000', counterparty: top.account })]);

    const up = { requestId: 'upline-transfer-1', amount: '5000', paymentPassword: '482913' };
    expect(envelope(await as(sub, setPaymentPassword, { currentPassword: sub.password, newPaymentPassword: '482913', confirmPaymentPassword: '482913' })).success).toBe(true);
    expect(envelope(await as(sub, uplineTransfer, up)).code).toBe('transfer_up_not_allowed');
    await db().execute(sql`update merchants set agent_transfer_up = true where id = ${t.merchantId}`);
    try {
      // Each process keeps the brand row for a few seconds (the console announces its changes; this test writes the row).
      let res = await as(sub, uplineTransfer, up);
      for (let i = 0; i < 8 && envelope(res).code === 'transfer_up_not_allowed'; i++) {
        await new Promise((r) => setTimeout(r, 1000));
        res = await as(sub, uplineTransfer, up);
      }
      expect(value<{ direction: string; toAccount: string }>(res)).toMatchObject({ direction: 'up', toAccount: top.account });
      expect(value<{ balance: string }>(await as(sub, agentTransferInfo)).balance).toBe('15000');
    } finally {
      await db().execute(sql`update merchants set agent_transfer_up = false where id = ${t.merchantId}`);
    }
    await expectLedgerSound(t);
  });
});
