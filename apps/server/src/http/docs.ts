import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the contracts registered through registerContract. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'WPS platform API',
        description:
          'Every call answers `{ success, message?, code?, value? }`. `code` is a stable error identifier; `message` names the offending field on validation errors.',
        version: '0.1.0',
      },
      tags: [
        { name: 'system', description: 'Startup configuration and system status' },
        { name: 'catalog', description: 'Game vendors and games' },
      ],
    },
    transform: jsonSchemaTransform,
    // Only the contract calls are documented: static files and the SPA fallback are not API.
    hideUntagged: true,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // The UI's own strict CSP (with hashes for its inline bits) replaces the
    // site-wide one on /docs; upgrade-insecure-requests is dropped so the
    // docs still load over plain http on a LAN address.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
