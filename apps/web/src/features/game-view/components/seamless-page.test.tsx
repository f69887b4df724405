import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { buildPermission } from '@/testing/fixtures';
import SeamlessPage from './seamless-page';

const roots: Root[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

const page = (path: string) => (
  <I18nextProvider i18n={i18n}>
    <BrandProvider permission={buildPermission()}>
      <MemoryRouter initialEntries={[path]}>
        <SeamlessPage />
      </MemoryRouter>
    </BrandProvider>
  </I18nextProvider>
);

describe('/seamless', () => {
  it("hydrates the server's markup without a mismatch, then shows the game of this site", async () => {
    const path = '/seamless?url=%2Fstudio%2Flucky-reels%2F&title=Lucky%20Reels';
    // The server renders with no window.
    vi.stubGlobal('window', undefined);
    const html = renderToString(page(path));
    vi.unstubAllGlobals();
    expect(html).toContain('Lucky Reels');
    expect(html).not.toContain('<iframe');

    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const recoverable: unknown[] = [];
    await act(async () => {
      roots.push(hydrateRoot(root, page(path), { onRecoverableError: (error) => recoverable.push(error) }));
    });
    expect(recoverable).toEqual([]);
    const frame = root.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe('Lucky Reels');
    expect(frame?.getAttribute('src')).toBe(`${window.location.origin}/studio/lucky-reels/?theme=dark`);
  });

  it('shows no frame for an address of another site', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const client = createRoot(root);
    roots.push(client);
    await act(async () => client.render(page('/seamless?url=https%3A%2F%2Fevil.example%2F')));
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.textContent).toContain(i18n.t('game_view.empty_title'));
  });
});
