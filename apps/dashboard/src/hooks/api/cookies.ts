/** The cookie dialog's lists (spec 2 §7: cookie-dialog/definitions, cookies/export, cookies/import). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CookieDefinition } from '@vev/shared';
import { api, downloadFile, sitePath, upload } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

export function useCookieDefinitions(only: 'default' | 'custom', enabled: boolean) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: queryKeys.cookies(siteId, only),
    queryFn: () =>
      api.get<CookieDefinition[]>(sitePath(siteId, '/cookie-dialog/definitions'), {
        query: only === 'default' ? { onlyDefault: true } : { onlyCustom: true },
      }),
    enabled,
  });
}

export function useImportCookies() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows 'Feil i importering' with the bad rows itself.
    meta: { errorToast: false },
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return upload<{ imported: number }>(sitePath(siteId, '/cookies/import'), form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cookies(siteId, 'custom') }),
  });
}

export function useCookieFiles() {
  const siteId = useSiteId();
  return {
    exportCustom: () => downloadFile(sitePath(siteId, '/cookies/export'), 'cookies.csv'),
    downloadExample: () => downloadFile(sitePath(siteId, '/cookies/export-example'), 'cookies-eksempel.csv'),
  };
}
