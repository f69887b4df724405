import { freeRoundList, launchGame, type TFreeRoundGrant, type TGameLaunch } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/member';
import { promotionKeys } from './promotion-keys';

/** The member's free spins still to play (decision 015), the soonest to expire first. */
export const useFreeRounds = () => {
  const { token, member, isTrial } = useSession();
  return useQuery({
    queryKey: [...promotionKeys.all, 'freeRounds', token],
    queryFn: ({ signal }) => callApi(freeRoundList, { signal }),
    // A trial member is refused member calls (SPEC.md §4).
    enabled: token !== null && member !== undefined && !isTrial,
    // Every free spin played takes one: ask again on entering the section.
    staleTime: 0,
  });
};

/** A real-money launch of the grant's game (the game offers the free spins itself once open). */
export const launchFreeRoundGame = (grant: Pick<TFreeRoundGrant, 'vassalage' | 'gameCode'>): Promise<TGameLaunch> =>
  callApi(launchGame, { body: { vassalage: grant.vassalage, gameCode: grant.gameCode, language: currentLanguage() } });
