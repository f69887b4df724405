/**
 * Starting a game (SPEC.md §4 Game start): what the web client sends to launch
 * one and what it gets back, a short-lived game token bound to member, vendor
 * and game, and the vendor's launch URL.
 */
import { z } from 'zod';

const ZVassalage = z.string().regex(/^[A-Z0-9_]{1,32}$/, 'a vendor code (vassalage)');
const ZGameCode = z.string().min(1).max(64);
const ZTrialFlag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());

export const ZLaunchGameBody = z.object({
  vassalage: ZVassalage,
  gameCode: ZGameCode,
  /** Free trial: a trial member plays with demo credits; a real member gets the vendor's fun mode without a token. */
  trial: z.boolean().optional(),
  language: z.string().regex(/^[A-Z]{2,3}$/).optional(),
});
export type TLaunchGameBody = z.infer<typeof ZLaunchGameBody>;

export const ZLaunchGameQuery = z.object({
  vassalage: ZVassalage,
  gameCode: ZGameCode,
  /** Default true: this is the free-trial button's call. */
  trial: ZTrialFlag.optional(),
  language: z.string().regex(/^[A-Z]{2,3}$/).optional(),
});

export const ZGameLaunch = z.object({
  /** The vendor's launch URL with token, game, mode, language and return URL. */
  url: z.string(),
  /** Absent for a fun-mode launch (no wallet behind it). */
  token: z.string().optional(),
  mode: z.enum(['real', 'demo', 'fun']),
  expiresAt: z.string().optional(),
});
export type TGameLaunch = z.infer<typeof ZGameLaunch>;
