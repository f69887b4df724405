import type { TSiteContent } from '@wps/contracts/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testStaff } from '@/testing/render';
import { ContentScreen } from './content-screen';

const site: TSiteContent = {
  helpTopics: [{ id: 1, language: 'EN', device: null, anchor: 'deposits', title: 'Deposits', content: '<p>Allow 5 minutes.</p>', sort: 0 }],
  customerService: [],
  resources: [{ id: 3, resourceType: 'LOGO', url: '/brands/demo/logo.svg', labelNameEn: 'Lucky Peso', sort: 0 }],
};
const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'content-type': 'application/json' } });

function stubApi() {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const path = String(input).split('?')[0]!;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      if (path === '/wps/staff/site') return ok(site);
      if (path === '/wps/staff/site/cs/save') return ok({ id: 9, title: '', sort: 0, ...(body as object) });
      if (path === '/wps/staff/banners') return ok({ list: [] });
      return new Response(JSON.stringify({ success: false, code: 'not_found' }), { status: 404 });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

const editor = testStaff({ role: 'content', permissions: ['content.view', 'content.write'] });

describe('the site content tabs', () => {
  it('adds an outside live chat with two links, saying it replaces our chat', async () => {
    const calls = stubApi();
    renderWithApp(<ContentScreen />, { staff: editor });
    fireEvent.click(screen.getByRole('tab', { name: 'Customer service' }));
    await screen.findByText('No entry: the side bar offers our own live chat.');
    fireEvent.click(screen.getByRole('button', { name: 'New entry' }));
    const drawer = screen.getByRole('complementary', { name: /New entry/ });
    expect(within(drawer).getByText(/opens this outside chat instead of our own support chat/)).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Label'), { target: { value: 'Chat' } });
    fireEvent.change(within(drawer).getByLabelText('Address'), { target: { value: 'https://help.example.com/chat' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add a link' }));
    fireEvent.change(within(drawer).getAllByLabelText('Label')[1]!, { target: { value: 'Viber' } });
    fireEvent.change(within(drawer).getAllByLabelText('Address')[1]!, { target: { value: 'https://viber.example.com/lucky' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/wps/staff/site/cs/save')?.body).toMatchObject({
        csType: 'LIVECHAT',
        links: [
          { label: 'Chat', url: 'https://help.example.com/chat' },
          { label: 'Viber', url: 'https://viber.example.com/lucky' },
        ],
      }),
    );
  });

  it('refuses an address that is not http(s) before sending it', async () => {
    const calls = stubApi();
    renderWithApp(<ContentScreen />, { staff: editor });
    fireEvent.click(screen.getByRole('tab', { name: 'Customer service' }));
    fireEvent.click(await screen.findByRole('button', { name: 'New entry' }));
    const drawer = screen.getByRole('complementary', { name: /New entry/ });
    fireEvent.change(within(drawer).getByLabelText('Label'), { target: { value: 'Chat' } });
    fireEvent.change(within(drawer).getByLabelText('Address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await within(drawer).findByText(/./, { selector: '.field__error' });
    expect(calls.some((c) => c.path === '/wps/staff/site/cs/save')).toBe(false);
  });

  it('lists the help topics and the resources', async () => {
    stubApi();
    renderWithApp(<ContentScreen />, { staff: editor });
    fireEvent.click(screen.getByRole('tab', { name: 'Help center' }));
    expect(await screen.findByText('#deposits')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Resources' }));
    expect(await screen.findByText('/brands/demo/logo.svg')).toBeTruthy();
  });
});
