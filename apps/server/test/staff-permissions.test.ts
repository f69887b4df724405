/**
 * The permission matrix: every staff call refuses a staff member whose role lacks
 * the call's permission (403, nothing done), a staff member of another brand (401)
 * and a member's token (401); a role holding only that permission gets past the check.
 * The list of calls comes from the contracts, so a new staff call is covered the day it is added.
 */
import * as contracts from '@wps/contracts';
import { STAFF_PERMISSIONS, type Contract, type TStaffPermission } from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, saveStaffRole } from '../src/modules/staff/staff.service';
import { findMerchantByCode } from '../src/modules/brand/brand.repository';
import { seedWallet } from '../src/db/seed/wallet';
import { accountBrand, call, envelope, type AccountTestApp } from './support/accounts';
import { createTestBrand } from './helpers';
import { createWalletApp, loggedInMember, staffToken, type WalletTestApp } from './support/wallet';

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'value' in value;
const staffContracts = (Object.entries(contracts as Record<string, unknown>).filter(([, c]) => isContract(c)) as [string, Contract][]).filter(([, c]) =>
  c.path.startsWith('/wps/staff/'),
);

const guarded = staffContracts.filter(([, c]) => c.staff && c.staff.permission !== 'self');

let t: WalletTestApp;
let other: AccountTestApp;
/** A token per permission: a role with every permission but that one. */
const without = new Map<TStaffPermission, string>();
/** A token per permission: a role with that permission only. */
const only = new Map<TStaffPermission, string>();
let otherBrandAdmin: string;
let memberToken: string;

beforeAll(async () => {
  t = await createWalletApp();
  const db = t.database.db;
  for (const permission of STAFF_PERMISSIONS) {
    const slug = permission.replace('.', '-');
    await saveStaffRole(db, { merchantId: t.merchantId, code: `no-${slug}`, name: `All but ${permission}`, permissions: STAFF_PERMISSIONS.filter((p) => p !== permission) });
    await saveStaffRole(db, { merchantId: t.merchantId, code: `only-${slug}`, name: `Only ${permission}`, permissions: [permission] });
    await createStaff(db, { merchantId: t.merchantId, username: `no-${slug}`, displayName: 'x', role: `no-${slug}`, password: 'Matrix@12345' });
    await createStaff(db, { merchantId: t.merchantId, username: `only-${slug}`, displayName: 'x', role: `only-${slug}`, password: 'Matrix@12345' });
    without.set(permission, await staffToken(t, `no-${slug}`, { password: 'Matrix@12345' }));
    only.set(permission, await staffToken(t, `only-${slug}`, { password: 'Matrix@12345' }));
  }
  const second = await createTestBrand(t.database, accountBrand());
  await seedWallet(db, second.code);
  const merchant = await findMerchantByCode(db, second.code);
  if (!merchant) throw new Error('second brand missing');
  other = { ...t, host: second.host, agentHost: second.agentHost, merchantId: merchant.id };
  otherBrandAdmin = await staffToken(other, 'admin01');
  memberToken = (await loggedInMember(t)).token;
}, 120_000);
afterAll(async () => t.close());

describe('the staff permission matrix', () => {
  it('covers every staff call: each names a permission or is about the caller only', () => {
    expect(staffContracts.length).toBeGreaterThan(20);
    for (const [name, c] of staffContracts) {
      if (name === 'staffLogin') continue;
      expect(c.staff, name).toBeDefined();
    }
    // The self calls are the session's own: me, logout, the authenticator, own sessions.
    const self = staffContracts.filter(([, c]) => c.staff?.permission === 'self').map(([name]) => name).sort();
    expect(self).toEqual(['staffLogout', 'staffMe', 'staffRevokeSession', 'staffSessions', 'staffTotpEnrol']);
  });

  it.each(guarded.map(([name, c]) => [name, c] as const))('%s: refused without its permission, by another brand and by a member', async (name, c) => {
    const permission = c.staff!.permission as TStaffPermission;
    const refused = await call(t, c, c.method === 'GET' ? undefined : {}, { token: without.get(permission)! });
    expect(refused.statusCode, `${name} without ${permission}`).toBe(403);
    expect(envelope(refused).code).toBe('forbidden');

    const foreign = await call(t, c, c.method === 'GET' ? undefined : {}, { token: otherBrandAdmin });
    expect(foreign.statusCode, `${name} by another brand's admin`).toBe(401);
    expect(envelope(foreign).code).toBe('staff_unauthorized');

    const member = await call(t, c, c.method === 'GET' ? undefined : {}, { token: memberToken });
    expect(member.statusCode, `${name} by a member`).toBe(401);

    // Holding only that permission passes the check (what follows may still refuse the empty input).
    const allowed = await call(t, c, c.method === 'GET' ? undefined : {}, { token: only.get(permission)! });
    expect([200, 400, 404], `${name} with only ${permission}: ${allowed.body}`).toContain(allowed.statusCode);
  });
});
