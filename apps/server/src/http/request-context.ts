import type { FastifyRequest } from 'fastify';
import type { BrandContext } from '../modules/brand/brand.service';
import type { AuthenticatedMember } from '../modules/session/session.types';
import type { AuthenticatedStaff } from '../modules/staff/staff.types';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the brand hook on every /wps call. */
    brand: BrandContext;
    /** The visitor's address, after the trusted-proxy walk. */
    clientIp: string;
    /** Set by the auth step of `auth` contracts. */
    member: AuthenticatedMember | null;
    /** Set by the auth step of `staff` contracts. */
    staff: AuthenticatedStaff | null;
  }
}

/** The member of an `auth` contract's request (its auth step set it; reaching a handler without one is a bug, not a client error). */
export function whoMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new Error('auth contract reached without a member');
  return request.member;
}
