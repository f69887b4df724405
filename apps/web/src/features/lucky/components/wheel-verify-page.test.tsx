import { createHash, createHmac } from 'node:crypto';
import { wheelPublicSpin } from '@wps/contracts/player';
import { hashServerSeed, wheelSegment } from '@wps/fair';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPublicSpin, fail, ok, renderLucky, SERVER_SEED, serveLucky, WEIGHTS } from '../testing/render-lucky';
import WheelVerifyPage from './wheel-verify-page';

afterEach(() => vi.unstubAllGlobals());

// The segment rebuilt from the published method with Node's own crypto, besides @wps/fair: a page showing the wrong one fails.
const nodeSegment = (serverSeed: string, clientSeed: string, nonce: number, weights: number[]) => {
  const b = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const f = b[0]! / 256 + b[1]! / 256 ** 2 + b[2]! / 256 ** 3 + b[3]! / 256 ** 4;
  const ticket = Math.floor(f * weights.reduce((a, w) => a + w, 0));
  let upTo = 0;
  return weights.findIndex((w) => ticket < (upTo += w));
};

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the wheel verifier', () => {
  it('loads a spin by its id, recomputes it in the browser and says it is verified', async () => {
    const spin = buildPublicSpin({ clientSeed: 'my-own-seed', nonce: 7 });
    const expected = wheelSegment({ serverSeed: SERVER_SEED, clientSeed: 'my-own-seed', nonce: 7 }, WEIGHTS);
    expect(nodeSegment(SERVER_SEED, 'my-own-seed', 7, WEIGHTS)).toBe(expected);
    expect(spin.segment).toBe(expected);
    const api = serveLucky({ [wheelPublicSpin.path]: () => ok(spin) });
    renderLucky(<WheelVerifyPage />, { who: 'visitor', path: '/wheel/verify?spin=spin_Abc123xyz' });

    const verdict = await screen.findByTestId('wheel-verdict');
    expect(verdict.getAttribute('data-state')).toBe('verified');
    expect(screen.getByTestId('wheel-verdict-title').textContent).toBe('Verified: the seed matches its hash and the spin lands on the recorded segment');
    expect(api.of(wheelPublicSpin.path)[0]!.url.searchParams.get('publicId')).toBe('spin_Abc123xyz');
    expect((screen.getByTestId('verify-serverSeed') as HTMLInputElement).value).toBe(SERVER_SEED);
    expect((screen.getByTestId('verify-weights') as HTMLInputElement).value).toBe('50, 30, 15, 5');
    expect(screen.getByTestId('verify-seed-hash').textContent).toBe(createHash('sha256').update(SERVER_SEED).digest('hex'));
    expect(screen.getByTestId('verify-hash-check').textContent).toBe('Matches the server seed hash');
    expect(screen.getByTestId('verify-segment').textContent).toBe(`Segment ${expected + 1} · ${spin.labels[expected]}`);
    expect(screen.getByTestId('verify-segment-check').textContent).toBe('Same as recorded');
    expect(screen.getByTestId('verify-total').textContent).toBe('100');
  });

  it('says it does not match when the server seed is altered', async () => {
    serveLucky({ [wheelPublicSpin.path]: () => ok(buildPublicSpin({ clientSeed: 'my-own-seed', nonce: 7 })) });
    renderLucky(<WheelVerifyPage />, { who: 'visitor', path: '/wheel/verify?spin=spin_Abc123xyz' });
    await screen.findByTestId('wheel-verdict');
    const altered = `${SERVER_SEED.slice(0, -1)}0`;
    type('verify-serverSeed', altered);
    const verdict = screen.getByTestId('wheel-verdict');
    expect(verdict.getAttribute('data-state')).toBe('not-verified');
    expect(screen.getByTestId('wheel-verdict-title').textContent).toBe('Does not match the record');
    expect(verdict.textContent).toContain('The server seed does not match the hash committed before the spin.');
    expect(screen.getByTestId('verify-seed-hash').textContent).toBe(hashServerSeed(altered));
    expect(screen.getByTestId('verify-hash-check').textContent).toBe('Does not match the server seed hash');
    // The segment the altered seed gives, whatever it is.
    const now = wheelSegment({ serverSeed: altered, clientSeed: 'my-own-seed', nonce: 7 }, WEIGHTS);
    expect(screen.getByTestId('verify-outcome').getAttribute('data-segment')).toBe(String(now));
  });

  it('says the segment differs when the record names another one', async () => {
    const spin = buildPublicSpin({ clientSeed: 'my-own-seed', nonce: 7 });
    serveLucky({ [wheelPublicSpin.path]: () => ok({ ...spin, segment: (spin.segment + 1) % 4 }) });
    renderLucky(<WheelVerifyPage />, { who: 'visitor', path: '/wheel/verify?spin=spin_Abc123xyz' });
    const verdict = await screen.findByTestId('wheel-verdict');
    expect(verdict.getAttribute('data-state')).toBe('not-verified');
    expect(verdict.textContent).toContain('The recomputed segment is not the one this spin recorded.');
    expect(screen.getByTestId('verify-segment-check').textContent).toBe(`Recorded: Segment ${((spin.segment + 1) % 4) + 1} · ${spin.labels[(spin.segment + 1) % 4]}`);
  });

  it('recomputes typed values without a record, and checks their fields', async () => {
    serveLucky({});
    renderLucky(<WheelVerifyPage />, { who: 'visitor', path: '/wheel/verify' });
    expect(screen.getByTestId('verify-missing').textContent).toBe('Still needed: Server seed, Client seed, Nonce, Weights');
    type('verify-serverSeed', 'a-seed');
    type('verify-serverSeedHash', hashServerSeed('a-seed').toUpperCase());
    type('verify-clientSeed', 'c');
    type('verify-nonce', '3');
    type('verify-weights', '1, 2');
    expect(screen.getByTestId('field-error-weights').textContent).toBe('A wheel has 3 to 20 segments.');
    type('verify-weights', '10,20,x');
    expect(screen.getByTestId('field-error-weights').textContent).toBe('Type whole numbers separated by commas.');
    type('verify-weights', '10, 20, 70');
    expect(screen.getByTestId('verify-hash-check').textContent).toBe('Matches the server seed hash');
    expect(screen.getByTestId('verify-segment').textContent).toBe(`Segment ${nodeSegment('a-seed', 'c', 3, [10, 20, 70]) + 1}`);
    expect(screen.queryByTestId('wheel-verdict')).toBeNull();
  });

  it('loads the id typed into the box, and refuses a malformed one', async () => {
    const api = serveLucky({ [wheelPublicSpin.path]: () => fail(404, 'not_found', 'No such spin') });
    renderLucky(<WheelVerifyPage />, { who: 'visitor', path: '/wheel/verify' });
    type('verify-id', 'bad id!');
    fireEvent.click(screen.getByTestId('verify-load'));
    expect(screen.getByTestId('field-error-spin').textContent).toBe('A spin ID is 6 to 40 letters, digits, - or _.');
    expect(api.calls).toHaveLength(0);
    type('verify-id', 'spin_Missing01');
    fireEvent.click(screen.getByTestId('verify-load'));
    await waitFor(() => expect(api.of(wheelPublicSpin.path)).toHaveLength(1));
    expect(await screen.findByText('This spin could not be loaded')).toBeTruthy();
  });
});
