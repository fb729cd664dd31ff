/** The site's redirects (spec 2 §7: GET redirects, POST redirects, GET redirects/export). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Redirect, RedirectImportResult } from '@vev/shared';
import { api, sitePath, upload } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

/** The whole list, as the spec asks (limit 999999999); the server keeps at most 10 000. */
export function useRedirects(enabled: boolean) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: queryKeys.redirects(siteId),
    queryFn: () => api.get<Redirect[]>(sitePath(siteId, '/redirects'), { query: { limit: 999_999_999 } }),
    enabled,
  });
}

export function useImportRedirects() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows what is wrong with the file next to the button, not as a toast.
    meta: { errorToast: false },
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return upload<RedirectImportResult>(sitePath(siteId, '/redirects'), form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.redirects(siteId) }),
  });
}

/** A plain link: the browser downloads the file with the session cookie. */
export function useRedirectExportUrl(): string {
  return `/api${sitePath(useSiteId(), '/redirects/export')}`;
}
