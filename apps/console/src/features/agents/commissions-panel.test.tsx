import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { AgentsScreen } from './agents-screen';
import { stubApi, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const report = {
  days: [
    { day: '2026-01-01', kind: 'daily_salary', bills: 3, amount: '150000', paid: '150000', byBrand: '100000' },
    { day: '2026-01-01', kind: 'dividend', bills: 1, amount: '250050', paid: '0', byBrand: '0' },
    { day: '2026-01-02', kind: 'daily_salary', bills: 2, amount: '99950', paid: '50000', byBrand: '50000' },
  ],
  topAgents: [
    { account: 'topA', amount: '400000', paid: '150000' },
    { account: 'subB', amount: '100000', paid: '50000' },
  ],
  outstanding: '300000',
};

describe('the commission report', () => {
  it('asks for the range and shows the totals, each day and kind, and the top earners', async () => {
    const calls = stubApi({ 'GET /wps/staff/agents/commissions': report });
    renderWithApp(<AgentsScreen />, { path: '/agents?tab=commissions', staff: viewer });
    const kpis = await screen.findByLabelText('Totals');
    // 1,500.00 + 2,500.50 + 999.50, exactly.
    expect(within(kpis).getByText('5,000.00')).toBeTruthy();
    expect(within(kpis).getByText('6 bills')).toBeTruthy();
    expect(within(kpis).getByText('2,000.00')).toBeTruthy();
    expect(within(kpis).getByText('1,500.00')).toBeTruthy();
    expect(within(kpis).getByText('3,000.00')).toBeTruthy();
    const byDay = screen.getByRole('region', { name: 'By day and kind' });
    const rows = [...byDay.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(rows[1]).toEqual(['2026-01-01', 'Dividend', '1', '2,500.50', '0.00', '0.00']);
    const top = screen.getByRole('region', { name: 'Top earners' });
    expect(within(top).getAllByRole('row')[1]?.textContent).toContain('topA');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-12-01' } });
    await waitFor(() => expect(calls.filter((c: Call) => c.path === '/wps/staff/agents/commissions').at(-1)?.query.get('startDate')).toBe('2025-12-01'));
  });
});
