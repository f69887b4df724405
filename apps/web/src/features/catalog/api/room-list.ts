import { getRoomList } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useToken } from '@/lib/session';

/** A live vendor's tables (GLS2_roomList, a token call): asked only when logged in. */
export const useRoomList = (vassalage: string | null) => {
  const token = useToken();
  return useQuery({
    queryKey: ['catalog', 'rooms', vassalage, token],
    queryFn: ({ signal }) => callApi(getRoomList, { query: { vassalage: vassalage ?? '', language: currentLanguage() }, signal }),
    enabled: vassalage !== null && token !== null,
    staleTime: 30_000,
    select: (value) => value.list,
  });
};
