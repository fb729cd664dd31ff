/** Site duplication (spec 2 §7 'POST site/duplicate'): start the copy, then follow its job. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SiteDuplicate, SiteDuplicationJob, SiteDuplicationStarted } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

/** How often a running copy is asked about while the screen is open. */
export const duplicationPollMs = 3000;

export function useStartSiteDuplication() {
  const siteId = useSiteId();
  return useMutation({
    mutationFn: (body: SiteDuplicate) => api.post<SiteDuplicationStarted>(sitePath(siteId, '/site/duplicate'), body),
    // Spec 2 §8: a failed duplication shows no message (field problems are shown on the fields).
    meta: { errorToast: false },
  });
}

/** The job until it is done or failed; polled every few seconds in between. */
export function useSiteDuplicationJob(jobId: string | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: queryKeys.siteDuplication(siteId, jobId ?? ''),
    queryFn: () => api.get<SiteDuplicationJob>(sitePath(siteId, `/site/duplicate/${encodeURIComponent(jobId ?? '')}`)),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : duplicationPollMs;
    },
    meta: { errorToast: false },
  });
}
