/** Queries and writes for templates (spec 1 §7 'GET templates', 'GET/PATCH templates/{id}'; spec 2 §7). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SectionInstanceRecord, Template } from '@vev/shared';
import { templatesFetchLimit } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

/** Published, whole templates for pickers (spec 1 §7 'GET templates'). */
export function useTemplates() {
  const siteId = useSiteId();
  const query = {
    draft: false,
    partial: false,
    fetchInherited: true,
    removeOverrides: true,
    limit: templatesFetchLimit,
  };
  return useQuery({
    queryKey: queryKeys.templates.list(siteId, query),
    queryFn: () => api.get<Template[]>(sitePath(siteId, '/templates'), { query }),
  });
}

/** One template as its editor sees it (the draft over the published state), or an old revision of it. */
export function useTemplate(id: string | undefined | null, revision?: string | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: queryKeys.templates.detail(siteId, id ?? '', revision),
    queryFn: () => api.get<Template>(sitePath(siteId, `/templates/${id}`), { query: revision ? { revision } : {} }),
    enabled: Boolean(id),
    meta: { errorToast: false },
  });
}

/** The designer's writes of a template: its sections, publish and discard. */
export function useTemplateSectionWrites(id: string) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  const store = (template: Template) => {
    queryClient.setQueryData(queryKeys.templates.detail(siteId, id), template);
    void queryClient.invalidateQueries({ queryKey: queryKeys.templates.lists(siteId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.revisions.list(siteId, 'template', id) });
    return template;
  };
  const saveSections = async (components: SectionInstanceRecord[], version: number) =>
    store(await api.patch<Template>(sitePath(siteId, `/templates/${id}`), { components, version }));
  return {
    saveSections,
    publish: async (version: number) =>
      store(await api.post<Template>(sitePath(siteId, `/templates/${id}/publish`), { version })),
    discard: async (version: number) =>
      store(await api.post<Template>(sitePath(siteId, `/templates/${id}/discard`), { version })),
    reload: () =>
      queryClient.fetchQuery({
        queryKey: queryKeys.templates.detail(siteId, id),
        queryFn: () => api.get<Template>(sitePath(siteId, `/templates/${id}`)),
        staleTime: 0,
      }),
  };
}

/** Admins publish an old version again (spec 1 §4 'Revision view'). */
export function useRollbackTemplate(id: string) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: string) => api.post<Template>(sitePath(siteId, `/templates/${id}/rollback/${revision}`)),
    onSuccess: (template) => {
      queryClient.setQueryData(queryKeys.templates.detail(siteId, id), template);
      void queryClient.invalidateQueries({ queryKey: queryKeys.templates.lists(siteId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.revisions.list(siteId, 'template', id) });
    },
  });
}
