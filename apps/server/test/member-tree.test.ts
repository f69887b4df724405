/**
 * The upline tree's closure table (issue 14, the tree) stays exact whatever
 * happens to members: random trees built and reshaped by random moves, each
 * step compared with a recomputation from upline_id; a move under one's own
 * team, or under another brand's member, is refused and changes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamOf, teamSize, uplinesOf } from '../src/modules/member';
import { createTestBrand } from './helpers';
import { staffAudit, staffMoveUpline } from '@wps/contracts';
import { accountBrand, call, createMember, envelope, type AccountTestApp } from './support/accounts';
import { createWalletApp, staffToken, type WalletTestApp } from './support/wallet';
import { findMerchantByCode } from '../src/modules/brand/brand.repository';

let t: AccountTestApp;
beforeAll(async () => {
  // A wallet app: the demo staff are seeded with it.
  t = await createWalletApp();
});
afterAll(async () => t.close());

type Row = { ancestor_id: number; descendant_id: number; depth: number };
const db = () => t.database.db;
const rowsOf = async (statement: ReturnType<typeof sql>) => ((await db().execute(statement)) as unknown as { rows: Row[] }).rows.map((r) => `${r.ancestor_id}>${r.descendant_id}@${r.depth}`).sort();

/** The closure as stored, and as recomputed from upline_id, for the brand's members. */
const stored = () => rowsOf(sql`select ancestor_id, descendant_id, depth from member_tree where merchant_id = ${t.merchantId}`);
const recomputed = () =>
  rowsOf(sql`
    with recursive up as (
      select id as descendant_id, id as ancestor_id, 0 as depth, upline_id as next from members where merchant_id = ${t.merchantId}
      union all
      select up.descendant_id, m.id, up.depth + 1, m.upline_id from up join members m on m.id = up.next
    )
    select ancestor_id, descendant_id, depth from up`);

/** A small seeded generator, so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

describe('the upline tree', () => {
  it('stays equal to a recomputation through random trees and moves; a move under its own team is refused', async () => {
    const next = random(20261127);
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      const upline = ids.length > 0 && next() < 0.8 ? ids[Math.floor(next() * ids.length)] : undefined;
      ids.push((await createMember(t, { uplineId: upline })).id);
    }
    expect(await stored()).toEqual(await recomputed());

    let refused = 0;
    for (let i = 0; i < 60; i++) {
      const member = ids[Math.floor(next() * ids.length)]!;
      const upline = next() < 0.15 ? null : ids[Math.floor(next() * ids.length)]!;
      const before = await stored();
      try {
        await db().execute(sql`update members set upline_id = ${upline} where id = ${member}`);
      } catch (err) {
        // Under itself or its own team: refused, nothing changed.
        expect(String((err as { cause?: unknown }).cause ?? err)).toMatch(/own team/);
        expect(await stored()).toEqual(before);
        refused++;
        continue;
      }
      expect(await stored()).toEqual(await recomputed());
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('answers a team and the uplines by index lookups, nearest first', async () => {
    const top = await createMember(t, {});
    const agent = await createMember(t, { uplineId: top.id });
    const player = await createMember(t, { uplineId: agent.id });
    const other = await createMember(t, { uplineId: top.id });
    expect(await uplinesOf(db(), t.merchantId, player.id)).toEqual([
      { id: agent.id, depth: 1 },
      { id: top.id, depth: 2 },
    ]);
    expect(await teamOf(db(), t.merchantId, top.id)).toEqual([
      { id: agent.id, depth: 1 },
      { id: other.id, depth: 1 },
      { id: player.id, depth: 2 },
    ]);
    expect(await teamOf(db(), t.merchantId, top.id, 1)).toHaveLength(2);
    expect(await teamSize(db(), t.merchantId, top.id)).toBe(3);
    // The agent moves under the other branch with its player.
    await db().execute(sql`update members set upline_id = ${other.id} where id = ${agent.id}`);
    expect(await uplinesOf(db(), t.merchantId, player.id)).toEqual([
      { id: agent.id, depth: 1 },
      { id: other.id, depth: 2 },
      { id: top.id, depth: 3 },
    ]);
    expect(await teamSize(db(), t.merchantId, other.id)).toBe(2);
  });

  it("refuses another brand's member as upline", async () => {
    const second = await createTestBrand(t.database, accountBrand());
    const merchant = await findMerchantByCode(db(), second.code);
    const foreign = await createMember({ ...t, merchantId: merchant!.id }, {});
    const mine = await createMember(t, {});
    await expect(db().execute(sql`update members set upline_id = ${foreign.id} where id = ${mine.id}`)).rejects.toThrow();
    expect(await uplinesOf(db(), t.merchantId, mine.id)).toEqual([]);
  });
});

describe('moving a member from the console', () => {
  it("holds the agent types' rules and the depth cap, moves the team with the member, and is audited", async () => {
    const admin = await staffToken(t as WalletTestApp, 'admin01');
    const move = (memberId: number, uplineAccount: string | null) => call(t, staffMoveUpline, { memberId, uplineAccount, reason: 'restructure' }, { token: admin });
    const topA = await createMember(t, { type: 1 });
    const topB = await createMember(t, { type: 1 });
    const sub = await createMember(t, { type: 2, uplineId: topA.id });
    const player = await createMember(t, { uplineId: sub.id });
    const playerAgent = await createMember(t, { type: 42, uplineId: topA.id });

    // The sub-agent moves to the other top agent with its player.
    const moved = await move(sub.id, topB.account);
    expect(moved.statusCode).toBe(200);
    expect(envelope(moved).value).toMatchObject({ uplineId: topB.id, depth: 1, teamSize: 1 });
    expect((await uplinesOf(db(), t.merchantId, player.id)).map((u) => u.id)).toEqual([sub.id, topB.id]);

    for (const [memberId, upline, why] of [
      [topA.id, topB.account, /top agent/],
      [sub.id, player.account, /not an agent/],
      [sub.id, playerAgent.account, /players only/],
      [sub.id, null, /needs an agent/],
      [topB.id, null, null],
    ] as const) {
      const res = await move(memberId, upline);
      if (why === null) expect(res.statusCode).toBe(200);
      else {
        expect(res.statusCode, String(why)).toBe(409);
        expect(envelope(res).message).toMatch(why);
        expect(envelope(res).code).toMatch(/^(upline_not_agent|upline_players_only|top_agent_no_upline|sub_agent_needs_upline)$/);
      }
    }
    // Under its own team: refused by the tree itself.
    await db().execute(sql`update members set type = 2 where id = ${player.id}`);
    const cycle = await move(sub.id, player.account);
    expect(cycle.statusCode).toBe(409);
    expect((await uplinesOf(db(), t.merchantId, sub.id)).map((u) => u.id)).toEqual([topB.id]);
    // The brand's depth cap.
    await db().execute(sql`update merchants set agent_max_depth = 1 where id = ${t.merchantId}`);
    const tooDeep = await move(playerAgent.id, topB.account);
    expect(tooDeep.statusCode).toBe(200);
    const deeper = await move(sub.id, topA.account);
    expect(deeper.statusCode).toBe(409);
    expect(envelope(deeper).message).toMatch(/allows 1/);
    await db().execute(sql`update merchants set agent_max_depth = 10 where id = ${t.merchantId}`);
    expect(await stored()).toEqual(await recomputed());

    const audit = envelope(await call(t, staffAudit, undefined, { token: admin, query: `entity=member&entityId=${sub.id}` })).value as { list: { action: string; before: { uplineId: number }; after: { uplineId: number } }[] };
    expect(audit.list.filter((a) => a.action === 'member.upline').map((a) => [a.before.uplineId, a.after.uplineId])).toEqual([[topA.id, topB.id]]);
  });
});
