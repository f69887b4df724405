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
let live = false;
/** Lazy screens' chunks the page is waiting for before it can hydrate them. */
const loading = new Set<Promise<unknown>>();

/** Before hydrating: the calls of the page's sections wait until the page is live. */
export const holdNetworkUntilLive = (): void => {
  held = true;
  onlineManager.setOnline(false);
};

/** How long a page may take to hydrate before its calls go out anyway. */
export const HYDRATION_WAIT_MS = 4000;

/**
 * A lazy screen's chunk, loading before the page is live: a screen the server
 * rendered hydrates when it arrives, so the page waits for it (the main thread
 * is quiet meanwhile, but the page is not hydrated yet).
 */
export const holdLiveFor = <T>(load: Promise<T>): Promise<T> => {
  if (live) return load;
  loading.add(load);
  const done = () => void loading.delete(load);
  load.then(done, done);
  return load;
};

/**
 * Called once the app's root has committed: at the first quiet moment after
 * it with no lazy screen's chunk still coming (no hydration slice left to
 * run) the page is live. #root takes clicks from then on, and the held calls
 * go out. After HYDRATION_WAIT_MS it is live whatever is still coming.
 */
export const pageLive = (root: HTMLElement | null): (() => void) => {
  const deadline = Date.now() + HYDRATION_WAIT_MS;
  let cancel = () => undefined as void;
  const goLive = () => {
    live = true;
    root?.setAttribute('data-live', '');
    if (!held) return;
    held = false;
    onlineManager.setOnline(typeof navigator === 'undefined' || navigator.onLine !== false);
  };
  const check = () => {
    cancel = whenIdle(() => {
      if (loading.size === 0 || Date.now() >= deadline) return goLive();
      // A screen's chunk is still coming: once it is here (and hydrated, in the next quiet moment), look again.
      void Promise.race([Promise.allSettled([...loading]), new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]).then(check);
    }, Math.max(0, deadline - Date.now()));
  };
  check();
  return () => cancel();
};
