import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { AgentsScreen } from './agents-screen';
import { manager, node, stubApi, viewer, type Call } from './testing';

afterEach(() => vi.unstubAllGlobals());

const topA = node();
const player = node({ memberId: 12, account: 'plain01', type: 0, teamSize: 0, directCount: 0, contracts: [], monthPlayersPnl: '0' });
const subB = node({ memberId: 21, account: 'subB', type: 2, depth: 2, teamSize: 4, directCount: 4, contracts: [{ id: 8, kind: 'daily_salary', maxRate: 75, status: 'offered' }] });
const pc = node({ memberId: 31, account: 'pc31', type: 42, depth: 3, teamSize: 0, directCount: 0, contracts: [] });

/** The brand's tree: topA → subB → pc31, and a player at the top. */
const tree = (call: Call) => {
  const parent = call.query.get('parentId');
  const search = call.query.get('search');
  if (search) return { list: [pc], total: 1, pageNo: 1, pageSize: 25, path: [] };
  if (parent === '11') return { list: [subB], total: 1, pageNo: 1, pageSize: 25, path: [{ memberId: 11, account: 'topA' }] };
  if (parent === '21') return { list: [pc], total: 1, pageNo: 1, pageSize: 25, path: [{ memberId: 11, account: 'topA' }, { memberId: 21, account: 'subB' }] };
  return { list: [topA, player], total: 2, pageNo: 1, pageSize: 25, path: [] };
};

const treeCalls = (calls: Call[]) => calls.filter((c) => c.path === '/wps/staff/agents/tree');

describe('the agent tree', () => {
  it('shows the top level with types, team figures, coloured P&L, contract chips and player links', async () => {
    stubApi({ 'GET /wps/staff/agents/tree': tree });
    renderWithApp(<AgentsScreen />, { path: '/agents', staff: viewer });
    const table = await screen.findByRole('table', { name: 'Agent tree' });
    const row = (await within(table).findByText('topA')).closest('tr')!;
    expect(within(row).getByText('Top agent')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'topA' }).getAttribute('href')).toBe('/players/11');
    expect(within(row).getByText('987,654.32')).toBeTruthy();
    expect(within(row).getByText('-45,000.00').className).toContain('money--negative');
    expect(within(row).getByText('Div').nextElementSibling?.textContent).toBe('1.50 %');
    const playerRow = within(table).getByText('plain01').closest('tr')!;
    expect(within(playerRow).getByText('Player')).toBeTruthy();
    expect(within(playerRow).queryByRole('button', { name: 'Contracts of plain01' })).toBeNull();
    // A viewer offers nothing.
    expect(screen.queryByRole('button', { name: 'Offer contract' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Offer topA a contract' })).toBeNull();
  });

  it('drills down by parentId with a breadcrumb from the path, and walks back up', async () => {
    const calls = stubApi({ 'GET /wps/staff/agents/tree': tree });
    renderWithApp(<AgentsScreen />, { path: '/agents', staff: viewer });
    fireEvent.click(await screen.findByText('Top agent'));
    await screen.findByText('subB');
    expect(treeCalls(calls).at(-1)?.query.get('parentId')).toBe('11');
    const crumbs = screen.getByRole('navigation', { name: 'Tree level' });
    expect(within(crumbs).getByRole('button', { name: 'Brand (top)' })).toBeTruthy();
    expect(within(crumbs).getByText('topA').getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Open the team of subB' }));
    await screen.findByText('pc31');
    expect(treeCalls(calls).at(-1)?.query.get('parentId')).toBe('21');
    const deeper = screen.getByRole('navigation', { name: 'Tree level' });
    expect(within(deeper).getByRole('button', { name: 'topA' })).toBeTruthy();
    expect(within(deeper).getByText('subB').getAttribute('aria-current')).toBe('page');
    // A member without a team opens nothing.
    const before = treeCalls(calls).length;
    fireEvent.click(screen.getByText('Downline player-agent'));
    expect(treeCalls(calls).length).toBe(before);

    fireEvent.click(within(deeper).getByRole('button', { name: 'topA' }));
    await screen.findByText('subB');
    expect(treeCalls(calls).at(-1)?.query.get('parentId')).toBe('11');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Tree level' })).getByRole('button', { name: 'Brand (top)' }));
    await screen.findByText('plain01');
    expect(treeCalls(calls).at(-1)?.query.has('parentId')).toBe(false);
  });

  it('searches the whole brand, without a parent', async () => {
    const calls = stubApi({ 'GET /wps/staff/agents/tree': tree });
    renderWithApp(<AgentsScreen />, { path: '/agents?parent=11', staff: viewer });
    await screen.findByText('subB');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' pc3 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByText('pc31');
    const last = treeCalls(calls).at(-1)!;
    expect(last.query.get('search')).toBe('pc3');
    expect(last.query.has('parentId')).toBe(false);
    expect(screen.getByText(/Results for “pc3” across the brand/)).toBeTruthy();
  });

  it("opens an agent's contracts from its row, and lets a manager offer a top agent a contract", async () => {
    const calls = stubApi({
      'GET /wps/staff/agents/tree': tree,
      'GET /wps/staff/agents/contracts': { list: [], total: 0, pageNo: 1, pageSize: 25 },
    });
    renderWithApp(<AgentsScreen />, { path: '/agents', staff: manager });
    await screen.findByText('topA');
    // A player is no top agent: no offer on its row.
    expect(screen.queryByRole('button', { name: 'Offer plain01 a contract' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Offer topA a contract' }));
    expect(await screen.findByRole('heading', { name: 'Offer topA a contract' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Contracts of topA' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/staff/agents/contracts')).toBe(true));
    expect(calls.find((c) => c.path === '/wps/staff/agents/contracts')?.query.get('agentId')).toBe('11');
    expect(screen.getByRole('tab', { name: 'Contracts' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Agent: topA')).toBeTruthy();
  });
});
