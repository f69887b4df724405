import {
  type TAgentBill,
  type TAgentContract,
  type TContractPreview,
  type TPermission,
  type TTeamOverview,
  type TTeamPeriod,
  type TTransferInfo,
} from '@wps/contracts/player';
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
export const fail = (status: number, code: string, value?: unknown, message = code): Reply => ({ status, body: { success: false, code, message, value } });

/** Opens a body sealed by callApi for an `encrypted` contract, as the server would. */
export const openSealed = async (body: unknown, path: string): Promise<Record<string, unknown>> => {
  const key = await importPrivateKey(testSealKeys.privateKeyPkcs8);
  return (await openSealedBody(body, { method: 'POST', path }, () => key)) as Record<string, unknown>;
};

export const pageOf = <T,>(list: T[], over: { pageNo?: number; totalPages?: number; total?: number } = {}) => ({
  list,
  pageNo: over.pageNo ?? 1,
  pageSize: 20,
  total: over.total ?? list.length,
  totalPages: over.totalPages ?? 1,
});

/** The day figures of the overview, all zero; override what a test is about. */
export const zeroFigures = () => ({
  newMembers: 0,
  activeMembers: 0,
  firstDeposits: 0,
  depositCount: 0,
  deposits: '0',
  withdrawalCount: 0,
  withdrawals: '0',
  wagers: 0,
  stake: '0',
  validBet: '0',
  payout: '0',
  playersPnl: '0',
});

export const buildOverview = (period: TTeamPeriod, over: Partial<TTeamOverview> = {}): TTeamOverview => ({
  period,
  startDate: '2025-03-06',
  endDate: '2025-03-06',
  teamSize: 0,
  directCount: 0,
  totals: zeroFigures(),
  days: [],
  asOf: Date.UTC(2025, 2, 6, 4, 5, 6),
  ...over,
});

export const buildTransferInfo = (over: Partial<TTransferInfo> = {}): TTransferInfo => ({
  balance: '500000',
  min: '10000',
  max: '300000',
  hasPaymentPassword: true,
  uplineAccount: 'agent01',
  upAllowed: true,
  ...over,
});

/** A contract as the server presents it: an accepted weekly dividend from agent01 to sub01; override what a test is about. */
export const buildContract = (over: Partial<TAgentContract> = {}): TAgentContract => ({
  id: 1,
  kind: 'dividend',
  period: 'week',
  tiers: [
    { validBet: '0', activeMembers: 0, rate: 100 },
    { validBet: '100000', activeMembers: 3, rate: 150 },
  ],
  maxRate: 150,
  status: 'accepted',
  agentId: 21,
  agentAccount: 'sub01',
  uplineId: 20,
  uplineAccount: 'agent01',
  offeredAt: Date.UTC(2025, 2, 1, 2, 0),
  decidedAt: Date.UTC(2025, 2, 1, 3, 0),
  endedAt: null,
  endReason: null,
  ...over,
});

/** A what-if over the last whole period. */
export const buildPreview = (over: Partial<TContractPreview> = {}): TContractPreview => ({
  periodLabel: '2025-02-24 – 2025-03-02',
  validBet: '250000',
  playersLoss: '80000',
  activeMembers: 4,
  tierIndex: 1,
  rate: 150,
  amount: '1200',
  lines: [
    { key: 'team_valid_bet', value: '250000', money: true },
    { key: 'active_members', value: '4' },
    { key: 'rate', value: '1.50%' },
    { key: 'amount', value: '1200', money: true },
  ],
  ...over,
});

/** A settled bill of agent01's own; override what a test is about. */
export const buildBill = (over: Partial<TAgentBill> = {}): TAgentBill => ({
  id: 1,
  contractId: 1,
  kind: 'daily_salary',
  agentId: 20,
  agentAccount: 'agent01',
  payerId: null,
  payerAccount: null,
  periodLabel: '2025-03-04',
  periodStart: Date.UTC(2025, 2, 3, 16, 0),
  periodEnd: Date.UTC(2025, 2, 4, 16, 0),
  validBet: '500000',
  playersLoss: '0',
  activeMembers: 5,
  base: '500000',
  carryIn: '0',
  carryOut: '0',
  tierIndex: 0,
  rate: 80,
  amount: '4000',
  paid: '4000',
  status: 'paid',
  lines: [
    { key: 'team_valid_bet', value: '500000', money: true },
    { key: 'active_members', value: '5' },
    { key: 'tier', value: '1 / 2' },
    { key: 'rate', value: '0.80%' },
    { key: 'base', value: '500000', money: true },
    { key: 'formula', value: '5,000.00 × 0.80%' },
    { key: 'amount', value: '4000', money: true },
    { key: 'payer', value: 'brand' },
  ],
  createdAt: Date.UTC(2025, 2, 4, 17, 0),
  expiresAt: null,
  paidAt: Date.UTC(2025, 2, 4, 17, 0),
  ...over,
});

/** Stubs fetch with envelopes by "METHOD /path" (or "/path"); records every call with its JSON body. */
export const serveAgent = (routes: Record<string, Handler>) => {
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
  return { calls, of, params: (path: string) => of(path).map((c) => Object.fromEntries(c.url.searchParams)) };
};

/**
 * Renders as the agent center does: query client, i18n (EN), the test brand
 * (₱, GMT+8), a router, the dialog host, a held token and seal key; the
 * member info of the signed-in agent is in the cache.
 */
export const renderAgent = (ui: ReactNode, { permission = buildPermission(), account = 'agent01', type = 1 }: { permission?: TPermission; account?: string; type?: number } = {}) => {
  window.sessionStorage.setItem('token', 'tok-1');
  setEncryptionKey(testSealKeys.publicKey);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  client.setQueryData(['member', 'info', 'tok-1'], buildMember({ account, userName: account, type, isAgent: type !== 0 }));
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider permission={permission}>
          <MemoryRouter>
            {ui}
            <DialogHost />
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
};
