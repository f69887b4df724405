import { staffLogin, staffLogout, staffMe, staffTotpEnrol, type TStaff } from '@wps/contracts/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '@/lib/api';
import { clearToken, getToken, setToken } from '@/lib/session';

export const STAFF_ME_KEY = ['staff', 'me'] as const;

/** The signed-in staff member (with permissions and brand), while the tab holds a token. */
export const useStaffMe = () =>
  useQuery({
    queryKey: STAFF_ME_KEY,
    queryFn: ({ signal }) => call(staffMe, undefined, { signal }),
    enabled: getToken() !== null,
    staleTime: 60_000,
    retry: false,
  });

export type LoginAnswer = Awaited<ReturnType<typeof call<typeof staffLogin>>>;

export const useLogin = () => useMutation({ mutationFn: (input: { username: string; password: string; captcha?: string; otp?: string }) => call(staffLogin, input) });

export const useEnrol = () => useMutation({ mutationFn: (otp: string) => call(staffTotpEnrol, { otp }) });

/** Keeps the session's token and staff member: the shell opens at once. */
export const useSignedIn = () => {
  const queryClient = useQueryClient();
  return (token: string, staff: TStaff) => {
    setToken(token);
    queryClient.setQueryData(STAFF_ME_KEY, staff);
  };
};

/** Ends the session on the server, forgets it here and returns to the login. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await call(staffLogout);
    } catch {
      // The session may already be gone; the tab forgets it either way.
    }
    clearToken();
    queryClient.clear();
    void navigate('/login', { replace: true });
  };
};
