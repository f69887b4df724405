import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { AgentsScreen } from './agents-screen';
import { contract, manager, stubApi, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const live = contract();
const ended = contract({
  id: 6,
  kind: 'daily_salary',
  period: 'day',
  agentId: 21,
  agentAccount: 'subB',
  uplineAccount: 'topA',
  tiers: [{ validBet: '0', activeMembers: 0, rate: 80 }],
  maxRate: 80,
  status: 'terminated',
  endedAt: Date.UTC(2026, 0, 9),
  endReason: 'upline_rate_raised',
});
const page = { list: [live, ended], total: 2, pageNo: 1, pageSize: 25 };
const listCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === '/wps/staff/agents/contracts');

describe('the contracts', () => {
  it('lists each contract with its upline (the brand), tiers, top rate as a percent, status and end', async () => {
    stubApi({ 'GET /wps/staff/agents/contracts': page });
    renderWithApp(<AgentsScreen />, { path: '/agents?tab=contracts', staff: viewer });
    const table = await screen.findByRole('table', { name: 'Contracts' });
    const first = (await within(table).findByRole('link', { name: 'topA' })).closest('tr')!;
    expect(within(first).getByText('Brand')).toBeTruthy();
    expect(within(first).getByText('Dividend')).toBeTruthy();
    expect(within(first).getByText('Monthly')).toBeTruthy();
    expect(within(first).getByText('0.50 % → 1.50 % over 2 tiers')).toBeTruthy();
    expect(within(first).getByText('1.50 %')).toBeTruthy();
    expect(within(first).getByText('Accepted')).toBeTruthy();
    const second = within(table).getByRole('link', { name: 'subB' }).closest('tr')!;
    expect(within(second).getByText('topA')).toBeTruthy();
    expect(within(second).getByText('0.80 %, one tier')).toBeTruthy();
    expect(within(second).getByText("Ended: the upline's rate rose above it")).toBeTruthy();
  });

  it('filters by kind and status on the server', async () => {
    const calls = stubApi({ 'GET /wps/staff/agents/contracts': page });
    renderWithApp(<AgentsScreen />, { path: '/agents?tab=contracts&agent=11&account=topA', staff: viewer });
    await screen.findByRole('link', { name: 'subB' });
    expect(listCalls(calls)[0]?.query.get('agentId')).toBe('11');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'dividend' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'offered' } });
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('offered'));
    expect(listCalls(calls).at(-1)?.query.get('kind')).toBe('dividend');
    fireEvent.click(screen.getByRole('button', { name: 'Show all agents' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.has('agentId')).toBe(false));
  });

  it('ends a live contract with a reason; a viewer sees its tiers but no End', async () => {
    const calls = stubApi({
      'GET /wps/staff/agents/contracts': page,
      'POST /wps/staff/agents/contracts/end': { ...live, status: 'terminated', endedAt: Date.UTC(2026, 0, 10), endReason: 'by_staff' },
    });
    const { unmount } = renderWithApp(<AgentsScreen />, { path: '/agents?tab=contracts', staff: viewer });
    fireEvent.click(await screen.findByText('0.50 % → 1.50 % over 2 tiers'));
    let drawer = screen.getByRole('complementary', { name: 'Dividend contract of topA' });
    expect(within(drawer).getByText('10,000.00')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'End contract' })).toBeNull();
    unmount();

    renderWithApp(<AgentsScreen />, { path: '/agents?tab=contracts', staff: manager });
    fireEvent.click(await screen.findByText('0.50 % → 1.50 % over 2 tiers'));
    drawer = screen.getByRole('complementary', { name: 'Dividend contract of topA' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'End contract' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/the Dividend contracts of its downlines/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'End contract' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Agent left the programme' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End contract' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/staff/agents/contracts/end')).toBe(true));
    expect(calls.find((c) => c.path === '/wps/staff/agents/contracts/end')?.body).toEqual({ contractId: 5, reason: 'Agent left the programme' });
    // A contract that has ended cannot be ended again.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByText('0.80 %, one tier'));
    expect(within(screen.getByRole('complementary', { name: 'Daily salary contract of subB' })).queryByRole('button', { name: 'End contract' })).toBeNull();
  });
});
