/**
 * Demo home and promotions content of the seeded brands, in EN and TY:
 * banners of every group the site shows (their art from banner-art.ts) and
 * operator-style notices and popup announcements. Idempotent: every row has
 * a stable code and only codes a brand lacks are added, so restarts add
 * nothing and operators' edits survive.
 */
import { eq } from 'drizzle-orm';
import type { TBannerGroup, TLinkageType, TNoticeType, TPopupExecution } from '@wps/contracts';
import { addBanners, addNotices, type BannerInput, type NoticeInput } from '../../modules/content/content.service';
import type { DrizzleDb } from '../database';
import * as s from '../schema';
import type { BannerArtSpec, BannerMotif } from './banner-art';

type Lang = 'EN' | 'TY';
type Text = Record<Lang, string>;

interface BannerDef {
  key: string;
  group: TBannerGroup;
  shape: BannerArtSpec['shape'];
  hues: [number, number];
  motif: BannerMotif;
  kicker: Text;
  headline: Text;
  subline: Text;
  cta?: Text;
  linkageType?: TLinkageType;
  linkage?: string;
}

const HOME: BannerDef[] = [
  {
    key: 'home-welcome',
    group: 'w_home',
    shape: 'wide',
    hues: [330, 265],
    motif: 'gift',
    kicker: { EN: 'New here?', TY: 'Bago ka ba?' },
    headline: { EN: '100% Welcome Bonus', TY: '100% Welcome Bonus' },
    subline: { EN: 'Double your first deposit, up to {sym}5,000. See every offer in Promotions.', TY: 'Doblehin ang unang deposito, hanggang {sym}5,000. Tingnan ang lahat sa Promosyon.' },
    cta: { EN: 'See promotions', TY: 'Tingnan ang promo' },
    linkageType: 'ROUTE',
    linkage: '/promotions',
  },
  {
    key: 'home-lucky-reels',
    group: 'w_home',
    shape: 'wide',
    hues: [28, 350],
    motif: 'reels',
    kicker: { EN: 'Our own studio', TY: 'Gawa ng aming studio' },
    headline: { EN: 'Spin Lucky Reels', TY: 'Paikutin ang Lucky Reels' },
    subline: { EN: 'Wilds, scatters and free spins on 20 lines. Try it free with demo credits.', TY: 'Wild, scatter at libreng spin sa 20 linya. Subukan nang libre gamit ang demo credits.' },
    cta: { EN: 'Play now', TY: 'Laro na' },
    linkageType: 'GAME',
    linkage: 'wps-lucky-reels',
  },
  {
    key: 'home-cashback',
    group: 'w_home',
    shape: 'wide',
    hues: [190, 240],
    motif: 'coins',
    kicker: { EN: 'Every Monday', TY: 'Tuwing Lunes' },
    headline: { EN: '8% Weekly Cashback', TY: '8% Lingguhang Cashback' },
    subline: { EN: 'Lost last week? Get part of it back, credited automatically.', TY: 'Natalo noong nakaraang linggo? May balik ka, kusang ipapasok.' },
    cta: { EN: 'How it works', TY: 'Paano ito gumagana' },
    linkageType: 'URL',
    linkage: 'https://example.com/cashback-terms',
  },
  {
    key: 'home-tournament',
    group: 'w_home',
    shape: 'wide',
    hues: [275, 215],
    motif: 'trophy',
    kicker: { EN: 'Slots tournament', TY: 'Paligsahan sa slots' },
    headline: { EN: 'Climb the Leaderboard', TY: 'Umakyat sa Leaderboard' },
    subline: { EN: 'Top 50 players share the weekly prize pool. The biggest wins take it.', TY: 'Ang top 50 na manlalaro ang maghahati sa lingguhang premyo.' },
    cta: { EN: 'Join now', TY: 'Sumali na' },
    linkageType: 'PROMOTION',
    linkage: 'TOURNAMENT_WEEKLY',
  },
  {
    key: 'home-safe',
    group: 'w_home',
    shape: 'wide',
    hues: [150, 200],
    motif: 'shield',
    kicker: { EN: 'Play responsibly', TY: 'Maglaro nang responsable' },
    headline: { EN: 'Safe, Fast Withdrawals', TY: 'Ligtas at Mabilis na Withdrawal' },
    subline: { EN: 'Verified payouts to your bank or e-wallet, most within 15 minutes.', TY: 'Beripikadong payout sa bangko o e-wallet, karamihan sa loob ng 15 minuto.' },
  },
];

const PANELS: BannerDef[] = [
  {
    key: 'login',
    group: 'w_login',
    shape: 'tall',
    hues: [255, 310],
    motif: 'key',
    kicker: { EN: 'Welcome back', TY: 'Maligayang pagbabalik' },
    headline: { EN: 'Your games are waiting', TY: 'Naghihintay ang iyong mga laro' },
    subline: { EN: 'Log in to pick up where you left off.', TY: 'Mag-login para ituloy ang laro mo.' },
  },
  {
    key: 'register',
    group: 'w_register',
    shape: 'tall',
    hues: [340, 20],
    motif: 'gift',
    kicker: { EN: 'Join in a minute', TY: 'Sumali sa isang minuto' },
    headline: { EN: 'Claim your welcome bonus', TY: 'Kunin ang welcome bonus mo' },
    subline: { EN: 'Sign up, deposit, and we double it.', TY: 'Mag-sign up, mag-deposito, at dodoblehin namin.' },
  },
  {
    key: 'forget',
    group: 'w_forget',
    shape: 'tall',
    hues: [200, 250],
    motif: 'shield',
    kicker: { EN: 'Account help', TY: 'Tulong sa account' },
    headline: { EN: 'Back in, safely', TY: 'Makabalik nang ligtas' },
    subline: { EN: 'We send a code to your phone or e-mail.', TY: 'Magpapadala kami ng code sa phone o e-mail mo.' },
  },
  {
    key: 'event',
    group: 'w_event',
    shape: 'card',
    hues: [15, 320],
    motif: 'rocket',
    kicker: { EN: 'Live event', TY: 'Live na event' },
    headline: { EN: 'Fiesta Nights', TY: 'Fiesta Nights' },
    subline: { EN: 'Extra prize drops every Friday from 8 PM.', TY: 'Dagdag na premyo tuwing Biyernes mula 8 PM.' },
    cta: { EN: 'Watch', TY: 'Panoorin' },
  },
  {
    key: 'activity',
    group: 'w_activity',
    shape: 'wide',
    hues: [45, 12],
    motif: 'calendar',
    kicker: { EN: 'Daily check-in', TY: 'Araw-araw na check-in' },
    headline: { EN: 'Log in 7 days, win big', TY: 'Mag-login ng 7 araw, manalo' },
    subline: { EN: 'A reward for every day you visit, the biggest on day seven.', TY: 'May gantimpala bawat araw, pinakamalaki sa ikapitong araw.' },
    cta: { EN: 'Check in', TY: 'Mag-check in' },
    linkageType: 'ROUTE',
    linkage: '/promotions',
  },
];

const BANNERS = [...HOME, ...PANELS];
const LANGS: Lang[] = ['EN', 'TY'];

/** Per-brand details the texts name. */
const BRANDS: Record<string, { name: string; symbol: string; hueShift: number }> = {
  demo: { name: 'Lucky Peso', symbol: '\u20b1', hueShift: 0 },
  nova: { name: 'Nova Arcade', symbol: '$', hueShift: 40 },
};

const fill = (text: string, brand: { name: string; symbol: string }) => text.replaceAll('{brand}', brand.name).replaceAll('{sym}', brand.symbol);

export const bannerImagePath = (brandCode: string, key: string, lang: Lang) => `/banners/${brandCode}/${key}-${lang.toLowerCase()}.svg`;

/** What scripts/generate-banner-art.ts draws for a brand: one picture per banner and language. */
export function bannerArtSpecs(brandCode: string): (BannerArtSpec & { path: string })[] {
  const brand = BRANDS[brandCode];
  if (!brand) return [];
  return BANNERS.flatMap((d) =>
    LANGS.map((lang) => ({
      path: bannerImagePath(brandCode, d.key, lang),
      name: `${brandCode}:${d.key}`,
      shape: d.shape,
      hues: [(d.hues[0] + brand.hueShift) % 360, (d.hues[1] + brand.hueShift) % 360] as [number, number],
      motif: d.motif,
      kicker: fill(d.kicker[lang], brand),
      headline: fill(d.headline[lang], brand),
      subline: fill(d.subline[lang], brand),
      ...(d.cta ? { cta: fill(d.cta[lang], brand) } : {}),
    })),
  );
}

export function bannerSeeds(brandCode: string): BannerInput[] {
  const brand = BRANDS[brandCode];
  if (!brand) return [];
  return BANNERS.flatMap((d, sort) =>
    LANGS.map((lang) => ({
      code: `${d.key}-${lang}`,
      groupName: d.group,
      language: lang,
      title: fill(d.headline[lang], brand),
      imageUrl: bannerImagePath(brandCode, d.key, lang),
      linkageType: d.linkageType ?? null,
      linkage: d.linkage ?? null,
      sort,
    })),
  );
}

interface NoticeDef {
  key: string;
  type: TNoticeType;
  title: Text;
  content: Text;
  executions?: TPopupExecution[];
  promotionType?: string;
  /** Days before the seeding the notice went live (newest first in lists). */
  ageDays: number;
}

const MARQUEE: NoticeDef[] = [
  {
    key: 'b-welcome',
    type: 'B',
    ageDays: 0,
    title: { EN: 'Welcome to {brand}! New members get a 100% first-deposit bonus.', TY: 'Maligayang pagdating sa {brand}! 100% bonus sa unang deposito ng bagong miyembro.' },
    content: {
      EN: '<p>Welcome to <strong>{brand}</strong>! Register, make your first deposit and we match it 100%, up to {sym}5,000. Turnover rules apply; see Promotions.</p>',
      TY: '<p>Maligayang pagdating sa <strong>{brand}</strong>! Mag-register at mag-deposito, at tutumbasan namin ito ng 100%, hanggang {sym}5,000. May turnover na patakaran; tingnan ang Promosyon.</p>',
    },
  },
  {
    key: 'b-maintenance',
    type: 'B',
    ageDays: 1,
    title: { EN: 'Scheduled maintenance: Tuesday 02:00–04:00. Sports and live casino will be paused.', TY: 'Nakatakdang maintenance: Martes 02:00–04:00. Pansamantalang hihinto ang sports at live casino.' },
    content: {
      EN: '<p>We are upgrading our servers on <strong>Tuesday from 02:00 to 04:00</strong>. Sports betting and live casino tables are paused during the window; open bets are settled as usual. Slots stay available.</p>',
      TY: '<p>Mag-a-upgrade kami ng server sa <strong>Martes mula 02:00 hanggang 04:00</strong>. Hihinto ang sports betting at live casino sa oras na iyon; aayusin ang mga bukas na taya gaya ng dati. Bukas pa rin ang slots.</p>',
    },
  },
  {
    key: 'pu-lucky-reels',
    type: 'PU',
    ageDays: 2,
    title: { EN: 'New game: Lucky Reels by WPS Studio is live, with free spins and wilds.', TY: 'Bagong laro: Live na ang Lucky Reels ng WPS Studio, may free spins at wild.' },
    content: {
      EN: '<p><strong>Lucky Reels</strong>, the first game of our own studio, is now live: 5 reels, 20 paylines, wilds, scatters and up to 15 free spins. Find it in Slots or on the home page.</p>',
      TY: '<p>Live na ang <strong>Lucky Reels</strong>, ang unang laro ng aming studio: 5 reel, 20 payline, wild, scatter at hanggang 15 libreng spin. Hanapin ito sa Slots o sa home page.</p>',
    },
  },
  {
    key: 'pl-ewallet',
    type: 'PL',
    ageDays: 3,
    title: { EN: 'Payments: QPAY e-wallet deposits are now credited within 1 minute.', TY: 'Bayad: Ang deposito sa QPAY e-wallet ay papasok na sa loob ng 1 minuto.' },
    content: {
      EN: '<p>Deposits through the <strong>QPAY</strong> e-wallet channel are now confirmed automatically and credited within a minute. Bank transfers still need a receipt and are reviewed within 15 minutes.</p>',
      TY: '<p>Ang mga deposito sa <strong>QPAY</strong> e-wallet ay awtomatikong kinukumpirma at papasok sa loob ng isang minuto. Ang bank transfer ay kailangan pa rin ng resibo at sinusuri sa loob ng 15 minuto.</p>',
    },
  },
  {
    key: 'h-holiday',
    type: 'H',
    ageDays: 4,
    title: { EN: 'Holiday hours: bank-transfer deposits on 25 December are reviewed from 10:00.', TY: 'Oras sa holiday: Ang bank-transfer na deposito sa 25 Disyembre ay susuriin mula 10:00.' },
    content: {
      EN: '<p>On <strong>25 December</strong> and <strong>1 January</strong> bank-transfer deposits and withdrawals are reviewed from 10:00 to 22:00. E-wallet deposits and all games run as usual. Happy holidays!</p>',
      TY: '<p>Sa <strong>25 Disyembre</strong> at <strong>1 Enero</strong>, ang bank-transfer na deposito at withdrawal ay susuriin mula 10:00 hanggang 22:00. Tuloy ang e-wallet at lahat ng laro. Maligayang pasko!</p>',
    },
  },
  {
    key: 'pr-cashback',
    type: 'PR',
    ageDays: 5,
    title: { EN: 'Every Monday: 8% cashback on last week’s net slot losses.', TY: 'Tuwing Lunes: 8% cashback sa netong talo sa slots noong nakaraang linggo.' },
    content: {
      EN: '<p>Every Monday we credit <strong>8% of your net slot losses</strong> from the week before, up to {sym}10,000, with a 1× turnover. No sign-up needed.</p>',
      TY: '<p>Tuwing Lunes, ibabalik namin ang <strong>8% ng netong talo mo sa slots</strong> noong nakaraang linggo, hanggang {sym}10,000, na may 1× turnover. Walang kailangang i-sign up.</p>',
    },
  },
  {
    key: 'b-security',
    type: 'B',
    ageDays: 6,
    title: { EN: 'Security reminder: our staff will never ask for your password or payment PIN.', TY: 'Paalala: Hindi kailanman hihingin ng aming staff ang iyong password o payment PIN.' },
    content: {
      EN: '<p>Our support team will <strong>never</strong> ask for your password, payment password or one-time codes. Turn on the authenticator in the Security Center for extra protection.</p>',
      TY: '<p>Hindi <strong>kailanman</strong> hihingin ng support ang iyong password, payment password o one-time code. I-on ang authenticator sa Security Center para sa dagdag na proteksyon.</p>',
    },
  },
  {
    key: 'pu-live-tables',
    type: 'PU',
    ageDays: 8,
    title: { EN: 'Live casino: 6 new Speed Baccarat tables open around the clock.', TY: 'Live casino: 6 bagong Speed Baccarat table, bukas buong araw.' },
    content: {
      EN: '<p>Six new <strong>Speed Baccarat</strong> tables with 27-second rounds are open 24/7 in Live Casino, with table limits from {sym}10.</p>',
      TY: '<p>Anim na bagong <strong>Speed Baccarat</strong> table na may 27-segundong round ay bukas 24/7 sa Live Casino, may limitasyon mula {sym}10.</p>',
    },
  },
];

const POPUPS: NoticeDef[] = [
  {
    key: 'pop-welcome-bonus',
    type: 'PR',
    ageDays: 0,
    executions: ['B', 'F'],
    promotionType: 'WELCOME_100',
    title: { EN: 'Double your first deposit', TY: 'Doblehin ang unang deposito' },
    content: {
      EN: '<h3>100% welcome bonus</h3><p>Make your first deposit of at least {sym}100 and we add the same again, up to {sym}5,000.</p><ul><li>Turnover: 10× bonus + deposit</li><li>Valid for 7 days after registration</li></ul>',
      TY: '<h3>100% welcome bonus</h3><p>Mag-deposito ng hindi bababa sa {sym}100 at dadagdagan namin ng kaparehong halaga, hanggang {sym}5,000.</p><ul><li>Turnover: 10× bonus + deposito</li><li>Valid sa loob ng 7 araw mula sa pag-register</li></ul>',
    },
  },
  {
    key: 'pop-first-login',
    type: 'PL',
    ageDays: 0,
    executions: ['F'],
    title: { EN: 'Welcome aboard! Three steps to start', TY: 'Maligayang pagsali! Tatlong hakbang para magsimula' },
    content: {
      EN: '<ol><li>Bind your bank account or e-wallet in <strong>Wallet</strong>.</li><li>Set a payment password for withdrawals.</li><li>Pick a game, or try Lucky Reels free first.</li></ol>',
      TY: '<ol><li>I-bind ang bank account o e-wallet sa <strong>Wallet</strong>.</li><li>Gumawa ng payment password para sa withdrawal.</li><li>Pumili ng laro, o subukan muna nang libre ang Lucky Reels.</li></ol>',
    },
  },
  {
    key: 'pop-cashback',
    type: 'PR',
    ageDays: 1,
    executions: ['A'],
    promotionType: 'WEEKLY_CASHBACK',
    title: { EN: '8% weekly cashback is on', TY: 'Bukas na ang 8% lingguhang cashback' },
    content: {
      EN: '<p>Your net slot losses of the week come back to you every Monday: <strong>8%</strong>, up to {sym}10,000, credited automatically.</p>',
      TY: '<p>Ibabalik ang netong talo mo sa slots tuwing Lunes: <strong>8%</strong>, hanggang {sym}10,000, awtomatikong ipapasok.</p>',
    },
  },
  {
    key: 'pop-maintenance',
    type: 'PU',
    ageDays: 1,
    executions: ['A', 'B'],
    title: { EN: 'Maintenance on Tuesday, 02:00–04:00', TY: 'Maintenance sa Martes, 02:00–04:00' },
    content: {
      EN: '<p>Sports and live casino are paused during our server upgrade. Slots, fishing and card games stay open. Thank you for your patience.</p>',
      TY: '<p>Pansamantalang hihinto ang sports at live casino habang nag-a-upgrade ng server. Bukas pa rin ang slots, fishing at card games. Salamat sa inyong pasensya.</p>',
    },
  },
  {
    key: 'pop-new-game',
    type: 'PU',
    ageDays: 2,
    executions: ['A', 'B'],
    title: { EN: 'Lucky Reels has arrived', TY: 'Narito na ang Lucky Reels' },
    content: {
      EN: '<p>The first slot from our own studio: 20 lines, wilds that pay big and free spins that triple every win. Play it with demo credits before you bet.</p>',
      TY: '<p>Ang unang slot mula sa aming studio: 20 linya, malalaking bayad ng wild at libreng spin na tinitriple ang bawat panalo. Subukan muna gamit ang demo credits.</p>',
    },
  },
  {
    key: 'pop-payment',
    type: 'PL',
    ageDays: 3,
    executions: ['A'],
    title: { EN: 'Faster e-wallet deposits', TY: 'Mas mabilis na e-wallet deposit' },
    content: {
      EN: '<p>QPAY deposits now arrive within a minute, any time of day. Bank transfers are reviewed within 15 minutes from 08:00 to 24:00.</p>',
      TY: '<p>Ang QPAY deposit ay papasok na sa loob ng isang minuto, anumang oras. Ang bank transfer ay sinusuri sa loob ng 15 minuto mula 08:00 hanggang 24:00.</p>',
    },
  },
  {
    key: 'pop-holiday',
    type: 'H',
    ageDays: 4,
    executions: ['B'],
    title: { EN: 'Holiday service hours', TY: 'Oras ng serbisyo sa holiday' },
    content: {
      EN: '<p>On 25 December and 1 January, bank deposits and withdrawals are reviewed from 10:00 to 22:00. Customer service is open 24 hours as always.</p>',
      TY: '<p>Sa 25 Disyembre at 1 Enero, ang bank deposit at withdrawal ay sinusuri mula 10:00 hanggang 22:00. Bukas ang customer service nang 24 oras gaya ng dati.</p>',
    },
  },
  {
    key: 'pop-responsible',
    type: 'PL',
    ageDays: 6,
    executions: ['A', 'F'],
    title: { EN: 'Play responsibly', TY: 'Maglaro nang responsable' },
    content: {
      EN: '<p>Set yourself a budget and take breaks. If gaming stops being fun, contact customer service to pause your account.</p>',
      TY: '<p>Magtakda ng budget at magpahinga. Kung hindi na masaya ang paglalaro, kontakin ang customer service para i-pause ang account mo.</p>',
    },
  },
];

const DAY_MS = 24 * 60 * 60_000;

export function noticeSeeds(brandCode: string, now: Date): NoticeInput[] {
  const brand = BRANDS[brandCode];
  if (!brand) return [];
  // Whole days, so every seeding of a brand dates the same notice the same (idempotent by code anyway).
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return [...MARQUEE, ...POPUPS].flatMap((d, sort) =>
    LANGS.map((lang) => ({
      code: `${d.key}-${lang}`,
      type: d.type,
      language: lang,
      title: fill(d.title[lang], brand),
      content: fill(d.content[lang], brand),
      promotionType: d.promotionType ?? null,
      executions: d.executions ?? [],
      sort,
      startsAt: new Date(today - d.ageDays * DAY_MS),
    })),
  );
}

/** Adds the seeded brand's demo banners and notices it lacks (by code). */
export async function seedContent(db: DrizzleDb, brandCode: string, now: Date = new Date()): Promise<void> {
  const [merchant] = await db.select({ id: s.merchants.id }).from(s.merchants).where(eq(s.merchants.code, brandCode));
  if (!merchant) return;
  await addBanners(db, merchant.id, bannerSeeds(brandCode));
  await addNotices(db, merchant.id, noticeSeeds(brandCode, now));
}
