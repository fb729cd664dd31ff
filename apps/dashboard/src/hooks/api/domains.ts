/** The site's domains (spec 2 §7 'site/domains', 'site/domain-status'). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DomainConfiguration, type DomainCreate, domainPollMs } from '@vev/shared';
import { useCallback, useEffect } from 'react';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

export function useDomains(enabled: boolean) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: queryKeys.domains.list(siteId),
    queryFn: () => api.get<DomainConfiguration[]>(sitePath(siteId, '/site/domains')),
    meta: { errorToast: false },
    enabled,
  });
}

/** Puts one domain's new state into the list; an issued domain also changes the site's domains. */
function useStoreDomain() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useCallback(
    (domain: DomainConfiguration) => {
      // The poll's own entry too, so an older answer (timed out before a retry) is not taken for news.
      queryClient.setQueryData(queryKeys.domains.status(siteId, domain.domain), domain);
      queryClient.setQueryData<DomainConfiguration[]>(queryKeys.domains.list(siteId), (list) =>
        list?.some((entry) => entry.domain === domain.domain)
          ? list.map((entry) => (entry.domain === domain.domain ? domain : entry))
          : [...(list ?? []), domain],
      );
      if (domain.status === 'ISSUED') void queryClient.invalidateQueries({ queryKey: queryKeys.site(siteId) });
    },
    [queryClient, siteId],
  );
}

/** A pending domain asks the server every 10 000 ms (spec 2 §9) until it is issued or times out. */
export function useDomainStatus(domain: DomainConfiguration) {
  const siteId = useSiteId();
  const store = useStoreDomain();
  const pending = domain.status === 'PENDING_VALIDATION';
  const status = useQuery({
    queryKey: queryKeys.domains.status(siteId, domain.domain),
    queryFn: () =>
      api.get<DomainConfiguration>(sitePath(siteId, '/site/domain-status'), { query: { domain: domain.domain } }),
    enabled: pending,
    refetchInterval: pending ? domainPollMs : false,
    // The first answer is the list's; the server is asked after the first interval.
    initialData: domain,
    initialDataUpdatedAt: Date.now(),
    staleTime: domainPollMs,
    meta: { errorToast: false },
  });
  const checked = status.data;
  useEffect(() => {
    if (checked && checked.status !== domain.status) store(checked);
  }, [checked, domain.status, store]);
}

export function useAddDomain() {
  const store = useStoreDomain();
  const siteId = useSiteId();
  return useMutation({
    mutationFn: (body: DomainCreate) => api.post<DomainConfiguration>(sitePath(siteId, '/site/domains'), body),
    onSuccess: store,
  });
}

export function useRetryDomain() {
  const store = useStoreDomain();
  const siteId = useSiteId();
  return useMutation({
    mutationFn: (domain: string) =>
      api.post<DomainConfiguration>(sitePath(siteId, `/site/domains/${encodeURIComponent(domain)}/retry`)),
    onSuccess: store,
    // Spec 2 §8: a failed retry shows no message; the domain stays as it was.
    meta: { errorToast: false },
  });
}

export function useRemoveDomain() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => api.delete(sitePath(siteId, `/site/domains/${encodeURIComponent(domain)}`)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.domains.list(siteId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.site(siteId) }),
      ]),
  });
}
