import { useNavigate } from 'react-router';
import { buildGameListQuery, fetchGameList } from '../api/game-list';
import { toStartTarget } from '../utils/start-target';
import { useGameStart } from './use-game-start';

/**
 * Starts a game known only by its node id (a banner's GAME linkage) with the
 * SPEC.md §4 game-start rules; a game the brand no longer lists sends the
 * player to the slots list instead of doing nothing.
 */
export const useStartByNodeId = () => {
  const start = useGameStart();
  const navigate = useNavigate();
  return async (nodeId: string): Promise<void> => {
    const page = await fetchGameList({ ...buildGameListQuery({ pageSize: 1 }, 1), nodeId }).catch(() => null);
    const game = page?.games[0];
    if (!game) {
      navigate('/rng');
      return;
    }
    await start(toStartTarget(game));
  };
};
