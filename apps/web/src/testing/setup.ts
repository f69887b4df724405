import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@/lib/i18n';
import { EN_TREE, TY_TREE } from './translations';

// The app loads a language's translations when it is shown; tests have both, whole, from the start.
i18n.addResourceBundle('EN', 'translation', EN_TREE, true, true);
i18n.addResourceBundle('TY', 'translation', TY_TREE, true, true);

// Login and register flows seal bodies with RSA and may solve a proof of work:
// on a busy 2-core CI machine that takes longer than the library's 1 s default.
configure({ asyncUtilTimeout: 8000 });

/**
 * Unit tests never reach a server: the live-event socket a logged-in render
 * opens stays "connecting" (happy-dom's own WebSocket would dial
 * localhost:3000). Tests of the socket hand in or stub their own fake.
 */
class OfflineWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = OfflineWebSocket.CONNECTING;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  constructor(readonly url: string) {}
  send() {}
  close() {
    this.readyState = OfflineWebSocket.CLOSED;
  }
  addEventListener() {}
  removeEventListener() {}
}
Object.defineProperty(globalThis, 'WebSocket', { value: OfflineWebSocket, writable: true, configurable: true });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // And the page's cookies (the server's hints among them): each test starts as a new visitor.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
