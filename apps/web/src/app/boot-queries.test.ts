import {
  BOOT_ELEMENT_ID,
  getAnnouncements,
  getBanners,
  getGameList,
  getGameVendors,
  getHelpCenter,
  getHotGames,
  getJackpot,
  getNotices,
  getPermission,
  VENDOR_LIST_QUERY,
} from '@wps/contracts/player';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okEnvelope, stubFetch } from '@/testing/fixtures';
import { callApi } from '@/lib/api-client';
import { gameListPagesKey, vendorListFilters } from '@/features/catalog/api/game-list';
import { hotGamesQueryKey } from '@/features/catalog/api/hot-games';
import { contentKeys } from '@/features/content/api/content';
import { permissionQueryKey } from '@/features/system/api/get-permission';
import { bootAnswers, bootImages, readBoot } from '@/lib/boot';
import { createCdnResolver } from '@/lib/cdn';
import { seedBootQueries, seedablePaths } from './boot-queries';

const pageWith = (text: string) => {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_ELEMENT_ID;
  script.textContent = text;
  doc.head.appendChild(script);
  return doc;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the answers inlined in the page', () => {
  it('seed the query cache under the keys their hooks read, once read; other calls go to the network', async () => {
    const doc = pageWith(
      JSON.stringify({
        answers: [
          { path: getPermission.path, value: { inlined: 'permission' } },
          { path: getBanners.path, query: { language: 'EN', groupName: 'w_home' }, value: { list: ['inlined'] } },
          { path: getHotGames.path, query: { isPlatform: 2, platform: 'flash,html5-desktop', language: 'TY' }, value: { list: ['hot'] } },
          // Not a call the client starts from (and a broken entry): left alone.
          { path: getHelpCenter.path, value: ['help'] },
          { query: {}, value: 1 },
        ],
        images: { 'banners/a.svg': '/cdn/banners/a.svg' },
        language: 'EN',
      }),
    );
    readBoot(doc);
    expect(doc.getElementById(BOOT_ELEMENT_ID)).toBeNull();
    const client = new QueryClient();
    expect(seedBootQueries(client, bootAnswers(), 1_000)).toBe(3);
    expect(client.getQueryData(permissionQueryKey)).toEqual({ inlined: 'permission' });
    expect(client.getQueryState(permissionQueryKey)?.dataUpdatedAt).toBe(1_000);
    expect(client.getQueryData(contentKeys.banners('w_home', 'EN'))).toEqual({ list: ['inlined'] });
    expect(client.getQueryData(contentKeys.banners('w_home', 'TY'))).toBeUndefined();
    expect(client.getQueryData(hotGamesQueryKey('TY'))).toEqual({ list: ['hot'] });
    expect(client.getQueryCache().getAll()).toHaveLength(3);

    // The API client itself always asks the network: the page's answers live in the cache only.
    const { fetchStub, calls } = stubFetch({ [getPermission.path]: okEnvelope({ from: 'network' }) });
    vi.stubGlobal('fetch', fetchStub);
    await expect(callApi(getPermission)).resolves.toEqual({ from: 'network' });
    expect(calls).toHaveLength(1);

    // The preloaded banner keeps the address it was preloaded from, whatever CDN chance would pick.
    const cdn = createCdnResolver(['https://a.cdn.test', 'https://b.cdn.test'], () => 0.99, bootImages());
    expect(cdn('banners/a.svg')).toBe('/cdn/banners/a.svg');
    expect(cdn('banners/b.svg')).toBe('https://b.cdn.test/banners/b.svg');
  });

  it('every call the server inlines has a place in the cache', () => {
    expect(seedablePaths().sort()).toEqual(
      [getPermission, getGameVendors, getBanners, getNotices, getAnnouncements, getHotGames, getJackpot, getGameList].map((c) => c.path).sort(),
    );
  });

  it("hold a vendor list page's first page of games where its grid reads its pages", () => {
    const page = { games: [{ nodeId: 'g1' }], pageNo: 1, totalPages: 3, total: 50 };
    const client = new QueryClient();
    const query = { ...VENDOR_LIST_QUERY, vassalage: 'WPS', language: 'EN' };
    expect(seedBootQueries(client, [{ path: getGameList.path, query, value: page }, { path: getGameList.path, query: { ...query, pageNo: 2 }, value: page }])).toBe(1);
    // The grid's own key: the vendor, no classify, an empty search.
    expect(client.getQueryData(gameListPagesKey(vendorListFilters('WPS', undefined, '')))).toEqual({ pages: [page], pageParams: [1] });
    expect(client.getQueryData(gameListPagesKey(vendorListFilters('JL')))).toBeUndefined();
  });

  it('are ignored when the script is broken: nothing is seeded', () => {
    readBoot(pageWith('{"answers": [ not json'));
    const client = new QueryClient();
    expect(bootAnswers()).toEqual([]);
    expect(seedBootQueries(client, bootAnswers())).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
