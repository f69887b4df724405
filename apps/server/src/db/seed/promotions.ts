/**
 * The demo brands' promotions (issue 15 item 10): every promotion the demo
 * content advertises exists and works as advertised — the 100 % welcome
 * bonus the home banner and the announcement point to, and the big-win
 * story staff review. Their banners (w_activity, and the home slide) and
 * the announcement link to them by id. Idempotent by code, like the rest of
 * the demo content: operators' edits survive restarts.
 */
import { and, eq } from 'drizzle-orm';
import type { TPromotionReward } from '@wps/contracts';
import { addBanners, addNotices } from '../../modules/content/content.service';
import type { DrizzleDb } from '../database';
import * as s from '../schema';
import { LUCKY_REELS } from './games-catalog';
import { BRANDS, LANGS, PROMOTION_BANNERS, bannerImagePath, fill, type Lang } from './content';

type Text = Record<Lang, string>;

interface PromotionDef {
  code: string;
  category: string;
  /** Its banner art (scripts/generate-banner-art.ts), or none. */
  banner: string | null;
  title: Text;
  summary: Text;
  terms: Text;
  triggerKind: string;
  depositNth: number | null;
  /** Major units of the demo brand (₱); the other brand's are a tenth. */
  minDeposit: number;
  reward: Omit<TPromotionReward, 'fixedAmount' | 'maxAmount' | 'maxBet' | 'freeSpins'> & { fixed: number; max: number; maxBet: number; freeSpins?: TPromotionReward['freeSpins'] };
  /** points_spent: the least points in one go. */
  minPoints?: number;
  /** How many members may receive it, and its budget in major units (none: no cap). */
  receiversMax?: number;
  budget?: number;
  onePerIdentity: boolean;
  /** Major units; rewards above it wait for staff. */
  autoApproveMax: number;
}

const WELCOME: PromotionDef = {
  code: 'welcome-100',
  category: 'welcome',
  banner: 'promo-welcome',
  title: { EN: '100% Welcome Bonus', TY: '100% Welcome Bonus' },
  summary: {
    EN: 'Join, then make your first deposit: we match it 100% in bonus money, up to {sym}{welcomeMax}.',
    TY: 'Sumali, saka gawin ang unang deposito: dodoblehin namin ito ng 100% na bonus, hanggang {sym}{welcomeMax}.',
  },
  terms: {
    EN: 'Join before your first deposit; the deposit must be at least {sym}{minDeposit}.\n\nYour own money is always spent before bonus money, and you may withdraw your own money at any time: a withdrawal while the bonus is active gives up the bonus (you are asked first).\n\nThe max bet and the excluded game are enforced when you place a bet, never afterwards.',
    TY: 'Sumali bago ang unang deposito; dapat hindi bababa sa {sym}{minDeposit} ang deposito.\n\nLaging nauunang gamitin ang sarili mong pera bago ang bonus, at puwede mong i-withdraw ang sarili mong pera anumang oras: ang withdrawal habang aktibo ang bonus ay magpapawalang-bisa sa bonus (tatanungin ka muna).\n\nIpinapatupad ang max bet at ang hindi kasamang laro sa oras ng taya, hindi kailanman pagkatapos.',
  },
  triggerKind: 'nth_deposit',
  depositNth: 1,
  minDeposit: 100,
  reward: {
    kind: 'bonus',
    fixed: 0,
    percentBps: 10_000,
    max: 5_000,
    wageringMultiplier: 10,
    maxBet: 200,
    categoryWeights: { LIVE: 20 },
    gameWeights: { hilo: 0 },
    expiryDays: 14,
    conversionCapMultiplier: 5,
  },
  onePerIdentity: true,
  autoApproveMax: 5_000,
};

const BIG_WIN: PromotionDef = {
  code: 'big-win-story',
  category: 'event',
  banner: 'promo-big-win',
  title: { EN: 'Big Win Story', TY: 'Kuwento ng Malaking Panalo' },
  summary: {
    EN: 'Won 50× your bet or more? Send us the screenshot and a line about it: our team rewards the story with cash.',
    TY: 'Nanalo ng 50× o higit pa sa taya mo? Ipadala ang screenshot at isang linya tungkol dito: gagantimpalaan ng aming team ang kuwento ng cash.',
  },
  terms: {
    EN: 'One application per member. The win must be on a game of this site, at least 50× the bet. Our team reviews every application within 2 working days and sets the reward, up to {sym}{bigWinMax}, paid as cash you can withdraw.',
    TY: 'Isang aplikasyon bawat miyembro. Dapat ang panalo ay sa laro ng site na ito, hindi bababa sa 50× ng taya. Susuriin ng aming team ang bawat aplikasyon sa loob ng 2 araw ng trabaho at itatakda ang gantimpala, hanggang {sym}{bigWinMax}, na ibabayad bilang cash na puwedeng i-withdraw.',
  },
  triggerKind: 'application',
  depositNth: null,
  minDeposit: 0,
  reward: { kind: 'cash', fixed: 0, percentBps: 0, max: 1_000, wageringMultiplier: 0, maxBet: 0, categoryWeights: {}, gameWeights: {}, expiryDays: 1, conversionCapMultiplier: 0 },
  onePerIdentity: true,
  autoApproveMax: 0,
};

/** Free spins cost their rounds × stake (minor units of the demo brand; the other brand's are a tenth). */
const MISSION_SPINS = { rounds: 10, stake: 200 };

const MISSION_SPINS_DEF: PromotionDef = {
  code: 'mission-spins',
  category: 'daily',
  banner: 'promo-mission-spins',
  title: { EN: 'Mission Free Spins', TY: 'Libreng Spin sa Misyon' },
  summary: {
    EN: 'Join, then complete any mission: 10 free spins on Lucky Reels at {sym}{spinStake} each, wins paid as real money.',
    TY: 'Sumali, saka tapusin ang kahit anong misyon: 10 libreng spin sa Lucky Reels na tig-{sym}{spinStake}, ang panalo ay tunay na pera.',
  },
  terms: {
    EN: 'Only missions completed after you join count. The spins are yours for 7 days; the house pays their stakes, so they do not count as your valid bet. Whatever they win is real money, with no wagering.',
    TY: 'Ang mga misyon lamang na natapos pagkatapos mong sumali ang bibilangin. Sa iyo ang mga spin sa loob ng 7 araw; ang bahay ang nagbabayad ng taya nila, kaya hindi sila bilang na valid bet mo. Anumang mapanalunan nila ay tunay na pera, walang wagering.',
  },
  triggerKind: 'mission_done',
  depositNth: null,
  minDeposit: 0,
  reward: {
    kind: 'free_spins',
    fixed: 0,
    percentBps: 0,
    max: 0,
    wageringMultiplier: 0,
    maxBet: 0,
    categoryWeights: {},
    gameWeights: {},
    expiryDays: 7,
    conversionCapMultiplier: 0,
    freeSpins: { gameCode: LUCKY_REELS.gameCode, rounds: MISSION_SPINS.rounds, stake: String(MISSION_SPINS.stake) },
  },
  onePerIdentity: false,
  autoApproveMax: 1_000,
};

const POINTS_BACK: PromotionDef = {
  code: 'points-back',
  category: 'vip',
  banner: 'promo-points-back',
  title: { EN: 'Points Back', TY: 'Balik-Puntos' },
  summary: {
    EN: 'Join, then spend 1,000 points or more in one go in the points mall: 100 points come back to you.',
    TY: 'Sumali, saka gumastos ng 1,000 puntos o higit pa nang isahan sa points mall: babalik sa iyo ang 100 puntos.',
  },
  terms: {
    EN: 'One redemption or conversion of at least 1,000 points after you join. A physical reward counts when it is sent. Once per member.',
    TY: 'Isang redeem o conversion na hindi bababa sa 1,000 puntos pagkatapos mong sumali. Ang pisikal na gantimpala ay bibilangin kapag naipadala na. Isang beses bawat miyembro.',
  },
  triggerKind: 'points_spent',
  depositNth: null,
  minDeposit: 0,
  minPoints: 1_000,
  // Points are whole counts, the same in every brand.
  reward: { kind: 'points', fixed: 0, percentBps: 0, max: 0, wageringMultiplier: 0, maxBet: 0, categoryWeights: {}, gameWeights: {}, expiryDays: 1, conversionCapMultiplier: 0 },
  onePerIdentity: false,
  autoApproveMax: 0,
};
const POINTS_BACK_POINTS = 100n;

const FREE_CHIP: PromotionDef = {
  code: 'free-chip',
  category: 'event',
  banner: 'promo-free-chip',
  title: { EN: 'Free {sym}{chip} Chip', TY: 'Libreng {sym}{chip} Chip' },
  summary: {
    EN: 'Claim a {sym}{chip} bonus chip, no deposit needed: play it 5 times through and it becomes real money.',
    TY: 'I-claim ang {sym}{chip} na bonus chip, walang deposito: laruin ito nang 5 ulit at magiging tunay na pera.',
  },
  terms: {
    EN: 'One claim per member, phone, e-mail, bank account and device, while the first 1,000 last. The chip is bonus money: 5× wagering, a max bet of {sym}{chipBet} a round, 3 days to complete it; at most {sym}{chipCap} becomes real money.',
    TY: 'Isang claim bawat miyembro, telepono, e-mail, bank account at device, habang may natitira sa unang 1,000. Ang chip ay bonus money: 5× wagering, max bet na {sym}{chipBet} bawat round, 3 araw para tapusin; hanggang {sym}{chipCap} lang ang magiging tunay na pera.',
  },
  triggerKind: 'manual_claim',
  depositNth: null,
  minDeposit: 0,
  reward: {
    kind: 'bonus',
    fixed: 20,
    percentBps: 0,
    max: 20,
    wageringMultiplier: 5,
    maxBet: 5,
    categoryWeights: {},
    gameWeights: {},
    expiryDays: 3,
    conversionCapMultiplier: 5,
  },
  onePerIdentity: true,
  autoApproveMax: 20,
  receiversMax: 1_000,
  budget: 20_000,
};

const DEFS = [WELCOME, BIG_WIN, MISSION_SPINS_DEF, POINTS_BACK, FREE_CHIP];
const DAY_MS = 86_400_000;

/** The demo promotions a brand lacks (by code), their banners and the welcome announcement. */
export async function seedPromotions(db: DrizzleDb, brandCode: string, now: Date = new Date()): Promise<void> {
  const brand = BRANDS[brandCode];
  const [merchant] = await db.select({ id: s.merchants.id }).from(s.merchants).where(eq(s.merchants.code, brandCode));
  if (!brand || !merchant) return;
  // Amounts in minor units: ₱ as written, the other brand's dollars a tenth.
  const minor = (major: number) => BigInt(Math.round((brandCode === 'demo' ? major : major / 10) * 100));
  const words = { ...brand, minDeposit: brandCode === 'demo' ? '100' : '10', bigWinMax: brandCode === 'demo' ? '1,000' : '100', spinStake: (Number(minor(MISSION_SPINS.stake / 100)) / 100).toFixed(2),
    ...(brandCode === 'demo' ? { chipBet: '5', chipCap: '100' } : { chipBet: '0.50', chipCap: '10' }),
  };
  const text = (t: Text) =>
    Object.fromEntries(
      LANGS.map((l) => [l, fill(t[l], brand).replaceAll('{minDeposit}', words.minDeposit).replaceAll('{bigWinMax}', words.bigWinMax).replaceAll('{spinStake}', words.spinStake).replaceAll('{chipBet}', words.chipBet).replaceAll('{chipCap}', words.chipCap)]),
    );
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

  const ids = new Map<string, number>();
  for (const [sort, d] of DEFS.entries()) {
    const { fixed, max, maxBet, freeSpins, ...reward } = d.reward;
    const spins = freeSpins ? { ...freeSpins, stake: minor(Number(freeSpins.stake) / 100).toString() } : null;
    const amount =
      d.reward.kind === 'points' ? { fixedAmount: POINTS_BACK_POINTS.toString(), maxAmount: POINTS_BACK_POINTS.toString() }
      : spins ? { fixedAmount: (BigInt(spins.stake) * BigInt(spins.rounds)).toString(), maxAmount: (BigInt(spins.stake) * BigInt(spins.rounds)).toString() }
      : { fixedAmount: minor(fixed).toString(), maxAmount: minor(max).toString() };
    const [row] = await db
      .insert(s.promotions)
      .values({
        merchantId: merchant.id,
        code: d.code,
        category: d.category,
        title: text(d.title),
        summary: text(d.summary),
        terms: text(d.terms),
        bannerUrl: d.banner ? bannerImagePath(brandCode, d.banner, 'EN').replace('-en.svg', '-{lang}.svg') : null,
        startsAt: new Date(today.getTime() - 7 * DAY_MS),
        endsAt: null,
        triggerKind: d.triggerKind,
        depositNth: d.depositNth,
        minDeposit: minor(d.minDeposit),
        minPoints: BigInt(d.minPoints ?? 0),
        receiversMax: d.receiversMax ?? null,
        budgetTotal: d.budget ? minor(d.budget) : 0n,
        reward: { ...reward, ...amount, maxBet: minor(maxBet).toString(), freeSpins: spins },
        onePerIdentity: d.onePerIdentity,
        autoApproveMax: minor(d.autoApproveMax),
        status: 'active',
        sort,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: s.promotions.id });
    const id =
      row?.id ??
      (await db.select({ id: s.promotions.id }).from(s.promotions).where(and(eq(s.promotions.merchantId, merchant.id), eq(s.promotions.code, d.code))))[0]?.id;
    if (id !== undefined && d.banner) ids.set(d.banner, id);
  }
  const welcomeId = ids.get('promo-welcome');
  if (welcomeId === undefined) return;

  await addBanners(
    db,
    merchant.id,
    PROMOTION_BANNERS.flatMap((d, i) =>
      LANGS.map((lang) => ({
        code: `${d.key}-${lang}`,
        groupName: d.group,
        language: lang,
        title: fill(d.headline[lang], brand),
        imageUrl: bannerImagePath(brandCode, d.key, lang),
        linkageType: 'PROMOTION' as const,
        linkage: String(ids.get(d.key) ?? welcomeId),
        // The home slide goes first in the carousel.
        sort: d.group === 'w_home' ? -1 : i,
      })),
    ),
  );
  await addNotices(
    db,
    merchant.id,
    LANGS.map((lang) => ({
      code: `pr-welcome-${lang}`,
      type: 'PR' as const,
      language: lang,
      title: text({ EN: '100% welcome bonus: join before your first deposit', TY: '100% welcome bonus: sumali bago ang unang deposito' })[lang]!,
      content: text({
        EN: '<p>Join the <strong>100% Welcome Bonus</strong> on the promotions page, then make your first deposit of at least {sym}{minDeposit}: we match it in bonus money, up to {sym}{welcomeMax}.</p><p>Every term (10× wagering, the max bet, how each game counts) is on the promotion before you join.</p>',
        TY: '<p>Sumali sa <strong>100% Welcome Bonus</strong> sa promotions page, saka gawin ang unang deposito na hindi bababa sa {sym}{minDeposit}: dodoblehin namin ito ng bonus, hanggang {sym}{welcomeMax}.</p><p>Nasa promosyon ang bawat kondisyon (10× wagering, max bet, kung paano binibilang ang bawat laro) bago ka sumali.</p>',
      })[lang]!,
      promotionType: String(welcomeId),
      executions: ['A', 'B'] as const,
      sort: -1,
      startsAt: today,
    })),
  );
}
