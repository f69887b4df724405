import { ZRoundOutcome, type TBetRound, type TBetRoundTransaction, type TBetTotals, type TProfitLine, type TRoundOutcome } from '@wps/contracts';
import type { RoundCallSqlRow, RoundSqlRow } from './bets.repository';

const toMs = (v: string | Date) => (v instanceof Date ? v : new Date(v)).getTime();
const net = (bet: string, win: string) => (BigInt(win) - BigInt(bet)).toString();

export const presentRound = (r: RoundSqlRow): TBetRound => ({
  id: Number(r.id),
  roundId: r.round_id,
  time: toMs(r.opened_at),
  closedAt: r.closed_at === null ? null : toMs(r.closed_at),
  vassalage: r.vassalage,
  vendorName: r.vendor_name,
  gameCode: r.game_code,
  gameName: r.game_name,
  gameType: r.game_type,
  bet: r.bet,
  freeStake: r.free_stake,
  win: r.win,
  net: net(r.bet, r.win),
  balanceBefore: r.balance_before,
  balanceAfter: r.balance_after,
  status: r.status,
  trial: r.is_trial === true || String(r.is_trial) === 't',
});

/**
 * The stored outcome as the contract has it; a value that no longer fits
 * (jsonb written by hand, an older shape) shows as none rather than failing the call.
 */
export const presentOutcome = (stored: unknown): TRoundOutcome | null => {
  const value = typeof stored === 'string' ? safeJson(stored) : stored;
  const parsed = ZRoundOutcome.safeParse(value);
  return parsed.success ? parsed.data : null;
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const presentCall = (c: RoundCallSqlRow): TBetRoundTransaction => ({
  transactionId: c.transaction_id,
  kind: c.kind,
  amount: c.amount,
  applied: c.applied === true || String(c.applied) === 't',
  free: c.free === true || String(c.free) === 't',
  rolledBack: c.rolled_back_at !== null,
  time: toMs(c.created_at),
});

export const presentTotals = (s: { bet: string; win: string; n: string }): TBetTotals => ({
  bet: s.bet,
  win: s.win,
  net: net(s.bet, s.win),
  count: Number(s.n),
});

export const presentLine = (s: { bet: string; win: string; n: string }): TProfitLine => ({
  bet: s.bet,
  win: s.win,
  net: net(s.bet, s.win),
  rounds: Number(s.n),
});
