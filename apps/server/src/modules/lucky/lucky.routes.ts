import { whoMember } from '../../http/request-context';
import {
  ErrorCode,
  rainGrab,
  rainGrabs,
  rainStatus as rainStatusContract,
  staffRainCancel,
  staffRainCreate,
  staffRains as staffRainsContract,
  staffWheel as staffWheelContract,
  staffWheelSave,
  wheelInfo as wheelInfoContract,
  wheelPublicSpin,
  wheelSpin,
  wheelSpins,
} from '@wps/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerContract } from '../../http/register-contract';
import { requestLanguage } from '../../http/request-language';
import { textIn } from '../../lib/language-texts';
import { pageOfRows, pageWindow } from '../../lib/paging';
import type { AppServices } from '../../services';
import { staffActor } from '../staff/staff.service';
import { cancelRain, saveWheel, scheduleRain, staffRains, staffWheel } from './lucky-admin.service';
import { grabPage, spinByPublicId, spinPage } from './lucky.repository';
import { grabEnvelope, presentSpin, rainStatus, spinWheel, wheelInfo } from './lucky.service';

/** Red-envelope rains and the prize wheel: the player's calls, the verifier's, and the console's (issue 15 item 7). */
export function registerLuckyRoutes(app: FastifyInstance, services: AppServices): void {
  const { db } = services;
  const now = () => services.clock.now();
  const limited = { rateLimit: { max: 30, timeWindowMs: 60_000 } };

  registerContract(app, rainStatusContract, ({ request }) => rainStatus(db, request.brand.merchant, whoMember(request).id, requestLanguage(request), now()));
  registerContract(app, rainGrab, ({ body, request }) => grabEnvelope(services, request.brand.merchant, whoMember(request).id, body), limited);
  registerContract(app, rainGrabs, async ({ query, request }) => {
    const merchant = request.brand.merchant;
    const { limit, offset } = pageWindow(query);
    const { rows, total } = await grabPage(db, merchant.id, whoMember(request).id, limit, offset);
    const lang = requestLanguage(request);
    return pageOfRows(
      rows.map((r) => ({ rainId: r.envelope.rainId, title: textIn(r.title, lang, merchant.defaultLanguage), amount: r.envelope.amount.toString(), at: r.envelope.grabbedAt?.getTime() ?? 0 })),
      total,
      query,
    );
  });

  registerContract(app, wheelInfoContract, async ({ request }) => {
    const merchant = request.brand.merchant;
    const memberId = whoMember(request).id;
    const { rows } = await spinPage(db, merchant.id, memberId, 5, 0);
    return wheelInfo(db, merchant, memberId, requestLanguage(request), now(), rows);
  });
  registerContract(app, wheelSpin, ({ body, request }) => spinWheel(services, request.brand.merchant, whoMember(request).id, body), limited);
  registerContract(app, wheelSpins, async ({ query, request }) => {
    const { limit, offset } = pageWindow(query);
    const { rows, total } = await spinPage(db, request.brand.merchant.id, whoMember(request).id, limit, offset);
    return pageOfRows(rows.map(presentSpin), total, query);
  });
  registerContract(app, wheelPublicSpin, async ({ query, request }) => {
    const merchant = request.brand.merchant;
    const spin = await spinByPublicId(db, merchant.id, query.publicId);
    if (!spin) throw new AppError(404, ErrorCode.notFound, 'No such spin');
    const lang = requestLanguage(request);
    return { ...presentSpin(spin), labels: spin.labels.map((l) => textIn(l, lang, merchant.defaultLanguage)) };
  });

  registerContract(app, staffRainsContract, async ({ request }) => ({ list: await staffRains(db, request.brand.merchant.id, now()) }));
  registerContract(app, staffRainCreate, ({ body, request }) => scheduleRain(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffRainCancel, ({ body, request }) => cancelRain(services, request.brand.merchant, staffActor(request), body));
  registerContract(app, staffWheelContract, ({ request }) => staffWheel(db, request.brand.merchant.id));
  registerContract(app, staffWheelSave, ({ body, request }) => saveWheel(services, request.brand.merchant, staffActor(request), body));
}
