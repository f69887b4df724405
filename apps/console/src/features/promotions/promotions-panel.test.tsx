import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { PromotionsScreen } from './promotions-screen';
import { claimPage, game, manager, mission, promotion, stubApi, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const welcome = promotion();
const cashback = promotion({
  id: 8,
  code: 'cash-drop',
  title: { EN: 'Cash drop' },
  status: 'ended',
  trigger: { kind: 'manual_claim', depositNth: null, minDeposit: '0', missionId: null, minPoints: 0 },
  reward: { ...promotion().reward, kind: 'cash', fixedAmount: '10000', percentBps: 0 },
  budgetTotal: '0',
  budgetUsed: '300000',
  receiversMax: null,
  receivers: 30,
  pending: 0,
  converted: '0',
  forfeited: '0',
  cashIssued: '300000',
});
const list = { list: [welcome, cashback] };

describe('the promotions table', () => {
  it('names the mission a promotion waits for and the free spins\' game, and counts a points budget in points', async () => {
    const spins = promotion({
      id: 9,
      code: 'mission-spins',
      title: { EN: 'Mission spins' },
      trigger: { kind: 'mission_done', depositNth: null, minDeposit: '0', missionId: 12, minPoints: 0 },
      reward: { ...promotion().reward, kind: 'free_spins', fixedAmount: '2000', maxAmount: '2000', percentBps: 0, freeSpins: { gameCode: 'lucky-reels', rounds: 10, stake: '200' } },
    });
    const back = promotion({
      id: 10,
      code: 'points-back',
      title: { EN: 'Points back' },
      trigger: { kind: 'points_spent', depositNth: null, minDeposit: '0', missionId: null, minPoints: 1000 },
      reward: { ...promotion().reward, kind: 'points', fixedAmount: '100', maxAmount: '100', percentBps: 0 },
      budgetTotal: '5000',
      budgetUsed: '300',
    });
    stubApi({
      'GET /wps/staff/promotions': { list: [spins, back] },
      'GET /wps/staff/engagement/missions': { list: [mission()] },
      'GET /wps/staff/games': { list: [game('lucky-reels', 'Lucky Reels')], total: 1 },
    });
    renderWithApp(<PromotionsScreen />, { path: '/promotions', staff: viewer });
    const table = await screen.findByRole('table', { name: 'Promotions' });
    const spinsRow = (await within(table).findByText('Mission spins')).closest('tr')!;
    await waitFor(() => expect(spinsRow.textContent).toContain('Lucky Reels'));
    await waitFor(() => expect(spinsRow.textContent).toContain('Spin 100 times'));
    const backRow = within(table).getByText('Points back').closest('tr')!;
    expect(backRow.textContent).toContain('300 points / 5,000 points');
  });

  it('shows each promotion with its budget used against its cap, receivers and costs, and the totals', async () => {
    stubApi({ 'GET /wps/staff/promotions': list });
    renderWithApp(<PromotionsScreen />, { path: '/promotions', staff: viewer });
    const table = await screen.findByRole('table', { name: 'Promotions' });
    const row = (await within(table).findByText('Welcome bonus 100%')).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells).toEqual([
      'Welcome bonus 100%welcome-100',
      'Welcome',
      'A numbered deposit',
      '100% of the first deposit of at least ₱500 up to ₱5,000Bonus · wager 10× in 30 days',
      '2026-01-01→ 2026-04-01',
      'Active',
      '12,345.67 / 50,000.00',
      '123 / 500',
      '4',
      // Cost: cash paid (none) and bonus money converted to cash.
      '4,567.00',
      '4,567.00',
      '980.00',
    ]);
    // Numeric columns right-aligned; the bar says how much of the budget is gone.
    expect(within(row).getAllByText('4,567.00')[0]!.closest('td')?.className).toBe('is-numeric');
    expect(within(row).getByRole('meter').getAttribute('aria-valuenow')).toBe('24.6');
    const uncapped = within(table).getByText('Cash drop').closest('tr')!;
    expect(within(uncapped).getByText('No cap')).toBeTruthy();
    expect(within(uncapped).getByText('Ended')).toBeTruthy();
    expect(within(uncapped).getByText('/ ∞')).toBeTruthy();

    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(within(totals).getByText('1 of 2')).toBeTruthy();
    expect(within(totals).getByText('7,567.00')).toBeTruthy();
    expect(within(totals).getAllByText('4,567.00')).toHaveLength(1);
    // Claims waiting, also on the tab.
    expect(within(totals).getByText('4')).toBeTruthy();
    expect(within(screen.getByRole('tab', { name: /Claims/ })).getByText('4')).toBeTruthy();
  });

  it('lets a viewer read a promotion but not create or change one', async () => {
    stubApi({ 'GET /wps/staff/promotions': list });
    renderWithApp(<PromotionsScreen />, { path: '/promotions', staff: viewer });
    fireEvent.click(await screen.findByText('Welcome bonus 100%'));
    const drawer = screen.getByRole('complementary', { name: 'Welcome bonus 100%' });
    expect(within(drawer).getByRole('list', { name: 'The terms in plain words' }).textContent).toContain('Wager 10× the bonus within 30 days.');
    expect(within(drawer).getByText(/needs the promotions.manage permission/)).toBeTruthy();
    expect(within(drawer).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New promotion' })).toBeNull();
    // The other language's texts, one click away.
    fireEvent.click(within(drawer).getByRole('button', { name: 'TY' }));
    expect(within(drawer).getByText('Bonus sa pagsalubong 100%')).toBeTruthy();
  });

  it("opens a promotion's waiting claims from its count", async () => {
    const calls = stubApi({ 'GET /wps/staff/promotions': list, 'GET /wps/staff/promotions/claims': claimPage([]) });
    renderWithApp(<PromotionsScreen />, { path: '/promotions', staff: manager });
    fireEvent.click(await screen.findByRole('button', { name: 'Open the 4 claims waiting for welcome-100' }));
    await waitFor(() => expect(calls.some((c: Call) => c.path === '/wps/staff/promotions/claims')).toBe(true));
    const query = calls.find((c: Call) => c.path === '/wps/staff/promotions/claims')!.query;
    expect(query.get('promotionId')).toBe('7');
    expect(query.get('status')).toBe('in_process');
    expect(screen.getByRole('tab', { name: /Claims/ }).getAttribute('aria-selected')).toBe('true');
    // The row's own drawer did not open.
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
