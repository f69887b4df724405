import {
  staffAbuseClusters,
  staffAdjust,
  staffAdjustments,
  staffApproveAdjustment,
  staffAudit,
  staffPlayerDetail,
  staffPlayerSearch,
  staffPlayerWagers,
  staffRejectAdjustment,
  TRIAL_USER_TYPE,
  type TAdjustment,
  type TPlayerDetail,
} from '@wps/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { registerAddressClusters } from '../src/modules/member';
import { recordWager } from '../src/modules/wagers';
import { readBalance } from '../src/modules/wallet/wallet.balance';
import { call, createMember, envelope } from './support/accounts';
import { createWalletApp, expectLedgerSound, fundMember, loggedInMember, staffToken, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let finance01: string;
let finance02: string;
let support: string;
beforeAll(async () => {
  t = await createWalletApp();
  [finance01, finance02, support] = await Promise.all([staffToken(t, 'finance01'), staffToken(t, 'finance02'), staffToken(t, 'support01')]);
});
afterAll(async () => t.close());

const value = <T>(res: Awaited<ReturnType<typeof call>>): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};
const search = async (query: string, token = support) => value<{ list: { id: number; account: string }[]; next: number | null }>(await call(t, staffPlayerSearch, undefined, { token, query }));
let requestCounter = 0;
const requestId = () => `adj-test-${Date.now()}-${requestCounter++}`;
const balanceOf = async (m: { id: number }) => (await readBalance(t.database.db, { id: t.merchantId, currency: t.currency, currencySymbol: '₱' }, m.id)).balance;

describe('player search', () => {
  it('finds members by the start of the username, phone, email, id and a known address, newest first in keyset pages', async () => {
    const a = await createMember(t, { account: 'searchme01', mobile: '9170001111', email: 'Search.Me@example.com', knownIps: ['198.51.100.21'] });
    const b = await createMember(t, { account: 'searchme02', knownIps: ['198.51.100.21'] });
    // A trial (free-play) account is no player (SPEC.md §3): no search finds it.
    const trial = await createMember(t, { account: 'searchme03', type: TRIAL_USER_TYPE, knownIps: ['198.51.100.21'] });
    expect((await search(`by=id&q=${trial.id}`)).list).toEqual([]);
    expect((await search('by=username&q=SEARCHME')).list.map((m) => m.account)).toEqual(['searchme02', 'searchme01']);
    expect((await search('by=phone&q=%2B63%20917%20000%201111')).list.map((m) => m.id)).toEqual([a.id]);
    expect((await search('by=email&q=search.me%40example.com')).list.map((m) => m.id)).toEqual([a.id]);
    expect((await search(`by=id&q=${b.id}`)).list.map((m) => m.id)).toEqual([b.id]);
    expect((await search('by=ip&q=198.51.100.21')).list.map((m) => m.id)).toEqual([b.id, a.id]);
    // Keyset pages: one at a time, the second page starts below the first.
    const first = await search('by=username&q=searchme&pageSize=1');
    expect(first.list.map((m) => m.id)).toEqual([b.id]);
    expect(first.next).toBe(b.id);
    const second = await search(`by=username&q=searchme&pageSize=1&before=${first.next}`);
    expect(second.list.map((m) => m.id)).toEqual([a.id]);
    expect(second.next).toBeNull();
    // Nothing found is an empty page, not an error; LIKE's wildcards are plain characters.
    expect((await search('by=username&q=%25')).list).toEqual([]);
    expect((await search('by=id&q=abc')).list).toEqual([]);
  });
});

describe('the player page', () => {
  it('shows balances, sessions with their country, and accounts linked by address', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 123_400n);
    const other = await createMember(t, { knownIps: [m.ip] });
    const trial = await createMember(t, { type: TRIAL_USER_TYPE, knownIps: [m.ip] });
    const detail = value<TPlayerDetail>(await call(t, staffPlayerDetail, undefined, { token: support, query: `id=${m.id}` }));
    expect(detail.player).toMatchObject({ id: m.id, account: m.account, status: 'active' });
    expect(detail.balances).toContainEqual({ kind: 'main', label: 'main', balance: '123400' });
    expect(detail.sessions[0]).toMatchObject({ ip: m.ip, open: true });
    expect(detail.linked).toContainEqual({ id: other.id, account: other.account, status: 'active', via: 'ip', value: m.ip });
    expect(detail.linked.map((l) => l.id)).not.toContain(trial.id);
    const unknown = await call(t, staffPlayerDetail, undefined, { token: support, query: 'id=99999999' });
    expect(unknown.statusCode).toBe(404);
    // A trial account's id opens no page: the answer of an unknown id, word for word.
    const ofTrial = await call(t, staffPlayerDetail, undefined, { token: support, query: `id=${trial.id}` });
    expect([ofTrial.statusCode, envelope(ofTrial)]).toEqual([404, envelope(unknown)]);
  });
});

describe('accounts registered from one address (abuse clusters)', () => {
  it("leave out the brand's trial accounts, whatever the brand's trial type", async () => {
    const ip = '203.0.113.77';
    const [a, b, trial, typeFour] = await Promise.all([
      createMember(t, {}),
      createMember(t, {}),
      createMember(t, { type: TRIAL_USER_TYPE }),
      createMember(t, { type: 4 }),
    ]);
    await t.database.db.update(members).set({ registerIp: ip }).where(inArray(members.id, [a.id, b.id, trial.id, typeFour.id]));
    const clusters = value<{ list: { kind: string; members: { id: number }[] }[] }>(
      await call(t, staffAbuseClusters, undefined, { token: finance01, query: 'pageNo=1&pageSize=50&kind=address' }),
    );
    const sorted = (list: number[]) => [...list].sort((x, y) => x - y);
    const ids = (c?: { members: { id: number }[] }) => sorted(c?.members.map((m) => m.id) ?? []);
    // On this brand type 4 is the trial type (TRIAL_USER_TYPE): typeFour is a trial too.
    expect(ids(clusters.list.find((c) => c.members.some((m) => m.id === a.id)))).toEqual(sorted([a.id, b.id]));
    // A brand whose trial accounts are another type: its own trial type is left out, a type 4 member is a player.
    await t.database.db.update(members).set({ type: 9 }).where(eq(members.id, trial.id));
    const other = await registerAddressClusters(t.database.db, { id: t.merchantId, trialType: 9 }, 200);
    expect(sorted(other.find((c) => c.shared === ip)?.ids.map(Number) ?? [])).toEqual(sorted([a.id, b.id, typeFour.id]));
  });
});

describe("the player's wagers", () => {
  it('lists settled bets newest first in keyset pages', async () => {
    const m = await loggedInMember(t);
    const merchant = { id: t.merchantId, gmtOffsetMinutes: 480, currency: t.currency };
    const base = t.clock.now().getTime();
    for (let i = 0; i < 3; i++) {
      await recordWager(t.database.db, {
        merchant,
        memberId: m.id,
        source: 'provider',
        sourceRef: `WPS:round-${m.id}-${i}`,
        category: 'RNG',
        vassalage: 'WPS',
        gameCode: 'wps-lucky-reels',
        stake: 1_000n * BigInt(i + 1),
        payout: i === 1 ? 5_000n : 0n,
        isTrial: false,
        settledAt: new Date(base + i * 1_000),
      });
    }
    type Page = { list: { sourceRef: string; stake: string; result: string }[]; next: string | null };
    const first = value<Page>(await call(t, staffPlayerWagers, undefined, { token: support, query: `id=${m.id}&pageSize=2` }));
    expect(first.list.map((w) => w.sourceRef)).toEqual([`WPS:round-${m.id}-2`, `WPS:round-${m.id}-1`]);
    expect(first.list[1]).toMatchObject({ stake: '2000', result: 'win' });
    expect(first.next).toMatch(/^\d+:\d+$/);
    const second = value<Page>(await call(t, staffPlayerWagers, undefined, { token: support, query: `id=${m.id}&pageSize=2&before=${first.next}` }));
    expect(second.list.map((w) => w.sourceRef)).toEqual([`WPS:round-${m.id}-0`]);
    expect(second.next).toBeNull();
    expect((await call(t, staffPlayerWagers, undefined, { token: support, query: `id=${m.id}&before=abc` })).statusCode).toBe(400);
  });
});

describe('manual adjustments', () => {
  it('applies a credit below the threshold at once, with the balance and the audit', async () => {
    const m = await loggedInMember(t);
    const adj = value<TAdjustment>(await call(t, staffAdjust, { requestId: requestId(), memberId: m.id, direction: 'credit', amount: '50000', reason: 'Goodwill' }, { token: finance01 }));
    expect(adj).toMatchObject({ status: 'applied', needsSecondApproval: false, requestedByName: 'finance01', decidedByName: 'finance01' });
    expect(await balanceOf(m)).toBe('50000');
    const audit = value<{ list: { action: string; reason: string }[] }>(await call(t, staffAudit, undefined, { token: await staffToken(t, 'admin01'), query: `entity=adjustment&entityId=${adj.id}` }));
    expect(audit.list).toEqual([expect.objectContaining({ action: 'adjustment.apply', reason: 'Goodwill' })]);
    await expectLedgerSound(t);
  });

  it('holds one at or above the threshold until a second staff member approves it', async () => {
    const m = await loggedInMember(t);
    const asked = value<TAdjustment>(await call(t, staffAdjust, { requestId: requestId(), memberId: m.id, direction: 'credit', amount: '1000000', reason: 'Tournament prize' }, { token: finance01 }));
    expect(asked).toMatchObject({ status: 'pending', needsSecondApproval: true });
    expect(await balanceOf(m)).toBe('0');
    const queue = value<{ list: TAdjustment[] }>(await call(t, staffAdjustments, undefined, { token: support, query: 'status=pending&pageSize=100' }));
    expect(queue.list.map((a) => a.id)).toContain(asked.id);

    // Not by the one who asked, and support cannot decide.
    const self = await call(t, staffApproveAdjustment, { id: asked.id }, { token: finance01 });
    expect(self.statusCode).toBe(409);
    expect(envelope(self).code).toBe('second_approver_required');
    expect((await call(t, staffApproveAdjustment, { id: asked.id }, { token: support })).statusCode).toBe(403);
    expect(await balanceOf(m)).toBe('0');

    const approved = value<TAdjustment>(await call(t, staffApproveAdjustment, { id: asked.id }, { token: finance02 }));
    expect(approved).toMatchObject({ status: 'applied', decidedByName: 'finance02' });
    expect(await balanceOf(m)).toBe('1000000');
    // Decided once only.
    expect((await call(t, staffApproveAdjustment, { id: asked.id }, { token: finance02 })).statusCode).toBe(409);
    expect(await balanceOf(m)).toBe('1000000');
    await expectLedgerSound(t);
  });

  it('rejects with a reason and moves nothing; a debit beyond the balance is refused; a repeated request makes one adjustment', async () => {
    const m = await loggedInMember(t);
    await fundMember(t, m.id, 30_000n);
    const asked = value<TAdjustment>(await call(t, staffAdjust, { requestId: requestId(), memberId: m.id, direction: 'debit', amount: '2000000', reason: 'Chargeback' }, { token: finance01 }));
    const rejected = value<TAdjustment>(await call(t, staffRejectAdjustment, { id: asked.id, reason: 'Bank reversed it' }, { token: finance02 }));
    expect(rejected).toMatchObject({ status: 'rejected', decisionReason: 'Bank reversed it' });
    expect(await balanceOf(m)).toBe('30000');

    const tooMuch = await call(t, staffAdjust, { requestId: requestId(), memberId: m.id, direction: 'debit', amount: '40000', reason: 'Fix' }, { token: finance01 });
    expect(tooMuch.statusCode).toBe(409);
    expect(envelope(tooMuch).code).toBe('insufficient_funds');
    expect(await balanceOf(m)).toBe('30000');

    const id = requestId();
    const body = { requestId: id, memberId: m.id, direction: 'debit' as const, amount: '10000', reason: 'Fee' };
    const [one, two] = await Promise.all([call(t, staffAdjust, body, { token: finance01 }), call(t, staffAdjust, body, { token: finance01 })]);
    expect(value<TAdjustment>(one).id).toBe(value<TAdjustment>(two).id);
    expect(await balanceOf(m)).toBe('20000');
    await expectLedgerSound(t);
  });

  it('refuses a member of another brand and bad amounts', async () => {
    expect((await call(t, staffAdjust, { requestId: requestId(), memberId: 99999999, direction: 'credit', amount: '100', reason: 'x' }, { token: finance01 })).statusCode).toBe(404);
    for (const amount of ['0', '-5', '1.5', '99999999999999999999999']) {
      const res = await call(t, staffAdjust, { requestId: requestId(), memberId: 1, direction: 'credit', amount, reason: 'x' }, { token: finance01 });
      expect(res.statusCode, amount).toBe(400);
    }
  });
});
