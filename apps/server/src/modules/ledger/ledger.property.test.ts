import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, openLedgerTestDb, type LedgerTestDb } from '../../../test/support/ledger';
import {
  LedgerError,
  balanceOf,
  checkLedger,
  houseAccountFor,
  houseBalance,
  memberLockedAccount,
  memberMainAccount,
  memberVendorAccount,
  paymentChannelAccount,
  postTransaction,
  type LedgerTransactionType,
  type PostTransactionInput,
} from './ledger.service';

let t: LedgerTestDb;
beforeAll(async () => {
  t = await openLedgerTestDb();
});
afterAll(async () => {
  await t.close();
});

const MEMBERS = 3;
type Wallet = 'main' | 'locked' | 'vendor';
/** A movement between a member's wallets and the brand's accounts: from → to. */
const MOVES: Record<string, { type: LedgerTransactionType; from: Wallet | 'channel' | 'house'; to: Wallet | 'channel' | 'house' }> = {
  deposit: { type: 'deposit', from: 'channel', to: 'main' },
  lock: { type: 'withdrawal_lock', from: 'main', to: 'locked' },
  payout: { type: 'withdrawal_payout', from: 'locked', to: 'channel' },
  release: { type: 'withdrawal_release', from: 'locked', to: 'main' },
  transferOut: { type: 'transfer_out', from: 'main', to: 'vendor' },
  transferIn: { type: 'transfer_in', from: 'vendor', to: 'main' },
  bet: { type: 'bet', from: 'main', to: 'house' },
  win: { type: 'win', from: 'house', to: 'main' },
};

const step = fc.oneof(
  fc.record({
    kind: fc.constant('move' as const),
    move: fc.constantFrom(...Object.keys(MOVES)),
    member: fc.nat(MEMBERS - 1),
    // Wide enough that overdrafts happen often.
    amount: fc.bigInt({ min: 1n, max: 3_000n }),
  }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
);

let run = 0;

describe('ledger under random movements', () => {
  it('keeps entries summing to zero, balances equal to their entries, and no member below zero', async () => {
    const db = t.database.db;
    const channel = await paymentChannelAccount(db, t.merchantId, t.currency, 'gateway');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        run++;
        const wallets = await Promise.all(
          Array.from({ length: MEMBERS }, async (_, i) => {
            const memberId = 100_000 + run * 10 + i;
            return {
              main: await memberMainAccount(db, t.merchantId, memberId, t.currency),
              locked: await memberLockedAccount(db, t.merchantId, memberId, t.currency),
              vendor: await memberVendorAccount(db, t.merchantId, memberId, t.currency, 'PG'),
            };
          }),
        );
        const model = wallets.map(() => ({ main: 0n, locked: 0n, vendor: 0n }));
        let channelExpected = await balanceOf(db, channel);
        let houseExpected = await houseBalance(db, t.merchantId, t.currency);
        const posted: PostTransactionInput[] = [];

        for (const s of steps) {
          if (s.kind === 'replay') {
            if (posted.length === 0) continue;
            const result = await postTransaction(db, posted[s.pick % posted.length]!);
            expect(result.replayed).toBe(true);
          } else {
            const move = MOVES[s.move]!;
            const key = newKey(s.move);
            const accountId = async (side: Wallet | 'channel' | 'house') =>
              side === 'channel' ? channel.id : side === 'house' ? (await houseAccountFor(db, t.merchantId, t.currency, key)).id : wallets[s.member]![side].id;
            const input: PostTransactionInput = {
              merchantId: t.merchantId,
              idempotencyKey: key,
              type: move.type,
              entries: [
                { accountId: await accountId(move.from), amount: -s.amount },
                { accountId: await accountId(move.to), amount: s.amount },
              ],
            };
            const memberFrom = move.from === 'channel' || move.from === 'house' ? undefined : move.from;
            const covered = memberFrom === undefined || model[s.member]![memberFrom] >= s.amount;
            const outcome = await postTransaction(db, input).then(
              (r) => r,
              (err: unknown) => err,
            );
            if (covered) {
              expect(outcome).toMatchObject({ replayed: false });
              posted.push(input);
              const m = model[s.member]!;
              if (memberFrom) m[memberFrom] -= s.amount;
              if (move.from === 'channel') channelExpected -= s.amount;
              if (move.from === 'house') houseExpected -= s.amount;
              if (move.to === 'channel') channelExpected += s.amount;
              else if (move.to === 'house') houseExpected += s.amount;
              else m[move.to] += s.amount;
            } else {
              expect(outcome).toBeInstanceOf(LedgerError);
              expect((outcome as LedgerError).code).toBe('insufficient_funds');
            }
          }

          const check = await checkLedger(db, { merchantId: t.merchantId });
          expect(check).toEqual({ ok: true, entriesSum: 0n, mismatches: [] });
          for (const [i, w] of wallets.entries()) {
            for (const wallet of ['main', 'locked', 'vendor'] as const) {
              const balance = await balanceOf(db, w[wallet]);
              expect(balance).toBe(model[i]![wallet]);
              expect(balance >= 0n).toBe(true);
            }
          }
          expect(await balanceOf(db, channel)).toBe(channelExpected);
          expect(await houseBalance(db, t.merchantId, t.currency)).toBe(houseExpected);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
