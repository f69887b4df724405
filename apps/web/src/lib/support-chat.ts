import type { TCustomerService } from '@wps/contracts/player';
import { useSyncExternalStore } from 'react';
import { StorageKey, storage } from './storage';

/**
 * Where "customer service" leads: the brand's own outside live chat when its
 * LIVECHAT entry points to one, otherwise our support chat in the site
 * (issue 13). The chat panel is mounted once by the app; any page opens it
 * through `openSupportChat`, and the side bar shows its unread count.
 */
export type SupportTarget = { kind: 'link'; url: string } | { kind: 'chat' };

export const supportTarget = (entries: readonly TCustomerService[]): SupportTarget => {
  const url = entries.find((c) => c.csType === 'LIVECHAT' && c.links.length > 0)?.links[0]?.url;
  return url ? { kind: 'link', url } : { kind: 'chat' };
};

type ChatState = { open: boolean; unread: number };
let state: ChatState = { open: false, unread: 0 };
const listeners = new Set<() => void>();
const update = (next: Partial<ChatState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const openSupportChat = () => update({ open: true });
export const closeSupportChat = () => update({ open: false });
export const setSupportChatUnread = (unread: number) => {
  if (unread !== state.unread) update({ unread });
};
export const useSupportChat = (): ChatState => useSyncExternalStore(subscribe, () => state, () => state);

/** The visitor's chat token on this browser, and whether this browser has chatted at all. */
export const chatMemory = {
  token: () => storage.get('local', StorageKey.chatToken),
  remember(token: string | null) {
    if (token) storage.set('local', StorageKey.chatToken, token);
    storage.set('local', StorageKey.chatActive, '1');
  },
  forgetToken: () => storage.remove('local', StorageKey.chatToken),
  active: () => storage.get('local', StorageKey.chatActive) === '1',
};
