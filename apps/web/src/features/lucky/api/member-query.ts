import { useSession } from '@/lib/member';

/**
 * The session a lucky call needs: a real member's token. Visitors hold none,
 * and a trial member is refused member calls (SPEC.md §4), so their pages
 * make none.
 */
export const useMemberToken = () => {
  const { token, member, isTrial } = useSession();
  return { token, enabled: token !== null && member !== undefined && !isTrial };
};
