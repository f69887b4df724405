/**
 * The staff session's token, kept for the tab only (sessionStorage): a
 * back-office session ends with its tab, and another tab signs in anew.
 */
export const TOKEN_KEY = 'wps.console.token';

const read = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the session lives as long as the page.
    return null;
  }
};

let memoryToken: string | null = null;

export const getToken = (): string | null => read()?.getItem(TOKEN_KEY) ?? memoryToken;

export const setToken = (token: string): void => {
  memoryToken = token;
  read()?.setItem(TOKEN_KEY, token);
};

export const clearToken = (): void => {
  memoryToken = null;
  read()?.removeItem(TOKEN_KEY);
};

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called when the server refuses the session (401 `staff_unauthorized`): the app goes to /login. */
export const onUnauthorized = (listener: Listener): (() => void) => {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
};

export const notifyUnauthorized = (): void => {
  for (const listener of [...unauthorizedListeners]) listener();
};
