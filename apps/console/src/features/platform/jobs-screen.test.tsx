import type { TJobRun, TSystemHealth } from '@wps/contracts/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testStaff } from '@/testing/render';
import { JobsScreen } from './jobs-screen';

const health: TSystemHealth = {
  now: Date.UTC(2026, 2, 1, 8, 0),
  beatSeconds: 15,
  database: 'postgresql',
  bus: 'redis',
  processes: [
    { id: 'w-1', host: 'app-1', pid: 101, version: '0.1.0+abc1234', nodeVersion: 'v22.1.0', startedAt: Date.UTC(2026, 2, 1, 7), lastSeenAt: Date.UTC(2026, 2, 1, 8), stoppedAt: null, state: 'running' },
    { id: 'w-2', host: 'app-2', pid: 202, version: '0.1.0+abc1234', nodeVersion: 'v22.1.0', startedAt: Date.UTC(2026, 2, 1, 6), lastSeenAt: Date.UTC(2026, 2, 1, 7), stoppedAt: null, state: 'silent' },
  ],
  queues: [{ name: 'withdrawals.auto-confirm', everySeconds: 60, nextRunAt: Date.UTC(2026, 2, 1, 8, 1), lastRunAt: Date.UTC(2026, 2, 1, 8), queued: 0, running: 0, done24h: 1440, failed24h: 1, failedTotal: 1, lastFinishedAt: Date.UTC(2026, 2, 1, 8) }],
};
const failed: TJobRun = {
  id: 77,
  name: 'withdrawals.auto-confirm',
  status: 'failed',
  attempts: 5,
  maxAttempts: 5,
  runAt: Date.UTC(2026, 2, 1, 7, 30),
  startedAt: Date.UTC(2026, 2, 1, 7, 30),
  finishedAt: Date.UTC(2026, 2, 1, 7, 31),
  worker: 'w-1',
  lastError: 'connection refused',
  result: null,
  payload: { slot: '2026-03-01T07:30:00Z' },
};

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'content-type': 'application/json' } });

function stubApi() {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const path = String(input).split('?')[0]!;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/wps/staff/system/health') return ok(health);
      if (path === '/wps/staff/system/jobs') return ok({ runs: [failed], next: null });
      if (path === '/wps/staff/system/jobs/retry') return ok({ ...failed, status: 'queued', maxAttempts: 6 });
      return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('jobs & health', () => {
  it('shows the processes with their versions, flags a silent one, and runs a failed job again with a reason', async () => {
    const calls = stubApi();
    renderWithApp(<JobsScreen />, { staff: testStaff({ role: 'platform', permissions: ['system.view', 'system.manage'] }) });
    await screen.findAllByText('0.1.0+abc1234');
    const processes = screen.getByRole('table', { name: 'Server processes' });
    expect(within(processes).getAllByText('0.1.0+abc1234')).toHaveLength(2);
    expect(within(processes).getByText('Silent')).toBeTruthy();
    expect(screen.getByText('PostgreSQL')).toBeTruthy();

    fireEvent.click(await screen.findByText('connection refused'));
    const drawer = screen.getByRole('complementary', { name: /withdrawals.auto-confirm #77/ });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Run again' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'bank API back up' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/wps/staff/system/jobs/retry')?.body).toEqual({ id: 77, reason: 'bank API back up' }));
  });

  it('offers no retry without system.manage', async () => {
    stubApi();
    renderWithApp(<JobsScreen />, { staff: testStaff({ role: 'custom', permissions: ['system.view'] }) });
    fireEvent.click(await screen.findByText('connection refused'));
    const drawer = screen.getByRole('complementary', { name: /withdrawals.auto-confirm #77/ });
    expect(within(drawer).queryByRole('button', { name: 'Run again' })).toBeNull();
  });
});
