import { previousGameHash } from '@wps/fair';
import { useEffect, useState } from 'react';

/** As far down the chain as the studio's own verifier looks (verifyCrash's default). */
export const CHAIN_MAX_STEPS = 1_000_000;

export type ChainCheck =
  | { status: 'idle' }
  | { status: 'checking'; checked: number }
  | { status: 'found'; steps: number }
  | { status: 'not-found'; checked: number };

const SLICE_MS = 12;
const PROGRESS_MS = 250;
const START_DELAY_MS = 250;

/**
 * Whether a crash game hash leads to the published terminating hash. The walk
 * can take up to a million SHA-256s (tens of seconds), so it runs in short
 * slices between frames instead of verifyCrash's single loop: the page stays
 * live, and a changed hash cancels the walk under way.
 */
export function useChainCheck(gameHash: string | null, terminatingHash: string | null, maxSteps = CHAIN_MAX_STEPS): ChainCheck {
  const [state, setState] = useState<{ key: string; check: ChainCheck }>({ key: '', check: { status: 'idle' } });
  const key = gameHash && terminatingHash ? `${gameHash}:${terminatingHash}:${maxSteps}` : '';

  useEffect(() => {
    if (!gameHash || !terminatingHash) return;
    let timer: ReturnType<typeof setTimeout>;
    let hash = gameHash;
    let step = 0;
    let lastReport = 0;
    const slice = () => {
      const until = performance.now() + SLICE_MS;
      while (step <= maxSteps) {
        if (hash === terminatingHash) {
          setState({ key, check: { status: 'found', steps: step } });
          return;
        }
        hash = previousGameHash(hash);
        step++;
        if ((step & 255) === 0 && performance.now() > until) break;
      }
      if (step > maxSteps) {
        setState({ key, check: { status: 'not-found', checked: maxSteps } });
        return;
      }
      const now = performance.now();
      if (now - lastReport > PROGRESS_MS) {
        lastReport = now;
        setState({ key, check: { status: 'checking', checked: step } });
      }
      timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [gameHash, terminatingHash, maxSteps, key]);

  if (!key) return { status: 'idle' };
  // Until the walk for these hashes reports, it is under way (never a stale answer for other hashes).
  return state.key === key ? state.check : { status: 'checking', checked: 0 };
}
