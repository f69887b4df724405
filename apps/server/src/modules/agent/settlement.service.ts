/**
 * Settlement (issue 14 item 6; decision record 012). A settlement of a kind
 * and period bills every contract that earns the whole period, once: the
 * bill's row is unique per (contract, period start), so a rerun writes
 * nothing and pays nothing twice. Figures come from the team rollups
 * (drained first), never from a team's bets.
 *
 * Differential payout: the brand pays top agents' bills; an upline pays its
 * downlines' bills. Salaries are paid in the settlement, uplines' bills
 * first, so an upline pays from what it has just earned, then from the rest
 * of its wallet; an upline short of money pays what it has (its
 * insufficient-balance bill, the downline's partly paid one) and the rest
 * when it has funds (the collect job). Dividend bills wait for staff review,
 * then the agent's claim until the next period ends, then expire.
 */
import { ErrorCode, formatMoney, type TAgentBill, type TContractKind, type TContractPeriod, type TContractPreview, type TContractTier, type TSettlementResult } from '@wps/contracts';
import { sql } from 'drizzle-orm';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { LedgerError, houseAccountFor, memberMainAccount, postTransaction } from '../ledger/ledger.service';
import { findMembersByIds } from '../member';
import { agentSettlementRuns, type BillLine } from './agent.schema';
import { billsOfPeriod, contractOf, contractsForPeriod, findBill, insertBills, previousBill, updateBill, type BillRow, type ContractRow, type NewBill } from './contract.repository';
import { dividendBase, percent, rateAt, share, type CarryOver } from './contract-terms';
import { nextPeriod, periodFrom, lastComplete, type SettlementPeriod } from './settlement-period';
import { activeMembersByDays, drainTeamQueue, query, teamSumsByDays, teamSumsBySlots, type TeamSums } from './team.repository';

type Services = Pick<AppServices, 'db' | 'clock' | 'outbox'>;
type Merchant = Pick<MerchantRow, 'id' | 'gmtOffsetMinutes' | 'agentActiveMinBet' | 'agentCarryOver'> & Partial<Pick<MerchantRow, 'currency' | 'currencySymbol'>>;

const SLOT_KINDS = new Set<TContractPeriod>(['hour', 'slot']);
const ZERO: TeamSums = { validBet: 0n, stake: 0n, payout: 0n };

/** A team's figures for a period: its sums and its active members (hours and slots: members active over their day so far). */
async function figuresFor(db: DrizzleDb, merchant: Merchant, agentIds: number[], p: SettlementPeriod) {
  const unique = [...new Set(agentIds)];
  const sums = SLOT_KINDS.has(p.period) ? await teamSumsBySlots(db, merchant.id, unique, p.start, p.end) : await teamSumsByDays(db, merchant.id, unique, p.firstDay, p.lastDay);
  const active = await activeMembersByDays(db, merchant.id, unique, p.firstDay, p.lastDay, merchant.agentActiveMinBet);
  return (agentId: number) => ({ sums: sums.get(agentId) ?? ZERO, active: active.get(agentId) ?? 0 });
}

interface Computed {
  validBet: bigint;
  playersLoss: bigint;
  activeMembers: number;
  base: bigint;
  carryIn: bigint;
  carryOut: bigint;
  tierIndex: number | null;
  rate: number;
  amount: bigint;
  lines: BillLine[];
}

/** One contract's earnings for one period, explained line by line. */
export function computeBill(
  kind: TContractKind,
  tiers: readonly TContractTier[],
  figures: { sums: TeamSums; active: number },
  o: { carryIn: bigint; carry: CarryOver; uplineRate: number | null; minBet: bigint; payer: string },
): Computed {
  const { sums, active } = figures;
  const playersLoss = sums.stake - sums.payout;
  const met = rateAt(tiers, sums.validBet, active);
  const rate = o.uplineRate === null ? met.rate : Math.min(met.rate, o.uplineRate);
  const lines: BillLine[] = [
    { key: 'team_valid_bet', value: sums.validBet.toString(), money: true },
    { key: 'players_loss', value: playersLoss.toString(), money: true },
    { key: 'active_members', value: String(active) },
    { key: 'active_threshold', value: o.minBet.toString(), money: true },
    { key: 'tier', value: met.index === null ? '—' : `${met.index + 1} / ${tiers.length}` },
    { key: 'rate', value: percent(met.rate) },
  ];
  if (o.uplineRate !== null && o.uplineRate < met.rate) lines.push({ key: 'upline_rate', value: percent(o.uplineRate) });
  let base: bigint;
  let carryIn = 0n;
  let carryOut = 0n;
  if (kind === 'dividend') {
    carryIn = o.carry === 'none' ? 0n : o.carryIn;
    ({ base, carryOut } = dividendBase(playersLoss, carryIn, o.carry));
    lines.push({ key: 'carry_in', value: carryIn.toString(), money: true });
  } else {
    base = sums.validBet;
  }
  const amount = share(base, rate);
  lines.push({ key: 'base', value: base.toString(), money: true });
  lines.push({ key: 'formula', value: `${formatMoney(base > 0n ? base : 0n)} × ${percent(rate)}` });
  lines.push({ key: 'amount', value: amount.toString(), money: true });
  if (kind === 'dividend') lines.push({ key: 'carry_out', value: carryOut.toString(), money: true });
  lines.push({ key: 'payer', value: o.payer });
  return { validBet: sums.validBet, playersLoss, activeMembers: active, base, carryIn, carryOut, tierIndex: met.index, rate, amount, lines };
}

/** What terms would have earned the agent over their last whole period (no upline cap, no carry). */
export async function previewTerms(db: DrizzleDb, merchant: Merchant, agentId: number, terms: { kind: TContractKind; period: TContractPeriod; tiers: TContractTier[] }, now: Date): Promise<TContractPreview> {
  const p = lastComplete(terms.period, now, merchant.gmtOffsetMinutes);
  const figures = (await figuresFor(db, merchant, [agentId], p))(agentId);
  const c = computeBill(terms.kind, terms.tiers, figures, { carryIn: 0n, carry: 'none', uplineRate: null, minBet: merchant.agentActiveMinBet, payer: '' });
  return {
    periodLabel: p.label,
    validBet: c.validBet.toString(),
    playersLoss: c.playersLoss.toString(),
    activeMembers: c.activeMembers,
    tierIndex: c.tierIndex,
    rate: c.rate,
    amount: c.amount.toString(),
    lines: c.lines.filter((l) => l.key !== 'payer'),
  };
}

export async function presentBills(db: DrizzleDb, merchantId: number, rows: BillRow[]): Promise<TAgentBill[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.payerId ? [r.agentId, r.payerId] : [r.agentId])))];
  const accounts = new Map((await findMembersByIds(db, merchantId, ids)).map((m) => [m.id, m.account]));
  return rows.map((r) => ({
    id: r.id,
    contractId: r.contractId,
    kind: r.kind,
    agentId: r.agentId,
    agentAccount: accounts.get(r.agentId) ?? '',
    payerId: r.payerId,
    payerAccount: r.payerId ? (accounts.get(r.payerId) ?? '') : null,
    periodLabel: r.periodLabel,
    periodStart: r.periodStart.getTime(),
    periodEnd: r.periodEnd.getTime(),
    validBet: r.validBet.toString(),
    playersLoss: r.playersLoss.toString(),
    activeMembers: r.activeMembers,
    base: r.base.toString(),
    carryIn: r.carryIn.toString(),
    carryOut: r.carryOut.toString(),
    tierIndex: r.tierIndex,
    rate: r.rate,
    amount: r.amount.toString(),
    paid: r.paid.toString(),
    status: r.status,
    lines: r.lines,
    createdAt: r.createdAt.getTime(),
    expiresAt: r.expiresAt?.getTime() ?? null,
    paidAt: r.paidAt?.getTime() ?? null,
  }));
}

/** Orders contracts so that each upline's comes before its downlines' (the brand's first). */
function uplinesFirst(contracts: ContractRow[]): ContractRow[] {
  const byAgent = new Map(contracts.map((c) => [c.agentId, c]));
  const depth = (c: ContractRow, seen = 0): number => (c.uplineId === null || seen > 50 ? 0 : 1 + (byAgent.has(c.uplineId) ? depth(byAgent.get(c.uplineId)!, seen + 1) : 0));
  return [...contracts].sort((a, b) => depth(a) - depth(b) || a.id - b.id);
}

/** Computes (and with `write`, records and pays) the bills of a kind and period. */
export async function settlePeriod(
  services: Services,
  merchant: Merchant & Pick<MerchantRow, 'currency' | 'currencySymbol'>,
  kind: TContractKind,
  p: SettlementPeriod,
  o: { write: boolean; staffId?: number | null; record?: boolean },
): Promise<TSettlementResult> {
  const { db } = services;
  if (p.end.getTime() > services.clock.now().getTime()) throw new AppError(400, ErrorCode.validation, `${p.label} has not ended yet`);
  await drainTeamQueue(db, merchant.id);
  const contracts = uplinesFirst(await contractsForPeriod(db, merchant.id, kind, p.period, p.end));
  const existing = new Map((await billsOfPeriod(db, merchant.id, kind, p.start)).map((b) => [b.contractId, b]));
  const uplineIds = contracts.flatMap((c) => (c.uplineId ? [c.uplineId] : []));
  const figures = await figuresFor(db, merchant, [...contracts.map((c) => c.agentId), ...uplineIds], p);
  const accounts = new Map((await findMembersByIds(db, merchant.id, [...new Set(uplineIds)])).map((m) => [m.id, m.account]));
  const rates = new Map<number, number>();
  const fresh: NewBill[] = [];
  const now = services.clock.now();
  for (const c of contracts) {
    let uplineRate: number | null = null;
    if (c.uplineId !== null) {
      // The upline's rate this period: from its own bill of the period, else its contract now, else none (0).
      const known = rates.get(c.uplineId);
      if (known !== undefined) uplineRate = known;
      else {
        const held = await contractOf(db, merchant.id, c.uplineId, kind, 'accepted');
        const f = figures(c.uplineId);
        uplineRate = held ? rateAt(held.tiers, f.sums.validBet, f.active).rate : 0;
      }
    }
    const prior = existing.get(c.id);
    if (prior) {
      rates.set(c.agentId, prior.rate);
      continue;
    }
    const carryIn = kind === 'dividend' && merchant.agentCarryOver !== 'none' ? ((await previousBill(db, c.id, p.start))?.carryOut ?? 0n) : 0n;
    const bill = computeBill(kind, c.tiers, figures(c.agentId), {
      carryIn,
      carry: merchant.agentCarryOver,
      uplineRate,
      minBet: merchant.agentActiveMinBet,
      payer: c.uplineId === null ? 'brand' : (accounts.get(c.uplineId) ?? ''),
    });
    rates.set(c.agentId, bill.rate);
    fresh.push({
      merchantId: merchant.id,
      contractId: c.id,
      kind,
      agentId: c.agentId,
      payerId: c.uplineId,
      periodStart: p.start,
      periodEnd: p.end,
      periodLabel: p.label,
      validBet: bill.validBet,
      playersLoss: bill.playersLoss,
      activeMembers: bill.activeMembers,
      base: bill.base,
      carryIn: bill.carryIn,
      carryOut: bill.carryOut,
      tierIndex: bill.tierIndex,
      rate: bill.rate,
      amount: bill.amount,
      paid: 0n,
      status: bill.amount === 0n ? 'paid' : kind === 'dividend' ? 'pending_review' : 'unpaid',
      lines: bill.lines,
      createdAt: now,
      paidAt: bill.amount === 0n ? now : null,
    });
  }
  let written: BillRow[] = [];
  if (o.write) {
    written = await insertBills(db, fresh);
    // Uplines' bills were inserted first (uplinesFirst): each is paid before the bills it pays.
    await payBills(
      services,
      merchant,
      written.filter((b) => b.status === 'unpaid').map((b) => b.id),
    );
    if (o.record !== false && (written.length > 0 || o.staffId)) {
      await db.insert(agentSettlementRuns).values({
        merchantId: merchant.id,
        kind,
        period: p.period,
        periodStart: p.start,
        periodLabel: p.label,
        staffId: o.staffId ?? null,
        bills: contracts.length,
        newBills: written.length,
        amount: fresh.reduce((s, b) => s + (b.amount ?? 0n), 0n),
        ranAt: now,
      });
    }
  }
  const rows = o.write
    ? await billsOfPeriod(db, merchant.id, kind, p.start)
    : [...existing.values(), ...fresh.map((b, i) => ({ ...b, id: -1 - i, reviewedBy: null, reviewedAt: null, expiresAt: null }) as BillRow)];
  const bills = await presentBills(db, merchant.id, rows);
  return { periodLabel: p.label, bills, total: bills.reduce((s, b) => s + BigInt(b.amount), 0n).toString(), newBills: written.length };
}

/**
 * Pays what a bill still owes, in one transaction with the bill locked: the
 * brand pays in full; an upline pays what its wallet holds (its account row
 * locked, so the amount read is the amount there). Each payment's ledger key
 * carries what was paid before it, so a retry of the same payment is one.
 */
type PayMerchant = Pick<MerchantRow, 'id' | 'currency' | 'currencySymbol'>;

/** Pays what one bill still owes, inside the caller's transaction (the bill and the payer's account row locked). */
/** What a run of payments shares: members' wallet accounts found once, and the members whose balance moved (pushed once). */
interface PayRun {
  accounts: Map<number, Awaited<ReturnType<typeof memberMainAccount>>>;
  moved: Set<number>;
}
const newPayRun = (): PayRun => ({ accounts: new Map(), moved: new Set() });

async function walletOf(tx: DrizzleDb, merchant: PayMerchant, run: PayRun, memberId: number) {
  const known = run.accounts.get(memberId);
  if (known) return known;
  const account = await memberMainAccount(tx, merchant.id, memberId, merchant.currency);
  run.accounts.set(memberId, account);
  return account;
}

/** The balance pushes of the members a run paid, written in the run's (last) transaction. */
async function emitMoved(tx: DrizzleDb, services: Services, merchant: PayMerchant, run: PayRun) {
  for (const memberId of run.moved) {
    await services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });
  }
  run.moved.clear();
}

async function payInTransaction(tx: DrizzleDb, services: Services, merchant: PayMerchant, billId: number, run: PayRun): Promise<BillRow> {
  const bill = await findBill(tx, merchant.id, billId, true);
  if (!bill) throw AppError.notFound('No such bill');
  if (bill.status !== 'unpaid' && bill.status !== 'partly_paid') return bill;
  const due = bill.amount - bill.paid;
  const target = await walletOf(tx, merchant, run, bill.agentId);
  const key = `agent-bill:${bill.id}:${bill.paid}`;
  let pay = due;
  let source;
  if (bill.payerId === null) source = await houseAccountFor(tx, merchant.id, merchant.currency, key);
  else {
    source = await walletOf(tx, merchant, run, bill.payerId);
    const [locked] = await query<{ balance: string }>(tx, sql`select balance::text as balance from ledger_accounts where id = ${source.id} for update`);
    const balance = BigInt(locked?.balance ?? '0');
    pay = balance < due ? balance : due;
  }
  if (pay > 0n) {
    await postTransaction(tx, {
      merchantId: merchant.id,
      idempotencyKey: key,
      type: 'agent_commission',
      reference: `AB${bill.id}`,
      metadata: { billId: bill.id, kind: bill.kind, period: bill.periodLabel },
      entries: [
        { accountId: source.id, amount: -pay },
        { accountId: target.id, amount: pay },
      ],
    });
    run.moved.add(bill.agentId);
    if (bill.payerId !== null) run.moved.add(bill.payerId);
  }
  const paid = bill.paid + pay;
  return updateBill(tx, bill.id, { paid, status: paid === bill.amount ? 'paid' : paid > 0n ? 'partly_paid' : 'unpaid', paidAt: paid === bill.amount ? services.clock.now() : null });
}

/**
 * Pays what a bill still owes, in one transaction with the bill locked: the
 * brand pays in full; an upline pays what its wallet holds (its account row
 * locked, so the amount read is the amount there). Each payment's ledger key
 * carries what was paid before it, so a retry of the same payment is one.
 */
export async function payBill(services: Services, merchant: PayMerchant, billId: number): Promise<BillRow> {
  let row: BillRow;
  try {
    row = await services.db.transaction(async (tx) => {
      const run = newPayRun();
      const paid = await payInTransaction(tx, services, merchant, billId, run);
      await emitMoved(tx, services, merchant, run);
      return paid;
    });
  } catch (err) {
    // Another payment of the bill moved first: the bill as it stands.
    if (!(err instanceof LedgerError && err.code === 'insufficient_funds')) throw err;
    row = (await findBill(services.db, merchant.id, billId))!;
  }
  await services.outbox.dispatch();
  return row;
}

/** How many bills one settlement transaction pays (a commit per bill made a 10 k-agent day take minutes). */
export const PAY_BATCH = 200;

/**
 * Pays bills in order (uplines' first), PAY_BATCH to a transaction; a batch
 * that fails is paid again a bill at a time, so one bill's trouble holds back
 * no other. The balances' pushes go out once at the end.
 */
export async function payBills(services: Services, merchant: PayMerchant, billIds: number[]): Promise<void> {
  for (let i = 0; i < billIds.length; i += PAY_BATCH) {
    const batch = billIds.slice(i, i + PAY_BATCH);
    try {
      await services.db.transaction(async (tx) => {
        const run = newPayRun();
        for (const id of batch) await payInTransaction(tx, services, merchant, id, run);
        await emitMoved(tx, services, merchant, run);
      });
    } catch {
      for (const id of batch) {
        try {
          await services.db.transaction(async (tx) => {
            const run = newPayRun();
            await payInTransaction(tx, services, merchant, id, run);
            await emitMoved(tx, services, merchant, run);
          });
        } catch {
          // Left unpaid: the collect job tries it again.
        }
      }
    }
  }
  await services.outbox.dispatch();
}

/** Staff review of a dividend bill: approved ones may be claimed until the next period ends. */
export async function reviewBill(
  services: Services,
  merchant: Pick<MerchantRow, 'id' | 'gmtOffsetMinutes'>,
  staffId: number,
  billId: number,
  decision: 'approve' | 'reject',
): Promise<BillRow> {
  return services.db.transaction(async (tx) => {
    const bill = await findBill(tx, merchant.id, billId, true);
    if (!bill) throw AppError.notFound('No such bill');
    if (bill.status !== 'pending_review') throw new AppError(409, ErrorCode.billNotClaimable, 'This bill is not waiting for review');
    const contractPeriod = (await query<{ period: TContractPeriod }>(tx, sql`select period from agent_contracts where id = ${bill.contractId}`))[0]?.period ?? 'day';
    const p = periodFrom(contractPeriod, new Date(bill.periodStart.getTime() + merchant.gmtOffsetMinutes * 60_000).toISOString().slice(0, 16), merchant.gmtOffsetMinutes);
    const now = services.clock.now();
    return updateBill(
      tx,
      bill.id,
      decision === 'approve'
        ? { status: 'approved', reviewedBy: staffId, reviewedAt: now, expiresAt: nextPeriod(p, merchant.gmtOffsetMinutes).end }
        : { status: 'rejected', reviewedBy: staffId, reviewedAt: now },
    );
  });
}

/** The agent claims an approved dividend bill: its payer pays now, as far as it can. */
export async function claimBill(services: Services, merchant: Pick<MerchantRow, 'id' | 'currency' | 'currencySymbol'>, agentId: number, billId: number): Promise<BillRow> {
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    const bill = await findBill(tx, merchant.id, billId, true);
    if (!bill || bill.agentId !== agentId) throw AppError.notFound('No such bill');
    if (bill.status !== 'approved' || (bill.expiresAt && bill.expiresAt.getTime() <= now.getTime())) {
      throw new AppError(409, ErrorCode.billNotClaimable, 'Only an approved dividend bill can be claimed, before it expires');
    }
    await updateBill(tx, bill.id, { status: 'unpaid' });
  });
  return payBill(services, merchant, billId);
}

/** Approved dividend bills past their claim window expire. */
export async function expireBills(db: DrizzleDb, now: Date, merchantId?: number): Promise<number> {
  const rows = await query<{ id: number }>(
    db,
    sql`update agent_bills set status = 'expired' where status = 'approved' and expires_at <= ${now.toISOString()}::timestamptz
      ${merchantId === undefined ? sql`` : sql`and merchant_id = ${merchantId}`} returning id`,
  );
  return rows.length;
}

/** Bills an upline could not pay in full, oldest first (the collect job retries them). */
export async function outstandingBills(db: DrizzleDb, limit: number, merchantId?: number): Promise<{ id: number; merchant_id: number }[]> {
  return query<{ id: number; merchant_id: number }>(
    db,
    sql`select id, merchant_id from agent_bills where status in ('unpaid', 'partly_paid')
      ${merchantId === undefined ? sql`` : sql`and merchant_id = ${merchantId}`} order by created_at, id limit ${limit}`,
  );
}
