import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { EngagementScreen } from './engagement-screen';
import { cluster, manager, page, stubApi, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const bank = cluster();
const device = cluster({ kind: 'device', shared: 'a91f3c…', members: [{ id: 610, account: 'rico' }, { id: 611, account: 'rico2' }] });
const clusterCalls = (calls: Call[]) => calls.filter((c) => c.path === '/wps/staff/engagement/clusters');

describe('abuse clusters', () => {
  it('lists what each cluster shares, masked as the server sends it, and its members linked to their player page', async () => {
    const calls = stubApi({
      'GET /wps/staff/engagement/clusters': (c: Call) => (c.query.get('kind') === 'device' ? page([device]) : { ...page([bank, device]), total: 60, totalPages: 3 }),
    });
    renderWithApp(<EngagementScreen />, { path: '/engagement?tab=clusters', staff: viewer });
    const table = await screen.findByRole('table', { name: 'Abuse clusters' });
    const row = (await within(table).findByText('•••• 4821')).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Bank account', '•••• 4821', '3', 'juan88juan89juan_x']);
    const members = within(row).getByRole('list', { name: 'Members sharing •••• 4821' });
    expect(within(members).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['juan88', '/players/501'],
      ['juan89', '/players/502'],
      ['juan_x', '/players/503'],
    ]);
    expect(screen.getByText('1–25 of 60')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(clusterCalls(calls).at(-1)?.query.get('pageNo')).toBe('2'));
    fireEvent.change(screen.getByLabelText('Shared'), { target: { value: 'device' } });
    await waitFor(() => expect(within(table).queryByText('•••• 4821')).toBeNull());
    expect(clusterCalls(calls).at(-1)?.query.get('kind')).toBe('device');
    expect(clusterCalls(calls).at(-1)?.query.get('pageNo')).toBe('1');
    expect(within(table).getByText('Device')).toBeTruthy();
  });

  it('says when nothing is shared', async () => {
    stubApi({ 'GET /wps/staff/engagement/clusters': page([]) });
    renderWithApp(<EngagementScreen />, { path: '/engagement?tab=clusters', staff: manager });
    expect(await screen.findByText('No members share a device, an address or a bank account.')).toBeTruthy();
  });
});
