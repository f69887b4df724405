/**
 * The page's calls to the studio server (same origin): /studio/<game>/api/session and /bet,
 * POST JSON, the platform's envelope { success, code?, message?, value? } back (../shared/envelope).
 */
import { anObject, envelopeClient, retrying, whoBody, type TWho } from '../shared/envelope';
import type { TBetAnswer, TChip, TSession, TTableGame } from './types';

export interface TTablesApi {
  session(who: TWho): Promise<TSession>;
  /** One confirmation of chips; a lost answer is asked again with the same clientBetId, so chips are never placed twice. */
  bet(who: TWho, body: { roundId: string; clientBetId: string; chips: TChip[] }): Promise<TBetAnswer>;
}

export function tablesApi(game: TTableGame, fetchImpl?: typeof fetch): TTablesApi {
  const post = envelopeClient(`/studio/${game}/api`, fetchImpl);
  return {
    session: (who) => post('session', whoBody(who), anObject<TSession>()),
    bet: (who, body) => retrying(() => post('bet', { ...whoBody(who), ...body }, anObject<TBetAnswer>()), { attempts: 3, pauseMs: 300 }),
  };
}
