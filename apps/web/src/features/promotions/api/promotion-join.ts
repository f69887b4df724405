import { promotionJoin } from '@wps/contracts/player';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { deviceId } from '../utils/device-id';
import { useKeepStanding } from './standing-cache';

export type JoinInput = { promotionId: number; promoCode?: string };

/** Joins a promotion (with its code when it needs one): a sign-up or code reward comes at once, a deposit promotion waits for the deposit. */
export const usePromotionJoin = () => {
  const keep = useKeepStanding();
  return useMutation({
    mutationFn: ({ promotionId, promoCode }: JoinInput) =>
      callApi(promotionJoin, { body: { promotionId, ...(promoCode ? { promoCode } : {}), deviceId: deviceId() } }),
    onSuccess: keep,
  });
};
