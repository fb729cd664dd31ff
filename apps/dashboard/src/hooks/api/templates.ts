/** Queries and writes for templates (spec 1 §7 'GET templates', 'GET/PATCH templates/{id}'; spec 2 §7). */
import { useQuery } from '@tanstack/react-query';
import type { Template, TemplateCreate, TemplateUpdate } from '@vev/shared';
import { templateDesignerFetchLimit, templatesFetchLimit } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';
import { createDraftableHooks } from './draftable';

export const templateKeys = resourceKeys('templates');

export const templateHooks = createDraftableHooks<Template, TemplateCreate, TemplateUpdate>({
  keys: templateKeys,
  path: '/templates',
  revisionType: 'template',
});

/** Templates for pickers and the designer, asked for once each (no paging). */
function useTemplateQuery(query: Record<string, boolean | number>, enabled = true) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: templateKeys.list(siteId, query),
    queryFn: () => api.get<Template[]>(sitePath(siteId, '/templates'), { query }),
    enabled,
  });
}

/** Published, whole templates for pickers (spec 1 §7 'GET templates'). */
export const useTemplates = () =>
  useTemplateQuery({
    draft: false,
    partial: false,
    fetchInherited: true,
    removeOverrides: true,
    limit: templatesFetchLimit,
  });

/** The sub-templates a whole template can place (the template designer's limit, spec 1 §9). */
export const usePartialTemplates = (enabled: boolean) =>
  useTemplateQuery({ partial: true, fetchInherited: true, limit: templateDesignerFetchLimit }, enabled);

/**
 * Every template of the site, whole and partial, drafts included, for the template list. The list
 * asks with the template designer's limit (spec 1 §9: 999), so one page is nearly always all.
 */
export const useTemplateList = () =>
  templateHooks.useList<Template>(
    { fetchInherited: true, limit: templateDesignerFetchLimit },
    templateDesignerFetchLimit,
  );
