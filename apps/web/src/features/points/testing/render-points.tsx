import { type TPointConfig, type TPointReward } from '@wps/contracts/player';
import { importPrivateKey, openSealedBody } from '@wps/contracts/seal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { DialogHost } from '@/components/dialog-host';
import { BrandProvider } from '@/lib/brand';
import { setEncryptionKey } from '@/lib/encryption-key';
import { i18n } from '@/lib/i18n';
import { buildMember, buildPermission, testSealKeys } from '@/testing/fixtures';

export type Reply = { status?: number; body: unknown } | Error;
export type Handler = (req: { url: URL; body: unknown }) => Reply | Promise<Reply>;
export type Call = { method: string; path: string; url: URL; body: unknown };

export const ok = (value: unknown): Reply => ({ body: { success: true, value } });
export const fail = (status: number, code: string, message = code): Reply => ({ status, body: { success: false, code, message } });

export const pageOf = <T,>(list: T[], over: { pageNo?: number; totalPages?: number } = {}) => ({
  list,
  pageNo: over.pageNo ?? 1,
  pageSize: 10,
  total: list.length,
  totalPages: over.totalPages ?? 1,
});

/** Opens a body sealed by callApi for an `encrypted` contract, as the server would. */
export const openSealed = async (body: unknown, path: string): Promise<Record<string, unknown>> => {
  const key = await importPrivateKey(testSealKeys.privateKeyPkcs8);
  return (await openSealedBody(body, { method: 'POST', path }, () => key)) as Record<string, unknown>;
};

/** 100 points make ₱1.00, at least 1,000 at a time; VIP 2 earns 3 points per ₱100 on slots, 2 on live casino. */
export const buildConfig = (over: Partial<TPointConfig> = {}): TPointConfig => ({
  pointsPerUnit: 100,
  minConvert: 1000,
  earnRates: { RNG: 3, LIVE: 2 },
  vipLevel: 2,
  currencySymbol: '₱',
  ...over,
});

export const buildReward = (over: Partial<TPointReward> = {}): TPointReward => ({
  id: 7,
  name: 'Team jersey',
  description: 'The official home jersey, shipped to you.',
  imageUrl: null,
  kind: 'physical',
  points: 500,
  cashAmount: '0',
  stock: 12,
  perMemberLimit: 3,
  availableQuantity: 3,
  ...over,
});

/** Stubs fetch with envelopes by "METHOD /path" (or "/path"); records every call with its JSON body. */
export const servePoints = (routes: Record<string, Handler>) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, url, body });
    const handler = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (!handler) return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
    const reply = await handler({ url, body });
    if (reply instanceof Error) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  const of = (path: string, method = 'GET') => calls.filter((c) => c.method === method && c.path === path);
  return { calls, of };
};

export type Who = 'visitor' | 'member' | 'trial';

/** Renders as the site does (query client, i18n EN, the test brand, a router at `path`, the dialog host, the seal key). */
export const renderPoints = (ui: ReactNode, { who = 'member', path = '/pointMall' }: { who?: Who; path?: string } = {}) => {
  setEncryptionKey(testSealKeys.publicKey);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  if (who !== 'visitor') {
    window.sessionStorage.setItem('token', 'tok-1');
    client.setQueryData(['member', 'info', 'tok-1'], buildMember(who === 'trial' ? { type: 4, isTrial: true, account: 'guest01', userName: 'guest01' } : {}));
  }
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider permission={buildPermission()}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <DialogHost />
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
};
