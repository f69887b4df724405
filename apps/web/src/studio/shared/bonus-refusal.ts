/**
 * A bet the platform refuses because of the member's active bonus (issue 15):
 * above the bonus's max bet, or on a game the bonus excludes. Every game's
 * dictionary carries the three texts; the max bet is named when the refusal
 * carries it (the platform's English message always does).
 */
import { StudioError } from './envelope';

export type TBonusRefusalKey = 'bonusMaxBet' | 'bonusMaxBetPlain' | 'bonusGameExcluded';

export function bonusRefusal(err: unknown): { key: TBonusRefusalKey; max: string | null } | null {
  if (!(err instanceof StudioError)) return null;
  if (err.code === 'bonus_game_excluded') return { key: 'bonusGameExcluded', max: null };
  if (err.code !== 'bonus_max_bet') return null;
  const max = err.value?.max;
  return max !== undefined && /^\d+$/.test(max) ? { key: 'bonusMaxBet', max } : { key: 'bonusMaxBetPlain', max: null };
}
