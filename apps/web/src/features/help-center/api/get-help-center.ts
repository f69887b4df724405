import { getHelpCenter, type TLanguageCode } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/lib/api-client';

export const fetchHelpCenter = (lang: TLanguageCode) => callApi(getHelpCenter, { query: { lang, device: 'WEB' } });

/** Help topics for the current language, sorted for display. */
export const useHelpCenter = () => {
  const { i18n } = useTranslation();
  const lang = i18n.language as TLanguageCode;
  return useQuery({
    queryKey: ['system', 'helpCenter', lang],
    queryFn: () => fetchHelpCenter(lang),
    select: (topics) => [...topics].sort((a, b) => a.sort - b.sort || a.id - b.id),
  });
};
