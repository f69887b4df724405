import type { TReward, TVipInfo, TVipLevel } from '@wps/contracts/player';
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
 * The rebate a member at VIP 2 has waiting: two days of slots and live
 * casino, ₱10,000 × 1.2 % = ₱120, ₱5,000 × 0.8 % = ₱40, ₱2,500 × 1.2 % = ₱30;
 * ₱190 in all.
 */
export const buildRebate = (over: Partial<TReward> = {}): TReward => ({
  kind: 'rebate',
  key: 'rebate',
  amount: '19000',
  vipLevel: 2,
  lines: [
    { day: '2025-02-27', category: 'RNG', validBet: '1000000', rateBps: 120, amount: '12000' },
    { day: '2025-02-27', category: 'LIVE', validBet: '500000', rateBps: 80, amount: '4000' },
    { day: '2025-02-28', category: 'RNG', validBet: '250000', rateBps: 120, amount: '3000' },
  ],
  title: null,
  unit: 'money',
  ...over,
});

export const buildGift = (over: Partial<TReward> = {}): TReward => ({
  kind: 'level_up_gift',
  key: 'gift-17',
  amount: '50000',
  vipLevel: 2,
  lines: [],
  title: null,
  unit: 'money',
  ...over,
});

/** A completed mission's prize: 500 points for "Play 50 rounds" of 2025-03-01 (its key is "missionId:periodKey"). */
export const buildMissionReward = (over: Partial<TReward> = {}): TReward => ({
  kind: 'mission',
  key: '12:2025-03-01',
  amount: '500',
  vipLevel: 2,
  lines: [],
  title: 'Play 50 rounds',
  unit: 'points',
  ...over,
});

export const buildLevel = (level: number, over: Partial<TVipLevel> = {}): TVipLevel => ({
  level,
  name: ['Bronze', 'Silver', 'Gold', 'Platinum'][level] ?? `Level ${level}`,
  depositThreshold: String(level * 1_000_000),
  validBetThreshold: String(level * 10_000_000),
  rebateRates: { RNG: 100 + level * 10, LIVE: 60 + level * 10 },
  pointRates: { RNG: 1 + level, LIVE: level },
  levelUpGift: String(level * 25_000),
  birthdayGift: String(level * 10_000),
  // From Gold up, daily withdrawals of their own; below, the site's standard limits.
  withdrawDailyMax: level >= 2 ? String(level * 50_000_000) : null,
  withdrawDailyCount: level >= 2 ? 5 + level : null,
  ...over,
});

/** A Silver (VIP 1) member this month: ₱12,500 deposited and ₱40,000 of valid bet, toward Gold's ₱20,000 and ₱200,000. */
export const buildVipInfo = (over: Partial<TVipInfo> = {}): TVipInfo => ({
  currencySymbol: '₱',
  level: 1,
  levels: [buildLevel(0), buildLevel(1), buildLevel(2)],
  periodStart: '2025-03-01',
  periodEnd: '2025-03-31',
  deposits: '1250000',
  validBet: '4000000',
  keepsLevel: true,
  since: Date.UTC(2025, 0, 15, 4, 0),
  ...over,
});

/** Stubs fetch with envelopes by "METHOD /path" (or "/path"); records every call with its JSON body. */
export const serveRewards = (routes: Record<string, Handler>) => {
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

/**
 * Renders as the site does: query client, i18n (EN), the test brand (₱,
 * GMT+8), a router, the dialog host. A member or a trial member holds a
 * token with their member info in the cache; a visitor holds nothing.
 */
export const renderRewards = (ui: ReactNode, { who = 'member', path = '/' }: { who?: Who; path?: string } = {}) => {
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
