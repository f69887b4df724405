import { bankDeposit, gatewayDeposit, type TDeposit } from '@wps/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { gatewayCallbacks, ledgerTransactions, paymentChannels } from '../../src/db/schema';
import { CALLBACK_PATH, SIGNATURE_HEADER, signCallback, type TGatewayCallback } from '../../src/modules/deposits/gateway.protocol';
import type { CallbackDelivery } from '../../src/modules/gateway-sim/gateway-sim.routes';
import { readBalance } from '../../src/modules/wallet/wallet.balance';
import { call, envelope } from './accounts';
import type { TestMember, WalletTestApp } from './wallet';

let requestCounter = 0;
export const requestId = () => `dep-${Date.now()}-${requestCounter++}`;

/** The first bytes of a real PNG (what the server checks) and some filler. */
export const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const pngUpload = (size = 64) => ({
  name: 'receipt.png',
  mime: 'image/png' as const,
  data: Buffer.concat([PNG_HEAD, Buffer.alloc(Math.max(0, size - PNG_HEAD.length), 7)]).toString('base64'),
});

export const bankDepositRes = (t: WalletTestApp, m: TestMember, body: Record<string, unknown> = {}): Promise<LightMyRequestResponse> =>
  call(
    t,
    bankDeposit,
    { requestId: requestId(), channelCode: 'BDO', amount: '100000', payerName: 'Juan Dela Cruz', reference: 'REF-123', ...body },
    { token: m.token, ip: m.ip },
  );

export async function createBankDeposit(t: WalletTestApp, m: TestMember, body: Record<string, unknown> = {}): Promise<TDeposit> {
  const res = await bankDepositRes(t, m, body);
  if (res.statusCode !== 200) throw new Error(`bank deposit failed: ${res.statusCode} ${res.body}`);
  return envelope(res).value as TDeposit;
}

export async function startGatewayDeposit(
  t: WalletTestApp,
  m: TestMember,
  amount = '100000',
  channelCode = 'QPAY',
): Promise<{ deposit: TDeposit; redirectUrl: string }> {
  const res = await call(t, gatewayDeposit, { requestId: requestId(), channelCode, amount }, { token: m.token, ip: m.ip });
  if (res.statusCode !== 200) throw new Error(`gateway deposit failed: ${res.statusCode} ${res.body}`);
  return envelope(res).value as { deposit: TDeposit; redirectUrl: string };
}

/** The brand's gateway channel with its secret (the test plays the gateway). */
export async function gatewayChannel(t: WalletTestApp) {
  const [channel] = await t.database.db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, t.merchantId), eq(paymentChannels.code, 'QPAY')));
  if (!channel?.gatewaySecret || !channel.gatewayMerchantId) throw new Error('QPAY channel missing');
  return { ...channel, gatewaySecret: channel.gatewaySecret, gatewayMerchantId: channel.gatewayMerchantId };
}

/** A callback body for the deposit as the gateway would send it, and its signature. */
export function signedCallback(
  t: WalletTestApp,
  channel: { gatewaySecret: string; gatewayMerchantId: string },
  deposit: Pick<TDeposit, 'orderNo' | 'amount'>,
  overrides: Partial<TGatewayCallback> = {},
  secret = channel.gatewaySecret,
): { body: string; signature: string } {
  const callback: TGatewayCallback = {
    merchantId: channel.gatewayMerchantId,
    orderNo: deposit.orderNo,
    gatewayTxnId: `TXN-${deposit.orderNo}`,
    amount: deposit.amount,
    currency: t.currency,
    status: 'SUCCESS',
    timestamp: t.clock.now().getTime(),
    nonce: `nonce-${requestCounter++}-${Date.now()}`,
    ...overrides,
  };
  const body = JSON.stringify(callback);
  return { body, signature: signCallback(body, secret) };
}

export const postCallback = (t: WalletTestApp, signed: { body: string; signature?: string }, ip = '203.0.113.9') =>
  t.app.inject({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: {
      host: t.host,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(signed.signature === undefined ? {} : { [SIGNATURE_HEADER]: signed.signature }),
    },
    payload: signed.body,
  });

/** The simulator's delivery without a listening port: the callback goes into the same app. */
export const injectDelivery =
  (t: WalletTestApp): CallbackDelivery =>
  async ({ url, body, headers }) => {
    const target = new URL(url);
    const res = await t.app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, headers: { ...headers, host: target.host }, payload: body });
    return { status: res.statusCode, body: res.body };
  };

export async function mainBalance(t: WalletTestApp, memberId: number): Promise<bigint> {
  const balance = await readBalance(t.database.db, { id: t.merchantId, currency: t.currency, currencySymbol: '' }, memberId);
  return BigInt(balance.balance);
}

export const callbackLog = (t: WalletTestApp) =>
  t.database.db.select().from(gatewayCallbacks).where(eq(gatewayCallbacks.merchantId, t.merchantId)).orderBy(asc(gatewayCallbacks.id));

export const depositMovements = (t: WalletTestApp, depositId: number) =>
  t.database.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.merchantId, t.merchantId), eq(ledgerTransactions.idempotencyKey, `deposit:${depositId}`)));
