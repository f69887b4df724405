import { describe, expect, it } from 'vitest';
import { bonusRefusal } from './bonus-refusal';
import { StudioError } from './envelope';

describe('a bet refused for the active bonus', () => {
  it('names the text of each refusal, with the max bet when the refusal carries it', () => {
    expect(bonusRefusal(new StudioError(400, 'bonus_game_excluded', 'bet: excluded'))).toEqual({ key: 'bonusGameExcluded', max: null });
    expect(bonusRefusal(new StudioError(400, 'bonus_max_bet', 'bet: above the max bet of 200.00'))).toEqual({ key: 'bonusMaxBetPlain', max: null });
    expect(bonusRefusal(new StudioError(400, 'bonus_max_bet', 'bet: above', { max: '20000' }))).toEqual({ key: 'bonusMaxBet', max: '20000' });
    expect(bonusRefusal(new StudioError(400, 'insufficient_funds', 'short'))).toBeNull();
    expect(bonusRefusal(new Error('bonus_max_bet'))).toBeNull();
  });
});
