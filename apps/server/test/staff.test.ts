import { getMemberInfo, staffAudit, staffLogin, staffLogout, staffMe } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, envelope, freshIp } from './support/accounts';
import { createWalletApp, loggedInMember, staffToken, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createWalletApp();
});
afterAll(async () => t.close());

describe('staff sessions', () => {
  it('logs staff in with their own accounts and tokens', async () => {
    const token = await staffToken(t, 'finance01');
    const me = await call(t, staffMe, undefined, { token });
    expect(me.statusCode).toBe(200);
    expect(envelope(me).value).toMatchObject({ username: 'finance01', role: 'finance' });
  });

  it('refuses a wrong password with the same answer as an unknown user', async () => {
    const wrong = await call(t, staffLogin, { username: 'finance01', password: 'nope' }, { ip: freshIp() });
    const unknown = await call(t, staffLogin, { username: 'ghost', password: 'nope' }, { ip: freshIp() });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(envelope(wrong).code).toBe(envelope(unknown).code);
  });

  it('keeps member and staff tokens apart', async () => {
    const member = await loggedInMember(t);
    expect((await call(t, staffMe, undefined, { token: member.token })).statusCode).toBe(401);
    const staff = await staffToken(t, 'support01');
    expect((await call(t, getMemberInfo, undefined, { token: staff })).statusCode).toBe(401);
  });

  it('checks the role: only admins read the audit log', async () => {
    const support = await staffToken(t, 'support01');
    const refused = await call(t, staffAudit, undefined, { token: support });
    expect(refused.statusCode).toBe(403);
    const admin = await staffToken(t, 'admin01');
    const res = await call(t, staffAudit, undefined, { token: admin, query: 'entity=staff' });
    expect(res.statusCode).toBe(200);
    const page = envelope(res).value as { list: { action: string }[]; total: number };
    expect(page.list.some((e) => e.action === 'staff.login')).toBe(true);
  });

  it('ends the session at logout', async () => {
    const token = await staffToken(t, 'finance02');
    expect((await call(t, staffLogout, undefined, { token })).statusCode).toBe(200);
    expect((await call(t, staffMe, undefined, { token })).statusCode).toBe(401);
  });
});
