/** Data sets (spec 3 §7 'data-sets/{dataSet}'): the sets (admins shape them) and each set's records. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataSet, DataSetCreate, DataSetRecord, DataSetRecordWrite, DataSetUpdate } from '@vev/sections';
import { autocompletePageSize } from '@vev/shared';
import { useMemo } from 'react';
import { api, sitePath } from '../../api/client';
import { queryKeys, resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';
import { createResourceHooks } from './resource-hooks';

export const dataSetKeys = resourceKeys('data-set-definitions');
const recordKeys = resourceKeys('data-set-records');

const sets = createResourceHooks<DataSet, DataSetCreate | DataSetUpdate>({
  keys: dataSetKeys,
  path: '/data-set-definitions',
  pageSize: 100,
  quietDelete: true,
});

export const useDataSetList = () => sets.useList();
export const useDataSet = sets.useRecord;

/** The menu lists the sets with the user's sites: a change to a set refreshes them. */
function useRefreshMenu() {
  const siteId = useSiteId();
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.sites(), exact: true }),
      client.invalidateQueries({ queryKey: queryKeys.site(siteId) }),
    ]);
}

export function useSaveDataSet(id: string | null) {
  const save = sets.useSave(id);
  const refreshMenu = useRefreshMenu();
  return {
    ...save,
    mutateAsync: async (body: DataSetCreate | DataSetUpdate) => {
      const saved = await save.mutateAsync(body);
      await refreshMenu();
      return saved;
    },
  };
}

export function useDeleteDataSet() {
  const remove = sets.useDelete();
  const refreshMenu = useRefreshMenu();
  return {
    ...remove,
    mutateAsync: async (id: string) => {
      await remove.mutateAsync(id);
      await refreshMenu();
    },
  };
}

/** A set by its name, as the records' screens name it (the sets are few: one list serves them all). */
export function useDataSetByName(name: string) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: dataSetKeys.list(siteId, { all: true }),
    queryFn: ({ signal }) =>
      api.get<DataSet[]>(sitePath(siteId, '/data-set-definitions'), { query: { limit: 100 }, signal }),
    select: (all) => all.find((set) => set.name === name) ?? null,
  });
}

const recordHooks = new Map<string, ReturnType<typeof createRecordHooks>>();

function createRecordHooks(set: string) {
  return createResourceHooks<DataSetRecord, DataSetRecordWrite>({
    keys: resourceKeys(`data-set-records:${set}`),
    path: `/data-sets/${encodeURIComponent(set)}`,
    quietDelete: true,
  });
}

/** The hooks of one set's records, made once per set. */
export function dataSetRecordHooks(set: string) {
  let hooks = recordHooks.get(set);
  if (!hooks) {
    hooks = createRecordHooks(set);
    recordHooks.set(set, hooks);
  }
  return hooks;
}

/** Sets for the section form's data-set reference: by label, one found by id. */
export function useDataSetPicker() {
  const siteId = useSiteId();
  return useMemo(
    () => ({
      queryKey: dataSetKeys.picker(siteId, {}),
      search: async (text: string, signal: AbortSignal) => {
        const all = await api.get<DataSet[]>(sitePath(siteId, '/data-set-definitions'), {
          query: { limit: 100 },
          signal,
        });
        const wanted = text.trim().toLocaleLowerCase('nb');
        return all.filter((set) => set.label.toLocaleLowerCase('nb').includes(wanted)).slice(0, autocompletePageSize);
      },
      find: (id: string, signal: AbortSignal) =>
        api.get<DataSet>(sitePath(siteId, `/data-set-definitions/${encodeURIComponent(id)}`), { signal }),
    }),
    [siteId],
  );
}

/** Records of every set for the section form's record reference: by title, one found by id. */
export function useDataSetRecordPicker() {
  const siteId = useSiteId();
  return useMemo(
    () => ({
      queryKey: recordKeys.picker(siteId, {}),
      search: (text: string, signal: AbortSignal) =>
        api.get<DataSetRecord[]>(sitePath(siteId, '/data-set-records'), {
          query: { text, limit: autocompletePageSize },
          signal,
        }),
      find: (id: string, signal: AbortSignal) =>
        api.get<DataSetRecord>(sitePath(siteId, `/data-set-records/${encodeURIComponent(id)}`), { signal }),
    }),
    [siteId],
  );
}

/**
 * Whether a set has any records (the field editor asks before a field is removed): one record is
 * enough to tell, and a change to the records refreshes the answer with their lists.
 */
export function useDataSetHasRecords(set: string | null) {
  const siteId = useSiteId();
  const query = { limit: 1 };
  return useQuery({
    queryKey: resourceKeys(`data-set-records:${set}`).list(siteId, query),
    queryFn: ({ signal }) =>
      api.get<DataSetRecord[]>(sitePath(siteId, `/data-sets/${encodeURIComponent(set ?? '')}`), { query, signal }),
    select: (records) => records.length > 0,
    enabled: set !== null,
  });
}
