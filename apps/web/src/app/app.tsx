import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from './router';
import { StartupGate } from './startup-gate';

const AppRouter = () => {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
};

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <StartupGate>
          <AppRouter />
        </StartupGate>
      </I18nextProvider>
    </QueryClientProvider>
  );
};
