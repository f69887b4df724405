import { getGameMenus, getRoomList, type ContractValue } from '@wps/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, vendors } from '../src/db/schema';
import { FIXTURE_CATALOGS, FIXTURE_VENDORS } from './support/fixture-catalog';
import { seedGameCatalog } from '../src/db/seed/games';
import { accountBrand, call, createAccountApp, envelope, type AccountTestApp } from './support/accounts';
import { loggedInMember, type TestMember } from './support/wallet';

type Rooms = ContractValue<typeof getRoomList>;
type Menus = ContractValue<typeof getGameMenus>;

let t: AccountTestApp;
let m: TestMember;
const START = new Date('2026-03-01T08:00:00Z');

beforeAll(async () => {
  t = await createAccountApp(accountBrand({ vendors: FIXTURE_VENDORS, prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'] }));
  await seedGameCatalog(t.database.db, t.merchantId, FIXTURE_CATALOGS.large(), START);
  m = await loggedInMember(t);
});
afterAll(async () => t.close());

const rooms = (vassalage: string, token: string | undefined = m.token) => call(t, getRoomList, undefined, { query: `vassalage=${vassalage}`, ...(token ? { token, ip: m.ip } : {}) });
const roomsOk = async (vassalage: string) => {
  const res = await rooms(vassalage);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return envelope(res).value as Rooms;
};

describe('GLS2_roomList', () => {
  it("answers the live vendor's games as tables with their smallest stake, and no made-up seats or largest stake", async () => {
    const liveGames = await t.database.db.select().from(games).where(and(eq(games.merchantId, t.merchantId), eq(games.vassalage, 'EVOL'), eq(games.gameType, 'LIVE')));
    const value = await roomsOk('EVOL');
    expect(value.vassalage).toBe('EVOL');
    expect(value.list).toHaveLength(liveGames.length);
    expect(value.list.length).toBeGreaterThan(5);
    for (const room of value.list) {
      const game = liveGames.find((g) => g.nodeId === room.nodeId);
      expect(game, room.nodeId).toBeDefined();
      // A third-party vendor reports neither seats nor a largest stake to us: both are null, never invented.
      expect(room).toMatchObject({ roomName: game!.gameName, gameCode: game!.gameCode, minBet: game!.minBet.toString(), maxBet: null, players: null });
      expect(room.status).toBe(game!.status === 'active' ? 'OPEN' : 'MAINTENANCE');
    }
    t.clock.advance(60 * 60_000);
    try {
      expect(await roomsOk('EVOL')).toEqual(value);
    } finally {
      t.clock.set(START);
    }
  });

  it('a vendor under maintenance answers every table MAINTENANCE', async () => {
    // DGL is seeded under maintenance.
    const value = await roomsOk('DGL');
    expect(value.list.length).toBeGreaterThan(0);
    expect(value.list.every((r) => r.status === 'MAINTENANCE')).toBe(true);
    await t.database.db.update(vendors).set({ status: 'ACTIVE' }).where(and(eq(vendors.merchantId, t.merchantId), eq(vendors.vassalage, 'DGL')));
    try {
      expect((await roomsOk('DGL')).list.some((r) => r.status === 'OPEN')).toBe(true);
    } finally {
      await t.database.db.update(vendors).set({ status: 'MAINTENANCE' }).where(and(eq(vendors.merchantId, t.merchantId), eq(vendors.vassalage, 'DGL')));
    }
  });

  it('an unknown vendor, or one without live tables, is 404 provider_unavailable', async () => {
    for (const vassalage of ['NOPE', 'PGS']) {
      const res = await rooms(vassalage);
      expect(res.statusCode, vassalage).toBe(404);
      expect(envelope(res)).toMatchObject({ success: false, code: 'provider_unavailable' });
    }
  });

  it('needs a token (401) and a well-formed vendor code (400)', async () => {
    const anonymous = await rooms('EVOL', '');
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).code).toBe('not_logged_in');
    for (const bad of ['', 'evol-1', 'X'.repeat(33)]) {
      const res = await rooms(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(envelope(res).code).toBe('validation_error');
    }
  });
});

describe('/lgw/games/game_menus', () => {
  const menus = async (query = '') => {
    const res = await call(t, getGameMenus, undefined, { query });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return envelope(res).value as Menus;
  };

  it("groups the brand's startable lottery games by prize mode, for visitors", async () => {
    const value = await menus();
    expect(value.menus.map((g) => g.prizeMode)).toEqual(['LOTT', 'ELOTT', 'SEA']);
    const byMode = Object.fromEntries(value.menus.map((g) => [g.prizeMode, g.games]));
    expect(byMode.LOTT!.every((g) => g.vassalage === 'TCG_LOTTO_VN' && g.prizeMode === 'LOTT')).toBe(true);
    expect(byMode.ELOTT!.every((g) => g.vassalage === 'ELOTT' && g.drawIntervalMinutes === null)).toBe(true);
    expect(byMode.SEA!.map((g) => g.vassalage)).toEqual(['TCG_SEA']);
    const lottery = await t.database.db
      .select()
      .from(games)
      .where(and(eq(games.merchantId, t.merchantId), eq(games.status, 'active')));
    const expected = lottery.filter((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT').length;
    expect(value.menus.reduce((n, g) => n + g.games.length, 0)).toBe(expected);
    const item = byMode.ELOTT![0]!;
    expect(item.iconUrl).toMatch(/^\/games\/.+\.svg$/);
  });

  it('filters by prize mode, answers nothing for a mode without games, and refuses an unknown mode', async () => {
    expect((await menus('prizeMode=ELOTT')).menus.map((g) => g.prizeMode)).toEqual(['ELOTT']);
    expect((await menus('prizeMode=ZY')).menus).toEqual([]);
    const bad = await call(t, getGameMenus, undefined, { query: 'prizeMode=XX' });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).code).toBe('validation_error');
  });
});
