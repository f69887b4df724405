import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { setToken } from '@/lib/session';
import { buildPermission, okEnvelope, stubFetch } from '@/testing/fixtures';
import MemberCenterScreen from './member-center-screen';

const renderAt = (path: string) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider permission={buildPermission()}>
          <MemoryRouter initialEntries={[path]}>
            <MemberCenterScreen />
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return client;
};

const messageItem = () => screen.getByTestId('member-menu').querySelector('[data-menu="messageV2"]') as HTMLElement;

beforeEach(() => setToken('tok-1'));
afterEach(() => vi.unstubAllGlobals());

describe('member center: messageV2 section and badge', () => {
  it('shows the unread count as a red badge on messageV2 only', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/wps/relay/CSP_unreadCount': okEnvelope({ count: 3 }) }).fetchStub);
    renderAt('/member?tab=securityCenter');
    const badge = await screen.findByTestId('menu-badge-messageV2');
    expect(badge.textContent).toBe('3');
    expect(messageItem().contains(badge)).toBe(true);
    expect(screen.getByTestId('member-menu').querySelectorAll('.portal__menu-badge')).toHaveLength(1);
  });

  it('shows no badge at 0 and caps a large count at 99+', async () => {
    let count = 0;
    vi.stubGlobal('fetch', stubFetch({ '/wps/relay/CSP_unreadCount': () => okEnvelope({ count }) }).fetchStub);
    const client = renderAt('/member?tab=securityCenter');
    await waitFor(() => expect(client.getQueryData(['inbox', 'unread', 'tok-1'])).toEqual({ count: 0 }));
    expect(screen.queryByTestId('menu-badge-messageV2')).toBeNull();
    count = 150;
    await client.refetchQueries({ queryKey: ['inbox', 'unread'] });
    expect((await screen.findByTestId('menu-badge-messageV2')).textContent).toBe('99+');
  });

  it('opens the inbox under messageV2, and reading everything clears the badge', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/wps/relay/CSP_unreadCount': okEnvelope({ count: 1 }),
        '/wps/member/messages': okEnvelope({
          list: [{ id: 1, template: 'withdrawal_approved', params: { amount: '500.00', symbol: '₱', site: 'Test Brand' }, read: false, createdAt: 0 }],
          pageNo: 1,
          pageSize: 20,
          total: 1,
          totalPages: 1,
        }),
        '/wps/member/messages/read': okEnvelope({ count: 0 }),
      }).fetchStub,
    );
    renderAt('/member?tab=messageV2');
    expect(await screen.findByTestId('inbox')).toBeTruthy();
    expect(within(await screen.findByTestId('inbox-message-1')).getByRole('button').textContent).toContain('Withdrawal approved');
    expect((await screen.findByTestId('menu-badge-messageV2')).textContent).toBe('1');
    fireEvent.click(screen.getByTestId('inbox-mark-all'));
    await waitFor(() => expect(screen.queryByTestId('menu-badge-messageV2')).toBeNull());
  });
});
