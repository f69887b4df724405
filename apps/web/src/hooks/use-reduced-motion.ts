import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

const subscribe = (onChange: () => void) => {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
};

/**
 * Whether the visitor asks for less motion, following their setting as it
 * changes. A page the server rendered is hydrated as rendered (with motion)
 * and follows the setting right after, so hydration never differs.
 */
export const useReducedMotion = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches === true,
    () => false,
  );
