import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { i18n } from '@/lib/i18n';
import { pageLive } from '@/lib/page-live';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './router';
import { StartupGate } from './startup-gate';

type AppProps = {
  /** The cache the first render starts from (seeded with the page's inlined answers); a fresh one by default. */
  queryClient?: QueryClient;
  /** The routed pages: in the browser's history by default; the server renders them in a static router (entry-server.tsx). */
  router?: ReactNode;
};

/** Marks #root live once the app runs in it and has hydrated (lib/page-live.ts). */
const useLiveRoot = () => useEffect(() => pageLive(document.getElementById('root')), []);

export const App = ({ queryClient, router }: AppProps) => {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useLiveRoot();
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <StartupGate>
          {router ?? (
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          )}
        </StartupGate>
      </I18nextProvider>
    </QueryClientProvider>
  );
};
