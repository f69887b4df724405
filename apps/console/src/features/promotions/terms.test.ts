import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { currencySymbol, parseAmount, parsePercent, percentText } from './format';
import { rewardHeadline, termsLines } from './terms';
import { promotion } from './testing';

const context = () => ({ t: i18n.t.bind(i18n), symbol: currencySymbol('PHP'), offset: 480 });

describe('the terms in plain words', () => {
  it('writes a deposit bonus as the player site shows it', () => {
    expect(termsLines(promotion(), context())).toEqual([
      '100% of the first deposit of at least ₱500 up to ₱5,000',
      'Wager 10× the bonus within 30 days.',
      'Bets of at most ₱250 while the bonus is active.',
      'Counts toward wagering: Sports 50%, Live casino 10%; other games 100%.',
      'Not playable with the bonus: pg-mahjong.',
      'One per person: phone number, e-mail, bank account and device.',
      'For the first 500 members.',
      'While the budget of ₱50,000 lasts.',
      'From 2026-01-01 08:00 to 2026-04-01 00:00 (GMT+8).',
    ]);
  });

  it('writes cash, codes and sign-ups without bonus terms, in Tagalog too', async () => {
    const cash = promotion({
      trigger: { kind: 'promo_code', depositNth: null, minDeposit: '0', missionId: null, minPoints: 0 },
      promoCode: 'SUMMER25',
      reward: { ...promotion().reward, kind: 'cash', fixedAmount: '10050', percentBps: 0 },
      budgetTotal: '0',
      receiversMax: null,
      onePerIdentity: false,
      endsAt: null,
    });
    expect(termsLines(cash, context())).toEqual(['₱100.50 with the code SUMMER25', 'Paid as real money: no wagering.', 'From 2026-01-01 08:00 (GMT+8) until further notice.']);
    const fourth = promotion({ trigger: { kind: 'nth_deposit', depositNth: 4, minDeposit: '0', missionId: null, minPoints: 0 }, reward: { ...promotion().reward, fixedAmount: '20000', percentBps: 550 } });
    expect(rewardHeadline(fourth, context())).toBe('₱200 plus 5.5% of deposit no. 4, up to ₱5,000 in all');
    const application = promotion({ trigger: { kind: 'application', depositNth: null, minDeposit: '0', missionId: null, minPoints: 0 }, reward: { ...promotion().reward, fixedAmount: '0', percentBps: 0, maxAmount: '300000' } });
    expect(rewardHeadline(application, context())).toBe('A reward set by staff on an approved application (up to ₱3,000)');
    await i18n.changeLanguage('ty');
    expect(rewardHeadline(promotion(), context())).toBe('100% ng unang deposito na hindi bababa sa ₱500 hanggang ₱5,000');
  });
});

describe('the mission and points-mall triggers, points and free spins', () => {
  const fixed = { ...promotion().reward, percentBps: 0, wageringMultiplier: 0, maxBet: '0', categoryWeights: {}, gameWeights: {} };
  const spins = promotion({
    trigger: { kind: 'points_spent', depositNth: null, minDeposit: '0', missionId: null, minPoints: 5000 },
    reward: { ...fixed, kind: 'free_spins', fixedAmount: '4000', maxAmount: '4000', expiryDays: 7, freeSpins: { gameCode: 'lucky-reels', rounds: 20, stake: '250' } },
    budgetTotal: '0',
    receiversMax: null,
    onePerIdentity: false,
    endsAt: null,
  });
  const points = promotion({
    trigger: { kind: 'mission_done', depositNth: null, minDeposit: '0', missionId: 12, minPoints: 0 },
    reward: { ...fixed, kind: 'points', fixedAmount: '1500', maxAmount: '1500' },
  });

  afterEach(() => i18n.changeLanguage('en'));

  it('writes free spins by game, stake and days, earned by points spent, without bonus terms', () => {
    expect(termsLines(spins, { ...context(), gameName: 'Lucky Reels' })).toEqual([
      '20 free spins on Lucky Reels at ₱2.50 each for spending at least 5,000 points in one go in the points mall',
      'A redemption or a conversion counts; a physical reward counts when it is sent.',
      "Valid 7 days; wins are real money with no wagering; the stakes are on the house and are not the member's valid bet.",
      'From 2026-01-01 08:00 (GMT+8) until further notice.',
    ]);
    // Without the game's name (the list of games not loaded), its code.
    expect(rewardHeadline(spins, context())).toBe('20 free spins on lucky-reels at ₱2.50 each for spending at least 5,000 points in one go in the points mall');
  });

  it('writes points for a named mission or any, in Tagalog too', async () => {
    expect(rewardHeadline(points, { ...context(), missionTitle: 'Spin 100 times' })).toBe('1,500 points for completing the mission «Spin 100 times»');
    expect(termsLines(points, context())[1]).toBe("Added to the member's points, to spend in the points mall.");
    const any = promotion({ ...points, trigger: { ...points.trigger, missionId: null } });
    expect(rewardHeadline(any, context())).toBe('1,500 points for completing any mission after joining');
    await i18n.changeLanguage('ty');
    expect(rewardHeadline(points, { ...context(), missionTitle: 'Mag-spin nang 100 beses' })).toBe('1,500 puntos sa pagtapos ng misyong «Mag-spin nang 100 beses»');
    expect(rewardHeadline(spins, { ...context(), gameName: 'Lucky Reels' })).toBe(
      '20 libreng spin sa Lucky Reels na tig-₱2.50 bawat isa sa paggastos ng hindi bababa sa 5,000 puntos nang minsanan sa points mall',
    );
  });
});

describe('the units people type', () => {
  it('reads percents as basis points and amounts as minor units, refusing what is neither', () => {
    expect(parsePercent('150.5', 100_000)).toBe(15_050);
    expect(parsePercent('12.25 %', 100_000)).toBe(1225);
    expect(parsePercent('', 100_000)).toBe(0);
    expect(parsePercent('1000.01', 100_000)).toBeNull();
    expect(parsePercent('1.234', 100_000)).toBeNull();
    expect(percentText(15_050)).toBe('150.5%');
    expect(parseAmount('5,000', false)).toBe('500000');
    expect(parseAmount('', true)).toBe('0');
    expect(parseAmount('', false)).toBeNull();
    expect(parseAmount('12.345', true)).toBeNull();
  });
});
