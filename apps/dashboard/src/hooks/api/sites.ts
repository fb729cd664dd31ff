import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionLevel, Site, SiteSummary, SiteUpdate } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

export function useSites() {
  return useQuery({ queryKey: queryKeys.sites(), queryFn: () => api.get<SiteSummary[]>('/sites') });
}

/** The chosen site's full record, as `useSite` and the route loaders ask for it. */
export function siteQuery(siteId: string) {
  return queryOptions({
    queryKey: queryKeys.site(siteId),
    queryFn: () => api.get<Site>(sitePath(siteId, '/site')),
    meta: { errorToast: false },
  });
}

/** The chosen site's full record; `PATCH site` answers replace it. */
export function useSite() {
  return useQuery(siteQuery(useSiteId()));
}

export function usePermission(): PermissionLevel | undefined {
  const siteId = useSiteId();
  const { data } = useQuery({
    queryKey: queryKeys.permissions(siteId),
    queryFn: () => api.get<{ permission: PermissionLevel }>(sitePath(siteId, '/permissions')),
  });
  return data?.permission;
}

export function useUpdateSite() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SiteUpdate) => api.patch<Site>(sitePath(siteId, '/site'), changes),
    onSuccess: (site) => {
      queryClient.setQueryData(queryKeys.site(siteId), site);
      // The site chooser's list only: every site-scoped key starts with 'sites' too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.sites(), exact: true });
    },
  });
}
