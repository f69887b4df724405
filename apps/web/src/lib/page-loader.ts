import { useSyncExternalStore } from 'react';

/**
 * The page-level loading bar. Anything slow (a game launch, a lazy screen)
 * may show it; the router hides it after every navigation (SPEC.md §2).
 */
let visible = false;
const listeners = new Set<() => void>();
const set = (v: boolean) => {
  if (visible === v) return;
  visible = v;
  listeners.forEach((l) => l());
};

export const pageLoader = { show: () => set(true), hide: () => set(false), isVisible: () => visible };

export const usePageLoader = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
    () => visible,
    () => false,
  );
