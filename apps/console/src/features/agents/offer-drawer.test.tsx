import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { OfferDrawer } from './offer-drawer';
import { contract, manager, node, refused, stubApi } from './testing';

afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const offers = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.path === '/wps/staff/agents/contracts/offer');

describe('offering a top agent a contract', () => {
  it('sends percent as basis points and money as minor units, with the reason', async () => {
    const calls = stubApi({ 'POST /wps/staff/agents/contracts/offer': contract({ status: 'offered' }) });
    const onClose = vi.fn();
    renderWithApp(<OfferDrawer agent={{ memberId: 11, account: 'topA' }} onClose={onClose} />, { staff: manager });
    expect(screen.getByRole('heading', { name: 'Offer topA a contract' })).toBeTruthy();
    type('Tier 1: team valid bet at least', '0');
    type('Tier 1: active members at least', '0');
    type('Tier 1: rate in percent', '0.5');
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    type('Tier 2: team valid bet at least', '10,000.50');
    type('Tier 2: active members at least', '5');
    type('Tier 2: rate in percent', '1.75');
    type('Reason *', 'Q1 terms agreed by phone');
    fireEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(offers(calls)[0]?.body).toEqual({
      agentId: 11,
      kind: 'dividend',
      period: 'month',
      tiers: [
        { validBet: '0', activeMembers: 0, rate: 50 },
        { validBet: '1000050', activeMembers: 5, rate: 175 },
      ],
      reason: 'Q1 terms agreed by phone',
    });
  });

  it('refuses a falling rate and thresholds that do not rise, and sends nothing', async () => {
    const calls = stubApi({ 'POST /wps/staff/agents/contracts/offer': contract() });
    renderWithApp(<OfferDrawer agent={{ memberId: 11, account: 'topA' }} onClose={() => undefined} />, { staff: manager });
    type('Tier 1: team valid bet at least', '5000');
    type('Tier 1: active members at least', '3');
    type('Tier 1: rate in percent', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    type('Tier 2: team valid bet at least', '5000');
    type('Tier 2: active members at least', '3');
    type('Tier 2: rate in percent', '1.5');
    type('Reason *', 'renewal');
    fireEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText('A higher tier never pays a lower rate.')).toBeTruthy();
    expect(screen.getByText('Needs a higher threshold than the tier before, and neither may fall.')).toBeTruthy();
    expect(screen.getByLabelText('Tier 2: rate in percent').getAttribute('aria-invalid')).toBe('true');
    expect(offers(calls)).toHaveLength(0);

    // Fixed: the second tier asks for more and pays more.
    type('Tier 2: team valid bet at least', '20000');
    type('Tier 2: rate in percent', '2.5');
    fireEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(offers(calls)).toHaveLength(1));
    expect(offers(calls)[0]?.body?.tiers).toEqual([
      { validBet: '500000', activeMembers: 3, rate: 200 },
      { validBet: '2000000', activeMembers: 3, rate: 250 },
    ]);
  });

  it("keeps a salary's period to its kind and its rate under the kind's cap", async () => {
    const calls = stubApi({ 'POST /wps/staff/agents/contracts/offer': contract({ kind: 'daily_salary', period: 'day' }) });
    renderWithApp(<OfferDrawer agent={{ memberId: 11, account: 'topA' }} onClose={() => undefined} />, { staff: manager });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'daily_salary' } });
    const period = screen.getByLabelText('Period') as HTMLSelectElement;
    expect([...period.options].map((o) => o.value)).toEqual(['day']);
    expect(screen.getByText(/At most 10.00 % for this kind/)).toBeTruthy();
    // Thresholds left empty are none: 0.
    type('Tier 1: rate in percent', '12');
    type('Reason *', 'salary');
    fireEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText('Higher than this kind allows.')).toBeTruthy();
    expect(offers(calls)).toHaveLength(0);
    type('Tier 1: rate in percent', '0.8');
    fireEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(offers(calls)).toHaveLength(1));
    expect(offers(calls)[0]?.body).toMatchObject({ kind: 'daily_salary', period: 'day', tiers: [{ validBet: '0', activeMembers: 0, rate: 80 }] });
  });

  it('finds a top agent by account (others cannot be chosen) and shows the server refusing', async () => {
    const calls = stubApi({
      'GET /wps/staff/agents/tree': { list: [node(), node({ memberId: 21, account: 'topSub', type: 2 })], total: 2, pageNo: 1, pageSize: 10, path: [] },
      'POST /wps/staff/agents/contracts/offer': refused('contract_refused', 'topA is not a top agent: its upline offers its contracts'),
    });
    renderWithApp(<OfferDrawer agent={null} onClose={() => undefined} />, { staff: manager });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a top agent by account' }), { target: { value: 'top' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const sub = (await screen.findByText('topSub')).closest('button')!;
    expect(sub.disabled).toBe(true);
    expect(calls.find((c) => c.path === '/wps/staff/agents/tree')?.query.get('search')).toBe('top');
    fireEvent.click(screen.getByText('topA').closest('button')!);
    expect((screen.getByLabelText(/Agent's member id/) as HTMLInputElement).value).toBe('11');
    expect(screen.getByRole('heading', { name: 'Offer topA a contract' })).toBeTruthy();
    type('Tier 1: team valid bet at least', '0');
    type('Tier 1: active members at least', '0');
    type('Tier 1: rate in percent', '1');
    type('Reason *', 'new agent');
    fireEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    // The server's refusal shows in the form, in words.
    const form = screen.getByRole('complementary');
    expect(await within(form).findByText(/The contract rules refuse this/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/wps/staff/agents/contracts/offer')?.body).toMatchObject({ agentId: 11, tiers: [{ rate: 100 }] });
  });
});
