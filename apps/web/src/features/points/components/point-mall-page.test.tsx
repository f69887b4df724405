import { convertPoints, pointBalance, pointConfig, pointDetails, pointRewards, redeemList, redeemPointReward } from '@wps/contracts/player';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { popups } from '@/lib/popups';
import { buildConfig, buildReward, fail, ok, openSealed, pageOf, renderPoints, servePoints, type Handler } from '../testing/render-points';
import PointMallPage from './point-mall-page';

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    dialogs.clear();
    popups.close();
  });
});

/** A member with 12,500 points, at VIP 2's rates. */
const member = (routes: Record<string, Handler> = {}) =>
  servePoints({
    [pointBalance.path]: () => ok({ points: '12500', currencySymbol: '₱' }),
    [pointConfig.path]: () => ok(buildConfig()),
    [pointRewards.path]: () => ok({ list: [buildReward(), buildReward({ id: 8, name: '₱50 cash', description: '', kind: 'cash', points: 5000, cashAmount: '5000', stock: null, perMemberLimit: null, availableQuantity: null })] }),
    ...routes,
  });

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the points mall', () => {
  it("shows the member's points, what they are worth and the rates of their level", async () => {
    member();
    renderPoints(<PointMallPage />);
    expect((await screen.findByTestId('point-balance')).textContent).toBe('12,500');
    expect(screen.getByTestId('point-worth').textContent).toBe('Worth ₱125.00 when converted');
    expect(screen.getByTestId('point-rate').textContent).toBe('100 points = ₱1.00');
    expect(screen.getByTestId('point-level-rate').textContent).toBe('up to 3 points per ₱100.00 valid bet');
    const cards = await screen.findAllByTestId('point-reward');
    expect(within(cards[0] as HTMLElement).getByTestId('point-reward-meta').textContent).toContain('12 left in stock');
    expect(within(cards[0] as HTMLElement).getByTestId('point-reward-points').textContent).toBe('500');
  });

  it('redeems only with the payment password, sending the quantity sealed; a prize is "in process"', async () => {
    const api = member({
      [`POST ${redeemPointReward.path}`]: () =>
        ok({ id: 31, rewardId: 7, rewardName: 'Team jersey', quantity: 2, points: 1000, status: 'in_process', remark: null, createdAt: 0, decidedAt: null }),
    });
    renderPoints(<PointMallPage />);
    fireEvent.click(within((await screen.findAllByTestId('point-reward'))[0] as HTMLElement).getByTestId('point-reward-redeem'));
    expect(screen.getByTestId('redeem-kind-note').textContent).toContain('our staff will contact you');
    fireEvent.click(screen.getByTestId('redeem-qty-plus'));
    expect(screen.getByTestId('redeem-total').textContent).toBe('1,000 points');
    expect(screen.getByTestId('redeem-after').textContent).toBe('11,500 points');
    // No password: refused before anything is sent.
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect(screen.getByTestId('field-error-paymentPassword').textContent).toBe('The payment password is 6 digits');
    expect(api.of(redeemPointReward.path, 'POST')).toHaveLength(0);

    type('redeem-password', '123456');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect((await screen.findByTestId('redeem-success-text')).textContent).toBe('2 × Team jersey for 1,000 points.');
    expect(within(screen.getByTestId('redeem-success')).getByTestId('redeem-status').textContent).toBe('In process');
    const [call] = api.of(redeemPointReward.path, 'POST');
    expect(await openSealed(call?.body, redeemPointReward.path)).toEqual({ rewardId: 7, quantity: 2, paymentPassword: '123456', requestId: expect.stringMatching(REQUEST_ID) });
    // The points and the rewards are read again.
    await waitFor(() => expect(api.of(pointBalance.path).length).toBeGreaterThan(1));
  });

  it('keeps the quantity within the stock and the member limit left, and says a cash reward is paid at once', async () => {
    member({ [pointRewards.path]: () => ok({ list: [buildReward({ kind: 'cash', name: '₱20 cash', cashAmount: '2000', points: 100, stock: 50, availableQuantity: 2 })] }) });
    renderPoints(<PointMallPage />);
    fireEvent.click(await screen.findByTestId('point-reward-redeem'));
    expect(screen.getByTestId('redeem-kind-note').textContent).toBe('Cash reward: ₱20.00 each, paid to your main wallet at once.');
    fireEvent.click(screen.getByTestId('redeem-qty-plus'));
    fireEvent.click(screen.getByTestId('redeem-qty-plus'));
    expect((screen.getByTestId('redeem-qty') as HTMLInputElement).value).toBe('2');
    expect((screen.getByTestId('redeem-qty-plus') as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts a wrong payment password under the field, in the site\'s words', async () => {
    member({ [`POST ${redeemPointReward.path}`]: () => fail(400, 'payment_password_incorrect') });
    renderPoints(<PointMallPage />);
    fireEvent.click(within((await screen.findAllByTestId('point-reward'))[0] as HTMLElement).getByTestId('point-reward-redeem'));
    type('redeem-password', '111111');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect((await screen.findByTestId('field-error-paymentPassword')).textContent).toBe('The payment password is incorrect.');
  });

  it('blocks a reward the member cannot afford', async () => {
    member({ [pointRewards.path]: () => ok({ list: [buildReward({ points: 20000 })] }) });
    renderPoints(<PointMallPage />);
    const card = await screen.findByTestId('point-reward');
    expect((within(card).getByTestId('point-reward-redeem') as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByTestId('point-reward-block').textContent).toBe('7,500 more points needed');
  });

  it('previews the money from pointsPerUnit, refuses fewer than minConvert, and converts sealed', async () => {
    const api = member({ [`POST ${convertPoints.path}`]: () => ok({ points: '2500', amount: '2500', balance: '10000' }) });
    renderPoints(<PointMallPage />, { path: '/pointMall?tab=convert' });
    expect((await screen.findByTestId('convert-rate')).textContent).toBe('100 points = ₱1.00');
    expect(screen.getByTestId('convert-minimum').textContent).toBe('1,000 points');
    type('convert-points', '999');
    expect(screen.getByTestId('convert-preview').textContent).toBe('₱9.99');
    type('convert-password', '123456');
    fireEvent.click(screen.getByTestId('convert-submit'));
    expect(screen.getByTestId('field-error-points').textContent).toBe('The minimum is 1,000 points');
    expect(api.of(convertPoints.path, 'POST')).toHaveLength(0);

    type('convert-points', '2500');
    expect(screen.getByTestId('convert-preview').textContent).toBe('₱25.00');
    fireEvent.click(screen.getByTestId('convert-submit'));
    expect((await screen.findByTestId('convert-success-text')).textContent).toBe('2,500 points became ₱25.00 in your main wallet.');
    const [call] = api.of(convertPoints.path, 'POST');
    expect(await openSealed(call?.body, convertPoints.path)).toEqual({ points: 2500, paymentPassword: '123456', requestId: expect.stringMatching(REQUEST_ID) });
  });

  it('previews by the brand ratio, down to the cent, and refuses more points than the member has', async () => {
    const api = member({ [pointConfig.path]: () => ok(buildConfig({ pointsPerUnit: 3, minConvert: 10 })) });
    renderPoints(<PointMallPage />, { path: '/pointMall?tab=convert' });
    await screen.findByTestId('convert-form');
    type('convert-points', '10');
    expect(screen.getByTestId('convert-preview').textContent).toBe('₱3.33');
    type('convert-points', '12501');
    type('convert-password', '123456');
    fireEvent.click(screen.getByTestId('convert-submit'));
    expect(screen.getByTestId('field-error-points').textContent).toBe('You have 12,500 points');
    expect(api.of(convertPoints.path, 'POST')).toHaveLength(0);
  });

  it('lists the redemptions with their status and remark, by status', async () => {
    const redeem = (id: number, status: string, remark: string | null) => ({ id, rewardId: 7, rewardName: 'Team jersey', quantity: 1, points: 500, status, remark, createdAt: Date.UTC(2025, 2, 1, 4), decidedAt: null });
    const api = member({
      [redeemList.path]: ({ url }) =>
        ok(pageOf(url.searchParams.get('status') === 'rejected' ? [redeem(2, 'rejected', 'Out of stock')] : [redeem(1, 'approved', 'Shipped by courier'), redeem(2, 'rejected', 'Out of stock')])),
    });
    renderPoints(<PointMallPage />, { path: '/pointMall?tab=history' });
    const rows = await screen.findAllByTestId('redeem-row');
    expect(rows.map((r) => within(r).getByTestId('redeem-status').textContent)).toEqual(['Approved', 'Rejected']);
    expect(within(rows[0] as HTMLElement).getByTestId('redeem-remark').textContent).toBe('Shipped by courier');
    fireEvent.click(screen.getByTestId('redeem-filter-rejected'));
    await waitFor(() => expect(screen.getAllByTestId('redeem-row')).toHaveLength(1));
    expect(api.of(redeemList.path).map((c) => c.url.searchParams.get('status'))).toEqual([null, 'rejected']);
  });

  it('lists the point movements with their sign and the balance after each', async () => {
    member({
      [pointDetails.path]: () =>
        ok(
          pageOf([
            { id: 3, kind: 'convert', changedPoints: '-2500', balance: '10000', amount: '2500', pointsRatio: 100, remark: null, at: Date.UTC(2025, 2, 2, 4) },
            { id: 2, kind: 'earn', changedPoints: '300', balance: '12500', amount: '1000000', pointsRatio: 3, remark: 'Slots', at: Date.UTC(2025, 2, 1, 4) },
          ]),
        ),
    });
    renderPoints(<PointMallPage />, { path: '/pointMall?tab=details' });
    const moves = await screen.findAllByTestId('point-move');
    expect(moves.map((m) => within(m).getByTestId('point-move-change').textContent)).toEqual(['-2,500', '+300']);
    expect(moves.map((m) => within(m).getByTestId('point-move-balance').textContent)).toEqual(['10,000', '12,500']);
    expect(moves[0]?.textContent).toContain('became ₱25.00');
    expect(moves[1]?.textContent).toContain('on ₱10,000.00 valid bet · Slots');
  });

  it("states the rules: the level's earning rates by category, the ratio and minimum, and that points never expire", async () => {
    member();
    renderPoints(<PointMallPage />);
    fireEvent.click(await screen.findByTestId('points-tab-rules'));
    const rates = within(screen.getByTestId('point-earn-rates')).getAllByRole('listitem').map((li) => li.textContent);
    expect(rates).toEqual(['Live Casino2 points per ₱100.00', 'Slots3 points per ₱100.00']);
    expect(screen.getByTestId('point-rules-convert').textContent).toBe('100 points convert to ₱1.00 in your main wallet, at least 1,000 points at a time.');
    expect(screen.getByTestId('point-rules-expiry').textContent).toContain('there is no expiry date');
  });

  it('asks a visitor to log in, with no call', async () => {
    const api = member();
    renderPoints(<PointMallPage />, { who: 'visitor' });
    fireEvent.click(screen.getByTestId('points-login-button'));
    expect(popups.get()?.name).toBe('login');
    await act(async () => undefined);
    expect(api.calls).toEqual([]);
  });

  it('tells a trial member to register, with no call', async () => {
    const api = member();
    renderPoints(<PointMallPage />, { who: 'trial' });
    expect(screen.getByTestId('points-trial-note').textContent).toBe('Please Register An Account First');
    await act(async () => undefined);
    expect(api.calls).toEqual([]);
  });
});
