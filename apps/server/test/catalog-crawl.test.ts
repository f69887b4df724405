/**
 * Issue 11 item 1: every game either seeded brand shows plays. The crawl reads
 * what the site lists (the vendor lanes behind the header, side menu and
 * footer; every vendor's games on its category or list page; the hot and
 * popular games of the home page; the whole catalog) and launches each game,
 * for real and as a free trial, as a member of that brand would. A launch must
 * lead to a game this project serves: the launch address is one of our
 * studio's pages, and the studio game's own session call accepts the token
 * (every studio game answers `<its page>api/session`).
 */
import {
  gameLaunchFB,
  getGameList,
  getGameVendors,
  getHotGames,
  getPopular,
  launchGame,
  type ContractValue,
  type TGameCard,
  type TGameListValue,
} from '@wps/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMerchantByCode } from '../src/modules/brand/brand.repository';
import { SEED_BRANDS } from '../src/db/seed/brands';
import { call, createAccountApp, envelope, type AccountTestApp, type CallOptions } from './support/accounts';
import { loggedInMember } from './support/wallet';

let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountApp();
});
afterAll(async () => t.close());

const ok = <T>(res: Awaited<ReturnType<typeof call>>): T => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode} ${res.body}`);
  return envelope(res).value as T;
};

async function allGames(query: string, o: CallOptions): Promise<TGameCard[]> {
  const out: TGameCard[] = [];
  for (let page = 1; ; page++) {
    const value = ok<TGameListValue>(await call(t, getGameList, undefined, { ...o, query: `${query}&pageSize=100&pageNo=${page}` }));
    out.push(...value.games);
    if (page >= value.totalPages) return out;
  }
}

/** Every game tile the site can show on this host, by node id. */
async function everyTile(host: string): Promise<Map<string, TGameCard>> {
  const o = { host };
  const tiles = new Map<string, TGameCard>();
  const add = (cards: readonly TGameCard[]) => cards.forEach((c) => tiles.set(c.nodeId, c));
  const lanes = ok<ContractValue<typeof getGameVendors>>(await call(t, getGameVendors, undefined, o)).data.lanes;
  for (const lane of lanes) {
    for (const vendor of lane.vendors) add(await allGames(`vassalage=${encodeURIComponent(vendor.vassalage)}&gameType=${encodeURIComponent(vendor.gameType)}`, o));
  }
  add(await allGames('gameType=', o));
  add(ok<ContractValue<typeof getHotGames>>(await call(t, getHotGames, undefined, o)).list);
  add(ok<ContractValue<typeof getPopular>>(await call(t, getPopular, undefined, { ...o, query: 'limitNum=24' })).list);
  return tiles;
}

describe.each(SEED_BRANDS.map((b) => [b.code, b.domains.find((d) => d.kind === 'player')!.host] as const))('the %s brand', (code, host) => {
  it('shows only games that play: each launches for real and as a free trial into a game this project serves', async () => {
    const merchant = await findMerchantByCode(t.database.db, code);
    const brandApp = { ...t, host, merchantId: merchant!.id };
    const member = await loggedInMember(brandApp);
    const tiles = await everyTile(host);
    expect(tiles.size).toBeGreaterThan(0);
    for (const game of tiles.values()) {
      expect(game.isGame, `${game.nodeId} is a game`).toBe(true);
      const real = ok<ContractValue<typeof launchGame>>(
        await call(brandApp, launchGame, { vassalage: game.vassalage, gameCode: game.gameCode }, { token: member.token, ip: member.ip }),
      );
      const trial = ok<ContractValue<typeof gameLaunchFB>>(
        await call(brandApp, gameLaunchFB, undefined, {
          token: member.token,
          ip: member.ip,
          query: `vassalage=${encodeURIComponent(game.vassalage)}&gameCode=${encodeURIComponent(game.gameCode)}&trial=true`,
        }),
      );
      // A real member's free trial plays for fun (no wallet behind it); a trial member's plays on demo credits.
      expect(real.mode, game.nodeId).toBe('real');
      expect(['fun', 'demo'], game.nodeId).toContain(trial.mode);
      for (const launch of [real, trial]) {
        const mode = launch.mode;
        const url = new URL(launch.url, `http://${host}`);
        // Served here (not an address of a vendor nobody runs): the page's route exists…
        expect(url.host, `${game.nodeId}: ${launch.url}`).toBe(host);
        const page = await t.app.inject({ url: url.pathname, headers: { host, accept: 'text/html' } });
        expect([200, 503], `${game.nodeId}: ${url.pathname} answered ${page.statusCode}`).toContain(page.statusCode);
        // …and the game itself opens a session on the token the launch issued.
        const session = await t.app.inject({
          method: 'POST',
          url: `${url.pathname}api/session`,
          headers: { host, 'content-type': 'application/json', 'x-forwarded-for': member.ip },
          payload: { mode, ...(launch.token ? { token: launch.token } : {}) },
        });
        expect(session.statusCode, `${game.nodeId} (${mode}): ${session.body}`).toBe(200);
        expect((session.json() as { value: { mode: string } }).value.mode).toBe(mode);
      }
    }
  });
});
