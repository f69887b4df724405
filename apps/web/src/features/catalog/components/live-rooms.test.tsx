import type { TVendor } from '@wps/contracts/player';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popups } from '@/lib/popups';
import { ok, renderCatalog, serveCatalog } from '../testing/render-catalog';
import { LiveRooms } from './live-rooms';

const ROOMS = '/wps/relay/GLS2_roomList';
const vendor: TVendor = { vassalage: 'EVOL', displayName: 'Evolve Live', gameType: 'LIVE', gameCategory: 'LIVE', iconUrl: '', status: 'ACTIVE' };
const room = (over: object) => ({ roomId: 'R1', roomName: 'Baccarat 1', nodeId: 'evol-bac-1', gameCode: 'EVOL_1', minBet: '1000', maxBet: '1000000', players: 12, status: 'OPEN', ...over });

afterEach(() => {
  popups.close();
  vi.unstubAllGlobals();
});

describe('LiveRooms', () => {
  it('is not asked for a visitor (a token call)', async () => {
    const api = serveCatalog({ [ROOMS]: () => ok({ vassalage: 'EVOL', list: [room({})] }) });
    renderCatalog(<LiveRooms vendor={vendor} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(api.of(ROOMS)).toHaveLength(0);
    expect(screen.queryByTestId('live-rooms')).toBeNull();
  });

  it('lists tables with players and limits; a closed table opens the maintenance popup', async () => {
    serveCatalog({
      [ROOMS]: () => ok({ vassalage: 'EVOL', list: [room({}), room({ roomId: 'R2', roomName: 'Squeeze', nodeId: 'evol-sq', status: 'MAINTENANCE' })] }),
      '/wps/member/info': () => ({ success: false, code: 'not_found' }),
    });
    renderCatalog(<LiveRooms vendor={vendor} />, { token: 'tok' });
    await screen.findByText('Baccarat 1');
    expect(screen.getByText('12 playing')).toBeTruthy();
    expect(screen.getAllByText('₱10.00 – ₱10,000.00')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /Squeeze/ }));
    await waitFor(() => expect(popups.get()?.maintenanceOf?.gameName).toBe('Squeeze'));
  });

  it('shows no seat count and only the smallest stake where the table reports neither (nothing is made up)', async () => {
    serveCatalog({
      [ROOMS]: () => ok({ vassalage: 'EVOL', list: [room({ players: null, maxBet: null })] }),
      '/wps/member/info': () => ({ success: false, code: 'not_found' }),
    });
    renderCatalog(<LiveRooms vendor={vendor} />, { token: 'tok' });
    await screen.findByText('Baccarat 1');
    expect(screen.queryByText(/playing/)).toBeNull();
    expect(screen.getByText('From ₱10.00')).toBeTruthy();
  });
});
