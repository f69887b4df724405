/**
 * The demo brands' loyalty programme (issue 15 items 3, 4 and 6): a VIP
 * ladder whose first level's rebates are SPEC.md §9's hints (LOTT 1 %,
 * ELOTT 1 %, FISH 1 %, RNG 1.2 %, LIVE 0.8 %, SPORTS 1 %, ESPORTS 1 %; PVP
 * none), points per 100 of valid bet, and a points mall of a cash voucher
 * and a physical item staff send. Added once: operators' edits survive.
 */
import { eq } from 'drizzle-orm';
import type { DrizzleDb } from '../database';
import * as s from '../schema';

const HINTS = { LOTT: 100, ELOTT: 100, PVP: 0, FISH: 100, RNG: 120, LIVE: 80, SPORTS: 100, ESPORTS: 100 };
const LEVELS = [
  // withdraw: the level's daily withdrawal limits (times the brand's daily amount, and a count); null keeps the brand's.
  // birthday: the gift in the member's birthday month, once a year (major units, as gift).
  { name: { EN: 'Member', TY: 'Miyembro' }, deposits: 0, validBet: 0, bonusBps: 0, points: 1, gift: 0, birthday: 0, withdraw: null },
  { name: { EN: 'Bronze', TY: 'Tanso' }, deposits: 5_000, validBet: 20_000, bonusBps: 10, points: 2, gift: 88, birthday: 0, withdraw: null },
  { name: { EN: 'Silver', TY: 'Pilak' }, deposits: 20_000, validBet: 100_000, bonusBps: 20, points: 3, gift: 388, birthday: 50, withdraw: [2, 8] },
  { name: { EN: 'Gold', TY: 'Ginto' }, deposits: 100_000, validBet: 500_000, bonusBps: 30, points: 4, gift: 1_888, birthday: 200, withdraw: [5, 10] },
  { name: { EN: 'Platinum', TY: 'Platino' }, deposits: 500_000, validBet: 2_500_000, bonusBps: 50, points: 5, gift: 8_888, birthday: 888, withdraw: [10, 20] },
];

const REWARDS: Record<string, { name: Record<string, string>; description: Record<string, string>; kind: 'cash' | 'physical'; points: number; cash: number; stock: number | null; perMember: number }[]> = {
  demo: [
    {
      name: { EN: '₱60 cash voucher', TY: '₱60 cash voucher' },
      description: { EN: 'Paid to your wallet at once: ₱10 more than converting the same points.', TY: 'Papasok agad sa wallet mo: ₱10 na higit kaysa i-convert ang parehong points.' },
      kind: 'cash',
      points: 500,
      cash: 60,
      stock: null,
      perMember: 5,
    },
    {
      name: { EN: 'Lucky Peso travel mug', TY: 'Lucky Peso travel mug' },
      description: { EN: 'A steel travel mug. Our team contacts you for the delivery address.', TY: 'Isang steel na travel mug. Kokontakin ka ng aming team para sa address ng padala.' },
      kind: 'physical',
      points: 3_000,
      cash: 0,
      stock: 50,
      perMember: 1,
    },
  ],
  nova: [
    {
      name: { EN: '$6 cash voucher', TY: '$6 cash voucher' },
      description: { EN: 'Paid to your wallet at once: $1 more than converting the same points.', TY: 'Papasok agad sa wallet mo: $1 na higit kaysa i-convert ang parehong points.' },
      kind: 'cash',
      points: 500,
      cash: 6,
      stock: null,
      perMember: 5,
    },
    {
      name: { EN: 'Nova Arcade cap', TY: 'Sumbrero ng Nova Arcade' },
      description: { EN: 'An embroidered cap. Our team contacts you for the delivery address.', TY: 'Isang burdadong sumbrero. Kokontakin ka ng aming team para sa address ng padala.' },
      kind: 'physical',
      points: 3_000,
      cash: 0,
      stock: 50,
      perMember: 1,
    },
  ],
};

/** `now`: rebates and points count play from this day on (none for play before the programme). */
export async function seedLoyalty(db: DrizzleDb, brandCode: string, now: Date = new Date()): Promise<void> {
  const [merchant] = await db.select({ id: s.merchants.id, withdrawDailyMax: s.merchants.withdrawDailyMax }).from(s.merchants).where(eq(s.merchants.code, brandCode));
  if (!merchant) return;
  const [existing] = await db.select().from(s.loyaltySettings).where(eq(s.loyaltySettings.merchantId, merchant.id));
  if (existing) return;
  // Money in minor units: ₱ as written, the other brand's dollars a tenth (as its welcome bonus).
  const minor = (major: number) => BigInt(Math.round((brandCode === 'demo' ? major : major / 10) * 100));
  await db.transaction(async (tx) => {
    await tx
      .insert(s.loyaltySettings)
      .values({ merchantId: merchant.id, pointsPerUnit: 10, minConvert: 100, rebateFrom: new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10) })
      .onConflictDoNothing();
    await tx
      .insert(s.vipLevels)
      .values(
        LEVELS.map((l, level) => ({
          merchantId: merchant.id,
          level,
          name: l.name,
          depositThreshold: minor(l.deposits),
          validBetThreshold: minor(l.validBet),
          rebateRates: Object.fromEntries(Object.entries(HINTS).map(([c, bps]) => [c, bps === 0 ? 0 : bps + l.bonusBps])),
          pointRates: Object.fromEntries(Object.keys(HINTS).map((c) => [c, l.points])),
          levelUpGift: minor(l.gift),
          birthdayGift: minor(l.birthday),
          withdrawDailyMax: l.withdraw ? merchant.withdrawDailyMax * BigInt(l.withdraw[0]!) : null,
          withdrawDailyCount: l.withdraw ? l.withdraw[1]! : null,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(s.pointRewards).values(
      (REWARDS[brandCode] ?? REWARDS.nova!).map((r, sort) => ({
        merchantId: merchant.id,
        name: r.name,
        description: r.description,
        kind: r.kind,
        points: r.points,
        cashAmount: minor(r.cash),
        stock: r.stock,
        perMemberLimit: r.perMember,
        sort,
      })),
    );
  });
}
