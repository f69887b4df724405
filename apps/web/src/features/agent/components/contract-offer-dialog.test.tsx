import { type TDownline, WhitelabelFlag } from '@wps/contracts/player';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { popups } from '@/lib/popups';
import { buildPermission, flagTree } from '@/testing/fixtures';
import { buildContract, buildPreview, fail, ok, pageOf, renderAgent, serveAgent } from '../testing/render-agent';
import { DownlineManagementScreen } from './downline-management';

const DOWNLINES = '/wps/agent/team/downlines';
const CONTRACTS = '/wps/agent/contracts';
const PREVIEW = '/wps/agent/contracts/preview';
const OFFER = '/wps/agent/contracts/offer';
const END = '/wps/agent/contracts/end';

afterEach(() => {
  act(() => popups.close());
  vi.unstubAllGlobals();
});

const contractsOn = buildPermission({}, { whitelabelVal: flagTree(WhitelabelFlag.dividend, WhitelabelFlag.dailySalary) });

const downline = (over: Partial<TDownline>): TDownline => ({
  memberId: 21,
  account: 'sub01',
  nickname: null,
  type: 2,
  status: 'active',
  depth: 1,
  uplineAccount: 'agent01',
  balance: '0',
  teamSize: 0,
  directCount: 0,
  registeredAt: Date.UTC(2025, 0, 2, 3, 0),
  lastLoginAt: null,
  ...over,
});

/** agent01 holds a weekly dividend from the brand: 1.00 % from the first bet, 1.50 % from ₱1,000.00 and 3 active members. */
const myDividend = buildContract({ id: 3, agentAccount: 'agent01', uplineAccount: null });

const serve = (over: Record<string, Parameters<typeof serveAgent>[0][string]> = {}) =>
  serveAgent({
    [DOWNLINES]: () => ok({ ...pageOf([downline({}), downline({ memberId: 22, account: 'play01', type: 0 })]), path: [] }),
    [CONTRACTS]: () => ok({ mine: [myDividend], downlines: [] }),
    [PREVIEW]: () => ok(buildPreview({ periodLabel: '2025-02-24 – 2025-03-02', amount: '1500' })),
    [OFFER]: ({ body }) => ok(buildContract({ id: 40, status: 'offered', ...(body as object), decidedAt: null })),
    ...over,
  });

const openOffer = async () => {
  fireEvent.click(await screen.findByTestId('downline-offer-21'));
  return screen.findByTestId('contract-offer-form');
};

const fillTier = (i: number, validBet: string, active: string, rate: string) => {
  fireEvent.change(screen.getByTestId(`contract-tier-${i}-valid-bet`), { target: { value: validBet } });
  fireEvent.change(screen.getByTestId(`contract-tier-${i}-active`), { target: { value: active } });
  fireEvent.change(screen.getByTestId(`contract-tier-${i}-rate`), { target: { value: rate } });
};

describe('the contract offer dialog', () => {
  it('is offered on the rows of direct downline agents only, for the kinds this site has on', async () => {
    serve();
    renderAgent(<DownlineManagementScreen />, { permission: contractsOn });
    await screen.findByTestId('downline-row-22');
    expect(screen.queryByTestId('downline-offer-22')).toBeNull();
    await openOffer();
    const kinds = within(screen.getByTestId('contract-offer-kind')).getAllByRole('option').map((o) => o.textContent);
    expect(kinds).toEqual(['Dividend', 'Daily salary']);
    // The kind the agent holds comes first, settled as its own contract is; its terms are the ceiling.
    expect((screen.getByTestId('contract-offer-kind') as HTMLSelectElement).value).toBe('dividend');
    expect(within(screen.getByTestId('contract-offer-period')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Weekly']);
    expect(screen.getByTestId('contract-offer-own-tiers-1').textContent).toContain('1.50%');
  });

  it('sends the tiers in minor units and basis points, previews the what-if, then offers', async () => {
    const api = serve();
    renderAgent(<DownlineManagementScreen />, { permission: contractsOn });
    await openOffer();
    fillTier(0, '1,000.50', '3', '1.5');
    fireEvent.click(screen.getByTestId('contract-offer-preview-button'));
    expect((await screen.findByTestId('contract-offer-preview-text')).textContent).toBe('Over 2025-02-24 – 2025-03-02 you would have earned ₱15.00.');
    const terms = { agentAccount: 'sub01', kind: 'dividend', period: 'week', tiers: [{ validBet: '100050', activeMembers: 3, rate: 150 }] };
    expect(api.of(PREVIEW, 'POST').map((c) => c.body)).toEqual([terms]);

    fireEvent.click(screen.getByTestId('contract-offer-submit'));
    expect((await screen.findByTestId('contract-offer-sent')).textContent).toContain('sub01 will see your Dividend offer');
    expect(api.of(OFFER, 'POST').map((c) => c.body)).toEqual([terms]);
  });

  it('refuses falling rates and thresholds that do not rise before sending anything', async () => {
    const api = serve();
    renderAgent(<DownlineManagementScreen />, { permission: contractsOn });
    await openOffer();
    fillTier(0, '0', '0', '1');
    fireEvent.click(screen.getByTestId('contract-tier-add'));
    fillTier(1, '1000', '3', '0.5');
    fireEvent.click(screen.getByTestId('contract-offer-preview-button'));
    expect((await screen.findByTestId('contract-tier-1-error')).textContent).toBe('A higher tier cannot pay a lower rate than the one before');

    fillTier(1, '0', '0', '1.2');
    fireEvent.click(screen.getByTestId('contract-offer-submit'));
    expect((await screen.findByTestId('contract-tier-1-error')).textContent).toBe('This tier needs higher thresholds than the one before');

    fillTier(1, '1000', '3', 'abc');
    fireEvent.click(screen.getByTestId('contract-offer-submit'));
    expect(await screen.findByText('Enter a rate in percent with at most 2 decimals')).toBeTruthy();
    expect(api.of(PREVIEW, 'POST')).toHaveLength(0);
    expect(api.of(OFFER, 'POST')).toHaveLength(0);
  });

  it('warns where the offer pays more than the agent’s own terms, and shows the server’s refusal', async () => {
    serve({ [OFFER]: () => fail(409, 'contract_refused', undefined, 'At a team valid bet of 0 and 0 active members the offer pays 2.00%, above your 1.00%') });
    renderAgent(<DownlineManagementScreen />, { permission: contractsOn });
    await openOffer();
    fillTier(0, '0', '0', '2');
    expect(screen.getByTestId('contract-offer-excess').textContent).toContain('At a team valid bet of ₱0.00 and 0 active members this offer pays 2.00%, above your 1.00%');
    fireEvent.click(screen.getByTestId('contract-offer-submit'));
    const refusal = await screen.findByTestId('contract-offer-error');
    expect(refusal.textContent).toContain('The contract rules do not allow this.');
    expect(screen.getByTestId('contract-offer-error-detail').textContent).toContain('above your 1.00%');
  });

  it('previews a kind the agent holds no contract of, but does not offer it', async () => {
    serve();
    renderAgent(<DownlineManagementScreen />, { permission: contractsOn });
    await openOffer();
    fireEvent.change(screen.getByTestId('contract-offer-kind'), { target: { value: 'daily_salary' } });
    expect(screen.getByTestId('contract-offer-no-own').textContent).toContain('no active Daily salary contract');
    expect((screen.getByTestId('contract-offer-submit') as HTMLButtonElement).disabled).toBe(true);
    // A salary pays at most 10 % of valid bet.
    fillTier(0, '0', '0', '12');
    fireEvent.click(screen.getByTestId('contract-offer-preview-button'));
    expect(await screen.findByText('The rate of this kind is at most 10.00%')).toBeTruthy();
  });

  it('has no contracts without a contract kind on', async () => {
    serve();
    renderAgent(<DownlineManagementScreen />);
    await screen.findByTestId('downline-row-21');
    expect(screen.queryByTestId('downline-offer-21')).toBeNull();
    expect(screen.queryByTestId('downline-tab-contracts')).toBeNull();
  });
});

describe('my contracts in team management', () => {
  it('lists my contracts and those I offered, answers a waiting offer and ends a downline’s contract after confirming', async () => {
    const waiting = buildContract({ id: 5, kind: 'daily_salary', period: 'day', status: 'offered', agentAccount: 'agent01', uplineAccount: 'boss01', decidedAt: null });
    const ended = buildContract({ id: 8, status: 'terminated', endedAt: Date.UTC(2025, 2, 3, 4, 0), endReason: 'upline_rate_raised' });
    const live = buildContract({ id: 9 });
    const api = serve({
      [CONTRACTS]: () => ok({ mine: [myDividend, waiting], downlines: [live, ended] }),
      [END]: ({ body }) => ok({ ...live, id: (body as { contractId: number }).contractId, status: 'terminated', endReason: 'by_upline' }),
    });
    renderAgent(<DownlineManagementScreen />, { permission: contractsOn });
    fireEvent.click(await screen.findByTestId('downline-tab-contracts'));

    const mine = await screen.findByTestId('my-contract-3');
    expect(mine.textContent).toContain('Offered by Test Brand');
    expect(screen.getByTestId('my-contract-status-3').textContent).toBe('Active');
    expect(screen.getByTestId('my-contract-status-5').textContent).toBe('Waiting for an answer');
    fireEvent.click(screen.getByTestId('my-contract-answer-5'));
    expect(popups.get()?.name).toBe('contract');

    expect(screen.getByTestId('contract-ended-8').textContent).toContain('Ended automatically: the upline accepted a higher rate');
    expect(screen.queryByTestId('contract-end-8')).toBeNull();
    fireEvent.click(screen.getByTestId('contract-end-9'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain('so do the Dividend contracts sub01 gave their own downlines');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(api.of(END, 'POST').map((c) => c.body)).toEqual([{ contractId: 9 }]));
    // The lists are asked again after the change.
    await waitFor(() => expect(api.of(CONTRACTS).length).toBeGreaterThan(1));
  });
});
