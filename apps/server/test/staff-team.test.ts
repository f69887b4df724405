import {
  staffCreateMember,
  staffDeleteRole,
  staffEndMemberSession,
  staffLogin,
  staffMe,
  staffMemberSessions,
  staffResetTotp,
  staffRoleList,
  staffSaveRole,
  staffTeam,
  staffUpdateMember,
  type TStaff,
  type TStaffMember,
} from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, envelope, freshIp } from './support/accounts';
import { createWalletApp, staffToken, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let admin: string;
beforeAll(async () => {
  t = await createWalletApp();
  admin = await staffToken(t, 'admin01');
});
afterAll(async () => t.close());

const ok = <T>(res: Awaited<ReturnType<typeof call>>): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};
const login = (username: string, password: string) => call(t, staffLogin, { username, password }, { ip: freshIp() });

describe('staff management', () => {
  it('adds a staff member who signs in with the first password; lists the team', async () => {
    const added = ok<TStaffMember>(await call(t, staffCreateMember, { username: 'cs-ana', displayName: 'Ana', role: 'support', password: 'Welcome-2026!' }, { token: admin }));
    expect(added).toMatchObject({ username: 'cs-ana', role: 'support', status: 'active', totp: false, openSessions: 0 });
    expect((await login('cs-ana', 'Welcome-2026!')).statusCode).toBe(200);
    const team = ok<{ list: TStaffMember[] }>(await call(t, staffTeam, undefined, { token: admin }));
    expect(team.list.find((m) => m.username === 'cs-ana')).toMatchObject({ openSessions: 1 });
    // A taken name, a common password, an unknown role: refused.
    expect((await call(t, staffCreateMember, { username: 'CS-ANA', displayName: 'x', role: 'support', password: 'Welcome-2026!' }, { token: admin })).statusCode).toBe(409);
    expect((await call(t, staffCreateMember, { username: 'cs-bob', displayName: 'x', role: 'support', password: 'password123' }, { token: admin })).statusCode).toBe(400);
    expect((await call(t, staffCreateMember, { username: 'cs-bob', displayName: 'x', role: 'nobody', password: 'Welcome-2026!' }, { token: admin })).statusCode).toBe(400);
  });

  it('disables a staff member (their sessions end) but never oneself', async () => {
    const { id } = ok<TStaffMember>(await call(t, staffCreateMember, { username: 'fin-carl', displayName: 'Carl', role: 'support', password: 'Welcome-2026!' }, { token: admin }));
    const session = ok<{ token: string }>(await login('fin-carl', 'Welcome-2026!'));
    ok(await call(t, staffUpdateMember, { id, status: 'disabled', reason: 'Left the company' }, { token: admin }));
    expect((await call(t, staffMe, undefined, { token: session.token })).statusCode).toBe(401);
    expect((await login('fin-carl', 'Welcome-2026!')).statusCode).toBe(403);
    const me = ok<TStaff>(await call(t, staffMe, undefined, { token: admin }));
    const self = await call(t, staffUpdateMember, { id: me.id, status: 'disabled', reason: 'oops' }, { token: admin });
    expect(self.statusCode).toBe(409);
  });

  it('resets a lost authenticator: the next sign-in sets it up again', async () => {
    await staffToken(t, 'finance01');
    const team = ok<{ list: TStaffMember[] }>(await call(t, staffTeam, undefined, { token: admin }));
    const fin = team.list.find((m) => m.username === 'finance01')!;
    expect(fin.totp).toBe(true);
    const reset = ok<TStaffMember>(await call(t, staffResetTotp, { id: fin.id, reason: 'Lost phone' }, { token: admin }));
    expect(reset).toMatchObject({ totp: false, openSessions: 0 });
    const again = ok<{ enrolment: unknown }>(await login('finance01', 'Finance@123'));
    expect(again.enrolment).not.toBeNull();
  });

  it('composes custom roles, never beyond the granter, and removes one nobody holds', async () => {
    const role = ok<{ code: string; permissions: string[] }>(
      await call(t, staffSaveRole, { code: 'cs-lead', name: 'CS lead', permissions: ['players.view', 'content.view', 'staff.manage'], reason: 'New team' }, { token: admin }),
    );
    expect(role.permissions).toEqual(['players.view', 'content.view', 'staff.manage']);
    ok(await call(t, staffCreateMember, { username: 'lead-dee', displayName: 'Dee', role: 'cs-lead', password: 'Welcome-2026!' }, { token: admin }));
    const lead = await staffToken(t, 'lead-dee', { password: 'Welcome-2026!' });
    // The lead manages staff but cannot hand out what it lacks: an admin, or a role with money permissions.
    const escalate = await call(t, staffCreateMember, { username: 'evil-eve', displayName: 'Eve', role: 'admin', password: 'Welcome-2026!' }, { token: lead });
    expect(escalate.statusCode).toBe(403);
    expect((await call(t, staffSaveRole, { code: 'sneaky', name: 'x', permissions: ['finance.review'], reason: 'x' }, { token: lead })).statusCode).toBe(403);
    // Nor touch someone who holds more.
    const team = ok<{ list: TStaffMember[] }>(await call(t, staffTeam, undefined, { token: lead }));
    const adminRow = team.list.find((m) => m.username === 'admin01')!;
    expect((await call(t, staffUpdateMember, { id: adminRow.id, displayName: 'Pwned', reason: 'x' }, { token: lead })).statusCode).toBe(403);

    const roles = ok<{ list: { code: string; builtin: boolean; members: number }[] }>(await call(t, staffRoleList, undefined, { token: admin }));
    expect(roles.list.find((r) => r.code === 'cs-lead')).toMatchObject({ builtin: false, members: 1 });
    expect(roles.list.filter((r) => r.builtin).map((r) => r.code)).toEqual(['admin', 'finance', 'support', 'risk', 'content']);
    expect((await call(t, staffDeleteRole, { code: 'cs-lead', reason: 'x' }, { token: admin })).statusCode).toBe(409);
    expect((await call(t, staffDeleteRole, { code: 'admin', reason: 'x' }, { token: admin })).statusCode).toBe(409);
    ok(await call(t, staffSaveRole, { code: 'temp-role', name: 'Temp', permissions: [], reason: 'x' }, { token: admin }));
    ok(await call(t, staffDeleteRole, { code: 'temp-role', reason: 'Not needed' }, { token: admin }));
  });

  it("lists and ends another staff member's session", async () => {
    const { id } = ok<TStaffMember>(await call(t, staffCreateMember, { username: 'cs-fay', displayName: 'Fay', role: 'support', password: 'Welcome-2026!' }, { token: admin }));
    const session = ok<{ token: string }>(await login('cs-fay', 'Welcome-2026!'));
    const open = ok<{ list: { id: string }[] }>(await call(t, staffMemberSessions, undefined, { token: admin, query: `id=${id}` }));
    expect(open.list).toHaveLength(1);
    ok(await call(t, staffEndMemberSession, { id: open.list[0]!.id, reason: 'Shared computer' }, { token: admin }));
    expect((await call(t, staffMe, undefined, { token: session.token })).statusCode).toBe(401);
    expect((await call(t, staffEndMemberSession, { id: open.list[0]!.id, reason: 'again' }, { token: admin })).statusCode).toBe(404);
  });
});
