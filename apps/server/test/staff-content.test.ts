import {
  getAnnouncements,
  getBanners,
  getNotices,
  staffAudit,
  staffBanners,
  staffCreateBanner,
  staffCreateNotice,
  staffDeactivateBanner,
  staffDeactivateNotice,
  staffNotices,
  staffUpdateBanner,
  staffUpdateNotice,
  type TBanner,
  type TNotice,
  type TStaffBanner,
  type TStaffNotice,
} from '@wps/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, banners, games, notices } from '../src/db/schema';
import { FIXTURE_CATALOGS, FIXTURE_VENDORS } from './support/fixture-catalog';
import { seedGameCatalog } from '../src/db/seed/games';
import { seedWallet } from '../src/db/seed/wallet';
import { findMerchantByCode } from '../src/modules/brand/brand.repository';
import { createTestBrand } from './helpers';
import { accountBrand, call, envelope, type AccountTestApp, type CallOptions } from './support/accounts';
import { createWalletApp, staffToken, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
/** A second brand on the same app and database. */
let other: AccountTestApp;
let admin: string;
let editor: string;
let finance: string;
let otherAdmin: string;
let gameNode: string;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createWalletApp(accountBrand({ vendors: FIXTURE_VENDORS }));
  await seedGameCatalog(t.database.db, t.merchantId, FIXTURE_CATALOGS.large(), t.clock.now());
  const [game] = await t.database.db.select({ nodeId: games.nodeId }).from(games).where(eq(games.merchantId, t.merchantId)).limit(1);
  if (!game) throw new Error('no game seeded');
  gameNode = game.nodeId;
  const second = await createTestBrand(t.database, accountBrand({ vendors: FIXTURE_VENDORS }));
  await seedWallet(t.database.db, second.code);
  const merchant = await findMerchantByCode(t.database.db, second.code);
  if (!merchant) throw new Error('second brand missing');
  other = { ...t, host: second.host, agentHost: second.agentHost, merchantId: merchant.id };
  [admin, editor, finance, otherAdmin] = await Promise.all([staffToken(t, 'admin01'), staffToken(t, 'content01'), staffToken(t, 'finance01'), staffToken(other, 'admin01')]);
});
afterAll(async () => t.close());

type Res = Awaited<ReturnType<typeof call>>;
const ok = <T>(res: Res): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};
const failed = (res: Res, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(envelope(res)).toMatchObject({ success: false, code });
};
let seq = 0;
const code = (prefix: string) => `${prefix}-${++seq}`;
const now = () => t.clock.now().getTime();

const playerBanners = async (query: string, o: CallOptions = {}) => ok<{ list: TBanner[] }>(await call(t, getBanners, undefined, { query, ...o })).list;
const playerNotices = async (query: string, o: CallOptions = {}) => ok<{ list: TNotice[] }>(await call(t, getNotices, undefined, { query, ...o })).list;

const bannerBody = (over: Record<string, unknown> = {}) => ({
  code: code('bn'),
  groupName: 'w_event',
  language: 'EN',
  title: 'Weekend cashback',
  imageUrl: '/banners/cashback.svg',
  linkageType: 'ROUTE',
  linkage: '/promotions',
  sort: 1,
  ...over,
});
const noticeBody = (over: Record<string, unknown> = {}) => ({
  code: code('nt'),
  type: 'PL',
  language: 'EN',
  title: 'Platform news',
  content: '<p>Hello</p>',
  startsAt: now() - HOUR,
  ...over,
});
const createBanner = async (over: Record<string, unknown> = {}, token = admin) => ok<TStaffBanner>(await call(t, staffCreateBanner, bannerBody(over), { token }));
const createNotice = async (over: Record<string, unknown> = {}, token = admin) => ok<TStaffNotice>(await call(t, staffCreateNotice, noticeBody(over), { token }));

const countRows = async (table: typeof banners | typeof notices, merchantId = t.merchantId) =>
  Number((await t.database.db.select({ n: count() }).from(table).where(eq(table.merchantId, merchantId)))[0]?.n ?? 0);
const auditOf = (entity: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.merchantId, t.merchantId), eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);

describe('roles', () => {
  it('refuses a call without a staff token or with an unknown one (401)', async () => {
    failed(await call(t, staffBanners, undefined, {}), 401, 'staff_unauthorized');
    failed(await call(t, staffCreateBanner, bannerBody(), {}), 401, 'staff_unauthorized');
    failed(await call(t, staffCreateNotice, noticeBody(), { token: 'x'.repeat(40) }), 401, 'staff_unauthorized');
  });

  it('lets finance read but not write (403), and writes nothing', async () => {
    const before = await countRows(banners);
    ok(await call(t, staffBanners, undefined, { token: finance }));
    ok(await call(t, staffNotices, undefined, { token: finance }));
    failed(await call(t, staffCreateBanner, bannerBody(), { token: finance }), 403, 'forbidden');
    failed(await call(t, staffCreateNotice, noticeBody(), { token: finance }), 403, 'forbidden');
    const mine = await createBanner();
    failed(await call(t, staffUpdateBanner, { id: mine.id, title: 'hack' }, { token: finance }), 403, 'forbidden');
    failed(await call(t, staffDeactivateBanner, { id: mine.id }, { token: finance }), 403, 'forbidden');
    expect(await countRows(banners)).toBe(before + 1);
    const [row] = await t.database.db.select().from(banners).where(eq(banners.id, mine.id));
    expect(row?.title).toBe('Weekend cashback');
  });

  it('lets the content role write', async () => {
    const b = await createBanner({ title: 'By content' }, editor);
    expect(b).toMatchObject({ title: 'By content', state: 'live' });
  });
});

describe('banners', () => {
  it('create → players see it at once; update; deactivate → gone for players; every write audited', async () => {
    const b = await createBanner({ groupName: 'w_model', title: 'Fresh', language: 'en', linkageType: 'URL', linkage: 'https://example.com/terms' });
    expect(b).toMatchObject({ groupName: 'w_model', language: 'EN', title: 'Fresh', linkageType: 'URL', linkage: 'https://example.com/terms', startsAt: null, endsAt: null, state: 'live' });
    expect(await playerBanners('groupName=w_model&language=EN')).toEqual([
      { id: b.id, groupName: 'w_model', url: '/banners/cashback.svg', title: 'Fresh', linkageType: 'URL', linkage: 'https://example.com/terms' },
    ]);

    const updated = ok<TStaffBanner>(await call(t, staffUpdateBanner, { id: b.id, title: 'Renamed', linkageType: 'GAME', linkage: gameNode, reason: 'new game' }, { token: editor }));
    expect(updated).toMatchObject({ id: b.id, title: 'Renamed', linkageType: 'GAME', linkage: gameNode, code: b.code, imageUrl: b.imageUrl });
    expect(await playerBanners('groupName=w_model&language=EN')).toMatchObject([{ id: b.id, title: 'Renamed', linkageType: 'GAME', linkage: gameNode }]);

    // Clearing the type clears the linkage.
    const unlinked = ok<TStaffBanner>(await call(t, staffUpdateBanner, { id: b.id, linkageType: null }, { token: admin }));
    expect(unlinked).toMatchObject({ linkageType: null, linkage: null });

    const ended = ok<TStaffBanner>(await call(t, staffDeactivateBanner, { id: b.id, reason: 'campaign over' }, { token: admin }));
    expect(ended).toMatchObject({ state: 'ended', endsAt: now() });
    expect(await playerBanners('groupName=w_model&language=EN')).toEqual([]);

    // The staff list hides ended ones unless asked.
    const live = ok<{ list: TStaffBanner[] }>(await call(t, staffBanners, undefined, { token: finance, query: 'groupName=w_model' })).list;
    expect(live.map((x) => x.id)).not.toContain(b.id);
    const all = ok<{ list: TStaffBanner[] }>(await call(t, staffBanners, undefined, { token: finance, query: 'groupName=w_model&includeInactive=true&language=en' })).list;
    expect(all.find((x) => x.id === b.id)).toMatchObject({ state: 'ended', title: 'Renamed' });

    const audit = await auditOf('banner', b.id);
    expect(audit.map((a) => a.action)).toEqual(['banner.create', 'banner.update', 'banner.update', 'banner.deactivate']);
    expect(audit[0]).toMatchObject({ actorKind: 'staff', before: null, after: expect.objectContaining({ title: 'Fresh', merchantId: t.merchantId }) });
    expect(audit[1]).toMatchObject({ before: expect.objectContaining({ title: 'Fresh' }), after: expect.objectContaining({ title: 'Renamed', linkage: gameNode }), reason: 'new game' });
    expect(audit[3]).toMatchObject({ reason: 'campaign over', before: expect.objectContaining({ endsAt: null }), after: expect.objectContaining({ endsAt: t.clock.now().toISOString() }) });
    expect(audit.every((a) => a.actorId !== null)).toBe(true);

    // Readable through the staff audit call too (admin).
    const page = ok<{ list: { action: string }[] }>(await call(t, staffAudit, undefined, { token: admin, query: `entity=banner&entityId=${b.id}` }));
    expect(page.list.map((a) => a.action)).toContain('banner.deactivate');

    // Deactivating again changes nothing and writes no record.
    ok(await call(t, staffDeactivateBanner, { id: b.id }, { token: admin }));
    expect((await auditOf('banner', b.id)).length).toBe(4);
  });

  it('a scheduled banner shows only inside its window; deactivating it empties the window', async () => {
    const b = await createBanner({ groupName: 'w_video', startsAt: now() + DAY, endsAt: now() + 2 * DAY });
    expect(b.state).toBe('scheduled');
    expect(await playerBanners('groupName=w_video')).toEqual([]);
    t.clock.advance(DAY + 1);
    try {
      expect((await playerBanners('groupName=w_video')).map((x) => x.id)).toEqual([b.id]);
    } finally {
      t.clock.advance(-(DAY + 1));
    }
    const ended = ok<TStaffBanner>(await call(t, staffDeactivateBanner, { id: b.id }, { token: admin }));
    expect(ended).toMatchObject({ state: 'ended', startsAt: now(), endsAt: now() });
    t.clock.advance(DAY + 1);
    try {
      expect(await playerBanners('groupName=w_video')).toEqual([]);
    } finally {
      t.clock.advance(-(DAY + 1));
    }
  });

  it('refuses a bad linkage, language or window with 400 and its code, and changes nothing', async () => {
    const before = await countRows(banners);
    const audits = (await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.merchantId, t.merchantId)))[0]?.n;
    const cases: [Record<string, unknown>, string][] = [
      [{ linkageType: 'URL', linkage: 'http://example.com' }, 'content_linkage_invalid'],
      [{ linkageType: 'URL', linkage: 'javascript:alert(1)' }, 'content_linkage_invalid'],
      [{ linkageType: 'ROUTE', linkage: '//evil.example' }, 'content_linkage_invalid'],
      [{ linkageType: 'ROUTE', linkage: 'https://evil.example' }, 'content_linkage_invalid'],
      [{ linkageType: 'GAME', linkage: 'no-such-game' }, 'content_linkage_invalid'],
      [{ linkageType: 'PROMOTION', linkage: 'bad id!' }, 'content_linkage_invalid'],
      [{ linkageType: 'GAME', linkage: null }, 'content_linkage_invalid'],
      [{ linkageType: null, linkage: '/promotions' }, 'content_linkage_invalid'],
      [{ language: 'VI' }, 'content_language_unsupported'],
      [{ startsAt: now() + DAY, endsAt: now() + HOUR }, 'content_window_invalid'],
      [{ startsAt: now(), endsAt: now() }, 'content_window_invalid'],
      [{ groupName: 'w_nope' }, 'validation_error'],
      [{ imageUrl: 'javascript:alert(1)' }, 'validation_error'],
      [{ title: '   ' }, 'validation_error'],
    ];
    for (const [over, errorCode] of cases) failed(await call(t, staffCreateBanner, bannerBody(over), { token: admin }), 400, errorCode);
    expect(await countRows(banners)).toBe(before);

    const b = await createBanner({ groupName: 'w_activity', title: 'Keep me' });
    for (const [over, errorCode] of cases.slice(0, 11)) failed(await call(t, staffUpdateBanner, { id: b.id, ...over }, { token: admin }), 400, errorCode);
    const [row] = await t.database.db.select().from(banners).where(eq(banners.id, b.id));
    expect(row).toMatchObject({ title: 'Keep me', language: 'EN', linkageType: 'ROUTE', linkage: '/promotions', startsAt: null, endsAt: null });
    expect((await auditOf('banner', b.id)).map((a) => a.action)).toEqual(['banner.create']);
    const after = (await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.merchantId, t.merchantId)))[0]?.n;
    expect(Number(after)).toBe(Number(audits) + 1);
  });

  it('refuses a duplicate code with 409 (create and update) and keeps the rows', async () => {
    const first = await createBanner({ code: 'dup-banner' });
    failed(await call(t, staffCreateBanner, bannerBody({ code: 'dup-banner', title: 'Second' }), { token: admin }), 409, 'content_code_taken');
    const second = await createBanner();
    failed(await call(t, staffUpdateBanner, { id: second.id, code: 'dup-banner' }, { token: admin }), 409, 'content_code_taken');
    const rows = await t.database.db.select().from(banners).where(and(eq(banners.merchantId, t.merchantId), eq(banners.code, 'dup-banner')));
    expect(rows.map((r) => r.id)).toEqual([first.id]);
    // Another brand may use the same code.
    ok(await call(other, staffCreateBanner, bannerBody({ code: 'dup-banner' }), { token: otherAdmin }));
  });

  it('answers 404 for a banner that does not exist', async () => {
    failed(await call(t, staffUpdateBanner, { id: 99_999_999, title: 'x' }, { token: admin }), 404, 'not_found');
    failed(await call(t, staffDeactivateBanner, { id: 99_999_999 }, { token: admin }), 404, 'not_found');
  });
});

describe('notices', () => {
  it('create (sanitized) → players see it at once; update; deactivate → gone; audited', async () => {
    const n = await createNotice({
      title: '  Maintenance  ',
      type: 'PU',
      content: '<p onclick="steal()">Tonight <script>alert(1)</script><a href="javascript:alert(2)">x</a><a href="https://ok.example" target="_blank">ok</a><img src=x onerror=alert(3)></p>',
      executions: ['A', 'A', 'B'],
      promotionType: 'CASHBACK',
    });
    expect(n).toMatchObject({ type: 'PU', title: 'Maintenance', executions: ['A', 'B'], promotionType: 'CASHBACK', state: 'live' });
    expect(n.content).not.toMatch(/script|onclick|onerror|javascript|<img/);
    expect(n.content).toContain('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>');

    const seen = (await playerNotices('types=PU&language=EN')).find((x) => x.id === n.id);
    expect(seen).toMatchObject({ title: 'Maintenance', content: n.content, promotionType: 'CASHBACK', startDateStr: String(n.startsAt) });
    const popup = ok<{ list: TNotice[] }>(await call(t, getAnnouncements, undefined, { query: 'execution=B' })).list;
    expect(popup.map((x) => x.id)).toContain(n.id);

    const updated = ok<TStaffNotice>(
      await call(t, staffUpdateNotice, { id: n.id, content: '<p>Now <b>bold</b><iframe src="https://x"></iframe></p>', executions: ['F'], promotionType: null }, { token: editor }),
    );
    expect(updated).toMatchObject({ content: '<p>Now <b>bold</b></p>', executions: ['F'], promotionType: null, title: 'Maintenance' });
    expect((await playerNotices('types=PU')).find((x) => x.id === n.id)?.content).toBe('<p>Now <b>bold</b></p>');
    const popupAfter = ok<{ list: TNotice[] }>(await call(t, getAnnouncements, undefined, { query: 'execution=B' })).list;
    expect(popupAfter.map((x) => x.id)).not.toContain(n.id);

    // The staff list filters by type, audience and language.
    const list = ok<{ list: TStaffNotice[] }>(await call(t, staffNotices, undefined, { token: finance, query: 'type=PU&execution=F&language=EN' })).list;
    expect(list.map((x) => x.id)).toEqual([n.id]);

    ok(await call(t, staffDeactivateNotice, { id: n.id, reason: 'done' }, { token: admin }));
    expect((await playerNotices('types=PU')).map((x) => x.id)).not.toContain(n.id);
    expect(ok<{ list: TStaffNotice[] }>(await call(t, staffNotices, undefined, { token: admin, query: 'type=PU' })).list.map((x) => x.id)).not.toContain(n.id);
    expect(
      ok<{ list: TStaffNotice[] }>(await call(t, staffNotices, undefined, { token: admin, query: 'type=PU&includeInactive=true' })).list.find((x) => x.id === n.id),
    ).toMatchObject({ state: 'ended' });

    const audit = await auditOf('notice', n.id);
    expect(audit.map((a) => a.action)).toEqual(['notice.create', 'notice.update', 'notice.deactivate']);
    expect(audit[1]).toMatchObject({ before: expect.objectContaining({ executions: ['A', 'B'] }), after: expect.objectContaining({ executions: ['F'], content: '<p>Now <b>bold</b></p>' }) });
    expect(audit[2]?.reason).toBe('done');
  });

  it('refuses a bad language, window or body with 400 and changes nothing', async () => {
    const before = await countRows(notices);
    failed(await call(t, staffCreateNotice, noticeBody({ language: 'CN' }), { token: admin }), 400, 'content_language_unsupported');
    failed(await call(t, staffCreateNotice, noticeBody({ startsAt: now(), endsAt: now() - HOUR }), { token: admin }), 400, 'content_window_invalid');
    failed(await call(t, staffCreateNotice, noticeBody({ type: 'X' }), { token: admin }), 400, 'validation_error');
    failed(await call(t, staffCreateNotice, noticeBody({ executions: ['Z'] }), { token: admin }), 400, 'validation_error');
    failed(await call(t, staffCreateNotice, noticeBody({ startsAt: undefined }), { token: admin }), 400, 'validation_error');
    expect(await countRows(notices)).toBe(before);

    const n = await createNotice({ title: 'Stable' });
    failed(await call(t, staffUpdateNotice, { id: n.id, language: 'VI' }, { token: admin }), 400, 'content_language_unsupported');
    failed(await call(t, staffUpdateNotice, { id: n.id, endsAt: n.startsAt - 1 }, { token: admin }), 400, 'content_window_invalid');
    const [row] = await t.database.db.select().from(notices).where(eq(notices.id, n.id));
    expect(row).toMatchObject({ title: 'Stable', language: 'EN', endsAt: null });
    expect((await auditOf('notice', n.id)).length).toBe(1);
  });

  it('refuses a duplicate code with 409', async () => {
    await createNotice({ code: 'dup-notice' });
    failed(await call(t, staffCreateNotice, noticeBody({ code: 'dup-notice' }), { token: editor }), 409, 'content_code_taken');
    expect((await t.database.db.select().from(notices).where(and(eq(notices.merchantId, t.merchantId), eq(notices.code, 'dup-notice')))).length).toBe(1);
  });
});

describe('brand isolation', () => {
  it("a staff of another brand never sees nor edits this brand's rows", async () => {
    const b = await createBanner({ title: 'Ours only' });
    const n = await createNotice({ title: 'Our notice' });
    const theirBanners = ok<{ list: TStaffBanner[] }>(await call(other, staffBanners, undefined, { token: otherAdmin, query: 'includeInactive=true' })).list;
    expect(theirBanners.map((x) => x.id)).not.toContain(b.id);
    const theirNotices = ok<{ list: TStaffNotice[] }>(await call(other, staffNotices, undefined, { token: otherAdmin, query: 'includeInactive=true' })).list;
    expect(theirNotices.map((x) => x.id)).not.toContain(n.id);

    failed(await call(other, staffUpdateBanner, { id: b.id, title: 'Hijacked' }, { token: otherAdmin }), 404, 'not_found');
    failed(await call(other, staffDeactivateBanner, { id: b.id }, { token: otherAdmin }), 404, 'not_found');
    failed(await call(other, staffUpdateNotice, { id: n.id, title: 'Hijacked' }, { token: otherAdmin }), 404, 'not_found');
    failed(await call(other, staffDeactivateNotice, { id: n.id }, { token: otherAdmin }), 404, 'not_found');
    // This brand's token on the other brand's host is refused.
    failed(await call(other, staffBanners, undefined, { token: admin }), 401, 'staff_unauthorized');

    expect(ok<{ list: TStaffBanner[] }>(await call(t, staffBanners, undefined, { token: admin })).list.map((x) => x.id)).toContain(b.id);
    const [row] = await t.database.db.select().from(banners).where(eq(banners.id, b.id));
    expect(row).toMatchObject({ title: 'Ours only', endsAt: null });
    const [nrow] = await t.database.db.select().from(notices).where(eq(notices.id, n.id));
    expect(nrow).toMatchObject({ title: 'Our notice', endsAt: null });

    // What the other brand creates its players see, and ours do not.
    const theirs = ok<TStaffBanner>(await call(other, staffCreateBanner, bannerBody({ groupName: 'w_forget', title: 'Theirs' }), { token: otherAdmin }));
    expect((await playerBanners('groupName=w_forget', { host: other.host })).map((x) => x.id)).toEqual([theirs.id]);
    expect(await playerBanners('groupName=w_forget')).toEqual([]);
    expect(await countRows(banners, other.merchantId)).toBeGreaterThan(0);
  });
});
