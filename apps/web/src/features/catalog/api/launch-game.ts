import { gameLaunchFB, launchGame, type TGameLaunch } from '@wps/contracts/player';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/**
 * A real launch goes through /wps/game/launchGame; the free-trial button's
 * through GCS_gameLaunchFB (trial: demo credits for a trial member, the
 * vendor's fun mode for a real one).
 */
export const requestLaunch = (game: { vassalage: string; gameCode: string }, trial: boolean): Promise<TGameLaunch> => {
  const language = currentLanguage();
  if (trial) return callApi(gameLaunchFB, { query: { vassalage: game.vassalage, gameCode: game.gameCode, trial: true, language } });
  return callApi(launchGame, { body: { vassalage: game.vassalage, gameCode: game.gameCode, language } });
};
