import type { TStaffChannel, TStaffReconciliation } from '@wps/contracts/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testStaff } from '@/testing/render';
import { ChannelsScreen } from './channels-screen';
import { ReconciliationScreen } from './reconciliation-screen';

const bdo: TStaffChannel = {
  id: 1,
  code: 'BDO',
  kind: 'bank',
  name: 'BDO bank transfer',
  minAmount: '10000',
  maxAmount: '5000000',
  feeBps: 150,
  feeFixed: '500',
  bankName: 'BDO Unibank',
  accountName: 'Demo Gaming Inc.',
  accountNumber: '0012-3456-7890',
  enabled: true,
  sort: 1,
  gatewayReady: false,
};
const paynow: TStaffChannel = { ...bdo, id: 2, code: 'PAYNOW', kind: 'gateway', name: 'PayNow', feeBps: 0, feeFixed: '0', bankName: null, accountName: null, accountNumber: null, sort: 2 };

const row = (matches: boolean) => ({
  day: '2026-03-02',
  channelCode: 'BDO',
  channelName: 'BDO bank transfer',
  requested: { count: 3, amount: '420000' },
  approved: { count: 2, amount: '350000', fee: '5000', credited: '345000' },
  rejected: { count: 1, amount: '70000' },
  pending: { count: 0, amount: '0' },
  ledger: { amount: '350000', credited: matches ? '345000' : '300000', fee: '5000' },
  difference: matches ? '0' : '45000',
  matches,
});
const report = (matches: boolean): TStaffReconciliation => ({
  startDate: '2026-02-24',
  endDate: '2026-03-02',
  currency: 'PHP',
  gmtOffsetMinutes: 480,
  deposits: [row(matches)],
  withdrawals: [],
});

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'content-type': 'application/json' } });

function stubApi(matches = true) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const path = String(input).split('?')[0]!;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    if (path === '/wps/staff/finance/channels') return ok({ list: [bdo, paynow] });
    if (path === '/wps/staff/finance/channels/update') return ok({ ...bdo, ...(body as object) });
    if (path === '/wps/staff/finance/channels/create') return ok({ ...bdo, id: 3, ...(body as object) });
    if (path === '/wps/staff/finance/reconciliation') return ok(report(matches));
    return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const finance = testStaff();
const support = testStaff({ role: 'support', permissions: ['finance.view'] });

describe('the payment channels screen', () => {
  it('lists the channels with their fee rule and state; a viewer gets no write control', async () => {
    stubApi();
    renderWithApp(<ChannelsScreen />, { staff: support });
    expect(await screen.findByText('BDO bank transfer')).toBeTruthy();
    expect(screen.getByText('Gateway not set up')).toBeTruthy();
    expect(screen.getByText('BDO Unibank · 0012-3456-7890')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add channel' })).toBeNull();
    fireEvent.click(screen.getByText('BDO bank transfer'));
    const panel = screen.getByRole('complementary', { name: /BDO bank transfer/ });
    expect(within(panel).getByText('You can look but not change: that needs the finance.review permission.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('saves an edit in minor units and basis points, with the reason', async () => {
    const calls = stubApi();
    renderWithApp(<ChannelsScreen />, { staff: finance });
    fireEvent.click(await screen.findByText('BDO bank transfer'));
    const panel = screen.getByRole('complementary', { name: /BDO bank transfer/ });
    expect((within(panel).getByLabelText(/Fee \(%\)/) as HTMLInputElement).value).toBe('1.5');
    fireEvent.change(within(panel).getByLabelText(/Minimum/), { target: { value: '250.50' } });
    fireEvent.change(within(panel).getByLabelText(/Fee \(%\)/), { target: { value: '2' } });
    fireEvent.change(within(panel).getByLabelText(/Reason/), { target: { value: 'New bank terms' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/staff/finance/channels/update')).toBe(true));
    expect(calls.find((c) => c.path === '/wps/staff/finance/channels/update')?.body).toEqual({
      id: 1,
      kind: 'bank',
      name: 'BDO bank transfer',
      minAmount: '25050',
      maxAmount: '5000000',
      feeBps: 200,
      feeFixed: '500',
      bankName: 'BDO Unibank',
      accountName: 'Demo Gaming Inc.',
      accountNumber: '0012-3456-7890',
      enabled: true,
      sort: 1,
      reason: 'New bank terms',
    });
  });

  it('refuses a maximum below the minimum before sending, in the staff member language', async () => {
    const calls = stubApi();
    renderWithApp(<ChannelsScreen />, { staff: finance });
    fireEvent.click(await screen.findByRole('button', { name: 'Add channel' }));
    const form = screen.getByRole('form', { name: 'Add channel' });
    fireEvent.change(within(form).getByLabelText(/Code/), { target: { value: 'MBTC' } });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Metrobank' } });
    fireEvent.change(within(form).getByLabelText(/Minimum/), { target: { value: '500' } });
    fireEvent.change(within(form).getByLabelText(/Maximum/), { target: { value: '100' } });
    fireEvent.change(within(form).getByLabelText(/^Bank/), { target: { value: 'Metrobank' } });
    fireEvent.change(within(form).getByLabelText(/Account name/), { target: { value: 'Demo Gaming Inc.' } });
    fireEvent.change(within(form).getByLabelText(/Account number/), { target: { value: '123' } });
    fireEvent.change(within(form).getByLabelText(/Reason/), { target: { value: 'New bank' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add channel' }));
    expect(await within(form).findByText('The maximum must not be below the minimum.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/wps/staff/finance/channels/create')).toBe(false);
  });
});

describe('the reconciliation screen', () => {
  it('shows each channel and day against the ledger, all matching', async () => {
    stubApi(true);
    renderWithApp(<ReconciliationScreen />, { staff: support });
    expect(await screen.findByText('All 1 rows match the ledger')).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Deposits against the ledger' });
    expect(within(table).getByText('BDO bank transfer')).toBeTruthy();
    // Credited by the deposits and in the ledger: the same figure twice.
    expect(within(table).getAllByText('3,450.00')).toHaveLength(2);
  });

  it('marks a row whose figures differ from the ledger', async () => {
    stubApi(false);
    renderWithApp(<ReconciliationScreen />, { staff: support });
    expect(await screen.findByText('1 rows differ from the ledger')).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Deposits against the ledger' });
    expect(table.querySelector('tr.is-mismatch')).toBeTruthy();
    expect(within(table).getByText(/Differs by/)).toBeTruthy();
  });
});
