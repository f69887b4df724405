import { vipInfo, vipLevels } from '@wps/contracts/player';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popups } from '@/lib/popups';
import { buildLevel, buildVipInfo, ok, renderRewards, serveRewards } from '../testing/render-rewards';
import VipPage from './vip-page';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => popups.close());
});

describe('the VIP page', () => {
  it("measures the member's month against the next level's thresholds", async () => {
    const api = serveRewards({ [vipInfo.path]: () => ok(buildVipInfo()) });
    renderRewards(<VipPage />);
    expect((await screen.findByTestId('vip-current-name')).textContent).toBe('Silver');
    expect(screen.getByTestId('vip-next').textContent).toContain('Next: Gold (VIP 2)');
    // ₱12,500 of Gold's ₱20,000 deposits; ₱40,000 of its ₱200,000 valid bet.
    expect(screen.getByTestId('vip-progress-deposits-percent').textContent).toBe('62%');
    expect(within(screen.getByTestId('vip-progress-deposits')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('62');
    expect(screen.getByTestId('vip-progress-deposits-text').textContent).toBe('₱12,500.00 of ₱20,000.00');
    expect(screen.getByTestId('vip-progress-deposits-left').textContent).toBe('₱7,500.00 to go');
    expect(screen.getByTestId('vip-progress-bet-percent').textContent).toBe('20%');
    expect(screen.getByTestId('vip-progress-bet-left').textContent).toBe('₱160,000.00 to go');
    expect(screen.getByTestId('vip-period').textContent).toBe('2025-03-01 – 2025-03-31');
    expect(screen.getByTestId('vip-keep').getAttribute('data-keeps')).toBe('true');
    // Members read their own figures only: the public ladder call is not made as well.
    expect(api.of(vipLevels.path)).toHaveLength(0);
  });

  it('lays out the ladder with thresholds and benefits, the member\'s level marked', async () => {
    serveRewards({ [vipInfo.path]: () => ok(buildVipInfo()) });
    renderRewards(<VipPage />);
    const levels = await screen.findAllByTestId('vip-level');
    expect(levels.map((l) => l.getAttribute('data-level'))).toEqual(['0', '1', '2']);
    expect(levels.map((l) => l.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    const gold = levels[2] as HTMLElement;
    expect(gold.textContent).toContain('₱20,000.00');
    expect(gold.textContent).toContain('₱200,000.00');
    expect(within(screen.getByTestId('vip-rebate-2')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Live Casino0.8%', 'Slots1.2%']);
    expect(within(screen.getByTestId('vip-points-2')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Live Casino2', 'Slots3']);
    expect(screen.getByTestId('vip-level-up-gift-2').textContent).toBe('₱500.00');
    expect(screen.getByTestId('vip-level-up-gift-0').textContent).toBe('None');
    // The birthday gift of each level, and when it is paid (the rules).
    expect(screen.getByTestId('vip-birthday-gift-2').textContent).toBe('₱200.00');
    expect(screen.getByTestId('vip-birthday-gift-0').textContent).toBe('None');
    expect(screen.getByText(/birthday gift of your level once a year in your birthday month/)).toBeTruthy();
    // A level's own daily withdrawal limits, or the site's standard ones.
    expect(screen.getByTestId('vip-withdraw-2').textContent).toBe('₱1,000,000.00, up to 7 a day');
    expect(screen.getByTestId('vip-withdraw-1').textContent).toBe("The site's standard limits");
  });

  it('warns when the month so far does not keep the level, with what is missing', async () => {
    serveRewards({ [vipInfo.path]: () => ok(buildVipInfo({ keepsLevel: false, deposits: '1250000', validBet: '4000000', levels: [buildLevel(0), buildLevel(1, { validBetThreshold: '10000000' }), buildLevel(2)] })) });
    renderRewards(<VipPage />);
    const keep = await screen.findByTestId('vip-keep');
    expect(keep.getAttribute('data-keeps')).toBe('false');
    expect(keep.textContent).toContain('move down one level from Silver at the review after 2025-03-31');
    expect(screen.getByTestId('vip-keep-missing').textContent).toBe('To keep it: valid bet ₱60,000.00 more.');
  });

  it('says the top level has nothing above it', async () => {
    serveRewards({ [vipInfo.path]: () => ok(buildVipInfo({ level: 2 })) });
    renderRewards(<VipPage />);
    expect(await screen.findByTestId('vip-top')).toBeTruthy();
    expect(screen.queryByTestId('vip-next')).toBeNull();
  });

  it('shows a visitor the ladder and a login button, with no member call', async () => {
    const api = serveRewards({ [vipLevels.path]: () => ok({ currencySymbol: '₱', levels: [buildLevel(0), buildLevel(1)] }) });
    renderRewards(<VipPage />, { who: 'visitor' });
    expect(await screen.findAllByTestId('vip-level')).toHaveLength(2);
    expect(screen.queryByTestId('vip-status')).toBeNull();
    fireEvent.click(screen.getByTestId('vip-login-button'));
    expect(popups.get()?.name).toBe('login');
    expect(api.calls.map((c) => c.path)).toEqual([vipLevels.path]);
  });

  it('shows a trial member the ladder and asks for a real account, with no member call', async () => {
    const api = serveRewards({ [vipLevels.path]: () => ok({ currencySymbol: '₱', levels: [buildLevel(0)] }) });
    renderRewards(<VipPage />, { who: 'trial' });
    expect((await screen.findByTestId('vip-trial-note')).textContent).toBe('Please Register An Account First');
    expect(await screen.findAllByTestId('vip-level')).toHaveLength(1);
    expect(api.calls.map((c) => c.path)).toEqual([vipLevels.path]);
  });
});
