import { getAnnouncements, getPermission, HOME_PAGE_PATHS } from '@wps/contracts/player';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPermission } from '@/testing/fixtures';
import { render } from './entry-server';

const answers = [{ path: getPermission.path, value: buildPermission() }];

describe('the server render of a page (decision record 008)', () => {
  // The first render waits for every lazy screen's module: seconds on a loaded machine, once per file.
  beforeAll(() => render({ url: 'http://page.invalid/', answers, language: 'EN', theme: 'dark' }), 30_000);

  it('renders the page itself in the language it is asked for, the brand default or the visitor’s choice', async () => {
    for (const language of ['EN', 'TY'] as const) {
      const html = await render({ url: 'http://page.invalid/sports', answers, language, theme: 'dark' });
      expect(html, language).toContain('data-testid="page-sports"');
      expect(html, language).not.toContain('app-loader');
    }
    const english = await render({ url: 'http://page.invalid/sports', answers, language: 'EN', theme: 'dark' });
    const tagalog = await render({ url: 'http://page.invalid/sports', answers, language: 'TY', theme: 'dark' });
    expect(tagalog).not.toBe(english);
  });

  it('renders a lazy screen itself, with its text, from the first request on', async () => {
    const html = await render({ url: 'http://page.invalid/agent', answers, language: 'EN', theme: 'dark' });
    expect(html).toContain('data-testid="agent-login-form"');
    expect(html).toContain('Agent');
    // No translation key instead of its text (the server renders with the whole language).
    expect(html).not.toMatch(/>\s*agent\.[a-z_]+\s*</);
    expect(html).not.toContain('data-testid="chunk-error"');
  });

  it('leaves a route with a guard, and one without the startup answer, to the browser', async () => {
    expect(await render({ url: 'http://page.invalid/member', answers, language: 'EN', theme: 'dark' })).toBeNull();
    // Without the permission answer the page is the loader: still a page, rendered as the browser would.
    expect(await render({ url: 'http://page.invalid/', answers: [], language: 'EN', theme: 'dark' })).toContain('app-loader');
  });

  describe('pages that know the page’s origin, rendered where there is no window (the server)', () => {
    afterEach(() => vi.unstubAllGlobals());
    const renderOnServer = async (url: string) => {
      vi.stubGlobal('window', undefined);
      try {
        return await render({ url, answers, language: 'EN', theme: 'dark' });
      } finally {
        vi.unstubAllGlobals();
      }
    };

    it('renders /seamless, not a boundary the browser must render again (React #419)', async () => {
      const html = await renderOnServer('http://page.invalid/seamless?url=%2Fstudio%2Flucky-reels%2F&title=Lucky%20Reels');
      expect(html).toContain('data-testid="page-seamless"');
      expect(html).toContain('Lucky Reels');
      // renderToString marks a Suspense boundary whose content threw with <!--$!-->: the browser then throws #419.
      expect(html).not.toContain('<!--$!-->');
      // The game's address is checked against the page's origin in the browser, after hydration.
      expect(html).not.toContain('<iframe');
      const empty = await renderOnServer('http://page.invalid/seamless');
      expect(empty).toContain('data-testid="page-seamless"');
      expect(empty).not.toContain('<!--$!-->');
    });

    it('renders /down with its apps: a whole address’s code at once, a relative one’s in the browser', async () => {
      const withApps = (resources: { resourceType: 'LOGO' | 'IOS' | 'ANDROID'; url: string }[]) => [
        { path: getPermission.path, value: buildPermission({}, { resources }) },
      ];
      vi.stubGlobal('window', undefined);
      try {
        const html = await render({
          url: 'http://page.invalid/down',
          answers: withApps([
            { resourceType: 'IOS', url: 'https://example.test/ios' },
            { resourceType: 'ANDROID', url: '/apps/brand.apk' },
          ]),
          language: 'EN',
          theme: 'dark',
        });
        expect(html).toContain('data-testid="page-down"');
        expect(html).not.toContain('<!--$!-->');
        expect(html).toContain('data-resource="IOS"');
        expect(html).toContain('data-resource="ANDROID"');
        // The iOS code is drawn; the Android one holds its place until the browser knows the origin.
        expect(html?.match(/<svg[^>]*class="qr-code"/g)).toHaveLength(1);
        expect(html).toContain('data-testid="qr-pending"');
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });

  it('shows the home at each address the server preloads its first banner for (HOME_PAGE_PATHS), and nowhere else', async () => {
    for (const path of HOME_PAGE_PATHS) {
      expect(await render({ url: `http://page.invalid${path}`, answers, language: 'EN', theme: 'dark' }), path).toContain('data-testid="page-home"');
    }
    expect(await render({ url: 'http://page.invalid/promotions', answers, language: 'EN', theme: 'dark' })).not.toContain('data-testid="page-home"');
  });

  it('renders the theme the visitor chose', async () => {
    const light = await render({ url: 'http://page.invalid/', answers, language: 'EN', theme: 'light' });
    const dark = await render({ url: 'http://page.invalid/', answers, language: 'EN', theme: 'dark' });
    expect(light).toContain('data-theme-current="light"');
    expect(dark).toContain('data-theme-current="dark"');
  });

  describe("a first visit's announcement popup", () => {
    const item = (id: number, title: string, content: string) => ({ id, type: 'B', title, content, startDateStr: '0', promotionType: null });
    const withAnnouncements = (list: ReturnType<typeof item>[]) => [
      ...answers,
      { path: getAnnouncements.path, query: { execution: 'B', language: 'EN' }, value: { list } },
    ];
    // Stands in for the server's sanitizer (sanitize-html): what it returns is what the page carries.
    const sanitize = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

    it('is part of the page, open in place, its content cleaned by the server', async () => {
      const html = await render({
        url: 'http://page.invalid/rng',
        answers: withAnnouncements([item(1, 'Lucky Reels has arrived', '<p>Twenty lines</p><script>alert(1)</script>')]),
        language: 'EN',
        theme: 'dark',
        announcement: true,
        sanitize,
      });
      expect(html).toContain('data-testid="modal-announcement"');
      expect(html).toContain('Lucky Reels has arrived');
      expect(html).toContain('<p>Twenty lines</p>');
      expect(html).not.toContain('<script>');
      // The next render of the same process opens nothing by itself.
      expect(await render({ url: 'http://page.invalid/rng', answers, language: 'EN', theme: 'dark' })).not.toContain('modal-announcement');
    });

    it('is not rendered once shown in this browser session, nor when the brand has none, nor over a route of its own popup', async () => {
      const list = withAnnouncements([item(1, 'News', '<p>x</p>')]);
      for (const url of ['http://page.invalid/login', 'http://page.invalid/REGISTER', 'http://page.invalid/help']) {
        expect(await render({ url, answers: list, language: 'EN', theme: 'dark', announcement: true, sanitize }), url).not.toContain('modal-announcement');
      }
      expect(await render({ url: 'http://page.invalid/', answers: list, language: 'EN', theme: 'dark', announcement: false, sanitize })).not.toContain('modal-announcement');
      expect(await render({ url: 'http://page.invalid/', answers: withAnnouncements([]), language: 'EN', theme: 'dark', announcement: true, sanitize })).not.toContain(
        'modal-announcement',
      );
    });
  });
});
