import type { TPermission } from '@wps/contracts/player';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { currentLanguage, i18n } from '@/lib/i18n';
import { buildPermission } from '@/testing/fixtures';
import { contentKeys } from '../api/content';
import { JackpotBadge } from './jackpot-counter';
import { JackpotRoll } from './jackpot-roll';
import { VideoSection } from './video-section';

const withVideo = (url: string) =>
  buildPermission({}, { resources: [{ resourceType: 'LOGO', url: '/brands/demo/logo.svg' }, { resourceType: 'VIDEO', url }] });

const renderWith = (ui: ReactNode, permission: TPermission = buildPermission(), seed?: (c: QueryClient) => void) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed?.(client);
  render(
    <QueryClientProvider client={client}>
      <BrandProvider permission={permission}>{ui}</BrandProvider>
    </QueryClientProvider>,
  );
};

const posterSeed = (c: QueryClient) =>
  c.setQueryData(contentKeys.banners('w_event', currentLanguage()), {
    list: [{ id: 9, groupName: 'w_event', url: '/banners/event.webp', title: 'Summer Cup', linkageType: null, linkage: null }],
  });

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('EN'));
});

describe('video section', () => {
  it('shows nothing for a link that is not of the video site, and says why on the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWith(<VideoSection />, withVideo('https://vimeo.com/123456789'), posterSeed);
    expect(screen.queryByTestId('video-section')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('vimeo.com'));
  });

  it('links a channel of the video site in a new tab instead of embedding it', () => {
    renderWith(<VideoSection />, withVideo('https://www.youtube.com/@luckypeso-demo'), posterSeed);
    const play = screen.getByRole('link', { name: 'Play the video' });
    expect(play.getAttribute('href')).toBe('https://www.youtube.com/@luckypeso-demo');
    expect(play.getAttribute('target')).toBe('_blank');
    expect(play.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('video-section').querySelector('iframe')).toBeNull();
  });

  it('shows nothing without a VIDEO resource', () => {
    renderWith(<VideoSection />, buildPermission(), posterSeed);
    expect(screen.queryByTestId('video-section')).toBeNull();
  });

  it('shows the w_event poster and plays the video in the privacy embed, in the site language', async () => {
    await act(() => i18n.changeLanguage('TY'));
    renderWith(<VideoSection />, withVideo('https://youtu.be/dQw4w9WgXcQ'), posterSeed);
    const section = screen.getByTestId('video-section');
    expect(section.querySelector('img')?.getAttribute('src')).toBe('/cdn/banners/event.webp');
    expect(section.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I-play ang video' }));
    const src = new URL(section.querySelector('iframe')?.getAttribute('src') ?? '');
    expect(src.host).toBe('www.youtube-nocookie.com');
    expect(src.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(src.searchParams.get('hl')).toBe('tl');
    // Fullscreen through `allow` only: both forms on one frame make Chromium warn on every load.
    expect(section.querySelector('iframe')?.getAttribute('allow')).toContain('fullscreen');
    expect(section.querySelector('iframe')?.hasAttribute('allowfullscreen')).toBe(false);
  });
});

const shownFigure = (testId: string) => screen.getByTestId(testId).querySelector('.rolling-number')?.getAttribute('data-value') ?? '';

describe('jackpot roll and counter', () => {
  it('show nothing when the brand runs no jackpot (never a made-up figure)', () => {
    renderWith(
      <>
        <JackpotRoll />
        <JackpotBadge label="Jackpot" />
      </>,
      buildPermission(),
      (c) => c.setQueryData(contentKeys.jackpot, { pool: null, currency: 'PHP' }),
    );
    expect(screen.queryByTestId('jackpot-roll')).toBeNull();
    expect(screen.queryByTestId('jackpot-counter')).toBeNull();
  });

  it('show the real pool when there is one', () => {
    renderWith(
      <>
        <JackpotRoll />
        <JackpotBadge label="Jackpot" />
      </>,
      buildPermission(),
      (c) => c.setQueryData(contentKeys.jackpot, { pool: '123456789', currency: 'PHP' }),
    );
    expect(shownFigure('jackpot-roll')).toBe('1,234,567.89');
    expect(shownFigure('jackpot-counter')).toBe('1,234,567.89');
    expect(screen.getByTestId('jackpot-roll').textContent).toContain('₱');
  });
});
