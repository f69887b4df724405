/**
 * Promotions as the console runs them (issue 15 item 11): define and change
 * (audited, in the brand's languages), the claims and applications with
 * their abuse flags, and decisions on what waits for review.
 */
import { ErrorCode, type TStaffClaim, type TStaffPromotion, type TStaffPromotionInput } from '@wps/contracts';
import type { z } from 'zod';
import type { ZStaffClaimDecision, ZStaffClaimsQuery } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import type { MerchantRow } from '../brand';
import { freeRoundGames } from '../free-rounds';
import { findMembersByIds } from '../member';
import { missionTitles } from '../missions';
import { membersSharingBankAccounts } from '../withdrawals';
import { awardClaim, triggerOf } from './promotions.service';
import {
  allPromotions,
  claimImageIds,
  claimPage,
  findClaimById,
  findPromotion,
  insertPromotion,
  membersSharingIdentities,
  promotionFigures,
  releaseBudget,
  updateClaim,
  updatePromotion,
  type ClaimRow,
  type NewPromotion,
  type PromotionRow,
} from './promotions.repository';

type Actor = { id: number; ip: string };

function presentStaffPromotion(p: PromotionRow, figures: Awaited<ReturnType<typeof promotionFigures>>): TStaffPromotion {
  const money = figures.bonuses.get(p.id);
  return {
    id: p.id,
    code: p.code,
    category: p.category as TStaffPromotion['category'],
    title: p.title,
    summary: p.summary,
    terms: p.terms,
    bannerUrl: p.bannerUrl,
    startsAt: p.startsAt.getTime(),
    endsAt: p.endsAt?.getTime() ?? null,
    trigger: triggerOf(p),
    reward: { ...p.reward, freeSpins: p.reward.freeSpins ?? null },
    audience: { newMembersOnly: p.newMembersOnly, tags: p.tags },
    promoCode: p.promoCode,
    budgetTotal: p.budgetTotal.toString(),
    receiversMax: p.receiversMax,
    onePerIdentity: p.onePerIdentity,
    autoApproveMax: p.autoApproveMax.toString(),
    status: p.status,
    sort: p.sort,
    budgetUsed: p.budgetUsed.toString(),
    receivers: p.receivers,
    pending: figures.pending.get(p.id) ?? 0,
    converted: (money?.converted ?? 0n).toString(),
    forfeited: (money?.forfeited ?? 0n).toString(),
    cashIssued: (figures.cash.get(p.id) ?? 0n).toString(),
    createdAt: p.createdAt.getTime(),
    updatedAt: p.updatedAt.getTime(),
  };
}

export async function staffPromotionList(db: DrizzleDb, merchant: MerchantRow): Promise<TStaffPromotion[]> {
  const [rows, figures] = await Promise.all([allPromotions(db, merchant.id), promotionFigures(db, merchant.id)]);
  return rows.map((p) => presentStaffPromotion(p, figures));
}

/** The input as columns, checked against the brand: its default language present, only its languages, a code only with the code trigger. */
function columnsOf(merchant: MerchantRow, input: TStaffPromotionInput): Omit<NewPromotion, 'merchantId' | 'createdAt' | 'updatedAt'> {
  for (const field of ['title', 'summary', 'terms'] as const) {
    const langs = Object.keys(input[field]);
    if (!langs.includes(merchant.defaultLanguage)) throw new AppError(400, ErrorCode.validation, `${field}: the brand's default language (${merchant.defaultLanguage}) is required`);
    const foreign = langs.find((l) => !merchant.supportedLanguages.includes(l));
    if (foreign) throw new AppError(400, ErrorCode.contentLanguageUnsupported, `${field}: the brand does not offer ${foreign}`);
  }
  if (input.endsAt !== null && input.endsAt <= input.startsAt) throw new AppError(400, ErrorCode.contentWindowInvalid, 'The end must come after the start');
  if ((input.trigger.kind === 'promo_code') !== (input.promoCode !== null)) {
    throw new AppError(400, ErrorCode.validation, 'promoCode: a promotion code goes with the promo_code trigger, and only with it');
  }
  if (input.trigger.kind === 'nth_deposit' && input.trigger.depositNth === null) throw new AppError(400, ErrorCode.validation, 'trigger.depositNth: which deposit counts');
  const spins = input.reward.kind === 'free_spins' ? input.reward.freeSpins : null;
  // Free spins cost their rounds × stake: that is the reward's amount the budget counts.
  const spinsCost = spins ? (BigInt(spins.rounds) * BigInt(spins.stake)).toString() : null;
  return {
    code: input.code,
    category: input.category,
    title: input.title,
    summary: input.summary,
    terms: input.terms,
    bannerUrl: input.bannerUrl,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    triggerKind: input.trigger.kind,
    depositNth: input.trigger.kind === 'nth_deposit' ? input.trigger.depositNth : null,
    minDeposit: BigInt(input.trigger.minDeposit ?? '0'),
    missionId: input.trigger.kind === 'mission_done' ? (input.trigger.missionId ?? null) : null,
    minPoints: input.trigger.kind === 'points_spent' ? BigInt(input.trigger.minPoints ?? 0) : 0n,
    reward: {
      ...input.reward,
      categoryWeights: input.reward.categoryWeights ?? {},
      gameWeights: input.reward.gameWeights ?? {},
      freeSpins: spins ?? null,
      ...(spinsCost ? { fixedAmount: spinsCost, maxAmount: spinsCost } : {}),
    },
    newMembersOnly: input.audience.newMembersOnly,
    tags: input.audience.tags ?? [],
    promoCode: input.promoCode,
    budgetTotal: BigInt(input.budgetTotal),
    receiversMax: input.receiversMax,
    onePerIdentity: input.onePerIdentity,
    autoApproveMax: BigInt(input.autoApproveMax),
    status: input.status,
    sort: input.sort,
  };
}

/** What the input names must be the brand's: the mission a trigger waits for, the game of free spins. */
async function checkReferences(db: DrizzleDb, merchant: MerchantRow, input: TStaffPromotionInput) {
  const missionId = input.trigger.kind === 'mission_done' ? input.trigger.missionId : null;
  if (missionId != null && !(await missionTitles(db, merchant, [missionId], merchant.defaultLanguage)).has(missionId)) {
    throw new AppError(400, ErrorCode.validation, 'trigger.missionId: no such mission');
  }
  const spins = input.reward.kind === 'free_spins' ? input.reward.freeSpins : null;
  if (spins && !(await freeRoundGames(db, merchant.id)).some((g) => g.gameCode === spins.gameCode)) {
    throw new AppError(400, ErrorCode.validation, 'reward.freeSpins.gameCode: free spins are given on the studio\'s slots of this brand');
  }
}

const codeTaken = (err: unknown) => {
  if (isUniqueViolation(err, 'promotions_code_unique')) return new AppError(409, ErrorCode.contentCodeTaken, 'Another promotion has this code');
  return err;
};

export async function createPromotion(services: Pick<AppServices, 'db' | 'clock'>, merchant: MerchantRow, actor: Actor, input: TStaffPromotionInput) {
  const now = services.clock.now();
  const columns = columnsOf(merchant, input);
  await checkReferences(services.db, merchant, input);
  try {
    const row = await services.db.transaction(async (tx) => {
      const created = await insertPromotion(tx, { ...columns, merchantId: merchant.id, createdAt: now, updatedAt: now });
      await recordAudit(tx, {
        merchantId: merchant.id,
        actor: { kind: 'staff', id: actor.id, ip: actor.ip },
        action: 'promotion.create',
        entity: 'promotion',
        entityId: created.id,
        after: { ...columns },
        at: now,
      });
      return created;
    });
    return presentStaffPromotion(row, await promotionFigures(services.db, merchant.id));
  } catch (err) {
    throw codeTaken(err);
  }
}

export async function changePromotion(
  services: Pick<AppServices, 'db' | 'clock'>,
  merchant: MerchantRow,
  actor: Actor,
  input: TStaffPromotionInput & { id: number; reason: string },
) {
  const now = services.clock.now();
  const columns = columnsOf(merchant, input);
  await checkReferences(services.db, merchant, input);
  try {
    const row = await services.db.transaction(async (tx) => {
      const before = await findPromotion(tx, merchant.id, input.id, true);
      if (!before) throw new AppError(404, ErrorCode.notFound, 'No such promotion');
      if (columns.budgetTotal !== 0n && columns.budgetTotal! < before.budgetUsed) {
        throw new AppError(409, ErrorCode.invalidState, 'The budget cannot be less than what was already given');
      }
      if (columns.receiversMax != null && columns.receiversMax < before.receivers) {
        throw new AppError(409, ErrorCode.invalidState, 'The receiver cap cannot be less than the members who already received it');
      }
      const after = await updatePromotion(tx, merchant.id, input.id, { ...columns, updatedAt: now });
      await recordAudit(tx, {
        merchantId: merchant.id,
        actor: { kind: 'staff', id: actor.id, ip: actor.ip },
        action: 'promotion.update',
        entity: 'promotion',
        entityId: before.id,
        before: { ...before },
        after: { ...after },
        reason: input.reason,
        at: now,
      });
      return after!;
    });
    return presentStaffPromotion(row, await promotionFigures(services.db, merchant.id));
  } catch (err) {
    throw codeTaken(err);
  }
}

/** Who else shares this member's bank account or a device a promotion saw (phone and e-mail are unique per brand). */
async function sharedWith(db: DrizzleDb, merchant: MerchantRow, memberId: number) {
  const [banks, devices] = await Promise.all([membersSharingBankAccounts(db, merchant.id, memberId, 20), membersSharingIdentities(db, merchant.id, memberId)]);
  const flags = [...banks.map((b) => ({ kind: 'bank', memberId: b.memberId })), ...devices.map((d) => ({ kind: d.kind as string, memberId: d.memberId }))];
  const accounts = new Map((await findMembersByIds(db, merchant.id, [...new Set(flags.map((f) => f.memberId))])).map((m) => [m.id, m.account]));
  return flags.map((f) => ({ kind: f.kind, account: accounts.get(f.memberId) ?? String(f.memberId) }));
}

async function presentClaims(db: DrizzleDb, merchant: MerchantRow, rows: { claim: ClaimRow; code: string }[]): Promise<TStaffClaim[]> {
  const ids = rows.map((r) => r.claim.id);
  const [images, members] = await Promise.all([claimImageIds(db, ids), findMembersByIds(db, merchant.id, [...new Set(rows.map((r) => r.claim.memberId))])]);
  const accounts = new Map(members.map((m) => [m.id, m.account]));
  const flags = new Map<number, { kind: string; account: string }[]>();
  for (const memberId of new Set(rows.map((r) => r.claim.memberId))) flags.set(memberId, await sharedWith(db, merchant, memberId));
  return rows.map(({ claim, code }) => ({
    id: claim.id,
    promotionId: claim.promotionId,
    promotionCode: code,
    memberId: claim.memberId,
    account: accounts.get(claim.memberId) ?? '',
    status: claim.status,
    amount: claim.amount?.toString() ?? null,
    comment: claim.comment,
    imageIds: images.get(claim.id) ?? [],
    reason: claim.reason,
    sharedWith: flags.get(claim.memberId) ?? [],
    createdAt: claim.createdAt.getTime(),
    decidedAt: claim.decidedAt?.getTime() ?? null,
  }));
}

export async function staffClaimPage(db: DrizzleDb, merchant: MerchantRow, query: z.infer<typeof ZStaffClaimsQuery>) {
  const { limit, offset } = pageWindow(query);
  const { rows, total } = await claimPage(db, merchant.id, { status: query.status, promotionId: query.promotionId }, limit, offset);
  return pageOfRows(await presentClaims(db, merchant, rows), total, query);
}

/**
 * A decision on a claim waiting for review: an application (its reward set
 * now, within the promotion's maximum) or a reward above the auto-approve
 * threshold (its budget was held when it was claimed).
 */
export async function decideClaim(services: Pick<AppServices, 'db' | 'clock' | 'outbox'>, merchant: MerchantRow, actor: Actor, body: z.infer<typeof ZStaffClaimDecision>) {
  const now = services.clock.now();
  const decided = await services.db.transaction(async (tx) => {
    const claim = await findClaimById(tx, merchant.id, body.id, true);
    if (!claim) throw new AppError(404, ErrorCode.notFound, 'No such claim');
    if (claim.status !== 'in_process') throw new AppError(409, ErrorCode.invalidState, 'This claim is not waiting for a decision');
    const promotion = await findPromotion(tx, merchant.id, claim.promotionId);
    if (!promotion) throw new AppError(404, ErrorCode.notFound, 'No such promotion');
    const held = claim.amount; // a reward above the threshold: its budget is held
    let after: ClaimRow;
    if (!body.approve) {
      if (held !== null) await releaseBudget(tx, promotion.id, held);
      after = await updateClaim(tx, claim.id, { status: 'rejected', reason: body.reason, decidedBy: actor.id, decidedAt: now, updatedAt: now });
    } else {
      const max = BigInt(promotion.reward.maxAmount);
      const asked = body.amount !== undefined ? BigInt(body.amount) : (held ?? BigInt(promotion.reward.fixedAmount));
      if (asked <= 0n || asked > max) throw new AppError(400, ErrorCode.amountOutOfRange, 'The reward must be above 0 and at most the promotion\'s maximum');
      if (held !== null && asked !== held) throw new AppError(400, ErrorCode.amountMismatch, 'A held reward is approved as it was claimed');
      after = await awardClaim(services, tx, merchant, promotion, claim, asked, now, { reviewed: true, alreadyReserved: held !== null });
      after = await updateClaim(tx, claim.id, { decidedBy: actor.id, reason: body.reason, decidedAt: now });
    }
    await recordAudit(tx, {
      merchantId: merchant.id,
      actor: { kind: 'staff', id: actor.id, ip: actor.ip },
      action: body.approve ? 'promotion.claim.approve' : 'promotion.claim.reject',
      entity: 'promotion_claim',
      entityId: claim.id,
      before: { status: claim.status, amount: claim.amount },
      after: { status: after.status, amount: after.amount },
      reason: body.reason,
      at: now,
    });
    return after;
  });
  void services.outbox.dispatch();
  const [row] = await presentClaims(services.db, merchant, [{ claim: decided, code: (await findPromotion(services.db, merchant.id, decided.promotionId))?.code ?? '' }]);
  return row!;
}
