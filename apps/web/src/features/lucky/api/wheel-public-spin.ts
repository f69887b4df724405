import { wheelPublicSpin, ZWheelSpinQuery } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { luckyKeys } from './lucky-keys';

export const isSpinId = (value: string | null): value is string => value !== null && ZWheelSpinQuery.safeParse({ publicId: value }).success;

/** GET /wps/relay/wheel/spin: the public record of one spin (no login), asked only for a well-formed id. */
export const useWheelPublicSpin = (publicId: string | null) => {
  const language = currentLanguage();
  return useQuery({
    queryKey: [...luckyKeys.publicSpin, publicId, language],
    queryFn: ({ signal }) => callApi(wheelPublicSpin, { query: { publicId: publicId ?? '' }, headers: { 'Accept-Language': language }, signal }),
    enabled: isSpinId(publicId),
    staleTime: 60_000,
  });
};
