import { ZEnvelopeBase, envelopeOf, type Contract } from '@wps/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

type QueryOf<C> = C extends Contract<infer Q, z.ZodType | undefined, z.ZodType> ? Input<Q> : undefined;
type BodyOf<C> = C extends Contract<z.ZodType | undefined, infer B, z.ZodType> ? Input<B> : undefined;

export interface ContractContext<C extends Contract> {
  query: QueryOf<C>;
  body: BodyOf<C>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type ContractHandler<C extends Contract> = (ctx: ContractContext<C>) => Promise<z.input<C['value']>>;

export interface RegisterContractOptions {
  /** Runs before the handler, after validation (e.g. the maintenance / region guard). */
  preHandler?: preHandlerAsyncHookHandler;
}

/**
 * The one way a call is served: method, path and schemas come from the
 * contract, so validation, the response shape and the OpenAPI document can
 * never drift from what the web client is typed against. Handlers return
 * the value; this wraps it in the success envelope. Failures are thrown and
 * enveloped by the error handler.
 */
export function registerContract<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: RegisterContractOptions = {},
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: {
        200: envelopeOf(contract.value),
        '4xx': ZEnvelopeBase,
        '5xx': ZEnvelopeBase,
      },
    },
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: async (request, reply) => {
      const value = await handler({
        query: request.query as QueryOf<C>,
        body: request.body as BodyOf<C>,
        request,
        reply,
      });
      return { success: true, value };
    },
  });
}
