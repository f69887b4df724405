import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { EngagementScreen } from './engagement-screen';
import { manager, page, referral, referralValue, stubApi, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const clean = referral();
const flagged = referral({
  referrerId: 501,
  referrer: 'juan88',
  friendId: 613,
  friend: 'juan89',
  steps: [],
  flag: 'same_device',
});
const referralCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === '/wps/staff/engagement/referrals');
const saves = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === '/wps/staff/engagement/referral');
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const path = '/engagement?tab=referral';

describe('referral', () => {
  it('shows the figures, the rules read-only to a viewer, and the referred friends filtered by flag', async () => {
    const calls = stubApi({
      'GET /wps/staff/engagement/referral': referralValue(),
      'GET /wps/staff/engagement/referrals': (c: Call) => (c.query.get('flagged') === 'yes' ? page([flagged]) : page([clean, flagged])),
    });
    renderWithApp(<EngagementScreen />, { path, staff: viewer });
    const totals = within(await screen.findByRole('group', { name: 'Referral totals' }));
    expect(totals.getByText('42')).toBeTruthy();
    expect(totals.getByText('3')).toBeTruthy();
    expect(totals.getByText('4,800.00')).toBeTruthy();
    const rules = screen.getByRole('region', { name: 'Referral rewards' });
    expect(within(rules).queryByRole('textbox')).toBeNull();
    expect(within(rules).getByText('When a friend registers').nextSibling?.textContent).toBe('Nothing');
    expect(within(rules).getByText('For the first deposit').nextSibling?.textContent).toBe('100.00PHP');
    expect(within(rules).getByText('Friends rewarded per referrer').nextSibling?.textContent).toBe('No limit');
    expect(within(rules).getByText('Changing this needs the promotions.manage permission.')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Referred friends' });
    expect(cells((await within(table).findByText('maria_c')).closest('tr')!)).toEqual(['juan88', 'maria_c', '2026-01-05 10:30', 'First deposit 100.00', '—']);
    const row = within(table).getByText('juan89').closest('tr')!;
    expect(cells(row)).toEqual(['juan88', 'juan89', '2026-01-05 10:30', 'None yet', 'Same device']);
    expect(within(row).getByRole('link', { name: 'juan89' }).getAttribute('href')).toBe('/players/613');

    fireEvent.change(screen.getByLabelText('Flagged'), { target: { value: 'yes' } });
    await waitFor(() => expect(within(table).queryByText('maria_c')).toBeNull());
    expect(referralCalls(calls).at(-1)?.query.get('flagged')).toBe('yes');
    expect(referralCalls(calls).at(-1)?.query.get('pageNo')).toBe('1');
  });

  it('saves the rules in minor units with a reason, and asks a wager reward for its target', async () => {
    const calls = stubApi({
      'GET /wps/staff/engagement/referral': referralValue(),
      'GET /wps/staff/engagement/referrals': page([]),
      'POST /wps/staff/engagement/referral': (c: Call) => ({ ...referralValue(), rules: c.body?.rules }),
    });
    renderWithApp(<EngagementScreen />, { path, staff: manager });
    const form = await screen.findByRole('form', { name: 'Referral rewards' });
    expect((within(form).getByLabelText(/^For the friend's first deposit/) as HTMLInputElement).value).toBe('100');
    expect((within(form).getByLabelText(/^First deposit of at least/) as HTMLInputElement).value).toBe('500');
    type(/^When a friend registers/, '5');
    type(/^Valid bet target/, '');
    type(/^Friends rewarded per referrer/, '20');
    fireEvent.click(within(form).getByRole('button', { name: 'Save the rewards' }));
    expect(await within(form).findByText('A wager reward needs a target above 0.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    type(/^Valid bet target/, '15,000');
    fireEvent.click(within(form).getByLabelText('Referral rewards are on'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save the rewards' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save the referral rewards?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Pause during the audit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the rewards' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toEqual({
      rules: {
        enabled: false,
        registerReward: '500',
        firstDepositReward: '10000',
        firstDepositMin: '50000',
        wagerReward: '20000',
        wagerTarget: '1500000',
        maxFriends: 20,
      },
      reason: 'Pause during the audit',
    });
  });
});
