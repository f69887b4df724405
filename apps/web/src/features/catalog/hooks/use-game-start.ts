import { ErrorCode, WhitelabelFlag } from '@wps/contracts/player';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorKey, isApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { dialogs } from '@/lib/dialogs';
import { startFreePlay } from '@/lib/free-play';
import { useSession } from '@/lib/member';
import { popups } from '@/lib/popups';
import { buildGameListQuery, fetchGameList } from '../api/game-list';
import { requestLaunch } from '../api/launch-game';
import { decideGameStart, type StartTarget } from '../utils/game-start';

/** A vendor card has no game code: its first entry (the lobby) is what starts. */
const resolveGameCode = async (target: StartTarget): Promise<string | null> => {
  if (target.gameCode) return target.gameCode;
  const page = await fetchGameList(buildGameListQuery({ vassalage: target.vassalage, gameType: target.gameType, pageSize: 1 }, 1));
  return page.games[0]?.gameCode ?? null;
};

/**
 * Starts a game or vendor by the rules of SPEC.md §4 (see decideGameStart):
 * returns `start(target, { trial })` for play-now (trial false) and the
 * free-trial button (trial true). A second start while one is launching is ignored.
 */
export const useGameStart = () => {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { isFlagOn } = useBrand();
  const busy = useRef(false);

  const showMaintenance = (target: StartTarget) =>
    popups.open('game', { maintenanceOf: { gameName: target.gameName, nodeId: target.nodeId } });
  const showNeedTrueAccount = () => dialogs.message({ icon: 'info', text: t('in_need_true_account') });

  return async (target: StartTarget, options: { trial?: boolean } = {}): Promise<void> => {
    const here = { pathname: location.pathname };
    const decision = decideGameStart(target, session, { trial: options.trial, here, freePlay: isFlagOn(WhitelabelFlag.freePlay) });
    switch (decision.kind) {
      case 'maintenance':
        return showMaintenance(target);
      case 'login':
        return popups.open('login');
      case 'need-true-account':
        return showNeedTrueAccount();
      case 'navigate':
        void navigate(decision.to);
        return;
      case 'launch':
      case 'free-play-launch':
        break;
    }
    if (busy.current) return;
    busy.current = true;
    try {
      // A visitor's free trial: the trial account first (a refusal was shown), then the game.
      if (decision.kind === 'free-play-launch' && !(await startFreePlay())) return;
      const gameCode = await resolveGameCode(target);
      if (!gameCode) {
        dialogs.message({ icon: 'warning', text: t('error.provider_unavailable') });
        return;
      }
      const launch = await requestLaunch({ vassalage: target.vassalage, gameCode }, decision.kind === 'free-play-launch' || decision.trial);
      popups.open('game', { launch: { url: launch.url, title: target.gameName, mode: launch.mode } });
      void client.invalidateQueries({ queryKey: ['catalog', 'recent'] });
    } catch (e) {
      if (isApiError(e) && e.code === ErrorCode.gameMaintenance) showMaintenance(target);
      else if (isApiError(e) && e.code === ErrorCode.needTrueAccount) showNeedTrueAccount();
      else dialogs.message({ icon: 'warning', text: t(errorKey(e)) });
    } finally {
      busy.current = false;
    }
  };
};

export type GameStart = ReturnType<typeof useGameStart>;
