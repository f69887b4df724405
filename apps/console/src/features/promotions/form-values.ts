import {
  FIXED_REWARD_KINDS,
  FREE_SPINS_MAX,
  PROMOTION_CATEGORIES,
  PROMOTION_REWARD_KINDS,
  PROMOTION_STATUSES,
  PROMOTION_TEXT_MAX,
  PROMOTION_TRIGGERS,
  WAGER_CATEGORIES,
  WAGERING_MULTIPLIER_MAX,
  ZStaffPromotionInput,
  type TStaffPromotion,
  type TWagerCategory,
} from '@wps/contracts/staff';
import { z } from 'zod';
import { fromBrandInput, toBrandInput } from '@/lib/time';
import { amountInput, isDepositTrigger, parseAmount, parsePercent, parseWhole, percentInput } from './format';

/** The body the create and update calls take (the contract's output: defaults filled in). */
export type PromotionBody = z.output<typeof ZStaffPromotionInput>;

/** Where the form's times are read (the brand's clock) and which languages its texts are written in (the default first). */
export type FormContext = { languages: readonly string[]; offset: number };

/** The most a percent of a deposit may be: 1000 % (the contract's 100,000 basis points). */
export const PERCENT_MAX_BPS = 100_000;
const WEIGHT_PATTERN = /^\d{1,3}$/;
const GAME_CODE = /^[A-Za-z0-9_.:-]{1,64}$/;
const PROMO_CODE = /^[A-Za-z0-9]{3,32}$/;
const CODE = /^[a-z0-9-]{2,40}$/;
const BANNER = /^(\/|https:\/\/)[^\s<>"]*$/;
export const TAGS_MAX = 20;
export const RECEIVERS_MAX = 10_000_000;
export const SORT_MAX = 10_000;
/** The most points a reward gives or a trigger asks to be spent (the contract's bound on least points). */
export const POINTS_MAX = 1_000_000_000;
const DEFAULT_EXPIRY_DAYS = 30;

const ZTexts = z.record(z.string(), z.string());

/**
 * The form as people type it: money in major units, percents as percents,
 * weights as whole percents, times on the brand's clock, empty for "none".
 * Each rule shows at its field in the staff member's language; the result is
 * converted to the contract's units and checked by ZStaffPromotionInput
 * itself, so what the form sends is what the server validates.
 */
const ZPromotionFormFields = z.object({
  code: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  title: ZTexts,
  summary: ZTexts,
  terms: ZTexts,
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** missionId: a mission's id, or "" for any mission; minPoints: whole points. */
  trigger: z.object({ kind: z.enum(PROMOTION_TRIGGERS), depositNth: z.string(), minDeposit: z.string(), missionId: z.string(), minPoints: z.string() }),
  reward: z.object({
    kind: z.enum(PROMOTION_REWARD_KINDS),
    fixedAmount: z.string(),
    percent: z.string(),
    maxAmount: z.string(),
    wageringMultiplier: z.string(),
    maxBet: z.string(),
    categoryWeights: z.record(z.string(), z.string()),
    gameWeights: z.array(z.object({ game: z.string(), weight: z.string() })),
    expiryDays: z.string(),
    conversionCapMultiplier: z.string(),
    /** points: how many points. */
    points: z.string(),
    /** free_spins: the game, the rounds and each round's stake (major units). */
    spinsGame: z.string(),
    spinsRounds: z.string(),
    spinsStake: z.string(),
  }),
  audience: z.object({ newMembersOnly: z.boolean(), tags: z.string() }),
  promoCode: z.string(),
  budgetTotal: z.string(),
  receiversMax: z.string(),
  onePerIdentity: z.boolean(),
  autoApproveMax: z.string(),
  status: z.enum(PROMOTION_STATUSES),
  sort: z.string(),
});
export type PromotionFormValues = z.input<typeof ZPromotionFormFields>;

const tagsOf = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const weightOf = (text: string): number | null => (WEIGHT_PATTERN.test(text.trim()) && Number(text) <= 100 ? Number(text) : null);

/** Points and free spins are a count of their own: no percent, and the amount is not typed as money. */
export const isFixedKind = (kind: PromotionFormValues['reward']['kind']): boolean => FIXED_REWARD_KINDS.includes(kind);

/** The free spins as typed, in the contract's units; null while any part is unreadable. */
export function freeSpinsOf(reward: PromotionFormValues['reward']): { gameCode: string; rounds: number; stake: string } | null {
  const gameCode = reward.spinsGame.trim();
  const rounds = parseWhole(reward.spinsRounds, 1, FREE_SPINS_MAX);
  const stake = parseAmount(reward.spinsStake, false);
  return GAME_CODE.test(gameCode) && rounds !== null && stake !== null ? { gameCode, rounds, stake } : null;
}

/** Free spins' cost to the budget, rounds × stake (minor units): what the server makes their amount. */
export const spinsCost = (spins: { rounds: number; stake: string }): string => (BigInt(spins.rounds) * BigInt(spins.stake)).toString();

/** Texts written for a language; an empty one is left out (a language without text shows the default's). */
const writtenTexts = (texts: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== '').map(([lang, text]) => [lang, text.trim()]));

/**
 * The form's values in the contract's units. Used for the body once the
 * form is valid, and for the live preview while it is typed: anything not
 * (yet) readable counts as nothing.
 */
export function toPromotionBody(values: PromotionFormValues, { offset }: FormContext): PromotionBody {
  const trigger = values.trigger.kind;
  const reward = values.reward;
  const bonus = reward.kind === 'bonus';
  const fixedKind = isFixedKind(reward.kind);
  const spins = reward.kind === 'free_spins' ? freeSpinsOf(reward) : null;
  const points = reward.kind === 'points' ? String(parseWhole(reward.points, 1, POINTS_MAX) ?? 0) : null;
  // A count's amount is its own: points as typed, free spins their cost; both the most one reward can be.
  const fixedAmount = points ?? (spins ? spinsCost(spins) : reward.kind === 'free_spins' ? '0' : (parseAmount(reward.fixedAmount, true) ?? '0'));
  const categoryWeights: Partial<Record<TWagerCategory, number>> = {};
  for (const category of WAGER_CATEGORIES) {
    const weight = weightOf(reward.categoryWeights[category] ?? '');
    if (bonus && weight !== null) categoryWeights[category] = weight;
  }
  const gameWeights: Record<string, number> = {};
  if (bonus)
    for (const row of reward.gameWeights) {
      const weight = weightOf(row.weight);
      if (GAME_CODE.test(row.game.trim()) && weight !== null) gameWeights[row.game.trim()] = weight;
    }
  return {
    code: values.code.trim(),
    category: values.category,
    title: writtenTexts(values.title),
    summary: writtenTexts(values.summary),
    terms: writtenTexts(values.terms),
    bannerUrl: values.bannerUrl.trim() || null,
    startsAt: fromBrandInput(values.startsAt, offset) ?? 0,
    endsAt: fromBrandInput(values.endsAt, offset),
    trigger: {
      kind: trigger,
      depositNth: trigger === 'nth_deposit' ? parseWhole(values.trigger.depositNth, 1, 100, 1) : null,
      minDeposit: isDepositTrigger(trigger) ? (parseAmount(values.trigger.minDeposit, true) ?? '0') : '0',
      missionId: trigger === 'mission_done' ? parseWhole(values.trigger.missionId, 1, 2_147_483_647) : null,
      minPoints: trigger === 'points_spent' ? (parseWhole(values.trigger.minPoints, 0, POINTS_MAX) ?? 0) : 0,
    },
    reward: {
      kind: reward.kind,
      fixedAmount,
      // A percent of the deposit means something on a deposit only, and for money only.
      percentBps: isDepositTrigger(trigger) && !fixedKind ? (parsePercent(reward.percent, PERCENT_MAX_BPS) ?? 0) : 0,
      maxAmount: fixedKind ? fixedAmount : (parseAmount(reward.maxAmount, false) ?? '0'),
      wageringMultiplier: bonus ? (parseWhole(reward.wageringMultiplier, 0, WAGERING_MULTIPLIER_MAX, 0) ?? 0) : 0,
      maxBet: bonus ? (parseAmount(reward.maxBet, true) ?? '0') : '0',
      categoryWeights,
      gameWeights,
      expiryDays: parseWhole(reward.expiryDays, 1, 365, DEFAULT_EXPIRY_DAYS) ?? DEFAULT_EXPIRY_DAYS,
      conversionCapMultiplier: bonus ? (parseWhole(reward.conversionCapMultiplier, 0, 100, 0) ?? 0) : 0,
      freeSpins: spins,
    },
    audience: { newMembersOnly: values.audience.newMembersOnly, tags: tagsOf(values.audience.tags) },
    promoCode: trigger === 'promo_code' ? values.promoCode.trim() || null : null,
    budgetTotal: parseAmount(values.budgetTotal, true) ?? '0',
    receiversMax: parseWhole(values.receiversMax, 1, RECEIVERS_MAX),
    onePerIdentity: values.onePerIdentity,
    autoApproveMax: parseAmount(values.autoApproveMax, true) ?? '0',
    status: values.status,
    sort: parseWhole(values.sort, 0, SORT_MAX, 0) ?? 0,
  };
}

/** The form of a promotion, or of a new one (a draft starting on the next hour, 30 days to meet the wagering). */
export function formValuesOf(promotion: TStaffPromotion | null, { offset }: FormContext, now = Date.now()): PromotionFormValues {
  if (!promotion) {
    const nextHour = Math.ceil(now / 3_600_000) * 3_600_000;
    return {
      code: '',
      category: 'deposit',
      title: {},
      summary: {},
      terms: {},
      bannerUrl: '',
      startsAt: toBrandInput(nextHour, offset),
      endsAt: '',
      trigger: { kind: 'nth_deposit', depositNth: '1', minDeposit: '', missionId: '', minPoints: '' },
      reward: {
        kind: 'bonus',
        fixedAmount: '',
        percent: '',
        maxAmount: '',
        wageringMultiplier: '10',
        maxBet: '',
        categoryWeights: {},
        gameWeights: [],
        expiryDays: String(DEFAULT_EXPIRY_DAYS),
        conversionCapMultiplier: '',
        points: '',
        spinsGame: '',
        spinsRounds: '',
        spinsStake: '',
      },
      audience: { newMembersOnly: false, tags: '' },
      promoCode: '',
      budgetTotal: '',
      receiversMax: '',
      onePerIdentity: true,
      autoApproveMax: '',
      status: 'draft',
      sort: '0',
    };
  }
  const { reward, trigger } = promotion;
  const fixedKind = isFixedKind(reward.kind);
  const spins = reward.freeSpins;
  return {
    code: promotion.code,
    category: promotion.category,
    title: { ...promotion.title },
    summary: { ...promotion.summary },
    terms: { ...promotion.terms },
    bannerUrl: promotion.bannerUrl ?? '',
    startsAt: toBrandInput(promotion.startsAt, offset),
    endsAt: toBrandInput(promotion.endsAt, offset),
    trigger: {
      kind: trigger.kind,
      depositNth: trigger.depositNth === null ? '' : String(trigger.depositNth),
      minDeposit: amountInput(trigger.minDeposit),
      missionId: trigger.missionId === null ? '' : String(trigger.missionId),
      minPoints: trigger.kind === 'points_spent' ? String(trigger.minPoints) : '',
    },
    reward: {
      kind: reward.kind,
      // Points and free spins keep their amount in their own fields: it is not money typed.
      fixedAmount: fixedKind ? '' : amountInput(reward.fixedAmount),
      percent: percentInput(reward.percentBps),
      maxAmount: fixedKind ? '' : amountInput(reward.maxAmount),
      wageringMultiplier: String(reward.wageringMultiplier),
      maxBet: amountInput(reward.maxBet),
      categoryWeights: Object.fromEntries(Object.entries(reward.categoryWeights).map(([category, weight]) => [category, String(weight)])),
      gameWeights: Object.entries(reward.gameWeights).map(([game, weight]) => ({ game, weight: String(weight) })),
      expiryDays: String(reward.expiryDays),
      conversionCapMultiplier: reward.conversionCapMultiplier === 0 ? '' : String(reward.conversionCapMultiplier),
      points: reward.kind === 'points' ? String(reward.fixedAmount) : '',
      spinsGame: spins?.gameCode ?? '',
      spinsRounds: spins ? String(spins.rounds) : '',
      spinsStake: spins ? amountInput(spins.stake) : '',
    },
    audience: { newMembersOnly: promotion.audience.newMembersOnly, tags: promotion.audience.tags.join(', ') },
    promoCode: promotion.promoCode ?? '',
    budgetTotal: amountInput(promotion.budgetTotal),
    receiversMax: promotion.receiversMax === null ? '' : String(promotion.receiversMax),
    onePerIdentity: promotion.onePerIdentity,
    autoApproveMax: amountInput(promotion.autoApproveMax),
    status: promotion.status,
    sort: String(promotion.sort),
  };
}

type Issue = { path: (string | number)[]; message: string };

/** A reward of money: a fixed amount and/or a percent of the deposit, within the most one reward can be; a bonus's terms. */
function checkMoneyReward(values: PromotionFormValues, add: (path: (string | number)[], message: string) => void) {
  const trigger = values.trigger.kind;
  const reward = values.reward;
  const bonus = reward.kind === 'bonus';
  const fixed = parseAmount(reward.fixedAmount, true);
  const percent = isDepositTrigger(trigger) ? parsePercent(reward.percent, PERCENT_MAX_BPS) : 0;
  const max = parseAmount(reward.maxAmount, false);
  if (fixed === null) add(['reward', 'fixedAmount'], 'promotions.error_amount');
  if (percent === null) add(['reward', 'percent'], 'promotions.error_percent');
  // An application's reward may be left to staff, who set it when they approve.
  if (fixed === '0' && percent === 0 && trigger !== 'application')
    add(['reward', 'fixedAmount'], isDepositTrigger(trigger) ? 'promotions.error_fixed_or_percent' : 'promotions.error_fixed_needed');
  if (max === null) add(['reward', 'maxAmount'], 'promotions.error_max_amount');
  else if (fixed !== null && BigInt(fixed) > BigInt(max)) add(['reward', 'fixedAmount'], 'promotions.error_fixed_above_max');
  if (parseWhole(reward.expiryDays, 1, 365) === null && bonus) add(['reward', 'expiryDays'], 'promotions.error_days');

  if (bonus) {
    if (parseWhole(reward.wageringMultiplier, 0, WAGERING_MULTIPLIER_MAX, 0) === null) add(['reward', 'wageringMultiplier'], 'promotions.error_multiplier');
    if (parseAmount(reward.maxBet, true) === null) add(['reward', 'maxBet'], 'promotions.error_amount');
    if (parseWhole(reward.conversionCapMultiplier, 0, 100, 0) === null) add(['reward', 'conversionCapMultiplier'], 'promotions.error_cap');
    for (const category of WAGER_CATEGORIES) {
      const text = (reward.categoryWeights[category] ?? '').trim();
      if (text !== '' && weightOf(text) === null) add(['reward', 'categoryWeights', category], 'promotions.error_weight');
    }
    const seen = new Set<string>();
    reward.gameWeights.forEach((row, i) => {
      const game = row.game.trim();
      if (!GAME_CODE.test(game)) add(['reward', 'gameWeights', i, 'game'], 'promotions.error_game');
      else if (seen.has(game)) add(['reward', 'gameWeights', i, 'game'], 'promotions.error_game_twice');
      seen.add(game);
      if (weightOf(row.weight) === null) add(['reward', 'gameWeights', i, 'weight'], 'promotions.error_weight');
    });
  }
}

/** The form's own rules, each an i18n key at its field. */
function check(values: PromotionFormValues, { languages, offset }: FormContext): Issue[] {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path, message });
  const trigger = values.trigger.kind;
  const reward = values.reward;

  if (!CODE.test(values.code.trim())) add(['code'], 'promotions.error_code');
  const defaultLanguage = languages[0] ?? 'EN';
  for (const field of ['title', 'summary', 'terms'] as const) {
    const max = PROMOTION_TEXT_MAX[field];
    if (!(values[field][defaultLanguage] ?? '').trim()) add([field, defaultLanguage], 'promotions.error_default_text');
    for (const [lang, text] of Object.entries(values[field])) if (text.trim().length > max) add([field, lang], 'form.error_too_big');
  }
  const banner = values.bannerUrl.trim();
  if (banner && (banner.length > 300 || !BANNER.test(banner))) add(['bannerUrl'], 'promotions.error_banner');

  const startsAt = fromBrandInput(values.startsAt, offset);
  if (startsAt === null) add(['startsAt'], 'promotions.error_date');
  if (values.endsAt.trim()) {
    const endsAt = fromBrandInput(values.endsAt, offset);
    if (endsAt === null) add(['endsAt'], 'promotions.error_date');
    else if (startsAt !== null && endsAt <= startsAt) add(['endsAt'], 'promotions.error_ends');
  }

  if (trigger === 'nth_deposit' && parseWhole(values.trigger.depositNth, 1, 100) === null) add(['trigger', 'depositNth'], 'promotions.error_nth');
  if (isDepositTrigger(trigger) && parseAmount(values.trigger.minDeposit, true) === null) add(['trigger', 'minDeposit'], 'promotions.error_amount');
  if (trigger === 'promo_code' && !PROMO_CODE.test(values.promoCode.trim())) add(['promoCode'], 'promotions.error_promo_code');

  if (trigger === 'mission_done' && values.trigger.missionId.trim() !== '' && parseWhole(values.trigger.missionId, 1, 2_147_483_647) === null)
    add(['trigger', 'missionId'], 'promotions.error_mission');
  if (trigger === 'points_spent' && parseWhole(values.trigger.minPoints, 1, POINTS_MAX) === null) add(['trigger', 'minPoints'], 'promotions.error_points');

  if (reward.kind === 'points' && parseWhole(reward.points, 1, POINTS_MAX) === null) add(['reward', 'points'], 'promotions.error_points');
  if (reward.kind === 'free_spins') {
    if (!GAME_CODE.test(reward.spinsGame.trim())) add(['reward', 'spinsGame'], 'promotions.error_spins_game');
    if (parseWhole(reward.spinsRounds, 1, FREE_SPINS_MAX) === null) add(['reward', 'spinsRounds'], 'promotions.error_spins_rounds');
    if (parseAmount(reward.spinsStake, false) === null) add(['reward', 'spinsStake'], 'promotions.error_amount');
    if (parseWhole(reward.expiryDays, 1, 365) === null) add(['reward', 'expiryDays'], 'promotions.error_days');
  }
  if (!isFixedKind(reward.kind)) checkMoneyReward(values, add);

  const tags = tagsOf(values.audience.tags);
  if (tags.length > TAGS_MAX || tags.some((tag) => tag.length > 40)) add(['audience', 'tags'], 'promotions.error_tags');
  if (parseAmount(values.budgetTotal, true) === null) add(['budgetTotal'], 'promotions.error_amount');
  if (parseWhole(values.receiversMax, 1, RECEIVERS_MAX, 0) === null) add(['receiversMax'], 'promotions.error_receivers');
  if (parseAmount(values.autoApproveMax, true) === null) add(['autoApproveMax'], 'promotions.error_amount');
  if (parseWhole(values.sort, 0, SORT_MAX, 0) === null) add(['sort'], 'promotions.error_sort');
  return issues;
}

/**
 * The promotion form's schema: its rules, then the conversion, then the
 * contract's own schema (so handleSubmit hands over the very body the
 * server validates).
 */
export const promotionFormSchema = (context: FormContext) =>
  ZPromotionFormFields.superRefine((values, ctx) => {
    for (const issue of check(values, context)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
    .transform((values): z.input<typeof ZStaffPromotionInput> => toPromotionBody(values, context))
    .pipe(ZStaffPromotionInput);
