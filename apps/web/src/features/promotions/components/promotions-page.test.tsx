import { promotionJoin, promotionList, promotionRaffleClaim, promotionRequestReward, promotionStandings, type TPromotion, type TPromotionStanding } from '@wps/contracts/player';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { popups } from '@/lib/popups';
import { buildPromotion, buildStanding, fail, ok, renderPromotions, servePromotions, T0 } from '../testing/render-promotions';
import { DEVICE_ID_KEY } from '../utils/device-id';
import PromotionsPage from './promotions-page';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const png = (name: string) => new File([new Uint8Array(PNG)], name, { type: 'image/png' });
const b64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

const card = (id: number) => screen.getAllByTestId('promotion-card').find((c) => c.getAttribute('data-promotion') === String(id)) as HTMLElement;
const openCard = async (id: number) => {
  await screen.findAllByTestId('promotion-card');
  fireEvent.click(within(card(id)).getByTestId('promotion-details-open'));
  return screen.findByTestId('promotion-details');
};

/** The promotions routes: the list, and the member's standings (kept so a call's answer is what the next read says). */
const serve = (list: TPromotion[], standings: TPromotionStanding[] = [], extra: Parameters<typeof servePromotions>[0] = {}) =>
  servePromotions({
    [promotionList.path]: () => ok({ list }),
    [promotionStandings.path]: () => ok({ list: standings }),
    ...extra,
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => {
    dialogs.clear();
    popups.close();
  });
});

describe('the promotions page', () => {
  it('shows an empty state when no promotion runs', async () => {
    serve([]);
    renderPromotions(<PromotionsPage />);
    expect(await screen.findByText('No promotions are running right now')).toBeTruthy();
    expect(screen.queryByTestId('promotion-card')).toBeNull();
  });

  it('opens the promotion a banner or an announcement links to (?id=)', async () => {
    serve([buildPromotion({ id: 1, title: 'Welcome bonus 100%' }), buildPromotion({ id: 7, code: 'reload', title: 'Reload bonus' })]);
    renderPromotions(<PromotionsPage />, { path: '/promotions?id=7' });
    await screen.findByTestId('promotion-details');
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Reload bonus');
    expect(dialog.textContent).not.toContain('Welcome bonus 100%');
  });

  it('has All and a tab per category present, and filters the cards', async () => {
    serve([
      buildPromotion({ id: 1, category: 'welcome', title: 'Welcome' }),
      buildPromotion({ id: 2, category: 'daily', title: 'Daily rebate' }),
      buildPromotion({ id: 3, category: 'daily', title: 'Daily spin' }),
    ]);
    renderPromotions(<PromotionsPage />, { who: 'visitor' });
    await screen.findAllByTestId('promotion-card');
    const tabs = screen.getAllByRole('button').filter((b) => b.getAttribute('data-testid')?.startsWith('promotions-tab-'));
    expect(tabs.map((b) => b.getAttribute('data-testid'))).toEqual(['promotions-tab-all', 'promotions-tab-welcome', 'promotions-tab-daily']);
    expect(screen.getByTestId('promotions-tab-all').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('promotions-tab-daily'));
    expect(screen.getAllByTestId('promotion-card').map((c) => c.getAttribute('data-promotion'))).toEqual(['2', '3']);
    expect(screen.getByTestId('promotions-tab-daily').getAttribute('aria-pressed')).toBe('true');
  });

  it('offers a visitor the login popup and asks nothing a member call would', async () => {
    const api = serve([buildPromotion()]);
    renderPromotions(<PromotionsPage />, { who: 'visitor' });
    await screen.findAllByTestId('promotion-card');
    expect(within(card(1)).getByTestId('promotion-cta').textContent).toBe('Log in to join');
    fireEvent.click(within(card(1)).getByTestId('promotion-cta'));
    // The terms come first, then the login.
    await screen.findByTestId('terms-bonus');
    fireEvent.click(screen.getByTestId('promotion-login'));
    expect(popups.get()?.name).toBe('login');
    expect(screen.queryByTestId('promotion-details')).toBeNull();
    expect(api.of(promotionStandings.path)).toHaveLength(0);
    expect(api.calls.every((c) => c.path === promotionList.path)).toBe(true);
  });

  it('makes no member call for a trial member and tells them to register', async () => {
    const api = serve([buildPromotion()]);
    renderPromotions(<PromotionsPage />, { who: 'trial' });
    await screen.findAllByTestId('promotion-card');
    expect(within(card(1)).getByTestId('promotion-cta').textContent).toBe('Register to join');
    await openCard(1);
    expect(screen.getByTestId('promotion-trial-note').textContent).toBe('Please Register An Account First');
    expect(screen.queryByTestId('promotion-submit')).toBeNull();
    expect(api.calls.map((c) => c.path)).toEqual([promotionList.path]);
  });

  it('shows the member’s standing on each card', async () => {
    serve(
      [buildPromotion({ id: 1 }), buildPromotion({ id: 2, title: 'Reload' }), buildPromotion({ id: 3, title: 'Soon', startsAt: T0 + 86_400_000 })],
      [buildStanding({ promotionId: 1, state: 'joined' }), buildStanding({ promotionId: 2, state: 'rejected', reason: 'Duplicate account' })],
    );
    renderPromotions(<PromotionsPage />);
    await waitFor(() => expect(card(1).getAttribute('data-state')).toBe('joined'));
    expect(within(card(1)).getByTestId('promotion-card-note').textContent).toBe('You are in. Make your first deposit of at least ₱500.00 to receive the reward.');
    expect(within(card(1)).queryByTestId('promotion-cta')).toBeNull();
    expect(within(card(2)).getByTestId('promotion-state').textContent).toBe('Not approved');
    expect(within(card(2)).getByTestId('promotion-card-note').textContent).toBe('Not approved: Duplicate account');
    expect(card(3).getAttribute('data-state')).toBe('coming_soon');
    expect(within(card(3)).getByTestId('promotion-card-note').textContent).toBe('Starts 2025-03-02 08:00 (GMT+08:00).');
  });

  it('puts the chips of a card with a banner under it, never over the headline the banner draws', async () => {
    serve([buildPromotion({ id: 1, title: 'Big Win Story', bannerUrl: '/banners/demo/promo-big-win-en.svg' }), buildPromotion({ id: 2, title: 'Reload' })]);
    renderPromotions(<PromotionsPage />);
    await screen.findAllByTestId('promotion-card');
    const banner = card(1).querySelector('.promo-card__media')!;
    expect(banner.querySelector('img')).not.toBeNull();
    expect(within(banner as HTMLElement).queryByTestId('promotion-state')).toBeNull();
    const tags = within(card(1)).getByTestId('promotion-card-tags');
    expect(within(tags).getByTestId('promotion-state')).toBeTruthy();
    expect(tags.compareDocumentPosition(within(card(1)).getByRole('heading', { name: 'Big Win Story' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Without a banner the drawn art leaves the top corners free: the chips stay there.
    expect(within(card(2).querySelector('.promo-card__media') as HTMLElement).getByTestId('promotion-state')).toBeTruthy();
    expect(within(card(2)).queryByTestId('promotion-card-tags')).toBeNull();
  });
});

describe('taking part', () => {
  it('joins after the terms with the device id, and shows the new state', async () => {
    // The server's standings follow the join, as they do.
    let standing = buildStanding({ state: 'joining' });
    const api = servePromotions({
      [promotionList.path]: () => ok({ list: [buildPromotion()] }),
      [promotionStandings.path]: () => ok({ list: [standing] }),
      [`POST ${promotionJoin.path}`]: () => {
        standing = buildStanding({ state: 'joined' });
        return ok(standing);
      },
    });
    renderPromotions(<PromotionsPage />);
    await waitFor(() => expect(within(card(1)).getByTestId('promotion-cta').textContent).toBe('Join now'));
    fireEvent.click(within(card(1)).getByTestId('promotion-cta'));
    await screen.findByTestId('promotion-details');
    fireEvent.click(screen.getByTestId('promotion-submit'));
    const result = await screen.findByTestId('promotion-result');
    expect(result.getAttribute('data-state')).toBe('joined');
    expect(result.textContent).toContain('You are in. Make your first deposit of at least ₱500.00 to receive the reward.');
    const [call] = api.of(promotionJoin.path, 'POST');
    expect(call?.body).toEqual({ promotionId: 1, deviceId: window.localStorage.getItem(DEVICE_ID_KEY) });
    expect(String((call?.body as { deviceId: string }).deviceId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.queryByTestId('promotion-submit')).toBeNull();
    expect(card(1).getAttribute('data-state')).toBe('joined');
  });

  it('needs the code of a code promotion, and says a wrong code under its field', async () => {
    let attempt = 0;
    const api = serve([buildPromotion({ needsCode: true, trigger: { kind: 'promo_code', depositNth: null, minDeposit: '0', missionId: null, minPoints: 0 } })], [buildStanding()], {
      [`POST ${promotionJoin.path}`]: () => (++attempt === 1 ? fail(400, 'promotion_code_invalid') : ok(buildStanding({ state: 'issued', amount: '10000' }))),
    });
    renderPromotions(<PromotionsPage />);
    await waitFor(() => expect(within(card(1)).getByTestId('promotion-cta').getAttribute('data-action')).toBe('join'));
    await openCard(1);
    fireEvent.click(screen.getByTestId('promotion-submit'));
    expect(screen.getByTestId('field-error-promoCode').textContent).toBe('Enter the promotion code');
    expect(api.of(promotionJoin.path, 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('promotion-code'), { target: { value: ' NOPE ' } });
    fireEvent.click(screen.getByTestId('promotion-submit'));
    expect((await screen.findByTestId('field-error-promoCode')).textContent).toBe('That promotion code is not valid.');
    fireEvent.change(screen.getByTestId('promotion-code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByTestId('promotion-submit'));
    expect((await screen.findByTestId('promotion-result')).textContent).toContain('₱100.00 in bonus money is yours.');
    expect(api.of(promotionJoin.path, 'POST').map((c) => (c.body as { promoCode: string }).promoCode)).toEqual(['NOPE', 'WELCOME10']);
  });

  it('claims a manual-claim promotion through the raffle claim', async () => {
    const api = serve([buildPromotion({ trigger: { kind: 'manual_claim', depositNth: null, minDeposit: '0', missionId: null, minPoints: 0 } })], [buildStanding()], {
      [`POST ${promotionRaffleClaim.path}`]: () => ok(buildStanding({ state: 'claimed', amount: '5000' })),
    });
    renderPromotions(<PromotionsPage />);
    await waitFor(() => expect(within(card(1)).getByTestId('promotion-cta').textContent).toBe('Claim now'));
    await openCard(1);
    fireEvent.click(screen.getByTestId('promotion-submit'));
    expect((await screen.findByTestId('promotion-result')).getAttribute('data-state')).toBe('claimed');
    expect(api.of(promotionRaffleClaim.path, 'POST').map((c) => c.body)).toEqual([{ promotionId: 1, deviceId: window.localStorage.getItem(DEVICE_ID_KEY) }]);
    expect(api.of(promotionJoin.path, 'POST')).toHaveLength(0);
  });

  it('claims a ready reward (the server\'s state for a manual-claim promotion not yet taken) with the raffle claim, and says a refusal', async () => {
    let attempt = 0;
    const freeChip = buildPromotion({ trigger: { kind: 'manual_claim', depositNth: null, minDeposit: '0', missionId: null, minPoints: 0 } });
    const api = serve([freeChip], [buildStanding({ state: 'claim' })], {
      [`POST ${promotionRaffleClaim.path}`]: () => (++attempt === 1 ? fail(409, 'promotion_already_claimed') : ok(buildStanding({ state: 'issued', amount: '2000' }))),
      [`POST ${promotionRequestReward.path}`]: () => fail(409, 'promotion_wrong_step'),
    });
    renderPromotions(<PromotionsPage />);
    await waitFor(() => expect(card(1).getAttribute('data-state')).toBe('claim'));
    // The journey: the card's button, then the confirmation in the details.
    expect(within(card(1)).getByTestId('promotion-cta').textContent).toBe('Claim reward');
    fireEvent.click(within(card(1)).getByTestId('promotion-cta'));
    await screen.findByTestId('promotion-details');
    fireEvent.click(screen.getByTestId('promotion-submit'));
    expect((await screen.findByTestId('promotion-action-error')).textContent).toBe(
      'This promotion was already taken, by you or with the same phone, e-mail, bank account or device.',
    );
    fireEvent.click(screen.getByTestId('promotion-submit'));
    expect((await screen.findByTestId('promotion-result')).getAttribute('data-state')).toBe('issued');
    expect(api.of(promotionRaffleClaim.path, 'POST').map((c) => c.body)).toEqual([
      { promotionId: 1, deviceId: window.localStorage.getItem(DEVICE_ID_KEY) },
      { promotionId: 1, deviceId: window.localStorage.getItem(DEVICE_ID_KEY) },
    ]);
    expect(api.of(promotionRequestReward.path, 'POST')).toHaveLength(0);
  });

  it('sends an application with its comment and pictures, then shows it under review', async () => {
    const api = serve([buildPromotion({ trigger: { kind: 'application', depositNth: null, minDeposit: '0', missionId: null, minPoints: 0 } })], [buildStanding({ state: 'applying' })], {
      [`POST ${promotionRequestReward.path}`]: () => ok(buildStanding({ state: 'in_process', amount: null })),
    });
    renderPromotions(<PromotionsPage />);
    await waitFor(() => expect(within(card(1)).getByTestId('promotion-cta').textContent).toBe('Apply'));
    await openCard(1);
    fireEvent.change(screen.getByTestId('application-comment'), { target: { value: '  I won the weekly tournament  ' } });
    fireEvent.change(screen.getByTestId('application-images-input'), { target: { files: [png('ticket.png')] } });
    await screen.findByTestId('application-image');
    fireEvent.click(screen.getByTestId('application-submit'));
    expect((await screen.findByTestId('promotion-result')).getAttribute('data-state')).toBe('in_process');
    expect(screen.getByTestId('promotion-result').textContent).toContain('Our staff are reviewing your request.');
    expect(api.of(promotionRequestReward.path, 'POST').map((c) => c.body)).toEqual([
      {
        promotionId: 1,
        comment: 'I won the weekly tournament',
        images: [{ name: 'ticket.png', mime: 'image/png', data: b64(PNG) }],
        deviceId: window.localStorage.getItem(DEVICE_ID_KEY),
      },
    ]);
  });
});
