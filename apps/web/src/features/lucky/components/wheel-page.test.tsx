import { wheelInfo, wheelSpin, wheelSpins } from '@wps/contracts/player';
import { hashServerSeed } from '@wps/fair';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '@/lib/dialogs';
import { popups } from '@/lib/popups';
import { buildSpin, buildWheelInfo, fail, ok, pageOf, renderLucky, SERVER_SEED, serveLucky, type Handler } from '../testing/render-lucky';
import { segmentArcs, segmentAtPointer } from '../utils/lucky';
import WheelPage from './wheel-page';

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const NEXT_SEED = 'b7e1d0c2a4f6e8d0b2c4a6e8f0d2b4c6a8e0f2d4b6c8a0e2f4d6b8c0a2e4f6d8';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    dialogs.clear();
    popups.close();
  });
});

const serve = (info = buildWheelInfo(), routes: Record<string, Handler> = {}) =>
  serveLucky({
    [wheelInfo.path]: () => ok(info),
    [wheelSpins.path]: () => ok(pageOf([])),
    ...routes,
  });

/** The visitor asks for less motion (or not). */
const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

const spinButton = () => screen.getByTestId('wheel-spin') as HTMLButtonElement;

describe('the prize wheel', () => {
  it('publishes every segment with its prize and its odds, and draws each slice to its weight', async () => {
    serve();
    renderLucky(<WheelPage />);
    const rows = await screen.findAllByTestId('wheel-odds-row');
    expect(rows.map((r) => within(r).getByTestId('wheel-odds-percent').textContent)).toEqual(['50.00%', '30.00%', '15.00%', '5.00%']);
    expect(rows.map((r) => within(r).getByTestId('wheel-odds-prize').textContent)).toEqual(['No prize', '100 points', '₱5.00', '₱50.00']);
    expect(rows[3]!.textContent).toContain('Jackpot ₱50');
    // Four slices; the half-weight one is a half circle (its arc ends straight below the centre).
    const slices = screen.getAllByTestId('wheel-segment');
    expect(slices).toHaveLength(4);
    expect(slices[0]!.querySelector('path')!.getAttribute('d')).toBe('M0 0L0.000 -95.000A95 95 0 0 1 0.000 95.000Z');
    expect(slices[0]!.querySelector('path')!.getAttribute('fill')).toBe('#334155');
    expect(screen.getByTestId('wheel-spins-left').textContent).toBe('Spins left: 2');
    expect(screen.getByTestId('wheel-earn-deposit').textContent).toBe('One spin for each approved deposit of at least ₱500.00.');
    expect(screen.getByTestId('wheel-earn-valid-bet').textContent).toBe('One spin for every ₱1,000.00 of valid bet in a day, at most 3 a day.');
    expect(screen.getByTestId('wheel-next-hash').textContent).toBe(hashServerSeed(SERVER_SEED));
  });

  it('rounds uneven odds to 2 decimals of the total weight, and leaves out a way of earning the brand has not set', async () => {
    const base = buildWheelInfo().wheel!;
    serve(
      buildWheelInfo(
        {},
        { segments: base.segments.slice(0, 3).map((s, i) => ({ ...s, weight: [7, 3, 1][i]! })), totalWeight: 11, spinPerValidBet: null },
      ),
    );
    renderLucky(<WheelPage />);
    const cells = await screen.findAllByTestId('wheel-odds-percent');
    expect(cells.map((c) => c.textContent)).toEqual(['63.64%', '27.27%', '9.09%']);
    expect(screen.getByTestId('wheel-earn-deposit')).toBeTruthy();
    expect(screen.queryByTestId('wheel-earn-valid-bet')).toBeNull();
  });

  it('spins with the client seed, turns the wheel onto the answered segment and then shows the prize and the revealed seed', async () => {
    reducedMotion(false);
    let answered: ReturnType<typeof buildSpin> | null = null;
    const api = serve(undefined, {
      [wheelInfo.path]: () => ok(answered ? buildWheelInfo({ spins: 1, nextSeedHash: hashServerSeed(NEXT_SEED) }) : buildWheelInfo()),
      [`POST ${wheelSpin.path}`]: ({ body }) => {
        const { clientSeed } = body as { clientSeed: string };
        answered = buildSpin({ clientSeed, nonce: 7 });
        return ok({ spin: answered, spins: 1, nextSeedHash: hashServerSeed(NEXT_SEED) });
      },
    });
    const { client } = renderLucky(<WheelPage />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await screen.findByTestId('wheel');
    const seed = screen.getByTestId('wheel-client-seed') as HTMLInputElement;
    expect(seed.value).toMatch(/^[A-Za-z0-9_-]{20}$/);
    fireEvent.change(seed, { target: { value: 'my-own-seed' } });
    fireEvent.click(spinButton());

    const rotor = screen.getByTestId('wheel-rotor');
    await waitFor(() => expect(rotor.className).toContain('wheel__rotor--spinning'));
    expect(api.of(wheelSpin.path, 'POST').map((c) => c.body)).toEqual([{ wheelId: 3, clientSeed: 'my-own-seed', requestId: expect.stringMatching(REQUEST_ID) }]);
    const spin = answered!;
    expect(spin.segment).toBe(2);
    // Where the pointer stops: segment 2 of the drawn wheel, after whole turns.
    const rotation = Number(rotor.getAttribute('data-rotation'));
    expect(rotation).toBeGreaterThanOrEqual(5 * 360);
    expect(segmentAtPointer(rotation, segmentArcs([50, 30, 15, 5]))).toBe(spin.segment);
    expect(rotor.style.transform).toBe(`rotate(${rotation}deg)`);
    // Nothing of the prize shows while the wheel turns; the spin count and next hash change at once.
    expect(screen.queryByTestId('wheel-result')).toBeNull();
    expect(screen.getByTestId('wheel-spins-left').textContent).toBe('Spins left: 1');
    expect(spinButton().disabled).toBe(true);
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['wallet', 'balance'] });

    // The turn ends (the browser's transitionend of the transform).
    const turned = new Event('transitionend', { bubbles: true });
    Object.defineProperty(turned, 'propertyName', { value: 'transform' });
    act(() => void rotor.dispatchEvent(turned));
    const result = await screen.findByTestId('wheel-result');
    expect(screen.getByTestId('wheel-result-prize').textContent).toBe('You won ₱5.00');
    expect(result.textContent).toContain('Landed on ₱5');
    expect(screen.getByTestId('wheel-result-server-seed').textContent).toBe(SERVER_SEED);
    expect(screen.getByTestId('wheel-result-hash').textContent).toBe(hashServerSeed(SERVER_SEED));
    expect(screen.getByTestId('wheel-result-client-seed').textContent).toBe('my-own-seed');
    expect(screen.getByTestId('wheel-result-nonce').textContent).toBe('7');
    expect(screen.getByTestId('wheel-result-hash-check').textContent).toBe('The revealed server seed matches the hash shown before the spin.');
    expect(screen.getByTestId('wheel-result-verify').getAttribute('href')).toBe('/wheel/verify?spin=spin_Abc123xyz');
    expect(screen.getAllByTestId('wheel-odds-row')[2]!.className).toBe('wheel-odds__hit');
    expect(screen.getByTestId('wheel-next-hash').textContent).toBe(hashServerSeed(NEXT_SEED));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet', 'balance'] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['points', 'balance'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['lucky', 'wheelSpins'] });
  });

  it('with reduced motion, puts the wheel where it stops at once', async () => {
    reducedMotion(true);
    serve(undefined, { [`POST ${wheelSpin.path}`]: ({ body }) => ok({ spin: buildSpin({ clientSeed: (body as { clientSeed: string }).clientSeed, nonce: 1 }), spins: 1, nextSeedHash: hashServerSeed(NEXT_SEED) }) });
    renderLucky(<WheelPage />);
    await screen.findByTestId('wheel');
    fireEvent.change(screen.getByTestId('wheel-client-seed'), { target: { value: 'my-own-seed' } });
    fireEvent.click(spinButton());
    expect((await screen.findByTestId('wheel-result-prize')).textContent).toBe('You won 100 points');
    const rotor = screen.getByTestId('wheel-rotor');
    expect(rotor.className).not.toContain('wheel__rotor--spinning');
    expect(segmentAtPointer(Number(rotor.getAttribute('data-rotation')), segmentArcs([50, 30, 15, 5]))).toBe(1);
  });

  it('lists past spins with links to the verifier', async () => {
    serve(undefined, { [wheelSpins.path]: () => ok(pageOf([buildSpin({ nonce: 7 }), buildSpin({ nonce: 2, publicId: 'spin_Older0001', weights: [1, 1, 1] })])) });
    renderLucky(<WheelPage />);
    const rows = await screen.findAllByTestId('wheel-spin-row');
    expect(rows[0]!.textContent).toContain('₱5');
    expect(rows[0]!.textContent).toContain('₱5.00');
    // The wheel has changed since the older spin: its segment is named by number.
    expect(rows[1]!.textContent).toContain(`Segment ${buildSpin({ nonce: 2, weights: [1, 1, 1] }).segment + 1}`);
    expect(within(rows[1]!).getByTestId('wheel-spin-verify').getAttribute('href')).toBe('/wheel/verify?spin=spin_Older0001');
  });

  it('keeps the spin off without spins, and says how to earn them', async () => {
    serve(buildWheelInfo({ spins: 0 }));
    renderLucky(<WheelPage />);
    await screen.findByTestId('wheel');
    expect(spinButton().disabled).toBe(true);
    expect(spinButton().textContent).toBe('No spins left');
    expect(screen.getByTestId('wheel-no-spins').textContent).toContain('How to earn spins');
  });

  it('explains a closed wheel, and says when there is no wheel', async () => {
    serve(buildWheelInfo({}, { closed: true }));
    const { unmount } = renderLucky(<WheelPage />);
    expect((await screen.findByTestId('wheel-closed')).textContent).toContain("prize budget is used up");
    expect(spinButton().disabled).toBe(true);
    unmount();
    vi.unstubAllGlobals();
    serve(buildWheelInfo({ wheel: null, spins: 0, nextSeedHash: null }));
    renderLucky(<WheelPage />);
    expect(await screen.findByText('No prize wheel right now')).toBeTruthy();
  });

  it.each([
    ['wheel_no_spins', 'You have no spins left. Earn spins as the wheel page shows.'],
    ['wheel_closed', 'The prize wheel is closed right now: its prize budget is used up.'],
  ])('says %s plainly', async (code, text) => {
    serve(undefined, { [`POST ${wheelSpin.path}`]: () => fail(409, code) });
    renderLucky(<WheelPage />);
    await screen.findByTestId('wheel');
    fireEvent.click(spinButton());
    expect((await screen.findByTestId('wheel-spin-error')).textContent).toBe(text);
  });

  it('refuses a client seed outside [A-Za-z0-9_-]{1,64} before anything is sent', async () => {
    const api = serve();
    renderLucky(<WheelPage />);
    await screen.findByTestId('wheel');
    fireEvent.change(screen.getByTestId('wheel-client-seed'), { target: { value: 'with space' } });
    expect(screen.getByTestId('field-error-clientSeed').textContent).toBe('Use 1 to 64 letters, digits, - or _.');
    expect(spinButton().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('wheel-new-seed'));
    expect((screen.getByTestId('wheel-client-seed') as HTMLInputElement).value).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(spinButton().disabled).toBe(false);
    expect(api.of(wheelSpin.path, 'POST')).toHaveLength(0);
  });
});
