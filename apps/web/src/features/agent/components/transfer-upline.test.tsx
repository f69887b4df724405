import { uplineTransfer } from '@wps/contracts/player';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTransferInfo, ok, openSealed, renderAgent, serveAgent } from '../testing/render-agent';
import { TransferUplineScreen } from './transfer-upline';

const INFO = '/wps/agent/transfer/info';
const UP = '/wps/member/passwordCheck/transferUpline';

afterEach(() => vi.unstubAllGlobals());

const asMember = { account: 'player01', type: 0 };
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('member center transferUpline', () => {
  it('shows the upline, the balance and limits, and sends the amount up in minor units', async () => {
    let sealed: unknown;
    serveAgent({
      [INFO]: () => ok(buildTransferInfo({ uplineAccount: 'agent07', balance: '250000' })),
      [`POST ${UP}`]: ({ body }) => ((sealed = body), ok({ id: 3, direction: 'up', fromAccount: 'player01', toAccount: 'agent07', amount: '15000', createdAt: 0 })),
    });
    renderAgent(<TransferUplineScreen />, asMember);
    expect((await screen.findByTestId('upline-account')).textContent).toBe('agent07');
    expect(screen.getByTestId('transfer-balance').textContent).toBe('₱2,500.00');
    expect(screen.getByTestId('transfer-range').textContent).toBe('₱100.00 – ₱3,000.00');
    expect(screen.getByTestId('transfer-upline-account').textContent).toBe('agent07');
    expect(screen.queryByTestId('upline-not-allowed')).toBeNull();
    expect(screen.queryByTestId('transfer-to')).toBeNull();

    type('transfer-amount', '150');
    type('transfer-password', '654321');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-success-text')).textContent).toBe('₱150.00 was sent to agent07.');
    const body = await openSealed(sealed, uplineTransfer.path);
    expect(body).toMatchObject({ amount: '15000', paymentPassword: '654321' });
    expect(body).not.toHaveProperty('toAccount');
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('explains when the brand does not let members send money up, without a form', async () => {
    const api = serveAgent({ [INFO]: () => ok(buildTransferInfo({ upAllowed: false })) });
    renderAgent(<TransferUplineScreen />, asMember);
    expect((await screen.findByTestId('upline-not-allowed')).textContent).toContain('Transfers to your upline are not available');
    expect(screen.getByTestId('upline-account').textContent).toBe('agent01');
    expect(screen.queryByTestId('transfer-form-up')).toBeNull();
    expect(api.of(UP, 'POST')).toHaveLength(0);
  });

  it('says so when the member has no upline', async () => {
    serveAgent({ [INFO]: () => ok(buildTransferInfo({ uplineAccount: null })) });
    renderAgent(<TransferUplineScreen />, asMember);
    expect(await screen.findByText('You have no upline')).toBeTruthy();
    expect(screen.queryByTestId('transfer-form-up')).toBeNull();
  });

  it('asks for a payment password first, linking to the member center where it is set', async () => {
    serveAgent({ [INFO]: () => ok(buildTransferInfo({ hasPaymentPassword: false })) });
    renderAgent(<TransferUplineScreen />, asMember);
    await waitFor(() => expect(screen.getByTestId('transfer-set-password').getAttribute('href')).toBe('/member?tab=withdraw'));
    expect(screen.queryByTestId('transfer-form-up')).toBeNull();
  });
});
