import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export interface PlatformConfig {
  providerName: string;
  platformDomain: string;
  oidcName: string | null;
}

/** What the server tells a signed-out dashboard: the provider's name and the site domain. */
export function usePlatformConfig() {
  return useQuery({
    queryKey: queryKeys.config(),
    queryFn: () => api.get<PlatformConfig>('/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
