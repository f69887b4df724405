import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * The page's origin ("https://brand.example"), or null where it is not known:
 * on the server, which renders with no window and without the visitor's host
 * (decision record 008), and while the browser hydrates that markup, so both
 * render the same; the browser's origin follows right after.
 */
export const usePageOrigin = (): string | null =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
