import type { TDownline } from '@wps/contracts/player';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTransferInfo, ok, pageOf, renderAgent, serveAgent } from '../testing/render-agent';
import { DownlineManagementScreen } from './downline-management';

const DOWNLINES = '/wps/agent/team/downlines';
const INFO = '/wps/agent/transfer/info';

afterEach(() => vi.unstubAllGlobals());

const downline = (over: Partial<TDownline>): TDownline => ({
  memberId: 1,
  account: 'member',
  nickname: null,
  type: 0,
  status: 'active',
  depth: 1,
  uplineAccount: 'agent01',
  balance: '0',
  teamSize: 0,
  directCount: 0,
  registeredAt: Date.UTC(2025, 0, 2, 3, 0),
  lastLoginAt: null,
  ...over,
});

const subAgent = downline({ memberId: 21, account: 'sub01', nickname: 'Ben', type: 2, balance: '1234567', teamSize: 5, directCount: 2, lastLoginAt: Date.UTC(2025, 2, 5, 1, 0) });
const player = downline({ memberId: 22, account: 'play01', status: 'disabled', balance: '500' });
const deep = downline({ memberId: 31, account: 'deep01', depth: 2, uplineAccount: 'sub01', type: 42, teamSize: 1, directCount: 1 });

/** The team: the caller's level, sub01's level (with the path down to it), and a search. */
const serve = () =>
  serveAgent({
    [DOWNLINES]: ({ url }) => {
      const q = url.searchParams;
      if (q.get('search')) return ok({ ...pageOf([deep]), path: [] });
      if (q.get('parentId') === '21') return ok({ ...pageOf([deep]), path: [{ memberId: 21, account: 'sub01' }] });
      if (q.get('parentId') === '31') return ok({ ...pageOf([]), path: [{ memberId: 21, account: 'sub01' }, { memberId: 31, account: 'deep01' }] });
      return ok({ ...pageOf([subAgent, player], { total: 2 }), path: [] });
    },
    [INFO]: () => ok(buildTransferInfo()),
  });

describe('downlineManagmentView', () => {
  it('lists the direct downlines with their figures, type and status', async () => {
    const api = serve();
    renderAgent(<DownlineManagementScreen />);
    const row = await screen.findByTestId('downline-row-21');
    expect(api.params(DOWNLINES)[0]).toEqual({ pageNo: '1', pageSize: '20' });
    expect(row.textContent).toContain('sub01');
    expect(row.textContent).toContain('Ben');
    expect(row.textContent).toContain('Sub-agent');
    expect(row.textContent).toContain('₱12,345.67');
    expect(row.textContent).toContain('2025-01-02');
    expect(row.textContent).toContain('2025-03-05 09:00:00');
    const other = screen.getByTestId('downline-row-22');
    expect(other.textContent).toContain('Disabled');
    expect(other.textContent).toContain('Never');
    // A member without a team cannot be opened.
    expect(within(other).queryByTestId('downline-open-22')).toBeNull();
    expect(screen.queryByTestId('downline-crumbs')).toBeNull();
  });

  it('drills down into a team with parentId, shows the way back as a breadcrumb, and goes back up', async () => {
    const api = serve();
    renderAgent(<DownlineManagementScreen />);
    fireEvent.click(await screen.findByTestId('downline-open-21'));
    await screen.findByTestId('downline-row-31');
    expect(api.params(DOWNLINES).at(-1)).toEqual({ pageNo: '1', pageSize: '20', parentId: '21' });
    const crumbs = screen.getByTestId('downline-crumbs');
    expect(within(crumbs).getByTestId('downline-crumbs-root').textContent).toBe('My team');
    expect(within(crumbs).getByTestId('downline-crumbs-current').textContent).toBe('sub01');
    // Not a direct downline: no transfer from this row.
    expect(screen.queryByTestId('downline-transfer-31')).toBeNull();

    fireEvent.click(screen.getByTestId('downline-open-31'));
    await waitFor(() => expect(screen.getByTestId('downline-crumbs-current').textContent).toBe('deep01'));
    expect(api.params(DOWNLINES).at(-1)).toMatchObject({ parentId: '31' });
    expect(screen.getByText('No members at this level')).toBeTruthy();

    // One step up, through the breadcrumb.
    fireEvent.click(screen.getByTestId('downline-crumbs-21'));
    await screen.findByTestId('downline-row-31');
    expect(api.params(DOWNLINES).at(-1)).toMatchObject({ parentId: '21' });
    fireEvent.click(screen.getByTestId('downline-crumbs-root'));
    await screen.findByTestId('downline-row-21');
    expect(api.params(DOWNLINES).at(-1)).toEqual({ pageNo: '1', pageSize: '20' });
  });

  it('searches the whole team and filters by type and status', async () => {
    const api = serve();
    renderAgent(<DownlineManagementScreen />);
    await screen.findByTestId('downline-row-21');
    fireEvent.change(screen.getByTestId('downline-type'), { target: { value: '2' } });
    await waitFor(() => expect(api.params(DOWNLINES).at(-1)).toEqual({ pageNo: '1', pageSize: '20', type: '2' }));
    fireEvent.change(screen.getByTestId('downline-status'), { target: { value: 'disabled' } });
    await waitFor(() => expect(api.params(DOWNLINES).at(-1)).toEqual({ pageNo: '1', pageSize: '20', type: '2', status: 'disabled' }));

    fireEvent.change(screen.getByTestId('downline-search'), { target: { value: ' dee ' } });
    fireEvent.click(screen.getByTestId('downline-search-submit'));
    await screen.findByTestId('downline-row-31');
    expect(api.params(DOWNLINES).at(-1)).toEqual({ pageNo: '1', pageSize: '20', type: '2', status: 'disabled', search: 'dee' });
    expect(screen.getByTestId('downline-search-note').textContent).toContain('“dee”');
    // Search results name each member's upline.
    expect(screen.getByTestId('downline-row-31').textContent).toContain('sub01');
  });

  it('opens a transfer to a direct downline from its row', async () => {
    const api = serve();
    renderAgent(<DownlineManagementScreen />);
    fireEvent.click(await screen.findByTestId('downline-transfer-21'));
    const dialog = await screen.findByTestId('modal-agent-transfer');
    expect(dialog.textContent).toContain('Transfer to sub01');
    expect(((await within(dialog).findByTestId('transfer-to')) as HTMLInputElement).value).toBe('sub01');
    expect((within(dialog).getByTestId('transfer-to') as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).getByTestId('transfer-balance').textContent).toBe('₱5,000.00');
    expect(api.of(INFO)).toHaveLength(1);
  });
});
