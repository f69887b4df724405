import type { TBonus, TBonusEvent, TPermission, TPromotion, TPromotionStanding } from '@wps/contracts/player';
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

export const DAY = 86_400_000;
/** The tests' "now" sits inside every default promotion's dates. */
export const T0 = Date.UTC(2025, 2, 1, 0, 0);

/**
 * A welcome promotion as the server presents it: 100 % of the first deposit
 * (at least ₱500) up to ₱5,000 in bonus money, 10× wagering, ₱200 max bet,
 * live tables at 20 %, Hi-Lo excluded, 14 days, at most 5× becomes cash, one
 * per identity, 25 places left. Override what a test is about.
 */
export const buildPromotion = (over: Partial<TPromotion> = {}): TPromotion => ({
  id: 1,
  code: 'welcome-100',
  category: 'welcome',
  title: 'Welcome bonus 100%',
  summary: 'Double your first deposit.',
  terms: 'Bonus abuse voids the bonus.\n\nThe operator may end this promotion early.',
  bannerUrl: null,
  startsAt: T0 - DAY,
  endsAt: T0 + 30 * DAY,
  trigger: { kind: 'nth_deposit', depositNth: 1, minDeposit: '50000', missionId: null, minPoints: 0 },
  reward: {
    kind: 'bonus',
    fixedAmount: '0',
    percentBps: 10000,
    maxAmount: '500000',
    wageringMultiplier: 10,
    maxBet: '20000',
    categoryWeights: { LIVE: 20 },
    gameWeights: { hilo: 0 },
    expiryDays: 14,
    conversionCapMultiplier: 5,
    freeSpins: null,
  },
  audience: { newMembersOnly: false, tags: [] },
  needsCode: false,
  onePerIdentity: true,
  receiversLeft: 25,
  exhausted: false,
  gameNames: { hilo: 'Hi-Lo' },
  missionTitle: null,
  ...over,
});

export const buildStanding = (over: Partial<TPromotionStanding> = {}): TPromotionStanding => ({
  promotionId: 1,
  state: 'joining',
  amount: null,
  reason: null,
  ...over,
});

/** An active ₱1,000 bonus with ₱4,000 of ₱10,000 wagered; override what a test is about. */
export const buildBonus = (over: Partial<TBonus> = {}): TBonus => ({
  id: 11,
  promotionId: 1,
  title: 'Welcome bonus 100%',
  status: 'active',
  amount: '100000',
  balance: '80000',
  wageringRequired: '1000000',
  wageringDone: '400000',
  maxBet: '20000',
  categoryWeights: { LIVE: 20 },
  gameWeights: { hilo: 0 },
  conversionCap: '500000',
  converted: null,
  issuedAt: T0 - 2 * DAY,
  expiresAt: T0 + 12 * DAY + 5 * 3_600_000,
  endedAt: null,
  gameNames: { hilo: 'Hi-Lo' },
  ...over,
});

export const buildBonusEvent = (over: Partial<TBonusEvent> = {}): TBonusEvent => ({
  bonusId: 11,
  kind: 'wagered',
  amount: '10000',
  counted: '2000',
  gameCode: 'baccarat',
  gameName: 'Baccarat',
  at: T0 - DAY,
  ...over,
});

export const pageOf = <T,>(list: T[], over: { pageNo?: number; totalPages?: number; total?: number } = {}) => ({
  list,
  pageNo: over.pageNo ?? 1,
  pageSize: 10,
  total: over.total ?? list.length,
  totalPages: over.totalPages ?? 1,
});

/** Stubs fetch with envelopes by "METHOD /path" (or "/path"); records every call with its JSON body. */
export const servePromotions = (routes: Record<string, Handler>) => {
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
 * token and their member info is in the cache; a visitor holds nothing.
 */
export const renderPromotions = (ui: ReactNode, { who = 'member', permission = buildPermission(), path = '/' }: { who?: Who; permission?: TPermission; path?: string } = {}) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  if (who !== 'visitor') {
    window.sessionStorage.setItem('token', 'tok-1');
    client.setQueryData(['member', 'info', 'tok-1'], buildMember(who === 'trial' ? { type: 4, isTrial: true, account: 'guest01', userName: 'guest01' } : {}));
  }
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider permission={permission}>
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
