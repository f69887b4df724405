import { type TPermission, type TWithdrawal, type TWithdrawInfo } from '@wps/contracts/player';
import { importPrivateKey, openSealedBody } from '@wps/contracts/seal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { DialogHost } from '@/components/dialog-host';
import { BrandProvider } from '@/lib/brand';
import { setEncryptionKey } from '@/lib/encryption-key';
import { i18n } from '@/lib/i18n';
import { buildPermission, testSealKeys } from '@/testing/fixtures';

export type Reply = { status?: number; body: unknown } | Error;
export type Handler = (req: { url: URL; body: unknown }) => Reply | Promise<Reply>;
export type Call = { method: string; path: string; url: URL; body: unknown };

export const ok = (value: unknown): Reply => ({ body: { success: true, value } });
export const fail = (status: number, code: string): Reply => ({ status, body: { success: false, code, message: code } });

/** Opens a body sealed by callApi for an `encrypted` contract, as the server would. */
export const openSealed = async (body: unknown, path: string): Promise<Record<string, unknown>> => {
  const key = await importPrivateKey(testSealKeys.privateKeyPkcs8);
  return (await openSealedBody(body, { method: 'POST', path }, () => key)) as Record<string, unknown>;
};

export const buildWithdrawInfo = (over: Partial<TWithdrawInfo> = {}): TWithdrawInfo => ({
  currencySymbol: '₱',
  balance: '500000',
  minAmount: '10000',
  maxAmount: '300000',
  dailyMaxAmount: '1000000',
  dailyUsedAmount: '0',
  dailyMaxCount: 5,
  dailyUsedCount: 0,
  turnoverRemaining: '0',
  activeBonus: null,
  hasPaymentPassword: true,
  bankAccounts: [{ id: 7, bankName: 'BDO Unibank', payeeName: 'Juan Dela Cruz', accountNumberMasked: '******4321', createdAt: 0 }],
  banks: [
    { code: 'BDO', name: 'BDO Unibank' },
    { code: 'BPI', name: 'BPI' },
    { code: 'MBTC', name: 'Metrobank' },
  ],
  autoConfirmMinutes: 1440,
  ...over,
});

export const buildWithdrawal = (over: Partial<TWithdrawal> = {}): TWithdrawal => ({
  id: 1,
  orderNo: 'W20250301000001',
  amount: '150000',
  status: 'processing',
  bankName: 'BDO Unibank',
  payeeName: 'Juan Dela Cruz',
  accountNumberMasked: '******4321',
  reason: null,
  receiptStatus: null,
  receivedAmount: null,
  receiptForced: false,
  autoConfirmAt: null,
  proofCount: 0,
  createdAt: Date.UTC(2025, 2, 1, 4, 0),
  updatedAt: Date.UTC(2025, 2, 1, 4, 0),
  ...over,
});

export const pageOf = <T,>(list: T[], over: { pageNo?: number; totalPages?: number } = {}) => ({
  list,
  pageNo: over.pageNo ?? 1,
  pageSize: 10,
  total: list.length,
  totalPages: over.totalPages ?? 1,
});

/** Stubs fetch with envelopes by "METHOD /path" (or "/path"); records every call with its JSON body. */
export const serveWithdraw = (routes: Record<string, Handler>) => {
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
  return { calls, of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
};

/** Renders as the member center does: query client, i18n (EN), the test brand (₱, GMT+8), the dialog host, a held token and seal key. */
export const renderWithdraw = (ui: ReactNode, { permission = buildPermission() }: { permission?: TPermission } = {}) => {
  window.sessionStorage.setItem('token', 'tok-1');
  setEncryptionKey(testSealKeys.publicKey);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider permission={permission}>
          {ui}
          <DialogHost />
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
};
