import { inviteClick } from '@wps/contracts/player';
import { useEffect } from 'react';
import { callApi } from '@/lib/api-client';

const COUNTED = 'wps.invite-counted';

/**
 * A visit through an agent's invite link (…?affiliateCode=CODE, or ?code=):
 * counted once per browser session and code (the server counts once per
 * address, code and day). Failures are ignored: a visit is never in the way.
 */
export function useInviteClick(search: string): void {
  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
    if (!code || code.length > 32) return;
    const key = `${COUNTED}:${code.toUpperCase()}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage may be unavailable (private modes): count anyway, the server dedupes.
    }
    void callApi(inviteClick, { body: { code } }).catch(() => undefined);
  }, [search]);
}
