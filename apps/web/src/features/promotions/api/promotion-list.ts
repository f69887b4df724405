import { promotionList, type TPromotion } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { promotionKeys } from './promotion-keys';

/** The brand's running and coming promotions with their full terms, in the page's language (visitors too). */
export const usePromotionList = () => {
  const language = currentLanguage();
  return useQuery({
    queryKey: promotionKeys.list(language),
    queryFn: ({ signal }) => callApi(promotionList, { query: { language }, signal }),
    staleTime: 60_000,
    select: (value): TPromotion[] => value.list,
  });
};
