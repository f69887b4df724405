import { getAnnouncements, getNotices, HOME_NOTICES_QUERY, type TNotice, type TPopupExecution } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

export const noticeKeys = {
  notices: (language: string) => ['notices', 'list', language] as const,
  announcements: (execution: TPopupExecution, language: string) => ['notices', 'announcements', execution, language] as const,
};

/** Every live notice: the home marquee and the notice popup share this list, so a marquee index is a popup index. */
export const useNotices = () => {
  const language = currentLanguage();
  return useQuery({
    queryKey: noticeKeys.notices(language),
    queryFn: ({ signal }) => callApi(getNotices, { query: { ...HOME_NOTICES_QUERY, language }, signal }),
    staleTime: 5 * 60_000,
    select: (value): TNotice[] => value.list,
  });
};

/** The announcement popup's items of one audience (A logged in, B anonymous, F first login). */
export const useAnnouncements = (execution: TPopupExecution, enabled = true) => {
  const language = currentLanguage();
  return useQuery({
    queryKey: noticeKeys.announcements(execution, language),
    queryFn: ({ signal }) => callApi(getAnnouncements, { query: { execution, language }, signal }),
    staleTime: 5 * 60_000,
    enabled,
    select: (value): TNotice[] => value.list,
  });
};
