import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { notifyError } from '../components/notify';

/** Errors the session handler already dealt with, and queries that show their own error state, stay quiet. */
function shouldToast(error: unknown, meta: Record<string, unknown> | undefined): boolean {
  if (meta?.errorToast === false) return false;
  if (error instanceof ApiError && error.endsSession) return false;
  return !(error instanceof Error && error.name === 'AbortError');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (shouldToast(error, query.meta)) notifyError(error.message);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (shouldToast(error, mutation.meta)) notifyError(error.message);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status > 0 && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
