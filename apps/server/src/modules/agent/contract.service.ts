/**
 * Contracts (issue 14 item 5; decision record 012). An upline offers its
 * direct downline (staff offer top agents for the brand); the downline
 * accepts or declines in the contract popup; either side ends it as the
 * brand allows. The rules:
 * - An upline offers only a kind it holds itself, for the same period, and
 *   no tier of the offer may pay more than the upline's own terms at the same
 *   team figures (contract-terms.ts firstExcess); checked again at acceptance
 *   (the upline's terms may have changed) and capped at every settlement.
 * - Accepting replaces the holder's contract of the kind. When the new rate
 *   is higher than the old, the holder's downlines' contracts of the kind
 *   with a lower rate end (SPEC.md §4): they were agreed against the old
 *   terms, and the downlines get a new offer against the new ones.
 * - A contract that ends takes its holder's downline contracts of the kind
 *   with it: a downline's rate may never exceed its upline's, which is 0
 *   without a contract.
 */
import {
  ErrorCode,
  isAgentUserType,
  TOP_AGENT_TYPES,
  WhitelabelFlag,
  type TAgentContract,
  type TContractKind,
  type TContractPreview,
  type TContractRequests,
  type TContractTerms,
} from '@wps/contracts';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import { recordAudit } from '../audit/audit.service';
import { loadEnabledFlags, type MerchantRow } from '../brand';
import { findMemberById, findMembersByIds } from '../member';
import {
  acceptContractRow,
  contractOf,
  contractsByUpline,
  contractsOfAgent,
  endContractRow,
  findContract,
  insertContract,
  type ContractRow,
} from './contract.repository';
import { firstExcess, maxRateOf, percent } from './contract-terms';
import { previewTerms } from './settlement.service';
import { requireAgent, teamMemberByAccount } from './team.service';

type Services = Pick<AppServices, 'db' | 'clock'>;
type Merchant = Pick<MerchantRow, 'id' | 'gmtOffsetMinutes' | 'agentActiveMinBet' | 'agentCarryOver' | 'agentContractEndBy'>;

export const FLAG_OF_KIND: Record<TContractKind, string> = {
  dividend: WhitelabelFlag.dividend,
  daily_salary: WhitelabelFlag.dailySalary,
  hourly_salary: WhitelabelFlag.hourSalary,
  realtime_salary: WhitelabelFlag.realtimeSalary,
};

const refused = (message: string) => new AppError(409, ErrorCode.contractRefused, message);

export async function presentContracts(db: DrizzleDb, merchantId: number, rows: ContractRow[]): Promise<TAgentContract[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.uplineId ? [r.agentId, r.uplineId] : [r.agentId])))];
  const accounts = new Map((await findMembersByIds(db, merchantId, ids)).map((m) => [m.id, m.account]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    period: r.period,
    tiers: r.tiers,
    maxRate: r.maxRate,
    status: r.status,
    agentId: r.agentId,
    agentAccount: accounts.get(r.agentId) ?? '',
    uplineId: r.uplineId,
    uplineAccount: r.uplineId ? (accounts.get(r.uplineId) ?? '') : null,
    offeredAt: r.offeredAt.getTime(),
    decidedAt: r.decidedAt?.getTime() ?? null,
    endedAt: r.endedAt?.getTime() ?? null,
    endReason: r.endReason,
  }));
}
const presentOne = async (db: DrizzleDb, merchantId: number, row: ContractRow) => (await presentContracts(db, merchantId, [row]))[0]!;

async function requireKindOn(db: DrizzleDb, merchantId: number, kind: TContractKind) {
  if (!(await loadEnabledFlags(db, merchantId)).has(FLAG_OF_KIND[kind])) throw new AppError(403, ErrorCode.featureDisabled, `${kind} contracts are not available on this site`);
}

/** The upline's own accepted contract must cover the offer: same period, never a higher rate at the same figures. */
function checkAgainstUpline(terms: Pick<TContractTerms, 'period' | 'tiers'>, upline: ContractRow | undefined) {
  if (!upline) throw refused('You need an accepted contract of this kind before offering one');
  if (upline.period !== terms.period) throw refused(`Your contract is settled per ${upline.period}; an offer must be too`);
  const excess = firstExcess(terms.tiers, upline.tiers);
  if (excess) {
    throw refused(`At a team valid bet of ${excess.validBet} and ${excess.activeMembers} active members the offer pays ${percent(excess.down)}, above your ${percent(excess.up)}`);
  }
}

/** Ends a contract and, with it, its holder's downline contracts of the kind (recursively). */
async function endWithTeam(tx: DrizzleDb, merchantId: number, contract: ContractRow, reason: string, at: Date): Promise<number[]> {
  const ended = await endContractRow(tx, contract.id, 'terminated', at, reason);
  if (!ended) return [];
  const out = [ended.id];
  for (const below of await contractsByUpline(tx, merchantId, contract.agentId, contract.kind, ['offered', 'accepted'])) {
    out.push(...(await endWithTeam(tx, merchantId, below, 'upline_ended', at)));
  }
  return out;
}

async function insertOffer(tx: DrizzleDb, merchantId: number, agentId: number, uplineId: number | null, staffId: number | null, terms: TContractTerms, at: Date): Promise<ContractRow> {
  // A newer offer replaces one still waiting.
  const waiting = await contractOf(tx, merchantId, agentId, terms.kind, 'offered');
  if (waiting) await endContractRow(tx, waiting.id, 'terminated', at, 'withdrawn');
  return insertContract(tx, {
    merchantId,
    kind: terms.kind,
    agentId,
    uplineId,
    offeredByStaff: staffId,
    period: terms.period,
    tiers: terms.tiers,
    maxRate: maxRateOf(terms.tiers),
    status: 'offered',
    offeredAt: at,
  });
}

/** An agent offers its direct downline (an agent) a contract. */
export async function offerToDownline(services: Services, merchant: Merchant, uplineId: number, body: TContractTerms & { agentAccount: string }): Promise<TAgentContract> {
  const upline = await requireAgent(services.db, merchant, uplineId);
  await requireKindOn(services.db, merchant.id, body.kind);
  const { member, depth } = await teamMemberByAccount(services.db, merchant.id, upline.id, body.agentAccount);
  if (depth !== 1) throw AppError.notFound('Contracts go to your direct downlines only');
  if (!isAgentUserType(member.type)) throw refused(`${member.account} is a player: contracts are for agents`);
  checkAgainstUpline(body, await contractOf(services.db, merchant.id, upline.id, body.kind, 'accepted'));
  const row = await services.db.transaction((tx) => insertOffer(tx, merchant.id, member.id, upline.id, null, body, services.clock.now()));
  return presentOne(services.db, merchant.id, row);
}

/** Staff offer a top agent a contract with the brand (audited). */
export async function offerFromBrand(
  services: Services,
  merchant: Merchant,
  staff: { id: number; ip: string | null },
  body: TContractTerms & { agentId: number; reason: string },
): Promise<TAgentContract> {
  await requireKindOn(services.db, merchant.id, body.kind);
  const member = await findMemberById(services.db, merchant.id, body.agentId);
  if (!member) throw AppError.notFound('No such member');
  // Top agents and player-agents have the brand as their upline: their contracts are the brand's (decision 011).
  if (!(TOP_AGENT_TYPES as readonly number[]).includes(member.type)) throw refused(`${member.account} is not a top agent: its upline offers its contracts`);
  const now = services.clock.now();
  const row = await services.db.transaction(async (tx) => {
    const created = await insertOffer(tx, merchant.id, member.id, null, staff.id, body, now);
    await recordAudit(tx, {
      merchantId: merchant.id,
      actor: { kind: 'staff', id: staff.id, ip: staff.ip },
      action: 'agent.contract.offer',
      entity: 'agent_contract',
      entityId: created.id,
      before: null,
      after: { agentId: member.id, kind: created.kind, period: created.period, tiers: created.tiers },
      reason: body.reason,
      at: now,
    });
    return created;
  });
  return presentOne(services.db, merchant.id, row);
}

/** The holder accepts or declines an offer of a kind (the four process calls). */
export async function decideOffer(services: Services, merchant: Merchant, memberId: number, kind: TContractKind, contractId: number, action: 'accept' | 'decline'): Promise<TAgentContract> {
  const now = services.clock.now();
  const row = await services.db.transaction(async (tx) => {
    const offer = await findContract(tx, merchant.id, contractId, true);
    if (!offer || offer.agentId !== memberId || offer.kind !== kind) throw AppError.notFound('No such offer');
    if (offer.status !== 'offered') throw refused('This offer is no longer open');
    if (action === 'decline') return (await endContractRow(tx, offer.id, 'declined', now, null))!;
    if (offer.uplineId !== null) checkAgainstUpline(offer, await contractOf(tx, merchant.id, offer.uplineId, kind, 'accepted'));
    const previous = await contractOf(tx, merchant.id, memberId, kind, 'accepted');
    if (previous) {
      await endContractRow(tx, previous.id, 'terminated', now, 'replaced');
      // SPEC.md §4: on confirming a new, higher rate, the subordinates with a lower rate end.
      if (offer.maxRate > previous.maxRate) {
        for (const below of await contractsByUpline(tx, merchant.id, memberId, kind, ['offered', 'accepted'])) {
          if (below.maxRate < offer.maxRate) await endWithTeam(tx, merchant.id, below, 'upline_rate_raised', now);
        }
      }
    }
    return (await acceptContractRow(tx, offer.id, now))!;
  });
  return presentOne(services.db, merchant.id, row);
}

/** Ends a contract: its holder or its upline as the brand allows (agents), or staff (always). */
export async function endContract(
  services: Services,
  merchant: Merchant,
  actor: { kind: 'member'; id: number } | { kind: 'staff'; id: number; ip: string | null; reason: string },
  contractId: number,
): Promise<TAgentContract> {
  const now = services.clock.now();
  const row = await services.db.transaction(async (tx) => {
    const contract = await findContract(tx, merchant.id, contractId, true);
    const isHolder = actor.kind === 'member' && contract?.agentId === actor.id;
    const isUpline = actor.kind === 'member' && contract?.uplineId === actor.id;
    if (!contract || (actor.kind === 'member' && !isHolder && !isUpline)) throw AppError.notFound('No such contract');
    if (contract.status !== 'accepted' && contract.status !== 'offered') throw refused('This contract has already ended');
    if (actor.kind === 'member' && contract.status === 'accepted') {
      const rule = merchant.agentContractEndBy;
      if (rule === 'staff' || (rule === 'upline' && !isUpline) || (contract.uplineId === null && rule !== 'both')) {
        throw new AppError(403, ErrorCode.forbidden, 'On this site this contract is ended by ' + (rule === 'staff' || contract.uplineId === null ? 'staff' : 'the upline'));
      }
    }
    const reason = actor.kind === 'staff' ? 'by_staff' : isUpline ? (contract.status === 'offered' ? 'withdrawn' : 'by_upline') : 'by_agent';
    await endWithTeam(tx, merchant.id, contract, reason, now);
    if (actor.kind === 'staff') {
      await recordAudit(tx, {
        merchantId: merchant.id,
        actor: { kind: 'staff', id: actor.id, ip: actor.ip },
        action: 'agent.contract.end',
        entity: 'agent_contract',
        entityId: contract.id,
        before: { status: contract.status },
        after: { status: 'terminated' },
        reason: actor.reason,
        at: now,
      });
    }
    return (await findContract(tx, merchant.id, contract.id))!;
  });
  return presentOne(services.db, merchant.id, row);
}

export async function contractRequests(db: DrizzleDb, merchant: Pick<MerchantRow, 'id'>, memberId: number): Promise<TContractRequests> {
  const offered = new Set((await contractsOfAgent(db, merchant.id, memberId, ['offered'])).map((c) => c.kind));
  return {
    divtypereq: offered.has('dividend'),
    dailysalreqtype: offered.has('daily_salary'),
    contracthoursalreq: offered.has('hourly_salary'),
    realtimesalreqtype: offered.has('realtime_salary'),
  };
}

/** The offers of a kind waiting for the caller, each with its what-if over the last whole period. */
export async function offersFor(db: DrizzleDb, merchant: Merchant, memberId: number, kind: TContractKind, now: Date): Promise<{ offers: (TAgentContract & { preview: TContractPreview })[] }> {
  const rows = (await contractsOfAgent(db, merchant.id, memberId, ['offered'])).filter((c) => c.kind === kind);
  const presented = await presentContracts(db, merchant.id, rows);
  const offers = [];
  for (const c of presented) offers.push({ ...c, preview: await previewTerms(db, merchant, memberId, c, now) });
  return { offers };
}

export async function myContracts(db: DrizzleDb, merchant: Merchant, memberId: number, kind: TContractKind | undefined) {
  await requireAgent(db, merchant, memberId);
  const mine = (await contractsOfAgent(db, merchant.id, memberId, ['offered', 'accepted'])).filter((c) => !kind || c.kind === kind);
  const downlines = await contractsByUpline(db, merchant.id, memberId, kind, ['offered', 'accepted', 'declined', 'terminated']);
  return { mine: await presentContracts(db, merchant.id, mine), downlines: await presentContracts(db, merchant.id, downlines.slice(0, 200)) };
}

/** What-if for a direct downline under the offered terms (checked like an offer). */
export async function previewOffer(services: Services, merchant: Merchant, uplineId: number, body: TContractTerms & { agentAccount: string }): Promise<TContractPreview> {
  const upline = await requireAgent(services.db, merchant, uplineId);
  const { member, depth } = await teamMemberByAccount(services.db, merchant.id, upline.id, body.agentAccount);
  if (depth !== 1) throw AppError.notFound('Contracts go to your direct downlines only');
  return previewTerms(services.db, merchant, member.id, body, services.clock.now());
}
