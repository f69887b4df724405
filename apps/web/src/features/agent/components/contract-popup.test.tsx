import type { TContractRequests } from '@wps/contracts/player';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popups, usePopup } from '@/lib/popups';
import { buildContract, buildPreview, fail, ok, renderAgent, serveAgent } from '../testing/render-agent';
import { ContractOffersPanel, ContractRequestsTrigger } from './contract-popup';

const REQUESTS = '/wps/agent/contracts/requests';
const DIVIDEND = '/wps/relay/MCS2_processDividendReq';
const REALTIME = '/wps/relay/MCSFE_processRealTimeSalaryContract';
const CONTRACTS = '/wps/agent/contracts';

afterEach(() => {
  act(() => popups.close());
  vi.unstubAllGlobals();
});

const flags = (over: Partial<TContractRequests> = {}): TContractRequests => ({
  divtypereq: false,
  dailysalreqtype: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  ...over,
});

/** The shell as far as the popup goes: the trigger, and the panel while the popup is the contract one. */
const Shell = () => {
  const popup = usePopup();
  return (
    <>
      <ContractRequestsTrigger />
      {popup?.name === 'contract' && (
        <div data-testid="shell-contract-popup">
          <ContractOffersPanel onClose={() => popups.close()} />
        </div>
      )}
      {popup && popup.name !== 'contract' && <div data-testid={`shell-${popup.name}`} />}
    </>
  );
};

/** A dividend offer from the agent's upline, and a real-time salary offer from the brand. */
const dividendOffer = buildContract({
  id: 7,
  status: 'offered',
  agentAccount: 'agent01',
  uplineAccount: 'boss01',
  tiers: [
    { validBet: '0', activeMembers: 0, rate: 150 },
    { validBet: '100000', activeMembers: 3, rate: 250 },
  ],
  maxRate: 250,
  decidedAt: null,
});
const realtimeOffer = buildContract({
  id: 9,
  kind: 'realtime_salary',
  period: 'slot',
  status: 'offered',
  agentAccount: 'agent01',
  uplineAccount: null,
  tiers: [{ validBet: '50000', activeMembers: 1, rate: 30 }],
  maxRate: 30,
  decidedAt: null,
});

describe('the contract popup', () => {
  it('opens when a flag is up and shows the offers of each flagged kind with tiers, who offers and the what-if', async () => {
    let current = flags({ divtypereq: true, realtimesalreqtype: true });
    const api = serveAgent({
      [REQUESTS]: () => ok(current),
      [`GET ${DIVIDEND}`]: () => ok({ offers: [{ ...dividendOffer, preview: buildPreview() }] }),
      [`GET ${REALTIME}`]: () => ok({ offers: [{ ...realtimeOffer, preview: buildPreview({ periodLabel: '2025-03-05 09:55', amount: '15', lines: [] }) }] }),
      [CONTRACTS]: () => ok({ mine: [buildContract({ id: 3, agentAccount: 'agent01', uplineAccount: 'boss01', maxRate: 150 })], downlines: [] }),
      [`POST ${DIVIDEND}`]: () => {
        current = flags({ realtimesalreqtype: true });
        return ok({ ...dividendOffer, status: 'accepted' });
      },
      [`POST ${REALTIME}`]: () => {
        current = flags();
        return ok({ ...realtimeOffer, status: 'declined' });
      },
    });
    renderAgent(<Shell />);

    const dividend = await screen.findByTestId('contract-offer-7');
    expect(popups.get()?.name).toBe('contract');
    expect(within(dividend).getByText('Dividend · Weekly')).toBeTruthy();
    expect(screen.getByTestId('contract-offer-7-from').textContent).toContain('Offered by boss01');
    expect(screen.getByTestId('contract-offer-7-max').textContent).toBe('Up to 2.50%');
    // The tiers as a table: thresholds in the brand's money and the rate in percent.
    const tier = screen.getByTestId('contract-offer-7-tiers-1');
    expect(tier.textContent).toContain('≥ ₱1,000.00');
    expect(tier.textContent).toContain('≥ 3');
    expect(tier.textContent).toContain('2.50%');
    expect(screen.getByTestId('contract-offer-7-preview-text').textContent).toBe('Over 2025-02-24 – 2025-03-02 you would have earned ₱12.00.');
    expect(screen.getByTestId('contract-offer-7-preview-lines-team_valid_bet').textContent).toContain('₱2,500.00');
    // It replaces the 1.50 % dividend held, and pays more: the downlines' lower-rate dividends end.
    expect(screen.getByTestId('contract-offer-7-note').textContent).toContain('replaces your current Dividend contract (up to 1.50%)');
    expect(screen.getByTestId('contract-offer-7-note-raise')).toBeTruthy();

    const realtime = await screen.findByTestId('contract-offer-9');
    expect(within(realtime).getByText('Real-time salary · Every 5 minutes')).toBeTruthy();
    expect(screen.getByTestId('contract-offer-9-from').textContent).toContain('Offered by Test Brand');
    expect(screen.getByTestId('contract-offer-9-note').textContent).toContain('first Real-time salary contract');
    expect(api.of(`${DIVIDEND}`)).toHaveLength(1);
    expect(api.of(`${REALTIME}`)).toHaveLength(1);

    fireEvent.click(screen.getByTestId('contract-offer-7-accept'));
    await waitFor(() => expect(screen.queryByTestId('contract-offer-7')).toBeNull());
    expect(api.of(DIVIDEND, 'POST').map((c) => c.body)).toEqual([{ contractId: 7, action: 'accept' }]);
    expect(screen.getByTestId('contract-popup-answered').textContent).toBe('You accepted the Dividend offer: it is now your Dividend contract.');

    fireEvent.click(screen.getByTestId('contract-offer-9-decline'));
    expect((await screen.findByTestId('contract-popup-empty')).textContent).toContain('All offers answered');
    expect(api.of(REALTIME, 'POST').map((c) => c.body)).toEqual([{ contractId: 9, action: 'decline' }]);
    fireEvent.click(screen.getByTestId('contract-popup-close'));
    expect(popups.get()).toBeNull();
  });

  it('shows a refusal with the server’s reason and keeps the offer', async () => {
    serveAgent({
      [REQUESTS]: () => ok(flags({ divtypereq: true })),
      [`GET ${DIVIDEND}`]: () => ok({ offers: [{ ...dividendOffer, preview: buildPreview() }] }),
      [CONTRACTS]: () => ok({ mine: [], downlines: [] }),
      [`POST ${DIVIDEND}`]: () => fail(409, 'contract_refused', undefined, 'At a team valid bet of 100000 and 3 active members the offer pays 2.50%, above your 2.00%'),
    });
    renderAgent(<Shell />);
    fireEvent.click(await screen.findByTestId('contract-offer-7-accept'));
    const error = await screen.findByTestId('contract-offer-7-error');
    expect(error.textContent).toContain('The contract rules do not allow this.');
    expect(screen.getByTestId('contract-offer-7-error-detail').textContent).toContain('above your 2.00%');
    expect(screen.getByTestId('contract-offer-7')).toBeTruthy();
  });

  it('stays closed without offers and never opens over another popup', async () => {
    let current = flags();
    const api = serveAgent({
      [REQUESTS]: () => ok(current),
      [`GET ${DIVIDEND}`]: () => ok({ offers: [{ ...dividendOffer, preview: buildPreview() }] }),
      [CONTRACTS]: () => ok({ mine: [], downlines: [] }),
    });
    const { client } = renderAgent(<Shell />);
    await waitFor(() => expect(api.of(REQUESTS)).toHaveLength(1));
    expect(popups.get()).toBeNull();

    act(() => popups.open('login'));
    current = flags({ divtypereq: true });
    await act(() => client.invalidateQueries({ queryKey: ['agent', 'contractRequests'] }));
    expect(popups.get()?.name).toBe('login');

    // Once the other popup closes, the waiting offer shows.
    act(() => popups.close());
    expect(await screen.findByTestId('contract-offer-7')).toBeTruthy();
  });

  it('stays closed after the agent closes it until the kind stops waiting and a new offer comes', async () => {
    let current = flags({ divtypereq: true });
    serveAgent({
      [REQUESTS]: () => ok(current),
      [`GET ${DIVIDEND}`]: () => ok({ offers: [{ ...dividendOffer, preview: buildPreview() }] }),
      [CONTRACTS]: () => ok({ mine: [], downlines: [] }),
    });
    const { client } = renderAgent(<Shell />);
    await screen.findByTestId('contract-offer-7');
    act(() => popups.close());
    // One poll of the flags, and the render it leads to (the query cache tells its readers a tick later).
    const poll = async () => {
      await act(() => client.invalidateQueries({ queryKey: ['agent', 'contractRequests'] }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };

    await poll();
    expect(popups.get()).toBeNull();
    expect(screen.queryByTestId('shell-contract-popup')).toBeNull();

    current = flags();
    await poll();
    current = flags({ divtypereq: true });
    await poll();
    await waitFor(() => expect(popups.get()?.name).toBe('contract'));
  });
});
