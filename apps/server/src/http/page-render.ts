import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TBoot, TBootAnswer } from '@wps/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { sanitizeRichText } from '../lib/sanitize-html';

export type PageTheme = 'light' | 'dark';

/** What apps/web/src/entry-server.tsx exports (its bundle is loaded at run time, not imported). */
interface WebRender {
  render(input: {
    url: string;
    answers: readonly TBootAnswer[];
    language: string;
    theme: PageTheme;
    announcement: boolean;
    sanitize: (html: string) => string;
  }): Promise<string | null>;
}

/** How this visitor's page looks, from their hint cookies (decision record 008). */
export interface PageLook {
  theme: PageTheme;
  /** The visitor's announcement popup was not shown in this browser session yet: the page opens with it. */
  announcement: boolean;
}

export interface PageRenderer {
  /** #root's HTML for this path (and query), or null: not rendered on the server (the browser renders it). */
  render(path: string, boot: TBoot, look: PageLook): Promise<string | null>;
}

const isWebRender = (module: unknown): module is WebRender =>
  typeof module === 'object' && module !== null && typeof (module as { render?: unknown }).render === 'function';

/**
 * The server render of the player site's pages (issue 12, decision record
 * 008): the web client's own components, rendered with the page's inlined
 * answers, so a first visit paints the page before any script has run. The
 * bundle comes from the web build (`apps/web/dist-ssr`); without it, or when
 * a render fails, the page goes out as the empty shell the browser renders.
 */
/**
 * Renders kept for reuse: a render is a pure function of the path, the
 * answers, the language, the theme and whether the announcement is open, so it is keyed by all of them (the
 * answers by their hash) and never stale; the bound and the minute of life
 * only keep memory small. Each process keeps its own (a miss costs a render).
 */
const RENDERS_KEPT = 500;
const RENDER_TTL_MS = 60_000;

export function createPageRenderer(ssrDir: string | null, log: FastifyBaseLogger): PageRenderer {
  const renders = new LRUCache<string, { html: string | null }>({ max: RENDERS_KEPT, ttl: RENDER_TTL_MS });
  let loading: Promise<WebRender | null> | null = null;
  const load = (): Promise<WebRender | null> => {
    loading ??= (async () => {
      const entry = ssrDir ? join(ssrDir, 'entry-server.js') : null;
      if (!entry || !existsSync(entry)) return null;
      const module: unknown = await import(pathToFileURL(entry).href);
      if (!isWebRender(module)) throw new Error(`${entry} exports no render()`);
      return module;
    })().catch((err: unknown) => {
      log.error({ err }, 'the server render of the web client could not be loaded: pages are rendered in the browser');
      return null;
    });
    return loading;
  };

  return {
    async render(path, boot, { theme, announcement }) {
      if (!boot.language) return null;
      const web = await load();
      if (!web) return null;
      try {
        // Only the path and query matter to the render: the host is the brand's, already resolved.
        const url = new URL(path.startsWith('/') && !path.startsWith('//') ? path : '/', 'http://page.invalid').href;
        const key = createHash('sha256').update(JSON.stringify([url, boot.language, theme, announcement, boot.answers])).digest('base64url');
        const kept = renders.get(key);
        if (kept) return kept.html;
        // Rich content (the announcement popup) is cleaned again as it goes into the page, by the server's own sanitizer.
        const html = await web.render({ url, answers: boot.answers, language: boot.language, theme, announcement, sanitize: sanitizeRichText });
        renders.set(key, { html });
        return html;
      } catch (err) {
        log.warn({ err, path }, 'page sent without its server render');
        return null;
      }
    },
  };
}
