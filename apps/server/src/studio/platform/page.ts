import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config';
import { SITE_ICON } from '../../http/web-app';

/**
 * A studio game's page: an HTML file of the web build (its scripts and styles are the
 * build's fingerprinted /assets). The page is framed by the platform's game popup, which
 * is the same origin: helmet's frame-ancestors 'self' / X-Frame-Options SAMEORIGIN allow that.
 */
export async function sendStudioPage(reply: FastifyReply, config: AppConfig, file: string, title: string) {
  let html: Buffer;
  try {
    html = await readFile(join(config.webDist, file));
  } catch {
    return reply
      .status(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><title>${title}</title><link rel="icon" type="image/svg+xml" href="${SITE_ICON}"><p>The game has not been built yet: run npm run build.</p>`);
  }
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}
