/**
 * The payment-gateway protocol, in one place for both sides: the deposits
 * module (the site) and the gateway simulator (the gateway) speak exactly
 * this, so the simulator proves the real flow.
 *
 * 1. Redirect. The member's browser goes to the channel's gatewayUrl with
 *    merchantId, orderNo, amount (minor units), currency, notifyUrl, returnUrl
 *    and signature = hex HMAC-SHA256 over the canonical query (the other
 *    parameters sorted by name, `name=encodeURIComponent(value)` joined by
 *    `&`; encoding keeps a value holding `&` or `=` from posing as another).
 * 2. Callback. The gateway POSTs a JSON body (ZGatewayCallback) to notifyUrl
 *    with the header X-Signature = hex HMAC-SHA256 of the exact body bytes.
 *    Both sides share the channel's secret.
 * 3. Return. The gateway sends the browser back to returnUrl.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ZPositiveMinor } from '@wps/contracts';
import { z } from 'zod';

export const CALLBACK_PATH = '/wps/payment/gateway/callback';
export const SIGNATURE_HEADER = 'x-signature';
/** A callback older (or further in the future) than this is refused: a captured one cannot be replayed later. */
export const CALLBACK_MAX_AGE_MS = 10 * 60 * 1000;
/** A callback is a few hundred bytes; anything larger is not one. */
export const CALLBACK_BODY_LIMIT = 16 * 1024;

export const REDIRECT_PARAMS = ['merchantId', 'orderNo', 'amount', 'currency', 'notifyUrl', 'returnUrl'] as const;
export type GatewayRedirectParams = Record<(typeof REDIRECT_PARAMS)[number], string>;

export const ZGatewayCallback = z.object({
  /** The brand's id at the gateway (the channel's gatewayMerchantId). */
  merchantId: z.string().min(1).max(64),
  orderNo: z.string().min(1).max(64),
  /** The gateway's own transaction id. */
  gatewayTxnId: z.string().min(1).max(100),
  /** Minor units, as the redirect sent them. */
  amount: ZPositiveMinor,
  currency: z.string().min(1).max(8),
  status: z.enum(['SUCCESS', 'FAILED']),
  /** Epoch milliseconds when the gateway sent it. */
  timestamp: z.number().int().nonnegative(),
  nonce: z.string().min(8).max(64),
});
export type TGatewayCallback = z.infer<typeof ZGatewayCallback>;

/** What the site answers an accepted callback with (inside the success envelope). */
export const ZGatewayCallbackAck = z.object({
  orderNo: z.string(),
  status: z.enum(['approved', 'failed']),
  /** True when the order had been settled before: nothing moved this time. */
  duplicate: z.boolean(),
});
export type TGatewayCallbackAck = z.infer<typeof ZGatewayCallbackAck>;

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;

/** Constant time, so the time to refuse does not reveal how much of a guessed signature was right. */
function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given || !HEX_SIGNATURE.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

export function canonicalRedirect(params: GatewayRedirectParams): string {
  return [...REDIRECT_PARAMS]
    .sort()
    .map((name) => `${name}=${encodeURIComponent(params[name])}`)
    .join('&');
}

export const signRedirect = (params: GatewayRedirectParams, secret: string): string => hmacHex(secret, canonicalRedirect(params));

export const verifyRedirect = (params: GatewayRedirectParams, signature: string | undefined, secret: string): boolean =>
  sameSignature(signRedirect(params, secret), signature);

export const signCallback = (rawBody: string | Buffer, secret: string): string => hmacHex(secret, rawBody);

export const verifyCallback = (rawBody: Buffer, signature: string | undefined, secret: string): boolean =>
  sameSignature(signCallback(rawBody, secret), signature);

/** The redirect parameters out of a query or form; null when one is missing. */
export function readRedirectParams(source: Record<string, unknown>): GatewayRedirectParams | null {
  const params: Partial<GatewayRedirectParams> = {};
  for (const name of REDIRECT_PARAMS) {
    const value = source[name];
    if (typeof value !== 'string' || value === '' || value.length > 2048) return null;
    params[name] = value;
  }
  return params as GatewayRedirectParams;
}
