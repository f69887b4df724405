import type { TStaffRound, TStaffVendor } from '@wps/contracts/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testStaff } from '@/testing/render';
import { GamesScreen } from './games-screen';

const vendor: TStaffVendor = {
  vassalage: 'PGS',
  displayName: 'Pocket Slots',
  gameTypes: ['RNG'],
  status: 'enabled',
  walletMode: 'seamless',
  gameCount: 12,
  settings: { launchUrl: 'https://pgs.example.invalid/{game}', currency: 'PHP', allowedIps: [], enabled: true, secretRotatedAt: null, previousSecretUntil: null },
  maintenance: [],
};

const round: TStaffRound = {
  id: 41,
  memberId: 7,
  memberAccount: 'player07',
  vassalage: 'PGS',
  gameCode: 'gold-rush',
  roundId: 'r-900',
  status: 'open',
  betTotal: '150000',
  winTotal: '0',
  pendingWin: '450000',
  openedAt: Date.UTC(2026, 0, 2, 3, 4),
  updatedAt: Date.UTC(2026, 0, 2, 3, 5),
  closedAt: null,
  reasons: ['unpaid_win'],
};

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'content-type': 'application/json' } });

/** The staff API as the screen sees it; each call is recorded with its body. */
function stubApi() {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const path = String(input).split('?')[0]!;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/wps/staff/games/vendors') return ok({ list: [vendor] });
    if (path === '/wps/staff/games/rounds') return ok({ list: [round], total: 1, staleHours: 24 });
    if (path === '/wps/staff/games/rounds/resolve') return ok({ ...round, status: 'closed', reasons: [] });
    if (path === '/wps/staff/games') return ok({ list: [], total: 0 });
    return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const manager = testStaff({ role: 'admin', permissions: ['games.view', 'games.manage'] });
const viewer = testStaff({ role: 'support', permissions: ['games.view'] });

describe('the games screen', () => {
  it('lists the vendors and opens one with its settings; a viewer gets no write button', async () => {
    stubApi();
    renderWithApp(<GamesScreen />, { staff: viewer });
    fireEvent.click(await screen.findByText('Pocket Slots'));
    const panel = screen.getByRole('complementary', { name: /Pocket Slots/ });
    expect(within(panel).getByText('https://pgs.example.invalid/{game}')).toBeTruthy();
    expect(within(panel).getByText('You can look but not change: that needs the games.manage permission.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Take off the site' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Make a new secret' })).toBeNull();
  });

  it('shows a manager the vendor switch, the maintenance form and the secret rotation', async () => {
    stubApi();
    renderWithApp(<GamesScreen />, { staff: manager });
    fireEvent.click(await screen.findByText('Pocket Slots'));
    const panel = screen.getByRole('complementary', { name: /Pocket Slots/ });
    expect(screen.getByRole('button', { name: 'Take off the site' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Start maintenance now' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Make a new secret' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Save settings' })).toBeTruthy();
  });

  it('resolves a waiting round with a reason', async () => {
    const calls = stubApi();
    renderWithApp(<GamesScreen />, { staff: manager });
    fireEvent.click(screen.getByRole('tab', { name: 'Rounds to resolve' }));
    fireEvent.click(await screen.findByText('player07'));
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/player07 is paid the unpaid win of 4,500.00/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Vendor confirmed the win' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/staff/games/rounds/resolve')).toBe(true));
    expect(calls.find((c) => c.path === '/wps/staff/games/rounds/resolve')?.body).toEqual({ id: 41, reason: 'Vendor confirmed the win' });
  });

  it('has no resolve or refund for a viewer', async () => {
    stubApi();
    renderWithApp(<GamesScreen />, { staff: viewer });
    fireEvent.click(screen.getByRole('tab', { name: 'Rounds to resolve' }));
    fireEvent.click(await screen.findByText('player07'));
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
