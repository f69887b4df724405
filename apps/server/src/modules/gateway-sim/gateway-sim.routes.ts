/**
 * A local payment gateway for the demo and the tests (issue 4): it speaks
 * exactly the protocol of deposits/gateway.protocol.ts, from the other side.
 * Two checkouts: a card/bank style page (the order with Pay and Cancel) and
 * an e-wallet style page (GCash, Maya: log in with mobile number and MPIN,
 * then Pay or Cancel). GET shows the signed order; POST signs the callback with
 * the channel's secret, delivers it to the order's notifyUrl and sends the
 * browser back to returnUrl (303), as a real gateway would.
 *
 * It plays the gateway, which shares the channel secret with the brand, so it
 * reads the secret from the channel whose gatewayMerchantId the order names.
 * Anyone reaching it could mark any gateway deposit paid: buildApp never
 * registers it in production (config.gatewaySimulator).
 */
import { ZPositiveMinor } from '@wps/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomId } from '../../lib/tokens';
import type { AppServices } from '../../services';
import { findGatewayChannels, type ChannelRow } from '../deposits';
import {
  SIGNATURE_HEADER,
  readRedirectParams,
  signCallback,
  verifyRedirect,
  type GatewayRedirectParams,
  type TGatewayCallback,
} from '../deposits/gateway.protocol';
import { EWALLET_MOBILE, EWALLET_MPIN, EWALLET_SIM_PATH, SIM_PATH, ewalletPage, messagePage, payPage } from './gateway-sim.page';

export interface CallbackRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}
/** Sends a signed callback to the site; answers its HTTP status and body. */
export type CallbackDelivery = (request: CallbackRequest) => Promise<{ status: number; body: string }>;

export interface GatewaySimulator {
  /**
   * fetch by default. Tests under app.inject have no listening port and
   * replace it with one that injects the request into the same app.
   */
  deliver: CallbackDelivery;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present only where the simulator is registered (never in production). */
    gatewaySimulator?: GatewaySimulator;
  }
}

const DELIVERY_TIMEOUT_MS = 10_000;

export const fetchDelivery: CallbackDelivery = async ({ url, body, headers }) => {
  const res = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
  return { status: res.status, body: await res.text() };
};

interface SignedOrder {
  params: GatewayRedirectParams;
  signature: string;
  channel: ChannelRow;
  merchantName: string;
  secret: string;
}

const isWebUrl = (text: string) => /^https?:\/\//i.test(text);

/** The order as the site signed it, or null when no channel of that merchant id signed these parameters. */
async function signedOrder(services: Pick<AppServices, 'db'>, source: Record<string, unknown>): Promise<SignedOrder | null> {
  const params = readRedirectParams(source);
  const signature = typeof source.signature === 'string' ? source.signature : undefined;
  if (!params || !signature || !ZPositiveMinor.safeParse(params.amount).success) return null;
  if (!isWebUrl(params.notifyUrl) || !isWebUrl(params.returnUrl)) return null;
  for (const { channel, merchantName } of await findGatewayChannels(services.db, params.merchantId)) {
    const secret = channel.gatewaySecret;
    if (secret && verifyRedirect(params, signature, secret)) return { params, signature, channel, merchantName, secret };
  }
  return null;
}

const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').send(body);

const unsigned = (reply: FastifyReply) =>
  html(reply, 400, messagePage('Invalid payment request', 'This payment request is incomplete or not signed by a known merchant.'));

export function registerGatewaySimulator(app: FastifyInstance, services: AppServices): void {
  const simulator: GatewaySimulator = { deliver: fetchDelivery };
  app.decorate('gatewaySimulator', simulator);

  /** Signs the callback, delivers it to the site and sends the browser back, as the gateway would. */
  async function settle(request: FastifyRequest, reply: FastifyReply, order: SignedOrder, status: TGatewayCallback['status']) {
    const callback: TGatewayCallback = {
      merchantId: order.params.merchantId,
      orderNo: order.params.orderNo,
      gatewayTxnId: `SIM${randomId(8).toUpperCase()}`,
      amount: order.params.amount,
      currency: order.params.currency,
      status,
      timestamp: services.clock.now().getTime(),
      nonce: randomId(12),
    };
    const body = JSON.stringify(callback);
    const back = { href: order.params.returnUrl, label: 'Back to the site' };
    try {
      const answer = await simulator.deliver({
        url: order.params.notifyUrl,
        body,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signCallback(body, order.secret) },
      });
      if (answer.status < 200 || answer.status >= 300) {
        request.log.warn({ status: answer.status, answer: answer.body.slice(0, 500) }, 'gateway simulator: callback refused');
        return html(reply, 502, messagePage('Callback refused', `The site answered the callback with HTTP ${answer.status}.`, back));
      }
    } catch (err) {
      request.log.warn({ err }, 'gateway simulator: callback not delivered');
      return html(reply, 502, messagePage('Callback not delivered', 'The site could not be reached to confirm the payment.', back));
    }
    return reply.redirect(order.params.returnUrl, 303);
  }

  const pageInput = (order: SignedOrder) => ({
    params: order.params,
    signature: order.signature,
    channelName: order.channel.name,
    merchantName: order.merchantName,
  });

  // Card/bank style: Pay or Cancel.
  app.get(SIM_PATH, async (request, reply) => {
    const order = await signedOrder(services, request.query as Record<string, unknown>);
    if (!order) return unsigned(reply);
    return html(reply, 200, payPage(pageInput(order)));
  });

  app.post(SIM_PATH, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const order = await signedOrder(services, form);
    const status = callbackStatus(form.status);
    if (!order || !status) return unsigned(reply);
    return settle(request, reply, order, status);
  });

  // E-wallet style (GCash, Maya): the member logs in to the wallet to authorise the payment.
  app.get(EWALLET_SIM_PATH, async (request, reply) => {
    const order = await signedOrder(services, request.query as Record<string, unknown>);
    if (!order) return unsigned(reply);
    return html(reply, 200, ewalletPage(pageInput(order)));
  });

  app.post(EWALLET_SIM_PATH, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const order = await signedOrder(services, form);
    const status = callbackStatus(form.status);
    if (!order || !status) return unsigned(reply);
    if (status === 'SUCCESS') {
      const mobile = typeof form.mobile === 'string' ? form.mobile.trim() : '';
      const mpin = typeof form.mpin === 'string' ? form.mpin : '';
      // Nothing is paid until the wallet login is complete: the page comes back with the problem.
      const error = !EWALLET_MOBILE.test(mobile)
        ? 'Enter the 11-digit mobile number of your wallet, starting with 09.'
        : !EWALLET_MPIN.test(mpin)
          ? 'Enter your 4-digit MPIN.'
          : null;
      if (error) return html(reply, 422, ewalletPage({ ...pageInput(order), mobile: mobile.slice(0, 11), error }));
    }
    return settle(request, reply, order, status);
  });
}

const callbackStatus = (value: unknown): TGatewayCallback['status'] | null => (value === 'SUCCESS' || value === 'FAILED' ? value : null);
