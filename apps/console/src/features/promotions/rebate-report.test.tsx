import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { PromotionsScreen } from './promotions-screen';
import { stubApi, viewer, type Call } from './testing';

// Noon of 10 February 2026 on the brand's clock (GMT+8).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 1, 10, 4, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const report = {
  days: [
    { day: '2026-02-08', members: 120, amount: '1234567', validBet: '98765400' },
    { day: '2026-02-09', members: 98, amount: '99950', validBet: '10000000' },
  ],
  total: '1334517',
};
const reads = (calls: Call[]) => calls.filter((c) => c.path === '/wps/staff/loyalty/rebates');
const cells = (row: Element) => [...row.querySelectorAll('td')].map((c) => c.textContent);

describe('the rebate report', () => {
  it('reads the last 30 brand days, and shows each day, the total and what the rebates cost per valid bet', async () => {
    const calls = stubApi({ 'GET /wps/staff/loyalty/rebates': report });
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=rebates', staff: viewer });
    const table = await screen.findByRole('region', { name: 'By day' });
    expect(reads(calls)[0]?.query.get('startDate')).toBe('2026-01-12');
    expect(reads(calls)[0]?.query.get('endDate')).toBe('2026-02-10');
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');

    const body = [...table.querySelectorAll('tbody tr')].map(cells);
    // The rate is rounded down, through BigInt: 12,345.67 of 987,654.00 is 1.2499…%.
    expect(body).toEqual([
      ['2026-02-08', '120', '987,654.00', '12,345.67', '1.24%'],
      ['2026-02-09', '98', '100,000.00', '999.50', '0.99%'],
    ]);
    // The total is the server's; the valid bet is summed exactly; a member paid twice is not counted twice.
    expect(cells(table.querySelector('tfoot tr')!)).toEqual(['Total', '—', '1,087,654.00', '13,345.17', '1.22%']);

    const totals = within(screen.getByRole('group', { name: 'Totals of the range' }));
    expect(totals.getByText('13,345.17')).toBeTruthy();
    expect(totals.getByText('1,087,654.00')).toBeTruthy();
    expect(totals.getByText('1.22%')).toBeTruthy();
    // 13,345.17 over 30 days.
    expect(totals.getByText('444.83')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Rebates paid per day' })).toBeTruthy();
  });

  it('downloads the table with its total as CSV, amounts as plain decimals', async () => {
    stubApi({ 'GET /wps/staff/loyalty/rebates': report });
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:rebates';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=rebates', staff: viewer });
    const table = await screen.findByRole('region', { name: 'By day' });
    fireEvent.click(within(table).getByRole('button', { name: 'Download CSV' }));
    expect(files).toHaveLength(1);
    const text = (await files[0]!.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      'Day,Members paid,Valid bet rebated,Rebate paid,Rate',
      '2026-02-08,120,987654.00,12345.67,1.24',
      '2026-02-09,98,100000.00,999.50,0.99',
      'Total,,1087654.00,13345.17,1.22',
      '',
    ]);
  });

  it('asks for another range from the dates or a preset, and says when nothing was paid', async () => {
    const calls = stubApi({ 'GET /wps/staff/loyalty/rebates': (c: Call) => (c.query.get('startDate') === '2026-01-01' ? { days: [], total: '0' } : report) });
    renderWithApp(<PromotionsScreen />, { path: '/promotions?tab=rebates', staff: viewer });
    await screen.findByRole('region', { name: 'By day' });
    fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() => expect(reads(calls).at(-1)?.query.get('endDate')).toBe('2026-01-31'));
    expect(reads(calls).at(-1)?.query.get('startDate')).toBe('2026-01-01');
    expect(await screen.findByText('No rebates were paid in this range.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Rebates paid per day' })).toBeNull();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-12-15' } });
    await waitFor(() => expect(reads(calls).at(-1)?.query.get('startDate')).toBe('2025-12-15'));
    expect(reads(calls).at(-1)?.query.get('endDate')).toBe('2026-01-31');
    expect(screen.getByRole('button', { name: 'Last month' }).getAttribute('aria-pressed')).toBe('false');
  });
});
