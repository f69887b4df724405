import { ErrorCode } from '@wps/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { DrizzleDb } from '../../db/database';
import { AppError } from '../../http/app-error';
import { evaluateAccess } from './access.service';
import { visitorOf } from './visitor';

/**
 * For every call except the system calls: nothing is served to a visitor the
 * brand has put behind maintenance or a region block (SPEC.md §8 'Access
 * restricted', system maintenance).
 */
export function createOutageGuard(db: DrizzleDb): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const access = await evaluateAccess(db, request.brand.merchant.id, visitorOf(request));
    if (access.maintenance) throw new AppError(503, ErrorCode.maintenance, 'The site is under maintenance');
    if (access.regionRestriction) {
      throw new AppError(403, ErrorCode.regionRestricted, 'Access restricted from your location');
    }
  };
}
