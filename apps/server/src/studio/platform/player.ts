/**
 * Who is playing a studio game: a game token's player at the platform (real
 * money, or a trial account's demo credits), or a fun session (a real
 * member's free trial: no wallet, an unguessable id the page keeps).
 */
import { randomBytes } from 'node:crypto';
import { authenticate } from './calls';
import type { StudioContext } from './context';

export type StudioMode = 'real' | 'demo' | 'fun';

export interface StudioPlayer {
  /** The platform's player id, or `fun:<id>`: what the studio's rows are keyed by. */
  key: string;
  mode: StudioMode;
  currency: string;
  /** Real and demo: the platform's player, the game token, the balance when asked. */
  playerId?: string;
  token?: string;
  balance?: string;
  language?: string;
  funId?: string;
}

export const newFunId = (): string => randomBytes(18).toString('base64url');

/**
 * The player of a request to the studio game `game` (its launch code; a token of
 * another game is refused). In fun mode the page's fun id, or a new one when
 * `openFun` (a new fun session) and it sent none; the schemas make sure the
 * other calls carry one.
 */
export async function studioPlayer(
  ctx: StudioContext,
  game: string,
  body: { mode: StudioMode; token?: string | undefined; funId?: string | undefined },
  openFun = true,
): Promise<StudioPlayer> {
  if (body.mode === 'fun') {
    const funId = body.funId ?? (openFun ? newFunId() : undefined);
    if (!funId) throw new Error('a fun call without a fun id');
    return { key: `fun:${funId}`, mode: 'fun', currency: ctx.currency, funId };
  }
  const auth = await authenticate(ctx, body.token!, game);
  return {
    key: auth.playerId,
    mode: auth.trial ? 'demo' : 'real',
    currency: auth.currency,
    playerId: auth.playerId,
    token: body.token!,
    balance: auth.balance,
    language: auth.language,
  };
}
