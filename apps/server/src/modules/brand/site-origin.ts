import type { FastifyRequest } from 'fastify';
import { normalizeHost } from './brand.service';

/**
 * This site's origin for links and redirect URIs. The host asked for (Host,
 * or X-Forwarded-Host from a trusted proxy) is the caller's to choose, so it
 * is used only when it is one of the brand's own domains; otherwise the
 * brand's main domain (never a link to an attacker's host).
 */
export function siteOrigin(request: FastifyRequest): string {
  const header = request.host;
  const host = request.brand.isKnownHost && normalizeHost(header) === request.brand.host ? header : request.brand.merchant.mainDomain;
  return `${request.protocol}://${host}`;
}

/** Links that open the player site: this host unless it serves only the console or the agents, else the brand's main domain. */
export const playerSiteOrigin = (request: FastifyRequest): string =>
  request.brand.kind === 'player' ? siteOrigin(request) : `${request.protocol}://${request.brand.merchant.mainDomain}`;
