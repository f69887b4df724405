import { AGENT_USER_TYPES, getMemberInfo, logout as logoutContract, TRIAL_USER_TYPE, type TMemberInfo } from '@wps/contracts/player';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { clearToken, useToken } from './session';

export const memberInfoKey = (token: string | null) => ['member', 'info', token] as const;

/** SPEC.md §3 brand configuration: agent user types 1, 2, 41, 42; trial type 4. */
export const isAgentType = (type: number): boolean => (AGENT_USER_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number): boolean => type === TRIAL_USER_TYPE;

export type SessionState = {
  token: string | null;
  member: TMemberInfo | undefined;
  /** A token is held (member info may still be loading). */
  isLoggedIn: boolean;
  isAgent: boolean;
  isTrial: boolean;
  isLoading: boolean;
};

/** SPEC.md §4 Login state: with a token the member info is loaded and the user marked logged in. */
export const useSession = (): SessionState => {
  const token = useToken();
  const query = useQuery({
    queryKey: memberInfoKey(token),
    queryFn: () => callApi(getMemberInfo),
    enabled: token !== null,
    staleTime: 60_000,
  });
  const member = token ? query.data : undefined;
  return {
    token,
    member,
    isLoggedIn: token !== null,
    isAgent: member ? isAgentType(member.type) : false,
    isTrial: member ? isTrialType(member.type) : false,
    isLoading: token !== null && query.isPending,
  };
};

/** Loads (or reloads) member info for the held token into the cache. */
export const loadMemberInfo = (client: QueryClient, token: string): Promise<TMemberInfo> =>
  client.fetchQuery({ queryKey: memberInfoKey(token), queryFn: () => callApi(getMemberInfo), staleTime: 0 });

/**
 * Logout (SPEC.md §4): deletes the session on the server, then resets the
 * login and agent state while keeping the merchant code. A failed DELETE
 * (already expired, offline) still logs the browser out.
 */
export const logout = async (client: QueryClient): Promise<void> => {
  try {
    await callApi(logoutContract);
  } catch {
    // The token is dropped regardless; the server expires it on its own.
  }
  clearToken();
  client.removeQueries({ queryKey: ['member'] });
};

export const useLogout = () => {
  const client = useQueryClient();
  return () => logout(client);
};
