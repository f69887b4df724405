import type { TPublicWheelSpin, TRain, TWheelInfo, TWheelSpin } from '@wps/contracts/player';
import { hashServerSeed, wheelSegment } from '@wps/fair';
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

const HOUR = 3_600_000;

/** A rain falling now (started 10 min ago, 50 min left): ₱1,000 in 200 envelopes, 120 left, open to every member. */
export const buildRain = (over: Partial<TRain> = {}): TRain => ({
  id: 41,
  title: 'Lunar New Year rain',
  startsAt: Date.now() - HOUR / 6,
  endsAt: Date.now() + (HOUR * 5) / 6,
  state: 'raining',
  budget: '100000',
  envelopes: 200,
  remaining: 120,
  requirement: 'none',
  requirementAmount: '0',
  requirementDays: 0,
  progress: null,
  eligible: true,
  grabbed: null,
  ...over,
});

/** A wheel of four segments weighing 50, 30, 15 and 5 (of 100): nothing, 100 points, ₱5.00 and ₱50.00. */
export const buildWheelInfo = (over: Partial<TWheelInfo> = {}, wheel: Partial<NonNullable<TWheelInfo['wheel']>> = {}): TWheelInfo => ({
  currencySymbol: '₱',
  wheel: {
    id: 3,
    title: 'Lucky wheel',
    segments: [
      { index: 0, label: 'Try again', prizeKind: 'none', prizeAmount: '0', weight: 50, color: '#334155' },
      { index: 1, label: '100 points', prizeKind: 'points', prizeAmount: '100', weight: 30, color: '#2563eb' },
      { index: 2, label: '₱5', prizeKind: 'cash', prizeAmount: '500', weight: 15, color: '#f59e0b' },
      { index: 3, label: 'Jackpot ₱50', prizeKind: 'cash', prizeAmount: '5000', weight: 5, color: '#dc2626' },
    ],
    totalWeight: 100,
    spinPerDeposit: '50000',
    spinPerValidBet: '100000',
    dailyPlaySpins: 3,
    closed: false,
    ...wheel,
  },
  spins: 2,
  nextSeedHash: hashServerSeed(SERVER_SEED),
  recent: [],
  ...over,
});

export const SERVER_SEED = '9f2c4e1a7b3d5f60718293a4b5c6d7e8f9a0b1c2d3e4f5061728394a5b6c7d8e';
export const WEIGHTS = [50, 30, 15, 5];

/** A spin as the server makes it: the segment is what @wps/fair draws from the seeds, the prize that segment's. */
export const buildSpin = (over: Partial<TWheelSpin> & { clientSeed?: string } = {}): TWheelSpin => {
  const serverSeed = over.serverSeed ?? SERVER_SEED;
  const clientSeed = over.clientSeed ?? 'my-own-seed';
  const nonce = over.nonce ?? 7;
  const weights = over.weights ?? WEIGHTS;
  const segment = wheelSegment({ serverSeed, clientSeed, nonce }, weights);
  const prizes = buildWheelInfo().wheel!.segments;
  return {
    id: 900 + nonce,
    publicId: 'spin_Abc123xyz',
    at: Date.parse('2025-03-05T02:00:00Z'),
    segment,
    prizeKind: prizes[segment]!.prizeKind,
    prizeAmount: prizes[segment]!.prizeAmount,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    nonce,
    weights,
    ...over,
  };
};

export const buildPublicSpin = (over: Partial<TPublicWheelSpin> = {}): TPublicWheelSpin => ({
  ...buildSpin(over),
  labels: ['Try again', '100 points', '₱5', 'Jackpot ₱50'],
  ...over,
});

/** Stubs fetch with envelopes by "METHOD /path" (or "/path"); records every call with its JSON body. */
export const serveLucky = (routes: Record<string, Handler>) => {
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

/** Renders as the site does (query client, i18n EN, the test brand, a router at `path`, the dialog host). */
export const renderLucky = (ui: ReactNode, { who = 'member', path = '/' }: { who?: Who; path?: string } = {}) => {
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
