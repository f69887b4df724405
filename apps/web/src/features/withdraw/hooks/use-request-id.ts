import { useCallback, useRef } from 'react';
import { isApiError, NETWORK_ERROR } from '@/lib/api-client';

/** crypto.randomUUID exists only in secure contexts (a demo on a plain-http LAN address has none). */
const newRequestId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
};

/** No answer, or the server failed midway: the first attempt may have locked the money. */
const outcomeUnknown = (error: unknown): boolean => !isApiError(error) || error.code === NETWORK_ERROR || error.status === 0 || error.status >= 500;

/**
 * One request id per withdrawal attempt. Sending the same request again after
 * an unknown outcome reuses the id, so the server answers with the first
 * withdrawal instead of locking the amount twice; a success or a definite
 * refusal (4xx: nothing changed) frees it, and the next submit gets a fresh id.
 * `attempt` describes what is asked (account, amount).
 */
export const useRequestId = () => {
  const open = useRef<{ attempt: string; id: string } | null>(null);
  const idFor = useCallback((attempt: string): string => {
    if (open.current?.attempt === attempt) return open.current.id;
    const id = newRequestId();
    open.current = { attempt, id };
    return id;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (error !== undefined && outcomeUnknown(error)) return;
    open.current = null;
  }, []);
  return { idFor, settle };
};
