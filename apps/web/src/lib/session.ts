import { useSyncExternalStore } from 'react';
import { ErrorCode } from '@wps/contracts/player';
import { setPageHint } from './page-hints';
import { storage, StorageKey } from './storage';

/**
 * The member session token lives in session storage (SPEC.md §4: "The token
 * is held in session storage, from a token query parameter or from login").
 * A small subscribable store so guards and the header react to changes.
 *
 * Session storage is per tab, so a player who opens a link in a new tab would
 * start logged out. The open tabs of the site therefore share the session
 * over a BroadcastChannel (same origin only): a new tab without a token asks,
 * an open tab holding one answers, and a session ended in one tab (logout,
 * or refused by the server) ends in every tab holding the same token.
 */
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Why the session ended, when the player is to be told: the password was changed elsewhere or reset. */
export type SessionEndReason = 'password_changed';

/** A session that ended: the call that found out (null: another tab did), and why when known. */
export type SessionEnd = { path: string | null; reason: SessionEndReason | null };

type SessionMessage =
  | { type: 'ask'; from: string }
  | { type: 'token'; to: string; token: string }
  | { type: 'ended'; token: string }
  | { type: 'expired'; token: string; reason: SessionEndReason | null };

const CHANNEL_NAME = 'wps-session';
/** How long a new tab waits for an open tab's answer before it counts as logged out. */
export const HANDOVER_WAIT_MS = 300;

let channel: BroadcastChannel | null = null;
/** This tab's id in the ask/answer exchange. */
let tabId = '';
/** The token this tab held last, so a later "why it ended" from another tab can be matched. */
let lastEnded: string | null = null;
let handover: Promise<void> = Promise.resolve();
let handoverDone: (() => void) | null = null;

const post = (message: SessionMessage) => {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel: this tab keeps working on its own.
  }
};

export const getToken = (): string | null => storage.get('session', StorageKey.token);

export const setToken = (token: string): void => {
  storage.set('session', StorageKey.token, token);
  setPageHint('session', '1');
  emit();
};

/** Drops the token here only; true when one was held. */
const dropToken = (): boolean => {
  const held = getToken();
  if (held === null) return false;
  lastEnded = held;
  storage.remove('session', StorageKey.token);
  setPageHint('session', null);
  emit();
  return true;
};

/** Logout keeps the merchant code (SPEC.md §4) — only the token goes, here and in the tabs sharing it. */
export const clearToken = (): void => {
  const held = getToken();
  if (held === null) return;
  dropToken();
  post({ type: 'ended', token: held });
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
const expiredListeners = new Set<(end: SessionEnd) => void>();
const tellExpired = (end: SessionEnd) => expiredListeners.forEach((l) => l(end));

const reasonOf = (code: string | undefined): SessionEndReason | null =>
  code === ErrorCode.sessionPasswordChanged ? 'password_changed' : null;

/** `code`: the envelope's code of the refusal (session_password_changed says why). */
export const notifySessionExpired = (path: string, code?: string): void => {
  const reason = reasonOf(code);
  tellExpired({ path, reason });
  if (lastEnded !== null) post({ type: 'expired', token: lastEnded, reason });
};

export const onSessionExpired = (listener: (end: SessionEnd) => void) => {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
};

const onMessage = (message: SessionMessage) => {
  switch (message.type) {
    case 'ask': {
      const token = getToken();
      if (token) post({ type: 'token', to: message.from, token });
      return;
    }
    case 'token':
      if (message.to !== tabId) return;
      if (getToken() === null) setToken(message.token);
      handoverDone?.();
      return;
    case 'ended':
      // Only the tabs holding that very session: another tab may hold another login.
      if (getToken() === message.token && dropToken()) tellExpired({ path: null, reason: null });
      return;
    case 'expired':
      if (message.reason && (lastEnded === message.token || getToken() === message.token)) {
        dropToken();
        tellExpired({ path: null, reason: message.reason });
      }
      return;
  }
};

/**
 * Joins this tab to the site's other tabs (once, at startup, after a token
 * in the address was captured). Without a token of its own the tab asks the
 * others; `sessionHandover()` settles when one answered or after
 * HANDOVER_WAIT_MS, so route guards decide only then.
 */
export const startSessionSync = (): void => {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL_NAME);
  tabId = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    if (event.data && typeof event.data === 'object') onMessage(event.data);
  };
  if (getToken() !== null) return;
  handover = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, HANDOVER_WAIT_MS);
    handoverDone = () => {
      clearTimeout(timer);
      handoverDone = null;
      resolve();
    };
  });
  post({ type: 'ask', from: tabId });
};

/** Settles once a new tab's ask was answered or timed out (at once when nothing was asked). */
export const sessionHandover = (): Promise<void> => handover;

/** Leaves the other tabs (tests, and a page being torn down). */
export const stopSessionSync = (): void => {
  channel?.close();
  channel = null;
  handoverDone?.();
  handover = Promise.resolve();
};
