import { type ComponentType, useEffect, useState } from 'react';
import { currentLanguage, ensureLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/member';
import { popups } from '@/lib/popups';

/**
 * The contract popup's trigger for a signed-in agent, wherever they are: the
 * agent center or the player site (SPEC.md §2 hosted popups: contract,
 * logged-in only). Its code and the whole of the current language (the
 * popup's texts) load only once an agent is signed in; a player or a
 * visitor never fetches them. A failed load leaves the page as it is: the
 * flags are asked again on the next visit.
 */
export const ContractRequestsHost = () => {
  const { isAgent } = useSession();
  const [Trigger, setTrigger] = useState<ComponentType | null>(null);
  // Signed out (or another member signed in): the offers were the agent's, their popup goes with them.
  useEffect(() => {
    if (!isAgent && popups.get()?.name === 'contract') popups.close();
  }, [isAgent]);
  useEffect(() => {
    if (!isAgent || Trigger) return;
    let stopped = false;
    void Promise.all([import('@/features/agent/components/contract-popup'), ensureLanguage(currentLanguage())])
      .then(([module]) => {
        if (!stopped) setTrigger(() => module.ContractRequestsTrigger);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [isAgent, Trigger]);
  return isAgent && Trigger ? <Trigger /> : null;
};
