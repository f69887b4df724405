import type { TPlayerDetail } from '@wps/contracts/staff';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testStaff } from '@/testing/render';
import { MoveUplineDrawer } from './move-upline';

const player = { id: 42, account: 'agent42' } as TPlayerDetail['player'];
const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'content-type': 'application/json' } });
const refused = (message: string) => new Response(JSON.stringify({ success: false, code: 'upline_players_only', message }), { status: 409, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('moving a player to another agent', () => {
  it('sends the upline (empty: the brand) with the reason, and shows a refusal', async () => {
    const bodies: unknown[] = [];
    let answer = refused('topA is a player-agent: it may have players only');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof globalThis.fetch>(async (_input, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answer;
      }),
    );
    const onClose = vi.fn();
    renderWithApp(<MoveUplineDrawer player={player} open onClose={onClose} />, { staff: testStaff({ permissions: ['players.view', 'agents.manage'] }) });
    fireEvent.change(screen.getByLabelText(/New upline/), { target: { value: 'topA' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'restructure' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move to another agent' }));
    expect(await screen.findByText('That agent is a player-agent: it may have players only.')).toBeTruthy();
    expect(bodies[0]).toEqual({ memberId: 42, uplineAccount: 'topA', reason: 'restructure' });

    answer = ok({ memberId: 42, uplineId: null, uplineAccount: null, depth: 0, teamSize: 3 });
    fireEvent.change(screen.getByLabelText(/New upline/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move to another agent' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[1]).toEqual({ memberId: 42, uplineAccount: null, reason: 'restructure' });
  });
});
