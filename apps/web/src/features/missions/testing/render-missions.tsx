import type { TMission, TTournament } from '@wps/contracts/player';
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

/** 2025-03-01 12:00 at the test brand (GMT+8): the tests' "now". */
export const NOW = Date.UTC(2025, 2, 1, 4, 0);
const HOUR = 3_600_000;

/** A daily mission half done: ₱500 of a ₱1,000 deposit target, ₱50 prize, the brand day ending in 12 h. */
export const buildMission = (over: Partial<TMission> = {}): TMission => ({
  id: 11,
  bundle: 'daily',
  title: 'Deposit ₱1,000 today',
  description: 'Approved deposits of the brand day count.',
  event: 'deposit_amount',
  category: null,
  target: '100000',
  progress: '50000',
  prizeKind: 'cash',
  prizeAmount: '5000',
  state: 'in_progress',
  periodKey: '2025-03-01',
  endsAt: NOW + 12 * HOUR,
  ...over,
});

/** A running wagering tournament: ₱1,000 pool (₱500, ₱300, ₱100 × 2), ending in 2 h 30 min. */
export const buildTournament = (over: Partial<TTournament> = {}): TTournament => ({
  id: 3,
  title: 'Weekend slots race',
  description: 'Wager the most on slots.',
  metric: 'wagered',
  category: 'RNG',
  minStake: '100',
  startsAt: NOW - 24 * HOUR,
  endsAt: NOW + 2.5 * HOUR,
  state: 'running',
  prizes: [
    { fromRank: 1, toRank: 1, amount: '50000' },
    { fromRank: 2, toRank: 2, amount: '30000' },
    { fromRank: 3, toRank: 4, amount: '10000' },
  ],
  prizePool: '100000',
  top: [
    { rank: 1, name: 'a***e', score: '2500000', prize: '50000' },
    { rank: 2, name: 'b***o', score: '1200000', prize: '30000' },
    { rank: 3, name: 'c***a', score: '800000', prize: '10000' },
  ],
  me: { rank: 17, name: 'j***n', score: '12345', prize: null },
  ...over,
});

/** Stubs fetch with envelopes by "METHOD /path" (or "/path"); records every call with its JSON body. */
export const serveMissions = (routes: Record<string, Handler>) => {
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

/**
 * Renders as the site does: query client, i18n (EN), the test brand (₱,
 * GMT+8), a router at `path`, the dialog host; a member or a trial member
 * holding a token with their member info in the cache.
 */
export const renderMissions = (ui: ReactNode, { who = 'member', path = '/member?tab=missionLeaderboard' }: { who?: Who; path?: string } = {}) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  window.sessionStorage.setItem('token', 'tok-1');
  client.setQueryData(['member', 'info', 'tok-1'], buildMember(who === 'trial' ? { type: 4, isTrial: true, account: 'guest01', userName: 'guest01' } : {}));
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
