/**
 * The demo brand's agent programme: agent01's daily-salary contract with the
 * brand (accepted), and its offer to subagent01 (waiting: signing in as
 * subagent01 opens the contract popup). Added once: a brand whose agents
 * already have contracts is left as its operators left it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../database';
import * as s from '../schema';

const SALARY_TIERS = [
  { validBet: '0', activeMembers: 0, rate: 50 },
  { validBet: '10000000', activeMembers: 3, rate: 80 },
  { validBet: '100000000', activeMembers: 10, rate: 120 },
];
const SUB_TIERS = [
  { validBet: '0', activeMembers: 0, rate: 30 },
  { validBet: '10000000', activeMembers: 3, rate: 60 },
];

export async function seedAgentContracts(db: DrizzleDb, brandCode: string): Promise<void> {
  const [merchant] = await db.select({ id: s.merchants.id }).from(s.merchants).where(eq(s.merchants.code, brandCode));
  if (!merchant) return;
  const agents = await db
    .select({ id: s.members.id, account: s.members.account })
    .from(s.members)
    .where(and(eq(s.members.merchantId, merchant.id), inArray(sql`lower(${s.members.account})`, ['agent01', 'subagent01'])));
  const top = agents.find((a) => a.account.toLowerCase() === 'agent01');
  const sub = agents.find((a) => a.account.toLowerCase() === 'subagent01');
  if (!top || !sub) return;
  const [any] = await db.select({ id: s.agentContracts.id }).from(s.agentContracts).where(eq(s.agentContracts.merchantId, merchant.id)).limit(1);
  if (any) return;
  const now = new Date();
  await db.insert(s.agentContracts).values([
    { merchantId: merchant.id, kind: 'daily_salary', agentId: top.id, uplineId: null, period: 'day', tiers: SALARY_TIERS, maxRate: 120, status: 'accepted', offeredAt: now, decidedAt: now },
    { merchantId: merchant.id, kind: 'daily_salary', agentId: sub.id, uplineId: top.id, period: 'day', tiers: SUB_TIERS, maxRate: 60, status: 'offered', offeredAt: now },
  ]);
}
