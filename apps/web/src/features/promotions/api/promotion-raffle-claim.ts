import { promotionRaffleClaim } from '@wps/contracts/player';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { deviceId } from '../utils/device-id';
import { useKeepStanding } from './standing-cache';

/** Claims a promotion whose reward is taken by a claim (trigger manual_claim): once per member, while its budget lasts. */
export const usePromotionRaffleClaim = () => {
  const keep = useKeepStanding();
  return useMutation({
    mutationFn: (promotionId: number) => callApi(promotionRaffleClaim, { body: { promotionId, deviceId: deviceId() } }),
    onSuccess: keep,
  });
};
