import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { PromotionForm } from './promotion-form';
import { PromotionsScreen } from './promotions-screen';
import { manager, promotion, refused, stubApi, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const creates = (calls: Call[]) => calls.filter((c) => c.path === '/wps/staff/promotions/create');
const updates = (calls: Call[]) => calls.filter((c) => c.path === '/wps/staff/promotions/update');

/** What every new promotion in these tests needs: a code, the default language's texts, a start and a cap. */
const fillBasics = () => {
  type(/^Code/, 'reload-150');
  type(/^Title \(EN\)/, 'Reload 150%');
  type(/^Summary \(EN\)/, '150% on your first deposit.');
  type(/^Terms in your own words \(EN\)/, 'Full terms.');
  type(/^Starts/, '2026-02-01T10:00');
  type(/^Most one reward can be/, '5,000');
};

describe('the promotion form', () => {
  it('sends percent as basis points, money in minor units, weights and exclusions, on the brand clock', async () => {
    const calls = stubApi({ 'POST /wps/staff/promotions/create': promotion({ id: 9, code: 'reload-150' }) });
    const onClose = vi.fn();
    renderWithApp(<PromotionForm promotion={null} onClose={onClose} />, { staff: manager });
    fillBasics();
    type(/^Smallest deposit that counts \(PHP\)/, '500');
    type(/^Percent of the deposit \(%\)/, '150.5');
    type(/^Wagering \(times the bonus\)/, '20');
    type('Live casino: counts toward wagering, in percent', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Exclude a game' }));
    type('Game 1: game code', 'pg-mahjong');
    expect(screen.getByText('Excluded')).toBeTruthy();
    type(/^Total budget \(PHP\)/, '100,000');
    type(/^Most members who may receive it/, '300');
    type(/^Issued without review up to \(PHP\)/, '1000.50');
    // The preview says it in members' words while it is typed.
    const preview = screen.getByRole('list', { name: 'The terms in plain words' });
    expect(within(preview).getByText('150.5% of the first deposit of at least ₱500 up to ₱5,000')).toBeTruthy();
    expect(within(preview).getByText('Not playable with the bonus: pg-mahjong.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(creates(calls)[0]?.body).toEqual({
      code: 'reload-150',
      category: 'deposit',
      title: { EN: 'Reload 150%' },
      summary: { EN: '150% on your first deposit.' },
      terms: { EN: 'Full terms.' },
      bannerUrl: null,
      startsAt: Date.UTC(2026, 1, 1, 2, 0),
      endsAt: null,
      trigger: { kind: 'nth_deposit', depositNth: 1, minDeposit: '50000' },
      reward: {
        kind: 'bonus',
        fixedAmount: '0',
        percentBps: 15_050,
        maxAmount: '500000',
        wageringMultiplier: 20,
        maxBet: '0',
        categoryWeights: { LIVE: 10 },
        gameWeights: { 'pg-mahjong': 0 },
        expiryDays: 30,
        conversionCapMultiplier: 0,
      },
      audience: { newMembersOnly: false, tags: [] },
      promoCode: null,
      budgetTotal: '10000000',
      receiversMax: 300,
      onePerIdentity: true,
      autoApproveMax: '100050',
      status: 'draft',
      sort: 0,
    });
  });

  it('refuses a reward of nothing, a weight above 100 and a missing default text, and sends nothing', async () => {
    const calls = stubApi({ 'POST /wps/staff/promotions/create': promotion({ code: 'reload-150' }) });
    renderWithApp(<PromotionForm promotion={null} onClose={() => undefined} />, { staff: manager });
    fillBasics();
    type(/^Title \(EN\)/, '');
    type('Live casino: counts toward wagering, in percent', '101');
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('Give a fixed amount, a percent, or both.')).toBeTruthy();
    expect(screen.getByText('A whole percent from 0 to 100.')).toBeTruthy();
    expect(screen.getByText("Required in the brand's default language.")).toBeTruthy();
    expect(screen.getByLabelText('Live casino: counts toward wagering, in percent').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Some fields need a look: they are marked.')).toBeTruthy();
    expect(creates(calls)).toHaveLength(0);

    // Fixed: a fixed amount on a sign-up, the weight within 100, the title back.
    fireEvent.change(screen.getByLabelText('Trigger'), { target: { value: 'sign_up' } });
    expect(screen.queryByLabelText(/^Percent of the deposit/)).toBeNull();
    type(/^Fixed amount \(PHP\)/, '88.8');
    type('Live casino: counts toward wagering, in percent', '100');
    type(/^Title \(EN\)/, 'Welcome gift');
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    await waitFor(() => expect(creates(calls)).toHaveLength(1));
    expect(creates(calls)[0]?.body).toMatchObject({
      title: { EN: 'Welcome gift' },
      trigger: { kind: 'sign_up', depositNth: null, minDeposit: '0' },
      reward: { fixedAmount: '8880', percentBps: 0, categoryWeights: { LIVE: 100 } },
    });
  });

  it('asks for a reason before an update, names what changed, and shows a refusal', async () => {
    const welcome = promotion();
    const calls = stubApi({
      'GET /wps/staff/promotions': { list: [welcome] },
      'POST /wps/staff/promotions/update': (c: Call) => (c.body?.reason === 'typo' ? refused('promotion_refused', 'no') : { ...welcome, reward: { ...welcome.reward, maxAmount: '800000' } }),
    });
    renderWithApp(<PromotionsScreen />, { path: '/promotions', staff: manager });
    fireEvent.click(await screen.findByText('Welcome bonus 100%'));
    const drawer = screen.getByRole('complementary', { name: 'Edit welcome-100' });
    // The saved promotion in the units people read.
    expect((within(drawer).getByLabelText(/^Percent of the deposit/) as HTMLInputElement).value).toBe('100');
    expect((within(drawer).getByLabelText(/^Most one reward can be/) as HTMLInputElement).value).toBe('5000');
    expect((within(drawer).getByLabelText(/^Smallest deposit that counts/) as HTMLInputElement).value).toBe('500');
    expect((within(drawer).getByLabelText('Sports: counts toward wagering, in percent') as HTMLInputElement).value).toBe('50');
    expect((within(drawer).getByLabelText('Game 1: game code') as HTMLInputElement).value).toBe('pg-mahjong');

    type(/^Most one reward can be/, '8,000');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save the changes to welcome-100?' });
    expect(within(dialog).getByText('You change: reward and bonus terms.')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(updates(calls)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'typo' } });
    fireEvent.click(confirm);
    // The server's refusal shows in the form, and the edit stays open.
    expect(await within(drawer).findByText('The request failed. Try again.')).toBeTruthy();
    expect(updates(calls)[0]?.body?.reason).toBe('typo');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    const again = await screen.findByRole('alertdialog', { name: 'Save the changes to welcome-100?' });
    fireEvent.change(within(again).getByRole('textbox'), { target: { value: 'Cap raised by finance, ticket 4411' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates(calls)).toHaveLength(2));
    const { id, budgetUsed, receivers, pending, converted, forfeited, cashIssued, createdAt, updatedAt, ...input } = welcome;
    void [budgetUsed, receivers, pending, converted, forfeited, cashIssued, createdAt, updatedAt];
    expect(updates(calls)[1]?.body).toEqual({ ...input, reward: { ...input.reward, maxAmount: '800000' }, id, reason: 'Cap raised by finance, ticket 4411' });
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Edit welcome-100' })).toBeNull());
  });
});
