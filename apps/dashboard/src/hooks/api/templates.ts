import { useQuery } from '@tanstack/react-query';
import type { Template } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

/** Published, whole templates for pickers (spec 1 §7 'GET templates'). */
export function useTemplates() {
  const siteId = useSiteId();
  const query = { draft: false, partial: false, fetchInherited: true, removeOverrides: true, limit: 100 };
  return useQuery({
    queryKey: queryKeys.templates(siteId, query),
    queryFn: () => api.get<Template[]>(sitePath(siteId, '/templates'), { query }),
  });
}
