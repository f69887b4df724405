/**
 * Rounds that wait for an operator (issue 13 item 7): a real-money round
 * still open with a win its vendor reported that was refused (it came
 * before its bet, and the vendor will not send it again under that id), or
 * open with a stake for longer than ROUND_STALE_HOURS.
 *
 * An operator settles one the way its vendor would: through provider_apply,
 * the one statement every vendor call goes through (claim, ledger movement,
 * round, wager and rollups, outbox events). Resolving pays the refused wins
 * as one win that closes the round; refunding rolls back each of its bets,
 * then closes it with nothing won. The closing call's transaction id,
 * `operator:<round id>`, is the same for both actions: a second action on
 * the round, at once or later, finds it claimed and moves nothing (and a
 * refund's rollbacks are claimed per bet as well). The caller's record of
 * the action (its audit row) is written in the same transaction.
 */
import { ErrorCode, ROUND_STALE_HOURS, type TStaffRound } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { MerchantRow } from '../brand';
import { houseShardFor } from '../ledger/ledger.service';
import { BatchedCallError } from './provider.batch';
import { callProviderApplyBatch, findStaffRound, listWaitingRounds, refundableBets, type StaffRoundRow } from './provider.repository';
import { applyPayload, callAccounts, key, providerApplyError, walletSettings, type ApplyInput, type Services, type WalletCallContext } from './provider.service';
import { sha256Hex } from './provider.signature';

export type RoundAction = 'resolve' | 'refund';

const staleBefore = (now: Date) => new Date(now.getTime() - ROUND_STALE_HOURS * 3600_000);

/** Why a round waits for an operator; none: it does not (settled, demo credits, or still young with nothing refused). */
export function waitingReasons(round: StaffRoundRow, now: Date): TStaffRound['reasons'] {
  if (round.status !== 'open' || round.isTrial) return [];
  const reasons: TStaffRound['reasons'] = [];
  if (round.pendingWin > 0n) reasons.push('unpaid_win');
  if (round.betTotal > 0n && round.openedAt.getTime() < staleBefore(now).getTime()) reasons.push('stale');
  return reasons;
}

export const presentStaffRound = (round: StaffRoundRow, now: Date): TStaffRound => ({
  id: round.id,
  memberId: round.memberId,
  memberAccount: round.memberAccount,
  vassalage: round.vassalage,
  gameCode: round.gameCode,
  roundId: round.roundId,
  status: round.status,
  betTotal: round.betTotal.toString(),
  winTotal: round.winTotal.toString(),
  pendingWin: round.pendingWin.toString(),
  openedAt: round.openedAt.getTime(),
  updatedAt: round.updatedAt.getTime(),
  closedAt: round.closedAt?.getTime() ?? null,
  reasons: waitingReasons(round, now),
});

export const waitingRounds = (db: DrizzleDb, merchantId: number, now: Date, page: { limit: number; offset: number }) =>
  listWaitingRounds(db, merchantId, staleBefore(now), page);

export interface OperatorSettlement {
  before: StaffRoundRow;
  after: StaffRoundRow;
  /** What went to the member: the win paid (resolve) or the stakes given back (refund). */
  amount: bigint;
}

const alreadySettled = () => new AppError(409, ErrorCode.invalidState, 'This round was settled meanwhile');

/**
 * Resolves or refunds a waiting round once. `record` runs in the
 * settlement's transaction (the audit row), after the round is closed.
 */
export async function settleWaitingRound(
  services: Services,
  merchant: MerchantRow,
  input: { id: number; action: RoundAction },
  record: (tx: DrizzleDb, settlement: OperatorSettlement) => Promise<void>,
): Promise<StaffRoundRow> {
  const { db } = services;
  const round = await findStaffRound(db, merchant.id, input.id);
  if (!round) throw AppError.notFound('No such round');
  if (round.status !== 'open') throw new AppError(409, ErrorCode.invalidState, 'This round is already settled');
  if (waitingReasons(round, services.clock.now()).length === 0) {
    throw new AppError(409, ErrorCode.invalidState, 'This round does not wait for an operator: its vendor may still settle it');
  }
  const { settings, cache } = await walletSettings(services, merchant.id, round.vassalage);
  if (!settings) throw new AppError(404, ErrorCode.providerUnavailable, `Vendor ${round.vassalage} has no provider settings`);
  const ctx: WalletCallContext = { merchant, settings, rawBody: Buffer.alloc(0), cache };

  const calls: ApplyInput[] = [];
  let amount = input.action === 'resolve' ? round.pendingWin : 0n;
  if (input.action === 'refund') {
    for (const bet of await refundableBets(db, { merchantId: merchant.id, vassalage: round.vassalage, roundId: round.roundId, memberId: round.memberId })) {
      const transactionId = `operator-refund:${bet.transactionId}`;
      calls.push({ kind: 'rollback', transactionId, memberId: round.memberId, roundId: round.roundId, referenceTransactionId: bet.transactionId, trial: false, hash: sha256Hex(transactionId) });
      amount += bet.amount;
    }
  }
  calls.push({
    kind: 'win',
    transactionId: `operator:${round.roundId}`,
    memberId: round.memberId,
    roundId: round.roundId,
    amount: input.action === 'resolve' ? round.pendingWin : 0n,
    close: true,
    accountName: round.memberAccount,
    // Resolve and refund claim the same id with different bodies: whichever comes second is refused.
    hash: sha256Hex(`operator-${input.action}:${round.roundId}`),
  });
  const accounts = await callAccounts(services, ctx, round.memberId);
  const inputs = calls.map((call) => {
    const { houses, ...payload } = applyPayload(services, ctx, call, accounts);
    return { ...payload, house: houses[houseShardFor(key(ctx, call.transactionId))] };
  });

  const after = await db.transaction(async (tx) => {
    const answers = await callProviderApplyBatch(tx, inputs);
    if (answers.length !== inputs.length) throw new Error('provider_apply_batch answered fewer calls than it was sent');
    for (const answer of answers) {
      if ('error' in answer) {
        const err = new BatchedCallError(answer.error, answer.message);
        throw providerApplyError(err) ?? err;
      }
      // A win was paid into the round: its stakes are that win's, so they are not given back as well (resolve it instead).
      if (!answer.replay && answer.body.code === ErrorCode.betAlreadySettled) {
        throw new AppError(409, ErrorCode.invalidState, 'A win was already paid into this round, so its bets cannot be refunded; resolve it instead');
      }
      // A claimed id (the same action again, or the other one) or a refusal: another settlement got there first.
      if (answer.replay || answer.status !== 200) throw alreadySettled();
    }
    const settled = await findStaffRound(tx, merchant.id, round.id);
    // A bet the vendor added after the bets were read would be lost by a refund: undo and look again.
    if (!settled || settled.status !== 'closed' || (input.action === 'refund' && settled.betTotal !== 0n)) {
      throw new AppError(409, ErrorCode.invalidState, 'The round changed meanwhile; look at it again');
    }
    await record(tx, { before: round, after: settled, amount });
    return settled;
  });
  // The balance push and the settled round's subscribers (the outbox keeps what cannot be delivered now).
  await services.outbox.dispatch();
  return after;
}
