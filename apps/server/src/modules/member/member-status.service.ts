/**
 * Disabling and enabling a member (operators: `npm run ops -- member disable|enable`,
 * and the console), and signing a member out everywhere (the console). Both
 * end everything the member holds at once, in one transaction with their
 * audit row: every session (each open page's socket is told after commit, on
 * every process) and every game token (their games take no more bets;
 * vendors may still settle rounds already open).
 */
import { ErrorCode } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { endGameTokens } from '../provider/provider.service';
import { announceSessionsEnded, revokeSessions } from '../session/session.service';
import { findMemberById, updateMember, type MemberRow } from './member.repository';

async function loadMember(services: AppServices, merchantId: number, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(services.db, merchantId, memberId);
  if (!member) throw new AppError(404, ErrorCode.userNotFound, 'No such member at this brand');
  return member;
}

/** Ends every session and game token of the member in the caller's transaction (announce after commit); the game tokens ended. */
async function endAccess(services: AppServices, tx: DrizzleDb, merchantId: number, memberId: number): Promise<number> {
  await revokeSessions(services, memberId, null, tx);
  return endGameTokens(tx, merchantId, memberId);
}

export async function setMemberStatus(
  services: AppServices,
  input: { merchantId: number; memberId: number; status: 'active' | 'disabled'; actor: AuditActor; reason: string },
): Promise<{ changed: boolean; gameTokensEnded: number }> {
  const member = await loadMember(services, input.merchantId, input.memberId);
  if (member.status === input.status) return { changed: false, gameTokensEnded: 0 };
  const now = services.clock.now();
  const gameTokensEnded = await services.db.transaction(async (tx) => {
    await updateMember(tx, member.id, { status: input.status });
    const ended = input.status === 'disabled' ? await endAccess(services, tx, input.merchantId, member.id) : 0;
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

/** Signs the member out everywhere; the account stays as it is (active members log in again). */
export async function endMemberSessions(
  services: AppServices,
  input: { merchantId: number; memberId: number; actor: AuditActor; reason: string },
): Promise<{ gameTokensEnded: number }> {
  const member = await loadMember(services, input.merchantId, input.memberId);
  const gameTokensEnded = await services.db.transaction(async (tx) => {
    const ended = await endAccess(services, tx, input.merchantId, member.id);
    await recordAudit(tx, {
      merchantId: input.merchantId,
      actor: input.actor,
      action: 'member.end_sessions',
      entity: 'member',
      entityId: member.id,
      before: null,
      after: { gameTokensEnded: ended },
      reason: input.reason,
      at: services.clock.now(),
    });
    return ended;
  });
  await announceSessionsEnded(services, input.merchantId, member.id);
  return { gameTokensEnded };
}
