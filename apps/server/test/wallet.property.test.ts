import {
  bankDeposit,
  changeBankAccount,
  consolidatedFunds,
  setPaymentPassword,
  staffApproveDeposit,
  staffApproveWithdrawal,
  staffRejectDeposit,
  staffRejectWithdrawal,
  staffResolveReceipt,
  walletTransfer,
  withdraw,
  withdrawReceipt,
  type TConsolidatedFunds,
  type TDeposit,
  type TWithdrawal,
} from '@wps/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema';
import { encodePng } from '../src/lib/png';
import { call, envelope } from './support/accounts';
import { createWalletApp, expectLedgerSound, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

/**
 * Random sequences of what members and staff do with money — bank deposits,
 * approvals and rejections (also of requests already decided), withdrawals,
 * their approval or rejection, receipt reports and refunds, transfers in and
 * out of vendor wallets — through the real HTTP calls. A model predicts every
 * balance; after every step the ledger must sum to zero with every balance
 * equal to its entries, nothing may be negative, and the member's wallets
 * must be what the model says.
 */
let t: WalletTestApp;
let finance: string;
const PAYMENT_PASSWORD = '135790';
const PROOF = { name: 'proof.png', mime: 'image/png' as const, data: encodePng({ width: 2, height: 2, color: 'rgb', data: new Uint8Array(12).fill(90) }).toString('base64') };

beforeAll(async () => {
  t = await createWalletApp();
  // Limits out of the way: the model is about money, the limits have their own tests.
  await t.database.db
    .update(merchants)
    .set({ withdrawDailyCount: 100_000, withdrawDailyMax: 10n ** 14n, withdrawSecondApprovalAt: 10n ** 14n })
    .where(eq(merchants.id, t.merchantId));
  finance = await staffToken(t, 'finance01');
});
afterAll(async () => t.close());

const VENDORS = ['SABA', 'EVOL', 'KYC'] as const;
/** The brand's default minimum withdrawal (100.00). */
const WITHDRAW_MIN = 10000n;

type Op =
  | { kind: 'deposit'; amount: number }
  | { kind: 'approveDeposit' | 'rejectDeposit' | 'approveDecidedDeposit'; pick: number }
  | { kind: 'withdraw'; share: number }
  | { kind: 'approveWithdrawal' | 'rejectWithdrawal'; pick: number }
  | { kind: 'receipt'; pick: number; outcome: 'received' | 'not_received' | 'partial'; part: number }
  | { kind: 'refund'; pick: number }
  | { kind: 'transferIn' | 'transferOut'; vendor: number; amount: number }
  | { kind: 'allIn'; vendor: number }
  | { kind: 'allOut' };

const amount = fc.integer({ min: 100, max: 3000 }).map((major) => major * 100);
const pick = fc.nat(50);
// Weighted so that long chains (deposit → approval → withdrawal → approval → receipt → refund) happen often.
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('deposit' as const), amount }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('approveDeposit' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('rejectDeposit' as const, 'approveDecidedDeposit' as const), pick }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), share: fc.integer({ min: 10, max: 130 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('approveWithdrawal' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rejectWithdrawal' as const), pick }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('receipt' as const),
      pick,
      outcome: fc.constantFrom('received' as const, 'not_received' as const, 'partial' as const),
      part: fc.integer({ min: 1, max: 99 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('transferIn' as const, 'transferOut' as const),
      vendor: fc.nat(VENDORS.length - 1),
      amount: fc.integer({ min: 1, max: 5000 }).map((m) => m * 100),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('allIn' as const), vendor: fc.nat(VENDORS.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('allOut' as const) }) },
);

/** Every sequence starts with money in the wallet and an approved withdrawal, so the long chains start at once. */
const sequenceArb = fc.array(opArb, { minLength: 10, maxLength: 40 }).map((ops): Op[] => [
  { kind: 'deposit', amount: 200000 },
  { kind: 'approveDeposit', pick: 0 },
  { kind: 'withdraw', share: 50 },
  { kind: 'approveWithdrawal', pick: 0 },
  ...ops,
]);

interface Model {
  main: bigint;
  locked: bigint;
  vendors: Map<string, bigint>;
  pendingDeposits: TDeposit[];
  decidedDeposits: TDeposit[];
  processing: TWithdrawal[];
  awaitingReceipt: TWithdrawal[];
  disputed: { w: TWithdrawal; missing: bigint }[];
}

let seq = 0;
const rid = () => `prop-${Date.now().toString(36)}-${(seq++).toString(36)}`;
const at = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);
const take = <T>(list: T[], item: T) => list.splice(list.indexOf(item), 1);

function ok<T>(res: LightMyRequestResponse, what: string): T {
  if (res.statusCode !== 200) throw new Error(`${what}: expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
}
function refused(res: LightMyRequestResponse, status: number, code: string, what: string): true {
  const body = envelope(res);
  if (res.statusCode !== status || body.code !== code) throw new Error(`${what}: expected ${status} ${code}, got ${res.statusCode} ${res.body}`);
  return true;
}

/** Runs one action and updates the model; false when the action had nothing to act on. */
async function step(m: TestMember, model: Model, op: Op): Promise<boolean> {
  const as = { token: m.token, ip: m.ip };
  const staff = { token: finance };
  switch (op.kind) {
    case 'deposit': {
      const d = ok<TDeposit>(
        await call(t, bankDeposit, { requestId: rid(), channelCode: 'BDO', amount: String(op.amount), payerName: 'Prop Tester', reference: rid() }, as),
        'deposit',
      );
      model.pendingDeposits.push(d);
      return true;
    }
    case 'approveDeposit':
    case 'rejectDeposit': {
      const d = at(model.pendingDeposits, op.pick);
      if (!d) return false;
      if (op.kind === 'approveDeposit') {
        ok(await call(t, staffApproveDeposit, { id: d.id }, staff), 'approve deposit');
        model.main += BigInt(d.amount) - BigInt(d.fee);
      } else {
        ok(await call(t, staffRejectDeposit, { id: d.id, reason: 'no such transfer' }, staff), 'reject deposit');
      }
      take(model.pendingDeposits, d);
      model.decidedDeposits.push(d);
      return true;
    }
    case 'approveDecidedDeposit': {
      const d = at(model.decidedDeposits, op.pick);
      if (!d) return false;
      return refused(await call(t, staffApproveDeposit, { id: d.id }, staff), 409, 'invalid_state', 'approve a decided deposit');
    }
    case 'withdraw': {
      // A share of the balance (over 100 %: more than there is), in whole units, at least the brand's minimum.
      const wanted = ((model.main * BigInt(op.share)) / 100n / 100n) * 100n;
      const value = wanted < WITHDRAW_MIN ? WITHDRAW_MIN : wanted;
      const res = await call(t, withdraw, { requestId: rid(), bankAccountId: bankAccountOf.get(m.id), amount: String(value), paymentPassword: PAYMENT_PASSWORD }, as);
      if (value > model.main) return refused(res, 400, 'insufficient_funds', 'withdraw more than the balance');
      model.processing.push(ok<TWithdrawal>(res, 'withdraw'));
      model.main -= value;
      model.locked += value;
      return true;
    }
    case 'approveWithdrawal':
    case 'rejectWithdrawal': {
      const w = at(model.processing, op.pick);
      if (!w) return false;
      take(model.processing, w);
      model.locked -= BigInt(w.amount);
      if (op.kind === 'approveWithdrawal') {
        ok(await call(t, staffApproveWithdrawal, { id: w.id }, staff), 'approve withdrawal');
        model.awaitingReceipt.push(w);
      } else {
        ok(await call(t, staffRejectWithdrawal, { id: w.id, reason: 'bank details wrong' }, staff), 'reject withdrawal');
        model.main += BigInt(w.amount);
      }
      return true;
    }
    case 'receipt': {
      const w = at(model.awaitingReceipt, op.pick);
      if (!w) return false;
      take(model.awaitingReceipt, w);
      const full = BigInt(w.amount);
      if (op.outcome === 'received') {
        ok(await call(t, withdrawReceipt, { id: w.id, outcome: 'received' }, as), 'received');
      } else if (op.outcome === 'not_received') {
        ok(await call(t, withdrawReceipt, { id: w.id, outcome: 'not_received', images: [PROOF] }, as), 'not received');
        model.disputed.push({ w, missing: full });
      } else {
        const got = (full * BigInt(op.part)) / 100n || 1n;
        ok(await call(t, withdrawReceipt, { id: w.id, outcome: 'partial', receivedAmount: String(got) }, as), 'partial');
        model.disputed.push({ w, missing: full - got });
      }
      return true;
    }
    case 'refund': {
      const d = at(model.disputed, op.pick);
      if (!d) return false;
      take(model.disputed, d);
      ok(await call(t, staffResolveReceipt, { id: d.w.id, action: 'refund', amount: String(d.missing), reason: 'payout bounced' }, staff), 'refund');
      model.main += d.missing;
      return true;
    }
    case 'transferIn':
    case 'transferOut': {
      const vendor = VENDORS[op.vendor] as string;
      const from = op.kind === 'transferIn' ? model.main : (model.vendors.get(vendor) ?? 0n);
      const res = await call(t, walletTransfer, { requestId: rid(), action: op.kind === 'transferIn' ? 'in' : 'out', vassalage: vendor, amount: String(op.amount) }, as);
      if (BigInt(op.amount) > from) return refused(res, 400, 'insufficient_funds', 'transfer more than held');
      ok(res, 'transfer');
      const sign = op.kind === 'transferIn' ? 1n : -1n;
      model.main -= sign * BigInt(op.amount);
      model.vendors.set(vendor, (model.vendors.get(vendor) ?? 0n) + sign * BigInt(op.amount));
      return true;
    }
    case 'allIn': {
      const vendor = VENDORS[op.vendor] as string;
      const res = await call(t, walletTransfer, { requestId: rid(), action: 'allIn', vassalage: vendor }, as);
      if (model.main === 0n) return refused(res, 400, 'insufficient_funds', 'all in from an empty wallet');
      ok(res, 'all in');
      model.vendors.set(vendor, (model.vendors.get(vendor) ?? 0n) + model.main);
      model.main = 0n;
      return true;
    }
    case 'allOut': {
      ok(await call(t, walletTransfer, { requestId: rid(), action: 'allOut' }, as), 'all out');
      for (const [vendor, held] of model.vendors) {
        model.main += held;
        model.vendors.set(vendor, 0n);
      }
      return true;
    }
  }
}

const bankAccountOf = new Map<number, number>();

async function memberReadyToWithdraw(): Promise<TestMember> {
  const m = await loggedInMember(t);
  const as = { token: m.token, ip: m.ip };
  ok(await call(t, setPaymentPassword, { currentPassword: m.password, newPaymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD }, as), 'payment password');
  const accounts = ok<{ id: number }[]>(
    await call(t, changeBankAccount, { action: 'add', bankName: 'BPI', payeeName: 'Prop Tester', accountNumber: '99887766', paymentPassword: PAYMENT_PASSWORD }, as),
    'bank account',
  );
  bankAccountOf.set(m.id, accounts[0]!.id);
  return m;
}

async function expectModel(m: TestMember, model: Model): Promise<void> {
  await expectLedgerSound(t);
  const f = ok<TConsolidatedFunds>(await call(t, consolidatedFunds, undefined, { token: m.token }), 'funds');
  const held = (vendor: string) => f.wallets.find((w) => w.vassalage === vendor)?.balance ?? '0';
  expect({ main: f.balance, locked: f.locked, vendors: VENDORS.map(held) }).toEqual({
    main: model.main.toString(),
    locked: model.locked.toString(),
    vendors: VENDORS.map((v) => (model.vendors.get(v) ?? 0n).toString()),
  });
  for (const b of [f.balance, f.locked, f.total, ...f.wallets.map((w) => w.balance)]) expect(BigInt(b) >= 0n).toBe(true);
}

describe('wallet under random sequences of member and staff actions', () => {
  it('keeps the ledger balanced, every balance equal to its entries and to the model, none negative', async () => {
    const done = new Set<Op['kind']>();
    await fc.assert(
      fc.asyncProperty(sequenceArb, async (ops) => {
        const m = await memberReadyToWithdraw();
        const model: Model = {
          main: 0n,
          locked: 0n,
          vendors: new Map(),
          pendingDeposits: [],
          decidedDeposits: [],
          processing: [],
          awaitingReceipt: [],
          disputed: [],
        };
        for (const op of ops) {
          if (await step(m, model, op)) done.add(op.kind);
          await expectModel(m, model);
        }
      }),
      { numRuns: 30 },
    );
    // The runs reached every kind of action (a sequence that never gets past a deposit proves little).
    expect([...done].sort()).toEqual(
      ['allIn', 'allOut', 'approveDecidedDeposit', 'approveDeposit', 'approveWithdrawal', 'deposit', 'receipt', 'refund', 'rejectDeposit', 'rejectWithdrawal', 'transferIn', 'transferOut', 'withdraw'].sort(),
    );
    // 30 runs of HTTP calls on one embedded database: about 20 s alone, more beside the other test files on two cores.
  }, 120_000);
});
