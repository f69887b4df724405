import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testStaff } from '@/testing/render';
import { PromotionsScreen } from './promotions-screen';
import { claim, claimPage, manager, promotion, stubApi, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const flagged = claim({
  sharedWith: [
    { kind: 'phone', account: 'juan89' },
    { kind: 'device', account: 'juan89' },
    { kind: 'bank', account: 'maria_b' },
  ],
});
const clean = claim({ id: 32, account: 'ana_q', memberId: 502, amount: null, comment: null, imageIds: [], status: 'issued', decidedAt: Date.UTC(2026, 0, 6) });
const PNG = 'iVBORw0KGgo=';

const api = (extra: Record<string, unknown> = {}) =>
  stubApi({
    'GET /wps/staff/promotions': { list: [promotion()] },
    'GET /wps/staff/promotions/claims': (c: Call) => claimPage(c.query.get('status') === 'in_process' ? [flagged] : [flagged, clean]),
    'GET /wps/staff/promotions/claims/image': (c: Call) => ({ id: Number(c.query.get('id')), mime: 'image/png', size: 8, data: PNG }),
    'POST /wps/staff/promotions/claims/decide': (c: Call) => ({ ...flagged, status: c.body?.approve ? 'issued' : 'rejected' }),
    ...extra,
  });
const claimCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === '/wps/staff/promotions/claims');
const decisions = (calls: Call[]) => calls.filter((c) => c.path === '/wps/staff/promotions/claims/decide');
const openClaim = async () => {
  fireEvent.click(await screen.findByText('Screenshot of my 10-win streak attached'));
  return screen.getByRole('complementary', { name: 'juan88 – welcome-100' });
};

describe('the claims queue', () => {
  it('asks for the claims waiting for review first, then any status, and flags shared identities', async () => {
    const calls = api();
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=claims', staff: viewer });
    const table = await screen.findByRole('table', { name: 'Claims' });
    const row = (await within(table).findByText('juan88')).closest('tr')!;
    expect(claimCalls(calls)[0]?.query.get('status')).toBe('in_process');
    expect(within(row).getByText('2,500.00').closest('td')?.className).toBe('is-numeric');
    expect(within(row).getByText('Waiting for review')).toBeTruthy();
    expect(within(row).getByText('3 others: Phone, Device, Bank account')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    const other = (await within(table).findByText('ana_q')).closest('tr')!;
    expect(within(other).getByText('Issued')).toBeTruthy();
    expect(within(other).queryByText(/others:/)).toBeNull();
    expect(claimCalls(calls).at(-1)?.query.has('status')).toBe(false);
  });

  it("shows the member's comment, pictures and the members sharing their details, without decisions for a viewer", async () => {
    const calls = api();
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=claims', staff: viewer });
    const drawer = await openClaim();
    const flags = within(drawer).getByRole('alert', { name: 'Shared identity' });
    expect(flags.textContent).toContain('3 other members share this member');
    const rows = [...flags.querySelectorAll('.promo-flags__row')].map((r) => r.textContent);
    expect(rows).toEqual(['Phonejuan89', 'Devicejuan89', 'Bank accountmaria_b']);
    const picture = (await within(drawer).findByAltText('Picture 1')) as HTMLImageElement;
    expect(picture.src).toBe(`data:image/png;base64,${PNG}`);
    expect(await within(drawer).findByAltText('Picture 2')).toBeTruthy();
    // Pictures come by id, as deposit receipts do, from the promotions' own store.
    expect(calls.filter((c) => c.path === '/wps/staff/promotions/claims/image').map((c) => c.query.get('id'))).toEqual(['91', '92']);
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(drawer).getByText(/needs the promotions.manage permission/)).toBeTruthy();
  });

  it('shows the pictures to a staff member holding promotions.view only', async () => {
    const calls = api();
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=claims', staff: testStaff({ ...viewer, permissions: ['promotions.view'] }) });
    const drawer = await openClaim();
    expect(await within(drawer).findByAltText('Picture 2')).toBeTruthy();
    expect(calls.some((c) => c.path === '/wps/staff/upload')).toBe(false);
  });

  it('approves with an amount in minor units and a reason, within the maximum', async () => {
    const calls = api();
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=claims', staff: manager });
    fireEvent.click(within(await openClaim()).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the claim of juan88?' });
    const approve = within(dialog).getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Streak verified in the game log' } });
    fireEvent.change(within(dialog).getByLabelText(/^Amount to give/), { target: { value: '5,000.01' } });
    expect(within(dialog).getByText("More than this promotion's maximum.")).toBeTruthy();
    expect(approve.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Amount to give/), { target: { value: '1,500.50' } });
    expect(approve.disabled).toBe(false);
    fireEvent.click(approve);
    await waitFor(() => expect(decisions(calls)).toHaveLength(1));
    expect(decisions(calls)[0]?.body).toEqual({ id: 31, approve: true, amount: '150050', reason: 'Streak verified in the game log' });
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());

    // Without an amount: the promotion's own.
    fireEvent.click(within(await openClaim()).getByRole('button', { name: 'Approve' }));
    const second = screen.getByRole('dialog', { name: 'Approve the claim of juan88?' });
    fireEvent.change(within(second).getByLabelText(/^Reason/), { target: { value: 'ok' } });
    fireEvent.click(within(second).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions(calls)).toHaveLength(2));
    expect(decisions(calls)[1]?.body).toEqual({ id: 31, approve: true, reason: 'ok' });
  });

  it('rejects only with a reason, which it sends', async () => {
    const calls = api();
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=claims', staff: manager });
    fireEvent.click(within(await openClaim()).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject the claim of juan88?' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Same device as juan89' } });
    fireEvent.click(reject);
    await waitFor(() => expect(decisions(calls)).toHaveLength(1));
    expect(decisions(calls)[0]?.body).toEqual({ id: 31, approve: false, reason: 'Same device as juan89' });
  });
});
