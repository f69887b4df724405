import { BANNER_AUTOPLAY_MS, type TBanner } from '@wps/contracts/player';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { BrandProvider } from '@/lib/brand';
import { currentLanguage } from '@/lib/i18n';
import { buildPermission } from '@/testing/fixtures';
import { contentKeys } from '../api/content';
import { BannerCarousel } from './banner-carousel';

const banner = (id: number, over: Partial<TBanner> = {}): TBanner => ({
  id,
  groupName: 'w_home',
  url: `/banners/${id}.webp`,
  title: `Banner ${id}`,
  linkageType: null,
  linkage: null,
  ...over,
});

const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
};

const renderCarousel = (banners: TBanner[], onGame = vi.fn()) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(contentKeys.banners('w_home', currentLanguage()), { list: banners });
  render(
    <QueryClientProvider client={client}>
      <BrandProvider permission={buildPermission()}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="*" element={<BannerCarousel group="w_home" onGame={onGame} />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </BrandProvider>
    </QueryClientProvider>,
  );
  return { onGame };
};

const activeLabel = () => document.querySelector('[data-active="true"]')?.getAttribute('aria-label');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('banner carousel', () => {
  it('does not loop, autoplay or show controls with a single banner', () => {
    renderCarousel([banner(1)]);
    const carousel = screen.getByTestId('banner-carousel-w_home');
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('img', { name: 'Banner 1' }).getAttribute('src')).toBe('/cdn/banners/1.webp');
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show banner 1' })).toBeNull();
    // No clones either: exactly one slide.
    expect(document.querySelectorAll('.banner-carousel__slide')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 3));
    expect(activeLabel()).toBe('1 of 1: Banner 1');
  });

  it('autoplays every 5 s with more than one banner, and loops back to the first', () => {
    renderCarousel([banner(1), banner(2), banner(3)]);
    expect(activeLabel()).toBe('1 of 3: Banner 1');
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 10));
    expect(activeLabel()).toBe('1 of 3: Banner 1');
    act(() => vi.advanceTimersByTime(20));
    expect(activeLabel()).toBe('2 of 3: Banner 2');
    expect(screen.getByRole('button', { name: 'Show banner 2' }).getAttribute('aria-current')).toBe('true');
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(activeLabel()).toBe('3 of 3: Banner 3');
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
    expect(activeLabel()).toBe('1 of 3: Banner 1');
  });

  it('pauses while pointed at and resumes on leave; dots and arrows move it', () => {
    renderCarousel([banner(1), banner(2), banner(3)]);
    const carousel = screen.getByTestId('banner-carousel-w_home');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(activeLabel()).toBe('1 of 3: Banner 1');
    expect(carousel.dataset.paused).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(activeLabel()).toBe('3 of 3: Banner 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(activeLabel()).toBe('1 of 3: Banner 1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(activeLabel()).toBe('3 of 3: Banner 3');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS + 10));
    expect(activeLabel()).toBe('1 of 3: Banner 1');
  });

  it('follows a swipe', () => {
    renderCarousel([banner(1), banner(2)]);
    const carousel = screen.getByTestId('banner-carousel-w_home');
    fireEvent.touchStart(carousel, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 100 }] });
    expect(activeLabel()).toBe('2 of 2: Banner 2');
  });

  it('pauses while the tab is hidden', () => {
    renderCarousel([banner(1), banner(2)]);
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(activeLabel()).toBe('1 of 2: Banner 1');
    state.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS + 10));
    expect(activeLabel()).toBe('2 of 2: Banner 2');
    state.mockRestore();
  });

  it('opens each linkage type the way it should', () => {
    const { onGame } = renderCarousel([
      banner(1, { linkageType: 'ROUTE', linkage: '/promotions' }),
      banner(2, { linkageType: 'URL', linkage: 'https://partner.example.test/' }),
      banner(3, { linkageType: 'PROMOTION', linkage: '7' }),
      banner(4, { linkageType: 'GAME', linkage: 'wps-lucky-reels' }),
      banner(5),
    ]);
    const slide = (n: number) => document.querySelectorAll<HTMLElement>('.banner-carousel__slide')[n] as HTMLElement; // [clone, 1..5, clone]
    const url = slide(2).querySelector('a') as HTMLAnchorElement;
    expect(url.getAttribute('href')).toBe('https://partner.example.test/');
    expect(url.getAttribute('target')).toBe('_blank');
    expect(url.getAttribute('rel')).toContain('noopener');
    expect(slide(3).querySelector('a')?.getAttribute('href')).toBe('/promotions?id=7');
    expect(slide(5).querySelector('a, button')).toBeNull();

    fireEvent.click(slide(4).querySelector('button') as HTMLButtonElement);
    expect(onGame).toHaveBeenCalledWith('wps-lucky-reels');

    fireEvent.click(slide(1).querySelector('a') as HTMLAnchorElement);
    expect(screen.getByTestId('where').textContent).toBe('/promotions');
  });
});
