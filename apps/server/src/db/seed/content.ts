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

export type Lang = 'EN' | 'TY';
type Text = Record<Lang, string>;

export interface BannerDef {
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
    key: 'home-safe',
    group: 'w_home',
    shape: 'wide',
    hues: [150, 200],
    motif: 'shield',
    kicker: { EN: 'Play responsibly', TY: 'Maglaro nang responsable' },
    headline: { EN: 'Withdrawals You Can Follow', TY: 'Withdrawal na Masusubaybayan' },
    subline: { EN: 'Withdraw to your bank account; every step shows in your records.', TY: 'Mag-withdraw sa iyong bank account; makikita ang bawat hakbang sa iyong records.' },
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
    headline: { EN: 'One wallet for every game', TY: 'Iisang wallet sa bawat laro' },
    subline: { EN: 'Sign up, deposit, and play; withdraw when you like.', TY: 'Mag-sign up, mag-deposito at maglaro; mag-withdraw kung kailan mo gusto.' },
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
    kicker: { EN: 'Our own studio', TY: 'Gawa ng aming studio' },
    headline: { EN: 'Made here, certified here', TY: 'Gawa rito, sertipikado rito' },
    subline: { EN: 'Every game on the site is ours, its return to player computed exactly.', TY: 'Amin ang bawat laro sa site, eksaktong kinuwenta ang return to player nito.' },
  },
];

/**
 * The demo promotions' banners (db/seed/promotions.ts seeds their rows, each
 * linked to its promotion; here only their art): the promotions page's
 * w_activity cards and the home carousel's welcome-bonus slide.
 */
export const PROMOTION_BANNERS: BannerDef[] = [
  {
    key: 'promo-welcome',
    group: 'w_activity',
    shape: 'wide',
    hues: [330, 45],
    motif: 'gift',
    kicker: { EN: 'First deposit', TY: 'Unang deposito' },
    headline: { EN: '100% Welcome Bonus', TY: '100% Welcome Bonus' },
    subline: { EN: 'Up to {sym}{welcomeMax}, 10× wagering, terms shown before you join.', TY: 'Hanggang {sym}{welcomeMax}, 10× wagering, makikita ang terms bago sumali.' },
    cta: { EN: 'See the terms', TY: 'Tingnan ang terms' },
  },
  {
    key: 'promo-big-win',
    group: 'w_activity',
    shape: 'wide',
    hues: [200, 275],
    motif: 'rocket',
    kicker: { EN: 'Share your win', TY: 'Ibahagi ang panalo' },
    headline: { EN: 'Big Win Story', TY: 'Kuwento ng Malaking Panalo' },
    subline: { EN: 'Send a screenshot of a 50× win; our team rewards it with cash.', TY: 'Magpadala ng screenshot ng 50× na panalo; gagantimpalaan ito ng cash.' },
  },
  {
    key: 'promo-mission-spins',
    group: 'w_activity',
    shape: 'wide',
    hues: [160, 210],
    motif: 'reels',
    kicker: { EN: 'Missions', TY: 'Mga misyon' },
    headline: { EN: 'Mission Free Spins', TY: 'Libreng Spin sa Misyon' },
    subline: { EN: 'Complete any mission: 10 free spins on Lucky Reels, wins paid as real money.', TY: 'Tapusin ang kahit anong misyon: 10 libreng spin sa Lucky Reels, tunay na pera ang panalo.' },
  },
  {
    key: 'promo-points-back',
    group: 'w_activity',
    shape: 'wide',
    hues: [40, 15],
    motif: 'coins',
    kicker: { EN: 'Points mall', TY: 'Points mall' },
    headline: { EN: 'Points Back', TY: 'Balik-Puntos' },
    subline: { EN: 'Spend 1,000 points in one go and 100 come back to you.', TY: 'Gumastos ng 1,000 puntos nang isahan at babalik sa iyo ang 100.' },
  },
  {
    key: 'promo-free-chip',
    group: 'w_activity',
    shape: 'wide',
    hues: [265, 320],
    motif: 'bolt',
    kicker: { EN: 'No deposit', TY: 'Walang deposito' },
    headline: { EN: 'Free {sym}{chip} Chip', TY: 'Libreng {sym}{chip} Chip' },
    subline: { EN: 'Claim it, play it 5 times through, and it becomes real money.', TY: 'I-claim, laruin nang 5 ulit, at magiging tunay na pera.' },
  },
  {
    key: 'home-welcome',
    group: 'w_home',
    shape: 'wide',
    hues: [330, 45],
    motif: 'gift',
    kicker: { EN: 'New here?', TY: 'Bago ka rito?' },
    headline: { EN: 'Double Your First Deposit', TY: 'Doblehin ang Unang Deposito' },
    subline: { EN: '100% bonus up to {sym}{welcomeMax}. Join on the promotions page before you deposit.', TY: '100% bonus hanggang {sym}{welcomeMax}. Sumali sa promotions page bago mag-deposito.' },
    cta: { EN: 'Join now', TY: 'Sumali na' },
  },
];

const BANNERS = [...HOME, ...PANELS];
export const LANGS: Lang[] = ['EN', 'TY'];

/** Per-brand details the texts name. */
export const BRANDS: Record<string, { name: string; symbol: string; hueShift: number; welcomeMax: string; chip: string }> = {
  demo: { name: 'Lucky Peso', symbol: '\u20b1', hueShift: 0, welcomeMax: '5,000', chip: '20' },
  nova: { name: 'Nova Arcade', symbol: '$', hueShift: 40, welcomeMax: '500', chip: '2' },
};

export const fill = (text: string, brand: { name: string; symbol: string; welcomeMax: string; chip?: string }) =>
  text.replaceAll('{brand}', brand.name).replaceAll('{sym}', brand.symbol).replaceAll('{welcomeMax}', brand.welcomeMax).replaceAll('{chip}', brand.chip ?? '');

export const bannerImagePath = (brandCode: string, key: string, lang: Lang) => `/banners/${brandCode}/${key}-${lang.toLowerCase()}.svg`;

/** What scripts/generate-banner-art.ts draws for a brand: one picture per banner and language. */
export function bannerArtSpecs(brandCode: string): (BannerArtSpec & { path: string })[] {
  const brand = BRANDS[brandCode];
  if (!brand) return [];
  return [...BANNERS, ...PROMOTION_BANNERS].flatMap((d) =>
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
    title: { EN: 'Payments: gateway deposits are credited as soon as the payment is confirmed.', TY: 'Bayad: Papasok ang gateway deposit sa sandaling makumpirma ang bayad.' },
    content: {
      EN: '<p>Deposits through the <strong>payment gateway</strong> are credited as soon as the gateway confirms your payment. Bank transfers are credited once our staff have checked your receipt.</p>',
      TY: '<p>Papasok ang mga deposito sa <strong>payment gateway</strong> sa sandaling kumpirmahin ng gateway ang bayad mo. Ang bank transfer ay papasok kapag nasuri na ng aming staff ang iyong resibo.</p>',
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
];

const POPUPS: NoticeDef[] = [
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
    title: { EN: 'Follow your deposits', TY: 'Subaybayan ang iyong mga deposito' },
    content: {
      EN: '<p>Every deposit shows its status in your account records: gateway payments are credited once confirmed, bank transfers once our staff have checked the receipt.</p>',
      TY: '<p>Makikita ang estado ng bawat deposito sa iyong account records: papasok ang gateway payment kapag nakumpirma, at ang bank transfer kapag nasuri na ng staff ang resibo.</p>',
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

/** The agent center's announcements (type A): what the demo's agent programme really is. */
const AGENT_NOTICES: NoticeDef[] = [
  {
    key: 'a-salary',
    type: 'A',
    ageDays: 1,
    title: { EN: 'Daily salary: paid the next day on your team’s valid bet', TY: 'Daily salary: binabayaran kinabukasan batay sa valid bet ng iyong team' },
    content: {
      EN: '<p>Agents with a <strong>daily salary</strong> contract earn a rate on their team’s valid bet of each day, paid the next day. Each bill in <em>Daily wages</em> shows the team’s valid bet, active members, the tier reached and the rate.</p><p>Offer your sub-agents a contract in <em>Team management</em>: their rate can never be above yours.</p>',
      TY: '<p>Ang mga ahenteng may kontratang <strong>daily salary</strong> ay kumikita ng rate sa valid bet ng kanilang team bawat araw, na binabayaran kinabukasan. Makikita sa bawat bill sa <em>Daily wages</em> ang valid bet ng team, mga aktibong miyembro, ang naabot na tier at ang rate.</p><p>Mag-alok ng kontrata sa iyong mga sub-agent sa <em>Team management</em>: hindi kailanman lalampas sa iyo ang kanilang rate.</p>',
    },
  },
  {
    key: 'a-invite',
    type: 'A',
    ageDays: 3,
    title: { EN: 'Your invite link and QR code are in Register members', TY: 'Nasa Register members ang iyong invite link at QR code' },
    content: {
      EN: '<p>Share your invite link or QR code: everyone who registers through it joins your team. <em>Register members</em> also counts clicks, registrations and first deposits.</p>',
      TY: '<p>Ibahagi ang iyong invite link o QR code: lahat ng magrerehistro gamit ito ay sasali sa iyong team. Binibilang din ng <em>Register members</em> ang mga click, rehistro at unang deposito.</p>',
    },
  },
];

const DAY_MS = 24 * 60 * 60_000;

export function noticeSeeds(brandCode: string, now: Date): NoticeInput[] {
  const brand = BRANDS[brandCode];
  if (!brand) return [];
  // Whole days, so every seeding of a brand dates the same notice the same (idempotent by code anyway).
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return [...MARQUEE, ...POPUPS, ...AGENT_NOTICES].flatMap((d, sort) =>
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
