import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '@/app/app';
import { STAFF_ME_KEY } from '@/features/auth/api';
import { clearToken, setToken } from '@/lib/session';
import type { ConsoleStaff } from '@/lib/staff';

export const testStaff = (overrides: Partial<ConsoleStaff> = {}): ConsoleStaff => ({
  displayName: 'Fiona Finance',
  role: 'finance',
  roleName: null,
  permissions: ['finance.view', 'finance.review', 'players.view', 'reports.view'],
  ...overrides,
});

/** Renders with the app's providers and a router at `path` (under /console's basename, as the app sees it). */
export const renderWithApp = (ui: ReactElement, { path = '/', staff = null }: { path?: string; staff?: ConsoleStaff | null } = {}) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A staff member means a session: a token in the tab and the answer of /wps/staff/me, authenticator set up.
  if (staff) {
    setToken('test-session-token');
    queryClient.setQueryData(STAFF_ME_KEY, { ...staff, totp: true });
  } else {
    clearToken();
  }
  return render(
    <AppProviders staff={staff} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
};
