/** The agent module's contracts and bills (agent.schema.ts): SQL only. */
import type { TContractKind } from '@wps/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { agentBills, agentContracts } from './agent.schema';

export type ContractRow = typeof agentContracts.$inferSelect;
export type NewContract = typeof agentContracts.$inferInsert;
export type BillRow = typeof agentBills.$inferSelect;
export type NewBill = typeof agentBills.$inferInsert;

export async function insertContract(db: DrizzleDb, row: NewContract): Promise<ContractRow> {
  const [created] = await db.insert(agentContracts).values(row).returning();
  return created!;
}

export async function findContract(db: DrizzleDb, merchantId: number, id: number, lock = false): Promise<ContractRow | undefined> {
  const q = db.select().from(agentContracts).where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The agent's contract of a kind in a status (at most one offered and one accepted). */
export async function contractOf(db: DrizzleDb, merchantId: number, agentId: number, kind: TContractKind, status: 'offered' | 'accepted'): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.agentId, agentId), eq(agentContracts.kind, kind), eq(agentContracts.status, status)));
  return row;
}

export function contractsOfAgent(db: DrizzleDb, merchantId: number, agentId: number, statuses: ContractRow['status'][]): Promise<ContractRow[]> {
  return db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.agentId, agentId), inArray(agentContracts.status, statuses)))
    .orderBy(desc(agentContracts.offeredAt), desc(agentContracts.id));
}

/** Contracts an upline offered (null: the brand's), of a kind and statuses. */
export function contractsByUpline(db: DrizzleDb, merchantId: number, uplineId: number | null, kind: TContractKind | undefined, statuses: ContractRow['status'][]): Promise<ContractRow[]> {
  return db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        uplineId === null ? isNull(agentContracts.uplineId) : eq(agentContracts.uplineId, uplineId),
        kind ? eq(agentContracts.kind, kind) : undefined,
        inArray(agentContracts.status, statuses),
      ),
    )
    .orderBy(desc(agentContracts.offeredAt), desc(agentContracts.id));
}

export async function endContractRow(db: DrizzleDb, id: number, status: 'declined' | 'terminated', at: Date, reason: string | null): Promise<ContractRow | undefined> {
  const [row] = await db
    .update(agentContracts)
    .set(status === 'declined' ? { status, decidedAt: at } : { status, endedAt: at, endReason: reason })
    .where(and(eq(agentContracts.id, id), inArray(agentContracts.status, ['offered', 'accepted'])))
    .returning();
  return row;
}

export async function acceptContractRow(db: DrizzleDb, id: number, at: Date): Promise<ContractRow | undefined> {
  const [row] = await db
    .update(agentContracts)
    .set({ status: 'accepted', decidedAt: at })
    .where(and(eq(agentContracts.id, id), eq(agentContracts.status, 'offered')))
    .returning();
  return row;
}

/** The contracts that earn a period: the ones in force when it closes (accepted before its end, not ended before it), for the whole period. */
export function contractsForPeriod(db: DrizzleDb, merchantId: number, kind: TContractKind, period: ContractRow['period'], end: Date): Promise<ContractRow[]> {
  return db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.period, period),
        inArray(agentContracts.status, ['accepted', 'terminated']),
        sql`${agentContracts.decidedAt} is not null and ${agentContracts.decidedAt} < ${end.toISOString()}::timestamptz`,
        sql`(${agentContracts.endedAt} is null or ${agentContracts.endedAt} >= ${end.toISOString()}::timestamptz)`,
      ),
    );
}

/** The (kind, period) pairs with an accepted contract in a brand (what the settlement job looks at). */
export async function activeKinds(db: DrizzleDb): Promise<{ merchantId: number; kind: TContractKind; period: ContractRow['period'] }[]> {
  return db
    .selectDistinct({ merchantId: agentContracts.merchantId, kind: agentContracts.kind, period: agentContracts.period })
    .from(agentContracts)
    .where(eq(agentContracts.status, 'accepted'));
}

/** Inserts bills not written yet (by contract and period), in statements of 500; answers the new ones in the order given. */
export async function insertBills(db: DrizzleDb, rows: NewBill[]): Promise<BillRow[]> {
  const out: BillRow[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    out.push(...(await db.insert(agentBills).values(rows.slice(i, i + 500)).onConflictDoNothing().returning()));
  }
  return out;
}

export function billsOfPeriod(db: DrizzleDb, merchantId: number, kind: TContractKind, start: Date): Promise<BillRow[]> {
  return db
    .select()
    .from(agentBills)
    .where(and(eq(agentBills.merchantId, merchantId), eq(agentBills.kind, kind), eq(agentBills.periodStart, start)))
    .orderBy(agentBills.id);
}

export async function findBill(db: DrizzleDb, merchantId: number, id: number, lock = false): Promise<BillRow | undefined> {
  const q = db.select().from(agentBills).where(and(eq(agentBills.merchantId, merchantId), eq(agentBills.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The latest bill of a contract before a period (its carry-over). */
export async function previousBill(db: DrizzleDb, contractId: number, before: Date): Promise<BillRow | undefined> {
  const [row] = await db
    .select()
    .from(agentBills)
    .where(and(eq(agentBills.contractId, contractId), sql`${agentBills.periodStart} < ${before.toISOString()}::timestamptz`))
    .orderBy(desc(agentBills.periodStart))
    .limit(1);
  return row;
}

export async function updateBill(db: DrizzleDb, id: number, patch: Partial<NewBill>): Promise<BillRow> {
  const [row] = await db.update(agentBills).set(patch).where(eq(agentBills.id, id)).returning();
  return row!;
}
