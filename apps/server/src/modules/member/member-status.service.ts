/**
 * Disabling and enabling a member (operators: `npm run ops -- member disable|enable`,
 * later the console). Disabling ends everything the member holds at once, in
 * one transaction with the status change: every session (each open page's
 * socket is told after commit, on every process) and every game token (their
 * games take no more bets; vendors may still settle rounds already open).
 */
import { ErrorCode } from '@wps/contracts';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { endGameTokens } from '../provider/provider.service';
import { announceSessionsEnded, revokeSessions } from '../session/session.service';
import { findMemberById, updateMember } from './member.repository';

export async function setMemberStatus(
  services: AppServices,
  input: { merchantId: number; memberId: number; status: 'active' | 'disabled'; actor: AuditActor; reason: string },
): Promise<{ changed: boolean; gameTokensEnded: number }> {
  const member = await findMemberById(services.db, input.merchantId, input.memberId);
  if (!member) throw new AppError(404, ErrorCode.userNotFound, 'No such member at this brand');
  if (member.status === input.status) return { changed: false, gameTokensEnded: 0 };
  const now = services.clock.now();
  const gameTokensEnded = await services.db.transaction(async (tx) => {
    await updateMember(tx, member.id, { status: input.status });
    let ended = 0;
    if (input.status === 'disabled') {
      await revokeSessions(services, member.id, null, tx);
      ended = await endGameTokens(tx, input.merchantId, member.id);
    }
    await recordAudit(tx, {
      merchantId: input.merchantId,
      actor: input.actor,
      action: input.status === 'disabled' ? 'member.disable' : 'member.enable',
      entity: 'member',
      entityId: member.id,
      before: { status: member.status },
      after: { status: input.status },
      reason: input.reason,
      at: now,
    });
    return ended;
  });
  if (input.status === 'disabled') await announceSessionsEnded(services, input.merchantId, member.id);
  return { changed: true, gameTokensEnded };
}
