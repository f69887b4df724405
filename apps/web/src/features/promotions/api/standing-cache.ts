import type { TPromotionStanding } from '@wps/contracts/player';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useToken } from '@/lib/session';
import { walletKeys } from '@/lib/wallet-keys';
import { promotionKeys } from './promotion-keys';

type Standings = { list: TPromotionStanding[] };

/** Puts a promotion call's answer (the member's new standing) in the standings at once, then has everything it moved asked again. */
const keepStanding = (client: QueryClient, token: string | null, standing: TPromotionStanding) => {
  client.setQueryData<Standings>([...promotionKeys.standings, token], (old) => ({
    list: [...(old?.list ?? []).filter((s) => s.promotionId !== standing.promotionId), standing],
  }));
  // A reward issued at once is bonus money or cash: the bonuses and the balance changed too.
  void client.invalidateQueries({ queryKey: promotionKeys.standings });
  void client.invalidateQueries({ queryKey: promotionKeys.bonuses });
  void client.invalidateQueries({ queryKey: promotionKeys.bonusHistory });
  void client.invalidateQueries({ queryKey: walletKeys.balance });
};

/** The onSuccess of every promotion call: they all answer the new standing. */
export const useKeepStanding = () => {
  const client = useQueryClient();
  const token = useToken();
  return (standing: TPromotionStanding) => keepStanding(client, token, standing);
};
