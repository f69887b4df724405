import { WAGER_CATEGORIES } from '@wps/contracts/staff';
import type { TFunction } from 'i18next';
import { brandTime, gmtLabel } from '@/lib/time';
import type { PromotionBody } from './form-values';
import { count, isDepositTrigger, moneyWords, percentText } from './format';

/** What the plain-words terms are made of: a promotion's definition, saved or being typed. */
export type TermsSource = Pick<
  PromotionBody,
  'trigger' | 'reward' | 'audience' | 'promoCode' | 'budgetTotal' | 'receiversMax' | 'onePerIdentity' | 'startsAt' | 'endsAt'
>;
/**
 * How the terms are written: the brand's currency sign and clock, and the
 * names of what the promotion refers to by id or code where they are known
 * (the mission a trigger waits for, the free spins' game).
 */
export type TermsContext = { t: TFunction; symbol: string; offset: number; missionTitle?: string; gameName?: string };

const positive = (minor: string) => BigInt(minor) > 0n;

/** The deposit that pays: "the first deposit", "deposit no. 4 of at least ₱500", "any deposit of at least ₱1,000". */
function depositWords({ trigger }: TermsSource, { t, symbol }: TermsContext): string {
  const min = positive(trigger.minDeposit) ? moneyWords(trigger.minDeposit, symbol) : null;
  if (trigger.kind === 'deposit_amount') return min ? t('promotions.deposit_any_min', { min }) : t('promotions.deposit_any');
  const n = trigger.depositNth ?? 1;
  const nth = n <= 3 ? t(`promotions.deposit_nth_${n}`) : t('promotions.deposit_nth', { n });
  return min ? t('promotions.deposit_at_least', { deposit: nth, min }) : nth;
}

/** What one reward is: money ("₱100"), points ("1,500 points") or free spins ("20 free spins on Lucky Reels at ₱2 each"). */
export function rewardWords({ reward }: Pick<TermsSource, 'reward'>, { t, symbol, gameName }: TermsContext): string {
  if (reward.kind === 'points') return t('promotions.terms_points_amount', { n: count(Number(reward.fixedAmount)) });
  if (reward.kind === 'free_spins' && reward.freeSpins) {
    const spins = reward.freeSpins;
    return t('promotions.terms_spins_amount', { rounds: count(spins.rounds), game: gameName ?? spins.gameCode, stake: moneyWords(spins.stake, symbol) });
  }
  if (reward.kind === 'free_spins') return t('promotions.terms_spins_unset');
  return moneyWords(reward.fixedAmount, symbol);
}

/** The reward in one line: "100% of the first deposit up to ₱5,000", "₱100 when you sign up", "1,500 points for any mission". */
export function rewardHeadline(source: TermsSource, context: TermsContext): string {
  const { t, symbol } = context;
  const { reward, trigger } = source;
  const amount = rewardWords(source, context);
  const max = moneyWords(reward.maxAmount, symbol);
  if (isDepositTrigger(trigger.kind)) {
    const deposit = depositWords(source, context);
    const percent = percentText(reward.percentBps);
    if (reward.percentBps > 0 && positive(reward.fixedAmount)) return t('promotions.terms_fixed_plus_percent', { amount, percent, deposit, max });
    if (reward.percentBps > 0) return t('promotions.terms_percent_of', { percent, deposit, max });
    return t('promotions.terms_fixed_on', { amount, deposit });
  }
  if (trigger.kind === 'promo_code') return t('promotions.terms_promo_code', { amount, code: source.promoCode ?? '—' });
  if (trigger.kind === 'application')
    return positive(reward.fixedAmount) ? t('promotions.terms_application', { amount, max }) : t('promotions.terms_application_staff', { max });
  if (trigger.kind === 'manual_claim') return t('promotions.terms_manual_claim', { amount });
  if (trigger.kind === 'mission_done') {
    if (trigger.missionId === null) return t('promotions.terms_mission_any', { amount });
    return t('promotions.terms_mission', { amount, mission: context.missionTitle ?? `#${trigger.missionId}` });
  }
  if (trigger.kind === 'points_spent') return t('promotions.terms_points_spent', { amount, points: count(trigger.minPoints) });
  return t('promotions.terms_sign_up', { amount });
}

/**
 * The promotion's terms in plain words, as the player site shows them
 * before a member opts in: the reward, wagering and its limits, who may take
 * part, how many, and when. Every line is a field the server enforces.
 */
export function termsLines(source: TermsSource, context: TermsContext): string[] {
  const { t, symbol, offset } = context;
  const { reward, audience } = source;
  const lines = [rewardHeadline(source, context)];
  if (source.trigger.kind === 'points_spent') lines.push(t('promotions.terms_points_physical'));
  if (reward.kind === 'cash') lines.push(t('promotions.terms_cash'));
  else if (reward.kind === 'points') lines.push(t('promotions.terms_points'));
  else if (reward.kind === 'free_spins') lines.push(t('promotions.terms_spins', { days: reward.expiryDays }));
  else {
    const days = reward.expiryDays;
    lines.push(
      reward.wageringMultiplier > 0
        ? t('promotions.terms_wager', { times: reward.wageringMultiplier, days })
        : t('promotions.terms_no_wager', { days }),
    );
    if (positive(reward.maxBet)) lines.push(t('promotions.terms_max_bet', { amount: moneyWords(reward.maxBet, symbol) }));
    const weights = WAGER_CATEGORIES.filter((c) => reward.categoryWeights[c] !== undefined && reward.categoryWeights[c] !== 100);
    if (weights.length > 0)
      lines.push(
        t('promotions.terms_weights', {
          list: weights.map((c) => `${t(`promotions.category_${c}`)} ${reward.categoryWeights[c]}%`).join(', '),
        }),
      );
    const games = Object.entries(reward.gameWeights);
    const excluded = games.filter(([, w]) => w === 0).map(([game]) => game);
    const weighted = games.filter(([, w]) => w > 0).map(([game, w]) => `${game} ${w}%`);
    if (weighted.length > 0) lines.push(t('promotions.terms_game_weights', { list: weighted.join(', ') }));
    if (excluded.length > 0) lines.push(t('promotions.terms_excluded', { games: excluded.join(', ') }));
    if (reward.conversionCapMultiplier > 0) lines.push(t('promotions.terms_cap', { times: reward.conversionCapMultiplier }));
  }
  if (audience.newMembersOnly) lines.push(t('promotions.terms_new_members'));
  if (audience.tags.length > 0) lines.push(t('promotions.terms_tags', { tags: audience.tags.join(', ') }));
  if (source.onePerIdentity) lines.push(t('promotions.terms_one_per_identity'));
  if (source.receiversMax !== null) lines.push(t('promotions.terms_receivers', { n: count(source.receiversMax) }));
  if (positive(source.budgetTotal)) lines.push(t('promotions.terms_budget', { amount: moneyWords(source.budgetTotal, symbol) }));
  const from = brandTime(source.startsAt, offset);
  lines.push(
    source.endsAt === null
      ? t('promotions.terms_window_open', { from, zone: gmtLabel(offset) })
      : t('promotions.terms_window', { from, to: brandTime(source.endsAt, offset), zone: gmtLabel(offset) }),
  );
  return lines;
}
