import { useCallback, useRef } from 'react';
import { isApiError, NETWORK_ERROR } from './api-client';

/**
 * A request id the server keeps unique per money movement. crypto.randomUUID
 * exists only in secure contexts (a demo opened over plain http on a LAN
 * address has none), so random bytes are the fallback.
 */
export const newRequestId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** The answer never arrived or the server failed midway: the first attempt may have moved (or locked) the money. */
const outcomeUnknown = (error: unknown): boolean => !isApiError(error) || error.code === NETWORK_ERROR || error.status === 0 || error.status >= 500;

/**
 * One id per attempt at a money request (deposit, transfer, withdrawal).
 * Submitting the same thing again after an unknown outcome reuses the id, so
 * the server answers the first result instead of moving the money twice;
 * success or a definite refusal (4xx, nothing changed) frees it and the next
 * submit gets a fresh one. `attempt` is what the member asked for
 * (e.g. "in:JILI:10000", or the account and amount of a withdrawal).
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
