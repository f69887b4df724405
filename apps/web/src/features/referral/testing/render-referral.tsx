import type { TReferralFriend, TReferralInfo } from '@wps/contracts/player';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { DialogHost } from '@/components/dialog-host';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { buildMember, buildPermission } from '@/testing/fixtures';

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

/**
 * The brand's rules: ₱5 when a friend registers, ₱20 for a first deposit of
 * at least ₱100, ₱30 once the friend's valid bet reaches ₱1,000; rewards for
 * up to 50 friends. The member has 2 friends and earned ₱25.
 */
export const buildInfo = (over: Partial<TReferralInfo> = {}): TReferralInfo => ({
  currencySymbol: '₱',
  enabled: true,
  code: 'JUAN42',
  link: 'https://brand.test/register?referralCode=JUAN42',
  rules: { registerReward: '500', firstDepositReward: '2000', firstDepositMin: '10000', wagerReward: '3000', wagerTarget: '100000', maxFriends: 50 },
  friends: 2,
  earned: '2500',
  ...over,
});

/** A friend registered 2025-03-01 12:00 (GMT+8), paid for registering and a first deposit, ₱400 of valid bet so far. */
export const buildFriend = (over: Partial<TReferralFriend> = {}): TReferralFriend => ({
  name: 'm***a',
  registeredAt: Date.UTC(2025, 2, 1, 4, 0),
  steps: [
    { step: 'registered', amount: '500', paidAt: Date.UTC(2025, 2, 1, 4, 0) },
    { step: 'first_deposit', amount: '2000', paidAt: Date.UTC(2025, 2, 2, 4, 0) },
  ],
  validBet: '40000',
  flag: null,
  ...over,
});

/** Stubs fetch with envelopes by "METHOD /path" (or "/path"); records every call with its JSON body. */
export const serveReferral = (routes: Record<string, Handler>) => {
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

export type Who = 'member' | 'trial';

/** Renders as the site does (query client, i18n EN, the test brand: ₱, GMT+8, a router, the dialog host), as a member or a trial member. */
export const renderReferral = (ui: ReactNode, { who = 'member' }: { who?: Who } = {}) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  window.sessionStorage.setItem('token', 'tok-1');
  client.setQueryData(['member', 'info', 'tok-1'], buildMember(who === 'trial' ? { type: 4, isTrial: true, account: 'guest01', userName: 'guest01' } : {}));
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider permission={buildPermission()}>
          <MemoryRouter initialEntries={['/member?tab=referral']}>
            {ui}
            <DialogHost />
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
};
