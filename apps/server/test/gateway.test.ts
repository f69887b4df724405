import { depositList, type TDeposit, type TPage } from '@wps/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { auditLog, inboxMessages } from '../src/db/schema';
import { houseBalance } from '../src/modules/ledger/ledger.service';
import { call } from './support/accounts';
import {
  callbackLog,
  depositMovements,
  gatewayChannel,
  injectDelivery,
  mainBalance,
  postCallback,
  signedCallback,
  startGatewayDeposit,
} from './support/deposits';
import { createWalletApp, expectLedgerSound, loggedInMember, type TestMember, type WalletTestApp } from './support/wallet';
import { createTestApp } from './helpers';

let t: WalletTestApp;
let channel: Awaited<ReturnType<typeof gatewayChannel>>;
beforeAll(async () => {
  t = await createWalletApp();
  channel = await gatewayChannel(t);
  // No listening port under app.inject: the simulator delivers its callback into the same app.
  t.app.gatewaySimulator!.deliver = injectDelivery(t);
});
afterAll(async () => t.close());

const codeOf = (res: { body: string }) => (JSON.parse(res.body) as { code?: string }).code;

const depositOf = async (m: TestMember, id: number) => {
  const res = await call(t, depositList, undefined, { token: m.token, ip: m.ip, query: 'pageSize=100' });
  return (JSON.parse(res.body) as { value: TPage<TDeposit> }).value.list.find((d) => d.id === id);
};

/** The hidden fields and buttons of the simulator's form, as a browser would submit them. */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');
  }
  return fields;
}

/** The member's browser at the simulator: opens the pay page, fills `extra` in, presses a button; answers the form post. */
async function payAtSimulator(redirectUrl: string, status: 'SUCCESS' | 'FAILED', extra: Record<string, string> = {}) {
  const url = new URL(redirectUrl);
  const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host, accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  const form = new URLSearchParams({ ...formFields(page.body), ...extra, status });
  const posted = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return { page, posted };
}

describe('gateway deposit through the simulator', () => {
  it('starts a pending deposit and sends the member to the gateway with a signed order', async () => {
    const m = await loggedInMember(t);
    const { deposit, redirectUrl } = await startGatewayDeposit(t, m, '200000');
    expect(deposit).toMatchObject({ kind: 'gateway', channelCode: 'QPAY', status: 'pending', amount: '200000', fee: '3000', credited: '197000' });
    const url = new URL(redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`http://${t.host}/sim/gateway/pay`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      merchantId: channel.gatewayMerchantId,
      orderNo: deposit.orderNo,
      amount: '200000',
      currency: t.currency,
      notifyUrl: `http://${t.host}/wps/payment/gateway/callback`,
      returnUrl: `http://${t.host}/member?tab=depositv2&order=${deposit.orderNo}`,
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('pays: the callback is delivered, the member credited less the fee, the house keeps the fee', async () => {
    const m = await loggedInMember(t);
    const houseBefore = await houseBalance(t.database.db, t.merchantId, t.currency);
    const { deposit, redirectUrl } = await startGatewayDeposit(t, m, '100000');
    const { page, posted } = await payAtSimulator(redirectUrl, 'SUCCESS');

    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Self-contained and script-free: nothing for the CSP to block.
    expect(page.body).not.toMatch(/<script|<link|<img|\ssrc=|\son[a-z]+=/i);
    expect(page.body).toContain(deposit.orderNo);
    expect(page.body).toContain('1,000.00');
    expect(page.body).toContain('>Pay<');
    expect(page.body).toContain('>Cancel<');

    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`http://${t.host}/member?tab=depositv2&order=${deposit.orderNo}`);
    expect(await mainBalance(t, m.id)).toBe(98500n);
    expect(await houseBalance(t.database.db, t.merchantId, t.currency)).toBe(houseBefore + 1500n);
    expect(await depositOf(m, deposit.id)).toMatchObject({ status: 'approved' });
    expect(await depositMovements(t, deposit.id)).toHaveLength(1);
    await expectLedgerSound(t);

    const logged = (await callbackLog(t)).filter((c) => c.depositId === deposit.id);
    expect(logged.map((c) => c.outcome)).toEqual(['credited']);
    expect(logged[0]).toMatchObject({ signature: expect.stringMatching(/^[0-9a-f]{64}$/), gatewayTxnId: expect.stringMatching(/^SIM/) });
    expect(JSON.parse(logged[0]!.rawBody)).toMatchObject({ orderNo: deposit.orderNo, status: 'SUCCESS', amount: '100000' });

    const messages = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, m.id));
    expect(messages.map((x) => [x.template, x.params.amount])).toEqual([['deposit_credited', '985.00']]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(deposit.id)));
    expect(audit.filter((a) => a.entity === 'deposit').map((a) => [a.actorKind, a.action])).toEqual([['gateway', 'deposit.gateway_success']]);
  });

  it('cancelled at the gateway: the deposit is marked failed with no fee and nothing credited, the member told, no money moves', async () => {
    const m = await loggedInMember(t);
    const { deposit, redirectUrl } = await startGatewayDeposit(t, m);
    expect(deposit).toMatchObject({ fee: '1500', credited: '98500' });
    const { posted } = await payAtSimulator(redirectUrl, 'FAILED');
    expect(posted.statusCode).toBe(303);
    expect(await depositOf(m, deposit.id)).toMatchObject({ status: 'failed', amount: '100000', fee: '0', credited: '0', reason: expect.any(String) });
    expect(await mainBalance(t, m.id)).toBe(0n);
    expect(await depositMovements(t, deposit.id)).toHaveLength(0);
    const messages = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.memberId, m.id));
    expect(messages.map((x) => x.template)).toEqual(['deposit_failed']);
    expect((await callbackLog(t)).filter((c) => c.depositId === deposit.id).map((c) => c.outcome)).toEqual(['failed']);
    await expectLedgerSound(t);
  });

  it('refuses a pay page whose order was not signed by the site', async () => {
    const m = await loggedInMember(t);
    const { redirectUrl } = await startGatewayDeposit(t, m);
    const url = new URL(redirectUrl);
    url.searchParams.set('amount', '1');
    const tampered = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host } });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('Invalid payment request');
    const forged = new URLSearchParams({ ...Object.fromEntries(url.searchParams), status: 'SUCCESS' });
    const posted = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: forged.toString(),
    });
    expect(posted.statusCode).toBe(400);
    expect(await mainBalance(t, m.id)).toBe(0n);
  });
});

describe('e-wallet deposit (GCash) through the simulator', () => {
  it('is a channel of the brand: a redirect to the e-wallet checkout with a signed order', async () => {
    const m = await loggedInMember(t);
    const { deposit, redirectUrl } = await startGatewayDeposit(t, m, '50000', 'GCASH');
    // 2% of 500.00.
    expect(deposit).toMatchObject({ kind: 'gateway', channelCode: 'GCASH', channelName: 'GCash', fee: '1000', credited: '49000' });
    const url = new URL(redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`http://${t.host}/sim/ewallet/pay`);
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('asks for the wallet login: nothing is paid until the mobile number and MPIN are given', async () => {
    const m = await loggedInMember(t);
    const { deposit, redirectUrl } = await startGatewayDeposit(t, m, '50000', 'GCASH');
    const { page, posted } = await payAtSimulator(redirectUrl, 'SUCCESS', { mobile: '12345', mpin: '1234' });
    expect(page.body).toContain('GCash');
    expect(page.body).toContain('name="mobile"');
    expect(page.body).toContain('name="mpin"');
    expect(page.body).not.toMatch(/<script|<link|<img|\ssrc=|\son[a-z]+=/i);
    expect(posted.statusCode).toBe(422);
    expect(posted.body).toContain('mobile number');
    const noPin = await payAtSimulator(redirectUrl, 'SUCCESS', { mobile: '09171234567', mpin: '12' });
    expect(noPin.posted.statusCode).toBe(422);
    expect(noPin.posted.body).toContain('MPIN');
    expect(await depositOf(m, deposit.id)).toMatchObject({ status: 'pending' });
    expect(await callbackLog(t).then((l) => l.filter((c) => c.depositId === deposit.id))).toHaveLength(0);
  });

  it('pays: the signed callback credits the member through the ledger, less the fee', async () => {
    const m = await loggedInMember(t);
    const houseBefore = await houseBalance(t.database.db, t.merchantId, t.currency);
    const { deposit, redirectUrl } = await startGatewayDeposit(t, m, '50000', 'GCASH');
    const { posted } = await payAtSimulator(redirectUrl, 'SUCCESS', { mobile: '09171234567', mpin: '1234' });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`http://${t.host}/member?tab=depositv2&order=${deposit.orderNo}`);
    expect(await depositOf(m, deposit.id)).toMatchObject({ status: 'approved', fee: '1000', credited: '49000' });
    expect(await mainBalance(t, m.id)).toBe(49000n);
    expect(await houseBalance(t.database.db, t.merchantId, t.currency)).toBe(houseBefore + 1000n);
    expect(await depositMovements(t, deposit.id)).toHaveLength(1);
    const logged = (await callbackLog(t)).filter((c) => c.depositId === deposit.id);
    expect(logged.map((c) => c.outcome)).toEqual(['credited']);
    await expectLedgerSound(t);
  });

  it('cancels without a login: the deposit fails, nothing credited', async () => {
    const m = await loggedInMember(t);
    const { deposit, redirectUrl } = await startGatewayDeposit(t, m, '50000', 'GCASH');
    const { posted } = await payAtSimulator(redirectUrl, 'FAILED');
    expect(posted.statusCode).toBe(303);
    expect(await depositOf(m, deposit.id)).toMatchObject({ status: 'failed', fee: '0', credited: '0' });
    expect(await mainBalance(t, m.id)).toBe(0n);
  });
});

describe('gateway callback', () => {
  it('refuses a wrong signature, a missing one and a stale timestamp, and logs each', async () => {
    const m = await loggedInMember(t);
    const { deposit } = await startGatewayDeposit(t, m);
    const forged = signedCallback(t, channel, deposit, {}, 'f'.repeat(64));
    const res = await postCallback(t, forged);
    expect([res.statusCode, codeOf(res)]).toEqual([401, 'signature_invalid']);
    const unsigned = await postCallback(t, { body: forged.body });
    expect([unsigned.statusCode, codeOf(unsigned)]).toEqual([401, 'signature_invalid']);
    const otherMerchant = signedCallback(t, channel, deposit, { merchantId: 'SOMEONE' });
    expect(codeOf(await postCallback(t, otherMerchant))).toBe('signature_invalid');
    const stale = signedCallback(t, channel, deposit, { timestamp: t.clock.now().getTime() - 11 * 60_000 });
    const staleRes = await postCallback(t, stale);
    expect([staleRes.statusCode, codeOf(staleRes)]).toEqual([401, 'signature_invalid']);

    expect(await depositOf(m, deposit.id)).toMatchObject({ status: 'pending' });
    expect(await mainBalance(t, m.id)).toBe(0n);
    const logged = (await callbackLog(t)).filter((c) => c.depositId === deposit.id);
    expect(logged.map((c) => c.outcome)).toEqual(['signature_invalid', 'signature_invalid', 'signature_invalid', 'stale']);
    expect(logged[0]).toMatchObject({ rawBody: forged.body, signature: forged.signature, ip: '203.0.113.9' });
  });

  it('credits once: a replay answers duplicate and moves nothing', async () => {
    const m = await loggedInMember(t);
    const { deposit } = await startGatewayDeposit(t, m, '50000');
    const signed = signedCallback(t, channel, deposit);
    const first = await postCallback(t, signed);
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ success: true, value: { orderNo: deposit.orderNo, status: 'approved', duplicate: false } });
    t.clock.advance(60_000);
    const again = await postCallback(t, signed);
    expect(again.statusCode).toBe(200);
    expect(JSON.parse(again.body)).toEqual({ success: true, value: { orderNo: deposit.orderNo, status: 'approved', duplicate: true } });
    // A later FAILED for a credited order is a conflict for staff, not a change.
    const contradicting = await postCallback(t, signedCallback(t, channel, deposit, { status: 'FAILED' }));
    expect([contradicting.statusCode, codeOf(contradicting)]).toEqual([409, 'invalid_state']);

    expect(await mainBalance(t, m.id)).toBe(50000n - 750n);
    expect(await depositMovements(t, deposit.id)).toHaveLength(1);
    expect((await callbackLog(t)).filter((c) => c.depositId === deposit.id).map((c) => c.outcome)).toEqual(['credited', 'replay', 'state_conflict']);
    await expectLedgerSound(t);
  });

  it('refuses an amount or currency that does not match the order', async () => {
    const m = await loggedInMember(t);
    const { deposit } = await startGatewayDeposit(t, m, '50000');
    const more = await postCallback(t, signedCallback(t, channel, deposit, { amount: '5000000' }));
    expect([more.statusCode, codeOf(more)]).toEqual([400, 'amount_mismatch']);
    const currency = await postCallback(t, signedCallback(t, channel, deposit, { currency: 'XXX' }));
    expect([currency.statusCode, codeOf(currency)]).toEqual([400, 'amount_mismatch']);
    expect(await depositOf(m, deposit.id)).toMatchObject({ status: 'pending' });
    expect(await mainBalance(t, m.id)).toBe(0n);
    expect((await callbackLog(t)).filter((c) => c.depositId === deposit.id).map((c) => c.outcome)).toEqual(['amount_mismatch', 'amount_mismatch']);
  });

  it('refuses unknown orders, bank deposits and malformed bodies, and logs them', async () => {
    const unknown = signedCallback(t, channel, { orderNo: 'D2026030199999999', amount: '10000' });
    const res = await postCallback(t, unknown);
    expect([res.statusCode, codeOf(res)]).toEqual([404, 'not_found']);
    const malformed = await postCallback(t, { body: '{"orderNo": 12', signature: 'abc' });
    expect([malformed.statusCode, codeOf(malformed)]).toEqual([400, 'validation_error']);
    const plain = await t.app.inject({ method: 'POST', url: '/wps/payment/gateway/callback', headers: { host: t.host, 'content-type': 'text/plain' }, payload: 'hello' });
    expect(plain.statusCode).toBe(400);
    const logged = await callbackLog(t);
    expect(logged.find((c) => c.rawBody === unknown.body)).toMatchObject({ outcome: 'unknown_order', depositId: null });
    expect(logged.find((c) => c.rawBody === '{"orderNo": 12')).toMatchObject({ outcome: 'malformed', signature: 'abc' });
    expect(logged.find((c) => c.rawBody === 'hello')).toMatchObject({ outcome: 'malformed' });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(doc.paths['/wps/payment/gateway/callback']?.post?.tags).toEqual(['Payment gateway']);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/sim/'))).toBe(false);
  });
});

describe('simulator switch', () => {
  it('is never on in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', GATEWAY_SIMULATOR: 'on' }).gatewaySimulator).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).gatewaySimulator).toBe(false);
    expect(loadConfig({}).gatewaySimulator).toBe(true);
    expect(loadConfig({ GATEWAY_SIMULATOR: 'off' }).gatewaySimulator).toBe(false);
  });

  it('is not registered when off', async () => {
    const off = await createTestApp({ gatewaySimulator: false });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/sim/gateway/pay?orderNo=x' });
      expect(res.statusCode).toBe(404);
      expect(off.app.gatewaySimulator).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
