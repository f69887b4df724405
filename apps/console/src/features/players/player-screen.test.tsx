import type { TPlayerDetail, TPlayerNote } from '@wps/contracts/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testStaff } from '@/testing/render';
import { PlayerScreen } from './player-screen';
import { PlayersScreen } from './players-screen';

const detail = (over: Partial<TPlayerDetail['player']> = {}, tags = ['VIP']): TPlayerDetail => ({
  player: {
    id: 42,
    account: 'juan42',
    nickname: null,
    type: 0,
    status: 'active',
    mobile: '+63 9171234567',
    email: 'juan@example.com',
    createdAt: 0,
    lastLoginAt: null,
    firstLoginAt: null,
    uplineId: null,
    affiliateCode: null,
    totp: false,
    profile: {},
    ...over,
  },
  currency: 'PHP',
  balances: [],
  sessions: [],
  linked: [],
  tags,
});

const note: TPlayerNote = { id: 7, text: 'Called about a late deposit.\nSent the slip again.', authorId: 3, authorName: 'Rita Risk', createdAt: Date.UTC(2026, 0, 2, 3, 4) };

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'content-type': 'application/json' } });
const refused = (code: string, status = 409) => new Response(JSON.stringify({ success: false, code }), { status, headers: { 'content-type': 'application/json' } });

/** The staff API as the screens see it; each call is recorded with its query and body. */
function stubApi(player = detail(), answers: Record<string, () => Response> = {}) {
  const calls: { path: string; query: URLSearchParams; body: Record<string, unknown> | undefined }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const method = init?.method ?? 'GET';
    calls.push({ path: `${method} ${url.pathname}`, query: url.searchParams, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined });
    const answer = answers[`${method} ${url.pathname}`];
    if (answer) return answer();
    switch (`${method} ${url.pathname}`) {
      case 'GET /wps/staff/players/detail':
        return ok(player);
      case 'GET /wps/staff/players/notes':
        return ok({ list: [note], next: null });
      case 'GET /wps/staff/players/tags':
        return ok({ list: [{ id: 1, label: 'VIP', players: 3 }, { id: 2, label: 'KYC-pending', players: 1 }] });
      case 'GET /wps/staff/players':
        return ok({ list: [], next: null });
      case 'GET /wps/staff/players/wagers':
        return ok({ list: [], next: null });
      case 'GET /wps/staff/adjustments':
        return ok({ list: [], total: 0 });
      case 'POST /wps/staff/players/notes':
        return ok({ ...note, id: 8, text: 'Asked for ID.' });
      case 'POST /wps/staff/players/tags':
        return ok({ tags: ['KYC-pending', 'VIP'] });
      case 'POST /wps/staff/players/end-sessions':
        return ok({ gameTokensEnded: 1 });
      case 'POST /wps/staff/players/password-reset':
        return ok({ channel: 'sms', to: '+639171234567' });
      case 'POST /wps/staff/players/message':
        return ok({ id: 5, createdAt: 0 });
      default:
        return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
    }
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const posts = (calls: ReturnType<typeof stubApi>, path: string) => calls.filter((c) => c.path === `POST ${path}`).map((c) => c.body);

afterEach(() => vi.unstubAllGlobals());

const manager = testStaff({ role: 'risk', permissions: ['players.view', 'players.manage'] });
const viewer = testStaff({ role: 'support', permissions: ['players.view'] });

const renderPlayer = (staff = manager) =>
  renderWithApp(
    <Routes>
      <Route path="/players/:id" element={<PlayerScreen />} />
    </Routes>,
    { path: '/players/42', staff },
  );

/** Confirms the open dialog with a reason. */
const confirmWith = (reason: string, confirm: string) => {
  const dialog = screen.getByRole('alertdialog');
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
};

describe("the player page's notes, tags and actions", () => {
  it('shows a viewer the tags and the notes, newest first with author, but no write control', async () => {
    stubApi();
    renderPlayer(viewer);
    const notes = await screen.findByTestId('note-7');
    expect(notes.textContent).toContain('Rita Risk');
    expect(notes.textContent).toContain('Called about a late deposit.\nSent the slip again.');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('VIP')).toBeTruthy();
    for (const name of ['Message', 'Send password reset', 'Sign out everywhere', 'Disable', 'Add note', 'Add tag']) {
      expect(screen.queryByRole('button', { name }), name).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Remove the tag VIP' })).toBeNull();
  });

  it('adds a note; it is sent as typed', async () => {
    const calls = stubApi();
    renderPlayer();
    fireEvent.change(await screen.findByRole('textbox', { name: 'New note' }), { target: { value: '  Asked for ID.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(posts(calls, '/wps/staff/players/notes')).toEqual([{ memberId: 42, text: 'Asked for ID.' }]));
    expect(await screen.findByText('The note was added.')).toBeTruthy();
  });

  it('adds a tag from the list and removes one, each with a reason', async () => {
    const calls = stubApi();
    renderPlayer();
    const input = await screen.findByRole('combobox', { name: 'Tag' });
    fireEvent.change(input, { target: { value: '<bad>' } });
    expect(screen.getByRole('alert').textContent).toContain('Up to 32 letters');
    expect((screen.getByRole('button', { name: 'Add tag' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'KYC-pending' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    confirmWith('ID expired', 'Add tag');
    await waitFor(() => expect(posts(calls, '/wps/staff/players/tags')).toEqual([{ memberId: 42, tag: 'KYC-pending', on: true, reason: 'ID expired' }]));

    fireEvent.click(screen.getByRole('button', { name: 'Remove the tag VIP' }));
    confirmWith('Downgraded', 'Remove');
    await waitFor(() => expect(posts(calls, '/wps/staff/players/tags')).toHaveLength(2));
    expect(posts(calls, '/wps/staff/players/tags')[1]).toEqual({ memberId: 42, tag: 'VIP', on: false, reason: 'Downgraded' });
  });

  it('signs the player out everywhere with a reason', async () => {
    const calls = stubApi();
    renderPlayer();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('The account stays active');
    confirmWith('Shared device', 'Sign out everywhere');
    await waitFor(() => expect(posts(calls, '/wps/staff/players/end-sessions')).toEqual([{ memberId: 42, reason: 'Shared device' }]));
    expect(await screen.findByText('juan42 is signed out everywhere.')).toBeTruthy();
  });

  it('sends a password reset by the chosen channel, and says why when it is refused', async () => {
    const calls = stubApi();
    renderPlayer();
    fireEvent.click(await screen.findByRole('button', { name: 'Send password reset' }));
    fireEvent.click(screen.getByRole('radio', { name: /SMS to \+63 9171234567/ }));
    confirmWith('Locked out', 'Send password reset');
    await waitFor(() => expect(posts(calls, '/wps/staff/players/password-reset')).toEqual([{ memberId: 42, channel: 'sms', reason: 'Locked out' }]));
    expect(await screen.findByText('The password reset was sent to +639171234567.')).toBeTruthy();
  });

  it('shows the refusal of a reset in words, and offers no reset without a contact', async () => {
    stubApi(detail({ mobile: null }), { 'POST /wps/staff/players/password-reset': () => refused('member_no_contact') });
    const first = renderPlayer();
    fireEvent.click(await screen.findByRole('button', { name: 'Send password reset' }));
    expect(screen.queryByRole('radio', { name: /SMS/ })).toBeNull();
    confirmWith('Asked by phone', 'Send password reset');
    expect(await screen.findByText('The player has no contact of that kind on record.')).toBeTruthy();
    first.unmount();

    stubApi(detail({ mobile: null, email: null }));
    renderPlayer();
    expect(((await screen.findByRole('button', { name: 'Send password reset' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('messages the player from a drawer: title, text and reason checked, one request id per message', async () => {
    const calls = stubApi();
    renderPlayer();
    fireEvent.click(await screen.findByRole('button', { name: 'Message' }));
    const drawer = screen.getByRole('complementary', { name: 'Message to juan42' });
    fireEvent.click(within(drawer.parentElement!).getByRole('button', { name: 'Send message' }));
    expect((await within(drawer).findAllByRole('alert')).length).toBeGreaterThan(0);
    expect(posts(calls, '/wps/staff/players/message')).toEqual([]);

    fireEvent.change(within(drawer).getByRole('textbox', { name: /Title/ }), { target: { value: 'Ang iyong bonus' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /Text/ }), { target: { value: 'May bonus ka.' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Loyalty' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(posts(calls, '/wps/staff/players/message')).toHaveLength(1));
    expect(posts(calls, '/wps/staff/players/message')[0]).toEqual({
      requestId: expect.stringMatching(/^msg-/) as string,
      memberId: 42,
      title: 'Ang iyong bonus',
      text: 'May bonus ka.',
      reason: 'Loyalty',
    });
    expect(await screen.findByText('The message was sent to juan42.')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Message to juan42' })).toBeNull();
  });
});

describe('the player search', () => {
  it("filters by one of the brand's tags", async () => {
    const calls = stubApi();
    renderWithApp(<PlayersScreen />, { path: '/players', staff: viewer });
    const select = await screen.findByRole('combobox', { name: 'Tag' });
    await screen.findByRole('option', { name: 'VIP (3)' });
    fireEvent.change(select, { target: { value: 'VIP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'GET /wps/staff/players' && c.query.get('tag') === 'VIP')).toBe(true));
  });
});
