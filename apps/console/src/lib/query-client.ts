import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/** A refusal (4xx) is the answer, not a hiccup: only network and server failures are tried again. */
const retry = (failures: number, error: unknown): boolean =>
  failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      // Queues move while staff look at them: short freshness, refetched when the tab comes back.
      queries: { staleTime: 15_000, retry },
      mutations: { retry: false },
    },
  });
