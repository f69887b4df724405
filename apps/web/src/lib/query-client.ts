import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // Brand configuration, vendor lanes and help topics change rarely; SPEC.md §9 caches them per session.
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
