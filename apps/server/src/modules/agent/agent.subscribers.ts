/**
 * The agent system's reaction to committed money and members (outbox):
 * approved deposits and withdrawals queue as team facts (once per event, by
 * its key), a member's first deposit counts once, and a registration
 * through an invite link counts for the link's agent. Idempotent: a
 * repeated delivery finds its key taken and changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../../services';
import { findMerchantById } from '../brand';
import { findMemberById } from '../member';
import { inviteMembers } from './agent.schema';
import { bumpInvite } from './recruit.service';
import { markFirstDeposit, queueFact } from './team.repository';
import { localDay } from './team-period';

export function subscribeAgent(services: Pick<AppServices, 'db' | 'clock' | 'outbox'>): void {
  const dayOf = async (merchantId: number) => localDay(services.clock.now(), (await findMerchantById(services.db, merchantId))?.gmtOffsetMinutes ?? 0);

  services.outbox.on('deposit.settled', 'agent.team-deposit', async ({ merchantId, payload: p }) => {
    if (p.status !== 'approved') return;
    const day = await dayOf(merchantId);
    await services.db.transaction(async (tx) => {
      const first = await markFirstDeposit(tx, merchantId, p.memberId, day);
      const queued = await queueFact(tx, { merchantId, memberId: p.memberId, day, eventKey: `deposit:${p.depositId}`, depositCount: 1, deposits: BigInt(p.amount), firstDeposits: first ? 1 : 0 });
      if (!queued || !first) return;
      const [invited] = await tx.select().from(inviteMembers).where(and(eq(inviteMembers.merchantId, merchantId), eq(inviteMembers.memberId, p.memberId)));
      if (invited) await bumpInvite(tx, merchantId, invited.agentId, day, { firstDeposits: 1 });
    });
  });

  services.outbox.on('withdrawal.decided', 'agent.team-withdrawal', async ({ merchantId, payload: p }) => {
    if (p.outcome !== 'approved') return;
    const day = await dayOf(merchantId);
    await queueFact(services.db, { merchantId, memberId: p.memberId, day, eventKey: `withdrawal:${p.withdrawalId}`, withdrawalCount: 1, withdrawals: BigInt(p.amount) });
  });

  services.outbox.on('member.registered', 'agent.invite-registration', async ({ merchantId, payload: p }) => {
    if (!p.affiliateCode) return;
    const member = await findMemberById(services.db, merchantId, p.memberId);
    if (!member?.uplineId) return;
    const day = await dayOf(merchantId);
    await services.db.transaction(async (tx) => {
      const fresh = await tx.insert(inviteMembers).values({ merchantId, memberId: member.id, agentId: member.uplineId! }).onConflictDoNothing().returning();
      if (fresh.length > 0) await bumpInvite(tx, merchantId, member.uplineId!, day, { registrations: 1 });
    });
  });
}
