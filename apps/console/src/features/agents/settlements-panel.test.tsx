import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { AgentsScreen } from './agents-screen';
import { settlementStart } from './settlements-panel';
import { bill, manager, stubApi, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const bills = [bill({ kind: 'hourly_salary', periodLabel: '2026-01-02 13:00', status: 'paid', paid: '4500' }), bill({ id: 902, agentAccount: 'subB', kind: 'hourly_salary', periodLabel: '2026-01-02 13:00', amount: '1500', status: 'paid', paid: '1500' })];
const result = (newBills: number) => ({ periodLabel: '2026-01-02 13:00', bills, total: '6000', newBills });
const runs = {
  list: [
    { id: 3, kind: 'dividend', period: 'month', periodLabel: '2025-12', staffName: null, bills: 4, newBills: 4, amount: '880000', ranAt: Date.UTC(2026, 0, 1, 0, 5) },
    { id: 4, kind: 'hourly_salary', period: 'hour', periodLabel: '2026-01-02 12:00', staffName: 'Fiona Finance', bills: 2, newBills: 0, amount: '6000', ranAt: Date.UTC(2026, 0, 2, 14) },
  ],
  total: 2,
  pageNo: 1,
  pageSize: 20,
};
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

/** Chooses an hourly salary for 2026-01-02 13:00. */
const chooseHour = () => {
  fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'hourly_salary' } });
  expect([...(screen.getByLabelText('Period') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['hour']);
  fireEvent.change(screen.getByLabelText(/Period starts/), { target: { value: '2026-01-02' } });
  fireEvent.change(screen.getByLabelText('At'), { target: { value: '13:00' } });
};

describe('settlements', () => {
  it('builds the start the API takes: a date, or date and time for hours and slots', () => {
    expect(settlementStart('month', '2026-01-01', '')).toBe('2026-01-01');
    expect(settlementStart('hour', '2026-01-02', '13:00')).toBe('2026-01-02T13:00');
    expect(settlementStart('slot', '2026-01-02', '')).toBeNull();
    expect(settlementStart('day', '', '')).toBeNull();
  });

  it('previews the bills and total without running anything; a viewer cannot run', async () => {
    const calls = stubApi({ 'GET /wps/staff/agents/settlements': runs, 'POST /wps/staff/agents/settlements/preview': result(0) });
    renderWithApp(<AgentsScreen />, { path: '/agents?tab=settlements', staff: viewer });
    expect(await screen.findByText('Scheduled job')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run settlement' })).toBeNull();
    chooseHour();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const card = await screen.findByRole('region', { name: 'Settlement preview' });
    expect(posts(calls, '/wps/staff/agents/settlements/preview')[0]?.body).toEqual({ kind: 'hourly_salary', period: 'hour', start: '2026-01-02T13:00' });
    expect(within(card).getByText('Preview: Hourly salary, 2026-01-02 13:00')).toBeTruthy();
    expect(within(card).getByText(/Nothing was written: these are the 2 bills a run would write/)).toBeTruthy();
    expect(within(card).getByText('60.00')).toBeTruthy();
    expect(within(card).getByText('subB')).toBeTruthy();
    expect(posts(calls, '/wps/staff/agents/settlements/run')).toHaveLength(0);
  });

  it('runs with a reason and says how many bills are new; a rerun says the period was settled once', async () => {
    let answer = result(2);
    const calls = stubApi({ 'GET /wps/staff/agents/settlements': runs, 'POST /wps/staff/agents/settlements/run': () => answer });
    renderWithApp(<AgentsScreen />, { path: '/agents?tab=settlements', staff: manager });
    await screen.findByText('Scheduled job');
    chooseHour();
    fireEvent.click(screen.getByRole('button', { name: 'Run settlement' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Settle this period now?' });
    expect(within(dialog).getByText(/Hourly salary, Hourly from 2026-01-02T13:00/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Job missed the 13:00 hour' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run settlement' }));
    const card = await screen.findByRole('region', { name: 'Settlement result' });
    expect(posts(calls, '/wps/staff/agents/settlements/run')[0]?.body).toEqual({ kind: 'hourly_salary', period: 'hour', start: '2026-01-02T13:00', reason: 'Job missed the 13:00 hour' });
    expect(within(card).getByText('2 new bills written (2 in the period).')).toBeTruthy();
    // The history is read again after a run.
    await waitFor(() => expect(calls.filter((c) => c.path === '/wps/staff/agents/settlements').length).toBeGreaterThan(1));

    answer = result(0);
    fireEvent.click(screen.getByRole('button', { name: 'Run settlement' }));
    dialog = screen.getByRole('alertdialog', { name: 'Settle this period now?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run settlement' }));
    expect(await screen.findByText(/No new bills: this period was settled before, and a period is settled once/)).toBeTruthy();
    expect(screen.queryByText('2 new bills written (2 in the period).')).toBeNull();
    expect(posts(calls, '/wps/staff/agents/settlements/run')).toHaveLength(2);
  });
});
