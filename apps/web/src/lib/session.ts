import { useSyncExternalStore } from 'react';
import { storage, StorageKey } from './storage';

/**
 * The member session token lives in session storage (SPEC.md §4: "The token
 * is held in session storage, from a token query parameter or from login").
 * A small subscribable store so guards and the header react to changes.
 */
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const getToken = (): string | null => storage.get('session', StorageKey.token);

export const setToken = (token: string): void => {
  storage.set('session', StorageKey.token, token);
  emit();
};

/** Logout keeps the merchant code (SPEC.md §4) — only the token goes. */
export const clearToken = (): void => {
  storage.remove('session', StorageKey.token);
  emit();
};

export const subscribeToken = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useToken = (): string | null => useSyncExternalStore(subscribeToken, getToken, () => null);

/**
 * A `token` query parameter (e.g. handed over by an app or agent link) is
 * stored and removed from the address bar so it is not bookmarked or shared.
 */
export const captureTokenFromUrl = (loc: Location = window.location, hist: History = window.history): void => {
  const url = new URL(loc.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  setToken(token);
  url.searchParams.delete('token');
  hist.replaceState(hist.state, '', `${url.pathname}${url.search}${url.hash}`);
};

export const storeMerchantCode = (code: string): void => {
  storage.set('session', StorageKey.merchantCode, code);
  storage.set('local', StorageKey.merchantCode, code);
};

/**
 * A call answered 401 for the token we held: the token is already dropped;
 * listeners (the app shell) decide whether to offer the login popup.
 */
const expiredListeners = new Set<(path: string) => void>();
export const notifySessionExpired = (path: string): void => expiredListeners.forEach((l) => l(path));
export const onSessionExpired = (listener: (path: string) => void) => {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
};
