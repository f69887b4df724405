/**
 * The server's render of a page's first screen (issue 12, decision record
 * 008): the same App the browser runs, rendered to HTML with the page's
 * inlined answers, as a visitor without a session sees it. The browser
 * hydrates it (main.tsx). Built by `vite build --ssr` into dist-ssr/ and
 * loaded by the server's web-app module; nothing here runs in a browser.
 */
import { getAnnouncements, type TBootAnswer, type TLanguageCode } from '@wps/contracts/player';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { seedBootQueries } from '@/app/boot-queries';
import { AppRoutes, routeHandles } from '@/app/router';
import { preloadLazyScreens } from '@/components/lazy-screen';
import { setServerSanitizer } from '@/components/rich-content';
import { ensureLanguage, i18n, setServerLanguageChoice } from '@/lib/i18n';
import { POPUP_ROUTES, popups } from '@/lib/popups';
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
  /** The visitor's announcement popup was not shown in this browser session yet (no hint cookie): render it open. */
  announcement?: boolean;
  /** The server's sanitizer for rich content (announcements); without it rich content is left to the browser. */
  sanitize?: (html: string) => string;
};

/** The visitor's announcements inlined in the page, when the page opens with them (SPEC.md §2 Announcement popup). */
const visitorAnnouncements = (answers: readonly TBootAnswer[]): boolean =>
  answers.some(
    (a) => a.path === getAnnouncements.path && a.query?.['execution'] === 'B' && ((a.value as { list?: unknown[] } | null)?.list?.length ?? 0) > 0,
  );

/** Every lazy screen is loaded before the first render: each page renders the same from the first request on. */
const screensLoaded = preloadLazyScreens();

/**
 * The HTML of #root for this page, or null when the page is not rendered on
 * the server: a route that needs a session (its guard runs in the browser).
 */
export async function render({ url, answers, language, theme, announcement = false, sanitize }: RenderInput): Promise<string | null> {
  const { pathname, search } = new URL(url);
  if (routeHandles(pathname).some((h) => h.guarded)) return null;
  await screensLoaded;
  // The whole language: the shell and a first page use only its core (first-page.test.tsx), which is what the
  // browser hydrates them with; a lazy screen hydrates once its chunk and the rest of the language are there.
  await ensureLanguage(language);
  const queryClient = createQueryClient();
  seedBootQueries(queryClient, answers);
  // Nothing awaits between the language switch and the render: concurrent renders cannot interleave here.
  void i18n.changeLanguage(language);
  if (i18n.language !== language) return null;
  setServerTheme(theme);
  setServerLanguageChoice(language);
  // A first visit's announcement popup is part of the page (painted with it, not over it a moment later);
  // not on /login, /register and /help, which open their own popup (it follows once that one is closed).
  if (announcement && visitorAnnouncements(answers) && !POPUP_ROUTES.has(pathname.toLowerCase())) popups.open('announcement', 'B');
  setServerSanitizer(sanitize ?? null);
  try {
    return renderToString(
      <StrictMode>
        <App
          queryClient={queryClient}
          router={
            <StaticRouter location={`${pathname}${search}`}>
              <AppRoutes />
            </StaticRouter>
          }
        />
      </StrictMode>,
    );
  } finally {
    popups.close();
    setServerSanitizer(null);
    queryClient.clear();
  }
}
