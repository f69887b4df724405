import { CHAT_TOKEN_HEADER, type TChatMessage, type TChatThread } from '@wps/contracts/player';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { clearToken, setToken } from '@/lib/session';
import { StorageKey } from '@/lib/storage';
import { closeSupportChat, openSupportChat, supportTarget, useSupportChat as useChatState } from '@/lib/support-chat';
import { buildPermission, okEnvelope, stubFetch } from '@/testing/fixtures';
import { ChatPanel } from './chat-panel';

const msg = (id: number, over: Partial<TChatMessage> = {}): TChatMessage => ({
  id,
  author: 'visitor',
  staffName: null,
  text: `message ${id}`,
  event: null,
  imageId: null,
  clientKey: `k${id}`,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...over,
});
const conversation = (over: Partial<NonNullable<TChatThread['conversation']>> = {}) => ({
  id: 7,
  status: 'waiting' as const,
  language: 'EN' as const,
  agentName: null,
  unread: 0,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...over,
});

/** A WebSocket stand-in: the test pushes frames as the server would. */
class FakeSocket {
  static last: FakeSocket | null = null;
  static OPEN = 1;
  static CONNECTING = 0;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  push(frame: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
}

const Badge = () => <span data-testid="badge">{useChatState().unread}</span>;

const renderPanel = (open = true) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <BrandProvider permission={buildPermission()}>
        <ChatPanel open={open} />
        <Badge />
      </BrandProvider>
    </QueryClientProvider>,
  );
  return { client, view };
};

beforeEach(() => {
  clearToken();
  localStorage.clear();
  FakeSocket.last = null;
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => closeSupportChat());
});

describe('support chat target', () => {
  it('is the brand\'s outside live chat when LIVECHAT has a link, else our chat', () => {
    expect(supportTarget([{ csType: 'LIVECHAT', title: '', links: [{ label: 'x', url: 'https://chat.example' }] }])).toEqual({ kind: 'link', url: 'https://chat.example' });
    expect(supportTarget([{ csType: 'TELEGRAM', title: '', links: [{ label: 'x', url: 'https://t.me/x' }] }])).toEqual({ kind: 'chat' });
    expect(supportTarget([])).toEqual({ kind: 'chat' });
  });
});

describe('the chat panel', () => {
  it('lets a visitor start a chat, remembers their token and sends with it', async () => {
    const { fetchStub, calls } = stubFetch({
      '/wps/chat/start': okEnvelope({ conversation: conversation(), messages: [], hasOlder: false, token: 'visitor-token-abcdefghijklmnop' }),
      '/wps/chat/history': okEnvelope({ conversation: conversation(), messages: [], hasOlder: false }),
      '/wps/chat/send': (url: URL) => okEnvelope(msg(11, { text: 'Hello there', clientKey: url.pathname })),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPanel();
    fireEvent.change(screen.getByPlaceholderText('How should we call you?'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByTestId('chat-start'));
    await screen.findByText('Write your question below; an agent will join shortly.');
    const start = calls.find((c) => c.url.pathname === '/wps/chat/start')!;
    expect(JSON.parse(String(start.init?.body))).toEqual({ name: 'Ana', language: 'EN' });
    expect(localStorage.getItem(StorageKey.chatToken)).toBe('visitor-token-abcdefghijklmnop');

    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'Hello there' } });
    fireEvent.keyDown(screen.getByTestId('chat-input'), { key: 'Enter' });
    await screen.findByText('Hello there');
    const send = calls.find((c) => c.url.pathname === '/wps/chat/send')!;
    expect((send.init?.headers as Record<string, string>)[CHAT_TOKEN_HEADER]).toBe('visitor-token-abcdefghijklmnop');
    expect(JSON.parse(String(send.init?.body))).toMatchObject({ text: 'Hello there', clientKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    // The socket authenticates with the visitor's token in its first frame.
    await waitFor(() => expect(FakeSocket.last?.sent[0]).toBe(JSON.stringify({ type: 'auth', token: 'visitor-token-abcdefghijklmnop', visitor: true })));
  });

  it("shows the agent's answer as it arrives, and counts it unread while the panel is closed", async () => {
    setToken('member-token-1');
    let unread = 0;
    const { fetchStub, calls } = stubFetch({
      '/wps/chat/history': () =>
        okEnvelope({
          conversation: conversation({ status: 'open', agentName: 'Sol', unread }),
          messages: unread ? [msg(1), msg(2, { author: 'staff', staffName: 'Sol', text: 'How can I help?' })] : [msg(1)],
          hasOlder: false,
        }),
      '/wps/chat/read': okEnvelope({ unread: 0 }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const { view, client } = renderPanel(false);
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    FakeSocket.last!.push({ type: 'ready' });
    unread = 1;
    FakeSocket.last!.push({ type: 'message', conversationId: 7, message: msg(2, { author: 'staff', staffName: 'Sol', text: 'How can I help?' }) });
    FakeSocket.last!.push({ type: 'conversation', conversationId: 7 });
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('1'));

    act(() => openSupportChat());
    view.rerender(
      <QueryClientProvider client={client}>
        <BrandProvider permission={buildPermission()}>
          <ChatPanel open />
          <Badge />
        </BrandProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('How can I help?')).toBeTruthy();
    expect(screen.getByTestId('chat-status').textContent).toBe('Sol is helping you');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/wps/chat/read' && JSON.parse(String(c.init?.body)).upTo === 2)).toBe(true));
    expect(screen.getByTestId('badge').textContent).toBe('0');
  });

  it('offers a new chat once the conversation was closed', async () => {
    setToken('member-token-2');
    const { fetchStub } = stubFetch({
      '/wps/chat/history': okEnvelope({
        conversation: conversation({ status: 'closed' }),
        messages: [msg(1), msg(2, { author: 'system', event: 'closed', text: '', clientKey: null })],
        hasOlder: false,
      }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPanel();
    expect(await screen.findByText('The agent ended the chat')).toBeTruthy();
    expect(screen.getByTestId('chat-restart')).toBeTruthy();
    expect(screen.queryByTestId('chat-input')).toBeNull();
  });
});
