/**
 * Product templates (spec 3 §7 'product-templates'): the list, one template, save and delete, and
 * the attributes a template names, by id.
 */
import { useQuery } from '@tanstack/react-query';
import {
  type Attribute,
  autocompletePageSize,
  type ProductTemplate,
  type ProductTemplateCreate,
  type ProductTemplateListItem,
  type ProductTemplateUpdate,
} from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';
import { createResourceHooks } from './resource-hooks';
import { attributeKeys } from './shop';

export const productTemplateKeys = resourceKeys('product-templates');
const templates = createResourceHooks<
  ProductTemplate,
  ProductTemplateCreate | ProductTemplateUpdate,
  ProductTemplateListItem
>({ keys: productTemplateKeys, path: '/product-templates' });

/** The list: pages of 20, searched by name, that end when one brings fewer. */
export const useProductTemplateList = (filter: { text?: string | undefined }) => templates.useList(filter);
export const useProductTemplate = templates.useRecord;
/** Creates (id null) or changes a template; the saved one replaces the cached one. */
export const useSaveProductTemplate = templates.useSave;
export const useDeleteProductTemplate = templates.useDelete;

/** The attributes a template names, in one call (`GET attributes?_id=a,b`). */
export function useAttributesById(ids: readonly string[]) {
  const siteId = useSiteId();
  const query = { _id: [...ids].sort().join(','), limit: 100 };
  return useQuery({
    queryKey: attributeKeys.picker(siteId, query),
    queryFn: () => api.get<Attribute[]>(sitePath(siteId, '/attributes'), { query }),
    enabled: ids.length > 0,
    meta: { errorToast: false },
  });
}

/** Attributes whose name matches the text, ten at a time, for the picker. */
export function useAttributeSearch(text: string) {
  const siteId = useSiteId();
  const query = { text: text || undefined, limit: autocompletePageSize };
  return useQuery({
    queryKey: attributeKeys.picker(siteId, query),
    queryFn: ({ signal }) => api.get<Attribute[]>(sitePath(siteId, '/attributes'), { query, signal }),
    meta: { errorToast: false },
  });
}
