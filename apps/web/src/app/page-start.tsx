import { isLanguageCode, type TLanguageCode } from '@wps/contracts/player';
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { markShown } from '@/features/notices/utils/announcement-session';
import { ensureLanguage, i18n, loadStoredLanguage } from '@/lib/i18n';
import { holdNetworkUntilLive } from '@/lib/page-live';
import { setPageHint } from '@/lib/page-hints';
import { popups } from '@/lib/popups';
import { getToken } from '@/lib/session';
import { storage, StorageKey } from '@/lib/storage';
import { getTheme, setServerTheme } from '@/lib/theme';
import { whenIdle } from '@/lib/when-idle';

/**
 * The language of the page the server rendered into #root, when the
 * browser's first render would be that same page: a visitor without a
 * session, whose chosen language (if any) is the page's, with the side menu
 * as the server renders it. Otherwise null.
 */
export function renderedPageToHydrate(root: HTMLElement): TLanguageCode | null {
  const rendered = root.dataset.rendered;
  if (!rendered || !isLanguageCode(rendered) || !root.firstElementChild) return null;
  if (getToken()) return null;
  const chosen = storage.get('local', StorageKey.lang);
  if (chosen && chosen !== rendered) return null;
  if (storage.get('local', StorageKey.sideMenuCollapsed) === '1') return null;
  return rendered;
}

/**
 * Starts the app in #root (decision record 008). A page the server rendered
 * is hydrated, in its language and theme, when the first render would be the
 * same page; otherwise React renders the app and replaces it in one commit
 * (what the server sent stays visible until then).
 */
export async function startApp(root: HTMLElement, app: ReactNode, renderedTheme: string | undefined): Promise<void> {
  // The theme the page was rendered in is what hydration compares with; the visitor's own follows at once.
  setServerTheme(renderedTheme === 'light' ? 'light' : 'dark');
  // Hints for the next page the server renders (a browser from before the hints, or their cookies cleared).
  setPageHint('theme', getTheme());
  if (getToken()) setPageHint('session', '1');

  const language = renderedPageToHydrate(root);
  if (language) {
    // The page's language is the visitor's (their hint, or the brand's default the app would store at start).
    if (!storage.get('local', StorageKey.lang)) storage.set('local', StorageKey.lang, language);
    try {
      // What the page shows is enough to hydrate it; the rest of the language follows once it is live.
      await ensureLanguage(language, 'core');
      if (i18n.language !== language) await i18n.changeLanguage(language);
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the
      // main thread for the whole shell; nothing is fetched meanwhile (lib/page-live.ts).
      holdNetworkUntilLive();
      // The announcement popup the server rendered open (a first visit) is open in the first render too, and shown.
      if (root.querySelector('[data-testid="modal-announcement"]')) {
        popups.open('announcement', 'B');
        markShown('B');
      }
      startTransition(() => {
        hydrateRoot(root, app);
      });
      whenIdle(() => void ensureLanguage(language).catch(() => undefined));
      return;
    } catch {
      // The page's translations could not be fetched: rendered afresh below (in English, as before).
    }
  }
  // The language the visitor chose last time (English if none), all of it, before the app renders in it.
  await loadStoredLanguage().catch(() => undefined);
  createRoot(root).render(app);
}
