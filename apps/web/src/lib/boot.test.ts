import { BOOT_ELEMENT_ID, getBanners, getHelpCenter, getPermission } from '@wps/contracts/player';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okEnvelope, stubFetch } from '@/testing/fixtures';
import { callApi } from './api-client';
import { bootImages, readBoot } from './boot';
import { createCdnResolver } from './cdn';

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
  it('answer the first call of the same path and query without a request, once; then the network answers', async () => {
    const doc = pageWith(
      JSON.stringify({
        answers: [
          { path: getPermission.path, value: { inlined: 'permission' } },
          { path: getBanners.path, query: { language: 'EN', groupName: 'w_home' }, value: { list: ['inlined'] } },
        ],
        images: { 'banners/a.svg': '/cdn/banners/a.svg' },
      }),
    );
    readBoot(doc);
    expect(doc.getElementById(BOOT_ELEMENT_ID)).toBeNull();
    const { fetchStub, calls } = stubFetch({
      [getPermission.path]: okEnvelope({ from: 'network' }),
      [getBanners.path]: okEnvelope({ list: ['network'] }),
    });
    vi.stubGlobal('fetch', fetchStub);

    await expect(callApi(getPermission)).resolves.toEqual({ inlined: 'permission' });
    // Another query of the same call is not the inlined one.
    await expect(callApi(getBanners, { query: { groupName: 'w_home', language: 'TY' } })).resolves.toEqual({ list: ['network'] });
    await expect(callApi(getBanners, { query: { groupName: 'w_home', language: 'EN' } })).resolves.toEqual({ list: ['inlined'] });
    expect(calls).toHaveLength(1);
    await expect(callApi(getPermission)).resolves.toEqual({ from: 'network' });
    await expect(callApi(getBanners, { query: { groupName: 'w_home', language: 'EN' } })).resolves.toEqual({ list: ['network'] });
    expect(calls).toHaveLength(3);

    // The preloaded banner keeps the address it was preloaded from, whatever CDN chance would pick.
    const cdn = createCdnResolver(['https://a.cdn.test', 'https://b.cdn.test'], () => 0.99, bootImages());
    expect(cdn('banners/a.svg')).toBe('/cdn/banners/a.svg');
    expect(cdn('banners/b.svg')).toBe('https://b.cdn.test/banners/b.svg');
  });

  it('are ignored when the script is broken: every call asks the network', async () => {
    readBoot(pageWith('{"answers": [ not json'));
    const { fetchStub, calls } = stubFetch({ [getHelpCenter.path]: okEnvelope([]) });
    vi.stubGlobal('fetch', fetchStub);
    await callApi(getHelpCenter, { query: { lang: 'EN', device: 'WEB' } });
    expect(calls).toHaveLength(1);
  });
});
