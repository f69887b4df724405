import { onlineManager } from '@tanstack/react-query';
import { whenIdle } from './when-idle';

/**
 * When a page the server rendered comes alive (decision record 008).
 *
 * React hydrates it in slices: the shell first, then each `Suspense`
 * boundary in a quiet moment of its own. A call answering in between would
 * change what a part still to be hydrated renders, so it would no longer be
 * the page the server sent and React would throw that part away (a
 * hydration error). So nothing is fetched while the page is being hydrated:
 * the query cache holds the page's inlined answers only, the same on both
 * sides, and the calls the page's sections make wait (TanStack Query's
 * network pause) until the page is live.
 */
let held = false;

/** Before hydrating: the calls of the page's sections wait until the page is live. */
export const holdNetworkUntilLive = (): void => {
  held = true;
  onlineManager.setOnline(false);
};

/** How long a page may take to hydrate before its calls go out anyway. */
export const HYDRATION_WAIT_MS = 4000;

/**
 * Called once the app's root has committed: at the first quiet moment after
 * it (no hydration slice left to run) the page is live. #root takes clicks
 * from then on, and the held calls go out.
 */
export const pageLive = (root: HTMLElement | null): (() => void) =>
  whenIdle(() => {
    root?.setAttribute('data-live', '');
    if (!held) return;
    held = false;
    onlineManager.setOnline(typeof navigator === 'undefined' || navigator.onLine !== false);
  }, HYDRATION_WAIT_MS);
