import type { TGameCard, TPermission } from '@wps/contracts/player';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { buildMember, buildPermission } from '@/testing/fixtures';

export const ok = (value: unknown) => ({ success: true, value });
export const fail = (status: number, code: string) => ({ status, body: { success: false, code, message: code } });

type Answer = unknown | { status: number; body: unknown };
export type Call = { path: string; url: URL; method: string; body: unknown };

/** Stubs fetch by path; an answer `{ status, body }` sets the HTTP status; an answer may be a promise. Every call is kept. */
export const serveCatalog = (routes: Record<string, (url: URL, init?: RequestInit) => Answer>) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ path: url.pathname, url, method: init?.method ?? 'GET', body });
    // Member info is served unless a test says otherwise (favourites are asked only once it is known).
    const handler = routes[url.pathname] ?? (url.pathname === '/wps/member/info' ? () => ok(buildMember()) : undefined);
    if (!handler) return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
    const answer: unknown = await handler(url, init);
    if (answer && typeof answer === 'object' && 'status' in answer && 'body' in answer) {
      const a = answer as { status: number; body: unknown };
      return new Response(JSON.stringify(a.body), { status: a.status });
    }
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  return { calls, of: (path: string) => calls.filter((c) => c.path === path) };
};

export const game = (over: Partial<TGameCard> = {}): TGameCard => ({
  nodeId: 'wps-lucky-reels',
  gameName: 'Lucky Reels',
  nodeName: 'Lucky Reels',
  iconUrl: '/games/wps-lucky-reels.svg',
  showIcon: '/games/wps-lucky-reels.svg',
  gameType: 'RNG',
  gameCategory: 'RNG',
  vassalage: 'WPS',
  displayName: 'WPS Studio',
  gameCode: 'lucky-reels',
  isGame: true,
  classify: null,
  tags: [],
  minBet: '20',
  lines: 20,
  maintenance: false,
  ...over,
});

/**
 * Renders inside a memory router (so navigation can be read back), the query
 * client, i18n (EN) and the test brand. `token` logs in.
 */
export const renderCatalog = (
  ui: ReactNode,
  { path = '/', token, permission = buildPermission() }: { path?: string; token?: string; permission?: TPermission } = {},
) => {
  if (token) window.sessionStorage.setItem('token', token);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider permission={permission}>
          <RouterProvider router={router} />
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, client };
};
