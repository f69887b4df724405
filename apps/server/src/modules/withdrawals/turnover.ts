/**
 * The turnover requirement (issue 4 §3): a bonus usually has to be bet a
 * number of times before the money can leave. The bonus engine arrives in a
 * later issue; until then nothing is owed. The policy is read inside the
 * withdrawal's transaction (after the member's lock), so it sees the same
 * state the withdrawal is written against.
 */
import type { DrizzleDb } from '../../db/database';

export interface TurnoverPolicy {
  /** Bet turnover (minor units) the member still owes before withdrawing; 0n when none. */
  remaining(db: DrizzleDb, merchantId: number, memberId: number): Promise<bigint>;
}

export const noTurnoverRequirement: TurnoverPolicy = {
  remaining: async () => 0n,
};
