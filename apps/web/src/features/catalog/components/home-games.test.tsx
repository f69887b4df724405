import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { game, ok, renderCatalog, serveCatalog } from '../testing/render-catalog';
import { GameSlides } from './game-slides';
import { HotGames } from './hot-games';
import { WinnersTicker } from './winners-ticker';

afterEach(() => vi.unstubAllGlobals());

describe('home game sections', () => {
  it('HotGames shows the first 6 hot games', async () => {
    serveCatalog({
      '/wps/relay/GCSGAME_hotGamesV2': () => ok({ list: Array.from({ length: 9 }, (_, i) => game({ nodeId: `hot-${i}`, gameName: `Hot ${i}` })) }),
    });
    renderCatalog(<HotGames />);
    await screen.findByText('Hot 0');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryByText('Hot 6')).toBeNull();
    // Its heading is seen, not only heard: no visually hidden h2.
    const heading = screen.getByRole('heading', { level: 2, name: 'Hot games' });
    expect(heading.closest('.visually-hidden')).toBeNull();
    expect(heading.className).not.toContain('visually-hidden');
    expect(screen.getByRole('list', { name: 'Hot games' }).getAttribute('data-testid')).toBe('hot-games');
  });

  it('GameSlides asks page 1 of 20 of its category and links more to the category page', async () => {
    const api = serveCatalog({
      '/wps/relay/GCSGAME_gameList': () => ok({ games: [game({ gameName: 'Baccarat A', nodeId: 'bac-a' })], pageNo: 1, pageSize: 20, total: 1, totalPages: 1 }),
    });
    const { router } = renderCatalog(<GameSlides category="LIVE" />);
    await screen.findByText('Baccarat A');
    const q = api.of('/wps/relay/GCSGAME_gameList')[0]?.url.searchParams;
    expect(q?.get('gameType')).toBe('LIVE');
    expect(q?.get('pageSize')).toBe('20');
    expect(q?.get('pageNo')).toBe('1');
    screen.getByRole('button', { name: /More/ }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/live'));
  });

  it('WinnersTicker shows masked names and amounts in the brand currency', async () => {
    const api = serveCatalog({
      '/wps/relay/GCSGAME_getRankList': () =>
        ok({ list: [{ vo: { winAmount: '123456', gameName: 'Lucky Reels', customerName: 'pl***01', iconUrl: '', nodeId: 'wps-lucky-reels', wonAt: '2026-01-01T00:00:00Z' } }] }),
    });
    renderCatalog(<WinnersTicker />);
    await screen.findAllByText('pl***01');
    expect(screen.getAllByText('₱1,234.56').length).toBeGreaterThan(0);
    const q = api.of('/wps/relay/GCSGAME_getRankList')[0]?.url.searchParams;
    expect(q?.get('gameCategory')).toBe('ALL');
    expect(q?.get('limitNum')).toBe('20');
  });
});
