import type { TLane } from '@wps/contracts/player';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popups } from '@/lib/popups';
import { game, ok, renderCatalog, serveCatalog } from '../testing/render-catalog';
import { GameSearchPanel } from './game-search';

const lanes: TLane[] = [
  { gameCategory: 'RNG', vendors: [{ vassalage: 'WPS', displayName: 'WPS Studio', gameType: 'RNG', gameCategory: 'RNG', iconUrl: '', status: 'ACTIVE' }] },
  { gameCategory: 'LIVE', vendors: [{ vassalage: 'LUX', displayName: 'Luxe Tables', gameType: 'LIVE', gameCategory: 'LIVE', iconUrl: '', status: 'ACTIVE' }] },
];
const LIST = '/wps/relay/GCSGAME_gameList';

afterEach(() => {
  popups.close();
  vi.unstubAllGlobals();
});

const search = (text: string) => fireEvent.change(screen.getByTestId('game-search-input'), { target: { value: text } });

describe('GameSearchPanel', () => {
  it('finds games by keyword on the server, and categories and providers by name, each leading to its page', async () => {
    const api = serveCatalog({
      '/wps/relay/GCSGAME_gameVendor': () => ok({ data: { lanes } }),
      [LIST]: (url) =>
        ok(
          url.searchParams.get('keyword')?.toLowerCase() === 'lu'
            ? { games: [game()], pageNo: 1, pageSize: 24, total: 1, totalPages: 1 }
            : { games: [], pageNo: 1, pageSize: 24, total: 0, totalPages: 0 },
        ),
    });
    renderCatalog(<GameSearchPanel />);
    expect(screen.getByText("Type a game's name, a provider or a category.")).toBeTruthy();
    search('  Lu ');
    expect(await screen.findByTestId('game-tile-wps-lucky-reels')).toBeTruthy();
    expect(api.of(LIST).at(-1)?.url.searchParams.get('keyword')).toBe('Lu');
    // "Lu" is in the provider "Luxe Tables" (its live page, selected) and in no category name.
    expect(screen.getByTestId('search-vendor-LUX').getAttribute('href')).toBe('/live?vassalage=LUX');
    expect(screen.queryByTestId('search-category-RNG')).toBeNull();
    search('slot');
    expect((await screen.findByTestId('search-category-RNG')).getAttribute('href')).toBe('/rng');
    fireEvent.click(screen.getByTestId('search-category-RNG'));
    expect(popups.get()).toBeNull();
  });

  it('says so when nothing matches', async () => {
    serveCatalog({
      '/wps/relay/GCSGAME_gameVendor': () => ok({ data: { lanes } }),
      [LIST]: () => ok({ games: [], pageNo: 1, pageSize: 24, total: 0, totalPages: 0 }),
    });
    renderCatalog(<GameSearchPanel />);
    search('zzz');
    expect((await screen.findByTestId('game-search-empty')).textContent).toContain('zzz');
    await waitFor(() => expect(screen.queryByTestId('game-tile-wps-lucky-reels')).toBeNull());
  });
});
