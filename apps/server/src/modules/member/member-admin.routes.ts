import {
  staffAddPlayerNote,
  staffEndPlayerSessions,
  staffMessagePlayer,
  staffMoveUpline,
  staffPlayerNotes,
  staffPlayerTags,
  staffSendPasswordReset,
  staffSetPlayerTag,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { playerSiteOrigin } from '../brand';
import { whoStaff } from '../staff/staff.service';
import { messagePlayer, sendPasswordReset } from './member-contact.service';
import { addPlayerNote, playerNotes, playerTagList, setPlayerTag, type StaffActor } from './member-notes.service';
import { endMemberSessions } from './member-status.service';
import { moveUpline } from './member-tree.service';

const actorOf = (request: FastifyRequest): StaffActor => ({ id: whoStaff(request).id, ip: request.clientIp });


/** The console's notes, tags and actions on a player (players.view reads, players.manage writes). */
export function registerMemberAdminRoutes(app: FastifyInstance, services: AppServices): void {
  const merchantOf = (request: FastifyRequest) => request.brand.merchant;
  registerContract(app, staffPlayerNotes, ({ query, request }) => playerNotes(services.db, merchantOf(request).id, query));
  registerContract(app, staffAddPlayerNote, ({ body, request }) => addPlayerNote(services, merchantOf(request).id, actorOf(request), body));
  registerContract(app, staffPlayerTags, ({ request }) => playerTagList(services.db, merchantOf(request).id));
  registerContract(app, staffSetPlayerTag, ({ body, request }) => setPlayerTag(services, merchantOf(request).id, actorOf(request), body));
  registerContract(app, staffSendPasswordReset, ({ body, request }) =>
    sendPasswordReset(services, merchantOf(request), actorOf(request), body, playerSiteOrigin(request)),
  );
  registerContract(app, staffEndPlayerSessions, ({ body, request }) =>
    endMemberSessions(services, { merchantId: merchantOf(request).id, memberId: body.memberId, actor: { kind: 'staff', ...actorOf(request) }, reason: body.reason }),
  );
  registerContract(app, staffMessagePlayer, ({ body, request }) => messagePlayer(services, merchantOf(request), actorOf(request), body));
  registerContract(app, staffMoveUpline, ({ body, request }) => moveUpline(services, merchantOf(request), actorOf(request), body));
}
