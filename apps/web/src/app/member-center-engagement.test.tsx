import { memberBadges, missionClaim, missionSummary, referralFriends, referralInfo, rewardCenter, unreadCount } from '@wps/contracts/player';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { buildMember, buildPermission, okEnvelope } from '@/testing/fixtures';
import MemberCenterScreen from './member-center-screen';

type State = { claimable: number };

const mission = (state: 'claimable' | 'claimed') => ({
  id: 11,
  bundle: 'daily',
  title: 'Play 10 rounds',
  description: '',
  event: 'rounds',
  category: null,
  target: '10',
  progress: '10',
  prizeKind: 'cash',
  prizeAmount: '5000',
  state,
  periodKey: '2025-03-01',
  endsAt: null,
});

/** Answers the member center's calls; a mission claim empties the missionLeaderboard badge, as the server's count does. */
const serve = (state: State) => {
  const calls: { method: string; path: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname });
    const value = (() => {
      switch (url.pathname) {
        case memberBadges.path:
          return { rewardCenter: state.claimable, missionLeaderboard: state.claimable, messageV2: 0 };
        case unreadCount.path:
          return { count: 0 };
        case missionSummary.path:
          return { currencySymbol: '₱', claimable: state.claimable, missions: [mission(state.claimable > 0 ? 'claimable' : 'claimed')] };
        case missionClaim.path:
          state.claimable = 0;
          return { missionId: 11, prizeKind: 'cash', prizeAmount: '5000' };
        case referralInfo.path:
          return {
            currencySymbol: '₱',
            enabled: true,
            code: 'JUAN42',
            link: 'https://brand.test/register?referralCode=JUAN42',
            rules: { registerReward: '500', firstDepositReward: '0', firstDepositMin: '0', wagerReward: '0', wagerTarget: '0', maxFriends: 0 },
            friends: 0,
            earned: '0',
          };
        case referralFriends.path:
          return { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 1 };
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
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return client;
};

afterEach(() => vi.unstubAllGlobals());

describe('member center: mission activity and invite friends', () => {
  it('opens the missions under missionLeaderboard, and a claim reads the badges and the reward center again', async () => {
    const calls = serve({ claimable: 1 });
    const client = renderAt('/member?tab=missionLeaderboard');
    client.setQueryData(['rewards', 'center', 'tok-1'], { currencySymbol: '₱', rewards: [], count: 0 });
    expect((await screen.findByTestId('menu-badge-missionLeaderboard')).textContent).toBe('1');
    fireEvent.click(await screen.findByTestId('mission-claim'));
    expect((await screen.findByTestId('mission-paid-text')).textContent).toBe('₱50.00 has been added to your main wallet.');
    await waitFor(() => expect(screen.queryByTestId('menu-badge-missionLeaderboard')).toBeNull());
    expect(calls.filter((c) => c.path === memberBadges.path)).toHaveLength(2);
    expect(client.getQueryState(['rewards', 'center', 'tok-1'])?.isInvalidated).toBe(true);
    expect(calls.some((c) => c.path === rewardCenter.path)).toBe(false);
  });

  it('opens invite friends under referral', async () => {
    serve({ claimable: 0 });
    renderAt('/member?tab=referral');
    expect((await screen.findByTestId('referral-code')).textContent).toBe('JUAN42');
    expect(screen.getByTestId('referral-rules').textContent).toContain('₱5.00 when a friend registers with your link or code.');
  });
});
