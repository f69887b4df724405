import { getMemberInfo, staffAudit, staffMemberStatus } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, envelope } from './support/accounts';
import { createProviderApp, gameToken, valueOf, vendorCall, vendorSecret } from './support/provider';
import { expectLedgerSound, fundMember, loggedInMember, staffToken, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let secret: string;
beforeAll(async () => {
  t = await createProviderApp();
  secret = await vendorSecret(t);
});
afterAll(async () => t.close());

describe('disabling a member', () => {
  it("ends the member's sessions and game tokens at once; vendors still settle the open round; audited; admin only", async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 10_000n);
    const token = await gameToken(t, m);
    const playerId = String(m.id);
    expect((await vendorCall(t, 'bet', { token, playerId, transactionId: `ds-b1-${m.id}`, roundId: `ds-r1-${m.id}`, amount: '1000' }, { secret })).statusCode).toBe(200);

    const finance = await call(t, staffMemberStatus, { memberId: m.id, status: 'disabled', reason: 'fraud review' }, { token: await staffToken(t, 'finance01') });
    expect(finance.statusCode).toBe(403);
    const admin = await staffToken(t, 'admin01');
    const res = await call(t, staffMemberStatus, { memberId: m.id, status: 'disabled', reason: 'fraud review' }, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).value).toMatchObject({ memberId: m.id, status: 'disabled', changed: true, gameTokensEnded: 1 });

    // The member's session is over, and so is the game: no new bet.
    expect((await call(t, getMemberInfo, undefined, { token: m.token, ip: m.ip })).statusCode).toBe(401);
    const bet = await vendorCall(t, 'bet', { token, playerId, transactionId: `ds-b2-${m.id}`, roundId: `ds-r2-${m.id}`, amount: '1000' }, { secret });
    expect(bet.statusCode).toBe(401);
    expect(envelope(bet).code).toBe('game_token_invalid');
    // The vendor finishes the round it had open.
    const win = await vendorCall(t, 'win', { playerId, transactionId: `ds-w1-${m.id}`, roundId: `ds-r1-${m.id}`, amount: '500', endRound: true }, { secret });
    expect(win.statusCode).toBe(200);
    expect(valueOf(win).balance).toBe('9500');

    const again = await call(t, staffMemberStatus, { memberId: m.id, status: 'disabled', reason: 'again' }, { token: admin });
    expect(envelope(again).value).toMatchObject({ changed: false });
    const audit = await call(t, staffAudit, undefined, { token: admin, query: `entity=member&entityId=${m.id}` });
    expect((envelope(audit).value as { list: { action: string; reason: string }[] }).list[0]).toMatchObject({ action: 'member.disable', reason: 'fraud review' });
    await expectLedgerSound(t);
  });

  it("is brand-scoped: another brand's member is not found", async () => {
    const m = await loggedInMember(t);
    const res = await call(t, staffMemberStatus, { memberId: m.id + 1_000_000, status: 'disabled', reason: 'x' }, { token: await staffToken(t, 'admin01') });
    expect(res.statusCode).toBe(404);
  });
});
