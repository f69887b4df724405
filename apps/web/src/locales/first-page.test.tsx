import type { TBootAnswer } from '@wps/contracts/player';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@/entry-server';
import { i18n } from '@/lib/i18n';
import demoEn from '@/testing/demo-boot.en.json';
import demoTy from '@/testing/demo-boot.ty.json';
import { EN_TREE, TY_TREE } from '@/testing/translations';
import en from './en.json';
import { buildTree, type LocaleTree } from './tree';
import ty from './ty.json';

const missing = new Set<string>();

// A lazy screen hydrates once its chunk and the whole language are there (components/lazy-screen.tsx): what
// must be in the core is everything outside them, so here each renders as a mark of its own.
vi.mock('@/components/lazy-screen', () => ({
  lazyScreen: (chunk: string) => () => <div data-lazy-screen={chunk} />,
  preloadLazyScreens: async () => undefined,
}));

// Built afresh from the files: the app's own core trees are the live store, which the test setup filled whole.
const EN_CORE = buildTree(en as LocaleTree, import.meta.glob<LocaleTree>('./core/*.en.json', { eager: true, import: 'default' }));
const TY_CORE = buildTree(ty as LocaleTree, import.meta.glob<LocaleTree>('./core/*.ty.json', { eager: true, import: 'default' }));

beforeAll(() => {
  for (const [code, core] of [['EN', EN_CORE], ['TY', TY_CORE]] as const) {
    i18n.removeResourceBundle(code, 'translation');
    i18n.addResourceBundle(code, 'translation', core, true, true);
  }
  // A lazy screen of a page asks for the rest of its language (in the browser): nothing is added here.
  vi.spyOn(i18n, 'addResourceBundle').mockImplementation(() => i18n);
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (languages, _ns, key) => void missing.add(`${[languages].flat().join()} ${key}`);
});

afterAll(() => {
  vi.restoreAllMocks();
  i18n.options.saveMissing = false;
  i18n.options.missingKeyHandler = false;
  i18n.addResourceBundle('EN', 'translation', EN_TREE, true, true);
  i18n.addResourceBundle('TY', 'translation', TY_TREE, true, true);
});

/** Every page the server renders for a visitor (routes without a guard), as the demo brand's answers show it. */
const PAGES = ['/', '/login', '/register', '/help', '/down', '/sports', '/esports', '/fish', '/live', '/pvp', '/lott', '/elott', '/cockfight', '/rng?vassalage=WPS', '/jili', '/promotions', '/pointMall', '/seamless', '/sponsor', '/description', '/provably-fair', '/agent', '/no-such-page'];

describe("a language's core translations (locales/index.ts)", () => {
  it('are all a test without the rest has (a text outside them is caught)', () => {
    i18n.t('form.password', { lng: 'TY' });
    expect([...missing]).toEqual(['TY form.password']);
    missing.clear();
  });

  it('hold every text a first page renders, in EN and TY, so the browser hydrates it before the rest has come', async () => {
    for (const [language, answers] of [['EN', demoEn], ['TY', demoTy]] as const) {
      for (const page of PAGES) {
        // As a first visit sees it: the visitor's announcement popup open over the page (the demo brand has some).
        const html = await render({ url: `http://page.invalid${page}`, answers: answers as TBootAnswer[], language, theme: 'dark', announcement: true, sanitize: (h) => h });
        expect(html, `${language} ${page}`).toContain('data-testid="route-progress"');
        // (/login, /register and /help open their own popup instead.)
        if (!['/login', '/register', '/help'].includes(page)) expect(html, `${language} ${page}`).toContain('data-testid="modal-announcement"');
      }
    }
    expect([...missing].sort()).toEqual([]);
    // The server, like the browser, renders a first page from the core alone.
    expect(i18n.exists('form.password', { lng: 'EN' })).toBe(false);
  });
});
