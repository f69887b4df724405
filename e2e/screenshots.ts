/**
 * Writes the README's screenshots to docs/screenshots/: home, the game search, the slots list,
 * the agent login, the login and register popups, the maintenance page and the
 * member's wallet pages (wallet, deposit, withdraw, account records, messages)
 * with some history, in both themes, desktop and phone; and every game of our studio
 * (docs/screenshots/studio/: the originals after a round, crash in flight, each live table
 * during its deal), in fun mode, both themes, desktop and phone. The site's and member pages
 * are shot in English and in Tagalog (files ending in -ty).
 * The operator console (docs/screenshots/console/): its login, the dashboard, a player's page, the deposit and
 * withdrawal queues with a record open, the settings, the audit log with a change's before and after, the support desk
 * with a conversation, games, the help center, payment channels and reconciliation, reports, and (as the platform's
 * operator) jobs & health and the brands, in both themes, desktop and phone, EN and TY. The site's live chat too.
 * Run with `npm run screenshots` after `npm run build`.
 */
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { endMaintenance, startMaintenance } from '../apps/server/src/modules/access/access.service';
import { drainTeamQueue, settleDue } from '../apps/server/src/modules/agent';
import { createOutbox } from '../apps/server/src/modules/outbox';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser';
import { ApiClient, staffSession } from './support/api';
import { startServer } from './support/server';

const outDir = new URL('../docs/screenshots/', import.meta.url).pathname;
mkdirSync(outDir, { recursive: true });

const shots = [
  { name: 'home', path: '/', ready: 'page-home' },
  { name: 'search', path: '/', ready: 'page-home', search: 'lucky' },
  { name: 'rng', path: '/rng?vassalage=WPS', ready: 'page-rng' },
  { name: 'agent-login', path: '/agent', ready: 'page-agent' },
  { name: 'login', path: '/login', ready: 'modal-login' },
  { name: 'register', path: '/register', ready: 'modal-register' },
  { name: 'maintenance', path: '/', ready: 'maintenance-page', maintenance: true },
  { name: 'chat', path: '/', ready: 'page-home', chat: true },
  { name: 'promotions', path: '/promotions', ready: 'promotions' },
  { name: 'vip', path: '/vip', ready: 'vip-page' },
] as const;

/** The wheel spin player01 made while the shots were prepared (its verifier page). */
let spinPublicId = '';

const memberShots: { name: string; tab?: string; path?: () => string; ready: string }[] = [
  { name: 'wallet', tab: 'transferFund', ready: 'wallet-page' },
  { name: 'deposit', tab: 'depositv2', ready: 'deposit-page' },
  { name: 'withdraw', tab: 'withdraw', ready: 'withdraw-page' },
  { name: 'records', tab: 'transactionHistory', ready: 'records-page' },
  { name: 'messages', tab: 'messageV2', ready: 'inbox' },
  { name: 'bets', tab: 'personalHistoryCopy', ready: 'bets-page' },
  { name: 'bonus', tab: 'bonusDetails', ready: 'bonus-active' },
  { name: 'rewards', tab: 'rewardCenter', ready: 'reward-center' },
  { name: 'missions', tab: 'missionLeaderboard', ready: 'mission-activity' },
  { name: 'referral', tab: 'referral', ready: 'referral-link' },
  { name: 'red-envelope', path: () => '/redEnvelope', ready: 'rain-card' },
  { name: 'wheel', path: () => '/wheel', ready: 'wheel-odds' },
  { name: 'wheel-verify', path: () => `/wheel/verify?spin=${spinPublicId}`, ready: 'wheel-verdict' },
];

/** player01 with some history: deposits (one approved), a transfer, a withdrawal waiting for review. */
async function memberWithHistory(api: ApiClient): Promise<string> {
  const { token } = await api.login('player01', 'Player@123');
  const staffToken = await staffSession(api);
  const deposit = async (requestId: string, amount: string) =>
    (await api.call<{ id: number }>('POST', '/wps/relay/deposit/bank', { requestId, channelCode: 'BDO', amount, payerName: 'Juan Dela Cruz', reference: `REF-${requestId}` }, token)).value;
  await api.sealed('POST', '/wps/member/paymentPassword', { currentPassword: 'Player@123', newPaymentPassword: '246810', confirmPaymentPassword: '246810' }, token);
  const accounts = await api.sealed<{ id: number }[]>(
    'POST',
    '/wps/relay/passwordCheck/bankAccount',
    { action: 'add', bankName: 'BPI', payeeName: 'Juan Dela Cruz', accountNumber: '004512345678', paymentPassword: '246810' },
    token,
  );
  const bankAccountId = accounts.value?.[0]?.id;
  if (bankAccountId) {
    await api.sealed('POST', '/wps/relay/passwordCheck/withdraw', { requestId: 'shot-withdraw-1', bankAccountId, amount: '30000', paymentPassword: '246810' }, token);
  }
  // The welcome bonus joined before the first deposit: bonusDetails shows it active.
  const promotions = await api.call<{ list: { id: number; code: string }[] }>('GET', '/wps/relay/MCSFE_getPromotionList');
  const welcome = promotions.value?.list.find((p) => p.code === 'welcome-100');
  if (welcome) await api.call('POST', '/wps/relay/MCSFE_signUpPromotionJoin', { promotionId: welcome.id }, token);
  // Mission Free Spins joined too: the approved deposit completes the weekly deposit mission, which grants the spins (bonusDetails, Lucky Reels).
  const spins = promotions.value?.list.find((p) => p.code === 'mission-spins');
  if (spins) await api.call('POST', '/wps/relay/MCSFE_signUpPromotionJoin', { promotionId: spins.id }, token);
  const approved = await deposit('shot-deposit-1', '150000');
  if (approved) await api.call('POST', '/wps/staff/deposits/approve', { id: approved.id }, staffToken);
  await deposit('shot-deposit-2', '80000');
  // A red-envelope rain falling now (player01's deposit makes them eligible), and a wheel spin the deposit earned.
  const admin = await staffSession(api, 'admin01', 'Admin@123');
  await api.call(
    'POST',
    '/wps/staff/engagement/rains/create',
    { title: { EN: 'Payday red envelope rain', TY: 'Ulan ng ampao sa araw ng sahod' }, startsAt: Date.now() - 60_000, durationMinutes: 60, budget: '200000', envelopes: 200, requirement: 'deposit', requirementAmount: '10000', requirementDays: 7 },
    admin,
  );
  for (let i = 0; i < 20; i++) {
    const wheel = await api.call<{ wheel: { id: number } | null; spins: number }>('GET', '/wps/member/wheel', undefined, token);
    if (wheel.value?.wheel && wheel.value.spins > 0) {
      const spun = await api.call<{ spin: { publicId: string } }>('POST', '/wps/member/wheel/spin', { wheelId: wheel.value.wheel.id, clientSeed: 'juan-lucky-7', requestId: 'shot-wheel-1' }, token);
      spinPublicId = spun.value?.spin.publicId ?? '';
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return token;
}

const consoleDir = `${outDir}console/`;
mkdirSync(consoleDir, { recursive: true });

/** The console's screens, signed in as the demo admin (or the platform's operator: `platform`), a record open where the screen has one. */
const consoleShots: { name: string; path: string; act?: (page: Page) => Promise<void>; platform?: true }[] = [
  { name: 'login', path: '/console/login' },
  { name: 'dashboard', path: '/console/' },
  { name: 'player', path: '/console/players?player01' },
  { name: 'settings', path: '/console/settings' },
  { name: 'settings-brand', path: '/console/settings?tab=brand' },
  { name: 'deposits', path: '/console/finance/deposits', act: async (page) => page.getByRole('row').nth(1).click() },
  { name: 'withdrawals', path: '/console/finance/withdrawals', act: async (page) => page.getByRole('row').nth(1).click() },
  {
    name: 'audit',
    path: '/console/audit',
    act: async (page) => {
      await page.getByRole('row').filter({ hasText: 'approve' }).first().click();
      await page.locator('.diff').waitFor();
    },
  },
  {
    name: 'support',
    path: '/console/support',
    act: async (page) => {
      // The conversation support answered is open (All open), not waiting.
      await page.getByRole('tab').nth(2).click();
      await page.getByTestId('chat-queue').getByRole('button').first().click();
      await page.getByTestId('chat-member').or(page.getByRole('heading', { name: /Maria/ })).first().waitFor();
    },
  },
  { name: 'games', path: '/console/games' },
  { name: 'content-help', path: '/console/content', act: async (page) => page.getByRole('tab').nth(2).click() },
  { name: 'channels', path: '/console/finance/channels' },
  { name: 'reconciliation', path: '/console/finance/reconciliation' },
  { name: 'reports', path: '/console/reports' },
  { name: 'agents', path: '/console/agents' },
  { name: 'agents-contracts', path: '/console/agents?tab=contracts' },
  { name: 'agents-review', path: '/console/agents?tab=settlements' },
  { name: 'agents-commissions', path: '/console/agents?tab=commissions' },
  { name: 'promotions', path: '/console/promotions' },
  { name: 'promotions-vip', path: '/console/promotions?tab=vip' },
  { name: 'promotions-mall', path: '/console/promotions?tab=mall' },
  { name: 'engagement', path: '/console/engagement' },
  { name: 'engagement-wheel', path: '/console/engagement?tab=wheel' },
  { name: 'engagement-rains', path: '/console/engagement?tab=rains' },
  { name: 'jobs', path: '/console/jobs', platform: true },
  { name: 'brands', path: '/console/platform', platform: true },
];

/** A visitor who asked support something (with an answer), for the support desk's and the site chat's shots. */
async function visitorChat(api: ApiClient, staffToken: string): Promise<string> {
  const started = await api.call<{ token: string; conversation: { id: number } }>('POST', '/wps/chat/start', { name: 'Maria', language: 'EN' });
  const chatToken = started.value!.token;
  const headers = { 'x-chat-token': chatToken };
  await api.call('POST', '/wps/chat/send', { clientKey: 'shot-chat-1', text: 'Hi! My deposit of 1,500 from BDO is not in my wallet yet.' }, undefined, headers);
  await api.call('POST', '/wps/staff/chat/send', { id: started.value!.conversation.id, clientKey: 'shot-chat-2', text: 'Hello Maria, I am checking it now. Could you send the receipt?' }, staffToken);
  await api.call('POST', '/wps/chat/send', { clientKey: 'shot-chat-3', text: 'Sure, one moment.' }, undefined, headers);
  return chatToken;
}

/** Rows of a raw query on either driver. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

const agentDir = `${outDir}agent/`;
mkdirSync(agentDir, { recursive: true });

/** The agent center of agent01 (the demo's team), a screen each; the contract popup as subagent01 sees it at sign-in. */
const agentShots: { name: string; tab: string; ready: string; as?: 'sub'; act?: (page: Page) => Promise<void> }[] = [
  { name: 'overview', tab: 'agentTeamOverview', ready: 'agent-overview', act: async (page) => page.getByTestId('ov-period-thisWeek').click() },
  { name: 'team', tab: 'downlineManagmentView', ready: 'downline-management' },
  { name: 'register', tab: 'registerCenter', ready: 'register-center' },
  { name: 'loss', tab: 'palStatementsAgentCopy', ready: 'loss-summary' },
  { name: 'wages', tab: 'agentDailyWages2', ready: 'bills-daily_salary', act: async (page) => page.locator('[data-testid^="bill-open-"]').first().click() },
  { name: 'income', tab: 'agentRevenueReport', ready: 'agent-income' },
  { name: 'contract-popup', tab: 'agentAnnouncement', ready: 'contract-popup', as: 'sub' },
];

/**
 * The demo team at play: player01 (under agent01) and player02 (under
 * subagent01) settle a few bets today through the wager stream, the team
 * rollups are drained, and the daily salaries are settled on a clock a day
 * ahead, so the agent center has figures and bills to show.
 */
async function agentTeamAtPlay(server: Awaited<ReturnType<typeof startServer>>): Promise<void> {
  const db = server.database.db;
  const [merchant] = rowsOf<{ id: number; gmt: number }>(await db.execute(sql`SELECT id, gmt_offset_minutes AS gmt FROM merchants WHERE code = 'demo'`));
  const day = new Date(Date.now() + Number(merchant!.gmt) * 60_000).toISOString().slice(0, 10);
  let n = 0;
  for (const [account, stakes] of [['player01', [12_000, 8_000, 25_000, 5_000]], ['player02', [30_000, 15_000, 40_000]]] as const) {
    const [m] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM members WHERE account = ${account} AND merchant_id = ${merchant!.id}`));
    for (const stake of stakes) {
      const payout = n % 3 === 0 ? stake * 2 : 0;
      await db.execute(sql`SELECT wager_record(${merchant!.id}::integer, ${m!.id}::integer, 'provider', ${`shot:${n++}`}, 'RNG', 'WPS', 'dice', 'PHP',
        ${stake}::bigint, ${stake}::bigint, ${payout}::bigint, false, now(), ${day}::date, ${m!.id % 16}::integer)`);
    }
  }
  // subagent01 takes agent01's offer (the popup shot then shows a fresh one).
  await db.execute(sql`UPDATE agent_contracts SET status = 'accepted', decided_at = now() WHERE status = 'offered' AND merchant_id = ${merchant!.id}`);
  await drainTeamQueue(db, Number(merchant!.id));
  const ahead = { now: () => new Date(Date.now() + 86_400_000 + 5 * 60_000) };
  await settleDue({ db, clock: ahead, outbox: createOutbox(db, { error: () => undefined, warn: () => undefined }) }, { merchantId: Number(merchant!.id) });
}

const studioDir = `${outDir}studio/`;
mkdirSync(studioDir, { recursive: true });

/** The studio's games as a visitor's free trial shows them, each at a telling moment. */
const studioShots: { game: string; ready: string; act?: (page: Page) => Promise<void> }[] = [
  ...['dice', 'plinko', 'keno', 'mines', 'hilo'].map((game) => ({
    game,
    ready: '.og-play',
    act: async (page: Page) => {
      if (game === 'keno') await page.getByRole('button', { name: /random|pumili/i }).first().click();
      await page.locator('.og-play:not([disabled])').first().click();
      if (game === 'mines') {
        await page.locator('.og-mines__grid.is-open').waitFor();
        for (const tile of [6, 12]) {
          if ((await page.locator('.og-mines__grid.is-open').count()) === 0) break;
          await page.locator('.og-tile').nth(tile).click();
          await page.waitForTimeout(500);
        }
      }
      if (game === 'hilo') {
        await page.locator('.og-guess:not([disabled])').first().click();
        await page.waitForTimeout(600);
      }
      await page.waitForTimeout(game === 'plinko' ? 4_000 : 1_500);
    },
  })),
  {
    game: 'crash',
    ready: '.cr-play',
    act: async (page) => {
      // A bet for the next take-off, then the flight.
      await page.locator('[data-testid="bet"]:not([disabled]), .cr-play--next:not([disabled])').first().click({ timeout: 20_000 }).catch(() => undefined);
      await page.locator('.cr-app.is-running').waitFor({ timeout: 40_000 }).catch(() => undefined);
      await page.waitForTimeout(2_500);
    },
  },
  ...['baccarat', 'dragon-tiger', 'sic-bo', 'roulette', 'color-game'].map((game) => ({
    game,
    ready: '.tb-chip',
    act: async (page: Page) => {
      // Chips on the table while bets are open, then the deal.
      if ((await page.locator('.tb-banner--betting').count()) > 0) {
        await page.locator('.tb-chip').nth(1).click();
        await page.locator('.tb-spot').first().click();
        await page.locator('.tb-confirm').click().catch(() => undefined);
      }
      await page.locator('.tb-banner--dealing').waitFor({ timeout: 40_000 }).catch(() => undefined);
      await page.waitForTimeout(game === 'roulette' ? 6_000 : 4_000);
    },
  })),
];

/** SCREENSHOTS_ONLY=baccarat,home,game,console:jobs,agent:wages: only those shots (studio games, site pages, member pages; 'game' is Lucky Reels; console or console:<name>; agent or agent:<name>). */
const only = process.env.SCREENSHOTS_ONLY?.split(',').filter(Boolean);
/** The site's and member pages in each language (Tagalog files end in -ty); SCREENSHOTS_LANGS=EN for English only. */
const languages = (process.env.SCREENSHOTS_LANGS ?? 'EN,TY').split(',').filter((l) => l === 'EN' || l === 'TY');
const suffix = (lang: string) => (lang === 'EN' ? '' : `-${lang.toLowerCase()}`);

const server = await startServer({ backgroundJobs: true });
const browser = await launchBrowser();
try {
  const api = new ApiClient(server.baseUrl);
  const token = await memberWithHistory(api);
  const adminToken = await staffSession(api, 'admin01', 'Admin@123');
  const platformToken = await staffSession(api, 'platform01', 'Platform@123');
  const chatToken = await visitorChat(api, await staffSession(api, 'support01', 'Support@123'));
  const found = await api.call<{ list: { id: number }[] }>('GET', '/wps/staff/players?by=username&q=player01', undefined, adminToken);
  const player01Id = found.value?.list[0]?.id ?? 1;
  if (!only || only.some((o) => o === 'agent' || o.startsWith('agent:'))) {
    await agentTeamAtPlay(server);
    const agentToken = (await api.login('agent01', 'Agent@123')).token;
    const subToken = (await api.login('subagent01', 'Agent@123')).token;
    // A new offer for subagent01 (a raise within agent01's terms), for the contract popup.
    await api.call('POST', '/wps/agent/contracts/offer', { agentAccount: 'subagent01', kind: 'daily_salary', period: 'day', tiers: [{ validBet: '0', activeMembers: 0, rate: 40 }, { validBet: '10000000', activeMembers: 3, rate: 70 }] }, agentToken);
    for (const shot of agentShots.filter((a) => !only || only.includes('agent') || only.includes(`agent:${a.name}`))) {
      for (const [lang, theme] of languages.flatMap((l) => (['dark', 'light'] as const).map((t) => [l, t] as const))) {
        for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
          const { context, page } = await openPage(browser, `${server.baseUrl}/agentHome?tab=${shot.tab}&token=${shot.as ? subToken : agentToken}`, { theme, lang, viewport });
          await page.getByTestId(shot.ready).first().waitFor({ state: 'visible', timeout: 20_000 });
          await page.waitForLoadState('networkidle');
          // The popup opens for offers only; it stays out of the other shots' way.
          if (!shot.as) await page.getByTestId('contract-popup-close').click({ timeout: 1_000 }).catch(() => undefined);
          await shot.act?.(page);
          await page.waitForTimeout(500);
          const file = `${agentDir}${shot.name}${suffix(lang)}-${theme}-${device}.png`;
          await page.screenshot({ path: file, fullPage: device === 'desktop' && !shot.as });
          console.log('wrote', file);
          await context.close();
        }
      }
    }
  }
  // SCREENSHOTS_ONLY=console for every console shot, console:support for one.
  for (const shot of consoleShots.filter((c) => !only || only.includes('console') || only.includes(`console:${c.name}`))) {
    for (const [lang, theme] of languages.flatMap((l) => (['dark', 'light'] as const).map((t) => [l, t] as const))) {
      for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        const { context, page } = await openPage(browser, 'about:blank', { viewport });
        await context.addInitScript(
          ([t, l, staffToken, signedIn]) => {
            localStorage.setItem('wps.console.theme', t);
            localStorage.setItem('wps.console.lang', l.toLowerCase());
            if (signedIn) sessionStorage.setItem('wps.console.token', staffToken);
          },
          [theme, lang, shot.platform ? platformToken : adminToken, shot.name !== 'login'] as const,
        );
        // The player page of player01 (its id from the staff search).
        const path = shot.name === 'player' ? `/console/players/${player01Id}` : shot.path;
        await page.goto(server.baseUrl + path);
        await page.locator(shot.name === 'login' ? '.auth-card' : '.shell').waitFor();
        await page.waitForLoadState('networkidle');
        await shot.act?.(page);
        await page.waitForTimeout(400);
        const file = `${consoleDir}${shot.name}${suffix(lang)}-${theme}-${device}.png`;
        await page.screenshot({ path: file });
        console.log('wrote', file);
        await context.close();
      }
    }
  }
  // Lucky Reels in the game popup, after one spin (which also gives the betting record a round).
  for (const theme of only && !only.includes('game') ? [] : (['dark', 'light'] as const)) {
    for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      const { context, page } = await openPage(browser, `${server.baseUrl}/rng?vassalage=WPS&token=${token}`, { theme, viewport });
      await page.getByTestId('game-tile-wps-lucky-reels').hover();
      await page.getByTestId('play-wps-lucky-reels').click();
      const frame = await (await page.locator('.game-view__iframe').elementHandle())?.contentFrame();
      if (!frame) throw new Error('no game frame');
      await frame.locator('.lr-spin:not([disabled])').click();
      await frame.locator('.lr-spin:not(.is-busy)').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(600);
      const file = `${outDir}game-${theme}-${device}.png`;
      await page.screenshot({ path: file });
      console.log('wrote', file);
      await context.close();
    }
  }
  for (const shot of studioShots.filter((s) => !only || only.includes(s.game))) {
    for (const theme of ['dark', 'light'] as const) {
      for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        const { context, page } = await openPage(browser, `${server.baseUrl}/studio/${shot.game}/?mode=fun&language=EN&theme=${theme}`, { theme, viewport });
        await page.locator(shot.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
        await shot.act?.(page);
        const file = `${studioDir}${shot.game}-${theme}-${device}.jpg`;
        await page.screenshot({ path: file, type: 'jpeg', quality: 72 });
        console.log('wrote', file);
        await context.close();
      }
    }
  }
  for (const shot of memberShots.filter((s) => !only || only.includes(s.name))) {
    for (const [lang, theme] of languages.flatMap((l) => (['dark', 'light'] as const).map((t) => [l, t] as const))) {
      for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        const path = shot.path ? shot.path() : `/member?tab=${shot.tab}`;
        const { context, page } = await openPage(browser, `${server.baseUrl}${path}${path.includes('?') ? '&' : '?'}token=${token}`, { theme, lang, viewport });
        await page.getByTestId(shot.ready).waitFor({ state: 'visible' });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        const file = `${outDir}${shot.name}${suffix(lang)}-${theme}-${device}.png`;
        await page.screenshot({ path: file, fullPage: device === 'desktop' });
        console.log('wrote', file);
        await context.close();
      }
    }
  }
  for (const shot of shots.filter((s) => !only || only.includes(s.name))) {
    if ('maintenance' in shot) {
      await startMaintenance(server.database.db, 'demo', { endsAt: new Date(Date.now() + 3 * 3600_000) });
    }
    for (const [lang, theme] of languages.flatMap((l) => (['dark', 'light'] as const).map((t) => [l, t] as const))) {
      for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
        const { context, page } = await openPage(browser, server.baseUrl + shot.path, { theme, lang, viewport });
        await page.getByTestId(shot.ready).waitFor({ state: 'visible' });
        // The visitor's own conversation (its token kept by this browser), open on the side bar's Live chat.
        if ('chat' in shot) {
          await page.evaluate((t) => localStorage.setItem('wps.chat.token', t), chatToken);
          await page.reload();
          await page.getByTestId(shot.ready).waitFor({ state: 'visible' });
        }
        if ('chat' in shot) {
          await page.getByTestId('sidebar-livechat').click();
          await page.getByTestId('chat-messages').getByText('Sure, one moment.').waitFor();
        }
        await page.waitForLoadState('networkidle');
        if ('search' in shot) {
          await page.getByTestId('search-button').click();
          await page.getByTestId('game-search-input').fill(shot.search);
          await page.getByTestId('modal-search').getByTestId('game-tile-wps-lucky-reels').waitFor({ state: 'visible' });
        }
        await page.waitForTimeout(400);
        const file = `${outDir}${shot.name}${suffix(lang)}-${theme}-${device}.png`;
        await page.screenshot({ path: file, fullPage: device === 'desktop' && shot.name === 'home' });
        console.log('wrote', file);
        await context.close();
      }
    }
    if ('maintenance' in shot) await endMaintenance(server.database.db, 'demo');
  }
} finally {
  await browser.close();
  await server.close();
}
