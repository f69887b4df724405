import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { buildMember, buildPermission } from '@/testing/fixtures';

export type Reply = { status?: number; body: unknown } | Error;
export type Handler = (req: { url: URL; body: unknown }) => Reply | Promise<Reply>;
export type Call = { method: string; path: string; url: URL; body: unknown };

export const ok = (value: unknown): Reply => ({ body: { success: true, value } });
export const fail = (status: number, code: string): Reply => ({ status, body: { success: false, code, message: code } });

export { buildMember };

/**
 * Stubs fetch with envelopes by "METHOD /path" (or "/path"); member info is
 * served unless overridden. An Error reply fails at the network level.
 */
export const serveWallet = (routes: Record<string, Handler>) => {
  const calls: Call[] = [];
  const base: Record<string, Handler> = { '/wps/member/info': () => ok(buildMember()) };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, url, body });
    const handler = routes[`${method} ${url.pathname}`] ?? routes[url.pathname] ?? base[url.pathname];
    if (!handler) return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
    const reply = await handler({ url, body });
    if (reply instanceof Error) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  return { calls, of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
};

const Where = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

/** Renders wallet UI as the app does: query client, i18n (EN), the test brand (₱, GMT+8), a router at `path`, a held token. */
export const renderWallet = (ui: ReactNode, { path = '/member', token = 'tok-1' }: { path?: string; token?: string | null } = {}) => {
  if (token) window.sessionStorage.setItem('token', token);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider permission={buildPermission()}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {ui}
                    <Where />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
};
