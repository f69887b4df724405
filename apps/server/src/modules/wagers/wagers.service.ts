/**
 * The wager stream (issue 10 item 2). Every settled bet of every product
 * becomes one wager row, written by `recordWager` in the same database
 * transaction as its money; provider rounds write theirs now, and lottery
 * tickets, sports bets and studio tables write the same.
 *
 * Rollups: exact, kept in that same transaction (not by a consumer with a
 * watermark). Why: a reader never sees money without its wager or a wager
 * without its rollup, nothing lags or needs replaying, and the cost is one
 * statement per settlement. The member row is touched only by that member's
 * settlements (which already queue on their wallet row); the brand rollup is
 * split into WAGER_BRAND_SHARDS rows per day × category × vendor so members
 * settling at once do not queue on one row. Trial (demo-credit) wagers are
 * stored with their flag and never rolled up: they never count.
 *
 * The next readers: profit and loss and the betting record's totals (member
 * rollup), the operator's daily report (brand rollup), and later rebates per
 * category and VIP levels and missions (member × day × category), agent team
 * reports (member rollup joined to the agent tree) and leaderboards.
 */
import type { DrizzleDb } from '../../db/database';
import { insertWager, type WagerRowInput } from './wagers.repository';

export const WAGER_BRAND_SHARDS = 8;

export interface WagerInput {
  merchant: { id: number; gmtOffsetMinutes: number; currency: string };
  memberId: number;
  source: WagerRowInput['source'];
  sourceRef: string;
  /** The SPEC.md category code (RNG, LIVE, SPORTS, …). */
  category: string;
  vassalage: string;
  gameCode: string;
  stake: bigint;
  /** What the product counts as turnover; the stake when it has no rule of its own. */
  validBet?: bigint | undefined;
  payout: bigint;
  isTrial: boolean;
  settledAt: Date;
}

/** The brand-local calendar day (YYYY-MM-DD) of an instant. */
export function brandDay(at: Date, gmtOffsetMinutes: number): string {
  return new Date(at.getTime() + gmtOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Writes the wager and its rollups; call inside the transaction that moves the money. The result (win, lose, tie) follows from stake and payout. */
export async function recordWager(tx: DrizzleDb, w: WagerInput): Promise<void> {
  await insertWager(tx, {
    merchantId: w.merchant.id,
    memberId: w.memberId,
    source: w.source,
    sourceRef: w.sourceRef,
    category: w.category,
    vassalage: w.vassalage,
    gameCode: w.gameCode,
    currency: w.merchant.currency,
    stake: w.stake,
    validBet: w.validBet ?? w.stake,
    payout: w.payout,
    isTrial: w.isTrial,
    settledAt: w.settledAt,
    day: brandDay(w.settledAt, w.merchant.gmtOffsetMinutes),
    shard: w.memberId % WAGER_BRAND_SHARDS,
  });
}
