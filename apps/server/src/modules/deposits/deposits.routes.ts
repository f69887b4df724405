import {
  ZEnvelopeBase,
  bankDeposit as bankDepositContract,
  depositChannels as depositChannelsContract,
  depositList,
  envelopeOf,
  gatewayDeposit as gatewayDepositContract,
  staffApproveDeposit,
  staffDeposits,
  staffRejectDeposit,
} from '@wps/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { registerContract } from '../../http/register-contract';
import type { AppServices } from '../../services';
import { siteOrigin } from '../brand';
import { staffActor, whoStaff } from '../staff/staff.service';
import { approveDeposit, rejectDeposit, staffDepositList } from './deposit-review.service';
import { bankDeposit, depositChannels, gatewayDeposit, memberDeposits, type MemberContext } from './deposits.service';
import { handleGatewayCallback } from './gateway-callback.service';
import { CALLBACK_BODY_LIMIT, CALLBACK_MAX_AGE_MS, CALLBACK_PATH, SIGNATURE_HEADER, ZGatewayCallback, ZGatewayCallbackAck } from './gateway.protocol';

const member = (request: FastifyRequest): MemberContext => {
  if (!request.member) throw new Error('auth contract reached without a member');
  return { merchant: request.brand.merchant, memberId: request.member.id };
};


/** Deposits: the member's calls, staff review, and the payment gateway's callback. Register inside the /wps scope. */
export function registerDepositRoutes(app: FastifyInstance, services: AppServices): void {
  registerContract(app, depositChannelsContract, async ({ request }) => depositChannels(services, member(request).merchant.id));
  registerContract(app, bankDepositContract, async ({ body, request }) => bankDeposit(services, member(request), body), {
    rateLimit: { max: 30, timeWindowMs: 60_000 },
  });
  registerContract(
    app,
    gatewayDepositContract,
    async ({ body, request }) => gatewayDeposit(services, { ...member(request), origin: siteOrigin(request) }, body),
    { rateLimit: { max: 30, timeWindowMs: 60_000 } },
  );
  registerContract(app, depositList, async ({ query, request }) => memberDeposits(services, member(request), query));

  // Support may read the queue; only money reviewers settle it.
  registerContract(app, staffDeposits, async ({ query, request }) => staffDepositList(services, whoStaff(request).merchantId, query));
  registerContract(
    app,
    staffApproveDeposit,
    async ({ body, request }) => approveDeposit(services, request.brand.merchant, staffActor(request), body, request.log),
  );
  registerContract(
    app,
    staffRejectDeposit,
    async ({ body, request }) => rejectDeposit(services, request.brand.merchant, staffActor(request), body, request.log),
  );

  registerGatewayCallback(app, services);
}

const ZFailure = ZEnvelopeBase.extend({ value: z.unknown().optional() });

/**
 * The gateway's callback is not a contract call: the gateway, not our
 * client, shapes it, and its signature covers the exact bytes it sent. So it
 * lives in its own encapsulated scope whose only body parser keeps the raw
 * bytes (whatever the content type, so even odd callbacks reach the log);
 * the handler parses and checks them itself.
 */
function registerGatewayCallback(app: FastifyInstance, services: AppServices): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(
      CALLBACK_PATH,
      {
        schema: {
          summary: 'Payment gateway callback: settles a gateway deposit once (signed; refused and logged when forged, stale, mismatched or replayed)',
          description: `Sent by the payment gateway, not the web client. Header \`X-Signature\`: hex HMAC-SHA256 of the exact body bytes with the channel's secret. A timestamp more than ${CALLBACK_MAX_AGE_MS / 60_000} minutes off is refused; a copy of an applied callback answers \`duplicate: true\` and moves nothing.`,
          tags: ['Payment gateway'],
          body: ZGatewayCallback,
          response: { 200: envelopeOf(ZGatewayCallbackAck), '4xx': ZFailure, '5xx': ZFailure },
        },
        // The schema documents the body; the handler judges the raw bytes (and logs what it refuses).
        attachValidation: true,
      },
      async (request) => {
        const header = request.headers[SIGNATURE_HEADER];
        const value = await handleGatewayCallback(
          services,
          {
            merchant: request.brand.merchant,
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            signature: typeof header === 'string' ? header.trim() : undefined,
            ip: request.clientIp,
          },
          request.log,
        );
        return { success: true, value };
      },
    );
  });
}
