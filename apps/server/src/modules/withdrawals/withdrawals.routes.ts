import {
  bankAccounts,
  changeBankAccount as changeBankAccountContract,
  setPaymentPassword as setPaymentPasswordContract,
  staffApproveWithdrawal,
  staffRejectWithdrawal,
  staffResolveReceipt,
  staffWithdrawals,
  withdraw,
  withdrawInfo as withdrawInfoContract,
  withdrawList,
  withdrawReceipt,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { whoStaff } from '../staff/staff.service';
import { changeBankAccount, listBankAccounts } from './bank-accounts.service';
import { setPaymentPassword, type MemberRef } from './payment-password.service';
import { confirmReceipt } from './receipt.service';
import { approveWithdrawal, rejectWithdrawal, resolveReceipt, staffListWithdrawals, type StaffRef } from './review.service';
import type { TurnoverPolicy } from './turnover';
import type { WithdrawLimitsPolicy } from './limits';
import { listWithdrawals, requestWithdrawal, withdrawInfo, type WithdrawalServices } from './withdrawals.service';

const member = (request: FastifyRequest): MemberRef => {
  if (!request.member) throw new Error('auth contract reached without a member');
  return { merchantId: request.member.merchantId, memberId: request.member.id, ip: request.clientIp };
};

const staff = (request: FastifyRequest): StaffRef => {
  const who = whoStaff(request);
  return { id: who.id, merchantId: who.merchantId, ip: request.clientIp };
};

/** Payment password, bank accounts, withdrawals and their receipts; the staff review of them. */
export function registerWithdrawalRoutes(app: FastifyInstance, services: AppServices, opts: { turnover?: TurnoverPolicy; limits?: WithdrawLimitsPolicy } = {}): void {
  const deps: WithdrawalServices = { db: services.db, clock: services.clock, live: services.live, outbox: services.outbox, turnover: opts.turnover, limits: opts.limits };

  registerContract(app, setPaymentPasswordContract, async ({ body, request }) => setPaymentPassword(deps, member(request), body));
  registerContract(app, bankAccounts, async ({ request }) => listBankAccounts(deps.db, member(request)));
  registerContract(app, changeBankAccountContract, async ({ body, request }) => changeBankAccount(deps, member(request), body));
  registerContract(app, withdrawInfoContract, async ({ request }) => withdrawInfo(deps, member(request)));
  registerContract(app, withdraw, async ({ body, request }) => requestWithdrawal(deps, member(request), body));
  registerContract(app, withdrawList, async ({ query, request }) => listWithdrawals(deps, member(request), query));
  registerContract(app, withdrawReceipt, async ({ body, request }) => confirmReceipt(deps, member(request), body));

  // Who may look and who may decide: the permission each contract names (finance.view, finance.review).
  registerContract(app, staffWithdrawals, async ({ query, request }) => staffListWithdrawals(deps, staff(request), query));
  registerContract(app, staffApproveWithdrawal, async ({ body, request }) => approveWithdrawal(deps, staff(request), body));
  registerContract(app, staffRejectWithdrawal, async ({ body, request }) => rejectWithdrawal(deps, staff(request), body));
  registerContract(app, staffResolveReceipt, async ({ body, request }) => resolveReceipt(deps, staff(request), body));
}
