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

const PORT = /:(\d+)$/;

/**
 * Links that open the player site: this host unless it serves only the
 * console or the agents, else the brand's main domain. From an agent or
 * console host (one of the brand's own, so its port is no stranger's choice)
 * the main domain is reached on the same port when it names none: on
 * agent.localhost:3000 the player site is localhost:3000, not localhost.
 */
export function playerSiteOrigin(request: FastifyRequest): string {
  if (request.brand.kind === 'player') return siteOrigin(request);
  const main = request.brand.merchant.mainDomain;
  const port = PORT.test(main) ? undefined : PORT.exec(request.host)?.[1];
  return `${request.protocol}://${main}${port ? `:${port}` : ''}`;
}

/** The player site's registration page carrying an invite code: one builder for the agent's and the member's invite links. */
export function registerLink(origin: string, code: { affiliateCode: string } | { referralCode: string }): string {
  const link = new URL('/register', origin);
  for (const [name, value] of Object.entries(code)) link.searchParams.set(name, value);
  return link.toString();
}
