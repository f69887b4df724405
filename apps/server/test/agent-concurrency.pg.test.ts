/**
 * Agent money under real concurrency (PostgreSQL, parallel connections; only
 * in the suite when DATABASE_URL is set, see vitest.config.ts): parallel
 * transfers with one requestId move once, parallel transfers past the
 * balance never overdraw, parallel settlements of one period bill and pay
 * once, parallel claims of one dividend bill pay it once; a drain racing a
 * stream of wagers and a move keeps the team rollups exact.
 */
import { agentTransfer, claimBill, setPaymentPassword, staffReviewBill } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectOutstanding, drainTeamQueue, findTeamMismatches, settleDue } from '../src/modules/agent';
import { createOutbox } from '../src/modules/outbox';
import { call, createMember, envelope } from './support/accounts';
import { createWalletApp, expectLedgerSound, fundMember, loggedInMember, staffToken, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletApp();
});
afterAll(async () => t.close());
afterEach(async () => expectLedgerSound(t));

const db = () => t.database.db;
async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(statement)) as unknown as { rows: T[] }).rows;
}
const balanceOf = async (memberId: number) =>
  BigInt((await rows<{ b: string }>(sql`select coalesce(sum(balance), 0)::text as b from ledger_accounts where owner_kind = 'member' and owner_id = ${memberId} and kind = 'main'`))[0]!.b);
const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
const services = (now: Date) => ({ db: db(), clock: { now: () => now }, outbox: createOutbox(db(), quiet) });

describe('agent money under concurrency', () => {
  it('moves a transfer once for 20 parallel copies, and never past the balance for 20 different ones', async () => {
    const agent = await loggedInMember(t, { type: 1 });
    const downline = await createMember(t, { type: 0, uplineId: agent.id });
    const opts = { token: agent.token, ip: agent.ip };
    expect((await call(t, setPaymentPassword, { currentPassword: agent.password, newPaymentPassword: '271828', confirmPaymentPassword: '271828' }, opts)).statusCode).toBe(200);
    await fundMember(t, agent.id, 10_000n);
    const same = { requestId: 'parallel-same-1', toAccount: downline.account, amount: '1000', paymentPassword: '271828' };
    const copies = await Promise.all(Array.from({ length: 20 }, () => call(t, agentTransfer, same, opts)));
    const ids = new Set(copies.map((r) => (envelope(r).value as { id: number } | undefined)?.id));
    expect(copies.every((r) => r.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect([await balanceOf(agent.id), await balanceOf(downline.id)]).toEqual([9_000n, 1_000n]);

    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(t, agentTransfer, { ...same, requestId: `parallel-many-${i}`, amount: '1000' }, opts)),
    );
    const moved = many.filter((r) => r.statusCode === 200).length;
    expect(moved).toBe(9);
    expect(many.filter((r) => r.statusCode !== 200).every((r) => envelope(r).code === 'insufficient_funds')).toBe(true);
    expect([await balanceOf(agent.id), await balanceOf(downline.id)]).toEqual([0n, 10_000n]);
  });

  it('bills and pays a period once under parallel settlements, and a dividend once under parallel claims', async () => {
    const top = await createMember(t, { type: 1 });
    const sub = await loggedInMember(t, { type: 2 });
    await db().execute(sql`update members set upline_id = ${top.id} where id = ${sub.id}`);
    const player = await createMember(t, { type: 0, uplineId: sub.id });
    const accepted = new Date('2026-02-01T00:00:00Z').toISOString();
    const contract = (agentId: number, upline: number | null, kind: string, rate: number) =>
      db().execute(sql`insert into agent_contracts (merchant_id, kind, agent_id, upline_id, period, tiers, max_rate, status, offered_at, decided_at)
        values (${t.merchantId}, ${kind}, ${agentId}, ${upline}, 'day', ${JSON.stringify([{ validBet: '0', activeMembers: 0, rate }])}::jsonb, ${rate}, 'accepted', ${accepted}::timestamptz, ${accepted}::timestamptz)`);
    await contract(top.id, null, 'daily_salary', 100);
    await contract(sub.id, top.id, 'daily_salary', 50);
    await contract(top.id, null, 'dividend', 3000);
    await contract(sub.id, top.id, 'dividend', 2000);
    await db().execute(sql`select wager_record(${t.merchantId}::integer, ${player.id}::integer, 'provider', 'conc:1', 'RNG', 'TST', 'G1', 'PHP',
      100000::bigint, 100000::bigint, 0::bigint, false, '2026-02-28T04:00:00Z'::timestamptz, '2026-02-28'::date, 1)`);
    // Settled the next morning; the app's own clock (2026-03-01 08:00Z) is within the claim window.
    const later = new Date('2026-03-01T06:00:00Z');
    await Promise.all(Array.from({ length: 6 }, () => settleDue(services(later), { merchantId: t.merchantId })));
    const bills = await rows<{ kind: string; agent_id: number; amount: string; paid: string; status: string }>(
      sql`select kind, agent_id, amount::text, paid::text, status from agent_bills where agent_id in (${top.id}, ${sub.id}) and period_label = '2026-02-28' order by kind, agent_id`,
    );
    expect(bills).toEqual([
      { kind: 'daily_salary', agent_id: top.id, amount: '1000', paid: '1000', status: 'paid' },
      { kind: 'daily_salary', agent_id: sub.id, amount: '500', paid: '500', status: 'paid' },
      { kind: 'dividend', agent_id: top.id, amount: '30000', paid: '0', status: 'pending_review' },
      { kind: 'dividend', agent_id: sub.id, amount: '20000', paid: '0', status: 'pending_review' },
    ]);
    expect([await balanceOf(top.id), await balanceOf(sub.id)]).toEqual([500n, 500n]);

    const [dividend] = await rows<{ id: number }>(sql`select id from agent_bills where kind = 'dividend' and agent_id = ${sub.id} and period_label = '2026-02-28'`);
    await fundMember(t, top.id, 100_000n);
    const admin = await staffToken(t, 'admin01');
    expect((await call(t, staffReviewBill, { billId: Number(dividend!.id), decision: 'approve', reason: 'ok' }, { token: admin })).statusCode).toBe(200);
    const claims = await Promise.all(Array.from({ length: 10 }, () => call(t, claimBill, { billId: Number(dividend!.id) }, { token: sub.token, ip: sub.ip })));
    expect(claims.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    await Promise.all([collectOutstanding(services(later), { merchantId: t.merchantId }), collectOutstanding(services(later), { merchantId: t.merchantId })]);
    expect([await balanceOf(top.id), await balanceOf(sub.id)]).toEqual([80_500n, 20_500n]);
  });

  it('keeps the team rollups exact while drains race wagers and a move', async () => {
    const a = await createMember(t, { type: 1 });
    const b = await createMember(t, { type: 1 });
    const players = await Promise.all(Array.from({ length: 8 }, () => createMember(t, { type: 0, uplineId: a.id })));
    let ref = 0;
    const stream = Promise.all(
      players.map(async (p) => {
        for (let i = 0; i < 25; i++) {
          await db().execute(sql`select wager_record(${t.merchantId}::integer, ${p.id}::integer, 'provider', ${`race:${p.id}:${ref++}`}, 'RNG', 'TST', 'G1', 'PHP',
            100::bigint, 100::bigint, 50::bigint, false, now(), current_date, ${p.id % 16}::integer)`);
        }
      }),
    );
    const drains = (async () => {
      for (let i = 0; i < 10; i++) await drainTeamQueue(db(), t.merchantId, 13);
    })();
    const move = db().execute(sql`update members set upline_id = ${b.id} where id = ${players[0]!.id}`);
    await Promise.all([stream, drains, move]);
    expect(await findTeamMismatches(db(), t.merchantId)).toEqual([]);
  });
});
