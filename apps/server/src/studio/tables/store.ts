/**
 * The live tables' storage (tables.schema.ts): tables, rounds, bets and who
 * is seated. A bet is written only while its round takes bets: the insert
 * holds a share lock on the round row, and closing the betting updates that
 * row, so no bet can slip in after the deal.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { studioTableBets, studioTablePresence, studioTableRounds, studioTables } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';

export type TableRow = typeof studioTables.$inferSelect;
export type TableRoundRow = typeof studioTableRounds.$inferSelect;
export type TableBetRow = typeof studioTableBets.$inferSelect;

/** Players seen at a table within this window count as seated. */
export const SEATED_WINDOW_MS = 2 * 60_000;

export class BettingClosedError extends Error {
  override name = 'BettingClosedError';
}

export function tablesStore(db: DrizzleDb) {
  return {
    async tables(): Promise<TableRow[]> {
      return db.select().from(studioTables).orderBy(asc(studioTables.sort));
    },
    async table(tableId: string): Promise<TableRow | undefined> {
      const [row] = await db.select().from(studioTables).where(eq(studioTables.tableId, tableId)).limit(1);
      return row;
    },
    async setStatus(tableId: string, status: 'open' | 'maintenance'): Promise<void> {
      await db.update(studioTables).set({ status }).where(eq(studioTables.tableId, tableId));
    },

    /** The table's latest round. */
    async latestRound(tableId: string): Promise<TableRoundRow | undefined> {
      const [row] = await db.select().from(studioTableRounds).where(eq(studioTableRounds.tableId, tableId)).orderBy(desc(studioTableRounds.roundNo)).limit(1);
      return row;
    },
    async round(roundId: string): Promise<TableRoundRow | undefined> {
      const [row] = await db.select().from(studioTableRounds).where(eq(studioTableRounds.roundId, roundId)).limit(1);
      return row;
    },

    /** Opens round n+1 of the table; undefined when another process opened it first. */
    async openRound(table: TableRow, times: { opensAt: Date; closesAt: Date; settlesAt: Date }): Promise<TableRoundRow | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const [t] = await tx
            .update(studioTables)
            .set({ roundNo: sql`${studioTables.roundNo} + 1` })
            .where(and(eq(studioTables.tableId, table.tableId), eq(studioTables.roundNo, table.roundNo)))
            .returning();
          if (!t) return undefined;
          const [round] = await tx
            .insert(studioTableRounds)
            .values({ roundId: randomUUID(), tableId: t.tableId, roundNo: t.roundNo, phase: 'betting', ...times })
            .returning();
          return round;
        });
      } catch (err) {
        if (isUniqueViolation(err, 'studio_table_rounds_no_uq')) return undefined;
        throw err;
      }
    },

    /**
     * Closes the betting and records the deal, with the table's next state,
     * in one transaction: the deal is made inside, from the table's state as
     * locked. Undefined when the round was no longer taking bets.
     */
    async closeAndDeal<TState>(
      roundId: string,
      tableId: string,
      deal: (state: TState | null) => { outcome: unknown; state: TState; shoeNo: number | null },
    ): Promise<TableRoundRow | undefined> {
      return db.transaction(async (tx) => {
        const [closing] = await tx
          .update(studioTableRounds)
          .set({ phase: 'dealing' })
          .where(and(eq(studioTableRounds.roundId, roundId), eq(studioTableRounds.phase, 'betting')))
          .returning();
        if (!closing) return undefined;
        const [table] = await tx.select().from(studioTables).where(eq(studioTables.tableId, tableId)).for('update');
        const dealt = deal((table?.state ?? null) as TState | null);
        await tx.update(studioTables).set({ state: dealt.state }).where(eq(studioTables.tableId, tableId));
        const [round] = await tx
          .update(studioTableRounds)
          .set({ outcome: dealt.outcome, shoeNo: dealt.shoeNo })
          .where(eq(studioTableRounds.roundId, roundId))
          .returning();
        return round;
      });
    },

    /**
     * Claims a dealt round's settlement for this process: undefined when
     * another process holds a claim younger than `staleMs` (it is paying).
     */
    async claimSettlement(roundId: string, at: Date, staleMs: number): Promise<TableRoundRow | undefined> {
      const [row] = await db
        .update(studioTableRounds)
        .set({ settlingAt: at })
        .where(
          and(
            eq(studioTableRounds.roundId, roundId),
            eq(studioTableRounds.phase, 'dealing'),
            sql`(${studioTableRounds.settlingAt} is null or ${studioTableRounds.settlingAt} < ${new Date(at.getTime() - staleMs).toISOString()})`,
          ),
        )
        .returning();
      return row;
    },

    async finishRound(roundId: string, phase: 'settled' | 'void', at: Date): Promise<TableRoundRow | undefined> {
      const [row] = await db
        .update(studioTableRounds)
        .set({ phase, settledAt: at })
        .where(and(eq(studioTableRounds.roundId, roundId), inArray(studioTableRounds.phase, ['betting', 'dealing'])))
        .returning();
      return row;
    },

    /** The table's last settled rounds, oldest first (of one shoe when `shoeNo` is given). */
    async history(tableId: string, limit: number, shoeNo?: number | null): Promise<TableRoundRow[]> {
      const rows = await db
        .select()
        .from(studioTableRounds)
        .where(
          and(
            eq(studioTableRounds.tableId, tableId),
            eq(studioTableRounds.phase, 'settled'),
            shoeNo === undefined || shoeNo === null ? undefined : eq(studioTableRounds.shoeNo, shoeNo),
          ),
        )
        .orderBy(desc(studioTableRounds.roundNo))
        .limit(limit);
      return rows.reverse();
    },

    /**
     * Records a player's chips on a round that is still taking bets (status
     * 'pending' until the platform took the stake). Undefined when this client
     * bet id was used already; BettingClosedError when the window closed.
     */
    async addBet(bet: Omit<typeof studioTableBets.$inferInsert, 'id' | 'status'>, now: Date): Promise<TableBetRow | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const [open] = await tx
            .select({ roundId: studioTableRounds.roundId })
            .from(studioTableRounds)
            .where(
              and(
                eq(studioTableRounds.roundId, bet.roundId),
                eq(studioTableRounds.phase, 'betting'),
                lt(studioTableRounds.opensAt, new Date(now.getTime() + 1)),
                gt(studioTableRounds.closesAt, now),
              ),
            )
            .for('share');
          if (!open) throw new BettingClosedError('the betting of this round is closed');
          const [row] = await tx.insert(studioTableBets).values({ ...bet, status: 'pending' }).returning();
          return row;
        });
      } catch (err) {
        if (isUniqueViolation(err, 'studio_table_bets_client_uq')) return undefined;
        throw err;
      }
    },
    async betByClientId(roundId: string, merchantId: number, playerId: string, clientBetId: string): Promise<TableBetRow | undefined> {
      const [row] = await db
        .select()
        .from(studioTableBets)
        .where(
          and(
            eq(studioTableBets.roundId, roundId),
            eq(studioTableBets.merchantId, merchantId),
            eq(studioTableBets.playerId, playerId),
            eq(studioTableBets.clientBetId, clientBetId),
          ),
        )
        .limit(1);
      return row;
    },
    async markPlaced(id: number): Promise<void> {
      await db.update(studioTableBets).set({ status: 'placed' }).where(and(eq(studioTableBets.id, id), eq(studioTableBets.status, 'pending')));
    },
    async dropBet(id: number): Promise<void> {
      await db.delete(studioTableBets).where(and(eq(studioTableBets.id, id), eq(studioTableBets.status, 'pending')));
    },
    /** A player's chips on a round (every bet row still standing). */
    async playerBets(roundId: string, merchantId: number, playerId: string): Promise<TableBetRow[]> {
      return db
        .select()
        .from(studioTableBets)
        .where(and(eq(studioTableBets.roundId, roundId), eq(studioTableBets.merchantId, merchantId), eq(studioTableBets.playerId, playerId)))
        .orderBy(asc(studioTableBets.id));
    },
    async roundBets(roundId: string, statuses: readonly TableBetRow['status'][]): Promise<TableBetRow[]> {
      return db
        .select()
        .from(studioTableBets)
        .where(and(eq(studioTableBets.roundId, roundId), inArray(studioTableBets.status, [...statuses])))
        .orderBy(asc(studioTableBets.id));
    },
    /** The round's chips per spot and how many players hold them. */
    async roundTotals(roundId: string): Promise<{ totals: Record<string, string>; players: number }> {
      const result = (await db.execute(sql`
        select c->>'spot' as spot, sum((c->>'amount')::bigint)::text as amount, count(distinct (b.merchant_id, b.player_id))::int as players
        from ${studioTableBets} b, jsonb_array_elements(b.chips) c
        where b.round_id = ${roundId} and b.status in ('pending', 'placed', 'settled')
        group by rollup (c->>'spot')`)) as unknown as { rows: { spot: string | null; amount: string; players: number }[] };
      const list = result.rows;
      const totals: Record<string, string> = {};
      let players = 0;
      for (const r of list) {
        if (r.spot === null) players = Number(r.players);
        else totals[r.spot] = r.amount;
      }
      return { totals, players };
    },
    async settleBet(id: number, payout: bigint, at: Date): Promise<void> {
      await db.update(studioTableBets).set({ status: 'settled', payout, settledAt: at }).where(and(eq(studioTableBets.id, id), eq(studioTableBets.status, 'placed')));
    },
    /** Many bets settled in one statement (a round's players paid together), each with its own payout. */
    async settleBets(rows: readonly { id: number; payout: bigint }[], at: Date): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        update studio_table_bets b set status = 'settled', payout = v.payout, settled_at = ${at}
        from (select unnest(${`{${rows.map((r) => r.id).join(',')}}`}::int[]) as id, unnest(${`{${rows.map((r) => r.payout.toString()).join(',')}}`}::bigint[]) as payout) v
        where b.id = v.id and b.status = 'placed'`);
    },
    async refundBet(id: number, at: Date): Promise<void> {
      await db
        .update(studioTableBets)
        .set({ status: 'refunded', payout: sql`${studioTableBets.amount}`, settledAt: at })
        .where(and(eq(studioTableBets.id, id), inArray(studioTableBets.status, ['pending', 'placed'])));
    },
    /** Bets of settled or void rounds that were not paid yet (a platform that did not answer): to be retried. */
    async unpaid(olderThan: Date): Promise<{ bet: TableBetRow; round: TableRoundRow }[]> {
      return db
        .select({ bet: studioTableBets, round: studioTableRounds })
        .from(studioTableBets)
        .innerJoin(studioTableRounds, eq(studioTableRounds.roundId, studioTableBets.roundId))
        .where(and(inArray(studioTableBets.status, ['pending', 'placed']), inArray(studioTableRounds.phase, ['settled', 'void']), lt(studioTableRounds.settledAt, olderThan)))
        .limit(500);
    },

    async seen(tableId: string, merchantId: number, playerKey: string, at: Date): Promise<void> {
      await db
        .insert(studioTablePresence)
        .values({ tableId, merchantId, playerKey, seenAt: at })
        .onConflictDoUpdate({ target: [studioTablePresence.tableId, studioTablePresence.merchantId, studioTablePresence.playerKey], set: { seenAt: at } });
    },
    async seated(tableId: string, at: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(studioTablePresence)
        .where(and(eq(studioTablePresence.tableId, tableId), gt(studioTablePresence.seenAt, new Date(at.getTime() - SEATED_WINDOW_MS))));
      return row?.n ?? 0;
    },
    async purgePresence(before: Date): Promise<void> {
      await db.delete(studioTablePresence).where(lt(studioTablePresence.seenAt, before));
    },
  };
}

export type TablesStore = ReturnType<typeof tablesStore>;
