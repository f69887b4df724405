/**
 * Free rounds ("free spins", issue 15, decision 015): rounds of one of our
 * studio's slots a promotion granted, each at a fixed stake the house pays;
 * the member keeps what they win as real money.
 */
import { z } from 'zod';
import { ZMinor } from '../wallet/money.schemas';

export const FREE_ROUND_STATUSES = ['active', 'used', 'expired'] as const;
export type TFreeRoundStatus = (typeof FREE_ROUND_STATUSES)[number];

export const ZFreeRoundGrant = z.object({
  id: z.number().int(),
  /** The game's vendor code and code (a launch names them) and its name in the catalog. */
  vassalage: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  roundsGranted: z.number().int(),
  roundsLeft: z.number().int(),
  /** Each round's total stake, minor units. */
  stake: ZMinor,
  status: z.enum(FREE_ROUND_STATUSES),
  /** Epoch milliseconds. */
  expiresAt: z.number().int(),
  createdAt: z.number().int(),
});
export type TFreeRoundGrant = z.infer<typeof ZFreeRoundGrant>;

export const ZFreeRoundList = z.object({
  currencySymbol: z.string(),
  /** Active grants with rounds left, the soonest to expire first. */
  grants: z.array(ZFreeRoundGrant),
});
export type TFreeRoundList = z.infer<typeof ZFreeRoundList>;
