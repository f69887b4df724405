import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZStaffPromotionInput } from '@wps/contracts/staff';
import { renderWithApp } from '@/testing/render';
import { formValuesOf, toPromotionBody } from './form-values';
import { PromotionForm } from './promotion-form';
import { PromotionsScreen } from './promotions-screen';
import { game, manager, mission, promotion, refused, stubApi, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const creates = (calls: Call[]) => calls.filter((c) => c.path === '/wps/staff/promotions/create');
const updates = (calls: Call[]) => calls.filter((c) => c.path === '/wps/staff/promotions/update');

/** What every new promotion in these tests needs: a code, the default language's texts, a start and a cap. */
const fillBasics = (withMax = true) => {
  type(/^Code/, 'reload-150');
  type(/^Title \(EN\)/, 'Reload 150%');
  type(/^Summary \(EN\)/, '150% on your first deposit.');
  type(/^Terms in your own words \(EN\)/, 'Full terms.');
  type(/^Starts/, '2026-02-01T10:00');
  if (withMax) type(/^Most one reward can be/, '5,000');
};

const context = { languages: ['EN', 'TY'], offset: 480 };

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
      trigger: { kind: 'nth_deposit', depositNth: 1, minDeposit: '50000', missionId: null, minPoints: 0 },
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
        freeSpins: null,
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

  it('waits for a chosen mission and gives points: no percent, no money amount, a body the contract takes', async () => {
    const calls = stubApi({
      'GET /wps/staff/engagement/missions': { list: [mission(), mission({ id: 13, title: { EN: 'Deposit twice' } })] },
      'POST /wps/staff/promotions/create': promotion({ code: 'reload-150' }),
    });
    const onClose = vi.fn();
    renderWithApp(<PromotionForm promotion={null} onClose={onClose} />, { staff: manager });
    fillBasics(false);
    fireEvent.change(screen.getByLabelText('Trigger'), { target: { value: 'mission_done' } });
    const select = (await screen.findByLabelText(/^Mission/)) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toEqual(['Any mission', 'Spin 100 times', 'Deposit twice']));
    fireEvent.change(select, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Points' }));
    expect(screen.queryByLabelText(/^Fixed amount/)).toBeNull();
    expect(screen.queryByLabelText(/^Percent of the deposit/)).toBeNull();
    expect(screen.queryByLabelText(/^Most one reward can be/)).toBeNull();
    type(/^Points given/, '1,500');
    const preview = screen.getByRole('list', { name: 'The terms in plain words' });
    expect(within(preview).getByText('1,500 points for completing the mission «Spin 100 times»')).toBeTruthy();
    expect(within(preview).getByText("Added to the member's points, to spend in the points mall.")).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = creates(calls)[0]?.body;
    expect(body).toMatchObject({
      trigger: { kind: 'mission_done', depositNth: null, minDeposit: '0', missionId: 12, minPoints: 0 },
      reward: { kind: 'points', fixedAmount: '1500', maxAmount: '1500', percentBps: 0, wageringMultiplier: 0, freeSpins: null },
    });
    expect(ZStaffPromotionInput.safeParse(body).success).toBe(true);
  });

  it('gives free spins on a studio slot for points spent, with their cost, and sends rounds × stake as the amount', async () => {
    const calls = stubApi({
      'GET /wps/staff/games': { list: [game('lucky-reels', 'Lucky Reels'), game('crash', 'Crash', { classify: 'AC' })], total: 2 },
      'POST /wps/staff/promotions/create': promotion({ code: 'reload-150' }),
    });
    const onClose = vi.fn();
    renderWithApp(<PromotionForm promotion={null} onClose={onClose} />, { staff: manager });
    fillBasics(false);
    fireEvent.change(screen.getByLabelText('Trigger'), { target: { value: 'points_spent' } });
    type(/^Least points spent in one go/, '5000');
    fireEvent.click(screen.getByRole('radio', { name: 'Free spins' }));
    const gameSelect = screen.getByLabelText(/^Game/) as HTMLSelectElement;
    // Only the studio's slots: an original of the same vendor is not offered.
    await waitFor(() => expect([...gameSelect.options].map((o) => o.textContent)).toEqual(['Choose a game', 'Lucky Reels']));
    expect(calls.find((c) => c.path === '/wps/staff/games')?.query.get('vassalage')).toBe('WPS');
    fireEvent.change(gameSelect, { target: { value: 'lucky-reels' } });
    expect(screen.getByTestId('spins-cost').textContent).toBe('The cost to the budget shows once the rounds and the stake are given.');
    type(/^Rounds/, '20');
    type(/^Stake per spin \(PHP\)/, '2');
    type(/^Valid for/, '7');
    expect(screen.getByTestId('spins-cost').textContent).toBe('Cost to the budget per member: 20 × ₱2 = ₱40');
    expect(screen.queryByLabelText(/^Percent of the deposit/)).toBeNull();
    expect(screen.queryByLabelText(/^Wagering/)).toBeNull();
    const preview = screen.getByRole('list', { name: 'The terms in plain words' });
    expect(within(preview).getByText('20 free spins on Lucky Reels at ₱2 each for spending at least 5,000 points in one go in the points mall')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = creates(calls)[0]?.body;
    expect(body).toMatchObject({
      trigger: { kind: 'points_spent', missionId: null, minPoints: 5000 },
      reward: { kind: 'free_spins', fixedAmount: '4000', maxAmount: '4000', percentBps: 0, expiryDays: 7, freeSpins: { gameCode: 'lucky-reels', rounds: 20, stake: '200' } },
    });
    expect(ZStaffPromotionInput.safeParse(body).success).toBe(true);
  });

  it('asks for the game, rounds, stake and least points, and offers the studio slot when the games list is not readable', async () => {
    const calls = stubApi({ 'POST /wps/staff/promotions/create': promotion({ code: 'reload-150' }) });
    renderWithApp(<PromotionForm promotion={null} onClose={() => undefined} />, { staff: manager });
    fillBasics(false);
    fireEvent.change(screen.getByLabelText('Trigger'), { target: { value: 'points_spent' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Free spins' }));
    type(/^Rounds/, '501');
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('Choose the game.')).toBeTruthy();
    expect(screen.getByText('Whole rounds from 1 to 500.')).toBeTruthy();
    expect(screen.getByText('Whole points from 1 to 1,000,000,000.')).toBeTruthy();
    expect(creates(calls)).toHaveLength(0);
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/staff/games')).toBe(true));
    expect([...(screen.getByLabelText(/^Game/) as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'lucky-reels']);
  });
});

describe('the form values of the new triggers and kinds', () => {
  it('round-trips a saved promotion to the same input, which the contract takes', () => {
    const saved = [
      promotion({
        trigger: { kind: 'mission_done', depositNth: null, minDeposit: '0', missionId: null, minPoints: 0 },
        reward: { ...promotion().reward, kind: 'points', fixedAmount: '2500', maxAmount: '2500', percentBps: 0, wageringMultiplier: 0, maxBet: '0', categoryWeights: {}, gameWeights: {} },
      }),
      promotion({
        trigger: { kind: 'points_spent', depositNth: null, minDeposit: '0', missionId: null, minPoints: 800 },
        reward: {
          ...promotion().reward,
          kind: 'free_spins',
          fixedAmount: '5000',
          maxAmount: '5000',
          percentBps: 0,
          wageringMultiplier: 0,
          maxBet: '0',
          categoryWeights: {},
          gameWeights: {},
          expiryDays: 3,
          freeSpins: { gameCode: 'lucky-reels', rounds: 10, stake: '500' },
        },
      }),
      promotion({ trigger: { kind: 'mission_done', depositNth: null, minDeposit: '0', missionId: 12, minPoints: 0 }, reward: { ...promotion().reward, kind: 'cash', fixedAmount: '10000', percentBps: 0, wageringMultiplier: 0, maxBet: '0', categoryWeights: {}, gameWeights: {} } }),
    ];
    for (const p of saved) {
      const body = toPromotionBody(formValuesOf(p, context), context);
      expect(body.trigger).toEqual(p.trigger);
      expect(body.reward).toEqual(p.reward);
      expect(ZStaffPromotionInput.safeParse(body).success).toBe(true);
    }
  });
});
