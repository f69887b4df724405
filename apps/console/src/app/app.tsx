import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '@/components/toast';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { StaffProvider, type ConsoleStaff } from '@/lib/staff';
import { useLogout, useStaffMe } from '@/features/auth/api';
import { ConsoleRoutes } from './router';

export type AppProvidersProps = {
  children: ReactNode;
  /** The signed-in staff member useStaff() gives (null: nobody yet). */
  staff?: ConsoleStaff | null;
  queryClient?: QueryClient;
};

/** Everything a screen expects above it: queries, translations, toasts, the staff member. */
export const AppProviders = ({ children, staff = null, queryClient }: AppProvidersProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <StaffProvider staff={staff}>{children}</StaffProvider>
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
};

export type AppProps = Omit<AppProvidersProps, 'children' | 'staff'>;

/** The signed-in staff member from the session, for the shell and every screen; log out ends the session. */
const SignedIn = () => {
  const me = useStaffMe();
  const logout = useLogout();
  return (
    <StaffProvider staff={me.data ?? null}>
      <ConsoleRoutes onLogout={() => void logout()} />
    </StaffProvider>
  );
};

/** The console, served at /console. */
export const App = (providers: AppProps) => (
  <AppProviders {...providers}>
    <BrowserRouter basename="/console">
      <SignedIn />
    </BrowserRouter>
  </AppProviders>
);
