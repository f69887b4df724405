import { type TPromotion, WAGER_CATEGORIES } from '@wps/contracts/player';
import type { TFunction } from 'i18next';
import { money } from '@/lib/money';
import { formatInOffset } from '@/lib/time';

/**
 * Every term of a promotion in plain words, generated from the fields the
 * server enforces (issue 15: terms visible before opting in; players feel
 * cheated by a max bet or an excluded game they were never shown). The
 * operator's own text comes after these, never instead of them.
 */
export type TermLine = { id: string; text: string; tone?: 'warn' };
export type TermSection = { id: 'reward' | 'how' | 'bonus' | 'who'; title: string; lines: TermLine[] };
export type TermContext = { symbol: string; gmtOffsetMinutes: number };

/** Basis points as a percent: 10000 → "100", 5050 → "50.5". */
export const percentOf = (bps: number): string => String(bps / 100);

/** "first deposit", "second deposit"… as the promotion's trigger counts them. */
export const nthDeposit = (t: TFunction, n: number): string => {
  if (n === 1) return t('promotions.terms.nth_1');
  if (n === 2) return t('promotions.terms.nth_2');
  if (n === 3) return t('promotions.terms.nth_3');
  return t('promotions.terms.nth_n', { n });
};

const isPositive = (minor: string) => BigInt(minor) > 0n;
const times = (minor: string, n: number) => (BigInt(minor) * BigInt(n)).toString();

/** A count as both languages write it: 1500 → "1,500". */
export const countText = (n: number | string | bigint): string => BigInt(n).toLocaleString('en-US');

/** The free spins' game by name (the server names it in gameNames), else its code. */
export const spinsGame = (p: TPromotion): string => {
  const code = p.reward.freeSpins?.gameCode ?? '';
  return p.gameNames[code] ?? code;
};

/** Free spins in words: "10 free spins on Lucky Reels at ₱2.00 each". */
const spinsLine = (p: TPromotion, t: TFunction, symbol: string): string | null => {
  const spins = p.reward.freeSpins;
  if (!spins) return null;
  return t('promotions.terms.reward_spins', { rounds: countText(spins.rounds), game: spinsGame(p), stake: money(symbol, spins.stake) });
};

/**
 * What the reward is: a percent of the qualifying deposit up to its most,
 * and/or a fixed amount; points and free spins are a count of their own
 * (no percent), free spins with how long they last and what their wins are.
 */
const rewardLines = (p: TPromotion, t: TFunction, { symbol }: TermContext): TermLine[] => {
  const r = p.reward;
  const lines: TermLine[] = [];
  if (r.kind === 'points') {
    lines.push({ id: 'reward-points', text: t('promotions.terms.reward_points', { n: countText(r.fixedAmount) }) });
    lines.push({ id: 'reward-kind', text: t('promotions.terms.reward_is_points') });
    return lines;
  }
  if (r.kind === 'free_spins') {
    const spins = spinsLine(p, t, symbol);
    if (spins) lines.push({ id: 'reward-spins', text: spins });
    lines.push({ id: 'spins-expiry', text: r.expiryDays === 1 ? t('promotions.terms.spins_expiry_one') : t('promotions.terms.spins_expiry_many', { n: r.expiryDays }) });
    lines.push({ id: 'reward-kind', text: t('promotions.terms.reward_is_spins') });
    lines.push({ id: 'spins-stake', text: t('promotions.terms.spins_stake') });
    return lines;
  }
  if (r.percentBps > 0) {
    const percent = percentOf(r.percentBps);
    const max = money(symbol, r.maxAmount);
    if (p.trigger.kind === 'nth_deposit') {
      lines.push({ id: 'reward-percent', text: t('promotions.terms.reward_percent_nth', { percent, nth: nthDeposit(t, p.trigger.depositNth ?? 1), max }) });
    } else if (p.trigger.kind === 'deposit_amount') {
      lines.push({ id: 'reward-percent', text: t('promotions.terms.reward_percent_amount', { percent, min: money(symbol, p.trigger.minDeposit), max }) });
    } else {
      lines.push({ id: 'reward-percent', text: t('promotions.terms.reward_percent', { percent, max }) });
    }
  }
  if (isPositive(r.fixedAmount)) {
    const amount = money(symbol, r.fixedAmount);
    lines.push({
      id: 'reward-fixed',
      text: r.kind === 'cash' ? t('promotions.terms.reward_fixed_cash', { amount }) : t('promotions.terms.reward_fixed_bonus', { amount }),
    });
  }
  lines.push({ id: 'reward-kind', text: r.kind === 'cash' ? t('promotions.terms.reward_is_cash') : t('promotions.terms.reward_is_bonus') });
  return lines;
};

/** What earns it (the trigger). */
const howLines = (p: TPromotion, t: TFunction, { symbol }: TermContext): TermLine[] => {
  const { kind, depositNth, minDeposit, missionId, minPoints } = p.trigger;
  const min = money(symbol, minDeposit);
  const hasMin = isPositive(minDeposit);
  const lines: TermLine[] = [];
  switch (kind) {
    case 'sign_up':
      lines.push({ id: 'how', text: t('promotions.terms.how_sign_up') });
      break;
    case 'nth_deposit': {
      const nth = nthDeposit(t, depositNth ?? 1);
      lines.push({ id: 'how', text: hasMin ? t('promotions.terms.how_nth_min', { nth, min }) : t('promotions.terms.how_nth', { nth }) });
      break;
    }
    case 'deposit_amount':
      lines.push({ id: 'how', text: hasMin ? t('promotions.terms.how_amount', { min }) : t('promotions.terms.how_any_deposit') });
      break;
    case 'promo_code':
      lines.push({ id: 'how', text: t('promotions.terms.how_code') });
      break;
    case 'manual_claim':
      lines.push({ id: 'how', text: t('promotions.terms.how_claim') });
      break;
    case 'application':
      lines.push({ id: 'how', text: t('promotions.terms.how_application') });
      break;
    case 'mission_done':
      lines.push({
        id: 'how',
        text:
          missionId === null
            ? t('promotions.terms.how_mission_any')
            : p.missionTitle
              ? t('promotions.terms.how_mission', { title: p.missionTitle })
              : t('promotions.terms.how_mission_named'),
      });
      break;
    case 'points_spent':
      lines.push({ id: 'how', text: t('promotions.terms.how_points', { n: countText(minPoints) }) });
      lines.push({ id: 'points-physical', text: t('promotions.terms.points_physical') });
      break;
  }
  if (p.needsCode && kind !== 'promo_code') lines.push({ id: 'needs-code', text: t('promotions.terms.needs_code') });
  return lines;
};

const categoryName = (t: TFunction, code: string): string => t(`category.${code}`, { defaultValue: code });

/**
 * How bets count toward wagering while a bonus is active: each category and
 * game whose share is not 100 %, exclusions (0) first and flagged. Shared by
 * the promotion's terms and a bonus's card (bonusDetails).
 */
export const weightLines = (
  categoryWeights: Readonly<Record<string, number | undefined>>,
  gameWeights: Readonly<Record<string, number>>,
  t: TFunction,
  gameNames: Readonly<Record<string, string>> = {},
): TermLine[] => {
  const known: readonly string[] = WAGER_CATEGORIES;
  const categories = Object.entries(categoryWeights)
    .filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] !== 100)
    .sort(([a], [b]) => (known.indexOf(a) === -1 ? 99 : known.indexOf(a)) - (known.indexOf(b) === -1 ? 99 : known.indexOf(b)));
  const games = Object.entries(gameWeights)
    .filter(([, w]) => w !== 100)
    .sort(([a], [b]) => a.localeCompare(b));
  const excluded: TermLine[] = [];
  const partial: TermLine[] = [];
  for (const [code, weight] of categories) {
    const name = categoryName(t, code);
    if (weight === 0) excluded.push({ id: `weight-${code}`, text: t('promotions.terms.excluded', { name }), tone: 'warn' });
    else partial.push({ id: `weight-${code}`, text: t('promotions.terms.weight', { name, weight }) });
  }
  for (const [code, weight] of games) {
    const name = gameNames[code] ?? code;
    if (weight === 0) excluded.push({ id: `game-${code}`, text: t('promotions.terms.excluded', { name }), tone: 'warn' });
    else partial.push({ id: `game-${code}`, text: t('promotions.terms.weight', { name, weight }) });
  }
  const rest: TermLine =
    excluded.length + partial.length === 0 ? { id: 'weight-all', text: t('promotions.terms.weights_all') } : { id: 'weight-rest', text: t('promotions.terms.weights_rest') };
  return [...excluded, ...partial, rest];
};

/** The rules of the bonus money: wagering, max bet, weights and exclusions, expiry, conversion cap. */
const bonusLines = (p: TPromotion, t: TFunction, { symbol }: TermContext): TermLine[] => {
  const r = p.reward;
  // A fixed bonus has known figures; a percent one depends on the deposit.
  const fixed = r.percentBps === 0 && isPositive(r.fixedAmount) ? r.fixedAmount : null;
  const lines: TermLine[] = [];
  if (r.wageringMultiplier > 0) {
    lines.push({
      id: 'wagering',
      text: fixed
        ? t('promotions.terms.wagering_total', { n: r.wageringMultiplier, total: money(symbol, times(fixed, r.wageringMultiplier)) })
        : t('promotions.terms.wagering', { n: r.wageringMultiplier }),
    });
  } else {
    lines.push({ id: 'wagering', text: t('promotions.terms.wagering_none') });
  }
  lines.push(
    isPositive(r.maxBet)
      ? { id: 'max-bet', text: t('promotions.terms.max_bet', { amount: money(symbol, r.maxBet) }), tone: 'warn' }
      : { id: 'max-bet', text: t('promotions.terms.max_bet_none') },
  );
  lines.push(...weightLines(r.categoryWeights, r.gameWeights, t, p.gameNames));
  lines.push({ id: 'expiry', text: r.expiryDays === 1 ? t('promotions.terms.expiry_one') : t('promotions.terms.expiry_many', { n: r.expiryDays }) });
  if (r.conversionCapMultiplier > 0) {
    lines.push({
      id: 'cap',
      text: fixed
        ? t('promotions.terms.cap_total', { n: r.conversionCapMultiplier, total: money(symbol, times(fixed, r.conversionCapMultiplier)) })
        : t('promotions.terms.cap', { n: r.conversionCapMultiplier }),
      tone: 'warn',
    });
  } else {
    lines.push({ id: 'cap', text: t('promotions.terms.cap_none') });
  }
  lines.push({ id: 'one-active', text: t('promotions.terms.one_active') });
  lines.push({ id: 'withdraw-forfeits', text: t('promotions.terms.withdraw_forfeits'), tone: 'warn' });
  return lines;
};

/** Who may take part, how often, how many are left and when it runs. */
const whoLines = (p: TPromotion, t: TFunction, { gmtOffsetMinutes }: TermContext): TermLine[] => {
  const at = (ms: number) => formatInOffset(ms, gmtOffsetMinutes);
  const lines: TermLine[] = [];
  if (p.audience.newMembersOnly) lines.push({ id: 'audience', text: t('promotions.terms.new_members', { date: at(p.startsAt) }) });
  else if (p.audience.tags.length > 0) lines.push({ id: 'audience', text: t('promotions.terms.selected_members') });
  else lines.push({ id: 'audience', text: t('promotions.terms.everyone') });
  if (p.audience.newMembersOnly && p.audience.tags.length > 0) lines.push({ id: 'audience-tags', text: t('promotions.terms.selected_members') });
  lines.push({ id: 'once', text: p.onePerIdentity ? t('promotions.terms.one_per_identity') : t('promotions.terms.one_per_member') });
  if (p.exhausted) lines.push({ id: 'places', text: t('promotions.terms.exhausted'), tone: 'warn' });
  else if (p.receiversLeft !== null) lines.push({ id: 'places', text: t('promotions.terms.places_left', { n: p.receiversLeft }) });
  lines.push({
    id: 'period',
    text: p.endsAt === null ? t('promotions.terms.period_open', { start: at(p.startsAt) }) : t('promotions.terms.period', { start: at(p.startsAt), end: at(p.endsAt) }),
  });
  return lines;
};

/** The generated terms in sections; the bonus section only for bonus money. */
export const promotionTerms = (p: TPromotion, t: TFunction, context: TermContext): TermSection[] => {
  const sections: TermSection[] = [
    { id: 'reward', title: t('promotions.terms.section_reward'), lines: rewardLines(p, t, context) },
    { id: 'how', title: t('promotions.terms.section_how'), lines: howLines(p, t, context) },
  ];
  if (p.reward.kind === 'bonus') sections.push({ id: 'bonus', title: t('promotions.terms.section_bonus'), lines: bonusLines(p, t, context) });
  sections.push({ id: 'who', title: t('promotions.terms.section_who'), lines: whoLines(p, t, context) });
  return sections;
};

/** The card's one-line offer: the reward's first line. */
export const rewardHeadline = (p: TPromotion, t: TFunction, context: TermContext): string => rewardLines(p, t, context)[0]?.text ?? '';

/** The operator's terms text as paragraphs (plain text, separated by blank lines). */
export const termParagraphs = (terms: string): string[] =>
  terms
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
