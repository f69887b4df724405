import type { DrizzleDb } from '../../db/database';
import { findMerchantByCode } from '../brand';
import { ensureJackpot, type JackpotDefinition } from './jackpot.service';

/**
 * The demo brands' jackpot: the studio's slot (Lucky Reels) feeds it with
 * 0.5 % of every stake; it starts at 5,000.00 and hits on average once per
 * 2,000,000.00 staked, so it returns 0.75 % of stakes over time (its game
 * sheet, docs/games/lucky-reels.md, certifies the rule).
 */
export const DEMO_JACKPOT: JackpotDefinition = {
  code: 'lucky-reels',
  name: 'Lucky Reels Jackpot',
  vassalage: 'WPS',
  gameCodes: ['lucky-reels'],
  seed: 500_000n,
  contributionBp: 50,
  hitEvery: 200_000_000n,
};

export async function seedJackpots(db: DrizzleDb, brandCode: string, now = new Date()): Promise<void> {
  const merchant = await findMerchantByCode(db, brandCode);
  if (!merchant) return;
  await ensureJackpot(db, merchant, DEMO_JACKPOT, now);
}
