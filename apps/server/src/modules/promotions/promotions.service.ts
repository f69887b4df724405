/**
 * Promotions as members see and take them (issue 15 item 1, decision 013):
 * the list with every term, the member's standing (SPEC.md §4 Activity
 * states), joining, an application, a claim, and the deposit that qualifies.
 * A reward is issued in one transaction with its claim: the budget and the
 * receiver count are taken under the promotion's row lock, the one-per-
 * identity rule is a unique index, and above the auto-approve threshold the
 * reward waits for staff with its budget held.
 */
import { createHmac } from 'node:crypto';
import {
  ErrorCode,
  type TImageUpload,
  type TPromotion,
  type TPromotionJoinBody,
  type TPromotionRewardRequestBody,
  type TPromotionStanding,
  type TPromotionState,
} from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { textIn } from '../../lib/language-texts';
import { AppError } from '../../http/app-error';
import { decodeImages } from '../../lib/image-upload';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { gameNamesByCode } from '../games';
import { missionTitles } from '../missions';
import { findMemberById, tagsOfMember, type MemberRow } from '../member';
import { houseAccountFor, memberMainAccount, payPrize, postTransaction } from '../ledger/ledger.service';
import { grantFreeRounds } from '../free-rounds';
import { listActiveBankAccounts } from '../withdrawals';
import { issueBonus } from './bonus.service';
import {
  claimIdentities,
  claimsOfMember,
  depositCount,
  findClaim,
  findPromotion,
  insertClaim,
  insertClaimImages,
  joinedClaims,
  listedPromotions,
  recordDeposit,
  releaseBudget,
  reserveBudget,
  updateClaim,
  type ClaimRow,
  type IdentityKind,
  type PromotionRow,
} from './promotions.repository';

type Services = Pick<AppServices, 'db' | 'outbox' | 'clock' | 'secrets'>;
const WEEK_MS = 7 * 86_400_000;
const WHOLE_REWARDS: ReadonlySet<string> = new Set(['points', 'free_spins']);

/** The games a promotion's terms name: its wagering weights' and its free spins' game. */
const gamesNamed = (p: PromotionRow) => [...Object.keys(p.reward.gameWeights ?? {}), ...(p.reward.freeSpins ? [p.reward.freeSpins.gameCode] : [])];

export function presentPromotion(
  p: PromotionRow,
  language: string,
  fallback: string,
  names: ReadonlyMap<string, string> = new Map(),
  missions: ReadonlyMap<number, string> = new Map(),
): TPromotion {
  return {
    id: p.id,
    code: p.code,
    category: p.category as TPromotion['category'],
    title: textIn(p.title, language, fallback),
    summary: textIn(p.summary, language, fallback),
    terms: textIn(p.terms, language, fallback),
    // A banner drawn per language names it as {lang} in its address.
    bannerUrl: p.bannerUrl?.replaceAll('{lang}', language.toLowerCase()) ?? null,
    startsAt: p.startsAt.getTime(),
    endsAt: p.endsAt?.getTime() ?? null,
    trigger: triggerOf(p),
    reward: { ...p.reward, freeSpins: p.reward.freeSpins ?? null },
    audience: { newMembersOnly: p.newMembersOnly, tags: p.tags },
    needsCode: p.promoCode !== null,
    onePerIdentity: p.onePerIdentity,
    receiversLeft: p.receiversMax === null ? null : Math.max(p.receiversMax - p.receivers, 0),
    exhausted: isExhausted(p),
    gameNames: Object.fromEntries(gamesNamed(p).map((code) => [code, names.get(code) ?? code])),
    missionTitle: p.missionId === null ? null : (missions.get(p.missionId) ?? null),
  };
}

/** A promotion's trigger as the contracts carry it (the console's presenter too). */
export const triggerOf = (p: PromotionRow): TPromotion['trigger'] => ({
  kind: p.triggerKind as TPromotion['trigger']['kind'],
  depositNth: p.depositNth,
  minDeposit: p.minDeposit.toString(),
  missionId: p.missionId,
  minPoints: Number(p.minPoints),
});

const isExhausted = (p: PromotionRow) =>
  (p.budgetTotal > 0n && p.budgetUsed >= p.budgetTotal) || (p.receiversMax !== null && p.receivers >= p.receiversMax);

/** Running: active, started, not ended, budget left. */
const isOpen = (p: PromotionRow, now: Date) => p.status === 'active' && p.startsAt <= now && (p.endsAt === null || p.endsAt > now) && !isExhausted(p);

export async function listPromotions(db: DrizzleDb, merchant: MerchantRow, language: string | undefined, now: Date): Promise<TPromotion[]> {
  const lang = language && merchant.supportedLanguages.includes(language) ? language : merchant.defaultLanguage;
  const rows = await listedPromotions(db, merchant.id, new Date(now.getTime() - WEEK_MS));
  const [names, missions] = await Promise.all([
    gameNamesByCode(db, merchant.id, rows.flatMap(gamesNamed)),
    missionTitles(db, merchant, rows.flatMap((p) => (p.missionId === null ? [] : [p.missionId])), lang),
  ]);
  return rows.map((p) => presentPromotion(p, lang, merchant.defaultLanguage, names, missions));
}

function stateOf(p: PromotionRow, claim: ClaimRow | undefined, now: Date): TPromotionState {
  if (claim) return claim.status;
  if (p.startsAt > now) return 'coming_soon';
  if (!isOpen(p, now)) return 'closed';
  if (p.triggerKind === 'application') return 'applying';
  if (p.triggerKind === 'manual_claim') return 'claim';
  return 'joining';
}

const standing = (p: PromotionRow, claim: ClaimRow | undefined, now: Date): TPromotionStanding => ({
  promotionId: p.id,
  state: stateOf(p, claim, now),
  amount: claim?.amount?.toString() ?? null,
  reason: claim?.status === 'rejected' ? claim.reason : null,
});

export async function standings(db: DrizzleDb, merchant: MerchantRow, memberId: number, now: Date): Promise<TPromotionStanding[]> {
  const [rows, claims] = await Promise.all([listedPromotions(db, merchant.id, new Date(now.getTime() - WEEK_MS)), claimsOfMember(db, merchant.id, memberId)]);
  const byPromotion = new Map(claims.map((c) => [c.promotionId, c]));
  return rows.map((p) => standing(p, byPromotion.get(p.id), now));
}

/** The reward a qualifying deposit (or none) earns: the fixed part plus the percent, at most the maximum. */
export function rewardAmount(p: Pick<PromotionRow, 'reward'>, deposit: bigint): bigint {
  const r = p.reward;
  const raw = BigInt(r.fixedAmount) + (deposit * BigInt(r.percentBps)) / 10_000n;
  const max = BigInt(r.maxAmount);
  return raw < max ? raw : max;
}

async function requireOpen(db: DrizzleDb, merchant: MerchantRow, promotionId: number, now: Date): Promise<PromotionRow> {
  const p = await findPromotion(db, merchant.id, promotionId);
  if (!p || p.status === 'draft') throw new AppError(404, ErrorCode.notFound, 'No such promotion');
  if (!isOpen(p, now)) throw new AppError(409, ErrorCode.promotionClosed, p.startsAt > now ? 'This promotion has not started yet' : 'This promotion has ended or its budget is spent');
  return p;
}

async function requireMember(db: DrizzleDb, merchant: MerchantRow, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(db, merchant.id, memberId);
  if (!member) throw new AppError(404, ErrorCode.userNotFound, 'No such member');
  return member;
}

async function requireAudience(db: DrizzleDb, merchant: MerchantRow, p: PromotionRow, member: MemberRow) {
  if (p.newMembersOnly && member.createdAt < p.startsAt) {
    throw new AppError(403, ErrorCode.promotionNotEligible, 'This promotion is for members who joined after it began');
  }
  if (p.tags.length > 0) {
    const tags = new Set((await tagsOfMember(db, merchant.id, member.id)).map((t) => t.toLowerCase()));
    if (!p.tags.some((t) => tags.has(t.toLowerCase()))) throw new AppError(403, ErrorCode.promotionNotEligible, 'This promotion is for selected members');
  }
  if (p.triggerKind === 'nth_deposit' && p.depositNth !== null && (await depositCount(db, merchant.id, member.id)) >= p.depositNth) {
    throw new AppError(403, ErrorCode.promotionNotEligible, `This promotion is for a member's deposit number ${p.depositNth}, which you have already made`);
  }
}

/** The member's phone, e-mail, bank accounts and this device as keyed hashes (never the values themselves). */
async function identitiesOf(services: Services, merchant: MerchantRow, member: MemberRow, deviceId: string | undefined) {
  const hash = (kind: string, value: string) => createHmac('sha256', `${services.secrets.codes}:promo`).update(`${merchant.id}:${kind}:${value.trim().toLowerCase()}`).digest('base64url').slice(0, 32);
  const out: { kind: IdentityKind; hash: string }[] = [];
  if (member.mobileNumber) out.push({ kind: 'phone', hash: hash('phone', `${member.mobileCountryCode ?? ''}${member.mobileNumber}`) });
  if (member.email) out.push({ kind: 'email', hash: hash('email', member.email) });
  for (const bank of await listActiveBankAccounts(services.db, merchant.id, member.id)) out.push({ kind: 'bank', hash: hash('bank', bank.accountNumber) });
  if (deviceId) out.push({ kind: 'device', hash: hash('device', deviceId) });
  return out;
}

const alreadyClaimed = () => new AppError(409, ErrorCode.promotionAlreadyClaimed, 'You have already taken part in this promotion');

async function requireNoClaim(db: DrizzleDb, p: PromotionRow, member: MemberRow) {
  if (await findClaim(db, p.id, member.id)) throw alreadyClaimed();
}

/** Read before the claim's transaction: only what the one-per-identity rule needs. */
const identitiesFor = (services: Services, merchant: MerchantRow, p: PromotionRow, member: MemberRow, deviceId: string | undefined) =>
  p.onePerIdentity ? identitiesOf(services, merchant, member, deviceId) : Promise.resolve([]);

/** A new claim of this member, refused when they (or one of their identities) already have one. */
async function newClaim(
  tx: DrizzleDb,
  merchant: MerchantRow,
  p: PromotionRow,
  member: MemberRow,
  status: ClaimRow['status'],
  extra: { identities: { kind: IdentityKind; hash: string }[]; comment?: string | undefined; now: Date },
): Promise<ClaimRow> {
  const claim = await insertClaim(tx, {
    merchantId: merchant.id,
    promotionId: p.id,
    memberId: member.id,
    status,
    comment: extra.comment ?? null,
    createdAt: extra.now,
    updatedAt: extra.now,
  });
  if (!claim) throw alreadyClaimed();
  if (p.onePerIdentity && !(await claimIdentities(tx, merchant.id, p.id, member.id, extra.identities))) {
    throw new AppError(409, ErrorCode.promotionAlreadyClaimed, 'This promotion was already claimed with the same phone, e-mail, bank account or device');
  }
  return claim;
}

/**
 * The reward of a claim, in its transaction: the budget taken under the
 * promotion's lock (a nearly spent budget gives what is left), then issued at
 * once up to the auto-approve threshold, or held for staff above it.
 */
export async function awardClaim(
  services: Pick<AppServices, 'outbox'>,
  tx: DrizzleDb,
  merchant: MerchantRow,
  p: PromotionRow,
  claim: ClaimRow,
  amount: bigint,
  now: Date,
  opts: { reviewed?: boolean; alreadyReserved?: boolean; refuseWhenSpent?: boolean } = {},
): Promise<ClaimRow> {
  let granted = opts.alreadyReserved ? amount : amount > 0n ? await reserveBudget(tx, merchant.id, p.id, amount) : 0n;
  // Points and free spins are whole counts: what is left of a nearly spent budget buys none of them.
  if (WHOLE_REWARDS.has(p.reward.kind) && granted > 0n && granted < amount) {
    await releaseBudget(tx, p.id, granted);
    granted = 0n;
  }
  // A claim made now when the budget has just run out is refused whole (nothing kept); a deposit that qualified is told why.
  if (granted <= 0n && opts.refuseWhenSpent) throw new AppError(409, ErrorCode.promotionClosed, 'This promotion has ended or its budget is spent');
  if (granted <= 0n) {
    return updateClaim(tx, claim.id, { status: 'rejected', reason: 'The promotion\'s budget is spent', updatedAt: now, decidedAt: now });
  }
  if (!opts.reviewed && granted > p.autoApproveMax) {
    return updateClaim(tx, claim.id, { status: 'in_process', amount: granted, updatedAt: now });
  }
  if (p.reward.kind === 'cash') {
    const key = `promotion:${claim.id}:cash`;
    const main = await memberMainAccount(tx, merchant.id, claim.memberId, merchant.currency);
    const house = await houseAccountFor(tx, merchant.id, merchant.currency, key);
    await postTransaction(tx, {
      merchantId: merchant.id,
      idempotencyKey: key,
      type: 'promotion_cash',
      reference: `promotion:${p.code}`,
      metadata: { promotionId: p.id, claimId: claim.id },
      entries: [
        { accountId: house.id, amount: -granted },
        { accountId: main.id, amount: granted },
      ],
    });
    await services.outbox.emit(tx, merchant.id, 'balance.changed', { memberId: claim.memberId, currency: merchant.currency, currencySymbol: merchant.currencySymbol });
    return updateClaim(tx, claim.id, { status: 'issued', amount: granted, updatedAt: now, decidedAt: now });
  }
  if (p.reward.kind === 'points') {
    await payPrize(tx, { merchantId: merchant.id, memberId: claim.memberId, currency: merchant.currency, type: 'promotion_cash', source: 'promotion', key: `promotion:${claim.id}:points`, amount: granted, points: true, metadata: { promotionId: p.id, claimId: claim.id } });
    return updateClaim(tx, claim.id, { status: 'issued', amount: granted, updatedAt: now, decidedAt: now });
  }
  if (p.reward.kind === 'free_spins' && p.reward.freeSpins) {
    const spins = p.reward.freeSpins;
    await grantFreeRounds(tx, {
      merchantId: merchant.id,
      memberId: claim.memberId,
      gameCode: spins.gameCode,
      rounds: spins.rounds,
      stake: BigInt(spins.stake),
      sourceKind: 'promotion',
      sourceId: String(claim.id),
      expiresAt: new Date(now.getTime() + p.reward.expiryDays * 86_400_000),
    });
    return updateClaim(tx, claim.id, { status: 'issued', amount: granted, updatedAt: now, decidedAt: now });
  }
  const bonus = await issueBonus(services, tx, merchant, { memberId: claim.memberId, promotion: p, claimId: claim.id, amount: granted, now });
  return updateClaim(tx, claim.id, { status: 'issued', amount: granted, bonusId: bonus.id, updatedAt: now, decidedAt: now });
}

async function inTransaction<T>(services: Services, work: (tx: DrizzleDb) => Promise<T>): Promise<T> {
  const out = await services.db.transaction(work);
  void services.outbox.dispatch();
  return out;
}

/** The triggers a member joins: sign-up and code pay at once, the others wait for their event. */
const JOINED_TRIGGERS = ['sign_up', 'promo_code', 'nth_deposit', 'deposit_amount', 'mission_done', 'points_spent'];

/** MCSFE_signUpPromotionJoin: sign-up and code rewards at once; deposit, mission and points promotions wait for their event. */
export async function joinPromotion(services: Services, merchant: MerchantRow, memberId: number, body: TPromotionJoinBody): Promise<TPromotionStanding> {
  const now = services.clock.now();
  const p = await requireOpen(services.db, merchant, body.promotionId, now);
  if (!JOINED_TRIGGERS.includes(p.triggerKind)) {
    throw new AppError(409, ErrorCode.promotionWrongStep, p.triggerKind === 'application' ? 'This promotion takes an application' : 'This promotion is claimed, not joined');
  }
  if (p.promoCode !== null && body.promoCode?.toLowerCase() !== p.promoCode.toLowerCase()) {
    throw new AppError(400, ErrorCode.promotionCodeInvalid, 'The promotion code is not right');
  }
  const member = await requireMember(services.db, merchant, memberId);
  await requireNoClaim(services.db, p, member);
  await requireAudience(services.db, merchant, p, member);
  const identities = await identitiesFor(services, merchant, p, member, body.deviceId);
  const claim = await inTransaction(services, async (tx) => {
    const joined = await newClaim(tx, merchant, p, member, 'joined', { identities, now });
    if (p.triggerKind === 'sign_up' || p.triggerKind === 'promo_code') return awardClaim(services, tx, merchant, p, joined, rewardAmount(p, 0n), now, { refuseWhenSpent: true });
    return joined;
  });
  return standing(p, claim, now);
}

/** MCS2_claimRafflePromotion: a promotion taken by a claim. */
export async function claimPromotion(services: Services, merchant: MerchantRow, memberId: number, body: { promotionId: number; deviceId?: string | undefined }) {
  const now = services.clock.now();
  const p = await requireOpen(services.db, merchant, body.promotionId, now);
  if (p.triggerKind !== 'manual_claim') throw new AppError(409, ErrorCode.promotionWrongStep, 'This promotion is not taken by a claim');
  const member = await requireMember(services.db, merchant, memberId);
  await requireNoClaim(services.db, p, member);
  await requireAudience(services.db, merchant, p, member);
  const identities = await identitiesFor(services, merchant, p, member, body.deviceId);
  const claim = await inTransaction(services, async (tx) => {
    const fresh = await newClaim(tx, merchant, p, member, 'joined', { identities, now });
    return awardClaim(services, tx, merchant, p, fresh, rewardAmount(p, 0n), now, { refuseWhenSpent: true });
  });
  return standing(p, claim, now);
}

/** MCSFE_signUpRequestReward: an activity application (comment and images) for staff to review. */
export async function requestReward(services: Services, merchant: MerchantRow, memberId: number, body: TPromotionRewardRequestBody): Promise<TPromotionStanding> {
  const now = services.clock.now();
  const p = await requireOpen(services.db, merchant, body.promotionId, now);
  if (p.triggerKind !== 'application') throw new AppError(409, ErrorCode.promotionWrongStep, 'This promotion does not take an application');
  if (!body.comment && !(body.images && body.images.length > 0)) {
    throw new AppError(400, ErrorCode.validation, 'An application needs a comment or an image');
  }
  const images = decodeImages((body.images ?? []) as TImageUpload[]);
  const member = await requireMember(services.db, merchant, memberId);
  await requireNoClaim(services.db, p, member);
  await requireAudience(services.db, merchant, p, member);
  const identities = await identitiesFor(services, merchant, p, member, body.deviceId);
  const claim = await inTransaction(services, async (tx) => {
    const fresh = await newClaim(tx, merchant, p, member, 'in_process', { identities, comment: body.comment, now });
    await insertClaimImages(
      tx,
      images.map((img) => ({ merchantId: merchant.id, claimId: fresh.id, mime: img.mime, size: img.bytes.length, bytes: img.bytes, createdAt: now })),
    );
    return fresh;
  });
  return standing(p, claim, now);
}

/**
 * An approved deposit (the deposit.settled subscriber): counted once, then
 * each deposit promotion the member joined that it qualifies for is awarded.
 */
export async function onDepositApproved(services: Services, merchant: MerchantRow, e: { depositId: number; memberId: number; amount: string }) {
  const now = services.clock.now();
  const awarded = await services.db.transaction(async (tx) => {
    const nth = await recordDeposit(tx, merchant.id, e.memberId, e.depositId, BigInt(e.amount), now);
    if (nth === null) return 0;
    let n = 0;
    for (const { promotion } of await joinedClaims(tx, merchant.id, e.memberId, ['nth_deposit', 'deposit_amount'])) {
      const amount = BigInt(e.amount);
      const locked = await findClaim(tx, promotion.id, e.memberId, true);
      if (locked?.status !== 'joined' || !isOpen(promotion, now)) continue;
      if (promotion.triggerKind === 'nth_deposit' && promotion.depositNth !== nth) continue;
      if (amount < promotion.minDeposit) {
        // The deposit this promotion was for came in below its minimum: it can no longer qualify (a later one is not that deposit).
        if (promotion.triggerKind === 'nth_deposit') {
          await updateClaim(tx, locked.id, { status: 'rejected', depositId: e.depositId, reason: 'The qualifying deposit was below the minimum', updatedAt: now, decidedAt: now });
        }
        continue;
      }
      await awardClaim(services, tx, merchant, promotion, { ...locked, depositId: e.depositId }, rewardAmount(promotion, amount), now);
      await updateClaim(tx, locked.id, { depositId: e.depositId });
      n++;
    }
    return n;
  });
  if (awarded > 0) void services.outbox.dispatch();
  return awarded;
}

/**
 * A member's event that may be the trigger of promotions they joined (a
 * mission completed, points spent): each joined claim it qualifies for is
 * awarded under the claim's lock, once (the claim leaves `joined`).
 */
async function onTrigger(services: Services, merchant: MerchantRow, memberId: number, trigger: 'mission_done' | 'points_spent', qualifies: (p: PromotionRow) => boolean) {
  const now = services.clock.now();
  const awarded = await services.db.transaction(async (tx) => {
    let n = 0;
    for (const { promotion } of await joinedClaims(tx, merchant.id, memberId, [trigger])) {
      const locked = await findClaim(tx, promotion.id, memberId, true);
      if (locked?.status !== 'joined' || !isOpen(promotion, now) || !qualifies(promotion)) continue;
      await awardClaim(services, tx, merchant, promotion, locked, rewardAmount(promotion, 0n), now);
      n++;
    }
    return n;
  });
  if (awarded > 0) void services.outbox.dispatch();
  return awarded;
}

/** mission.completed: promotions waiting for this mission (or any). */
export const onMissionCompleted = (services: Services, merchant: MerchantRow, e: { memberId: number; missionId: number }) =>
  onTrigger(services, merchant, e.memberId, 'mission_done', (p) => p.missionId === null || p.missionId === e.missionId);

/** points.spent: promotions waiting for at least this many points spent in one go. */
export const onPointsSpent = (services: Services, merchant: MerchantRow, e: { memberId: number; points: string }) =>
  onTrigger(services, merchant, e.memberId, 'points_spent', (p) => BigInt(e.points) >= p.minPoints);
