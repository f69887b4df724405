import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { AgentsScreen } from './agents-screen';
import { bill, manager, stubApi, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const pending = bill();
const paid = bill({ id: 901, agentAccount: 'subB', payerAccount: 'topA', status: 'paid', paid: '4500', periodLabel: '2026-01-15' });
const page = (list = [pending]) => ({ list, total: list.length, pageNo: 1, pageSize: 25, totals: { amount: '9000', paid: '4500' } });
const billCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === '/wps/staff/agents/bills');

describe('the dividend review', () => {
  it('asks for the bills waiting for review, then any status and kind', async () => {
    const calls = stubApi({ 'GET /wps/staff/agents/bills': (c: Call) => page(c.query.get('status') === 'pending_review' ? [pending] : [pending, paid]) });
    renderWithApp(<AgentsScreen />, { path: '/agents?tab=review', staff: viewer });
    const table = await screen.findByRole('table', { name: 'Bills' });
    const row = (await within(table).findByText('topA')).closest('tr')!;
    expect(billCalls(calls)[0]?.query.get('status')).toBe('pending_review');
    expect(within(row).getByText('Brand')).toBeTruthy();
    expect(within(row).getByText('12,345.00')).toBeTruthy();
    expect(within(row).getByText('1.50 %')).toBeTruthy();
    expect(within(row).getByText('Waiting for review')).toBeTruthy();
    expect(within(screen.getByLabelText('Totals')).getByText('90.00')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'dividend' } });
    const paidRow = (await within(table).findByText('subB')).closest('tr')!;
    expect(within(paidRow).getByText('topA')).toBeTruthy();
    expect(within(paidRow).getByText('Paid', { selector: '.status-badge' })).toBeTruthy();
    expect(billCalls(calls).at(-1)?.query.has('status')).toBe(false);
    expect(billCalls(calls).at(-1)?.query.get('kind')).toBe('dividend');
  });

  it("explains a bill line by line in the staff member's language", async () => {
    stubApi({ 'GET /wps/staff/agents/bills': page() });
    renderWithApp(<AgentsScreen />, { path: '/agents?tab=review', staff: viewer });
    fireEvent.click(await screen.findByText('Waiting for review', { selector: 'td *' }));
    const drawer = screen.getByRole('complementary', { name: 'Bill of topA for 2026-01' });
    const lines = within(drawer).getByRole('table', { name: 'How it was worked out' });
    const text = [...lines.querySelectorAll('tr')].map((tr) => [...tr.children].map((c) => c.textContent).join(' = '));
    expect(text).toEqual(['Team valid bet = 12,345.00', 'Active members = 7', 'Rate = 1.50 %', 'Worked out as = 3,000.00 × 1.50 %', 'Amount = 45.00', 'Paid by = Brand']);
    // A viewer decides nothing.
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(drawer).getByText(/needs the agents.manage permission/)).toBeTruthy();
  });

  it('approves with billId, decision and reason; rejects likewise', async () => {
    const calls = stubApi({
      'GET /wps/staff/agents/bills': page(),
      'POST /wps/staff/agents/bills/review': (c: Call) => ({ ...pending, status: c.body?.decision === 'approve' ? 'approved' : 'rejected' }),
    });
    renderWithApp(<AgentsScreen />, { path: '/agents?tab=review', staff: manager });
    fireEvent.click(await screen.findByText('Waiting for review', { selector: 'td *' }));
    fireEvent.click(within(screen.getByRole('complementary', { name: 'Bill of topA for 2026-01' })).getByRole('button', { name: 'Approve' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Approve this dividend?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Checked against the team report' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/wps/staff/agents/bills/review')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/wps/staff/agents/bills/review')?.body).toEqual({ billId: 900, decision: 'approve', reason: 'Checked against the team report' });
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Bill of topA for 2026-01' })).toBeNull());

    fireEvent.click(await screen.findByText('Waiting for review', { selector: 'td *' }));
    fireEvent.click(within(screen.getByRole('complementary', { name: 'Bill of topA for 2026-01' })).getByRole('button', { name: 'Reject' }));
    dialog = screen.getByRole('alertdialog', { name: 'Reject this dividend?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Bonus abuse in the team' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/wps/staff/agents/bills/review')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/wps/staff/agents/bills/review')[1]?.body).toEqual({ billId: 900, decision: 'reject', reason: 'Bonus abuse in the team' });
  });
});
