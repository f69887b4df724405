import {
  HOT_GAMES,
  RANK_LIST_LIMIT,
  RECENT_GAMES_MAX,
  TRIAL_USER_TYPE,
  addFavoriteGame,
  getFavoriteGameIds,
  getFavoriteGameList,
  getGameList,
  getHotGames,
  getRankList,
  getRecentGames,
  getVassGameTypes,
  removeFavoriteGame,
  type ContractValue,
  type TGameCard,
  type TGameListValue,
} from '@wps/contracts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, recentGames as recentGamesTable } from '../src/db/schema';
import { FIXTURE_CATALOGS, FIXTURE_VENDORS, FIXTURE_VENDORS_SMALL } from './support/fixture-catalog';
import { seedGameCatalog } from '../src/db/seed/games';
import { SERVER_ROOT } from '../src/config';
import { gameIconPath, STUDIO_GAMES, type GameSeed } from '../src/db/seed/games-catalog';
import { STUDIO_VASSALAGE } from '../src/modules/provider/provider.seed';
import { findMerchantByCode } from '../src/modules/brand/brand.repository';
import { maskCustomerName, recordRecentGame, recordWin } from '../src/modules/games/games.service';
import { createTestBrand } from './helpers';
import { accountBrand, call, createAccountApp, envelope, type AccountTestApp, type CallOptions } from './support/accounts';
import { loggedInMember } from './support/wallet';

let t: AccountTestApp;
const catalog: GameSeed[] = FIXTURE_CATALOGS.large();

beforeAll(async () => {
  // A brand of this file's own with demo's vendors and demo's catalog, so writes never touch the seeded brands.
  t = await createAccountApp(accountBrand({ vendors: FIXTURE_VENDORS }));
  await seedGameCatalog(t.database.db, t.merchantId, catalog, t.clock.now());
});
afterAll(async () => t.close());

const ok = <T>(res: Awaited<ReturnType<typeof call>>): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};
const list = async (query: string, o: CallOptions = {}) => ok<TGameListValue>(await call(t, getGameList, undefined, { query, ...o }));
const allPages = async (query: string, o: CallOptions = {}) => {
  const first = await list(`${query}&pageSize=100`, o);
  const out = [...first.games];
  for (let p = 2; p <= first.totalPages; p++) out.push(...(await list(`${query}&pageSize=100&pageNo=${p}`, o)).games);
  return out;
};
const gameIdOf = async (nodeId: string, merchantId = t.merchantId) => {
  const [row] = await t.database.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId)));
  if (!row) throw new Error(`no game ${nodeId}`);
  return row.id;
};

describe('GCSGAME_gameList', () => {
  it('pages the whole catalog in the brand order, for visitors without a token', async () => {
    const page1 = await list('clientType=3&platform=flash,html5-desktop&pageNo=1&pageSize=20&language=EN');
    expect(page1.total).toBe(catalog.length);
    expect(catalog.length).toBeGreaterThan(300);
    expect(page1.totalPages).toBe(Math.ceil(catalog.length / 20));
    expect(page1.games).toHaveLength(20);
    expect(page1.games[0]).toMatchObject({
      nodeId: 'wps-lucky-reels',
      gameName: 'Lucky Reels',
      nodeName: 'Lucky Reels',
      vassalage: 'WPS',
      displayName: 'WPS Studio',
      gameType: 'RNG',
      gameCategory: 'RNG',
      iconUrl: '/games/wps-lucky-reels.svg',
      showIcon: '/games/wps-lucky-reels.svg',
      isGame: true,
      maintenance: false,
    });
    const page2 = await list('pageNo=2&pageSize=20');
    expect(page2.games.map((g) => g.nodeId)).toEqual(catalog.slice(20, 40).map((g) => g.nodeId));
    const last = await list(`pageNo=${page1.totalPages}&pageSize=20`);
    expect(last.games).toHaveLength(catalog.length - (page1.totalPages - 1) * 20);
    expect((await list(`pageNo=${page1.totalPages + 1}&pageSize=20`)).games).toEqual([]);
    expect((await call(t, getGameList, undefined, { query: 'pageSize=101' })).statusCode).toBe(400);
  });

  it('filters by game type, vendor and sub-category, with the vendor-set lanes', async () => {
    const fish = await allPages('gameType=FISH');
    expect(fish.length).toBe(catalog.filter((g) => g.gameType === 'FISH').length);
    expect(fish.every((g) => g.gameType === 'FISH' && g.gameCategory === 'FISH')).toBe(true);

    const jl = await allPages('vassalage=jl');
    expect(jl.length).toBe(catalog.filter((g) => g.vassalage === 'JL').length);
    expect(new Set(jl.map((g) => g.gameType))).toEqual(new Set(['RNG', 'FISH']));
    // SPEC.md §9: JL slots leave RNG for the JL lane; JL fishing stays in FISH.
    expect(jl.filter((g) => g.gameType === 'RNG').every((g) => g.gameCategory === 'JL')).toBe(true);
    expect(jl.filter((g) => g.gameType === 'FISH').every((g) => g.gameCategory === 'FISH')).toBe(true);

    const jlSlots = await allPages('vassalage=JL&gameType=RNG');
    expect(jlSlots.length).toBe(catalog.filter((g) => g.vassalage === 'JL' && g.gameType === 'RNG').length);

    for (const classify of ['SC', 'JP', 'TG', 'AC', 'BG'] as const) {
      const found = await allPages(`gameClassify=${classify}`);
      expect(found.length, classify).toBe(catalog.filter((g) => g.classify === classify).length);
      expect(found.length, classify).toBeGreaterThan(0);
      expect(found.every((g) => g.classify === classify)).toBe(true);
    }
    expect((await list('gameClassify=&gameType=&vassalage=')).total).toBe(catalog.length);
    expect((await call(t, getGameList, undefined, { query: 'gameClassify=XX' })).statusCode).toBe(400);

    const cockfight = await allPages('gameType=COCKFIGHT');
    expect(cockfight).toHaveLength(1);
    expect(cockfight[0]).toMatchObject({ vassalage: 'DS88', gameCategory: 'COCKFIGHT', isGame: false });
    const esports = await allPages('gameType=ESPORTS');
    expect(esports.map((g) => g.gameCategory)).toEqual(['ESPORTS', 'ESPORTS']);
  });

  it('searches names case-insensitively and treats LIKE characters literally', async () => {
    const word = 'dragon';
    const expected = catalog.filter((g) => g.gameName.toLowerCase().includes(word));
    expect(expected.length).toBeGreaterThan(0);
    const found = await allPages(`gameName=${word.toUpperCase()}`);
    expect(found.map((g) => g.nodeId).sort()).toEqual(expected.map((g) => g.nodeId).sort());
    expect((await list('gameName=lucky%20reels')).games.map((g) => g.nodeId)).toEqual(['wps-lucky-reels']);
    expect((await list('gameName=%25')).total).toBe(0);
    // One game by its node id (a banner's GAME linkage); an unknown id finds nothing.
    expect((await list('nodeId=wps-lucky-reels')).games.map((g) => g.gameCode)).toEqual(['lucky-reels']);
    expect((await list('nodeId=no-such-game')).total).toBe(0);
    expect((await list('gameName=_')).total).toBe(0);
    const andSign = catalog.filter((g) => g.gameName.includes('&'));
    expect((await list('gameName=%26')).total).toBe(andSign.length);
  });

  it('filters by the largest affordable minimum bet and the least number of lines', async () => {
    const cheap = await allPages('minBet=20');
    expect(cheap.length).toBe(catalog.filter((g) => g.minBet <= 20n).length);
    expect(cheap.every((g) => BigInt(g.minBet) <= 20n)).toBe(true);
    expect(cheap.length).toBeLessThan(catalog.length);

    const manyLines = await allPages('minLineNum=243');
    expect(manyLines.length).toBe(catalog.filter((g) => g.lines >= 243).length);
    expect(manyLines.length).toBeGreaterThan(0);
    expect(manyLines.every((g) => g.lines >= 243)).toBe(true);

    const both = await allPages('minBet=50&minLineNum=20&gameType=RNG&vassalage=PGS');
    expect(both.length).toBe(catalog.filter((g) => g.minBet <= 50n && g.lines >= 20 && g.vassalage === 'PGS').length);
    expect((await call(t, getGameList, undefined, { query: 'minBet=1.5' })).statusCode).toBe(400);
  });

  it('marks games of a vendor under maintenance and games being patched', async () => {
    const dgl = await allPages('vassalage=DGL');
    expect(dgl.length).toBeGreaterThan(0);
    expect(dgl.every((g) => g.maintenance)).toBe(true);
    const patched = catalog.filter((g) => g.status === 'maintenance');
    expect(patched.length).toBeGreaterThan(0);
    const all = await allPages('gameType=');
    const byNode = new Map(all.map((g) => [g.nodeId, g]));
    for (const g of patched) expect(byNode.get(g.nodeId)?.maintenance).toBe(true);
  });
});

describe('GCSGAME_hotGamesV2', () => {
  it('answers hot, startable games first; the home shows the first 6', async () => {
    const { list: hot } = ok<ContractValue<typeof getHotGames>>(
      await call(t, getHotGames, undefined, { query: `merchantCode=x&isPlatform=2&platform=flash,html5-desktop&language=EN` }),
    );
    expect(hot.length).toBeGreaterThanOrEqual(HOT_GAMES);
    for (const g of hot.slice(0, HOT_GAMES)) expect(g.tags).toContain('hot');
    expect(hot.every((g) => !g.maintenance)).toBe(true);
    expect(hot[0]?.nodeId).toBe('wps-lucky-reels');
    // In the brand's order: by sort, then as they were added.
    const expected = catalog
      .filter((g) => g.tags.includes('hot') && g.status === 'active' && g.vassalage !== 'DGL')
      .sort((a, b) => a.sort - b.sort)
      .map((g) => g.nodeId);
    expect(hot.map((g) => g.nodeId)).toEqual(expected.slice(0, hot.length));
  });
});

describe('GCSGAME_getVassGameType', () => {
  it('lists each vendor with its game types, counts and sub-categories', async () => {
    const { list: vendors } = ok<ContractValue<typeof getVassGameTypes>>(await call(t, getVassGameTypes));
    const jl = vendors.find((v) => v.vassalage === 'JL');
    expect(jl?.gameTypes.map((g) => [g.gameType, g.gameCategory]).sort()).toEqual([
      ['FISH', 'FISH'],
      ['RNG', 'JL'],
    ]);
    expect(jl?.gameTypes.find((g) => g.gameType === 'FISH')?.gameCount).toBe(catalog.filter((g) => g.vassalage === 'JL' && g.gameType === 'FISH').length);
    expect(vendors.find((v) => v.vassalage === 'BNG')?.gameTypes[0]?.classifies).toEqual(['BG']);
    const studio = vendors.find((v) => v.vassalage === 'WPS');
    expect(studio?.displayName).toBe('WPS Studio');
    expect(studio?.gameTypes.map((g) => [g.gameType, g.gameCount])).toEqual([
      ['RNG', STUDIO_GAMES.filter((g) => g.gameType === 'RNG').length],
      ['LIVE', STUDIO_GAMES.filter((g) => g.gameType === 'LIVE').length],
    ]);
    const one = ok<ContractValue<typeof getVassGameTypes>>(await call(t, getVassGameTypes, undefined, { query: 'vassalage=pgs' }));
    expect(one.list.map((v) => v.vassalage)).toEqual(['PGS']);
  });

  it('offers bingo (BG) only where Tagalog is supported', async () => {
    const { host, code } = await createTestBrand(t.database, { ...accountBrand({ vendors: FIXTURE_VENDORS }), supportedLanguages: ['EN'] });
    const merchant = await findMerchantByCode(t.database.db, code);
    await seedGameCatalog(t.database.db, merchant!.id, catalog);
    const { list: vendors } = ok<ContractValue<typeof getVassGameTypes>>(await call(t, getVassGameTypes, undefined, { host }));
    expect(vendors.flatMap((v) => v.gameTypes.flatMap((g) => g.classifies))).not.toContain('BG');
    expect((await list('gameClassify=BG', { host })).total).toBe(0);
    expect((await list('gameClassify=SC', { host })).total).toBeGreaterThan(0);
  });
});

describe('site-wide search (keyword)', () => {
  it('finds games by a part of their name, their vendor’s name or code, case-insensitively; LIKE characters match themselves', async () => {
    const lucky = await allPages(`keyword=${encodeURIComponent('lUcKy rEe')}`);
    expect(lucky.map((g) => g.nodeId)).toContain('wps-lucky-reels');
    expect(lucky.every((g) => g.gameName.toLowerCase().includes('lucky ree') || g.displayName.toLowerCase().includes('lucky ree'))).toBe(true);
    const byVendorName = await allPages(`keyword=${encodeURIComponent('ocean catch')}`);
    expect(byVendorName.length).toBe(catalog.filter((g) => g.vassalage === 'OCF').length);
    const byVendorCode = await allPages('keyword=evol');
    expect(byVendorCode.length).toBeGreaterThanOrEqual(catalog.filter((g) => g.vassalage === 'EVOL').length);
    expect(byVendorCode.filter((g) => g.vassalage === 'EVOL')).toHaveLength(catalog.filter((g) => g.vassalage === 'EVOL').length);
    expect((await list('keyword=%25')).total).toBe(0);
    expect((await list(`keyword=${encodeURIComponent('no such game anywhere')}`)).total).toBe(0);
    expect((await call(t, getGameList, undefined, { query: `keyword=${'x'.repeat(61)}` })).statusCode).toBe(400);
  });
});

describe('GCSGAME_getRankList', () => {
  const rank = async (query = 'gameCategory=ALL&language=EN&limitNum=20') =>
    ok<ContractValue<typeof getRankList>>(await call(t, getRankList, undefined, { query })).list;

  it('answers the newest 20 big wins with masked names', async () => {
    // Big wins of real rounds (nothing is seeded): 30 of them over slots and fishing games, a minute apart.
    const winnable = catalog.filter((g) => g.isGame && (g.gameType === 'RNG' || g.gameType === 'FISH'));
    for (let i = 0; i < 30; i++) {
      const game = winnable[(i * 7) % winnable.length]!;
      const recorded = await recordWin(t.database.db, {
        merchantId: t.merchantId,
        gameId: await gameIdOf(game.nodeId),
        memberId: null,
        account: `winner${String(i).padStart(2, '0')}`,
        betAmount: 100n,
        winAmount: 100n * BigInt(20 + i),
        sourceRef: `test:board:${i}`,
        at: new Date(t.clock.now().getTime() - (30 - i) * 60_000),
      });
      expect(recorded).toBe(true);
    }
    const board = await rank();
    expect(board).toHaveLength(RANK_LIST_LIMIT);
    for (const { vo } of board) {
      expect(vo.customerName).toMatch(/^[^*]{1,2}\*\*\*[^*]{0,2}$/);
      expect(BigInt(vo.winAmount)).toBeGreaterThan(0n);
      expect(vo.iconUrl).toBe(`/games/${vo.nodeId}.svg`);
    }
    const times = board.map((b) => Date.parse(b.vo.wonAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(await rank('limitNum=5')).toHaveLength(5);
    expect((await call(t, getRankList, undefined, { query: 'limitNum=21' })).statusCode).toBe(400);
    const fishNodes = new Set(catalog.filter((g) => g.gameType === 'FISH').map((g) => g.nodeId));
    const fishBoard = await rank('gameCategory=FISH');
    expect(fishBoard.every((b) => fishNodes.has(b.vo.nodeId))).toBe(true);
  });

  it('records big wins once per source and ignores small ones', async () => {
    const gameId = await gameIdOf('wps-lucky-reels');
    const base = { merchantId: t.merchantId, gameId, memberId: null, account: 'player2201', betAmount: 100n, at: new Date(t.clock.now().getTime() + 60_000) };
    expect(await recordWin(t.database.db, { ...base, winAmount: 999n, sourceRef: 'test:small' })).toBe(false);
    expect(await recordWin(t.database.db, { ...base, winAmount: 250_000n, sourceRef: 'test:big' })).toBe(true);
    expect(await recordWin(t.database.db, { ...base, winAmount: 250_000n, sourceRef: 'test:big' })).toBe(false);
    const board = await rank();
    expect(board[0]?.vo).toMatchObject({ winAmount: '250000', gameName: 'Lucky Reels', customerName: 'pl***01' });
    expect(board.filter((b) => b.vo.winAmount === '250000' && b.vo.nodeId === 'wps-lucky-reels')).toHaveLength(1);
    expect(maskCustomerName('abc')).toBe('a***');
    const nova = await findMerchantByCode(t.database.db, 'nova');
    const novaGame = await gameIdOf('wps-lucky-reels', nova!.id);
    expect(await recordWin(t.database.db, { ...base, gameId: novaGame, winAmount: 250_000n, sourceRef: 'test:other-brand' })).toBe(false);
  });
});

describe('favourites', () => {
  const ids = async (token: string) => ok<string[]>(await call(t, getFavoriteGameIds, undefined, { token }));
  const add = (token: string, nodeId: string) => call(t, addFavoriteGame, { nodeId }, { token });
  const remove = (token: string, nodeId: string) => call(t, removeFavoriteGame, undefined, { token, query: `nodeId=${nodeId}` });
  const nodes = catalog.slice(10, 13).map((g) => g.nodeId);

  it('adds, lists newest first, pages, removes; both directions are idempotent', async () => {
    const m = await loggedInMember(t);
    expect(await ids(m.token)).toEqual([]);
    for (const [i, nodeId] of nodes.entries()) {
      t.clock.advance(1000 * (i + 1));
      expect(ok(await add(m.token, nodeId))).toEqual({ nodeId, favorite: true });
    }
    expect(ok(await add(m.token, nodes[0]!))).toEqual({ nodeId: nodes[0], favorite: true });
    expect(await ids(m.token)).toEqual([...nodes].reverse());

    const page1 = ok<ContractValue<typeof getFavoriteGameList>>(await call(t, getFavoriteGameList, undefined, { token: m.token, query: 'pageNum=1&pageSize=2' }));
    expect(page1).toMatchObject({ pageNum: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(page1.content.map((g: TGameCard) => g.nodeId)).toEqual([nodes[2], nodes[1]]);
    const page2 = ok<ContractValue<typeof getFavoriteGameList>>(await call(t, getFavoriteGameList, undefined, { token: m.token, query: 'pageNum=2&pageSize=2' }));
    expect(page2.content.map((g: TGameCard) => g.nodeId)).toEqual([nodes[0]]);

    expect(ok(await remove(m.token, nodes[1]!))).toEqual({ nodeId: nodes[1], favorite: false });
    expect(ok(await remove(m.token, nodes[1]!))).toEqual({ nodeId: nodes[1], favorite: false });
    expect(await ids(m.token)).toEqual([nodes[2], nodes[0]]);
  });

  it('refuses unknown games, keeps members apart and needs a real account', async () => {
    const a = await loggedInMember(t);
    const b = await loggedInMember(t);
    ok(await add(a.token, nodes[0]!));
    expect(await ids(b.token)).toEqual([]);
    ok(await remove(b.token, nodes[0]!));
    expect(await ids(a.token)).toEqual([nodes[0]]);

    const unknown = await add(a.token, 'no-such-game');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe('not_found');
    expect((await add(a.token, 'Bad Id!')).statusCode).toBe(400);

    const trial = await loggedInMember(t, { type: TRIAL_USER_TYPE });
    for (const res of [await add(trial.token, nodes[0]!), await call(t, getFavoriteGameIds, undefined, { token: trial.token })]) {
      expect(res.statusCode).toBe(403);
      expect(envelope(res).code).toBe('trial_restricted');
    }
    expect((await call(t, getFavoriteGameIds)).statusCode).toBe(401);
    // Trial members still browse.
    expect((await list('pageSize=1', { token: trial.token })).total).toBe(catalog.length);
  });
});

describe('recent games', () => {
  const recent = async (token: string) => ok<ContractValue<typeof getRecentGames>>(await call(t, getRecentGames, undefined, { token })).list;

  it('keeps the newest 20 per member, newest first, and moves a replayed game to the top', async () => {
    const m = await loggedInMember(t);
    const other = await loggedInMember(t);
    const played = catalog.slice(1, 26);
    const start = t.clock.now().getTime();
    for (const [i, g] of played.entries()) {
      expect(await recordRecentGame(t.database.db, t.merchantId, m.id, await gameIdOf(g.nodeId), new Date(start + i * 60_000))).toBe(true);
    }
    let games = await recent(m.token);
    expect(games).toHaveLength(RECENT_GAMES_MAX);
    expect(games.map((g) => g.nodeId)).toEqual(played.slice(-RECENT_GAMES_MAX).reverse().map((g) => g.nodeId));
    const [{ n } = { n: 0 }] = await t.database.db.select({ n: count() }).from(recentGamesTable).where(eq(recentGamesTable.memberId, m.id));
    expect(n).toBe(RECENT_GAMES_MAX);

    const replay = played[10]!;
    await recordRecentGame(t.database.db, t.merchantId, m.id, await gameIdOf(replay.nodeId), new Date(start + 3_600_000));
    games = await recent(m.token);
    expect(games[0]?.nodeId).toBe(replay.nodeId);
    expect(games).toHaveLength(RECENT_GAMES_MAX);
    expect(games[0]?.lastPlayedAt).toBe(new Date(start + 3_600_000).toISOString());

    expect(await recent(other.token)).toEqual([]);
    const trial = await loggedInMember(t, { type: TRIAL_USER_TYPE });
    expect(await recent(trial.token)).toEqual([]);
  });

  it('records nothing for a game of another brand', async () => {
    const m = await loggedInMember(t);
    const nova = await findMerchantByCode(t.database.db, 'nova');
    const novaGame = await gameIdOf('wps-lucky-reels', nova!.id);
    expect(await recordRecentGame(t.database.db, t.merchantId, m.id, novaGame)).toBe(false);
    expect(await recent(m.token)).toEqual([]);
  });
});

describe('brands', () => {
  it('the seeded brands ship only games that play: the studio games, and no third-party vendor', async () => {
    const studio = STUDIO_GAMES.map((g) => g.nodeId).sort();
    for (const host of ['localhost', 'nova.localhost']) {
      const games = await allPages('gameType=', { host });
      expect(games.map((g) => g.nodeId).sort(), host).toEqual(studio);
      expect(games.every((g) => g.vassalage === STUDIO_VASSALAGE)).toBe(true);
      // The winners board holds real wins only (none are seeded), of games the brand has.
      const board = ok<ContractValue<typeof getRankList>>(await call(t, getRankList, undefined, { host })).list;
      expect(board.every((b) => studio.includes(b.vo.nodeId))).toBe(true);
    }
  });

  it('the seeded brands have the six hot games the home shows, each of which plays (SPEC.md §2: hot games, first 6)', async () => {
    for (const host of ['localhost', 'nova.localhost']) {
      const { list: hot } = ok<ContractValue<typeof getHotGames>>(await call(t, getHotGames, undefined, { host }));
      expect(hot.length, host).toBeGreaterThanOrEqual(HOT_GAMES);
      expect(hot.every((g) => g.vassalage === STUDIO_VASSALAGE && g.tags.includes('hot') && !g.maintenance)).toBe(true);
      // Slots, originals and live tables alike.
      expect(new Set(hot.slice(0, HOT_GAMES).map((g) => g.gameType))).toEqual(new Set(['RNG', 'LIVE']));
    }
  });

  it('keeps each brand to its own catalog (a brand never sees the games of another)', async () => {
    const { host, code } = await createTestBrand(t.database, accountBrand({ vendors: FIXTURE_VENDORS_SMALL }));
    const small = FIXTURE_CATALOGS.small();
    const merchant = await findMerchantByCode(t.database.db, code);
    await seedGameCatalog(t.database.db, merchant!.id, small);
    const other = await allPages('gameType=', { host });
    expect(other.map((g) => g.nodeId).sort()).toEqual(small.map((g) => g.nodeId).sort());
    const smallNodes = new Set(small.map((g) => g.nodeId));
    const largeOnly = catalog.filter((g) => !smallNodes.has(g.nodeId));
    expect(largeOnly.length).toBeGreaterThan(250);
    expect(other.some((g) => ['EVOL', 'DS88', 'JL', 'FCG', 'BNG'].includes(g.vassalage))).toBe(false);
    expect((await list(`gameName=${encodeURIComponent(largeOnly.find((g) => g.vassalage === 'EVOL')!.gameName)}`, { host })).total).toBe(0);
  });

  it('serves the generated tile art', async () => {
    const res = await t.app.inject({ url: '/cdn/games/wps-lucky-reels.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('Lucky Reels');
    expect(res.body.length).toBeLessThan(4096);
  });

  it('has committed art for every game the brands ship; the fixture catalogs are the same every time, with unique node ids', () => {
    for (const g of STUDIO_GAMES) expect(existsSync(join(SERVER_ROOT, 'assets/cdn', gameIconPath(g.nodeId))), g.nodeId).toBe(true);
    expect(existsSync(join(SERVER_ROOT, 'assets/cdn/vendors/wps.svg'))).toBe(true);
    for (const build of Object.values(FIXTURE_CATALOGS)) {
      const once = build();
      expect(build()).toEqual(once);
      expect(new Set(once.map((g) => g.nodeId)).size).toBe(once.length);
    }
  });
});
