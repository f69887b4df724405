import type { FastifyRequest } from 'fastify';

/**
 * The language a member's texts come in: the one asked for in the query
 * (`language`) or the Accept-Language header, when the brand offers it; else
 * the brand's default.
 */
export function requestLanguage(request: FastifyRequest): string {
  const asked = String((request.query as { language?: unknown } | undefined)?.language ?? request.headers['accept-language'] ?? '')
    .toUpperCase()
    .slice(0, 2);
  return request.brand.merchant.supportedLanguages.includes(asked) ? asked : request.brand.merchant.defaultLanguage;
}
