/**
 * The server's render of a page's first screen (issue 12, decision record
 * 008): the same App the browser runs, rendered to HTML with the page's
 * inlined answers, as a visitor without a session sees it. The browser
 * hydrates it (main.tsx). Built by `vite build --ssr` into dist-ssr/ and
 * loaded by the server's web-app module; nothing here runs in a browser.
 */
import type { TBootAnswer, TLanguageCode } from '@wps/contracts/player';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { App } from '@/app/app';
import { seedBootQueries } from '@/app/boot-queries';
import { routes } from '@/app/router';
import { ensureLanguage, i18n, setServerLanguageChoice } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { setServerTheme, type Theme } from '@/lib/theme';

export type RenderInput = {
  /** The page's address (path and query) on the brand's host. */
  url: string;
  /** The answers inlined in the same page (what the browser's first render starts from). */
  answers: readonly TBootAnswer[];
  /** The language a first visit starts in. */
  language: TLanguageCode;
  /** The visitor's theme (their theme hint; dark by default). */
  theme: Theme;
};

const handler = createStaticHandler(routes);

/**
 * The HTML of #root for this page, or null when the page is not rendered on
 * the server: a route that needs a session (its guard runs in the browser)
 * or an address that redirects.
 */
export async function render({ url, answers, language, theme }: RenderInput): Promise<string | null> {
  const request = new Request(url);
  const matches = matchRoutes(routes, new URL(url).pathname);
  if (!matches || matches.some((m) => m.route.loader)) return null;
  // The core of the language only, as the browser has it when it hydrates (locales/index.ts).
  await ensureLanguage(language, 'core');
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const queryClient = createQueryClient();
  seedBootQueries(queryClient, answers);
  // Nothing awaits between the language switch and the render: concurrent renders cannot interleave here.
  void i18n.changeLanguage(language);
  if (i18n.language !== language) return null;
  setServerTheme(theme);
  setServerLanguageChoice(language);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <App queryClient={queryClient} router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
    </StrictMode>,
  );
  queryClient.clear();
  return html;
}
