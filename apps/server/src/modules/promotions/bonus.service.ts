/**
 * Bonus money (issue 15 item 2, decision 013). A bonus is issued with the
 * terms of its promotion copied onto it; one bonus per member is active at a
 * time (the rest wait, queued, in issue order). While it is active its money
 * sits in the member's bonus wallet, bets spend real money first and then
 * bonus money, and the bet path (provider_apply → bonus_bet, migration 0042)
 * refuses what its terms forbid and counts each stake toward its wagering.
 *
 * Here: issuing and activating, finishing (wagering met → converted to real
 * money up to its cap; no bonus money left → lost), forfeiting and expiring.
 * Every movement is one ledger posting under the bonus's row lock, taken
 * before any account (the order the bet path takes them too).
 */
import { ErrorCode, type TBonus } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { textIn } from '../../lib/language-texts';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { gameNamesByCode } from '../games';
import { balanceOf, houseAccountFor, memberBonusAccount, memberMainAccount, postTransaction } from '../ledger/ledger.service';
import {
  activeBonusOf,
  addBonusEvent,
  finishableBonuses,
  hasOpenBonusRound,
  insertBonus,
  lockBonus,
  nextQueuedBonus,
  updateBonus,
  type BonusRow,
} from './bonus.repository';
import type { PromotionRow } from './promotions.repository';

type Services = Pick<AppServices, 'db' | 'outbox' | 'clock'>;
const DAY_MS = 86_400_000;

const emitBalance = (services: Pick<AppServices, 'outbox'>, tx: DrizzleDb, merchant: MerchantRow, memberId: number) =>
  services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });

/**
 * A bonus for a member, in the caller's transaction (the claim's): active at
 * once when the member has none in play, else queued. Its money leaves the
 * house only when it becomes active.
 */
export async function issueBonus(
  services: Pick<AppServices, 'outbox'>,
  tx: DrizzleDb,
  merchant: MerchantRow,
  input: { memberId: number; promotion: PromotionRow; claimId: number; amount: bigint; now: Date },
): Promise<BonusRow> {
  const { promotion, amount, now } = input;
  const r = promotion.reward;
  const bonus = await insertBonus(tx, {
    merchantId: merchant.id,
    memberId: input.memberId,
    promotionId: promotion.id,
    claimId: input.claimId,
    title: promotion.title,
    status: 'queued',
    currency: merchant.currency,
    amount,
    wageringRequired: amount * BigInt(r.wageringMultiplier),
    wageringLeft: amount * BigInt(r.wageringMultiplier),
    maxBet: BigInt(r.maxBet),
    categoryWeights: r.categoryWeights ?? {},
    gameWeights: r.gameWeights ?? {},
    conversionCap: r.conversionCapMultiplier > 0 ? amount * BigInt(r.conversionCapMultiplier) : null,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + r.expiryDays * DAY_MS),
  });
  await addBonusEvent(tx, { merchantId: merchant.id, memberId: input.memberId, bonusId: bonus.id, kind: 'issued', amount, at: now });
  const active = await activeBonusOf(tx, merchant.id, input.memberId, true);
  if (active) return bonus;
  return activate(services, tx, merchant, bonus, now);
}

/** A queued bonus comes into play: its money moves from the house to the member's bonus wallet. */
async function activate(services: Pick<AppServices, 'outbox'>, tx: DrizzleDb, merchant: MerchantRow, bonus: BonusRow, now: Date): Promise<BonusRow> {
  const wallet = await memberBonusAccount(tx, merchant.id, bonus.memberId, merchant.currency);
  const key = `bonus:${bonus.id}:activate`;
  const house = await houseAccountFor(tx, merchant.id, merchant.currency, key);
  await postTransaction(tx, {
    merchantId: merchant.id,
    idempotencyKey: key,
    type: 'bonus',
    reference: `bonus:${bonus.id}`,
    metadata: { bonusId: bonus.id, promotionId: bonus.promotionId },
    entries: [
      { accountId: house.id, amount: -bonus.amount },
      { accountId: wallet.id, amount: bonus.amount },
    ],
  });
  // A bonus with nothing to wager is met as soon as it is active; the finisher converts it.
  const row = await updateBonus(tx, bonus.id, { status: 'active', activatedAt: now });
  await addBonusEvent(tx, { merchantId: merchant.id, memberId: bonus.memberId, bonusId: bonus.id, kind: 'activated', amount: bonus.amount, at: now });
  await emitBalance(services, tx, merchant, bonus.memberId);
  return row;
}

/** The next queued bonus of the member comes into play, if there is one that has not expired. */
async function activateNext(services: Pick<AppServices, 'outbox'>, tx: DrizzleDb, merchant: MerchantRow, memberId: number, now: Date) {
  for (;;) {
    const next = await nextQueuedBonus(tx, merchant.id, memberId);
    if (!next) return;
    if (next.expiresAt <= now) {
      await updateBonus(tx, next.id, { status: 'expired', endedAt: now, forfeited: 0n });
      await addBonusEvent(tx, { merchantId: merchant.id, memberId, bonusId: next.id, kind: 'expired', at: now });
      continue;
    }
    await activate(services, tx, merchant, next, now);
    return;
  }
}

/** Bonus money back to the house (forfeit, expiry, beyond the cap). */
async function takeBack(tx: DrizzleDb, merchant: MerchantRow, bonus: BonusRow, amount: bigint, why: string) {
  if (amount <= 0n) return;
  const wallet = await memberBonusAccount(tx, merchant.id, bonus.memberId, merchant.currency);
  const key = `bonus:${bonus.id}:${why}`;
  const house = await houseAccountFor(tx, merchant.id, merchant.currency, key);
  await postTransaction(tx, {
    merchantId: merchant.id,
    idempotencyKey: key,
    type: 'bonus_forfeit',
    reference: `bonus:${bonus.id}`,
    metadata: { bonusId: bonus.id, why },
    entries: [
      { accountId: wallet.id, amount: -amount },
      { accountId: house.id, amount },
    ],
  });
}

/**
 * Ends an active bonus when it can end: wagering met (its money becomes real
 * money up to the cap, the rest goes back), or no bonus money left (lost).
 * Waits while a round that drew on it is still open (its win may come back to
 * the bonus). Returns the bonus as it is after.
 */
export async function finishIfDone(services: Services, merchant: MerchantRow, bonusId: number): Promise<BonusRow | undefined> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    const bonus = await lockBonus(tx, merchant.id, bonusId);
    if (!bonus || bonus.status !== 'active') return bonus;
    const wallet = await memberBonusAccount(tx, merchant.id, bonus.memberId, merchant.currency);
    const balance = await balanceOf(tx, wallet.id);
    if (bonus.wageringLeft > 0n && balance > 0n) return bonus;
    if (await hasOpenBonusRound(tx, merchant.id, bonus.id)) return bonus;
    let ended: BonusRow;
    if (bonus.wageringLeft === 0n) {
      const converted = bonus.conversionCap === null || balance <= bonus.conversionCap ? balance : bonus.conversionCap;
      if (converted > 0n) {
        const main = await memberMainAccount(tx, merchant.id, bonus.memberId, merchant.currency);
        await postTransaction(tx, {
          merchantId: merchant.id,
          idempotencyKey: `bonus:${bonus.id}:convert`,
          type: 'bonus_convert',
          reference: `bonus:${bonus.id}`,
          metadata: { bonusId: bonus.id },
          entries: [
            { accountId: wallet.id, amount: -converted },
            { accountId: main.id, amount: converted },
          ],
        });
      }
      await takeBack(tx, merchant, bonus, balance - converted, 'cap');
      ended = await updateBonus(tx, bonus.id, { status: 'completed', endedAt: now, converted, forfeited: balance - converted });
      await addBonusEvent(tx, { merchantId: merchant.id, memberId: bonus.memberId, bonusId: bonus.id, kind: 'completed', at: now });
      await addBonusEvent(tx, { merchantId: merchant.id, memberId: bonus.memberId, bonusId: bonus.id, kind: 'converted', amount: converted, at: now });
      if (balance > converted) {
        await addBonusEvent(tx, { merchantId: merchant.id, memberId: bonus.memberId, bonusId: bonus.id, kind: 'forfeited', amount: balance - converted, at: now });
      }
    } else {
      ended = await updateBonus(tx, bonus.id, { status: 'lost', endedAt: now, converted: 0n, forfeited: 0n });
      await addBonusEvent(tx, { merchantId: merchant.id, memberId: bonus.memberId, bonusId: bonus.id, kind: 'lost', at: now });
    }
    await activateNext(services, tx, merchant, bonus.memberId, now);
    await emitBalance(services, tx, merchant, bonus.memberId);
    return ended;
  });
}

/** Finishes what the members' settled rounds may have finished (the round.settled subscriber). */
export async function finishForMembers(services: Services, merchant: MerchantRow, memberIds: number[]): Promise<number> {
  const rows = await finishableBonuses(services.db, merchant.id, memberIds);
  let ended = 0;
  for (const row of rows) {
    const after = await finishIfDone(services, merchant, row.id);
    if (after && after.status !== 'active') ended++;
  }
  if (ended > 0) void services.outbox.dispatch();
  return ended;
}

/**
 * A bonus given up (by the member, or with a withdrawal the member
 * confirmed) or expired, in the caller's transaction: its bonus money goes
 * back; real money is untouched. A queued one simply ends.
 */
export async function endBonus(
  services: Pick<AppServices, 'outbox'>,
  tx: DrizzleDb,
  merchant: MerchantRow,
  bonusId: number,
  outcome: 'forfeited' | 'expired',
  now: Date,
): Promise<BonusRow | undefined> {
  const bonus = await lockBonus(tx, merchant.id, bonusId);
  if (!bonus || (bonus.status !== 'active' && bonus.status !== 'queued')) return bonus;
  let taken = 0n;
  if (bonus.status === 'active') {
    const wallet = await memberBonusAccount(tx, merchant.id, bonus.memberId, merchant.currency);
    taken = await balanceOf(tx, wallet.id);
    await takeBack(tx, merchant, bonus, taken, outcome);
  }
  const ended = await updateBonus(tx, bonus.id, { status: outcome, endedAt: now, converted: 0n, forfeited: taken });
  await addBonusEvent(tx, { merchantId: merchant.id, memberId: bonus.memberId, bonusId: bonus.id, kind: outcome, amount: taken, at: now });
  if (bonus.status === 'active') {
    await activateNext(services, tx, merchant, bonus.memberId, now);
    await emitBalance(services, tx, merchant, bonus.memberId);
  }
  return ended;
}

/** The member gives up one of their own bonuses (bonusDetails). */
export async function forfeitBonus(services: Services, merchant: MerchantRow, memberId: number, bonusId: number): Promise<BonusRow> {
  const now = services.clock.now();
  const ended = await services.db.transaction(async (tx) => {
    const bonus = await lockBonus(tx, merchant.id, bonusId);
    if (!bonus || bonus.memberId !== memberId) throw new AppError(404, ErrorCode.notFound, 'No such bonus');
    if (bonus.status !== 'active' && bonus.status !== 'queued') throw new AppError(409, ErrorCode.invalidState, 'This bonus has already ended');
    return endBonus(services, tx, merchant, bonusId, 'forfeited', now);
  });
  void services.outbox.dispatch();
  return ended!;
}

/**
 * The withdrawal's turnover hook (withdrawals/turnover.ts): the active bonus
 * and the wagering it still needs are what the withdrawal page warns about; a
 * withdrawal while a bonus is active forfeits it, once the member has
 * confirmed it. Nothing blocks a withdrawal of real money.
 */
export function bonusTurnoverPolicy(services: Pick<AppServices, 'outbox' | 'clock'>, merchantOf: (db: DrizzleDb, merchantId: number) => Promise<MerchantRow>) {
  return {
    /** Real money is never held back by a bonus: a withdrawal forfeits the bonus instead (the member confirms it). */
    remaining: async (): Promise<bigint> => 0n,
    async activeBonus(db: DrizzleDb, merchantId: number, memberId: number) {
      const bonus = await activeBonusOf(db, merchantId, memberId);
      if (!bonus) return null;
      const merchant = await merchantOf(db, merchantId);
      const wallet = await memberBonusAccount(db, merchantId, memberId, merchant.currency);
      return {
        id: bonus.id,
        title: textIn(bonus.title, merchant.defaultLanguage, merchant.defaultLanguage),
        balance: (await balanceOf(db, wallet.id)).toString(),
        wageringLeft: bonus.wageringLeft.toString(),
      };
    },
    async beforeWithdrawal(tx: DrizzleDb, merchant: MerchantRow, memberId: number, forfeit: boolean): Promise<void> {
      const bonus = await activeBonusOf(tx, merchant.id, memberId);
      if (!bonus) return;
      if (!forfeit) {
        throw new AppError(409, ErrorCode.bonusForfeitRequired, 'A withdrawal now forfeits your active bonus; confirm it to go on');
      }
      await endBonus(services, tx, merchant, bonus.id, 'forfeited', services.clock.now());
    },
  };
}

export async function presentBonus(db: DrizzleDb, merchant: MerchantRow, bonus: BonusRow, language: string): Promise<TBonus> {
  const names = await gameNamesByCode(db, merchant.id, Object.keys(bonus.gameWeights));
  const balance = bonus.status === 'active' ? await balanceOf(db, (await memberBonusAccount(db, merchant.id, bonus.memberId, merchant.currency)).id) : 0n;
  return {
    id: bonus.id,
    promotionId: bonus.promotionId,
    title: textIn(bonus.title, language, merchant.defaultLanguage),
    status: bonus.status,
    amount: bonus.amount.toString(),
    balance: balance.toString(),
    wageringRequired: bonus.wageringRequired.toString(),
    wageringDone: (bonus.wageringRequired - bonus.wageringLeft).toString(),
    maxBet: bonus.maxBet.toString(),
    categoryWeights: bonus.categoryWeights,
    gameWeights: bonus.gameWeights,
    gameNames: Object.fromEntries(Object.keys(bonus.gameWeights).map((code) => [code, names.get(code) ?? code])),
    conversionCap: bonus.conversionCap?.toString() ?? null,
    converted: bonus.converted?.toString() ?? null,
    issuedAt: bonus.issuedAt.getTime(),
    expiresAt: bonus.expiresAt.getTime(),
    endedAt: bonus.endedAt?.getTime() ?? null,
  };
}
