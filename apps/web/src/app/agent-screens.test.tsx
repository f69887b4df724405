import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popups } from '@/lib/popups';
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

const noFlags = { divtypereq: false, dailysalreqtype: false, contracthoursalreq: false, realtimesalreqtype: false };

const dividendOffer = {
  id: 7,
  kind: 'dividend',
  period: 'week',
  tiers: [{ validBet: '0', activeMembers: 0, rate: 150 }],
  maxRate: 150,
  status: 'offered',
  agentId: 7,
  agentAccount: 'agent01',
  uplineAccount: null,
  offeredAt: 0,
  decidedAt: null,
  endedAt: null,
  endReason: null,
  preview: { periodLabel: '2025-02-24 – 2025-03-02', validBet: '0', playersLoss: '0', activeMembers: 0, tierIndex: 0, rate: 150, amount: '0', lines: [] },
};

const serve = (type: number, requests = noFlags) => {
  const stub = stubFetch({
      '/wps/system/permission': okEnvelope(buildPermission()),
      '/wps/member/info': okEnvelope(buildMember({ account: type === 0 ? 'player01' : 'agent01', type, isAgent: type !== 0 })),
      '/wps/relay/GCSGAME_gameVendor': okEnvelope({ data: { lanes: buildLanes() } }),
      '/wps/agent/team/overview': okEnvelope(overview),
      '/wps/agent/transfer/info': okEnvelope({ balance: '0', min: '100', max: '100000', hasPaymentPassword: true, uplineAccount: 'agent01', upAllowed: false }),
      '/wps/agent/income': okEnvelope({ list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0, totals: { amount: '0', paid: '0' }, byKind: [] }),
      '/wps/agent/contracts/requests': okEnvelope(requests),
      '/wps/agent/contracts': okEnvelope({ mine: [], downlines: [] }),
      '/wps/relay/MCS2_processDividendReq': okEnvelope({ offers: [dividendOffer] }),
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return stub;
};

const visit = (path: string) => {
  window.history.replaceState(null, '', path);
  window.sessionStorage.setItem('token', 'tok');
  return render(<App />);
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  act(() => popups.close());
  vi.unstubAllGlobals();
});

describe('the agent center and member center sections of issue 14', () => {
  it('opens an agent section from its tab, in the agent frame', async () => {
    serve(1);
    visit('/agentHome?tab=agentTeamOverview');
    expect((await screen.findByTestId('ov-team-size-value')).textContent).toBe('42');
    expect(screen.getByTestId('agent-frame')).toBeTruthy();
  });

  it('opens my income (agentRevenueReport)', async () => {
    serve(1);
    visit('/agentHome?tab=agentRevenueReport');
    expect(await screen.findByText('No income in this period')).toBeTruthy();
    expect(screen.getByTestId('agent-income')).toBeTruthy();
  });

  it('opens the contract popup over the agent center when an offer waits', async () => {
    serve(1, { ...noFlags, divtypereq: true });
    visit('/agentHome?tab=agentTeamOverview');
    const popup = await screen.findByTestId('modal-contract');
    expect(popup.textContent).toContain('Contract offers');
    expect(await screen.findByTestId('contract-offer-7')).toBeTruthy();
  });

  it('opens it on the player site too for an agent, and never asks for a player', async () => {
    serve(1, { ...noFlags, divtypereq: true });
    const view = visit('/');
    expect(await screen.findByTestId('contract-offer-7')).toBeTruthy();
    view.unmount();
    act(() => popups.close());

    const calls = serve(0, { ...noFlags, divtypereq: true }).calls;
    visit('/member?tab=transferUpline');
    await screen.findByTestId('upline-account');
    expect(calls.some((c) => c.url.pathname === '/wps/agent/contracts/requests')).toBe(false);
    expect(screen.queryByTestId('modal-contract')).toBeNull();
  });

  it('shows transferUpline in the member center', async () => {
    serve(0);
    visit('/member?tab=transferUpline');
    expect((await screen.findByTestId('upline-account')).textContent).toBe('agent01');
    expect(screen.getByTestId('upline-not-allowed')).toBeTruthy();
  });
});
