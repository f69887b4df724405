import { useSession } from '@/lib/member';

/**
 * The session a missions call needs: a real member's token. Visitors hold
 * none, and a trial member is refused member calls (SPEC.md §4), so the
 * section makes none for them.
 */
export const useMemberToken = () => {
  const { token, member, isTrial } = useSession();
  return { token, enabled: token !== null && member !== undefined && !isTrial };
};
