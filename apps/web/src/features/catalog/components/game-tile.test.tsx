import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popups } from '@/lib/popups';
import { FAVORITE_THROTTLE_MS } from '../hooks/use-favorite-toggle';
import { game, ok, renderCatalog, serveCatalog } from '../testing/render-catalog';
import { GameTile } from './game-tile';

const IDS = '/wps/relay/MCSFE_getFavoriteGames';
const ADD = '/wps/relay/MCSFE_addFavoriteGameV2';
const REMOVE = '/wps/relay/MCSFE_removeFavoriteGameV2';
const noStart = vi.fn(async () => undefined);

afterEach(() => {
  popups.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  noStart.mockClear();
});

describe('GameTile', () => {
  it('shows art from the brand CDN, name, vendor, hot and new badges, play-now and free-trial', () => {
    serveCatalog({});
    renderCatalog(<GameTile game={game({ tags: ['hot', 'new'] })} start={noStart} />);
    const tile = screen.getByTestId('game-tile-wps-lucky-reels');
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('/cdn/games/wps-lucky-reels.svg');
    expect(tile.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('heading', { name: 'Lucky Reels' })).toBeTruthy();
    expect(screen.getByText('WPS Studio')).toBeTruthy();
    expect(screen.getByText('Hot')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    fireEvent.click(screen.getByTestId('play-wps-lucky-reels'));
    expect(noStart).toHaveBeenLastCalledWith(expect.objectContaining({ gameCode: 'lucky-reels', isGame: true }));
    fireEvent.click(screen.getByTestId('trial-wps-lucky-reels'));
    expect(noStart).toHaveBeenLastCalledWith(expect.objectContaining({ gameCode: 'lucky-reels' }), { trial: true });
  });

  it('a lobby entry (isGame false) has no free-trial button', () => {
    serveCatalog({});
    renderCatalog(<GameTile game={game({ nodeId: 'pinn', isGame: false })} start={noStart} />);
    expect(screen.getByTestId('play-pinn')).toBeTruthy();
    expect(screen.queryByTestId('trial-pinn')).toBeNull();
  });

  it('a game under maintenance shows the badge and no play buttons', () => {
    serveCatalog({});
    renderCatalog(<GameTile game={game({ maintenance: true, tags: ['hot'] })} start={noStart} />);
    expect(screen.getByText('Maintenance')).toBeTruthy();
    expect(screen.queryByText('Hot')).toBeNull();
    expect(screen.queryByTestId('play-wps-lucky-reels')).toBeNull();
    expect(screen.getByTestId('game-tile-wps-lucky-reels').className).toContain('game-tile--maintenance');
  });

  it('a visitor clicking the heart gets the login popup', () => {
    const api = serveCatalog({});
    renderCatalog(<GameTile game={game()} start={noStart} />);
    fireEvent.click(screen.getByTestId('favorite-wps-lucky-reels'));
    expect(popups.get()?.name).toBe('login');
    expect(api.of(ADD)).toHaveLength(0);
    expect(api.of(IDS)).toHaveLength(0);
  });

  it('the heart shows a favourite as active and toggles at most once per second', async () => {
    let ids = ['wps-lucky-reels'];
    const api = serveCatalog({
      [IDS]: () => ok(ids),
      [REMOVE]: (url) => {
        ids = ids.filter((id) => id !== url.searchParams.get('nodeId'));
        return ok({ nodeId: url.searchParams.get('nodeId'), favorite: false });
      },
      [ADD]: () => {
        ids = ['wps-lucky-reels'];
        return ok({ nodeId: 'wps-lucky-reels', favorite: true });
      },
    });
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    renderCatalog(<GameTile game={game()} start={noStart} />, { token: 'tok' });
    const heart = await screen.findByTestId('favorite-wps-lucky-reels');
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(api.of(REMOVE)).toHaveLength(1));

    // A second click within the second does nothing.
    now.mockReturnValue(1_000_000 + FAVORITE_THROTTLE_MS - 1);
    fireEvent.click(heart);
    await new Promise((r) => setTimeout(r, 30));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(api.of(ADD)).toHaveLength(0);

    now.mockReturnValue(1_000_000 + FAVORITE_THROTTLE_MS);
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(api.of(ADD)).toHaveLength(1));
    expect(api.of(ADD)[0]?.body).toEqual({ nodeId: 'wps-lucky-reels' });
    now.mockRestore();
  });

  it('the heart fills before the server answers, and a failed toggle puts it back', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const api = serveCatalog({
      [IDS]: () => ok([]),
      [ADD]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderCatalog(<GameTile game={game()} start={noStart} />, { token: 'tok' });
    await waitFor(() => expect(api.of(IDS)).toHaveLength(1));
    const heart = await screen.findByTestId('favorite-wps-lucky-reels');
    await new Promise((r) => setTimeout(r, 0));
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(api.of(ADD)).toHaveLength(1);
    answer({ status: 500, body: { success: false, code: 'internal_error' } });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
  });
});

/**
 * jsdom lays nothing out, so the tile's name is checked in its stylesheet here and measured in
 * Chromium by e2e/layout.e2e.ts. The declarations of each rule naming `selector` (media queries too).
 */
const gamesCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../styles/games.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const rulesFor = (selector: string) =>
  [...gamesCss.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selectors]) => (selectors ?? '').split(',').some((s) => s.trim() === selector))
    .map(([, , body]) => body ?? '');

describe('a tile’s name', () => {
  it('takes up to two lines instead of being cut at one (European Roulette on a phone), and the tiles of a row keep one height', () => {
    const name = rulesFor('.game-tile__name');
    expect(name.length).toBeGreaterThan(0);
    expect(name.join('')).toMatch(/(^|[;\s])line-clamp:\s*2;/);
    expect(name.join('')).toMatch(/-webkit-line-clamp:\s*2;/);
    // No rule keeps it on one line.
    expect(name.join('')).not.toMatch(/white-space:\s*nowrap/);
    // A tile fills its row's height and the name's box takes the difference: the buttons under it line up.
    const tile = rulesFor('.game-tile').join('');
    expect(tile).toMatch(/height:\s*100%;/);
    expect(tile).toMatch(/grid-template-rows:\s*auto 1fr;/);
    expect(rulesFor('.game-tile__body').join('')).toMatch(/align-content:\s*start;/);
  });

  it('is the whole name, with the whole name as its tooltip', () => {
    serveCatalog({});
    renderCatalog(<GameTile game={game({ nodeId: 'wps-roulette', gameName: 'European Roulette' })} start={noStart} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'European Roulette' });
    expect(heading.className).toBe('game-tile__name');
    expect(heading.getAttribute('title')).toBe('European Roulette');
  });
});
