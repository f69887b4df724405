import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { BOOT_ELEMENT_ID, LANGUAGES, type TBoot } from '@wps/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the SPA never owns: the API, the API docs and the CDN. */
const NOT_CLIENT_ROUTES = /^\/(wps|docs|cdn)(\/|$)/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app has not been built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first) and reload this page.</p>
<p>The API is up: see <a href="/docs">/docs</a>.</p></body></html>`;

/** Source maps would publish our source: never served, even when a build left some beside the files (404). */
const notSourceMap = (pathName: string): boolean => !/\.map$/i.test(pathName);

/**
 * Serves the built SPA. Vite fingerprints everything under /assets, so those
 * files are cached for a year; index.html must be revalidated every time or
 * a deploy would leave browsers on stale chunk names.
 */
export async function registerWebApp(app: FastifyInstance, opts: { webDist: string; cdnRoot: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: opts.cdnRoot,
    prefix: '/cdn/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
  });

  // wildcard: files are looked up per request, so a build made while the
  // server runs is picked up without a restart.
  await app.register(fastifyStatic, {
    root: opts.webDist,
    prefix: '/',
    wildcard: true,
    // index.html is the app's page (sendIndexHtml), with the first answers of the visit inlined.
    index: false,
    allowedPath: notSourceMap,
    // The build writes a .br and a .gz copy of every text file (apps/web/build/precompress.ts): sent as they are.
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(opts.webDist, 'assets')}/`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // A browser asks for /favicon.ico where a document names no icon (an API answer, a game's page inside its
  // frame): the site's icon, not a 404 in its console.
  app.get('/favicon.ico', (_request, reply) => reply.header('cache-control', 'public, max-age=86400').redirect(SITE_ICON, 301));
}

/** The site's icon (apps/web/public): every page of the site and of the studio's games links it. */
export const SITE_ICON = '/favicon.svg';

/** The operator console's pages: /console and everything under it (its own app, apps/console). */
export const CONSOLE_PREFIX = '/console';

const CONSOLE_NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Console not built</title></head>
<body><h1>The operator console has not been built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first) and reload this page.</p></body></html>`;

/**
 * Serves the operator console's build (apps/console/dist) under /console/: hashed assets
 * for a year, its index.html for every console route. Never linked from the player site,
 * and kept out of search engines.
 */
export async function registerConsoleApp(app: FastifyInstance, opts: { consoleDist: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: opts.consoleDist,
    prefix: `${CONSOLE_PREFIX}/`,
    wildcard: true,
    index: false,
    allowedPath: notSourceMap,
    decorateReply: false,
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(opts.consoleDist, 'assets')}/`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.header('x-robots-tag', 'noindex, nofollow');
    },
  });
}

/** A browser navigating to a console route (not one of its files). */
export function isConsoleNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path !== CONSOLE_PREFIX && !path.startsWith(`${CONSOLE_PREFIX}/`)) return false;
  const ext = extname(path);
  return !ext || ext === '.html';
}

/** The console's page (its router takes over); /console itself moves to /console/ so relative addresses hold. */
export async function sendConsoleIndex(request: FastifyRequest, reply: FastifyReply, consoleDist: string): Promise<FastifyReply> {
  if ((request.url.split('?')[0] ?? '') === CONSOLE_PREFIX) return reply.redirect(`${CONSOLE_PREFIX}/`);
  let html: string;
  try {
    html = await readFile(join(consoleDist, 'index.html'), 'utf8');
  } catch {
    return reply.status(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(CONSOLE_NOT_BUILT_PAGE);
  }
  return reply
    .status(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('x-robots-tag', 'noindex, nofollow')
    .send(html);
}

/**
 * History-mode fallback: a browser navigating to any client route (/sports,
 * /agentHome, /help...) gets index.html and the client router takes over.
 * Only navigations qualify; a missing script or image stays a 404 so the
 * client can report a missing chunk instead of parsing HTML as JavaScript.
 */
export function isClientNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (NOT_CLIENT_ROUTES.test(path)) return false;
  const ext = extname(path);
  if (ext && ext !== '.html') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** JSON inside a script element: nothing in it may close the element or open a comment. */
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with the visit's first answers (issue 12, a short start): a JSON
 * script the client reads before its first render, and a preload of the first
 * banner image at high priority. A JSON script runs nothing, so the CSP holds.
 */
export function withBoot(html: string, boot: TBoot): string {
  const preloads = Object.values(boot.images)
    .map((href) => `<link rel="preload" as="image" href="${attribute(href)}" fetchpriority="high">`)
    .join('');
  const script = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`;
  return html.replace('</head>', `${preloads}${script}</head>`);
}

/** Where index.html holds #root's placeholder (the loader shown until the browser renders). */
const PAGE_SLOT = /<div id="root"><!--wps-page-->[\s\S]*?<!--\/wps-page--><\/div>/;
const HTML_TAG = /<html[^>]*>/;

/** A page the server rendered (decision record 008): #root's HTML, its language and theme. */
export interface RenderedPage {
  html: string;
  language: string;
  theme: 'light' | 'dark';
  /** The brand's colours as CSS variables (`brandThemeVars`), set on <html> as the browser would set them. */
  themeVars: readonly (readonly [string, string])[];
}

/**
 * index.html with the page the server rendered in #root, replacing the
 * loader, and <html> in the page's language and theme. `data-rendered` tells
 * the browser which language the page is in: it hydrates the page when it
 * would render the same one.
 */
export function withPage(html: string, page: RenderedPage): string {
  const lang = LANGUAGES.find((l) => l.code === page.language)?.bcp47 ?? 'en';
  return html
    .replace(HTML_TAG, () => {
      const style = [`color-scheme: ${page.theme}`, ...page.themeVars.map(([name, value]) => `${name}: ${value}`)].join('; ');
      return `<html lang="${attribute(lang)}" data-theme="${page.theme}" style="${attribute(style)}">`;
    })
    .replace(PAGE_SLOT, () => `<div id="root" data-rendered="${attribute(page.language)}">${page.html}</div>`);
}

export async function sendIndexHtml(
  reply: FastifyReply,
  webDist: string,
  boot?: TBoot | null,
  page?: RenderedPage | null,
): Promise<FastifyReply> {
  let html: string;
  try {
    html = await readFile(join(webDist, 'index.html'), 'utf8');
  } catch {
    return reply.status(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);
  }
  if (boot) html = withBoot(html, boot);
  if (page) html = withPage(html, page);
  return reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}
