import { getBanners, getJackpot, type TBanner, type TBannerGroup } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

export const contentKeys = {
  banners: (group: TBannerGroup, language: string) => ['content', 'banners', group, language] as const,
  jackpot: ['content', 'jackpot'] as const,
};

/** A banner group in display order (w_home, w_login, w_event…); banners change rarely, so a few minutes of cache. */
export const useBanners = (group: TBannerGroup) => {
  const language = currentLanguage();
  return useQuery({
    queryKey: contentKeys.banners(group, language),
    queryFn: ({ signal }) => callApi(getBanners, { query: { groupName: group, language }, signal }),
    staleTime: 5 * 60_000,
    select: (value): TBanner[] => value.list,
  });
};

/** The brand's jackpot pool in minor units, or null when it runs none (the home roll then rolls in its range). */
export const useJackpot = () =>
  useQuery({
    queryKey: contentKeys.jackpot,
    queryFn: ({ signal }) => callApi(getJackpot, { signal }),
    staleTime: 60_000,
    // A running jackpot grows with every stake: its figure is read again every 10 s.
    refetchInterval: (query) => (query.state.data?.pool ? 10_000 : false),
  });
