/**
 * Hostile input, as an attacker sends it: NUL characters, lone UTF-16
 * surrogates, numbers far past any column, and values of the wrong type, in
 * every field of a broad set of calls (login, registration, forgot, deposits,
 * transfers, staff, the vendors' wallet API, the gateway callback). Every
 * answer is a 4xx envelope `{ success: false, code, message }`, never a 500,
 * and nothing is written.
 */
import {
  bankDeposit,
  checkAffiliate,
  changePassword,
  depositList,
  forgotPasswordByEmail,
  gatewayDeposit,
  getDevOutbox,
  login,
  register,
  resetPasswordByPhone,
  revokeSession,
  sendFeedback,
  sendLoginSms,
  staffApproveDeposit,
  staffAudit,
  staffDeposits,
  staffLogin,
  staffRejectDeposit,
  staffResolveReceipt,
  staffPromotionCreate,
  staffPromotionUpdate,
  staffRainCreate,
  staffRebateReport,
  staffUpdateChannel,
  walletTransfer,
  type Contract,
} from '@wps/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, gatewayCallbacks, members, staffUsers } from '../src/db/schema';
import { CALLBACK_PATH, signCallback } from '../src/modules/deposits/gateway.protocol';
import { call, freshIp, humanProof } from './support/accounts';
import { createProviderApp, gameToken, valueOf, vendorCall, vendorSecret } from './support/provider';
import { fundMember, loggedInMember, staffToken, type TestMember, type WalletTestApp } from './support/wallet';

let t: WalletTestApp;
let m: TestMember;
let staff: string;
beforeAll(async () => {
  t = await createProviderApp();
  m = await loggedInMember(t);
  staff = await staffToken(t, 'admin01');
});
afterAll(async () => t.close());

const NUL = 'ab\u0000cd';
const HIGH = 'x\ud800y';
const LOW = 'x\udc00';
const TEXT_POISON = [NUL, HIGH, LOW, '\u0000', '\ud83d'];
const HOSTILE: unknown[] = [...TEXT_POISON, 1e308, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, -1, 0.5, true, [], [NUL], {}, { [NUL]: 1 }, null];

function expectRefusal(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body}`).toBeLessThan(500);
  const body = res.json() as { success: unknown; code: unknown; message: unknown };
  expect(body.success, what).toBe(false);
  expect(typeof body.code, what).toBe('string');
  expect(typeof body.message, what).toBe('string');
}

/** Every field of `sample` replaced in turn by every hostile value (and a stray extra field). */
function* variants(sample: Record<string, unknown>): Generator<[string, Record<string, unknown>]> {
  for (const key of Object.keys(sample)) {
    for (const value of HOSTILE) yield [`${key}=${JSON.stringify(value)}`, { ...sample, [key]: value }];
  }
  for (const value of TEXT_POISON) yield [`extra=${JSON.stringify(value)}`, { ...sample, [`extra${value}`]: value }];
}

type Who = 'visitor' | 'member' | 'staff';
// A fresh address per call, so the per-address limits (429) never hide what the server would answer.
const whoOptions = (who: Who) => ({ ip: freshIp(), ...(who === 'member' ? { token: m.token } : who === 'staff' ? { token: staff } : {}) });

const BODY_CALLS: [Contract, Who, Record<string, unknown>][] = [
  [login, 'visitor', { username: 'player01', password: 'Secret123', type: 'username' }],
  [register, 'visitor', { username: 'hostile01', password: 'Hostile#2026', confirmPassword: 'Hostile#2026', email: 'h@example.com' }],
  [forgotPasswordByEmail, 'visitor', { username: 'player01', email: 'p@example.com' }],
  [resetPasswordByPhone, 'visitor', { newPassword: 'Hostile#2026', mobileNum: '9171234567', countryDialingCode: '+63', verificationCode: '123456' }],
  [sendLoginSms, 'visitor', { mobileNum: '9171234567', countryDialingCode: '+63', purpose: 'forgot' }],
  [staffLogin, 'visitor', { username: 'admin01', password: 'Admin@123' }],
  [bankDeposit, 'member', { requestId: 'hostile-bank-0001', channelCode: 'BDO', amount: '50000', payerName: 'Juan', reference: 'REF1' }],
  [gatewayDeposit, 'member', { requestId: 'hostile-gate-0001', channelCode: 'QPAY', amount: '50000' }],
  [walletTransfer, 'member', { requestId: 'hostile-xfer-0001', action: 'in', vassalage: 'SABA', amount: '100' }],
  [changePassword, 'member', { oldPassword: 'wrong-old', newPassword: 'Hostile#2026', confirmNewPassword: 'Hostile#2026' }],
  [sendFeedback, 'member', { questionType: 'GENERAL', content: 'hello there' }],
  [staffApproveDeposit, 'staff', { id: 1 }],
  [staffRejectDeposit, 'staff', { id: 1, reason: 'no' }],
  [staffResolveReceipt, 'staff', { id: 1, action: 'refund', amount: '100', reason: 'x' }],
];

const QUERY_CALLS: [Contract, Who, Record<string, string>][] = [
  [checkAffiliate, 'visitor', { code: 'LUCKY01' }],
  [getDevOutbox, 'visitor', { to: '+639171234567' }],
  [depositList, 'member', { pageNo: '1', status: 'pending' }],
  [revokeSession, 'member', { id: 'abc' }],
  [staffDeposits, 'staff', { pageNo: '1' }],
  [staffAudit, 'staff', { entity: 'deposit', entityId: '1' }],
];

/** What a refused request must not have written. */
async function footprint() {
  const db = t.database.db;
  const [d] = await db.select({ n: count() }).from(deposits).where(eq(deposits.merchantId, t.merchantId));
  const [mm] = await db.select({ n: count() }).from(members).where(eq(members.merchantId, t.merchantId));
  const [s] = await db.select({ n: count() }).from(staffUsers).where(eq(staffUsers.merchantId, t.merchantId));
  return { deposits: d?.n, members: mm?.n, staff: s?.n };
}

const PROMOTION = {
  code: 'hostile-promo',
  category: 'event',
  title: { EN: 'Hostile' },
  summary: { EN: 'Hostile' },
  terms: { EN: 'Hostile' },
  bannerUrl: null,
  startsAt: 0,
  endsAt: null,
  trigger: { kind: 'sign_up', depositNth: null, minDeposit: '0' },
  reward: { kind: 'bonus', fixedAmount: '100', percentBps: 0, maxAmount: '100', wageringMultiplier: 1, maxBet: '0', categoryWeights: {}, gameWeights: {}, expiryDays: 30, conversionCapMultiplier: 2 },
  audience: { newMembersOnly: false, tags: [] },
  promoCode: null,
  budgetTotal: '0',
  receiversMax: null,
  onePerIdentity: false,
  autoApproveMax: '0',
  status: 'paused',
  sort: 0,
};
const RAIN = { title: { EN: 'Hostile rain' }, startsAt: 0, durationMinutes: 30, budget: '1000', envelopes: 3, requirement: 'none', requirementAmount: '0', requirementDays: 7 };

describe('hostile input answers 4xx envelopes and changes nothing', () => {
  it('money that is not whole minor units and impossible days in staff calls: 400 naming the field (they once reached BigInt and Date: 500)', async () => {
    const refused = async (contract: Contract, body: unknown, field: string, query?: string) => {
      const res = await call(t, contract, body, { ...whoOptions('staff'), ...(query ? { query } : {}) });
      expectRefusal(res, `${contract.path} ${field}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', message: expect.stringContaining(field) });
    };
    for (const budget of ['1.5', 'NaN', '-1', '1e3', ' 1']) await refused(staffRainCreate, { ...RAIN, budget }, 'budget');
    for (const fixedAmount of ['NaN', '1.5', 'Infinity']) {
      await refused(staffPromotionCreate, { ...PROMOTION, reward: { ...PROMOTION.reward, fixedAmount } }, 'reward.fixedAmount');
      await refused(staffPromotionUpdate, { ...PROMOTION, id: 1, reason: 'x', reward: { ...PROMOTION.reward, fixedAmount } }, 'reward.fixedAmount');
    }
    // A row id past the integer column.
    const channel = { kind: 'bank', name: 'Metrobank transfer', minAmount: '10000', maxAmount: '5000000', feeBps: 100, feeFixed: '500', bankName: 'Metrobank', accountName: 'Demo Gaming Inc.', accountNumber: '0071-2345-6789', enabled: true, sort: 5, reason: 'Moved' };
    const res = await call(t, staffUpdateChannel, { ...channel, id: 2_147_483_648 }, whoOptions('staff'));
    expect([res.statusCode, res.json()]).toEqual([400, expect.objectContaining({ code: 'validation_error', message: expect.stringMatching(/^id: /) })]);
    await refused(staffRebateReport, undefined, 'startDate', 'startDate=2024-02-30&endDate=2024-03-01');
    await refused(staffRebateReport, undefined, 'endDate', 'startDate=2024-02-01&endDate=9999-99-99');
    await refused(staffRebateReport, undefined, 'endDate', 'startDate=2024-02-01&endDate=9999-12-31');
  });

  it('every body field of login, registration, forgot, deposits, transfers, password and staff calls', { timeout: 120_000 }, async () => {
    const before = await footprint();
    let sent = 0;
    for (const [contract, who, sample] of BODY_CALLS) {
      for (const [label, body] of variants(sample)) {
        const withProof = contract === login || contract === register ? { ...body, verification: await humanProof(t) } : body;
        expectRefusal(await call(t, contract, withProof, whoOptions(who)), `${contract.method} ${contract.path} ${label}`);
        sent++;
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(await footprint()).toEqual(before);
  });

  it('every query field, and NUL or a lone surrogate in a path parameter or header', async () => {
    // Raw (already percent-encoded) values: a NUL, and bytes that are not UTF-8 (CESU surrogates, a cut sequence).
    const nul = ['ab%00cd', '%00'];
    const junk = ['x%ED%A0%80y', '%ED%B0%80', '%F0%9F', '1e308', '99999999999999999999', '-1', '%5B%5D'];
    for (const [contract, who, sample] of QUERY_CALLS) {
      for (const key of Object.keys(sample)) {
        for (const raw of [...nul, ...junk]) {
          const query = Object.entries(sample)
            .map(([k, v]) => `${k}=${k === key ? raw : encodeURIComponent(v)}`)
            .join('&');
          const res = await call(t, contract, undefined, { ...whoOptions(who), query });
          // Junk that is not a NUL may be a valid (if odd) search; it still never fails the server.
          if (nul.includes(raw)) {
            expectRefusal(res, `${contract.path}?${query}`);
            expect(res.json()).toMatchObject({ code: 'validation_error' });
          } else expect(res.statusCode, `${contract.path}?${query} → ${res.body}`).toBeLessThan(500);
        }
      }
    }
    const param = await t.app.inject({ method: 'POST', url: '/wps/provider/W%00PS/balance', headers: { host: t.host }, payload: '{}' });
    expectRefusal(param, 'NUL in a path parameter');
    expect(param.json()).toMatchObject({ code: 'validation_error' });
    const ua = await call(t, login, { username: m.account, password: m.password, verification: await humanProof(t) }, { ip: m.ip, headers: { 'user-agent': 'evil\u0000agent' } });
    expectRefusal(ua, 'NUL in the user agent');
  });

  it('the vendor wallet API: a lone surrogate or NUL in a transaction id, huge and wrong-typed amounts, all 400 and nothing moves', async () => {
    const p = await loggedInMember(t);
    await fundMember(t, p.id, 10_000n);
    const token = await gameToken(t, p);
    const balance = async () => valueOf(await vendorCall(t, 'balance', { playerId: String(p.id) })).balance;
    const bet = { token, playerId: String(p.id), transactionId: 'hostile-bet-1', roundId: 'hostile-round-1', amount: '100' };
    for (const [label, body] of variants(bet)) {
      const res = await vendorCall(t, 'bet', body);
      expectRefusal(res, `bet ${label}`);
    }
    // A player id past the integer column: a 400 for every call, never the database's error (500).
    for (const callName of ['balance', 'bet', 'win', 'rollback', 'endRound', 'jackpot'] as const) {
      const res = await vendorCall(t, callName, { ...bet, playerId: '99999999999', referenceTransactionId: 'ref-1', jackpotCode: 'grand' });
      expect([callName, res.statusCode, res.json()]).toEqual([callName, 400, expect.objectContaining({ code: 'validation_error', message: expect.stringContaining('playerId') })]);
    }
    for (const transactionId of ['tx\ud800', 'tx\udfff', 'tx\u0000']) {
      const res = await vendorCall(t, 'win', { playerId: String(p.id), transactionId, roundId: 'hostile-round-1', amount: '5' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'validation_error' });
    }
    expect(await balance()).toBe('10000');
  });

  it('gateway callbacks with NUL bytes, UTF-16 or invalid UTF-8 are 400 and logged with a safe copy of the body', async () => {
    const secret = await vendorSecret(t).catch(() => 'x');
    const sample = JSON.stringify({ merchantId: 'M', orderNo: 'O\u0000', gatewayTxnId: 'G', amount: '100', currency: 'PHP', status: 'SUCCESS', timestamp: Date.now(), nonce: 'nonce-123' });
    const bodies: [string, Buffer][] = [
      ['raw NUL bytes', Buffer.from('{"orderNo":"a\u0000b"}\u0000', 'utf8')],
      ['UTF-16LE JSON', Buffer.from(sample.replace('\\u0000', ''), 'utf16le')],
      ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22, 0x7d])],
      ['escaped NUL in a field', Buffer.from(sample)],
      ['escaped lone surrogate', Buffer.from(sample.replace('O\\u0000', 'O\\ud800'))],
    ];
    const logged = async () =>
      (await t.database.db.select().from(gatewayCallbacks).where(and(eq(gatewayCallbacks.merchantId, t.merchantId), eq(gatewayCallbacks.outcome, 'malformed')))).length;
    for (const [label, raw] of bodies) {
      const before = await logged();
      const res = await t.app.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: { host: t.host, 'content-type': 'application/json', 'x-signature': signCallback(raw, secret) },
        payload: raw,
      });
      expectRefusal(res, label);
      expect(res.statusCode, label).toBe(400);
      expect(await logged(), `${label} is logged`).toBe(before + 1);
    }
    const rows = await t.database.db.select().from(gatewayCallbacks).where(eq(gatewayCallbacks.merchantId, t.merchantId));
    const nulRow = rows.find((r) => r.rawBody === `hex:${bodies[0]![1].toString('hex')}`);
    expect(nulRow, 'the NUL body is kept exactly, in hex').toBeDefined();
    expect(rows.some((r) => r.rawBody === sample)).toBe(true);
  });

  it('a signed vendor win past the money bound (9,999,999,999,999,999 minor units) is a 400 and moves nothing', async () => {
    const p = await loggedInMember(t);
    await fundMember(t, p.id, 1_000n);
    const token = await gameToken(t, p);
    const playerId = String(p.id);
    const round = `bound-round-${p.id}`;
    expect((await vendorCall(t, 'bet', { token, playerId, transactionId: `bound-bet-${p.id}`, roundId: round, amount: '100' })).statusCode).toBe(200);
    const win = await vendorCall(t, 'win', { playerId, transactionId: `bound-win-${p.id}`, roundId: round, amount: '9999999999999999', endRound: true });
    expect(win.statusCode).toBe(400);
    expect(win.json()).toMatchObject({ success: false, code: 'validation_error' });
    expect(valueOf(await vendorCall(t, 'balance', { playerId })).balance).toBe('900');
    // The round is still open and can be settled normally; the refused id was never claimed.
    const ok = await vendorCall(t, 'win', { playerId, transactionId: `bound-win-${p.id}`, roundId: round, amount: '50', endRound: true });
    expect(ok.statusCode).toBe(200);
    expect(valueOf(ok)).toMatchObject({ balance: '950', duplicate: false });
    // Asking for more than the bound at the member's edge is refused the same way.
    const deposit = await call(t, bankDeposit, { requestId: `bound-dep-${p.id}`, channelCode: 'BDO', amount: '1000000000000001', payerName: 'Juan', reference: 'R' }, { token: p.token, ip: p.ip });
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json()).toMatchObject({ success: false, code: 'validation_error' });
  });
});
