/** Queries and writes for templates (spec 1 §7 'GET templates', 'GET/PATCH templates/{id}'; spec 2 §7). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SectionInstanceRecord, Template } from '@vev/shared';
import { templateDesignerFetchLimit, templatesFetchLimit } from '@vev/shared';
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

/**
 * Every template of the site, whole and partial, drafts included, for the template list. The list
 * asks with the template designer's limit (spec 1 §9: 999), so one page is nearly always all.
 */
export function useTemplateList() {
  const siteId = useSiteId();
  const query = { fetchInherited: true, limit: templateDesignerFetchLimit };
  return useInfiniteQuery({
    queryKey: queryKeys.templates.list(siteId, query),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<Template[]>(sitePath(siteId, '/templates'), { query: { ...query, skip: pageParam }, signal }),
    getNextPageParam: (last, all) =>
      last.length < templateDesignerFetchLimit ? undefined : all.length * templateDesignerFetchLimit,
    // The list screen shows its own error state with 'Prøv igjen'.
    meta: { errorToast: false },
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
    // The editor or the designer says why a rollback was refused.
    meta: { errorToast: false },
  });
}

/** After a write: the template's cache gets the answer; lists and its version log refetch. */
function useTemplateWritten() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return (template: Template) => {
    queryClient.setQueryData(queryKeys.templates.detail(siteId, template._id), template);
    void queryClient.invalidateQueries({ queryKey: queryKeys.templates.lists(siteId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.revisions.list(siteId, 'template', template._id) });
  };
}

export interface TemplateCreate {
  name: string;
  partial?: boolean;
}

/** `POST templates`: a whole template starts with a header and a footer, and is published at once. */
export function useCreateTemplate() {
  const siteId = useSiteId();
  const written = useTemplateWritten();
  return useMutation({
    mutationFn: (input: TemplateCreate) => api.post<Template>(sitePath(siteId, '/templates'), input),
    onSuccess: written,
  });
}

/** `POST templates/clone`: a copy named '{name} (kopi)'; from a department, a local copy of the parent's. */
export function useCloneTemplate() {
  const siteId = useSiteId();
  const written = useTemplateWritten();
  return useMutation({
    mutationFn: (id: string) => api.post<Template>(sitePath(siteId, '/templates/clone'), { id }),
    onSuccess: written,
  });
}

export interface TemplateUpdate {
  name?: string;
  components?: SectionInstanceRecord[];
  version: number;
}

/** A stale edit answers 409; the editor handles it itself, so no global toast. */
export function useUpdateTemplate(id: string) {
  const siteId = useSiteId();
  const written = useTemplateWritten();
  return useMutation({
    mutationFn: (update: TemplateUpdate) => api.patch<Template>(sitePath(siteId, `/templates/${id}`), update),
    onSuccess: written,
    meta: { errorToast: false },
  });
}

export function useTemplateAction(id: string, action: 'publish' | 'discard') {
  const siteId = useSiteId();
  const written = useTemplateWritten();
  return useMutation({
    mutationFn: (version: number) => api.post<Template>(sitePath(siteId, `/templates/${id}/${action}`), { version }),
    onSuccess: written,
    meta: { errorToast: false },
  });
}

/** A template that pages or the template usage refer to answers 409 with the dependency report. */
export function useDeleteTemplate() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(sitePath(siteId, `/templates/${id}`)),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...queryKeys.templates.all(siteId), 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.templates.lists(siteId) });
    },
    meta: { errorToast: false },
  });
}

/** The sub-templates a whole template can place (the template designer's limit, spec 1 §9). */
export function usePartialTemplates(enabled: boolean) {
  const siteId = useSiteId();
  const query = { partial: true, fetchInherited: true, limit: templateDesignerFetchLimit };
  return useQuery({
    queryKey: queryKeys.templates.list(siteId, query),
    queryFn: () => api.get<Template[]>(sitePath(siteId, '/templates'), { query }),
    enabled,
  });
}
