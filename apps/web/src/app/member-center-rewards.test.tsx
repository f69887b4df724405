import { memberBadges, rebateHistory, rewardCenter, rewardClaim, unreadCount } from '@wps/contracts/player';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { buildMember, buildPermission, okEnvelope } from '@/testing/fixtures';
import { LiveEventListener } from './live-event-listener';
import MemberCenterScreen from './member-center-screen';

type Counts = { rewardCenter: number; missionLeaderboard: number; messageV2: number };

/** Answers the member center's calls; `counts` is what memberBadges says at the time. */
const serve = (state: { counts: Counts; unread: number; claimed?: boolean }) => {
  const calls: { method: string; path: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname });
    const value = (() => {
      switch (url.pathname) {
        case memberBadges.path:
          return state.counts;
        case unreadCount.path:
          return { count: state.unread };
        case rewardCenter.path:
          return { currencySymbol: '₱', rewards: state.claimed ? [] : [{ kind: 'level_up_gift', key: 'gift-1', amount: '50000', lines: [], vipLevel: 1 }], count: state.claimed ? 0 : 1 };
        case rebateHistory.path:
          return { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 1 };
        case rewardClaim.path:
          state.claimed = true;
          state.counts = { ...state.counts, rewardCenter: 0 };
          return { kind: 'level_up_gift', amount: '50000', rebate: null };
        default:
          return undefined;
      }
    })();
    if (value === undefined) return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
    return new Response(JSON.stringify(okEnvelope(value)), { status: 200 });
  });
  return calls;
};

const renderAt = (path: string) => {
  window.sessionStorage.setItem('token', 'tok-1');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  client.setQueryData(['member', 'info', 'tok-1'], buildMember());
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider permission={buildPermission()}>
          <MemoryRouter initialEntries={[path]}>
            <MemberCenterScreen />
            <LiveEventListener />
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return client;
};

/** The browser WebSocket, played by the test: the live-event listener's socket. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  readyState = FakeSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send() {}
  close() {
    this.readyState = 3;
  }
}

const liveSockets = () => {
  const sockets: FakeSocket[] = [];
  vi.stubGlobal(
    'WebSocket',
    class extends FakeSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    },
  );
  return sockets;
};

afterEach(() => vi.unstubAllGlobals());

describe('member center: reward center and its badges', () => {
  it('shows the red counts of memberBadges on rewardCenter and missionLeaderboard, messageV2 from the unread count', async () => {
    const calls = serve({ counts: { rewardCenter: 2, missionLeaderboard: 1, messageV2: 9 }, unread: 3 });
    renderAt('/member?tab=securityCenter');
    expect((await screen.findByTestId('menu-badge-rewardCenter')).textContent).toBe('2');
    expect(screen.getByTestId('menu-badge-missionLeaderboard').textContent).toBe('1');
    expect((await screen.findByTestId('menu-badge-messageV2')).textContent).toBe('3');
    // One call each, whatever renders the menu.
    expect(calls.filter((c) => c.path === memberBadges.path)).toHaveLength(1);
  });

  it('shows no badge at 0', async () => {
    serve({ counts: { rewardCenter: 0, missionLeaderboard: 0, messageV2: 0 }, unread: 0 });
    const client = renderAt('/member?tab=securityCenter');
    await waitFor(() => expect(client.getQueryData(['rewards', 'badges', 'tok-1'])).toBeDefined());
    expect(screen.queryByTestId('menu-badge-rewardCenter')).toBeNull();
    expect(screen.queryByTestId('menu-badge-missionLeaderboard')).toBeNull();
  });

  it('opens the reward center under rewardCenter, and a claim clears its badge', async () => {
    serve({ counts: { rewardCenter: 1, missionLeaderboard: 0, messageV2: 0 }, unread: 0 });
    renderAt('/member?tab=rewardCenter');
    expect((await screen.findByTestId('menu-badge-rewardCenter')).textContent).toBe('1');
    fireEvent.click(await screen.findByTestId('reward-claim'));
    expect(await screen.findByTestId('reward-claimed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('menu-badge-rewardCenter')).toBeNull());
  });

  it("updates the badges from a live 'badges' event, without a call", async () => {
    const sockets = liveSockets();
    const calls = serve({ counts: { rewardCenter: 2, missionLeaderboard: 1, messageV2: 0 }, unread: 0 });
    renderAt('/member?tab=securityCenter');
    expect((await screen.findByTestId('menu-badge-rewardCenter')).textContent).toBe('2');
    const socket = await vi.waitFor(() => {
      expect(sockets).toHaveLength(1);
      return sockets[0] as FakeSocket;
    });
    const before = calls.length;
    act(() => socket.onmessage?.({ data: JSON.stringify({ type: 'badges', badges: { rewardCenter: 0, missionLeaderboard: 4, messageV2: 5 } }) }));
    await waitFor(() => expect(screen.queryByTestId('menu-badge-rewardCenter')).toBeNull());
    expect(screen.getByTestId('menu-badge-missionLeaderboard').textContent).toBe('4');
    expect(screen.getByTestId('menu-badge-messageV2').textContent).toBe('5');
    expect(calls.length).toBe(before);
  });
});
