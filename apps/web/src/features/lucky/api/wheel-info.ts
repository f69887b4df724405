import { type TWheelInfo, wheelInfo } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { luckyKeys } from './lucky-keys';
import { useMemberToken } from './member-query';

/** The wheel on offer, and one of its segments as the member sees it (label in their language, weight, colour). */
export type Wheel = NonNullable<TWheelInfo['wheel']>;
export type WheelSegmentView = Wheel['segments'][number];

/** The key of the wheel as the member sees it (the spin updates it in place). */
export const useWheelInfoKey = () => {
  const { token } = useMemberToken();
  return [...luckyKeys.wheel, token, currentLanguage()] as const;
};

/**
 * GET /wps/member/wheel: every segment with its weight, how spins are earned,
 * the member's spins and the hash of the server seed their next spin uses.
 */
export const useWheelInfo = () => {
  const { enabled } = useMemberToken();
  const key = useWheelInfoKey();
  const language = key[3];
  return useQuery({
    queryKey: key,
    // The segments' labels in the page's language.
    queryFn: ({ signal }) => callApi(wheelInfo, { headers: { 'Accept-Language': language }, signal }),
    enabled,
    staleTime: 0,
  });
};
