import type { BrandContext } from '../modules/brand/brand.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the brand hook on every /wps call. */
    brand: BrandContext;
    /** The visitor's address, after the trusted-proxy walk. */
    clientIp: string;
  }
}

export {};
