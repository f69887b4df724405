import { describe, expect, it } from 'vitest';
import { bannerTarget } from './linkage';
import { videoEmbedUrl, videoIdOf, videoSourceOf } from './video';

describe('banner linkage', () => {
  it('maps each linkage type to where it goes', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '/promotions' })).toEqual({ kind: 'route', to: '/promotions' });
    expect(bannerTarget({ linkageType: 'URL', linkage: 'https://example.test/a' })).toEqual({ kind: 'url', href: 'https://example.test/a' });
    expect(bannerTarget({ linkageType: 'PROMOTION', linkage: '12 a' })).toEqual({ kind: 'route', to: '/promotions?id=12%20a' });
    expect(bannerTarget({ linkageType: 'GAME', linkage: 'wps-lucky-reels' })).toEqual({ kind: 'game', nodeId: 'wps-lucky-reels' });
  });

  it('leaves a banner without a usable linkage unclickable', () => {
    expect(bannerTarget({ linkageType: null, linkage: '/x' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '//evil.test/x' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: 'promotions' })).toBeNull();
    expect(bannerTarget({ linkageType: 'URL', linkage: 'javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ linkageType: 'URL', linkage: 'not a url' })).toBeNull();
  });
});

describe('video link rule', () => {
  it('accepts only links of the video site', () => {
    expect(videoIdOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://youtu.be/dQw4w9WgXcQ?t=3')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://vimeo.com/123456789')).toBeNull();
    expect(videoIdOf('https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoIdOf('https://notyoutube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoIdOf('javascript:alert(1)//youtube.com')).toBeNull();
    expect(videoIdOf('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(videoIdOf('https://www.youtube.com/')).toBeNull();
    expect(videoIdOf(null)).toBeNull();
  });

  it('embeds a video, links another page of the video site, and ignores the rest', () => {
    expect(videoSourceOf('https://youtu.be/dQw4w9WgXcQ')).toEqual({ kind: 'embed', id: 'dQw4w9WgXcQ' });
    expect(videoSourceOf('https://www.youtube.com/@luckypeso-demo')).toEqual({ kind: 'link', href: 'https://www.youtube.com/@luckypeso-demo' });
    expect(videoSourceOf('https://vimeo.com/123456789')).toBeNull();
    expect(videoSourceOf('ftp://youtube.com/x')).toBeNull();
    expect(videoSourceOf('')).toBeNull();
  });

  it('embeds without cookies in the language of the video language map', () => {
    const url = new URL(videoEmbedUrl('dQw4w9WgXcQ', 'TY'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(url.searchParams.get('hl')).toBe('tl');
    expect(new URL(videoEmbedUrl('x123456', 'XX')).searchParams.get('hl')).toBe('en');
  });
});
