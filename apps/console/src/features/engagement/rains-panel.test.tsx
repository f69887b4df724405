import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { EngagementScreen } from './engagement-screen';
import { manager, rain, stubApi, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const falling = rain();
const upcoming = rain({
  id: 22,
  title: { EN: 'Payday rain' },
  startsAt: Date.UTC(2030, 0, 15, 4, 0),
  endsAt: Date.UTC(2030, 0, 15, 4, 30),
  state: 'upcoming',
  budget: '1000000',
  envelopes: 1000,
  grabbed: 0,
  paid: '0',
  requirement: 'none',
  requirementAmount: '0',
  requirementDays: 1,
});
const called = rain({ id: 20, title: { EN: 'Called off' }, state: 'upcoming', cancelled: true, grabbed: 0, paid: '0' });
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const path = '/engagement?tab=rains';

describe('the red-envelope rains', () => {
  it('shows each rain with its budget used, envelopes grabbed and who may grab; a viewer cannot schedule or cancel', async () => {
    stubApi({ 'GET /wps/staff/engagement/rains': { list: [upcoming, falling, called] } });
    renderWithApp(<EngagementScreen />, { path, staff: viewer });
    const table = await screen.findByRole('table', { name: 'Red-envelope rains' });
    const row = (await within(table).findByText('Friday rain')).closest('tr')!;
    expect(cells(row)).toEqual([
      'Friday rain',
      '2030-01-04 20:00',
      '2030-01-04 20:10',
      'Raining',
      'Once',
      '—',
      '1,250.00 / 5,000.00',
      '200',
      '50',
      '1,250.00',
      'Deposits of ₱500 in 7 days',
    ]);
    expect(within(row).getByRole('meter').getAttribute('aria-valuenow')).toBe('25');
    expect(cells(within(table).getByText('Payday rain').closest('tr')!).at(-1)).toBe('Everyone');
    expect(within(within(table).getByText('Called off').closest('tr')!).getByText('Cancelled')).toBeTruthy();

    const totals = screen.getByRole('group', { name: 'Red-envelope totals' });
    expect(within(totals).getByText('1,250.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Schedule a rain' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel / })).toBeNull();
    expect(screen.getByText('Changing this needs the promotions.manage permission.')).toBeTruthy();
  });

  it('schedules a rain: every envelope holds a cent at least, the budget in minor units, a valid-bet requirement', async () => {
    const calls = stubApi({
      'GET /wps/staff/engagement/rains': { list: [] },
      'POST /wps/staff/engagement/rains/create': upcoming,
    });
    renderWithApp(<EngagementScreen />, { path, staff: manager });
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule a rain' }));
    const drawer = screen.getByRole('complementary', { name: 'A new red-envelope rain' });
    type(/^Title \(EN\)/, 'Payday rain');
    type(/^Starts/, '2030-01-15T12:00');
    type(/^Falls for/, '30');
    expect(within(drawer).getByText('Ends at 2030-01-15 12:30.')).toBeTruthy();
    type(/^Budget \(PHP\)/, '1.50');
    type(/^Envelopes/, '200');
    fireEvent.click(within(drawer).getByLabelText('Players with valid bet'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Schedule rain' }));
    expect(await within(drawer).findByText('More envelopes than the budget has cents: each needs at least 0.01.')).toBeTruthy();
    expect(within(drawer).getByText('An amount above 0, two decimals at most.')).toBeTruthy();
    expect(posts(calls, '/wps/staff/engagement/rains/create')).toHaveLength(0);

    type(/^Budget \(PHP\)/, '10,000');
    expect(within(drawer).getByRole('status').textContent).toBe('200 envelopes of ₱50 on average.');
    type(/^Valid bet of at least \(PHP\)/, '1,000');
    type(/^Over the last/, '3');
    fireEvent.change(within(drawer).getByLabelText('Repeats'), { target: { value: 'daily' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Schedule rain' }));
    await waitFor(() => expect(posts(calls, '/wps/staff/engagement/rains/create')).toHaveLength(1));
    expect(posts(calls, '/wps/staff/engagement/rains/create')[0]?.body).toEqual({
      title: { EN: 'Payday rain' },
      startsAt: Date.UTC(2030, 0, 15, 4, 0),
      durationMinutes: 30,
      budget: '1000000',
      envelopes: 200,
      requirement: 'valid_bet',
      requirementAmount: '100000',
      requirementDays: 3,
      recurrence: 'daily',
    });
  });

  it('cancels an upcoming rain with a reason; a rain falling or cancelled already offers none', async () => {
    const calls = stubApi({
      'GET /wps/staff/engagement/rains': { list: [upcoming, falling, called] },
      'POST /wps/staff/engagement/rains/cancel': { ...upcoming, cancelled: true },
    });
    renderWithApp(<EngagementScreen />, { path, staff: manager });
    const table = await screen.findByRole('table', { name: 'Red-envelope rains' });
    await within(table).findByText('Friday rain');
    expect(within(table).getAllByRole('button', { name: /^Cancel / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Cancel Payday rain']);
    fireEvent.click(within(table).getByRole('button', { name: 'Cancel Payday rain' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Payday rain?' });
    expect(within(dialog).getByText(/It was to start at 2030-01-15 12:00 \(GMT\+8\)/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel rain' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Wrong date' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(posts(calls, '/wps/staff/engagement/rains/cancel')).toHaveLength(1));
    expect(posts(calls, '/wps/staff/engagement/rains/cancel')[0]?.body).toEqual({ id: 22, reason: 'Wrong date' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
