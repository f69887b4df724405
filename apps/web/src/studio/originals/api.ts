/**
 * The page's calls to the studio server (same origin): /studio/<game>/api/<call>, POST JSON,
 * the platform's envelope back (../shared/envelope). Answers are checked with @wps/fair's
 * schemas, so the page never shows a number it did not get in the agreed shape.
 */
import { ZOriginalsSession, ZRotateResult, ZRoundView, type TAction, type TOriginalsSession, type TParams, type TPlayedGame, type TRotateResult, type TRoundView } from '@wps/fair';
import { envelopeClient, retrying, whoBody, type TWho } from '../shared/envelope';

export interface TStudioApi {
  session(who: TWho): Promise<TOriginalsSession>;
  bet(who: TWho, body: { clientRoundId: string; bet: string; params: TParams[TPlayedGame] }): Promise<TRoundView>;
  act(who: TWho, body: { roundId: string; action: TAction; tile?: number }): Promise<TRoundView>;
  rotate(who: TWho, clientSeed?: string): Promise<TRotateResult>;
}

export function studioApi(game: TPlayedGame, fetchImpl?: typeof fetch): TStudioApi {
  const post = envelopeClient(`/studio/${game}/api`, fetchImpl);
  return {
    session: (who) => post('session', whoBody(who), ZOriginalsSession),
    /** A bet; a lost answer is asked again with the same clientRoundId, so it is never placed twice. */
    bet: (who, body) => retrying(() => post('bet', { ...whoBody(who), ...body }, ZRoundView), { attempts: 3, pauseMs: 400 }),
    act: (who, body) => post('act', { ...whoBody(who), ...body }, ZRoundView),
    rotate: (who, clientSeed) => post('rotate', { ...whoBody(who), ...(clientSeed ? { clientSeed } : {}) }, ZRotateResult),
  };
}

export type { TOriginalsSession, TRotateResult, TRoundView };
