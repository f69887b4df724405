import { whoMember } from '../../http/request-context';
import {
  bonusDetails,
  bonusForfeit,
  bonusHistory,
  ErrorCode,
  promotionJoin,
  promotionList,
  promotionRaffleClaim,
  promotionRequestReward,
  promotionStandings,
  staffPromotionClaims,
  staffPromotionCreate,
  staffPromotionDecide,
  staffPromotionImage,
  staffPromotions,
  staffPromotionUpdate,
} from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerContract } from '../../http/register-contract';
import { requestLanguage } from '../../http/request-language';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { AppServices } from '../../services';
import { gameNamesByCode } from '../games';
import { staffActor } from '../staff/staff.service';
import { bonusEventPage, bonusesOfMember } from './bonus.repository';
import { forfeitBonus, presentBonus } from './bonus.service';
import { changePromotion, createPromotion, decideClaim, staffClaimPage, staffPromotionList } from './promotions-admin.service';
import { findClaimImage } from './promotions.repository';
import { claimPromotion, joinPromotion, listPromotions, requestReward, standings } from './promotions.service';

const BONUS_ORDER = { active: 0, queued: 1 } as Record<string, number>;

/** Promotions and bonus money: the player's calls (issue 15) and the console's. */
export function registerPromotionRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services;
  const limited = { rateLimit: { max: 30, timeWindowMs: 60_000 } };

  registerContract(app, promotionList, async ({ query, request }) => ({
    list: await listPromotions(db, request.brand.merchant, query.language, services.clock.now()),
  }));
  registerContract(app, promotionStandings, async ({ request }) => ({ list: await standings(db, request.brand.merchant, whoMember(request).id, services.clock.now()) }));
  registerContract(app, promotionJoin, async ({ body, request }) => joinPromotion(services, request.brand.merchant, whoMember(request).id, body), limited);
  registerContract(app, promotionRaffleClaim, async ({ body, request }) => claimPromotion(services, request.brand.merchant, whoMember(request).id, body), limited);
  registerContract(app, promotionRequestReward, async ({ body, request }) => requestReward(services, request.brand.merchant, whoMember(request).id, body), limited);

  registerContract(app, bonusDetails, async ({ request }) => {
    const merchant = request.brand.merchant;
    const rows = await bonusesOfMember(db, merchant.id, whoMember(request).id);
    rows.sort((a, b) => (BONUS_ORDER[a.status] ?? 2) - (BONUS_ORDER[b.status] ?? 2) || b.id - a.id);
    const language = requestLanguage(request);
    return { currencySymbol: merchant.currencySymbol, bonuses: await Promise.all(rows.map((b) => presentBonus(db, merchant, b, language))) };
  });
  registerContract(app, bonusHistory, async ({ query, request }) => {
    const { limit, offset } = pageWindow(query);
    const { rows, total } = await bonusEventPage(db, request.brand.merchant.id, whoMember(request).id, query.bonusId, limit, offset);
    const names = await gameNamesByCode(db, request.brand.merchant.id, rows.flatMap((e) => (e.gameCode ? [e.gameCode] : [])));
    const list = rows.map((e) => ({
      bonusId: e.bonusId,
      kind: e.kind,
      amount: e.amount.toString(),
      counted: e.counted?.toString() ?? null,
      gameCode: e.gameCode,
      gameName: e.gameCode ? (names.get(e.gameCode) ?? e.gameCode) : null,
      at: e.at.getTime(),
    }));
    return pageOfRows(list, total, query);
  });
  registerContract(app, bonusForfeit, async ({ body, request }) => {
    const merchant = request.brand.merchant;
    const bonus = await forfeitBonus(services, merchant, whoMember(request).id, body.bonusId);
    return presentBonus(db, merchant, bonus, requestLanguage(request));
  });

  // The console.
  registerContract(app, staffPromotions, async ({ request }) => ({ list: await staffPromotionList(db, request.brand.merchant) }));
  registerContract(app, staffPromotionCreate, ({ body, request }) => createPromotion(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffPromotionUpdate, ({ body, request }) => changePromotion(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffPromotionClaims, ({ query, request }) => staffClaimPage(db, request.brand.merchant, query));
  registerContract(app, staffPromotionDecide, ({ body, request }) => decideClaim(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffPromotionImage, async ({ query, request }) => {
    const image = await findClaimImage(db, request.brand.merchant.id, query.id);
    if (!image) throw new AppError(404, ErrorCode.notFound, 'No such image');
    return { id: image.id, mime: image.mime, size: image.size, data: image.bytes.toString('base64') };
  });
}

