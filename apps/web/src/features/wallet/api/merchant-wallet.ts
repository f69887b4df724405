import { merchantWallet } from '@wps/contracts/player';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { useToken } from '@/lib/session';
import { storage, StorageKey } from '@/lib/storage';
import { walletKeys } from '@/lib/wallet-keys';

/**
 * GCS_merchantWallet: whether the brand runs a single wallet. SPEC.md §7 and
 * §9 cache it per session, so it is asked once per token and never again.
 * The merchant code is the one the startup gate stored for the session.
 */
export const useMerchantWallet = () => {
  const token = useToken();
  const { permission } = useBrand();
  const merchantCode =
    storage.get('session', StorageKey.merchantCode) ?? storage.get('local', StorageKey.merchantCode) ?? permission.info.setting.merchantCode;
  return useQuery({
    queryKey: [...walletKeys.merchantWallet, token],
    queryFn: () => callApi(merchantWallet, { query: { merchantCode } }),
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
};
