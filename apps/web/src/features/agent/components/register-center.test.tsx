import { agentRegister, type TAgentInvite } from '@wps/contracts/player';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, openSealed, renderAgent, serveAgent } from '../testing/render-agent';
import { RegisterCenterScreen } from './register-center';

const INVITE = '/wps/agent/invite';
const REGISTER = '/wps/agent/register';

// 2025-03-05 17:30 UTC is already 2025-03-06 in the brand's GMT+8.
const NOW = Date.UTC(2025, 2, 5, 17, 30);

const invite = (over: Partial<TAgentInvite> = {}): TAgentInvite => ({
  affiliateCode: 'AGT7Q2',
  link: 'https://example.test/register?affiliateCode=AGT7Q2',
  creatableTypes: [0, 2, 42],
  clicks: 40,
  registrations: 6,
  firstDeposits: 2,
  days: [
    { day: '2025-03-05', clicks: 25, registrations: 4, firstDeposits: 1 },
    { day: '2025-03-06', clicks: 15, registrations: 2, firstDeposits: 1 },
  ],
  ...over,
});

const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const fill = () => {
  type('register-username', '  newbie01 ');
  type('register-password', 'Temp@1234');
  type('register-confirm', 'Temp@1234');
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('registerCenter', () => {
  it('offers only the types the agent may open and sends the sealed body', async () => {
    let sealed: unknown;
    const api = serveAgent({
      [INVITE]: () => ok(invite()),
      [`POST ${REGISTER}`]: ({ body }) => ((sealed = body), ok({ memberId: 99, account: 'newbie01', type: 2 })),
    });
    renderAgent(<RegisterCenterScreen />);
    await screen.findByTestId('register-form');
    expect(screen.getByTestId('register-type-0').textContent).toContain('Player');
    expect(screen.getByTestId('register-type-2').textContent).toContain('Sub-agent');
    expect(screen.getByTestId('register-type-42').textContent).toContain('Downline player-agent');
    expect(screen.queryByTestId('register-type-41')).toBeNull();

    fill();
    type('register-nickname', 'Newbie');
    fireEvent.click(within(screen.getByTestId('register-type-2')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('register-submit'));

    const done = await screen.findByTestId('register-success');
    expect(screen.getByTestId('register-success-account').textContent).toBe('newbie01');
    expect(done.textContent).toContain('Sub-agent');
    expect(screen.getByTestId('register-success-note').textContent).toContain('must be changed at the first sign-in');
    expect(api.of(REGISTER, 'POST')).toHaveLength(1);
    // Sealed on the wire: the password never travels as plain JSON.
    expect(JSON.stringify(sealed)).not.toContain('Temp@1234');
    expect(await openSealed(sealed, agentRegister.path)).toEqual({ username: 'newbie01', password: 'Temp@1234', type: 2, nickname: 'Newbie' });
  });

  it('checks the form before sending: required fields and a matching confirmation', async () => {
    const api = serveAgent({ [INVITE]: () => ok(invite()) });
    renderAgent(<RegisterCenterScreen />);
    await screen.findByTestId('register-form');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-username')).textContent).toBe('Input cannot be empty');
    expect(screen.getByTestId('field-error-password').textContent).toBe('Input cannot be empty');
    type('register-username', 'newbie01');
    type('register-password', 'Temp@1234');
    type('register-confirm', 'Temp@9999');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-confirmPassword')).textContent).toBe('Inconsistent input');
    expect(api.of(REGISTER, 'POST')).toHaveLength(0);
  });

  it('shows the errors the server names on their fields', async () => {
    let answer = fail(400, 'field_invalid', { field: 'username', key: 'reg_pattern_2', params: { min: 6, max: 12 } });
    serveAgent({ [INVITE]: () => ok(invite()), [`POST ${REGISTER}`]: () => answer });
    renderAgent(<RegisterCenterScreen />);
    await screen.findByTestId('register-form');
    fill();
    fireEvent.click(screen.getByTestId('register-submit'));
    const error = await screen.findByTestId('field-error-username');
    expect(error.textContent).toContain('6');
    expect(error.textContent).toContain('12');
    expect(screen.queryByTestId('register-success')).toBeNull();

    answer = fail(409, 'username_taken');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('field-error-username').textContent).not.toContain('12'));
    expect(screen.getByTestId('field-error-username').textContent).not.toBe('');

    answer = fail(403, 'downline_type_not_allowed');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-type')).textContent).toBe('You may not open this type of account: player-agents open player accounts only.');

    answer = fail(400, 'validation_error', undefined, 'password: Too big: expected string to have <=128 characters');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('field-error-password')).textContent).toBe('The server did not accept this value');
  });

  it('shows the invite link, its QR code, the code and the statistics of the range', async () => {
    const api = serveAgent({ [INVITE]: () => ok(invite()) });
    renderAgent(<RegisterCenterScreen />);
    expect((await screen.findByTestId('invite-link')).textContent).toBe('https://example.test/register?affiliateCode=AGT7Q2');
    expect(screen.getByTestId('invite-code').textContent).toBe('AGT7Q2');
    expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeTruthy();
    expect(screen.getByTestId('invite-clicks').textContent).toBe('40');
    expect(screen.getByTestId('invite-registrations').textContent).toBe('6');
    expect(screen.getByTestId('invite-first-deposits').textContent).toBe('2');
    expect(screen.getByTestId('invite-stats').textContent).toContain('15%');
    // Newest day first.
    const rows = within(screen.getByTestId('invite-days')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual(['invite-day-2025-03-06', 'invite-day-2025-03-05']);
    expect(api.params(INVITE)[0]).toEqual({ startDate: '2025-02-28', endDate: '2025-03-06' });

    fireEvent.click(screen.getByTestId('invite-shortcut-prev30'));
    await waitFor(() => expect(api.params(INVITE).at(-1)).toEqual({ startDate: '2025-02-05', endDate: '2025-03-06' }));
  });

  it('explains when the agent may open no account', async () => {
    serveAgent({ [INVITE]: () => ok(invite({ creatableTypes: [] })) });
    renderAgent(<RegisterCenterScreen />, { type: 41 });
    expect(await screen.findByTestId('register-none')).toBeTruthy();
    expect(screen.queryByTestId('register-form')).toBeNull();
  });
});
