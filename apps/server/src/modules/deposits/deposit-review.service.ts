/**
 * Operator review of bank deposits (issue 4 §5): staff see the brand's
 * deposits and approve (credit) or reject the pending bank transfers.
 * Gateway deposits are settled by the gateway's signed callback only.
 */
import { ErrorCode, type TPage, type TStaffDeposit } from '@wps/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { announceSettlement, settleDeposit, type SettledStatus } from './deposit-settlement';
import { presentStaffDeposit } from './deposits.presenter';
import { findChannelById, findDeposit, findDepositView, listDepositViews, type DepositStatus } from './deposits.repository';

export interface Reviewer {
  id: number;
  ip: string;
}

export async function staffDepositList(
  services: Pick<AppServices, 'db'>,
  merchantId: number,
  query: { pageNo: number; pageSize: number; status?: DepositStatus | undefined },
): Promise<TPage<TStaffDeposit>> {
  // A review queue is worked oldest first; the whole list reads newest first.
  const order = query.status ? 'oldest' : 'newest';
  const { rows, total } = await listDepositViews(services.db, { merchantId, status: query.status }, pageWindow(query), order);
  return pageOfRows(rows.map(presentStaffDeposit), total, query);
}

const notPending = () => new AppError(409, ErrorCode.invalidState, 'This deposit is no longer pending');

async function review(
  services: Pick<AppServices, 'db' | 'clock' | 'live' | 'outbox'>,
  merchant: MerchantRow,
  reviewer: Reviewer,
  input: { id: number; reason: string | null; outcome: Extract<SettledStatus, 'approved' | 'rejected'> },
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<TStaffDeposit> {
  const deposit = await findDeposit(services.db, merchant.id, input.id);
  if (!deposit) throw AppError.notFound('No such deposit');
  if (deposit.kind !== 'bank') throw new AppError(409, ErrorCode.invalidState, "Gateway deposits are settled by the gateway's callback");
  if (deposit.status !== 'pending') throw notPending();
  const channel = await findChannelById(services.db, deposit.channelId);
  if (!channel) throw new Error(`channel ${deposit.channelId} vanished`);

  const settled = await settleDeposit(services, {
    merchant,
    deposit,
    channel,
    outcome: input.outcome,
    reviewedBy: reviewer.id,
    reason: input.reason,
    actor: { kind: 'staff', id: reviewer.id, ip: reviewer.ip },
    action: input.outcome === 'approved' ? 'deposit.approve' : 'deposit.reject',
  });
  // Someone else approved or rejected it between the read and the update.
  if (!settled) throw notPending();

  const view = await findDepositView(services.db, merchant.id, settled.id);
  if (!view) throw new Error(`deposit ${settled.id} vanished`);
  await announceSettlement(services, merchant, view, log);
  return presentStaffDeposit(view);
}

export const approveDeposit = (
  services: Pick<AppServices, 'db' | 'clock' | 'live' | 'outbox'>,
  merchant: MerchantRow,
  reviewer: Reviewer,
  body: { id: number; reason?: string | undefined },
  log: Pick<FastifyBaseLogger, 'error'>,
) => review(services, merchant, reviewer, { id: body.id, reason: body.reason || null, outcome: 'approved' }, log);

export const rejectDeposit = (
  services: Pick<AppServices, 'db' | 'clock' | 'live' | 'outbox'>,
  merchant: MerchantRow,
  reviewer: Reviewer,
  body: { id: number; reason: string },
  log: Pick<FastifyBaseLogger, 'error'>,
) => review(services, merchant, reviewer, { id: body.id, reason: body.reason, outcome: 'rejected' }, log);
