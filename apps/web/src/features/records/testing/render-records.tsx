import type { TPermission } from '@wps/contracts/player';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { buildPermission } from '@/testing/fixtures';

export type Call = { path: string; url: URL };

export const ok = (value: unknown) => ({ success: true, value });

/** Stubs fetch: each path answers with `answer(url)`; every call is kept so tests can read its query string. */
export const serveRecords = (routes: Record<string, (url: URL) => unknown>) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ path: url.pathname, url });
    const answer = routes[url.pathname];
    if (!answer) return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
    return new Response(JSON.stringify(answer(url)), { status: 200 });
  });
  return { calls, of: (path: string) => calls.filter((c) => c.path === path).map((c) => c.url) };
};

/** Renders as the member center does: query client, i18n (EN), the test brand (₱, GMT+8), a held token. */
export const renderRecords = (ui: ReactNode, { permission = buildPermission() }: { permission?: TPermission } = {}) => {
  window.sessionStorage.setItem('token', 'tok-1');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider permission={permission}>{ui}</BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
};
