import {
  staffBanners,
  staffCreateBanner,
  staffCreateNotice,
  staffDeactivateBanner,
  staffDeactivateNotice,
  staffDeleteCustomerService,
  staffDeleteHelpTopic,
  staffDeleteResource,
  staffNotices,
  staffSaveCustomerService,
  staffSaveHelpTopic,
  staffSaveResource,
  staffSiteContent,
  staffUpdateBanner,
  staffUpdateNotice,
} from '@wps/contracts/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '@/lib/api';

const BANNERS = ['content', 'banners'] as const;
const NOTICES = ['content', 'notices'] as const;

export const useBanners = (includeInactive: boolean) =>
  useQuery({ queryKey: [...BANNERS, includeInactive], queryFn: ({ signal }) => call(staffBanners, { includeInactive }, { signal }) });

export const useNotices = (includeInactive: boolean) =>
  useQuery({ queryKey: [...NOTICES, includeInactive], queryFn: ({ signal }) => call(staffNotices, { includeInactive }, { signal }) });

const useWrite = <I, O>(key: readonly string[], run: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
};

export const useSaveBanner = () =>
  useWrite(BANNERS, (input: { id: number | null; body: NonNullable<CallInput<typeof staffCreateBanner>> }) =>
    input.id === null ? call(staffCreateBanner, input.body) : call(staffUpdateBanner, { ...input.body, id: input.id }),
  );
export const useDeactivateBanner = () => useWrite(BANNERS, (input: { id: number; reason?: string }) => call(staffDeactivateBanner, input));

export const useSaveNotice = () =>
  useWrite(NOTICES, (input: { id: number | null; body: NonNullable<CallInput<typeof staffCreateNotice>> }) =>
    input.id === null ? call(staffCreateNotice, input.body) : call(staffUpdateNotice, { ...input.body, id: input.id }),
  );
export const useDeactivateNotice = () => useWrite(NOTICES, (input: { id: number; reason?: string }) => call(staffDeactivateNotice, input));

const SITE = ['content', 'site'] as const;

/** The help topics, customer-service entries and resources, in one read. */
export const useSiteContent = () => useQuery({ queryKey: SITE, queryFn: ({ signal }) => call(staffSiteContent, undefined, { signal }) });
export const useSaveHelpTopic = () => useWrite(SITE, (input: NonNullable<CallInput<typeof staffSaveHelpTopic>>) => call(staffSaveHelpTopic, input));
export const useDeleteHelpTopic = () => useWrite(SITE, (input: { id: number; reason?: string }) => call(staffDeleteHelpTopic, input));
export const useSaveCustomerService = () => useWrite(SITE, (input: NonNullable<CallInput<typeof staffSaveCustomerService>>) => call(staffSaveCustomerService, input));
export const useDeleteCustomerService = () => useWrite(SITE, (input: { id: number; reason?: string }) => call(staffDeleteCustomerService, input));
export const useSaveResource = () => useWrite(SITE, (input: NonNullable<CallInput<typeof staffSaveResource>>) => call(staffSaveResource, input));
export const useDeleteResource = () => useWrite(SITE, (input: { id: number; reason?: string }) => call(staffDeleteResource, input));
