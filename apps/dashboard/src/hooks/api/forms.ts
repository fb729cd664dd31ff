/** The site's forms and what visitors sent in with them (spec 3 §7 'forms', 'forms/{id}/entries'). */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  autocompletePageSize,
  type Form,
  type FormCreate,
  type FormEntry,
  type FormUpdate,
  formEntriesPageSize,
} from '@vev/shared';
import { useMemo } from 'react';
import { api, downloadFile, sitePath } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';
import { createResourceHooks } from './resource-hooks';

export const formKeys = resourceKeys('forms');
const entriesKey = (siteId: string, formId: string) => [...formKeys.details(siteId, formId), 'entries'] as const;

const forms = createResourceHooks<Form, FormCreate | FormUpdate>({ keys: formKeys, path: '/forms' });

export const useFormList = (filter: { text?: string | undefined }) => forms.useList(filter);
export const useFormRecord = forms.useRecord;
export const useSaveForm = forms.useSave;
export const useDeleteForm = forms.useDelete;

/** Forms for the section form's form reference: searched by name, one found by id. */
export function useFormPicker() {
  const siteId = useSiteId();
  return useMemo(
    () => ({
      queryKey: formKeys.picker(siteId, {}),
      search: (text: string, signal: AbortSignal) =>
        api.get<Form[]>(sitePath(siteId, '/forms'), { query: { text, limit: autocompletePageSize }, signal }),
      find: (id: string, signal: AbortSignal) =>
        api.get<Form>(sitePath(siteId, `/forms/${encodeURIComponent(id)}`), { signal }),
    }),
    [siteId],
  );
}

const entriesPath = (siteId: string, formId: string) =>
  sitePath(siteId, `/forms/${encodeURIComponent(formId)}/entries`);

/** A form's entries, newest first, 50 at a time. */
export function useFormEntries(formId: string) {
  const siteId = useSiteId();
  return useInfiniteQuery({
    queryKey: entriesKey(siteId, formId),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<FormEntry[]>(entriesPath(siteId, formId), {
        query: { skip: pageParam, limit: formEntriesPageSize },
        signal,
      }),
    getNextPageParam: (last, pages) =>
      last.length < formEntriesPageSize ? undefined : pages.length * formEntriesPageSize,
    staleTime: 0,
  });
}

export function useDeleteFormEntry(formId: string) {
  const siteId = useSiteId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => api.delete<void>(`${entriesPath(siteId, formId)}/${encodeURIComponent(entryId)}`),
    onSettled: () => client.invalidateQueries({ queryKey: entriesKey(siteId, formId) }),
  });
}

export function useExportFormEntries(formId: string) {
  const siteId = useSiteId();
  return () => downloadFile(`${entriesPath(siteId, formId)}/export`, 'innsendelser.csv');
}
