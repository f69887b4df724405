import type { TNotice } from '@wps/contracts/player';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { currentLanguage } from '@/lib/i18n';
import { popups } from '@/lib/popups';
import { clearToken, setToken } from '@/lib/session';
import { buildPermission } from '@/testing/fixtures';
import { noticeKeys } from '../api/notices';
import { ANNOUNCEMENT_SHOWN_KEY } from '../utils/announcement-session';
import { AnnouncementTrigger } from './announcement-trigger';
import { NoticeMarquee } from './notice-marquee';
import { AnnouncementPanel, NoticePanel } from './notice-panels';

const notice = (id: number, over: Partial<TNotice> = {}): TNotice => ({
  id,
  type: 'B',
  title: `Notice ${id}`,
  content: `<p>Body ${id}</p>`,
  // 2026-03-01 20:00 UTC is already 2026-03-02 in the brand's GMT+08:00.
  startDateStr: String(Date.UTC(2026, 2, 1, 20, 0)),
  promotionType: null,
  ...over,
});

const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
};

const renderWith = (ui: ReactNode, seed: (c: QueryClient) => void) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed(client);
  const tree = (
    <QueryClientProvider client={client}>
      <BrandProvider permission={buildPermission()}>
        <MemoryRouter>
          {ui}
          <Where />
        </MemoryRouter>
      </BrandProvider>
    </QueryClientProvider>
  );
  const result = render(tree);
  return { client, rerender: () => result.rerender(tree), unmount: result.unmount };
};

const seedNotices = (list: TNotice[]) => (c: QueryClient) => c.setQueryData(noticeKeys.notices(currentLanguage()), { list });
const seedAnnouncements = (lists: Partial<Record<'A' | 'B' | 'F', TNotice[]>>) => (c: QueryClient) => {
  for (const [execution, list] of Object.entries(lists)) c.setQueryData(noticeKeys.announcements(execution as 'A', currentLanguage()), { list });
};

const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
  throw new TypeError(`unexpected fetch ${String(input)}`);
});
beforeEach(() => vi.stubGlobal('fetch', fetchStub));

afterEach(() => {
  act(() => popups.close());
  cleanup();
  clearToken();
  // Every list comes from the seeded cache: nothing goes to the network.
  expect(fetchStub.mock.calls.map(([url]) => String(url))).toEqual([]);
  vi.unstubAllGlobals();
});

describe('notice marquee', () => {
  it('opens the notice popup at the clicked title', () => {
    renderWith(<NoticeMarquee />, seedNotices([notice(1), notice(2), notice(3)]));
    const marquee = screen.getByTestId('notice-marquee');
    // The list is drawn twice for a seamless loop; the copy is hidden from assistive technology.
    fireEvent.click(within(marquee).getByRole('button', { name: 'Notice 2' }));
    expect(popups.get()).toEqual({ name: 'notice', index: 1 });
  });

  it('pauses while pointed at and resumes on leave', () => {
    renderWith(<NoticeMarquee />, seedNotices([notice(1)]));
    const viewport = screen.getByTestId('notice-marquee').querySelector('.notice-marquee__viewport') as HTMLElement;
    fireEvent.mouseEnter(viewport);
    expect(viewport.dataset.paused).toBe('true');
    fireEvent.mouseLeave(viewport);
    expect(viewport.dataset.paused).toBe('false');
  });

  it('is not drawn without notices', () => {
    renderWith(<NoticeMarquee />, seedNotices([]));
    expect(screen.queryByTestId('notice-marquee')).toBeNull();
  });
});

describe('notice popup', () => {
  it('opens at the stored index with the brand-zone start date, sanitized, and toggles', async () => {
    renderWith(
      <NoticePanel initialIndex={1} />,
      seedNotices([notice(1), notice(2, { content: '<p onclick="alert(1)">Safe</p><script>alert(2)</script>' })]),
    );
    const toggles = screen.getAllByRole('button', { expanded: false }).concat(screen.getAllByRole('button', { expanded: true }));
    expect(toggles).toHaveLength(2);
    const open = screen.getByRole('button', { expanded: true });
    expect(open.textContent).toContain('Notice 2');
    expect(open.textContent).toContain('2026-03-02');
    const region = screen.getByRole('region');
    // The sanitizer loads with the first rich content shown.
    await waitFor(() => expect(region.textContent).toContain('Safe'));
    expect(region.innerHTML).not.toContain('onclick');
    expect(region.innerHTML).not.toContain('<script');
    fireEvent.click(open);
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Notice 1/ }));
    expect(screen.getByRole('region').textContent).toContain('Body 1');
  });
});

describe('announcement popup', () => {
  const many = Array.from({ length: 8 }, (_, i) => notice(i + 1, { title: `News ${i + 1}` }));

  it('lists 6 titles per page with a pager and shows the chosen item', () => {
    renderWith(<AnnouncementPanel execution="B" />, seedAnnouncements({ B: many }));
    expect(screen.getAllByTestId('announcement-title')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('News 1');
    fireEvent.click(screen.getByRole('button', { name: /News 4/ }));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('News 4');
    expect(screen.getByTestId('announcement-page').textContent).toBe('1 / 2');
    fireEvent.click(screen.getByTestId('announcement-next'));
    expect(screen.getAllByTestId('announcement-title').map((b) => b.textContent)).toEqual(['News 7', 'News 8']);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('News 7');
  });

  it('has no pager with one page', () => {
    renderWith(<AnnouncementPanel execution="B" />, seedAnnouncements({ B: many.slice(0, 6) }));
    expect(screen.getAllByTestId('announcement-title')).toHaveLength(6);
    expect(screen.queryByTestId('announcement-next')).toBeNull();
  });

  it('goes to the reward center and closes for an item with a promotion', () => {
    act(() => popups.open('announcement', 'A'));
    renderWith(<AnnouncementPanel execution="A" />, seedAnnouncements({ A: [notice(1), notice(2, { title: 'Bonus', promotionType: 'P1' })] }));
    expect(screen.queryByTestId('announcement-promotion')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Bonus/ }));
    fireEvent.click(screen.getByTestId('announcement-promotion'));
    expect(screen.getByTestId('where').textContent).toBe('/member?tab=rewardCenter');
    expect(popups.get()).toBeNull();
  });
});

describe('announcement trigger', () => {
  // It opens in an idle moment after the page is live: the checks wait for it, or past it.
  const opened = (expected: unknown) => waitFor(() => expect(popups.get()).toEqual(expected));
  const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 120)));

  it('opens once per session for a visitor, and a closed popup stays closed', async () => {
    const first = renderWith(<AnnouncementTrigger />, seedAnnouncements({ B: [notice(1)] }));
    await opened({ name: 'announcement', anchor: 'B' });
    expect(window.sessionStorage.getItem(ANNOUNCEMENT_SHOWN_KEY('B'))).toBe('1');
    act(() => popups.close());
    first.unmount();
    renderWith(<AnnouncementTrigger />, seedAnnouncements({ B: [notice(1)] }));
    await idle();
    expect(popups.get()).toBeNull();
  });

  it('does not open without items, nor over another popup', async () => {
    renderWith(<AnnouncementTrigger />, seedAnnouncements({ B: [] }));
    await idle();
    expect(popups.get()).toBeNull();
    act(() => popups.open('login'));
    renderWith(<AnnouncementTrigger />, seedAnnouncements({ B: [notice(5)] }));
    await idle();
    expect(popups.get()?.name).toBe('login');
    act(() => popups.close());
    await opened({ name: 'announcement', anchor: 'B' });
  });

  it('uses audience A when logged in, and F first after a first login', async () => {
    setToken('tok-1');
    act(() => popups.open('change-password', { forced: 'first' }));
    renderWith(<AnnouncementTrigger />, seedAnnouncements({ A: [notice(1)], F: [notice(2)] }));
    act(() => popups.close());
    await opened({ name: 'announcement', anchor: 'F' });
    act(() => popups.close());
    await opened({ name: 'announcement', anchor: 'A' });
    act(() => popups.close());
    await idle();
    expect(popups.get()).toBeNull();
  });
});
