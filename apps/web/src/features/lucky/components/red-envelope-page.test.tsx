import { rainGrab, rainGrabs, rainStatus } from '@wps/contracts/player';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { popups } from '@/lib/popups';
import { buildRain, fail, ok, pageOf, renderLucky, serveLucky, type Handler } from '../testing/render-lucky';
import RedEnvelopePage from './red-envelope-page';

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    dialogs.clear();
    popups.close();
  });
});

const serve = (rains = [buildRain()], routes: Record<string, Handler> = {}) =>
  serveLucky({
    [rainStatus.path]: () => ok({ currencySymbol: '₱', rains }),
    [rainGrabs.path]: () => ok(pageOf([])),
    ...routes,
  });

const grabButton = () => screen.getByTestId('rain-grab') as HTMLButtonElement;

describe('the red-envelope rain', () => {
  it('shows the falling rain: envelopes left of all, the budget, the time left and who may grab', async () => {
    serve();
    renderLucky(<RedEnvelopePage />);
    const card = await screen.findByTestId('rain-card');
    expect(within(card).getByRole('heading', { name: 'Lunar New Year rain' })).toBeTruthy();
    expect(screen.getByTestId('rain-state').textContent).toBe('Raining now');
    expect(screen.getByTestId('rain-remaining').textContent).toBe('120 of 200 left');
    expect(screen.getByTestId('rain-budget').textContent).toBe('₱1,000.00');
    expect(screen.getByTestId('rain-time-left').textContent).toMatch(/^00:(49|50):\d\d$/);
    expect(screen.getByTestId('rain-requirement-rule').textContent).toBe('Every member can grab one envelope.');
    expect(screen.getByTestId('rain-fall')).toBeTruthy();
    expect(grabButton().disabled).toBe(false);
    expect(grabButton().textContent).toBe('Grab');
  });

  it('grabs once: the amount is revealed, the button is off and the balances are read again', async () => {
    let grabbed: { amount: string; at: number } | null = null;
    const api = serve(undefined, {
      [rainStatus.path]: () => ok({ currencySymbol: '₱', rains: [buildRain({ grabbed, remaining: grabbed ? 119 : 120 })] }),
      [`POST ${rainGrab.path}`]: () => {
        grabbed = { amount: '1288', at: Date.now() };
        return ok({ rainId: 41, amount: '1288' });
      },
    });
    const { client } = renderLucky(<RedEnvelopePage />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await screen.findByTestId('rain-card');
    fireEvent.click(grabButton());

    expect((await screen.findByTestId('rain-grabbed-amount')).textContent).toBe('₱12.88');
    expect(screen.getByTestId('rain-opened').className).toContain('rain-opened--fresh');
    expect(grabButton().disabled).toBe(true);
    expect(grabButton().textContent).toBe('Grabbed');
    expect(api.of(rainGrab.path, 'POST').map((c) => c.body)).toEqual([{ rainId: 41, requestId: expect.stringMatching(REQUEST_ID) }]);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet', 'balance'] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['lucky', 'rain'] });
    // The rain read again says it too: 119 left.
    await waitFor(() => expect(screen.getByTestId('rain-remaining').textContent).toBe('119 of 200 left'));
    expect(screen.getByTestId('rain-grabbed-amount').textContent).toBe('₱12.88');
  });

  it('shows what was grabbed earlier, with the button off', async () => {
    serve([buildRain({ grabbed: { amount: '5000', at: Date.now() - 60_000 } })]);
    renderLucky(<RedEnvelopePage />);
    expect((await screen.findByTestId('rain-grabbed-amount')).textContent).toBe('₱50.00');
    expect(screen.getByTestId('rain-opened').className).not.toContain('rain-opened--fresh');
    expect(grabButton().disabled).toBe(true);
    expect(screen.queryByTestId('rain-fall')).toBeNull();
  });

  it('turns the button off for a member short of the deposit requirement, and says how much is missing', async () => {
    serve([buildRain({ requirement: 'deposit', requirementAmount: '200000', requirementDays: 7, progress: '50000', eligible: false })]);
    renderLucky(<RedEnvelopePage />);
    await screen.findByTestId('rain-card');
    expect(screen.getByTestId('rain-requirement-rule').textContent).toBe('Members with deposits of at least ₱2,000.00 over the last 7 days.');
    expect(screen.getByTestId('rain-requirement-progress').textContent).toBe('₱500.00 / ₱2,000.00');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    const reason = screen.getByTestId('rain-not-eligible');
    expect(reason.textContent).toBe('Deposit ₱1,500.00 more over the last 7 days to join this rain.');
    expect(grabButton().disabled).toBe(true);
    expect(grabButton().textContent).toBe('Not eligible');
    expect(grabButton().getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('words a valid-bet requirement of one day, and a member who meets it', async () => {
    serve([buildRain({ requirement: 'valid_bet', requirementAmount: '1000000', requirementDays: 1, progress: '1250000', eligible: true })]);
    renderLucky(<RedEnvelopePage />);
    expect((await screen.findByTestId('rain-requirement-rule')).textContent).toBe('Members with a valid bet of at least ₱10,000.00 over the last day.');
    expect(screen.getByTestId('rain-eligible').textContent).toBe('You can grab an envelope of this rain.');
    expect(grabButton().disabled).toBe(false);
  });

  it.each([
    ['rain_closed', 409, 'No red-envelope rain is falling right now, or all of its envelopes are taken.'],
    ['rain_not_eligible', 403, "You do not meet this rain's requirement, so you cannot grab an envelope."],
    ['rain_already_grabbed', 409, 'You already grabbed an envelope of this rain: one per member.'],
  ])('says %s plainly', async (code, status, text) => {
    serve(undefined, { [`POST ${rainGrab.path}`]: () => fail(status, code) });
    renderLucky(<RedEnvelopePage />);
    await screen.findByTestId('rain-card');
    fireEvent.click(grabButton());
    expect((await screen.findByTestId('rain-grab-error')).textContent).toBe(text);
  });

  it('counts down to a rain coming up, and reads the rains again when it starts', async () => {
    const soon = Date.now() + 1500;
    const api = serve([buildRain({ state: 'upcoming', startsAt: soon, endsAt: soon + 3_600_000, remaining: 200 })]);
    renderLucky(<RedEnvelopePage />);
    expect((await screen.findByTestId('rain-state')).textContent).toBe('Coming up');
    expect(screen.getByTestId('rain-starts-in').textContent).toMatch(/^00:00:0[12]$/);
    expect(grabButton().disabled).toBe(true);
    expect(grabButton().textContent).toBe('Not started yet');
    await waitFor(() => expect(api.of(rainStatus.path).length).toBeGreaterThan(1), { timeout: 6000 });
  });

  it('says when no rain is scheduled, and lists the other rains and the member\'s envelopes', async () => {
    serve([]);
    const { unmount } = renderLucky(<RedEnvelopePage />);
    expect((await screen.findByText('No rain is scheduled')).textContent).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();

    const past = Date.parse('2025-03-04T12:00:00Z');
    serve([buildRain(), buildRain({ id: 40, title: 'Weekend rain', state: 'ended', startsAt: past, endsAt: past + 1_800_000, remaining: 0, grabbed: { amount: '777', at: past + 60_000 } })], {
      [rainGrabs.path]: () => ok(pageOf([{ rainId: 40, title: 'Weekend rain', amount: '777', at: past + 60_000 }])),
    });
    renderLucky(<RedEnvelopePage />);
    const other = await screen.findByTestId('rain-schedule-item');
    expect(other.textContent).toContain('Weekend rain');
    expect(other.textContent).toContain('You grabbed ₱7.77');
    const row = await screen.findByTestId('rain-history-row');
    expect(row.textContent).toContain('Weekend rain');
    expect(row.textContent).toContain('₱7.77');
    expect(row.textContent).toContain('2025-03-04 20:01 (GMT+08:00)');
  });

  it('asks a trial member to register and makes no member call', async () => {
    const api = serve();
    renderLucky(<RedEnvelopePage />, { who: 'trial' });
    expect((await screen.findByTestId('lucky-trial-note')).textContent).toContain('Register');
    expect(api.of(rainStatus.path)).toHaveLength(0);
  });
});
