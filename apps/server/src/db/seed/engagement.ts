/**
 * The demo brands' missions, tournament, red-envelope rains, prize wheel and
 * referral rewards (issue 15 items 5, 7 and 8): all real — progress counts,
 * prizes pay, envelopes are cut from their budget. Added once per brand:
 * operators' edits survive a restart.
 */
import { eq } from 'drizzle-orm';
import { cryptoBigInt } from '../../studio/rng';
import { splitDoubleMean } from '../../modules/lucky';
import type { DrizzleDb } from '../database';
import * as s from '../schema';

const DAY_MS = 86_400_000;
const t = (en: string, ty: string) => ({ EN: en, TY: ty });

export async function seedEngagement(db: DrizzleDb, brandCode: string, now: Date = new Date()): Promise<void> {
  const [merchant] = await db.select().from(s.merchants).where(eq(s.merchants.code, brandCode));
  if (!merchant) return;
  const [existing] = await db.select({ id: s.missions.id }).from(s.missions).where(eq(s.missions.merchantId, merchant.id)).limit(1);
  if (existing) return;
  // Money in minor units: ₱ as written, the other brand's dollars a tenth.
  const minor = (major: number) => BigInt(Math.round((brandCode === 'demo' ? major : major / 10) * 100));
  const sym = merchant.currencySymbol;
  const money = (major: number) => `${sym}${(brandCode === 'demo' ? major : major / 10).toLocaleString('en-US')}`;
  const offset = merchant.gmtOffsetMinutes * 60_000;
  const localMidnight = (at: number) => Math.floor((at + offset) / DAY_MS) * DAY_MS - offset;
  const today = localMidnight(now.getTime());
  // The ISO week the demo starts in ends on the next Monday 00:00, brand time.
  const weekday = (new Date(today + offset).getUTCDay() + 6) % 7;
  const weekEnd = today + (7 - weekday) * DAY_MS;

  await db.transaction(async (tx) => {
    const missions: Omit<typeof s.missions.$inferInsert, 'merchantId'>[] = [
      { bundle: 'daily', title: t('Daily check-in', 'Araw-araw na pag-check in'), description: t('Log in today.', 'Mag-log in ngayong araw.'), event: 'login_days', target: 1n, prizeKind: 'points', prizeAmount: 10n, sort: 1 },
      { bundle: 'daily', title: t('Play 20 rounds', 'Maglaro ng 20 round'), description: t('Play 20 real-money rounds of any game today.', 'Maglaro ng 20 round na may totoong pera sa kahit anong laro ngayong araw.'), event: 'rounds', target: 20n, prizeKind: 'points', prizeAmount: 50n, sort: 2 },
      { bundle: 'daily', title: t(`Bet ${money(500)} today`, `Tumaya ng ${money(500)} ngayon`), description: t(`Stake ${money(500)} in total today.`, `Tumaya ng kabuuang ${money(500)} ngayong araw.`), event: 'wager_amount', target: minor(500), prizeKind: 'cash', prizeAmount: minor(5), sort: 3 },
      { bundle: 'weekly', title: t(`Deposit ${money(1_000)} this week`, `Mag-deposito ng ${money(1_000)} ngayong linggo`), description: t(`Approved deposits of ${money(1_000)} in total this week.`, `Mga aprubadong deposito na may kabuuang ${money(1_000)} ngayong linggo.`), event: 'deposit_amount', target: minor(1_000), prizeKind: 'cash', prizeAmount: minor(20), sort: 4 },
      { bundle: 'weekly', title: t('Log in 5 days', 'Mag-log in nang 5 araw'), description: t('Log in on 5 different days this week.', 'Mag-log in sa 5 magkakaibang araw ngayong linggo.'), event: 'login_days', target: 5n, prizeKind: 'points', prizeAmount: 100n, sort: 5 },
      { bundle: 'weekly', title: t(`Win ${money(2_000)} this week`, `Manalo ng ${money(2_000)} ngayong linggo`), description: t(`Winning rounds paying ${money(2_000)} in total this week.`, `Mga panalong round na may kabuuang bayad na ${money(2_000)} ngayong linggo.`), event: 'win_amount', target: minor(2_000), prizeKind: 'cash', prizeAmount: minor(30), sort: 6 },
      { bundle: 'once', title: t('Invite a friend', 'Mag-imbita ng kaibigan'), description: t('A friend registers with your invite link.', 'Magrehistro ang isang kaibigan gamit ang iyong invite link.'), event: 'referrals', target: 1n, prizeKind: 'points', prizeAmount: 200n, sort: 7 },
      {
        bundle: 'once',
        title: t('Complete your profile', 'Kumpletuhin ang iyong profile'),
        description: t(
          'Do 5 of the 6 steps: choose an avatar, a mobile number, an e-mail, the authenticator, a payment password, a withdrawal account.',
          'Gawin ang 5 sa 6 na hakbang: pumili ng avatar, numero ng mobile, e-mail, ang authenticator, payment password, at withdrawal account.',
        ),
        event: 'profile_steps',
        target: 5n,
        prizeKind: 'points',
        prizeAmount: 100n,
        sort: 8,
      },
    ];
    await tx.insert(s.missions).values(missions.map((m) => ({ ...m, merchantId: merchant.id })));

    await tx.insert(s.tournaments).values({
      merchantId: merchant.id,
      title: t('Weekly Wager Race', 'Lingguhang Karera ng Taya'),
      description: t('Every real-money stake counts. The biggest total this week wins.', 'Bawat taya na may totoong pera ay bilang. Ang pinakamalaking kabuuan ngayong linggo ang panalo.'),
      metric: 'wagered',
      category: null,
      minStake: minor(1),
      startsAt: new Date(today - weekday * DAY_MS),
      endsAt: new Date(weekEnd),
      prizes: [
        { fromRank: 1, toRank: 1, amount: minor(1_000).toString() },
        { fromRank: 2, toRank: 2, amount: minor(500).toString() },
        { fromRank: 3, toRank: 3, amount: minor(300).toString() },
        { fromRank: 4, toRank: 10, amount: minor(100).toString() },
      ],
      // Each week's race makes the next when it finishes and pays.
      recurrence: 'weekly',
    });

    // One rain at 20:00 brand time (tonight if it is still to come, else tomorrow), falling again every evening:
    // when it ends, the rain series job schedules the next with its envelopes cut anew.
    const tonight = today + 20 * 3_600_000;
    const startsAt = tonight + 30 * 60_000 <= now.getTime() ? tonight + DAY_MS : tonight;
    const budget = minor(1_000);
    const [rain] = await tx
      .insert(s.rains)
      .values({
        merchantId: merchant.id,
        title: t('Evening red envelope rain', 'Gabi-gabing ulan ng ampao'),
        startsAt: new Date(startsAt),
        endsAt: new Date(startsAt + 30 * 60_000),
        budget,
        envelopes: 100,
        requirement: 'deposit',
        requirementAmount: minor(100),
        requirementDays: 7,
        recurrence: 'daily',
      })
      .returning();
    const amounts = splitDoubleMean(budget, 100, cryptoBigInt);
    await tx.insert(s.rainEnvelopes).values(amounts.map((amount, seq) => ({ rainId: rain!.id, seq, merchantId: merchant.id, amount })));

    await tx.insert(s.wheels).values({
      merchantId: merchant.id,
      title: t('Lucky Wheel', 'Gulong ng Suwerte'),
      segments: [
        { label: t(money(5), money(5)), prizeKind: 'cash', prizeAmount: minor(5).toString(), weight: 40, color: '#e4572e' },
        { label: t('20 points', '20 puntos'), prizeKind: 'points', prizeAmount: '20', weight: 25, color: '#f3a712' },
        { label: t(money(10), money(10)), prizeKind: 'cash', prizeAmount: minor(10).toString(), weight: 20, color: '#29335c' },
        { label: t('Try again', 'Subukan muli'), prizeKind: 'none', prizeAmount: '0', weight: 8, color: '#669bbc' },
        { label: t(money(50), money(50)), prizeKind: 'cash', prizeAmount: minor(50).toString(), weight: 5, color: '#a8c686' },
        { label: t(money(188), money(188)), prizeKind: 'cash', prizeAmount: minor(188).toString(), weight: 2, color: '#c1121f' },
      ],
      spinPerDeposit: minor(100),
      spinPerValidBet: minor(1_000),
      dailyPlaySpins: 3,
      budget: minor(50_000),
      playFrom: new Date(today + offset).toISOString().slice(0, 10),
    });

    await tx.insert(s.referralSettings).values({
      merchantId: merchant.id,
      enabled: true,
      registerReward: 0n,
      firstDepositReward: minor(50),
      firstDepositMin: minor(100),
      wagerReward: minor(50),
      wagerTarget: minor(2_000),
      maxFriends: 50,
    });
  });
}
