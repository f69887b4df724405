import { WAGER_CATEGORIES, type TStaffVipLadder, type TStaffVipLevel, type TWagerCategory } from '@wps/contracts/staff';
import type { TFunction } from 'i18next';
import { count, localText, moneyWords, percentText } from './format';

/** What the plain words are written with: the language, the brand's languages (for a level's name) and its currency sign. */
export type LadderWordsContext = { t: TFunction; symbol: string; language: string; languages: readonly string[] };

const positive = (minor: string) => BigInt(minor) > 0n;

/**
 * Rates per category in words: "1.2% on every game" when every category
 * earns the same, else the categories that earn, in the catalogue's order;
 * null when none does.
 */
function ratesWords(rates: Partial<Record<TWagerCategory, number>>, show: (rate: number) => string, { t }: LadderWordsContext): string | null {
  const earning = WAGER_CATEGORIES.filter((c) => (rates[c] ?? 0) > 0);
  if (earning.length === 0) return null;
  const first = rates[earning[0]!]!;
  if (earning.length === WAGER_CATEGORIES.length && earning.every((c) => rates[c] === first)) return t('loyalty.words_every_game', { rate: show(first) });
  return earning.map((c) => `${t(`promotions.category_${c}`)} ${show(rates[c]!)}`).join(', ');
}

/** A level's name in the console's language, else the brand's default; "Level 3" when it has none yet. */
export const levelName = (level: Pick<TStaffVipLevel, 'level' | 'name'>, { t, language, languages }: Pick<LadderWordsContext, 't' | 'language' | 'languages'>): string =>
  localText(level.name, language, languages) || t('loyalty.level_n', { level: level.level });

/**
 * One level in a sentence a finance team reads at a glance: "Level 2 Gold:
 * deposits ₱10,000 and valid bet ₱100,000 a month; rebate Slots and table
 * games 1.2%, Live casino 0.5%; points per ₱100 of valid bet: 2 on every
 * game; level-up gift ₱888; birthday gift ₱288."
 */
export function levelWords(level: TStaffVipLevel, context: LadderWordsContext): string {
  const { t, symbol } = context;
  const deposit = positive(level.depositThreshold) ? moneyWords(level.depositThreshold, symbol) : null;
  const bet = positive(level.validBetThreshold) ? moneyWords(level.validBetThreshold, symbol) : null;
  const needs =
    deposit && bet
      ? t('loyalty.words_needs_both', { deposit, bet })
      : deposit
        ? t('loyalty.words_needs_deposit', { deposit })
        : bet
          ? t('loyalty.words_needs_bet', { bet })
          : t('loyalty.words_needs_nothing');
  const rebate = ratesWords(level.rebateRates, percentText, context);
  const points = ratesWords(level.pointRates, count, context);
  const parts = [
    needs,
    rebate ? t('loyalty.words_rebate', { rates: rebate }) : t('loyalty.words_no_rebate'),
    points ? t('loyalty.words_points', { rates: points, unit: moneyWords('10000', symbol) }) : t('loyalty.words_no_points'),
  ];
  if (positive(level.levelUpGift)) parts.push(t('loyalty.words_level_up_gift', { amount: moneyWords(level.levelUpGift, symbol) }));
  if (positive(level.birthdayGift)) parts.push(t('loyalty.words_birthday_gift', { amount: moneyWords(level.birthdayGift, symbol) }));
  if (level.withdrawDailyMax !== null && level.withdrawDailyCount !== null) {
    parts.push(t('loyalty.words_withdraw', { amount: moneyWords(level.withdrawDailyMax, symbol), count: level.withdrawDailyCount }));
  }
  const name = localText(level.name, context.language, context.languages);
  return name ? t('loyalty.words_level', { level: level.level, name, terms: parts.join('; ') }) : t('loyalty.words_level_unnamed', { level: level.level, terms: parts.join('; ') });
}

/** What the points are worth: "100 points make ₱1; a conversion takes at least 1,000 points (₱10)." */
export function conversionWords({ pointsPerUnit, minConvert }: Pick<TStaffVipLadder, 'pointsPerUnit' | 'minConvert'>, { t, symbol }: LadderWordsContext): string | null {
  if (pointsPerUnit < 1 || minConvert < 1) return null;
  return t('loyalty.words_conversion', {
    points: count(pointsPerUnit),
    unit: moneyWords('100', symbol),
    min: count(minConvert),
    minAmount: moneyWords(pointsValue(minConvert, pointsPerUnit), symbol),
  });
}

/** What a number of points converts to, in minor units (rounded down, as a conversion pays). */
export const pointsValue = (points: number, pointsPerUnit: number): string =>
  pointsPerUnit < 1 ? '0' : ((BigInt(points) * 100n) / BigInt(pointsPerUnit)).toString();
