import { rebateHistory, rewardCenter, rewardClaim } from '@wps/contracts/player';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { buildGift, buildMissionReward, buildRebate, fail, ok, pageOf, renderRewards, serveRewards } from '../testing/render-rewards';
import { RewardCenter } from './reward-center';

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dialogs.clear());
});

describe('rewardCenter', () => {
  it('explains the rebate line by line (valid bet × rate = rebate) with its total, and shows a gift with its level', async () => {
    serveRewards({
      [rewardCenter.path]: () => ok({ currencySymbol: '₱', rewards: [buildRebate(), buildGift()], count: 2 }),
      [rebateHistory.path]: () => ok(pageOf([])),
    });
    renderRewards(<RewardCenter />);
    const rebate = (await screen.findAllByTestId('reward-card'))[0] as HTMLElement;
    expect(rebate.getAttribute('data-kind')).toBe('rebate');
    const rows = within(rebate).getAllByTestId('rebate-line').map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['2025-02-27', 'Slots', '₱10,000.00', '× 1.2%', '= ₱120.00'],
      ['2025-02-27', 'Live Casino', '₱5,000.00', '× 0.8%', '= ₱40.00'],
      ['2025-02-28', 'Slots', '₱2,500.00', '× 1.2%', '= ₱30.00'],
    ]);
    expect(within(rebate).getByTestId('rebate-lines-total').textContent).toBe('₱190.00');
    expect(within(rebate).getByTestId('reward-amount').textContent).toBe('₱190.00');
    const gift = screen.getAllByTestId('reward-card')[1] as HTMLElement;
    expect(gift.textContent).toContain('Level-up gift: VIP 2');
    expect(within(gift).getByTestId('reward-amount').textContent).toBe('₱500.00');
    expect(within(gift).queryByTestId('rebate-lines')).toBeNull();
    expect(screen.getByTestId('reward-total').textContent).toBe('₱690.00');
    expect(screen.getByTestId('reward-vip-link').getAttribute('href')).toBe('/vip');
  });

  it('claims with {kind, key, requestId}, shows what was paid and reads the list again', async () => {
    let rewards = [buildRebate(), buildGift()];
    const api = serveRewards({
      [rewardCenter.path]: () => ok({ currencySymbol: '₱', rewards, count: rewards.length }),
      [rebateHistory.path]: () => ok(pageOf([])),
      [`POST ${rewardClaim.path}`]: () => {
        rewards = [buildGift()];
        return ok({ kind: 'rebate', amount: '19000', rebate: { id: 5, amount: '19000', source: 'claim', vipLevel: 2, lines: buildRebate().lines, paidAt: 0 } });
      },
    });
    renderRewards(<RewardCenter />);
    const rebate = (await screen.findAllByTestId('reward-card'))[0] as HTMLElement;
    fireEvent.click(within(rebate).getByTestId('reward-claim'));
    expect((await screen.findByTestId('reward-claimed-text')).textContent).toBe('₱190.00 has been added to your main wallet.');
    const [claim] = api.of(rewardClaim.path, 'POST');
    expect(claim?.body).toEqual({ kind: 'rebate', key: 'rebate', requestId: expect.stringMatching(REQUEST_ID) });
    // The list is read again: the rebate is gone, the gift stays.
    await waitFor(() => expect(screen.getAllByTestId('reward-card').map((c) => c.getAttribute('data-kind'))).toEqual(['level_up_gift']));
    expect(api.of(rewardCenter.path).length).toBe(2);
  });

  it('keeps the request id while a claim has no answer, so trying again pays once', async () => {
    let attempt = 0;
    const api = serveRewards({
      [rewardCenter.path]: () => ok({ currencySymbol: '₱', rewards: [buildGift()], count: 1 }),
      [rebateHistory.path]: () => ok(pageOf([])),
      [`POST ${rewardClaim.path}`]: () => (++attempt === 1 ? new Error('offline') : ok({ kind: 'level_up_gift', amount: '50000', rebate: null })),
    });
    renderRewards(<RewardCenter />);
    fireEvent.click(await screen.findByTestId('reward-claim'));
    expect(await screen.findByTestId('reward-claim-error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('reward-claim'));
    expect((await screen.findByTestId('reward-claimed-text')).textContent).toBe('₱500.00 has been added to your main wallet.');
    const ids = api.of(rewardClaim.path, 'POST').map((c) => (c.body as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('says so when the reward was already paid, and reads the list again', async () => {
    let rewards = [buildGift()];
    const api = serveRewards({
      [rewardCenter.path]: () => ok({ currencySymbol: '₱', rewards, count: rewards.length }),
      [rebateHistory.path]: () => ok(pageOf([])),
      [`POST ${rewardClaim.path}`]: () => {
        rewards = [];
        return fail(409, 'reward_not_claimable');
      },
    });
    renderRewards(<RewardCenter />);
    fireEvent.click(await screen.findByTestId('reward-claim'));
    expect((await screen.findByTestId('message-dialog-text')).textContent).toBe('This reward can no longer be claimed: it was already paid, or there is nothing waiting.');
    await screen.findByTestId('reward-center-empty');
    expect(api.of(rewardCenter.path).length).toBe(2);
  });

  it('explains how rebates are earned when nothing is waiting, with the way to the VIP rates', async () => {
    serveRewards({ [rewardCenter.path]: () => ok({ currencySymbol: '₱', rewards: [], count: 0 }), [rebateHistory.path]: () => ok(pageOf([])) });
    renderRewards(<RewardCenter />);
    const empty = await screen.findByTestId('reward-center-empty');
    expect(empty.textContent).toContain('Rebates are earned on your valid bet');
    expect(empty.textContent).toContain('the rebate rate of your VIP level');
    expect(screen.getByTestId('reward-empty-vip-link').getAttribute('href')).toBe('/vip');
  });

  it('lists the rebates paid, each opening to its lines, page by page', async () => {
    const payout = (id: number, source: 'claim' | 'daily') => ({ id, amount: '19000', source, vipLevel: 2, lines: buildRebate().lines, paidAt: Date.UTC(2025, 2, id, 4) });
    const api = serveRewards({
      [rewardCenter.path]: () => ok({ currencySymbol: '₱', rewards: [], count: 0 }),
      [rebateHistory.path]: ({ url }) => {
        const page = Number(url.searchParams.get('pageNo'));
        return ok(pageOf([payout(page, page === 1 ? 'claim' : 'daily')], { pageNo: page, totalPages: 2 }));
      },
    });
    renderRewards(<RewardCenter />);
    const row = await screen.findByTestId('rebate-payout');
    expect(row.textContent).toContain('2025-03-01 12:00');
    expect(row.textContent).toContain('Claimed');
    const toggle = within(row).getByTestId('rebate-payout-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('rebate-payout-lines-1')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByTestId('rebate-payout-lines-1')).getAllByTestId('rebate-line')).toHaveLength(3);
    fireEvent.click(screen.getByTestId('rebate-history-pager-next'));
    await waitFor(() => expect(screen.getByTestId('rebate-payout').textContent).toContain('Daily payout'));
    expect(api.of(rebateHistory.path).map((c) => c.url.searchParams.get('pageNo'))).toEqual(['1', '2']);
  });

  it("shows a mission's prize under the mission's title in its unit, and claims it with kind mission and its key", async () => {
    let rewards = [buildGift(), buildMissionReward(), buildMissionReward({ key: '13:2025-W09', title: 'Deposit ₱1,000', amount: '5000', unit: 'money' })];
    const api = serveRewards({
      [rewardCenter.path]: () => ok({ currencySymbol: '₱', rewards, count: rewards.length }),
      [rebateHistory.path]: () => ok(pageOf([])),
      [`POST ${rewardClaim.path}`]: () => {
        rewards = rewards.filter((r) => r.key !== '12:2025-03-01');
        return ok({ kind: 'mission', amount: '500', rebate: null, unit: 'points' });
      },
    });
    renderRewards(<RewardCenter />);
    const [, points, cash] = (await screen.findAllByTestId('reward-card')) as HTMLElement[];
    expect(within(points!).getByRole('heading').textContent).toBe('Play 50 rounds');
    expect(points!.textContent).toContain('Mission prize');
    expect(points!.textContent).not.toContain('VIP 2');
    expect(within(points!).getByTestId('reward-amount').textContent).toBe('500 points');
    expect(within(cash!).getByRole('heading').textContent).toBe('Deposit ₱1,000');
    expect(within(cash!).getByTestId('reward-amount').textContent).toBe('₱50.00');
    // Money adds up (the gift's ₱500 and the mission's ₱50); points are shown beside it, never added to it.
    expect(screen.getByTestId('reward-total').textContent).toBe('₱550.00');
    expect(screen.getByTestId('reward-total-points').textContent).toBe('plus 500 points');

    fireEvent.click(within(points!).getByTestId('reward-claim'));
    expect((await screen.findByTestId('reward-claimed-text')).textContent).toBe('500 points have been added to your Points Mall balance.');
    expect(screen.getByTestId('reward-claimed').textContent).toContain('Claimed: Mission prize');
    const [claim] = api.of(rewardClaim.path, 'POST');
    expect(claim?.body).toEqual({ kind: 'mission', key: '12:2025-03-01', requestId: expect.stringMatching(REQUEST_ID) });
    await waitFor(() => expect(screen.getAllByTestId('reward-card').map((c) => c.getAttribute('data-key'))).toEqual(['gift-17', '13:2025-W09']));
    expect(screen.queryByTestId('reward-total-points')).toBeNull();
  });

  it('makes no call for a trial member', async () => {
    const api = serveRewards({ [rewardCenter.path]: () => ok({ currencySymbol: '₱', rewards: [], count: 0 }) });
    renderRewards(<RewardCenter />, { who: 'trial' });
    await act(async () => undefined);
    expect(api.calls).toEqual([]);
  });
});
