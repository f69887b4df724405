import {
  staffAddDomain,
  staffBrandSettings,
  staffRegisterFields,
  staffRemoveDomain,
  staffSetBrandBasics,
  staffSetHumanVerification,
  staffSetRegisterFields,
  staffSetWalletLimits,
  staffSetWhitelabelFlags,
  staffWhitelabelFlags,
} from '@wps/contracts/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@/lib/api';

const BRAND = ['settings', 'brand'] as const;
const FLAGS = ['settings', 'flags'] as const;
const REGISTER_FIELDS_KEY = ['settings', 'register-fields'] as const;

export const useBrandSettings = () => useQuery({ queryKey: BRAND, queryFn: ({ signal }) => call(staffBrandSettings, undefined, { signal }) });
export const useFlags = () => useQuery({ queryKey: FLAGS, queryFn: ({ signal }) => call(staffWhitelabelFlags, undefined, { signal }) });
export const useRegisterFields = () => useQuery({ queryKey: REGISTER_FIELDS_KEY, queryFn: ({ signal }) => call(staffRegisterFields, undefined, { signal }) });

/** A write whose answer is the read it changed: put in the cache as it is, no second request. */
const useWrite = <I, O>(key: readonly string[], run: (input: I) => Promise<O>, after?: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (value) => {
      queryClient.setQueryData(key, value);
      after?.();
    },
  });
};

type Input<C extends Parameters<typeof call>[0]> = NonNullable<CallInput<C>>;

export const useSaveFlags = () => useWrite(FLAGS, (input: Input<typeof staffSetWhitelabelFlags>) => call(staffSetWhitelabelFlags, input));
export const useSaveRegisterFields = () => useWrite(REGISTER_FIELDS_KEY, (input: Input<typeof staffSetRegisterFields>) => call(staffSetRegisterFields, input));
export const useSaveHumanVerification = () => useWrite(BRAND, (input: Input<typeof staffSetHumanVerification>) => call(staffSetHumanVerification, input));
export const useSaveWalletLimits = () => useWrite(BRAND, (input: Input<typeof staffSetWalletLimits>) => call(staffSetWalletLimits, input));
export const useAddDomain = () => useWrite(BRAND, (input: Input<typeof staffAddDomain>) => call(staffAddDomain, input));
export const useRemoveDomain = () => useWrite(BRAND, (input: Input<typeof staffRemoveDomain>) => call(staffRemoveDomain, input));
/** The brand's currency, languages and clock show on every screen: everything else is read again too. */
export const useSaveBasics = () => {
  const queryClient = useQueryClient();
  return useWrite(
    BRAND,
    (input: Input<typeof staffSetBrandBasics>) => call(staffSetBrandBasics, input),
    () => void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== BRAND[0] || q.queryKey[1] !== BRAND[1] }),
  );
};
