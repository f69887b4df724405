import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/lib/brand';
import { i18n } from '@/lib/i18n';
import { buildMember, buildPermission, okEnvelope, stubFetch } from '@/testing/fixtures';
import { SecurityCenter } from './security-center';

// 2026-12-07 19:48:37 UTC: 2026-12-08 03:48 in the brand's GMT+08:00, whatever the browser's zone and locale.
const LAST_LOGIN = Date.UTC(2026, 11, 7, 19, 48, 37);
const CREATED = Date.UTC(2026, 0, 31, 17, 5, 0);

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('EN'));
});

const renderSecurity = () => {
  window.sessionStorage.setItem('token', 'tok-1');
  const { fetchStub } = stubFetch({
    '/wps/member/info': okEnvelope(buildMember({ createdAt: CREATED, lastLoginAt: LAST_LOGIN })),
    '/wps/member/sessions': okEnvelope([
      { id: 's1', userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/120.0', ip: '203.0.113.5', current: true, createdAt: CREATED, lastSeenAt: LAST_LOGIN },
    ]),
    '/wps/member/info/icon': okEnvelope({ iconId: 1, iconUrl: null, choices: [] }),
  });
  vi.stubGlobal('fetch', fetchStub);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <BrandProvider permission={buildPermission()}>
          <MemoryRouter>
            <SecurityCenter />
          </MemoryRouter>
        </BrandProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
};

describe('security center times', () => {
  it("reads every date and time as the records do: the brand's offset, one format in every language", async () => {
    renderSecurity();
    const lastLogin = await screen.findByText('2026-12-08 03:48 (GMT+08:00)');
    expect(lastLogin.previousElementSibling?.textContent).toBe('Last sign-in');
    expect(screen.getByText('2026-02-01 01:05 (GMT+08:00)').previousElementSibling?.textContent).toBe('Member since');
    expect(within(await screen.findByTestId('sessions-list')).getByText(/active 2026-12-08 03:48 \(GMT\+08:00\)/)).toBeTruthy();
    await act(() => i18n.changeLanguage('TY'));
    expect(screen.getByText('2026-12-08 03:48 (GMT+08:00)').previousElementSibling?.textContent).toBe('Huling pag-sign in');
    expect(document.body.textContent).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}|[AP]M\b/);
  });
});
