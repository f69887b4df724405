import { promotionRequestReward, type TImageUpload } from '@wps/contracts/player';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { deviceId } from '../utils/device-id';
import { useKeepStanding } from './standing-cache';

/** An activity application (state applying): a comment, images, or both. */
export type RewardRequestInput = { promotionId: number; comment?: string; images?: TImageUpload[] };

/** Sends an activity application staff review (SPEC.md §5); a ready reward is claimed with promotion-raffle-claim. */
export const usePromotionRequestReward = () => {
  const keep = useKeepStanding();
  return useMutation({
    mutationFn: ({ promotionId, comment, images }: RewardRequestInput) =>
      callApi(promotionRequestReward, {
        body: {
          promotionId,
          ...(comment ? { comment } : {}),
          ...(images && images.length > 0 ? { images } : {}),
          deviceId: deviceId(),
        },
      }),
    onSuccess: keep,
  });
};
