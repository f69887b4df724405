import { getPermission } from '@wps/contracts/player';
import { describe, expect, it } from 'vitest';
import { buildPermission } from '@/testing/fixtures';
import { render } from './entry-server';

const answers = [{ path: getPermission.path, value: buildPermission() }];

describe('the server render of a page (decision record 008)', () => {
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

  it('leaves a route with a guard, and one without the startup answer, to the browser', async () => {
    expect(await render({ url: 'http://page.invalid/member', answers, language: 'EN', theme: 'dark' })).toBeNull();
    // Without the permission answer the page is the loader: still a page, rendered as the browser would.
    expect(await render({ url: 'http://page.invalid/', answers: [], language: 'EN', theme: 'dark' })).toContain('app-loader');
  });

  it('renders the theme the visitor chose', async () => {
    const light = await render({ url: 'http://page.invalid/', answers, language: 'EN', theme: 'light' });
    const dark = await render({ url: 'http://page.invalid/', answers, language: 'EN', theme: 'dark' });
    expect(light).toContain('data-theme-current="light"');
    expect(dark).toContain('data-theme-current="dark"');
  });
});
