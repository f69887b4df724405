import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLanes, buildMember, buildPermission, okEnvelope, stubFetch } from '@/testing/fixtures';
import { App } from './app';

const overview = {
  period: 'today',
  startDate: '2025-03-06',
  endDate: '2025-03-06',
  teamSize: 42,
  directCount: 5,
  totals: { newMembers: 1, activeMembers: 2, firstDeposits: 0, depositCount: 0, deposits: '0', withdrawalCount: 0, withdrawals: '0', wagers: 0, stake: '0', validBet: '0', payout: '0', playersPnl: '0' },
  days: [],
  asOf: 0,
};

const serve = (type: number) =>
  vi.stubGlobal(
    'fetch',
    stubFetch({
      '/wps/system/permission': okEnvelope(buildPermission()),
      '/wps/member/info': okEnvelope(buildMember({ account: type === 0 ? 'player01' : 'agent01', type, isAgent: type !== 0 })),
      '/wps/relay/GCSGAME_gameVendor': okEnvelope({ data: { lanes: buildLanes() } }),
      '/wps/agent/team/overview': okEnvelope(overview),
      '/wps/agent/transfer/info': okEnvelope({ balance: '0', min: '100', max: '100000', hasPaymentPassword: true, uplineAccount: 'agent01', upAllowed: false }),
    }).fetchStub,
  );

const visit = (path: string) => {
  window.history.replaceState(null, '', path);
  window.sessionStorage.setItem('token', 'tok');
  return render(<App />);
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => vi.unstubAllGlobals());

describe('the agent center and member center sections of issue 14', () => {
  it('opens an agent section from its tab, in the agent frame', async () => {
    serve(1);
    visit('/agentHome?tab=agentTeamOverview');
    expect((await screen.findByTestId('ov-team-size-value')).textContent).toBe('42');
    expect(screen.getByTestId('agent-frame')).toBeTruthy();
  });

  it('keeps the empty state of the sections that come later', async () => {
    serve(1);
    visit('/agentHome?tab=agentRevenueReport');
    expect(await screen.findByText('No data yet')).toBeTruthy();
  });

  it('shows transferUpline in the member center', async () => {
    serve(0);
    visit('/member?tab=transferUpline');
    expect((await screen.findByTestId('upline-account')).textContent).toBe('agent01');
    expect(screen.getByTestId('upline-not-allowed')).toBeTruthy();
  });
});
