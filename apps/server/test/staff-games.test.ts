import {
  getGameList,
  getGameVendors,
  getHotGames,
  launchGame,
  staffAudit,
  staffEndVendorMaintenance,
  staffGameVendors,
  staffGames,
  staffRefundRound,
  staffResolveRound,
  staffRotateProviderSecret,
  staffRoundsToResolve,
  staffSaveProviderSettings,
  staffScheduleVendorMaintenance,
  staffSetVendorEnabled,
  staffUpdateGame,
  type TGameCard,
  type TLane,
  type TStaffGame,
  type TStaffRound,
  type TStaffVendor,
} from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, wagers } from '../src/db/schema';
import { seedGameCatalog } from '../src/db/seed/games';
import { applyVendorMaintenance } from '../src/modules/games-admin/games-admin.service';
import { PROVIDER_SETTINGS_TTL_MS } from '../src/modules/provider/provider.cache';
import { call, envelope } from './support/accounts';
import { FIXTURE_CATALOGS } from './support/fixture-catalog';
import { createProviderApp, gameToken, openRound, valueOf, vendorCall, vendorSecret } from './support/provider';
import { expectWagersSound } from './support/wagers';
import { expectLedgerSound, fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
beforeAll(async () => {
  t = await createProviderApp();
  await seedGameCatalog(t.database.db, t.merchantId, FIXTURE_CATALOGS.small(), t.clock.now());
});
afterAll(async () => t.close());

// Staff sessions end while the tests move the clock by hours: each call takes a live one (a new login when needed).
const admin = () => staffToken(t, 'admin01');
const support = () => staffToken(t, 'support01');

type Res = Awaited<ReturnType<typeof call>>;
const value = <T>(res: Res): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};
const vendorsList = async () => value<{ list: TStaffVendor[] }>(await call(t, staffGameVendors, undefined, { token: await support() })).list;
const vendor = async (vassalage: string) => (await vendorsList()).find((v) => v.vassalage === vassalage)!;
const lanes = async () => value<{ data: { lanes: TLane[] } }>(await call(t, getGameVendors)).data.lanes;
const laneVendor = async (vassalage: string) => (await lanes()).flatMap((l) => l.vendors).find((v) => v.vassalage === vassalage);
const auditOf = async (entity: string, entityId: string | number) =>
  value<{ list: { action: string; reason: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null }[] }>(
    await call(t, staffAudit, undefined, { token: await admin(), query: `entity=${entity}&entityId=${entityId}` }),
  ).list;
const launch = (m: TestMember, vassalage: string, gameCode: string) => call(t, launchGame, { vassalage, gameCode }, { token: m.token, ip: m.ip });

describe('vendors in the console', () => {
  it('lists every vendor with its status, windows and settings, never a secret; content staff may not look', async () => {
    const list = await vendorsList();
    const wps = list.find((v) => v.vassalage === 'WPS')!;
    expect(wps).toMatchObject({ status: 'enabled', walletMode: 'seamless' });
    expect([...wps.gameTypes].sort()).toEqual(['LIVE', 'RNG']);
    expect(wps.settings).toMatchObject({ launchUrl: '/studio/{game}/', allowedIps: [], enabled: true, previousSecretUntil: null });
    expect(wps.gameCount).toBeGreaterThan(0);
    expect(list.find((v) => v.vassalage === 'DGL')?.status).toBe('maintenance');
    expect(list.find((v) => v.vassalage === 'SABA')?.walletMode).toBe('transfer');
    const raw = (await call(t, staffGameVendors, undefined, { token: await admin() })).body;
    expect(raw).not.toContain(await vendorSecret(t, 'WPS'));
    expect((await call(t, staffGameVendors, undefined, { token: await staffToken(t, 'content01') })).statusCode).toBe(403);
  });

  it('switches a vendor off the player site and back on, audited; support may not', async () => {
    const m = await loggedInMember(t);
    expect(await laneVendor('PGS')).toBeDefined();
    expect((await call(t, staffSetVendorEnabled, { vassalage: 'PGS', enabled: false, reason: 'Contract paused' }, { token: await support() })).statusCode).toBe(403);
    const off = value<TStaffVendor>(await call(t, staffSetVendorEnabled, { vassalage: 'PGS', enabled: false, reason: 'Contract paused' }, { token: await admin() }));
    expect(off.status).toBe('disabled');
    expect(await laneVendor('PGS')).toBeUndefined();
    expect(value<{ total: number }>(await call(t, getGameList, undefined, { query: 'vassalage=PGS' })).total).toBe(0);
    const refused = await launch(m, 'PGS', 'anything');
    expect(refused.statusCode).toBe(404);
    expect(envelope(refused).code).toBe('provider_unavailable');

    const on = value<TStaffVendor>(await call(t, staffSetVendorEnabled, { vassalage: 'PGS', enabled: true, reason: 'Signed again' }, { token: await admin() }));
    expect(on.status).toBe('enabled');
    expect(await laneVendor('PGS')).toBeDefined();
    const audit = await auditOf('vendor', 'PGS');
    expect(audit.map((a) => a.action)).toEqual(['vendor.enable', 'vendor.disable']);
    expect(audit[1]).toMatchObject({ reason: 'Contract paused', before: { enabled: true }, after: { enabled: false } });
    expect((await call(t, staffSetVendorEnabled, { vassalage: 'NOPE', enabled: false, reason: 'x' }, { token: await admin() })).statusCode).toBe(404);
  });

  it('puts a vendor under maintenance now, as the site shows it, and ends it', async () => {
    const started = value<TStaffVendor>(await call(t, staffScheduleVendorMaintenance, { vassalage: 'SPN', reason: 'Vendor upgrade' }, { token: await admin() }));
    expect(started.status).toBe('maintenance');
    expect(started.maintenance[0]).toMatchObject({ state: 'active', endsAt: null, reason: 'Vendor upgrade' });
    expect((await laneVendor('SPN'))?.status).toBe('MAINTENANCE');
    // One open window per vendor.
    const second = await call(t, staffScheduleVendorMaintenance, { vassalage: 'SPN', reason: 'again' }, { token: await admin() });
    expect(second.statusCode).toBe(409);

    const ended = value<TStaffVendor>(await call(t, staffEndVendorMaintenance, { id: started.maintenance[0]!.id, reason: 'Done' }, { token: await admin() }));
    expect(ended.status).toBe('enabled');
    expect(ended.maintenance[0]).toMatchObject({ state: 'ended' });
    expect((await laneVendor('SPN'))?.status).toBe('ACTIVE');
    expect((await call(t, staffEndVendorMaintenance, { id: started.maintenance[0]!.id, reason: 'again' }, { token: await admin() })).statusCode).toBe(409);
    const audit = await auditOf('vendor', 'SPN');
    expect(audit.map((a) => a.action)).toEqual(['vendor.maintenance.end', 'vendor.maintenance.schedule']);
    expect(audit[0]).toMatchObject({ before: { state: 'active' }, after: { state: 'ended' }, reason: 'Done' });
  });

  it('applies a later window when its time comes, and ends it at its end', async () => {
    const now = t.clock.now().getTime();
    const startsAt = now + 3600_000;
    const scheduled = value<TStaffVendor>(
      await call(t, staffScheduleVendorMaintenance, { vassalage: 'OCF', startsAt, endsAt: startsAt + 3600_000, reason: 'Planned' }, { token: await admin() }),
    );
    expect(scheduled.status).toBe('enabled');
    expect(scheduled.maintenance[0]).toMatchObject({ state: 'scheduled', startsAt });
    t.clock.advance(3600_000 + 1);
    expect(await applyVendorMaintenance(t.database.db, t.clock.now())).toMatchObject({ started: 1 });
    expect((await vendor('OCF')).status).toBe('maintenance');
    expect((await laneVendor('OCF'))?.status).toBe('MAINTENANCE');
    t.clock.advance(3600_000);
    expect(await applyVendorMaintenance(t.database.db, t.clock.now())).toMatchObject({ ended: 1 });
    expect((await vendor('OCF')).status).toBe('enabled');
    expect((await auditOf('vendor', 'OCF')).map((a) => a.action)).toEqual(['vendor.maintenance.ended', 'vendor.maintenance.started', 'vendor.maintenance.schedule']);
  });

  it('refuses a window that ends before it starts, and a scheduled one can be cancelled', async () => {
    const now = t.clock.now().getTime();
    const bad = await call(t, staffScheduleVendorMaintenance, { vassalage: 'KYC', startsAt: now + 7200_000, endsAt: now + 3600_000, reason: 'x' }, { token: await admin() });
    expect(bad.statusCode).toBe(400);
    const later = value<TStaffVendor>(await call(t, staffScheduleVendorMaintenance, { vassalage: 'KYC', startsAt: now + 7200_000, reason: 'Later' }, { token: await admin() }));
    const cancelled = value<TStaffVendor>(await call(t, staffEndVendorMaintenance, { id: later.maintenance[0]!.id, reason: 'Not needed' }, { token: await admin() }));
    expect(cancelled).toMatchObject({ status: 'enabled', maintenance: [{ state: 'ended', endsAt: now + 7200_000 }] });
  });
});

describe('provider settings', () => {
  it('changes the launch address, wallet mode, currency and allow-list, audited; bad input is a 400', async () => {
    const m = await loggedInMember(t);
    const before = await vendor('PGS');
    const saved = value<TStaffVendor>(
      await call(
        t,
        staffSaveProviderSettings,
        { vassalage: 'PGS', launchUrl: 'https://pgs.example.invalid/play/{game}', walletMode: 'seamless', currency: t.currency, allowedIps: ['203.0.113.0/24'], reason: 'New data centre' },
        { token: await admin() },
      ),
    );
    expect(saved.settings).toMatchObject({ launchUrl: 'https://pgs.example.invalid/play/{game}', allowedIps: ['203.0.113.0/24'] });
    // This process dropped its cached copy: the allow-list holds at once.
    const refused = await vendorCall(t, 'balance', { playerId: String(m.id) }, { vassalage: 'PGS', ip: '198.51.100.7' });
    expect(envelope(refused).code).toBe('provider_ip_refused');
    expect((await vendorCall(t, 'balance', { playerId: String(m.id) }, { vassalage: 'PGS', ip: '203.0.113.9' })).statusCode).toBe(200);
    const [audit] = await auditOf('vendor', 'PGS');
    expect(audit).toMatchObject({
      action: 'vendor.settings',
      before: { launchUrl: before.settings!.launchUrl, allowedIps: [] },
      after: { launchUrl: 'https://pgs.example.invalid/play/{game}', allowedIps: ['203.0.113.0/24'], walletMode: 'seamless' },
    });

    const base = { vassalage: 'PGS', launchUrl: '/x', walletMode: 'seamless', currency: t.currency, allowedIps: [], reason: 'x' };
    for (const bad of [{ allowedIps: ['not-an-ip'] }, { launchUrl: 'javascript:alert(1)' }, { currency: 'pesos' }, { walletMode: 'cash' }]) {
      const res = await call(t, staffSaveProviderSettings, { ...base, ...bad }, { token: await admin() });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(t, staffSaveProviderSettings, { ...base, vassalage: 'NOPE' }, { token: await admin() })).statusCode).toBe(404);
    expect((await call(t, staffSaveProviderSettings, base, { token: await support() })).statusCode).toBe(403);
  });

  it('rotates the secret with an overlap: both verify during it, only the new one after it', async () => {
    const m = await loggedInMember(t);
    const old = await vendorSecret(t, 'FCG');
    const balance = (secret: string) => vendorCall(t, 'balance', { playerId: String(m.id) }, { vassalage: 'FCG', secret });
    expect((await balance(old)).statusCode).toBe(200);
    const rotated = value<{ vendor: TStaffVendor; secret: string }>(
      await call(t, staffRotateProviderSecret, { vassalage: 'FCG', overlapHours: 2, reason: 'Quarterly rotation' }, { token: await admin() }),
    );
    expect(rotated.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.secret).not.toBe(old);
    expect(rotated.vendor.settings?.previousSecretUntil).toBe(t.clock.now().getTime() + 2 * 3600_000);
    expect((await balance(rotated.secret)).statusCode).toBe(200);
    expect((await balance(old)).statusCode).toBe(200);

    t.clock.advance(2 * 3600_000 - PROVIDER_SETTINGS_TTL_MS);
    expect((await balance(old)).statusCode).toBe(200);
    t.clock.advance(PROVIDER_SETTINGS_TTL_MS + 1);
    const late = await balance(old);
    expect(late.statusCode).toBe(401);
    expect(envelope(late).code).toBe('signature_invalid');
    expect((await balance(rotated.secret)).statusCode).toBe(200);

    const [audit] = await auditOf('vendor', 'FCG');
    expect(audit).toMatchObject({ action: 'vendor.secret.rotate', reason: 'Quarterly rotation', after: { overlapHours: 2 } });
    expect(JSON.stringify(audit)).not.toContain(old);
    expect(JSON.stringify(audit)).not.toContain(rotated.secret);
    for (const overlapHours of [0, 73, 1.5]) {
      expect((await call(t, staffRotateProviderSecret, { vassalage: 'FCG', overlapHours, reason: 'x' }, { token: await admin() })).statusCode).toBe(400);
    }
    expect((await call(t, staffRotateProviderSecret, { vassalage: 'FCG', overlapHours: 1, reason: 'x' }, { token: await support() })).statusCode).toBe(403);
  });
});

describe('games in the console', () => {
  const gamesOf = async (query: string) => value<{ list: TStaffGame[]; total: number }>(await call(t, staffGames, undefined, { token: await support(), query }));

  it('filters by vendor, category, state and name on the server, in pages', async () => {
    const all = await gamesOf('pageSize=5');
    expect(all.list).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    const wps = await gamesOf('vassalage=WPS&pageSize=100');
    expect(wps.list.every((g) => g.vassalage === 'WPS')).toBe(true);
    const live = await gamesOf('vassalage=WPS&gameType=LIVE&pageSize=100');
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((g) => g.gameType === 'LIVE')).toBe(true);
    const named = await gamesOf('q=lucky%20reels');
    expect(named.list.map((g) => g.gameName)).toContain('Lucky Reels');
    expect((await gamesOf('state=disabled')).total).toBe(0);
    expect((await call(t, staffGames, undefined, { token: await support(), query: 'pageSize=1000' })).statusCode).toBe(400);
  });

  it('switches a game off and on, tags it hot, moves it, audited; the lobby follows', async () => {
    const m = await loggedInMember(t);
    const [game] = (await gamesOf('q=lucky%20reels')).list;
    const update = async (body: Record<string, unknown>, token?: string) =>
      call(t, staffUpdateGame, { id: game!.id, reason: 'Lobby refresh', ...body }, { token: token ?? (await admin()) });
    expect((await update({ enabled: false }, await support())).statusCode).toBe(403);

    const off = value<TStaffGame>(await update({ enabled: false }));
    expect(off.enabled).toBe(false);
    const lobby = value<{ games: TGameCard[] }>(await call(t, getGameList, undefined, { query: 'vassalage=WPS&pageSize=100' })).games;
    expect(lobby.map((g) => g.nodeId)).not.toContain(game!.nodeId);
    expect((await launch(m, 'WPS', game!.gameCode)).statusCode).toBe(404);
    expect((await gamesOf('state=disabled')).list.map((g) => g.id)).toEqual([game!.id]);

    const on = value<TStaffGame>(await update({ enabled: true, hot: !game!.hot, new: true, sort: 7 }));
    expect(on).toMatchObject({ enabled: true, hot: !game!.hot, new: true, sort: 7 });
    const hot = value<{ list: TGameCard[] }>(await call(t, getHotGames)).list.map((g) => g.nodeId);
    expect(hot.includes(game!.nodeId)).toBe(on.hot);
    expect((await launch(m, 'WPS', game!.gameCode)).statusCode).toBe(200);

    const audit = await auditOf('game', game!.id);
    expect(audit.map((a) => a.action)).toEqual(['game.update', 'game.update']);
    expect(audit[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false }, reason: 'Lobby refresh' });
    expect(audit[0]).toMatchObject({ before: { enabled: false, sort: game!.sort }, after: { enabled: true, sort: 7 } });
  });

  it('changes a category only to one of its vendor, and refuses an empty change', async () => {
    const [game] = (await gamesOf('vassalage=WPS&gameType=RNG&pageSize=1')).list;
    const moved = value<TStaffGame>(await call(t, staffUpdateGame, { id: game!.id, gameType: 'LIVE', classify: 'TG', reason: 'Table game' }, { token: await admin() }));
    expect(moved).toMatchObject({ gameType: 'LIVE', classify: 'TG' });
    value<TStaffGame>(await call(t, staffUpdateGame, { id: game!.id, gameType: 'RNG', classify: null, reason: 'Back' }, { token: await admin() }));
    const foreign = await call(t, staffUpdateGame, { id: game!.id, gameType: 'SPORTS', reason: 'x' }, { token: await admin() });
    expect(foreign.statusCode).toBe(400);
    expect((await call(t, staffUpdateGame, { id: game!.id, reason: 'nothing' }, { token: await admin() })).statusCode).toBe(400);
    expect((await call(t, staffUpdateGame, { id: 2_000_000_000, enabled: true, reason: 'x' }, { token: await admin() })).statusCode).toBe(404);
  });
});

describe('rounds waiting for an operator', () => {
  const waiting = async () => value<{ list: TStaffRound[]; staleHours: number }>(await call(t, staffRoundsToResolve, undefined, { token: await support() }));
  const balance = async (m: TestMember) => BigInt(valueOf(await vendorCall(t, 'balance', { playerId: String(m.id) })).balance as string);
  const roundRow = async (roundId: string) =>
    (await t.database.db.select().from(gameRounds).where(and(eq(gameRounds.merchantId, t.merchantId), eq(gameRounds.vassalage, 'WPS'), eq(gameRounds.roundId, roundId))))[0]!;
  const wagerOf = async (roundId: string) => t.database.db.select().from(wagers).where(and(eq(wagers.merchantId, t.merchantId), eq(wagers.sourceRef, `WPS:${roundId}`)));

  it('refuses to refund a stale round its vendor already paid a win into (a stake is never both won and refunded); resolving closes it', async () => {
    const { m, roundId } = await openRound(t, 'stalewon');
    expect((await vendorCall(t, 'win', { playerId: String(m.id), transactionId: `${roundId}-w`, roundId, amount: '500' })).statusCode).toBe(200);
    t.clock.advance(25 * 3600_000);
    const listed = (await waiting()).list.find((r) => r.roundId === roundId)!;
    expect(listed).toMatchObject({ reasons: ['stale'], betTotal: '3000', winTotal: '500' });
    const refund = await call(t, staffRefundRound, { id: listed.id, reason: 'Vendor never settled' }, { token: await admin() });
    expect(refund.statusCode).toBe(409);
    expect(envelope(refund)).toMatchObject({ code: 'invalid_state', message: expect.stringContaining('resolve it instead') });
    expect(await balance(m)).toBe(7_500n);
    expect(await auditOf('round', listed.id)).toHaveLength(0);
    expect(value<TStaffRound>(await call(t, staffResolveRound, { id: listed.id, reason: 'Vendor never closed it' }, { token: await admin() }))).toMatchObject({ status: 'closed', betTotal: '3000', winTotal: '500' });
    expect(await balance(m)).toBe(7_500n);
    await expectLedgerSound(t);
  });

  it('refunds a round open too long: the stakes come back once under parallel requests, with its wager and an audit row', async () => {
    const { m, roundId } = await openRound(t, 'stale');
    const young = (await roundRow(roundId)).id;
    // Too young to wait for anyone.
    expect((await call(t, staffRefundRound, { id: young, reason: 'early' }, { token: await admin() })).statusCode).toBe(409);
    t.clock.advance(25 * 3600_000);
    const listed = (await waiting()).list.find((r) => r.roundId === roundId)!;
    expect(listed).toMatchObject({ reasons: ['stale'], betTotal: '3000', winTotal: '0', pendingWin: '0', memberAccount: m.account });
    expect(await balance(m)).toBe(7_000n);
    expect((await call(t, staffRefundRound, { id: listed.id, reason: 'x' }, { token: await support() })).statusCode).toBe(403);

    const token = await admin();
    const answers = await Promise.all([0, 1, 2].map(() => call(t, staffRefundRound, { id: listed.id, reason: 'Vendor never settled' }, { token })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const settled = value<TStaffRound>(answers.find((a) => a.statusCode === 200)!);
    expect(settled).toMatchObject({ status: 'closed', betTotal: '0', reasons: [] });
    expect(await balance(m)).toBe(10_000n);
    expect((await wagerOf(roundId)).map((w) => ({ stake: w.stake, payout: w.payout }))).toEqual([{ stake: 0n, payout: 0n }]);
    expect((await waiting()).list.map((r) => r.id)).not.toContain(listed.id);
    const audit = await auditOf('round', listed.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'round.refund', reason: 'Vendor never settled', before: { status: 'open', betTotal: '3000' }, after: { status: 'closed', refunded: '3000' } });
    // Settled: neither action again.
    expect((await call(t, staffResolveRound, { id: listed.id, reason: 'again' }, { token: await admin() })).statusCode).toBe(409);
    await expectLedgerSound(t);
    await expectWagersSound(t);
  });

  it('resolves a round whose win was refused: the win is paid once under parallel requests, then the round is final', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 10_000n);
    const token = await gameToken(t, m);
    const roundId = `early-win-${m.id}`;
    // The win came before its bet: refused, stored, and the vendor will not send it again under its id.
    const early = await vendorCall(t, 'win', { playerId: String(m.id), transactionId: `${roundId}-win`, roundId, amount: '4500' });
    expect(envelope(early).code).toBe('bet_not_found');
    expect((await vendorCall(t, 'bet', { token, playerId: String(m.id), transactionId: `${roundId}-bet`, roundId, amount: '1500' })).statusCode).toBe(200);
    const listed = (await waiting()).list.find((r) => r.roundId === roundId)!;
    expect(listed).toMatchObject({ reasons: ['unpaid_win'], betTotal: '1500', pendingWin: '4500' });

    const staff = { token: await admin() };
    const answers = await Promise.all([
      call(t, staffResolveRound, { id: listed.id, reason: 'Pay the reported win' }, staff),
      call(t, staffResolveRound, { id: listed.id, reason: 'Pay the reported win' }, staff),
      call(t, staffRefundRound, { id: listed.id, reason: 'Or refund' }, staff),
    ]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(2);
    const won = answers[codes.indexOf(200)]!;
    const action = codes.indexOf(200) === 2 ? 'refund' : 'resolve';
    const expected = action === 'resolve' ? 10_000n - 1_500n + 4_500n : 10_000n;
    expect(await balance(m)).toBe(expected);
    expect(value<TStaffRound>(won).status).toBe('closed');
    const [wager] = await wagerOf(roundId);
    expect(wager).toMatchObject(action === 'resolve' ? { stake: 1500n, payout: 4500n } : { stake: 0n, payout: 0n });
    const audit = await auditOf('round', listed.id);
    expect(audit.map((a) => a.action)).toEqual([`round.${action}`]);
    await expectLedgerSound(t);
    await expectWagersSound(t);
  });

  it('resolves a stale round with nothing reported as lost, and refuses an unknown round', async () => {
    const { m, roundId } = await openRound(t, 'lost');
    t.clock.advance(25 * 3600_000);
    const listed = (await waiting()).list.find((r) => r.roundId === roundId)!;
    const resolved = value<TStaffRound>(await call(t, staffResolveRound, { id: listed.id, reason: 'Vendor confirms a loss' }, { token: await admin() }));
    expect(resolved).toMatchObject({ status: 'closed', betTotal: '3000', winTotal: '0' });
    expect(await balance(m)).toBe(7_000n);
    expect((await wagerOf(roundId)).map((w) => w.result)).toEqual(['lose']);
    expect((await call(t, staffResolveRound, { id: 2_000_000_000, reason: 'x' }, { token: await admin() })).statusCode).toBe(404);
    expect((await call(t, staffResolveRound, { id: listed.id }, { token: await admin() })).statusCode).toBe(400);
    await expectLedgerSound(t);
  });
});
