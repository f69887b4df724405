import {
  promotionList,
  type TPromotion,
  getAnnouncements,
  getBanners,
  getGameList,
  getHotGames,
  getJackpot,
  getNotices,
  getPopular,
  type TBanner,
  type TGameCard,
  type TGameListValue,
  type TNotice,
} from '@wps/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, gameRounds, games, merchants, notices } from '../src/db/schema';
import { FIXTURE_CATALOGS, FIXTURE_VENDORS } from './support/fixture-catalog';
import { bannerArtSpecs, seedContent } from '../src/db/seed/content';
import { seedPromotions } from '../src/db/seed/promotions';
import { seedGameCatalog } from '../src/db/seed/games';
import { addBanners, addNotices } from '../src/modules/content/content.service';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from '../src/config';
import { accountBrand, call, createAccountApp, envelope, type AccountTestApp, type CallOptions } from './support/accounts';
import { loggedInMember } from './support/wallet';

let t: AccountTestApp;
const START = new Date('2026-03-01T08:00:00Z');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  // A brand of this file's own (EN default, TY supported) with demo's vendors and catalog.
  t = await createAccountApp(accountBrand({ vendors: FIXTURE_VENDORS }));
  await seedGameCatalog(t.database.db, t.merchantId, FIXTURE_CATALOGS.large(), START);
  const db = t.database.db;
  await addBanners(db, t.merchantId, [
    { code: 'h2-en', groupName: 'w_home', language: 'EN', title: 'Second', imageUrl: '/banners/h2.svg', sort: 2, linkageType: 'URL', linkage: 'https://example.com/x' },
    { code: 'h1-en', groupName: 'w_home', language: 'EN', title: 'First', imageUrl: '/banners/h1.svg', sort: 1, linkageType: 'ROUTE', linkage: '/promotions' },
    { code: 'h3-en', groupName: 'w_home', language: 'EN', title: 'No link', imageUrl: '/banners/h3.svg', sort: 3 },
    { code: 'h1-ty', groupName: 'w_home', language: 'TY', title: 'Una', imageUrl: '/banners/h1-ty.svg', sort: 1, linkageType: 'GAME', linkage: 'wps-lucky-reels' },
    // Only in EN: a TY visitor sees the EN one.
    { code: 'login-en', groupName: 'w_login', language: 'EN', title: 'Login art', imageUrl: '/banners/login.svg' },
    // Windows: one not started yet, one over.
    { code: 'soon-en', groupName: 'w_event', language: 'EN', title: 'Soon', imageUrl: '/e1.svg', startsAt: new Date(START.getTime() + DAY) },
    { code: 'over-en', groupName: 'w_event', language: 'EN', title: 'Over', imageUrl: '/e2.svg', startsAt: new Date(START.getTime() - 2 * DAY), endsAt: new Date(START.getTime() - DAY) },
    { code: 'now-en', groupName: 'w_event', language: 'EN', title: 'Now', imageUrl: '/e3.svg', startsAt: new Date(START.getTime() - HOUR), endsAt: new Date(START.getTime() + 2 * DAY) },
  ]);
  await addNotices(db, t.merchantId, [
    { code: 'b1', type: 'B', language: 'EN', title: 'Marquee old', content: '<p>old</p>', startsAt: new Date(START.getTime() - 3 * DAY) },
    { code: 'b2', type: 'B', language: 'EN', title: 'Marquee new', content: '<p>new</p>', startsAt: new Date(START.getTime() - DAY) },
    { code: 'pu', type: 'PU', language: 'EN', title: 'Update', content: '<p>update</p>', startsAt: new Date(START.getTime() - 2 * DAY) },
    {
      code: 'xss',
      type: 'PL',
      language: 'EN',
      title: 'Rich',
      content: '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(2)">x</a><a href="https://ok.example" target="_blank">ok</a><img src=x onerror=alert(3)></p>',
      startsAt: new Date(START.getTime() - 4 * DAY),
    },
    { code: 'future', type: 'B', language: 'EN', title: 'Future', content: '<p>f</p>', startsAt: new Date(START.getTime() + DAY) },
    { code: 'ended', type: 'B', language: 'EN', title: 'Ended', content: '<p>e</p>', startsAt: new Date(START.getTime() - 5 * DAY), endsAt: new Date(START.getTime() - HOUR) },
    { code: 'b-ty', type: 'B', language: 'TY', title: 'Marquee TY', content: '<p>ty</p>', startsAt: new Date(START.getTime() - DAY) },
    // Popups.
    { code: 'pa', type: 'PR', language: 'EN', title: 'For members', content: '<p>a</p>', executions: ['A'], promotionType: 'CASHBACK', startsAt: new Date(START.getTime() - DAY) },
    { code: 'pb', type: 'PL', language: 'EN', title: 'For visitors', content: '<p>b</p>', executions: ['B'], startsAt: new Date(START.getTime() - DAY) },
    { code: 'pf', type: 'PL', language: 'EN', title: 'First login', content: '<p>f</p>', executions: ['F', 'A'], startsAt: new Date(START.getTime() - 2 * DAY) },
  ]);
});
afterAll(async () => t.close());

const ok = <T>(res: Awaited<ReturnType<typeof call>>): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};
const bannerList = async (query: string) => ok<{ list: TBanner[] }>(await call(t, getBanners, undefined, { query })).list;
const noticeList = async (query: string, o: CallOptions = {}) => ok<{ list: TNotice[] }>(await call(t, getNotices, undefined, { query, ...o })).list;
const announcementList = async (query: string, o: CallOptions = {}) => ok<{ list: TNotice[] }>(await call(t, getAnnouncements, undefined, { query, ...o })).list;
const expect400 = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode).toBe(400);
  expect(envelope(res)).toMatchObject({ success: false, code: 'validation_error' });
};

describe('banners', () => {
  it('answers a group in display order with its linkage, to visitors', async () => {
    const list = await bannerList('groupName=w_home&language=EN');
    expect(list.map((b) => b.title)).toEqual(['First', 'Second', 'No link']);
    expect(list[0]).toMatchObject({ groupName: 'w_home', url: '/banners/h1.svg', linkageType: 'ROUTE', linkage: '/promotions' });
    expect(list[1]).toMatchObject({ linkageType: 'URL', linkage: 'https://example.com/x' });
    expect(list[2]).toMatchObject({ linkageType: null, linkage: null });
  });

  it("reads the asked language, falls back to the brand's default when the group has none in it", async () => {
    expect((await bannerList('groupName=w_home&language=TY')).map((b) => b.title)).toEqual(['Una']);
    expect((await bannerList('groupName=w_home&language=ty')).map((b) => b.title)).toEqual(['Una']);
    expect((await bannerList('groupName=w_login&language=TY')).map((b) => b.title)).toEqual(['Login art']);
    // A language the brand does not support reads as the default; so does none.
    expect((await bannerList('groupName=w_home&language=VI')).map((b) => b.title)).toEqual(['First', 'Second', 'No link']);
    expect((await bannerList('groupName=w_home')).map((b) => b.title)).toEqual(['First', 'Second', 'No link']);
    expect(await bannerList('groupName=w_model')).toEqual([]);
  });

  it('shows a banner only inside its active window (the test clock)', async () => {
    expect((await bannerList('groupName=w_event')).map((b) => b.title)).toEqual(['Now']);
    t.clock.advance(DAY + 1);
    try {
      expect((await bannerList('groupName=w_event')).map((b) => b.title).sort()).toEqual(['Now', 'Soon']);
      t.clock.advance(DAY);
      expect((await bannerList('groupName=w_event')).map((b) => b.title)).toEqual(['Soon']);
    } finally {
      t.clock.set(START);
    }
  });

  it('refuses a bad group or language with 400 validation_error', async () => {
    expect400(await call(t, getBanners, undefined, { query: 'groupName=w_nope' }));
    expect400(await call(t, getBanners, undefined, { query: '' }));
    expect400(await call(t, getBanners, undefined, { query: 'groupName=w_home&language=ABCDEFGHIJ' }));
  });

  it('refuses a banner with a bad linkage when written', async () => {
    await expect(addBanners(t.database.db, t.merchantId, [{ code: 'bad1', groupName: 'w_home', language: 'EN', title: 'x', imageUrl: '/x.svg', linkageType: 'URL', linkage: 'javascript:alert(1)' }])).rejects.toMatchObject({ statusCode: 400 });
    await expect(addBanners(t.database.db, t.merchantId, [{ code: 'bad2', groupName: 'w_home', language: 'EN', title: 'x', imageUrl: '/x.svg', linkageType: 'ROUTE', linkage: '//evil.example' }])).rejects.toMatchObject({ statusCode: 400 });
    await expect(addBanners(t.database.db, t.merchantId, [{ code: 'bad3', groupName: 'w_home', language: 'EN', title: 'x', imageUrl: '/x.svg', linkageType: 'GAME' }])).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe('notices', () => {
  it('answers every live notice, newest start first, with the start as epoch milliseconds', async () => {
    const list = await noticeList('language=EN&platform=W');
    expect(list.map((n) => n.title)).toEqual(['Marquee new', 'For members', 'For visitors', 'Update', 'First login', 'Marquee old', 'Rich']);
    expect(list[0]).toMatchObject({ type: 'B', content: '<p>new</p>', startDateStr: String(START.getTime() - DAY), promotionType: null });
    expect(list.find((n) => n.title === 'For members')?.promotionType).toBe('CASHBACK');
  });

  it('filters by types and by popup audience', async () => {
    expect((await noticeList('types=B')).map((n) => n.title)).toEqual(['Marquee new', 'Marquee old']);
    expect((await noticeList('types=PU,PR')).map((n) => n.title)).toEqual(['For members', 'Update']);
    expect((await noticeList('types=')).length).toBe(7);
    expect((await noticeList('types=B,PL,PU,PR,H&execution=A')).map((n) => n.title)).toEqual(['For members', 'First login']);
    expect((await noticeList('execution=F')).map((n) => n.title)).toEqual(['First login']);
  });

  it("falls back to the brand's default language when nothing of the filter exists in the asked one", async () => {
    expect((await noticeList('types=B&language=TY')).map((n) => n.title)).toEqual(['Marquee TY']);
    expect((await noticeList('types=PU&language=TY')).map((n) => n.title)).toEqual(['Update']);
  });

  it('shows a notice only inside its window', async () => {
    t.clock.advance(DAY);
    try {
      expect((await noticeList('types=B')).map((n) => n.title)).toEqual(['Future', 'Marquee new', 'Marquee old']);
    } finally {
      t.clock.set(START);
    }
    t.clock.set(new Date(START.getTime() - 2 * HOUR));
    try {
      expect((await noticeList('types=B')).map((n) => n.title)).toEqual(['Marquee new', 'Marquee old', 'Ended']);
    } finally {
      t.clock.set(START);
    }
  });

  it('stores rich content sanitized: no scripts, handlers or javascript links', async () => {
    const list = await noticeList('types=PL');
    const content = list.find((n) => n.title === 'Rich')?.content ?? '';
    expect(content).toContain('Hi');
    expect(content).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(content).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');
    const [row] = await t.database.db.select({ content: notices.content }).from(notices).where(and(eq(notices.merchantId, t.merchantId), eq(notices.code, 'xss')));
    expect(row?.content).toBe(content);
  });

  it('refuses bad types, audience or platform with 400 validation_error', async () => {
    expect400(await call(t, getNotices, undefined, { query: 'types=B,XX' }));
    expect400(await call(t, getNotices, undefined, { query: 'types=B,,PL' }));
    expect400(await call(t, getNotices, undefined, { query: 'execution=Z' }));
    expect400(await call(t, getNotices, undefined, { query: 'platform=H5' }));
  });
});

describe('announcements (MCSFE_getListAnnouncements)', () => {
  it('a visitor gets the anonymous audience (B), a logged-in member A, whatever is asked wins', async () => {
    expect((await announcementList('')).map((n) => n.title)).toEqual(['For visitors']);
    const m = await loggedInMember(t);
    expect((await announcementList('', { token: m.token, ip: m.ip })).map((n) => n.title)).toEqual(['For members', 'First login']);
    expect((await announcementList('execution=F', { token: m.token, ip: m.ip })).map((n) => n.title)).toEqual(['First login']);
    expect((await announcementList('execution=B', { token: m.token, ip: m.ip })).map((n) => n.title)).toEqual(['For visitors']);
    // A token that is not a live session is a visitor, not an error.
    expect((await announcementList('', { token: 'x'.repeat(43) })).map((n) => n.title)).toEqual(['For visitors']);
  });

  it('refuses a bad audience with 400', async () => {
    expect400(await call(t, getAnnouncements, undefined, { query: 'execution=C' }));
  });
});

describe('popular games', () => {
  const popular = async (query: string) => ok<{ list: TGameCard[] }>(await call(t, getPopular, undefined, { query })).list;
  let seq = 0;
  async function playRounds(nodeId: string, n: number, at: Date) {
    const [game] = await t.database.db.select().from(games).where(and(eq(games.merchantId, t.merchantId), eq(games.nodeId, nodeId)));
    if (!game) throw new Error(`no game ${nodeId}`);
    const m = await loggedInMember(t);
    await t.database.db.insert(gameRounds).values(
      Array.from({ length: n }, () => ({
        merchantId: t.merchantId,
        memberId: m.id,
        vassalage: game.vassalage,
        gameCode: game.gameCode,
        roundId: `pop-${++seq}`,
        currency: 'USD',
        betTotal: 100n,
        balanceBefore: 1000n,
        balanceAfter: 900n,
        openedAt: at,
        updatedAt: at,
      })),
    );
    return game;
  }

  it('falls back to the hot games on a quiet brand', async () => {
    const hot = ok<{ list: TGameCard[] }>(await call(t, getHotGames)).list;
    expect(hot.length).toBeGreaterThan(6);
    expect((await popular('limitNum=6')).map((g) => g.nodeId)).toEqual(hot.slice(0, 6).map((g) => g.nodeId));
    expect((await popular('')).length).toBe(Math.min(12, hot.length));
  });

  it('puts the most played games of the last 7 days first, then tops up with hot games', async () => {
    const fishList = ok<TGameListValue>(await call(t, getGameList, undefined, { query: 'gameType=FISH&pageSize=50' })).games;
    const [a, b, old] = fishList.filter((g) => !g.maintenance);
    if (!a || !b || !old) throw new Error('catalog without fish');
    await playRounds(a.nodeId, 2, new Date(START.getTime() - HOUR));
    await playRounds(b.nodeId, 5, new Date(START.getTime() - 6 * DAY));
    // Eight days ago: outside the window however many.
    await playRounds(old.nodeId, 9, new Date(START.getTime() - 8 * DAY));
    const list = await popular('limitNum=5');
    expect(list.map((g) => g.nodeId).slice(0, 2)).toEqual([b.nodeId, a.nodeId]);
    expect(list).toHaveLength(5);
    expect(list.map((g) => g.nodeId)).not.toContain(old.nodeId);
    expect(new Set(list.map((g) => g.nodeId)).size).toBe(5);
    // One lane only.
    const fish = await popular('gameCategory=FISH&limitNum=3');
    expect(fish.slice(0, 2).map((g) => g.nodeId)).toEqual([b.nodeId, a.nodeId]);
    expect(fish.every((g) => g.gameCategory === 'FISH')).toBe(true);
    expect((await popular('gameCategory=LIVE&limitNum=4')).every((g) => g.gameCategory === 'LIVE')).toBe(true);
  });

  it('refuses a bad limit or category with 400', async () => {
    expect400(await call(t, getPopular, undefined, { query: 'limitNum=25' }));
    expect400(await call(t, getPopular, undefined, { query: 'limitNum=0' }));
    expect400(await call(t, getPopular, undefined, { query: 'gameCategory=NOPE' }));
  });
});

describe('jackpot', () => {
  it('answers no pool and the brand currency when the brand runs no jackpot', async () => {
    const [merchant] = await t.database.db.select({ currency: merchants.currency }).from(merchants).where(eq(merchants.id, t.merchantId));
    expect(ok(await call(t, getJackpot))).toEqual({ pool: null, currency: merchant?.currency });
  });
});

describe('demo content seed', () => {
  const demo = { host: 'localhost' };
  it('gives the demo brand its home banners (only of things that exist) in EN and TY, and its panel groups', async () => {
    const en = ok<{ list: TBanner[] }>(await call(t, getBanners, undefined, { ...demo, query: 'groupName=w_home&language=EN' })).list;
    expect(en).toHaveLength(3);
    // The welcome-bonus slide first, linked to the real promotion it advertises.
    expect(en.map((b) => b.linkageType)).toEqual(['PROMOTION', 'GAME', null]);
    const promotions = ok<{ list: TPromotion[] }>(await call(t, promotionList, undefined, { ...demo })).list;
    expect(promotions.find((p) => String(p.id) === en[0]!.linkage)).toMatchObject({ code: 'welcome-100', reward: { percentBps: 10_000, maxAmount: '500000' } });
    expect(en.find((b) => b.linkageType === 'GAME')?.linkage).toBe('wps-lucky-reels');
    const ty = ok<{ list: TBanner[] }>(await call(t, getBanners, undefined, { ...demo, query: 'groupName=w_home&language=TY' })).list;
    expect(ty).toHaveLength(3);
    expect(ty[0]?.url).toMatch(/-ty\.svg$/);
    for (const group of ['w_login', 'w_register', 'w_forget', 'w_event']) {
      expect(ok<{ list: TBanner[] }>(await call(t, getBanners, undefined, { ...demo, query: `groupName=${group}` })).list, group).toHaveLength(1);
    }
    // The promotions page's banners (w_activity): one per demo promotion, each linked to it.
    const activity = ok<{ list: TBanner[] }>(await call(t, getBanners, undefined, { ...demo, query: 'groupName=w_activity' })).list;
    expect(activity.map((b) => promotions.find((p) => String(p.id) === b.linkage)?.code).sort()).toEqual(['big-win-story', 'free-chip', 'mission-spins', 'points-back', 'welcome-100']);
    // The art is served at /cdn (the brand's image CDN) as SVG.
    const art = await t.app.inject({ url: `/cdn${en[0]!.url}` });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('<svg');
    // Every banner's art exists under the CDN folder.
    for (const spec of [...bannerArtSpecs('demo'), ...bannerArtSpecs('nova')]) expect(existsSync(join(SERVER_ROOT, 'assets/cdn', spec.path)), spec.path).toBe(true);
  });

  it("shows the demo brand's real jackpot pool: the studio slot's, seeded at 5,000.00", async () => {
    const value = ok<{ pool: string | null; currency: string }>(await call(t, getJackpot, undefined, { ...demo }));
    expect(value.pool).not.toBeNull();
    expect(BigInt(value.pool!)).toBeGreaterThanOrEqual(500_000n);
  });

  it('gives marquee notices and popups of every audience, and seeding again adds nothing', async () => {
    // The seed dates its notices back from the real time of seeding.
    t.clock.set(new Date(Date.now() + HOUR));
    try {
      await checkSeededNotices();
    } finally {
      t.clock.set(START);
    }
  });

  async function checkSeededNotices() {
    const marquee = ok<{ list: TNotice[] }>(await call(t, getNotices, undefined, { ...demo })).list;
    expect(marquee.length).toBeGreaterThanOrEqual(3);
    expect(ok<{ list: TNotice[] }>(await call(t, getNotices, undefined, { ...demo, query: 'types=B' })).list.length).toBeGreaterThanOrEqual(1);
    for (const execution of ['A', 'B', 'F']) {
      const list = ok<{ list: TNotice[] }>(await call(t, getAnnouncements, undefined, { ...demo, query: `execution=${execution}&language=TY` })).list;
      expect(list.length, execution).toBeGreaterThanOrEqual(1);
    }
    // The one notice that points at a promotion names the welcome bonus, which exists.
    const promotions = ok<{ list: TPromotion[] }>(await call(t, promotionList, undefined, { ...demo })).list;
    const promoting = marquee.filter((n) => n.promotionType);
    expect(promoting.map((n) => promotions.find((p) => String(p.id) === n.promotionType)?.code)).toEqual(['welcome-100']);
    const [demoRow] = await t.database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'));
    const counts = async () => [
      (await t.database.db.select({ n: count() }).from(banners).where(eq(banners.merchantId, demoRow!.id)))[0]?.n,
      (await t.database.db.select({ n: count() }).from(notices).where(eq(notices.merchantId, demoRow!.id)))[0]?.n,
    ];
    const before = await counts();
    await seedContent(t.database.db, 'demo');
    await seedPromotions(t.database.db, 'demo');
    expect(await counts()).toEqual(before);
    // 16 for players and 4 agent announcements (EN and TY), which the player site never lists; 12 banners and the promotions' 12 (5 promotions and the home slide, EN and TY).
    expect(before).toEqual([24, 20]);
    expect(marquee.filter((n) => n.type === 'A')).toHaveLength(0);
  }
});
