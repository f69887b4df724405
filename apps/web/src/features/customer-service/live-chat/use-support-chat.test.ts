import type { TChatMessage, TChatThread } from '@wps/contracts/player';
import { describe, expect, it } from 'vitest';
import { keepNewer } from './use-support-chat';

const message = (id: number, text: string): TChatMessage => ({ id, from: 'agent', text, createdAt: '2026-12-07T12:00:00Z' }) as unknown as TChatMessage;
const thread = (conversationId: number, messages: TChatMessage[]): TChatThread => ({
  conversation: { id: conversationId, status: 'open', language: 'EN', agentName: 'Sol', unread: 0, createdAt: '2026-12-07T12:00:00Z' },
  messages,
  hasOlder: false,
});

describe('reading the chat history again after a reconnect', () => {
  it('keeps a reply the socket brought while the history was being read', () => {
    const read = thread(7, [message(1, 'Hello')]);
    const cached = thread(7, [message(1, 'Hello'), message(2, 'Hi Ana, let me check that for you.')]);
    expect(keepNewer(read, cached).messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it('takes the history as read when the cache has nothing newer, or holds another conversation', () => {
    const read = thread(7, [message(1, 'Hello'), message(3, 'Done')]);
    expect(keepNewer(read, thread(7, [message(1, 'Hello')]))).toBe(read);
    expect(keepNewer(read, thread(8, [message(9, 'Other')]))).toBe(read);
    expect(keepNewer(read, undefined)).toBe(read);
  });
});
