/**
 * The payment gateway's callback (gateway.protocol.ts): the only thing that
 * settles a gateway deposit. Every callback is kept in gateway_callbacks with
 * its raw body, signature, address and outcome, accepted or not, so staff can
 * see forged, stale, mismatched and replayed ones.
 *
 * Checks, in order: a well-formed body; an order of this brand paid through a
 * gateway; the signature over the exact raw bytes with that channel's secret
 * (and the merchant id it names); a fresh timestamp; the amount and currency
 * of the order. Then SUCCESS credits once and FAILED marks it failed. A copy
 * of a callback already applied answers success with duplicate: true and
 * moves nothing, so a gateway retrying until it hears "ok" is harmless.
 */
import { ErrorCode, findUnsafeText, isUnsafeText } from '@wps/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import type { AppServices } from '../../services';
import type { MerchantRow } from '../brand';
import { announceSettlement, settleDeposit } from './deposit-settlement';
import { findChannelById, findDepositByOrderNo, findDepositView, insertGatewayCallback, type ChannelRow, type DepositRow } from './deposits.repository';
import { CALLBACK_MAX_AGE_MS, ZGatewayCallback, verifyCallback, type TGatewayCallback, type TGatewayCallbackAck } from './gateway.protocol';

export interface IncomingCallback {
  merchant: MerchantRow;
  rawBody: Buffer;
  signature: string | undefined;
  ip: string;
}

/** How a callback ended, as gateway_callbacks records it. */
export type CallbackOutcome =
  | 'credited'
  | 'failed'
  | 'replay'
  | 'malformed'
  | 'unknown_order'
  | 'signature_invalid'
  | 'stale'
  | 'amount_mismatch'
  | 'state_conflict';

interface Refusal {
  outcome: CallbackOutcome;
  error: AppError;
}

const refuse = (outcome: CallbackOutcome, status: number, code: AppError['code'], message: string): Refusal => ({
  outcome,
  error: new AppError(status, code, message),
});

/** A body that is not clean UTF-8 text (invalid bytes, NUL, lone surrogates) is malformed: no callback is that. */
function parseBody(rawBody: Buffer): TGatewayCallback | null {
  const text = cleanText(rawBody);
  if (text === null) return null;
  try {
    const json: unknown = JSON.parse(text);
    // "\u0000" or a lone "\ud800" escape decodes to what PostgreSQL cannot store.
    if (findUnsafeText(json) !== null) return null;
    const parsed = ZGatewayCallback.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text when it is valid UTF-8 without NUL; null otherwise. */
function cleanText(rawBody: Buffer): string | null {
  try {
    const text = utf8.decode(rawBody);
    return isUnsafeText(text) ? null : text;
  } catch {
    return null;
  }
}

/**
 * What gateway_callbacks keeps of a body: the text itself when it is clean,
 * else `hex:` and every byte in hex, so whatever arrived is logged exactly.
 */
export const storableBody = (rawBody: Buffer): string => cleanText(rawBody) ?? `hex:${rawBody.toString('hex')}`;

/** The checks that need no state change; a refusal or null when the callback may settle the order. */
function judge(cb: TGatewayCallback, input: IncomingCallback, deposit: DepositRow, channel: ChannelRow, now: Date): Refusal | null {
  const secret = channel.gatewaySecret;
  if (!secret || cb.merchantId !== channel.gatewayMerchantId || !verifyCallback(input.rawBody, input.signature, secret)) {
    return refuse('signature_invalid', 401, ErrorCode.signatureInvalid, 'The callback signature is not valid');
  }
  if (Math.abs(now.getTime() - cb.timestamp) > CALLBACK_MAX_AGE_MS) {
    return refuse('stale', 401, ErrorCode.signatureInvalid, 'The callback timestamp is too old or in the future');
  }
  if (cb.amount !== deposit.amount.toString() || cb.currency !== input.merchant.currency) {
    return refuse('amount_mismatch', 400, ErrorCode.amountMismatch, 'The amount or currency does not match the order');
  }
  return null;
}

/** A callback for a settled order: the same news again is a replay; other news is a conflict for staff. */
function afterSettled(cb: TGatewayCallback, deposit: DepositRow): { ack: TGatewayCallbackAck } | Refusal {
  const sameNews =
    (cb.status === 'SUCCESS' && deposit.status === 'approved' && deposit.gatewayTxnId === cb.gatewayTxnId) ||
    (cb.status === 'FAILED' && deposit.status === 'failed');
  if (sameNews) return { ack: { orderNo: deposit.orderNo, status: deposit.status as 'approved' | 'failed', duplicate: true } };
  return refuse('state_conflict', 409, ErrorCode.invalidState, `The order is already ${deposit.status}`);
}

export async function handleGatewayCallback(
  services: Pick<AppServices, 'db' | 'clock' | 'live' | 'outbox'>,
  input: IncomingCallback,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<TGatewayCallbackAck> {
  const now = services.clock.now();
  const record = (outcome: CallbackOutcome, detail: string | null, refs: { channelId?: number; depositId?: number; gatewayTxnId?: string } = {}) => ({
    merchantId: input.merchant.id,
    channelId: refs.channelId ?? null,
    depositId: refs.depositId ?? null,
    gatewayTxnId: refs.gatewayTxnId ?? null,
    outcome,
    detail,
    rawBody: storableBody(input.rawBody),
    signature: input.signature?.slice(0, 256) ?? null,
    ip: input.ip,
    receivedAt: now,
  });
  const refused = async (r: Refusal, refs: Parameters<typeof record>[2] = {}): Promise<never> => {
    await insertGatewayCallback(services.db, record(r.outcome, r.error.message, refs));
    throw r.error;
  };

  const cb = parseBody(input.rawBody);
  if (!cb) return refused(refuse('malformed', 400, ErrorCode.validation, 'The callback body is not a valid gateway callback'));
  const deposit = await findDepositByOrderNo(services.db, input.merchant.id, cb.orderNo);
  const channel = deposit?.kind === 'gateway' ? await findChannelById(services.db, deposit.channelId) : undefined;
  if (!deposit || !channel) {
    return refused(refuse('unknown_order', 404, ErrorCode.notFound, 'No gateway deposit has this order number'), { gatewayTxnId: cb.gatewayTxnId });
  }
  const refs = { channelId: channel.id, depositId: deposit.id, gatewayTxnId: cb.gatewayTxnId };
  const refusal = judge(cb, input, deposit, channel, now);
  if (refusal) return refused(refusal, refs);

  const replayOrConflict = async (current: DepositRow) => {
    const result = afterSettled(cb, current);
    if ('error' in result) return refused(result, refs);
    await insertGatewayCallback(services.db, record('replay', `already ${current.status}`, refs));
    return result.ack;
  };
  if (deposit.status !== 'pending') return replayOrConflict(deposit);

  const success = cb.status === 'SUCCESS';
  const settled = await settleDeposit(services, {
    merchant: input.merchant,
    deposit,
    channel,
    outcome: success ? 'approved' : 'failed',
    reviewedBy: null,
    reason: success ? null : 'The payment gateway reported the payment failed',
    gatewayTxnId: cb.gatewayTxnId,
    actor: { kind: 'gateway', ip: input.ip },
    action: success ? 'deposit.gateway_success' : 'deposit.gateway_failed',
    alsoInTransaction: (tx) => insertGatewayCallback(tx, record(success ? 'credited' : 'failed', null, refs)),
  });
  if (!settled) {
    // A copy of this callback (or a second one) settled it while we checked.
    const current = await findDepositByOrderNo(services.db, input.merchant.id, cb.orderNo);
    if (!current) throw new Error(`deposit ${deposit.id} vanished`);
    return replayOrConflict(current);
  }

  const view = await findDepositView(services.db, input.merchant.id, settled.id);
  if (view) await announceSettlement(services, input.merchant, view, log);
  return { orderNo: settled.orderNo, status: success ? 'approved' : 'failed', duplicate: false };
}
