/**
 * Moving a member (with its whole team) to another upline, a staff action
 * (agents.manage). The database moves the subtree in the closure table and
 * refuses a cycle (migration 0038); this service holds the agent types'
 * rules (decision 011) and the brand's depth cap, and audits the move.
 */
import { ErrorCode, isAgentUserType, TOP_AGENT_TYPES, type TErrorCode, type TMovedUpline } from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import { findMerchantById, type MerchantRow } from '../brand';
import { findMemberByAccount, findMemberById, updateMember } from './member.repository';
import { teamOf, teamSize, uplinesOf } from './member-tree.repository';

/** Top agents (1) and player-agents (41) have the brand as their upline. */
const TOP_TYPES = new Set<number>(TOP_AGENT_TYPES);
/** Who may have agents under them: top agents and sub-agents; player-agents (41, 42) recruit players only. */
const RECRUITS_AGENTS = new Set([1, 2]);
const isAgent = isAgentUserType;

const refused = (code: TErrorCode, message: string) => new AppError(409, code, message);

const depthOf = async (db: DrizzleDb, merchantId: number, memberId: number) => (await uplinesOf(db, merchantId, memberId)).length;

/**
 * Room for a new member directly under `uplineId` within the brand's depth
 * cap (registration with an affiliate code, registerCenter); else 409 tree_too_deep.
 */
export async function roomBelow(db: DrizzleDb, merchantId: number, uplineId: number): Promise<void> {
  const cap = (await findMerchantById(db, merchantId))?.agentMaxDepth ?? 0;
  const depth = (await depthOf(db, merchantId, uplineId)) + 1;
  if (depth > cap) throw refused(ErrorCode.treeTooDeep, `A member there would be ${depth} levels deep; the brand allows ${cap}`);
}

export async function moveUpline(
  services: AppServices,
  merchant: Pick<MerchantRow, 'id'>,
  actor: { id: number; ip: string | null },
  input: { memberId: number; uplineAccount: string | null; reason: string },
): Promise<TMovedUpline> {
  const now = services.clock.now();
  try {
    return await services.db.transaction(async (tx) => {
      const member = await findMemberById(tx, merchant.id, input.memberId);
      if (!member) throw AppError.notFound('No such member');
      const upline = input.uplineAccount === null ? null : await findMemberByAccount(tx, merchant.id, input.uplineAccount);
      if (input.uplineAccount !== null && !upline) throw new AppError(404, ErrorCode.notFound, `No member ${input.uplineAccount} in this brand`);
      if (upline) {
        if (!isAgent(upline.type)) throw refused(ErrorCode.uplineNotAgent, `${upline.account} is not an agent: only agents have downlines`);
        if (TOP_TYPES.has(member.type)) throw refused(ErrorCode.topAgentNoUpline, `${member.account} is a top agent or player-agent: its upline is the brand`);
        if (isAgent(member.type) && !RECRUITS_AGENTS.has(upline.type)) throw refused(ErrorCode.uplinePlayersOnly, `${upline.account} is a player-agent: it may have players only`);
        if (upline.id === member.id) throw refused(ErrorCode.uplineInOwnTeam, 'A member cannot be its own upline');
      } else if (member.type === 2 || member.type === 42) {
        throw refused(ErrorCode.subAgentNeedsUpline, `${member.account} is a sub-agent: it needs an agent above it`);
      }
      const newDepth = upline ? (await depthOf(tx, merchant.id, upline.id)) + 1 : 0;
      const team = await teamOf(tx, merchant.id, member.id);
      const height = team.reduce((max, d) => Math.max(max, d.depth), 0);
      // Read now, not from the brand cache: a cap lowered a moment ago holds.
      const cap = (await findMerchantById(tx, merchant.id))?.agentMaxDepth ?? 0;
      if (newDepth + height > cap) throw refused(ErrorCode.treeTooDeep, `The tree would be ${newDepth + height} levels deep there; the brand allows ${cap}`);
      const before = { uplineId: member.uplineId };
      await updateMember(tx, member.id, { uplineId: upline?.id ?? null });
      await recordAudit(tx, {
        merchantId: merchant.id,
        actor: { kind: 'staff', id: actor.id, ip: actor.ip },
        action: 'member.upline',
        entity: 'member',
        entityId: member.id,
        before,
        after: { uplineId: upline?.id ?? null },
        reason: input.reason,
        at: now,
      });
      return {
        memberId: member.id,
        uplineId: upline?.id ?? null,
        uplineAccount: upline?.account ?? null,
        depth: await depthOf(tx, merchant.id, member.id),
        teamSize: await teamSize(tx, merchant.id, member.id),
      };
    });
  } catch (err) {
    // The closure's own guard (a move under one's own team), as a refusal.
    if (err instanceof AppError) throw err;
    if (/own team/.test(String((err as { cause?: unknown }).cause ?? err))) throw refused(ErrorCode.uplineInOwnTeam, 'A member cannot move under its own team');
    throw err;
  }
}
