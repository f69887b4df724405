import { promotionRequestReward, type TImageUpload } from '@wps/contracts/player';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { deviceId } from '../utils/device-id';
import { useKeepStanding } from './standing-cache';

/** Without comment and images: a reward ready to claim (state claim); with them: an activity application (state applying). */
export type RewardRequestInput = { promotionId: number; comment?: string; images?: TImageUpload[] };

/** Requests a promotion's reward: the claim of a reward that is ready, or an application staff review (SPEC.md §5). */
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
