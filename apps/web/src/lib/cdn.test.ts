import { describe, expect, it } from 'vitest';
import { cdnUrl, createCdnResolver } from './cdn';

describe('cdnUrl', () => {
  const cdns = ['https://a.cdn.test/', 'https://b.cdn.test', 'https://c.cdn.test/img'];

  it('joins a relative path onto the CDN the random draw picks', () => {
    expect(cdnUrl('/vendors/pg.svg', cdns, () => 0)).toBe('https://a.cdn.test/vendors/pg.svg');
    expect(cdnUrl('vendors/pg.svg', cdns, () => 0.5)).toBe('https://b.cdn.test/vendors/pg.svg');
    expect(cdnUrl('/vendors/pg.svg', cdns, () => 0.99)).toBe('https://c.cdn.test/img/vendors/pg.svg');
  });

  it('never indexes past the list, even for a random() of 1', () => {
    expect(cdnUrl('/x.png', cdns, () => 1)).toBe('https://c.cdn.test/img/x.png');
  });

  it('spreads picks over every CDN', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add(new URL(cdnUrl('/x.png', cdns)).host);
    expect(seen).toEqual(new Set(['a.cdn.test', 'b.cdn.test', 'c.cdn.test']));
  });

  it('leaves absolute, protocol-relative and data URLs alone', () => {
    for (const url of ['https://img.test/a.png', '//img.test/a.png', 'data:image/png;base64,AAAA']) {
      expect(cdnUrl(url, cdns)).toBe(url);
    }
  });

  it('serves the path as is without CDNs, and keeps an empty path empty', () => {
    expect(cdnUrl('/a.png', [])).toBe('/a.png');
    expect(cdnUrl('', cdns)).toBe('');
  });

  it('works with a same-origin CDN prefix', () => {
    expect(cdnUrl('/brands/demo/logo.svg', ['/cdn'])).toBe('/cdn/brands/demo/logo.svg');
  });
});

describe('createCdnResolver', () => {
  it('keeps the first pick for a path so re-renders do not switch hosts', () => {
    let n = 0;
    const draws = [0, 0.9, 0.4];
    const resolve = createCdnResolver(['https://a.test', 'https://b.test'], () => draws[n++ % draws.length] as number);
    const first = resolve('/a.png');
    expect(resolve('/a.png')).toBe(first);
    expect(resolve('/b.png')).toBe('https://b.test/b.png');
  });
});
