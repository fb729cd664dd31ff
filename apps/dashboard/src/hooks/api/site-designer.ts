/**
 * The site's theme settings and global content (spec 2 §2 'Theme settings and global content'): the
 * draft is saved with `PATCH site`, and published, discarded or rolled back with their own calls.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type Site, siteDesignerRevisionTypes } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';
import { revisionKeys } from './revisions';

export type SiteDesignerDocument = 'theme' | 'global-props';

const revisionType = {
  theme: siteDesignerRevisionTypes.theme,
  'global-props': siteDesignerRevisionTypes.globalProps,
} as const;

export function useSiteDesignerWrites(document: SiteDesignerDocument) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  const store = (site: Site) => {
    queryClient.setQueryData(queryKeys.site(siteId), site);
    void queryClient.invalidateQueries({ queryKey: revisionKeys.list(siteId, revisionType[document], siteId) });
  };
  const action = (path: string) => async () => store(await api.post<Site>(sitePath(siteId, `/${document}/${path}`)));
  return {
    revisions: { type: revisionType[document], reference: siteId },
    saveDraft: async (draft: Record<string, unknown>) =>
      store(
        await api.patch<Site>(
          sitePath(siteId, '/site'),
          document === 'theme' ? { theme: { configDraft: draft } } : { globalPropsDraft: draft },
        ),
      ),
    publish: action('publish'),
    discard: action('discard'),
    rollback: (revision: string) => action(`rollback/${revision}`)(),
  };
}
