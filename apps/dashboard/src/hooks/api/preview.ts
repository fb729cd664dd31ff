import { useQuery } from '@tanstack/react-query';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

export interface PreviewToken {
  token: string;
  expiresAt: string;
  /** The site's storefront address; the frame loads `{storefrontUrl}{path}?preview=true&token=…`. */
  storefrontUrl: string;
}

/** Tokens live 10 minutes; a new one is fetched well before, so a reload never shows the published page. */
const renewEveryMs = 4 * 60_000;

/** `GET preview-token` (spec 1 §7): the signed token the preview frame's storefront URL carries. */
export function usePreviewToken() {
  const siteId = useSiteId();
  return useQuery({
    queryKey: queryKeys.previewToken(siteId),
    queryFn: () => api.get<PreviewToken>(sitePath(siteId, '/preview-token')),
    staleTime: renewEveryMs,
    refetchInterval: renewEveryMs,
  });
}
