import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLanes, buildPermission } from '@/testing/fixtures';
import { game, ok, renderCatalog, serveCatalog } from '../testing/render-catalog';
import GameListCenter, { SEARCH_DEBOUNCE_MS } from './game-list-center';

const LIST = '/wps/relay/GCSGAME_gameList';
const VENDORS = '/wps/relay/GCSGAME_gameVendor';
const FAVORITE_LIST = '/wps/relay/MCSFE_getFavoriteGamesList';

const page = (names: string[], total = names.length, pageNo = 1, totalPages = 1) =>
  ok({ games: names.map((n, i) => game({ nodeId: `g-${pageNo}-${i}`, gameName: n })), pageNo, pageSize: 24, total, totalPages });

const serve = () =>
  serveCatalog({
    [VENDORS]: () => ok({ data: { lanes: buildLanes() } }),
    [LIST]: (url) => (url.searchParams.get('pageNo') === '2' ? page(['Second Page'], 2, 2, 2) : page(['Gold Rush'], 2, 1, 2)),
    '/wps/relay/MCSFE_getFavoriteGames': () => ok([]),
    [FAVORITE_LIST]: () => ok({ content: [game({ nodeId: 'fav-1', gameName: 'Fav Fortune' })], pageNum: 1, pageSize: 24, total: 1, totalPages: 1 }),
    '/wps/relay/GCS_recentGame': () => ok({ list: [] }),
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GameListCenter (/rng)', () => {
  it('lists the vendor of ?vassalage= with clientType 3 and the web platforms, and loads more', async () => {
    const api = serve();
    renderCatalog(<GameListCenter category="RNG" />, { path: '/rng?vassalage=SLOT3' });
    await screen.findByText('Gold Rush');
    const first = api.of(LIST)[0]?.url.searchParams;
    expect(first?.get('vassalage')).toBe('SLOT3');
    expect(first?.get('clientType')).toBe('3');
    expect(first?.get('platform')).toBe('flash,html5-desktop');
    expect(first?.get('pageNo')).toBe('1');
    fireEvent.click(screen.getByTestId('load-more'));
    await screen.findByText('Second Page');
    expect(api.of(LIST).at(-1)?.url.searchParams.get('pageNo')).toBe('2');
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('the search asks with gameName once typing stops, and a chip adds gameClassify', async () => {
    const api = serve();
    renderCatalog(<GameListCenter category="RNG" />, { path: '/rng?vassalage=SLOT0' });
    await screen.findByText('Gold Rush');
    const box = screen.getByPlaceholderText('Search games');
    fireEvent.change(box, { target: { value: 'go' } });
    fireEvent.change(box, { target: { value: 'gold' } });
    await waitFor(() => expect(api.of(LIST).some((c) => c.url.searchParams.get('gameName') === 'gold')).toBe(true), {
      timeout: SEARCH_DEBOUNCE_MS * 4,
    });
    // The half-typed "go" was never sent.
    expect(api.of(LIST).some((c) => c.url.searchParams.get('gameName') === 'go')).toBe(false);

    fireEvent.click(screen.getByTestId('classify-JP'));
    await waitFor(() => expect(api.of(LIST).at(-1)?.url.searchParams.get('gameClassify')).toBe('JP'));
    expect(api.of(LIST).at(-1)?.url.searchParams.get('gameName')).toBe('gold');
  });

  it('offers BG (bingo) only when the brand supports TY', async () => {
    serve();
    const { unmount } = renderCatalog(<GameListCenter category="RNG" />, { path: '/rng' });
    await screen.findByTestId('classify-BG');
    expect(screen.getByTestId('classify-SC')).toBeTruthy();
    unmount();

    const enOnly = buildPermission();
    enOnly.info.setting.supportedLanguages = ['EN'];
    renderCatalog(<GameListCenter category="RNG" />, { path: '/rng', permission: enOnly });
    await screen.findByTestId('classify-SC');
    expect(screen.queryByTestId('classify-BG')).toBeNull();
  });

  it('favourites and recent tabs show only when logged in; favourites come from MCSFE_getFavoriteGamesList', async () => {
    const api = serve();
    const { unmount } = renderCatalog(<GameListCenter category="RNG" />, { path: '/rng' });
    await screen.findByText('Gold Rush');
    expect(screen.queryByRole('tab', { name: 'Favourites' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Recent' })).toBeNull();
    unmount();

    renderCatalog(<GameListCenter category="RNG" />, { path: '/rng', token: 'tok' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Favourites' }));
    await screen.findByText('Fav Fortune');
    expect(api.of(FAVORITE_LIST)[0]?.url.searchParams.get('pageNum')).toBe('1');
    expect(screen.getByRole('tab', { name: 'Recent' })).toBeTruthy();
  });
});
