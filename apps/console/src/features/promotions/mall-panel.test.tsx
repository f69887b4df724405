import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { PromotionsScreen } from './promotions-screen';
import { ladder, manager, page, redeem, reward, stubApi, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const voucher = reward();
const phone = reward({
  id: 4,
  name: { EN: 'Smartphone' },
  description: {},
  imageUrl: null,
  kind: 'physical',
  points: 250_000,
  cashAmount: '0',
  stock: 0,
  perMemberLimit: null,
  active: true,
  redeemed: 12,
});
const rewardsApi = (extra: Record<string, unknown> = {}) =>
  stubApi({
    'GET /wps/staff/loyalty/rewards': { list: [voucher, phone] },
    'GET /wps/staff/loyalty/vip': ladder(),
    'GET /wps/staff/loyalty/redeems': page([]),
    ...extra,
  });
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the points mall', () => {
  it('lists each reward with its price, worth, stock, limit and how many were redeemed', async () => {
    rewardsApi();
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=mall', staff: viewer });
    const table = await screen.findByRole('table', { name: 'Rewards' });
    expect(cells((await within(table).findByText('Cash voucher 12.50')).closest('tr')!)).toEqual([
      'Cash voucher 12.50',
      'Cash',
      '1,000',
      '12.50',
      '40',
      '2',
      '160',
      'Shown',
    ]);
    expect(cells(within(table).getByText('Smartphone').closest('tr')!)).toEqual(['Smartphone', 'Physical prize', '250,000', '—', 'Out of stock', 'No limit', '12', 'Shown']);
    const totals = screen.getByRole('group', { name: 'Points mall totals' });
    expect(within(totals).getByText('2 of 2')).toBeTruthy();
    expect(within(totals).getByText('172')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New reward' })).toBeNull();
  });

  it('creates a reward: texts per language, points, cash in minor units, no stock limit', async () => {
    const calls = rewardsApi({ 'POST /wps/staff/loyalty/rewards/create': reward({ id: 9, name: { EN: 'Cash voucher 50' } }) });
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=mall', staff: manager });
    fireEvent.click(await screen.findByRole('button', { name: 'New reward' }));
    const drawer = screen.getByRole('complementary', { name: 'A new reward' });
    type(/^Name \(EN\)/, 'Cash voucher 50');
    type(/^Description \(EN\)/, 'Into your wallet at once.');
    fireEvent.click(within(drawer).getByRole('button', { name: 'TY' }));
    type(/^Name \(TY\)/, 'Voucher na 50');
    type(/^Picture address/, '/cdn/rewards/v50.png');
    type(/^Price in points/, '4,000');
    type(/^Most one member may redeem/, '3');
    type(/^Order on the page/, '2');

    // A cash reward without its amount is refused before anything is sent.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create reward' }));
    expect(await within(drawer).findByText('A cash reward needs an amount above 0.')).toBeTruthy();
    expect(posts(calls, '/wps/staff/loyalty/rewards/create')).toHaveLength(0);

    type(/^Cash value \(PHP\)/, '50.50');
    // Priced against the conversion (100 points make 1.00).
    const preview = within(drawer).getByRole('region', { name: 'What members see' });
    expect(within(preview).getByText('Converted, 4,000 points make ₱40; this reward pays ₱50.50.')).toBeTruthy();
    expect(within(preview).getByText('No stock limit')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create reward' }));
    await waitFor(() => expect(posts(calls, '/wps/staff/loyalty/rewards/create')).toHaveLength(1));
    expect(posts(calls, '/wps/staff/loyalty/rewards/create')[0]?.body).toEqual({
      name: { EN: 'Cash voucher 50', TY: 'Voucher na 50' },
      description: { EN: 'Into your wallet at once.' },
      imageUrl: '/cdn/rewards/v50.png',
      kind: 'cash',
      points: 4000,
      cashAmount: '5050',
      stock: null,
      perMemberLimit: 3,
      active: true,
      sort: 2,
    });
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'A new reward' })).toBeNull());
  });

  it('changes a reward: a physical prize is worth no cash, and the update names the reward', async () => {
    const calls = rewardsApi({ 'POST /wps/staff/loyalty/rewards/update': voucher });
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=mall', staff: manager });
    fireEvent.click(await screen.findByText('Cash voucher 12.50'));
    const drawer = screen.getByRole('complementary', { name: 'Edit Cash voucher 12.50' });
    expect((within(drawer).getByLabelText(/^Cash value/) as HTMLInputElement).value).toBe('12.50');
    expect((within(drawer).getByLabelText(/^In stock/) as HTMLInputElement).value).toBe('40');
    fireEvent.click(within(drawer).getByLabelText('Physical prize'));
    expect(within(drawer).queryByLabelText(/^Cash value/)).toBeNull();
    type(/^In stock/, '');
    fireEvent.click(within(drawer).getByLabelText('Shown to members'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posts(calls, '/wps/staff/loyalty/rewards/update')).toHaveLength(1));
    const { redeemed, ...input } = voucher;
    void redeemed;
    expect(posts(calls, '/wps/staff/loyalty/rewards/update')[0]?.body).toEqual({ ...input, kind: 'physical', cashAmount: '0', stock: null, active: false });
  });
});

describe('the redemptions queue', () => {
  const waiting = redeem();
  const sent = redeem({ id: 70, account: 'ana_q', memberId: 502, status: 'approved', remark: 'LBC 0098', decidedAt: Date.UTC(2026, 0, 4) });
  const api = () =>
    stubApi({
      'GET /wps/staff/loyalty/redeems': (c: Call) => (c.query.get('status') === 'in_process' ? page([waiting]) : page([waiting, sent])),
      'POST /wps/staff/loyalty/redeems/decide': (c: Call) => ({ ...waiting, status: c.body?.approve ? 'approved' : 'rejected', remark: c.body?.remark }),
    });
  const redeemCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === '/wps/staff/loyalty/redeems');
  const decisions = (calls: Call[]) => posts(calls, '/wps/staff/loyalty/redeems/decide');
  const openWaiting = async () => {
    fireEvent.click(await within(await screen.findByRole('table', { name: 'Redemptions' })).findByText('Smartphone'));
    return screen.getByRole('complementary', { name: 'juan88 – Smartphone' });
  };

  it('asks for the redemptions waiting first, counts them on the tab, and shows any status on demand', async () => {
    const calls = api();
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=mall&view=redemptions', staff: viewer });
    const table = await screen.findByRole('table', { name: 'Redemptions' });
    const row = (await within(table).findByText('juan88')).closest('tr')!;
    expect(cells(row)).toEqual(['juan88', 'SmartphonePhysical prize', '1', '250,000', 'Waiting to be sent', '—', '2026-01-05 10:30']);
    expect(redeemCalls(calls).every((c) => c.query.get('status') === 'in_process')).toBe(true);
    expect(within(screen.getByRole('tab', { name: /Points mall/ })).getByText('1')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    expect(cells((await within(table).findByText('ana_q')).closest('tr')!)).toContain('LBC 0098');
    expect(redeemCalls(calls).at(-1)?.query.has('status')).toBe(false);

    // A viewer reads, but does not decide.
    fireEvent.click(within(within(table).getByText('juan88').closest('tr')!).getByText('Smartphone'));
    const drawer = screen.getByRole('complementary', { name: 'juan88 – Smartphone' });
    expect(within(drawer).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(drawer).getByText('Deciding needs the promotions.manage permission.')).toBeTruthy();
  });

  it('rejects with a remark, saying the points go back, and sends {id, approve, remark}', async () => {
    const calls = api();
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=mall&view=redemptions', staff: manager });
    fireEvent.click(within(await openWaiting()).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject the redemption of juan88?' });
    expect(within(dialog).getByText('The 250,000 points go back to juan88. The member reads your remark.')).toBeTruthy();
    const reject = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Remark for the member/), { target: { value: 'Model discontinued; points returned' } });
    fireEvent.click(reject);
    await waitFor(() => expect(decisions(calls)).toHaveLength(1));
    expect(decisions(calls)[0]?.body).toEqual({ id: 71, approve: false, remark: 'Model discontinued; points returned' });
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });

  it('marks a prize as sent with its remark', async () => {
    const calls = api();
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=mall&view=redemptions', staff: manager });
    fireEvent.click(within(await openWaiting()).getByRole('button', { name: 'Mark as sent' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark Smartphone for juan88 as sent?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  LBC tracking 7788  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    await waitFor(() => expect(decisions(calls)).toHaveLength(1));
    expect(decisions(calls)[0]?.body).toEqual({ id: 71, approve: true, remark: 'LBC tracking 7788' });
  });
});
