import { MESSAGE_TEMPLATES, STAFF_MESSAGE_TEMPLATE, type TInboxMessage } from '@wps/contracts/player';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocaleTree } from '@/locales';
import { EN_TREE, TY_TREE } from '@/testing/translations';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { setToken } from '@/lib/session';
import { buildPermission, okEnvelope, stubFetch } from '@/testing/fixtures';
import { InboxPage } from './inbox-page';

const message = (id: number, over: Partial<TInboxMessage> = {}): TInboxMessage => ({
  id,
  template: 'deposit_credited',
  params: { amount: '1,000.00', symbol: '₱', site: 'Test Brand' },
  read: false,
  // 2026-03-01 00:00 UTC is 08:00 in the brand's GMT+08:00.
  createdAt: Date.UTC(2026, 2, 1, 0, 0),
  ...over,
});

const page = (list: TInboxMessage[], pageNo: number, totalPages: number) => ({ list, pageNo, pageSize: 20, total: list.length, totalPages });

/** Serves the inbox calls; mark-read answers with the count the test gives. */
const serveInbox = (pages: ReturnType<typeof page>[], opts: { unread: number; afterMark?: number } = { unread: 0 }) => {
  const { fetchStub, calls } = stubFetch({
    '/wps/relay/CSP_unreadCount': okEnvelope({ count: opts.unread }),
    '/wps/member/messages': (url: URL) => okEnvelope(pages[Number(url.searchParams.get('pageNo') ?? '1') - 1] ?? page([], 1, 1)),
    '/wps/member/messages/read': okEnvelope({ count: opts.afterMark ?? 0 }),
  });
  vi.stubGlobal('fetch', fetchStub);
  const marks = () =>
    calls.filter((c) => c.url.pathname === '/wps/member/messages/read').map((c) => JSON.parse(String(c.init?.body)) as unknown);
  return { calls, marks };
};

const renderInbox = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BrandProvider permission={buildPermission()}>
        <InboxPage />
      </BrandProvider>
    </QueryClientProvider>,
  );
  return queryClient;
};

beforeEach(() => setToken('tok-1'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('EN'));
});

describe('inbox page (messageV2)', () => {
  it('renders each template with its parameters, the brand-local time and the unread count', async () => {
    serveInbox(
      [
        page(
          [
            message(4, { template: 'withdrawal_rejected', params: { amount: '250.00', symbol: '₱', site: 'Test Brand', reason: 'Name mismatch' } }),
            message(3, { template: 'withdrawal_approved', params: { amount: '300.00', symbol: '₱', site: 'Test Brand' }, read: true }),
            message(2, { template: 'deposit_failed', params: { amount: '50.00', symbol: '₱', site: 'Test Brand' }, read: true }),
            message(1),
          ],
          1,
          1,
        ),
      ],
      { unread: 2 },
    );
    renderInbox();
    const first = await screen.findByTestId('inbox-message-1');
    expect(within(first).getByRole('button').textContent).toContain('Deposit credited');
    expect(within(first).getByRole('button').textContent).toContain('2026-03-01 08:00');
    expect(screen.getByTestId('inbox-message-body-1').textContent).toBe(
      'Your deposit of ₱1,000.00 has been credited to your Test Brand wallet.',
    );
    expect(screen.getByTestId('inbox-message-body-4').textContent).toContain('Your withdrawal of ₱250.00 from Test Brand was rejected.');
    expect(screen.getByTestId('inbox-message-body-4').textContent).toContain('Reason: Name mismatch');
    expect(within(screen.getByTestId('inbox-message-3')).getByRole('button').textContent).toContain('Withdrawal approved');
    expect(within(screen.getByTestId('inbox-message-2')).getByRole('button').textContent).toContain('Deposit not credited');
    expect(await screen.findByText('Unread messages: 2')).toBeTruthy();
    // Bodies stay closed until opened.
    expect(screen.getByTestId('inbox-message-body-1').hidden).toBe(true);
  });

  it('speaks Tagalog in TY', async () => {
    serveInbox([page([message(1)], 1, 1)], { unread: 1 });
    await act(() => i18n.changeLanguage('TY'));
    renderInbox();
    const item = await screen.findByTestId('inbox-message-1');
    expect(within(item).getByRole('button').textContent).toContain('Naipasok na ang deposito');
    expect(screen.getByTestId('inbox-message-body-1').textContent).toBe(
      'Ang iyong deposito na ₱1,000.00 ay naipasok na sa iyong wallet sa Test Brand.',
    );
  });

  it('marks a message read when it is opened, once', async () => {
    const { marks } = serveInbox([page([message(2), message(1, { read: true })], 1, 1)], { unread: 1, afterMark: 0 });
    renderInbox();
    await screen.findByText('Unread messages: 1');
    const head = within(await screen.findByTestId('inbox-message-2')).getByRole('button');
    expect(head.textContent).toContain('Unread');
    fireEvent.click(head);
    expect(head.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('inbox-message-body-2').hidden).toBe(false);
    await screen.findByText('Unread messages: 0');
    expect(marks()).toEqual([{ ids: [2] }]);
    expect(head.textContent).not.toContain('Unread');
    // Closing and opening again, or opening a read message, asks nothing more.
    fireEvent.click(head);
    fireEvent.click(head);
    fireEvent.click(within(screen.getByTestId('inbox-message-1')).getByRole('button'));
    expect(marks()).toEqual([{ ids: [2] }]);
  });

  it('marks all read, then has nothing left to mark', async () => {
    const { marks } = serveInbox([page([message(3), message(2), message(1)], 1, 1)], { unread: 3, afterMark: 0 });
    renderInbox();
    await screen.findByText('Unread messages: 3');
    const button = screen.getByTestId('inbox-mark-all') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await screen.findByText('Unread messages: 0');
    expect(marks()).toEqual([{ all: true }]);
    expect(button.disabled).toBe(true);
    expect(screen.queryByText('Unread')).toBeNull();
  });

  it('loads older messages on "load more", showing a message that slid to the next page once', async () => {
    const first = Array.from({ length: 20 }, (_, i) => message(30 - i, { read: true }));
    // A new message arrived between the loads, pushing id 11 onto page 2 as well.
    const second = [message(11, { read: true }), message(10, { read: true }), message(9, { read: true })];
    const { calls } = serveInbox([page(first, 1, 2), page(second, 2, 2)], { unread: 0 });
    renderInbox();
    await screen.findByTestId('inbox-message-30');
    expect(screen.queryByTestId('inbox-message-10')).toBeNull();
    fireEvent.click(screen.getByTestId('inbox-load-more'));
    await screen.findByTestId('inbox-message-9');
    expect(screen.getAllByTestId('inbox-message-11')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(22);
    expect(screen.queryByTestId('inbox-load-more')).toBeNull();
    const asked = calls.filter((c) => c.url.pathname === '/wps/member/messages').map((c) => c.url.searchParams.get('pageNo'));
    expect(asked).toEqual(['1', '2']);
  });

  it('shows an empty inbox, with nothing to mark', async () => {
    serveInbox([page([], 1, 0)], { unread: 0 });
    renderInbox();
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect((screen.getByTestId('inbox-mark-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives a template this client does not know a neutral text', async () => {
    serveInbox([page([message(1, { template: 'bonus_granted_v9' })], 1, 1)], { unread: 1 });
    renderInbox();
    const item = await screen.findByTestId('inbox-message-1');
    expect(within(item).getByRole('button').textContent).toContain('Message');
    expect(screen.getByTestId('inbox-message-body-1').textContent).toContain('cannot be shown');
  });

  it("shows a message staff wrote with its own title and text, as it is, in any language", async () => {
    const params = { title: 'Ang iyong account', text: 'Line one\n<b>not markup</b>', site: 'Test Brand' };
    serveInbox([page([message(1, { template: STAFF_MESSAGE_TEMPLATE, params })], 1, 1)], { unread: 1 });
    renderInbox();
    const item = await screen.findByTestId('inbox-message-1');
    expect(within(item).getByRole('button').textContent).toContain('Ang iyong account');
    expect(screen.getByTestId('inbox-message-body-1').textContent).toContain('Line one\n<b>not markup</b>');
    await act(() => i18n.changeLanguage('TY'));
    expect(within(item).getByRole('button').textContent).toContain('Ang iyong account');
  });

  it('has a title and a body for every template in EN and TY', () => {
    const text = (tree: LocaleTree, path: string[]) =>
      path.reduce<LocaleTree | string | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);
    for (const template of MESSAGE_TEMPLATES) {
      for (const part of ['title', 'body']) {
        const path = ['inbox', 'template', template, part];
        expect(typeof text(EN_TREE, path), path.join('.')).toBe('string');
        expect(typeof text(TY_TREE, path), path.join('.')).toBe('string');
        expect(text(TY_TREE, path)).not.toBe(text(EN_TREE, path));
      }
    }
  });

  it('retries after a failed load', async () => {
    let fail = true;
    const { fetchStub } = stubFetch({
      '/wps/relay/CSP_unreadCount': okEnvelope({ count: 0 }),
      '/wps/member/messages': () => (fail ? new Error('offline') : okEnvelope(page([message(1, { read: true })], 1, 1))),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderInbox();
    expect((await screen.findByRole('alert')).textContent).toContain('Network link is abnormal');
    fail = false;
    fireEvent.click(screen.getByTestId('inbox-retry'));
    await waitFor(() => expect(screen.getByTestId('inbox-message-1')).toBeTruthy());
  });
});
