import type { TChatMessage, TStaffChatRow } from '@wps/contracts/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testStaff } from '@/testing/render';
import { SupportScreen } from './support-screen';

const row = (over: Partial<TStaffChatRow> = {}): TStaffChatRow => ({
  id: 5,
  status: 'waiting',
  language: 'TY',
  member: { id: 42, username: 'juan42' },
  visitorName: null,
  assignee: null,
  preview: 'Nasaan ang withdrawal ko?',
  lastMessageAt: '2026-03-01T02:00:00.000Z',
  unread: 1,
  createdAt: '2026-03-01T01:59:00.000Z',
  ...over,
});
const message = (id: number, over: Partial<TChatMessage> = {}): TChatMessage => ({
  id,
  author: 'visitor',
  staffName: null,
  text: 'Nasaan ang withdrawal ko?',
  event: null,
  imageId: null,
  clientKey: `k${id}`,
  createdAt: '2026-03-01T02:00:00.000Z',
  ...over,
});

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'content-type': 'application/json' } });

function stubApi() {
  const calls: { path: string; body: unknown }[] = [];
  let assigned = false;
  const messages = [message(1)];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const path = String(input).split('?')[0]!;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const current = row(assigned ? { status: 'open', assignee: { id: 3, name: 'Sol Support' }, unread: 0 } : {});
      switch (path) {
        case '/wps/staff/chat/conversations':
          return ok({ rows: [current], next: null, counts: { waiting: 1, mine: 0, mineUnread: 0, open: 0 } });
        case '/wps/staff/chat/conversation':
          return ok({ conversation: current, messages, hasOlder: false });
        case '/wps/staff/chat/canned':
          return ok([
            { id: 1, language: 'TY', title: 'Pagbati', text: 'Magandang araw po!', updatedAt: '2026-03-01T00:00:00.000Z' },
            { id: 2, language: 'EN', title: 'Hello', text: 'Hello!', updatedAt: '2026-03-01T00:00:00.000Z' },
          ]);
        case '/wps/staff/chat/agents':
          return ok([{ id: 3, name: 'Sol Support' }]);
        case '/wps/staff/chat/send':
          assigned = true;
          messages.push(message(2, { author: 'staff', staffName: 'Sol Support', text: (JSON.parse(String(init!.body)) as { text: string }).text }));
          return ok(messages[1]);
        case '/wps/staff/chat/read':
          return ok(current);
        case '/wps/staff/players/detail':
          return ok({
            player: { id: 42, account: 'juan42', nickname: null, type: 0, status: 'active', mobile: '9171234567', email: null, createdAt: 0, lastLoginAt: null, firstLoginAt: null, uplineId: null, affiliateCode: null, totp: false, profile: {} },
            currency: 'PHP',
            balances: [{ kind: 'main', label: 'Main wallet', balance: '125000' }],
            sessions: [],
            linked: [],
          });
        default:
          return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
      }
    }),
  );
  return calls;
}

/** The chat socket is not under test here. */
class SilentSocket {
  readyState = 0;
  send() {}
  close() {}
}

beforeEach(() => vi.stubGlobal('WebSocket', SilentSocket));
afterEach(() => vi.unstubAllGlobals());

const agent = testStaff({ id: 3, role: 'support', displayName: 'Sol Support', permissions: ['support.chat', 'players.view'] });

describe('the support desk', () => {
  it('opens a waiting chat with the player beside it, inserts a canned reply of its language and answers', async () => {
    const calls = stubApi();
    renderWithApp(<SupportScreen />, { staff: agent });
    fireEvent.click(await screen.findByText('juan42'));
    const thread = await screen.findByTestId('chat-thread');
    expect(within(thread).getByText('Nasaan ang withdrawal ko?')).toBeTruthy();
    const beside = await screen.findByTestId('chat-member');
    expect(await within(beside).findByText('Main wallet')).toBeTruthy();
    // Reading the waiting chat clears its unread count.
    await waitFor(() => expect(calls.find((c) => c.path === '/wps/staff/chat/read')?.body).toEqual({ id: 5, upTo: 1 }));

    const canned = screen.getByRole('combobox', { name: 'Canned reply…' });
    // Only the replies in the conversation's language are offered.
    expect(within(canned).queryByText('Hello')).toBeNull();
    await waitFor(() => expect(within(canned).getByText('Pagbati')).toBeTruthy());
    fireEvent.change(canned, { target: { value: '1' } });
    const text = screen.getByRole('textbox', { name: /Write a reply/ });
    expect((text as HTMLTextAreaElement).value).toBe('Magandang araw po!');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(thread).findByText('Magandang araw po!')).toBeTruthy();
    const sent = calls.find((c) => c.path === '/wps/staff/chat/send')!.body as { id: number; text: string; clientKey: string };
    expect(sent).toMatchObject({ id: 5, text: 'Magandang araw po!' });
    expect(sent.clientKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('hides the canned-reply editor from agents without support.manage', async () => {
    stubApi();
    renderWithApp(<SupportScreen />, { staff: agent });
    await screen.findByText('juan42');
    expect(screen.queryByRole('button', { name: 'Canned replies' })).toBeNull();
  });
});
