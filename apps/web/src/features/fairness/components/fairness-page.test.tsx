import { createHash, createHmac } from 'node:crypto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TPublicRound } from '@wps/fair';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { buildPermission } from '@/testing/fixtures';
import FairnessPage from './fairness-page';

// The expected outcomes are rebuilt here from the published construction with
// Node's own crypto, independently of @wps/fair, so a page showing the wrong
// thing fails.
const floats = (serverSeed: string, clientSeed: string, nonce: number, count: number): number[] => {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const b = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i + 4 <= b.length && out.length < count; i += 4) out.push(b[i]! / 256 + b[i + 1]! / 256 ** 2 + b[i + 2]! / 256 ** 3 + b[i + 3]! / 256 ** 4);
  }
  return out;
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const diceRoll = (s: string, c: string, n: number) => Math.floor(floats(s, c, n, 1)[0]! * 10_001);
const minesOf = (s: string, c: string, n: number, mines: number) => {
  const left = Array.from({ length: 25 }, (_, i) => i);
  return floats(s, c, n, mines)
    .map((f) => left.splice(Math.floor(f * left.length), 1)[0]!)
    .sort((a, b) => a - b);
};

const SEED = 'a3f1c9e27b5d40c8916e2f7a0b4d3c5e8f9a1b2c3d4e5f60718293a4b5c6d7e8';
const CLIENT = 'lucky-player-42';
const ROUND_ID = '0b9c8f7e-1111-4222-8333-444455556666';
const ROUND_PATH = `/studio/fair/rounds/${ROUND_ID}`;

const minesRound = (over: Partial<TPublicRound> = {}): TPublicRound => {
  const mines = minesOf(SEED, CLIENT, 12, 3);
  const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
  return {
    roundId: ROUND_ID,
    game: 'mines',
    status: 'cashed',
    params: { mines: 3 },
    moves: [],
    edgeBp: 100,
    serverSeedHash: sha256(SEED),
    clientSeed: CLIENT,
    nonce: 12,
    serverSeed: SEED,
    multiplier: '1.2375',
    result: { revealed: safe.slice(0, 2), mines },
    createdAt: '2025-03-05T02:00:00.000Z',
    ...over,
  };
};

const serve = (answers: Record<string, () => Response>) => {
  const calls: { url: URL; init?: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const answer = answers[url.pathname];
    return answer ? answer() : new Response(JSON.stringify({ success: false, code: 'not_found', message: 'Not found' }), { status: 404 });
  });
  return calls;
};
const ok = (value: unknown) => () => new Response(JSON.stringify({ success: true, value }), { status: 200 });

const renderAt = (entry: string) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const router = createMemoryRouter([{ path: '/provably-fair', element: <FairnessPage /> }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider permission={buildPermission()}>
          <RouterProvider router={router} />
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
};

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('provably fair verifier', () => {
  it('prefills a round from its public record and verifies it', async () => {
    const calls = serve({ [ROUND_PATH]: ok(minesRound()) });
    renderAt(`/provably-fair?round=${ROUND_ID}`);
    const verdict = await screen.findByTestId('fair-verdict');
    expect(verdict.dataset.state).toBe('verified');
    expect(verdict.textContent).toContain('Verified: the seed matches the hash shown before play and the outcome matches');
    expect(input('fair-serverSeed').value).toBe(SEED);
    expect(input('fair-clientSeed').value).toBe(CLIENT);
    expect(input('fair-nonce').value).toBe('12');
    expect(input('fair-mines').value).toBe('3');
    expect(screen.getByTestId('fair-game-mines').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('fair-seed-hash').textContent).toBe(sha256(SEED));
    expect(document.title).toBe('Provably fair | Test Brand');
    // The record is read once, without the member's token; the checking itself sends nothing.
    expect(calls.map((c) => c.url.pathname)).toEqual([ROUND_PATH]);
    expect(new Headers(calls[0]!.init?.headers).get('Authorization')).toBeNull();
  });

  it('does not verify a seed that does not match the hash shown before play', async () => {
    serve({ [ROUND_PATH]: ok(minesRound({ serverSeedHash: sha256('another-seed') })) });
    renderAt(`/provably-fair?round=${ROUND_ID}`);
    const verdict = await screen.findByTestId('fair-verdict');
    expect(verdict.dataset.state).toBe('not-verified');
    expect(verdict.textContent).toContain('Not verified');
    expect(verdict.textContent).toContain('The server seed does not match the hash shown before play.');
  });

  it('stops verifying when the seed or the choices are changed, and when the record disagrees', async () => {
    serve({ [ROUND_PATH]: ok(minesRound()) });
    renderAt(`/provably-fair?round=${ROUND_ID}`);
    await waitFor(() => expect(screen.getByTestId('fair-verdict').dataset.state).toBe('verified'));
    type('fair-serverSeed', `${SEED}0`);
    expect(screen.getByTestId('fair-verdict').dataset.state).toBe('not-verified');
    expect(screen.getByTestId('fair-verdict').textContent).toContain('The server seed does not match');
    type('fair-serverSeed', SEED);
    type('fair-mines', '4');
    expect(screen.getByTestId('fair-verdict').dataset.state).toBe('not-verified');
    expect(screen.getByTestId('fair-verdict').textContent).toContain('The recomputed outcome is not the one this round recorded.');
  });

  it('explains that the seed pair must be rotated while the server seed is secret, and shows the hash', async () => {
    serve({ [ROUND_PATH]: ok(minesRound({ serverSeed: null })) });
    renderAt(`/provably-fair?round=${ROUND_ID}`);
    const verdict = await screen.findByTestId('fair-verdict');
    expect(verdict.dataset.state).toBe('secret');
    expect(verdict.textContent).toContain('rotate your seed pair in the game first');
    expect(within(verdict).getByTestId('fair-round-hash').textContent).toBe(sha256(SEED));
    expect(input('fair-serverSeed').value).toBe('');
    expect(screen.queryByTestId('fair-outcome-mines')).toBeNull();
  });

  it('says so when the round is unknown, and keeps the form usable', async () => {
    serve({});
    renderAt(`/provably-fair?round=${ROUND_ID}&game=mines`);
    expect(await screen.findByText('This round could not be loaded')).toBeTruthy();
    expect(screen.getByTestId('fair-game-mines').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a dice roll from a link, computed in the browser', async () => {
    const calls = serve({});
    const roll = diceRoll('s3cret', 'mine', 7);
    renderAt('/provably-fair?game=dice&serverSeed=s3cret&clientSeed=mine&nonce=7&target=50&direction=over&edge=1');
    const outcome = await screen.findByTestId('fair-outcome-dice');
    expect(within(outcome).getByTestId('fair-dice-roll').textContent).toBe((roll / 100).toFixed(2));
    expect(within(outcome).getByTestId('fair-win').textContent).toBe(roll > 5000 ? 'Win' : 'Loss');
    // (1 − 1 %) × 10,001 ÷ 5,000 winning values, floored to the ten-thousandth.
    expect(within(outcome).getByTestId('fair-multiplier').textContent).toBe(roll > 5000 ? '1.9801×' : '0.0000×');
    expect(calls).toHaveLength(0);
  });

  it("shows dice's win chance as the game does: 4,950 of 10,001 values is 49.49 %, floored", async () => {
    serve({});
    renderAt('/provably-fair?game=dice&serverSeed=s3cret&clientSeed=mine&nonce=7&target=50.50&direction=over&edge=1');
    const outcome = await screen.findByTestId('fair-outcome-dice');
    expect(within(outcome).getByText('49.49%')).toBeTruthy();
    expect(within(outcome).queryByText('49.50%')).toBeNull();
  });

  it('draws the mines on the 5×5 board, live as the fields change', async () => {
    serve({});
    renderAt('/provably-fair?serverSeed=s3cret&clientSeed=mine&nonce=3');
    await screen.findByTestId('fair-outcome-dice');
    fireEvent.click(screen.getByTestId('fair-game-mines'));
    type('fair-mines', '5');
    const board = screen.getByTestId('fair-outcome-mines');
    const shown = Array.from({ length: 25 }, (_, i) => i).filter((i) => within(board).getByTestId(`fair-tile-${i}`).dataset.mine === 'true');
    expect(shown).toEqual(minesOf('s3cret', 'mine', 3, 5));
    type('fair-nonce', '4');
    const next = Array.from({ length: 25 }, (_, i) => i).filter((i) => screen.getByTestId(`fair-tile-${i}`).dataset.mine === 'true');
    expect(next).toEqual(minesOf('s3cret', 'mine', 4, 5));
  });

  it('shows an error for a bad nonce instead of an outcome', async () => {
    serve({});
    renderAt('/provably-fair?game=dice&serverSeed=s3cret&clientSeed=mine&nonce=1');
    await screen.findByTestId('fair-outcome-dice');
    type('fair-nonce', '-1');
    expect(screen.getByTestId('field-error-nonce').textContent).toBe('The nonce is a whole number: 0, 1, 2 and so on.');
    expect(screen.queryByTestId('fair-outcome-dice')).toBeNull();
    type('fair-nonce', '2.5');
    expect(screen.getByTestId('field-error-nonce')).toBeTruthy();
    type('fair-nonce', '2');
    expect(screen.queryByTestId('field-error-nonce')).toBeNull();
    expect(screen.getByTestId('fair-outcome-dice')).toBeTruthy();
  });

  it('shows out-of-range game values as errors', async () => {
    serve({});
    renderAt('/provably-fair?game=dice&serverSeed=s3cret&clientSeed=mine&nonce=1&target=99.5&direction=over');
    expect((await screen.findByTestId('field-error-target')).textContent).toBe(
      'In this direction the target must be from 2.00 to 99.00 (a win chance of about 1% to 98%).',
    );
    expect(screen.queryByTestId('fair-outcome-dice')).toBeNull();
    type('fair-edge', '7');
    expect(screen.getByTestId('field-error-edge').textContent).toBe('The house edge is from 1.00% to 5.00%.');
  });

  it("shows the library's RangeError for a move the game does not offer, instead of crashing", async () => {
    serve({});
    // A round whose first card is an ace: "higher" cannot lose on it, so the game never offers it.
    const nonce = Array.from({ length: 1000 }, (_, n) => n).find((n) => Math.floor((floats('s3cret', 'mine', n, 1)[0]! * 52) / 4) === 0);
    expect(nonce).toBeDefined();
    renderAt(`/provably-fair?game=hilo&serverSeed=s3cret&clientSeed=mine&nonce=${nonce}&moves=skip`);
    const cards = await screen.findAllByTestId('fair-card');
    expect(cards[0]!.getAttribute('aria-label')?.startsWith('A')).toBe(true);
    type('fair-moves', 'higher');
    expect(screen.getByTestId('fair-range-error').textContent).toContain('cannot lose');
    expect(screen.queryByTestId('fair-outcome-hilo')).toBeNull();
  });

  it('checks a crash hash: its bust point and that it is on the published chain', async () => {
    serve({});
    const chain = ['7'.repeat(64)];
    for (let i = 0; i < 20; i++) chain.push(sha256(chain[chain.length - 1]!));
    const gameHash = chain[5]!;
    const x = Number.parseInt(createHmac('sha256', gameHash).update('pepper').digest('hex').slice(0, 13), 16) / 2 ** 52;
    const point = Math.max(100, Math.floor(99 / (1 - x)));
    renderAt(`/provably-fair?game=crash&hash=${gameHash}&salt=pepper&terminatingHash=${chain[20]}`);
    expect((await screen.findByTestId('fair-crash-point')).textContent).toBe(`${(point / 100).toFixed(2)}×`);
    await waitFor(() => expect(screen.getByTestId('fair-chain').dataset.status).toBe('found'));
    expect(screen.getByTestId('fair-chain').textContent).toContain('in 15 steps');
  });
});
