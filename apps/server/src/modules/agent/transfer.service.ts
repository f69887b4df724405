/**
 * Money between an upline agent and its direct downline (issue 14 item 3):
 * down always (agentTransfer), up where the brand allows (member center
 * transferUpline). The payment password is checked first, outside the money
 * transaction (a failed guess is counted even though the transfer is
 * refused); then one transaction writes the transfer row (unique per sender
 * and requestId) and its ledger movement (key `team-transfer:<id>`): the
 * same request twice moves the money once and answers the first transfer.
 * The sender's balance is never checked before writing: the ledger's
 * non-negative member balance refuses an overdraft atomically.
 */
import { ErrorCode, formatMoney, type TTeamTransfer, type TTransferInfo } from '@wps/contracts';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { LedgerError, memberMainAccount, postTransaction } from '../ledger/ledger.service';
import { findMemberById, findMembersByIds, type MemberRow } from '../member';
import { hasPaymentPassword, verifyPaymentPassword } from '../withdrawals';
import { teamTransfers } from './agent.schema';
import { requireAgent, teamMemberByAccount } from './team.service';

type Services = Pick<AppServices, 'db' | 'clock' | 'outbox'>;
type Merchant = Pick<MerchantRow, 'id' | 'currency' | 'currencySymbol' | 'agentTransferUp' | 'agentTransferMin' | 'agentTransferMax'>;
type TransferRow = typeof teamTransfers.$inferSelect;

async function present(db: DrizzleDb, merchantId: number, rows: TransferRow[]): Promise<TTeamTransfer[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.fromId, r.toId]))];
  const accounts = new Map((await findMembersByIds(db, merchantId, ids)).map((m) => [m.id, m.account]));
  return rows.map((r) => ({
    id: r.id,
    direction: r.direction,
    fromAccount: accounts.get(r.fromId) ?? '',
    toAccount: accounts.get(r.toId) ?? '',
    amount: r.amount.toString(),
    createdAt: r.createdAt.getTime(),
  }));
}

export async function transferInfo(db: DrizzleDb, merchant: Merchant, memberId: number): Promise<TTransferInfo> {
  const member = await findMemberById(db, merchant.id, memberId);
  if (!member) throw AppError.notFound('No such member');
  const [main, upline, hasPassword] = await Promise.all([
    memberMainAccount(db, merchant.id, memberId, merchant.currency),
    member.uplineId ? findMemberById(db, merchant.id, member.uplineId) : Promise.resolve(undefined),
    hasPaymentPassword(db, { merchantId: merchant.id, memberId }),
  ]);
  return {
    balance: main.balance.toString(),
    min: merchant.agentTransferMin.toString(),
    max: merchant.agentTransferMax.toString(),
    hasPaymentPassword: hasPassword,
    uplineAccount: upline?.account ?? null,
    upAllowed: merchant.agentTransferUp && upline !== undefined,
  };
}

async function move(
  services: Services,
  merchant: Merchant,
  from: MemberRow,
  to: MemberRow,
  direction: 'down' | 'up',
  input: { requestId: string; amount: string; paymentPassword: string },
  ip: string | null,
): Promise<TTeamTransfer> {
  const amount = BigInt(input.amount);
  if (amount < merchant.agentTransferMin || amount > merchant.agentTransferMax) {
    throw new AppError(400, ErrorCode.amountOutOfRange, `A transfer is ${formatMoney(merchant.agentTransferMin)} to ${formatMoney(merchant.agentTransferMax)}`);
  }
  const now = services.clock.now();
  await verifyPaymentPassword(services.db, { merchantId: merchant.id, memberId: from.id, ip }, input.paymentPassword, now);
  try {
    const row = await services.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(teamTransfers)
        .values({ merchantId: merchant.id, requestId: input.requestId, direction, fromId: from.id, toId: to.id, amount, currency: merchant.currency, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!created) {
        // The same request again: the first transfer, if it was this one.
        const [first] = await tx
          .select()
          .from(teamTransfers)
          .where(and(eq(teamTransfers.merchantId, merchant.id), eq(teamTransfers.fromId, from.id), eq(teamTransfers.requestId, input.requestId)));
        if (!first || first.toId !== to.id || first.amount !== amount) throw new AppError(409, ErrorCode.requestConflict, 'This requestId was used for another transfer');
        return first;
      }
      const source = await memberMainAccount(tx, merchant.id, from.id, merchant.currency);
      const target = await memberMainAccount(tx, merchant.id, to.id, merchant.currency);
      await postTransaction(tx, {
        merchantId: merchant.id,
        idempotencyKey: `team-transfer:${created.id}`,
        type: 'team_transfer',
        reference: `TT${created.id}`,
        metadata: { transferId: created.id, direction, fromAccount: from.account, toAccount: to.account },
        entries: [
          { accountId: source.id, amount: -amount },
          { accountId: target.id, amount },
        ],
      });
      for (const memberId of [from.id, to.id]) {
        await services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });
      }
      return created;
    });
    await services.outbox.dispatch();
    const [out] = await present(services.db, merchant.id, [row]);
    return out!;
  } catch (err) {
    if (err instanceof LedgerError && err.code === 'insufficient_funds') throw new AppError(409, ErrorCode.insufficientFunds, 'Your balance is less than this amount');
    throw err;
  }
}

/** Agent → one of its direct downlines. */
export async function transferDown(
  services: Services,
  merchant: Merchant,
  agentId: number,
  input: { requestId: string; toAccount: string; amount: string; paymentPassword: string },
  ip: string | null,
): Promise<TTeamTransfer> {
  const agent = await requireAgent(services.db, merchant, agentId);
  const { member, depth } = await teamMemberByAccount(services.db, merchant.id, agent.id, input.toAccount);
  if (depth !== 1) throw AppError.notFound('Money goes to your direct downlines only');
  return move(services, merchant, agent, member, 'down', input, ip);
}

/** A downline → its upline, where the brand allows it. */
export async function transferUp(
  services: Services,
  merchant: Merchant,
  memberId: number,
  input: { requestId: string; amount: string; paymentPassword: string },
  ip: string | null,
): Promise<TTeamTransfer> {
  if (!merchant.agentTransferUp) throw new AppError(403, ErrorCode.transferUpNotAllowed, 'This site does not allow sending money to your upline');
  const member = await findMemberById(services.db, merchant.id, memberId);
  const upline = member?.uplineId ? await findMemberById(services.db, merchant.id, member.uplineId) : undefined;
  if (!member || !upline) throw new AppError(409, ErrorCode.noUpline, 'Your account has no upline agent');
  return move(services, merchant, member, upline, 'up', input, ip);
}

export async function transferList(db: DrizzleDb, merchant: Pick<MerchantRow, 'id'>, memberId: number, q: { pageNo: number; pageSize: number }) {
  const mine = and(eq(teamTransfers.merchantId, merchant.id), or(eq(teamTransfers.fromId, memberId), eq(teamTransfers.toId, memberId)));
  const { limit, offset } = pageWindow(q);
  const rows = await db.select().from(teamTransfers).where(mine).orderBy(desc(teamTransfers.createdAt), desc(teamTransfers.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(teamTransfers).where(mine);
  return pageOfRows(await present(db, merchant.id, rows), Number(total?.n ?? 0), q);
}
