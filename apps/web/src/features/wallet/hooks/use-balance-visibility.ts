import { useCallback, useState } from 'react';
import { storage } from '@/lib/storage';

/** Local storage key of the header eye (SPEC.md §2: a hidden balance shows asterisks). */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';

/** The show/hide choice of the header balance, kept across visits on this device. */
export const useBalanceVisibility = () => {
  const [hidden, setHidden] = useState(() => storage.get('local', BALANCE_HIDDEN_KEY) === '1');
  const toggle = useCallback(() => {
    setHidden((was) => {
      storage.set('local', BALANCE_HIDDEN_KEY, was ? '0' : '1');
      return !was;
    });
  }, []);
  return { hidden, toggle };
};
