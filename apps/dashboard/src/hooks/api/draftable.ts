/**
 * The hooks every draftable resource shares (spec 1 §4 'Draft and published', 'Revision view'):
 * read one (or an old revision), list in pages, create, clone, update, publish, discard, roll
 * back, delete, and the designer's writes of its sections. A resource's hooks file makes its set
 * with `createDraftableHooks` and adds what is its own.
 */
import {
  infiniteQueryOptions,
  type QueryKey,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { defaultPageSize, type SectionInstanceRecord } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import type { ResourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';
import { revisionKeys } from './revisions';

export interface DraftableEntity {
  _id: string;
  version: number;
}

export interface DraftableConfig<Keys extends ResourceKeys> {
  /** The resource's keys (`resourceKeys(name)`, perhaps extended). */
  keys: Keys;
  /** The API path below the site: '/pages'. */
  path: string;
  /** The revision log's type: 'page'. */
  revisionType: string;
  /** What a write refreshes besides the record: by default its lists. */
  refreshes?: (siteId: string) => QueryKey[];
}

export type DraftableHooks<Entity extends DraftableEntity, Create, Update extends { version: number }> = ReturnType<
  typeof createDraftableHooks<Entity, Create, Update>
>;

/** Extra query parameters of one record's state, e.g. an experiment's variant of a page. */
type DetailQuery = Record<string, string>;

export function createDraftableHooks<Entity extends DraftableEntity, Create, Update extends { version: number }>(
  config: DraftableConfig<ResourceKeys>,
) {
  const { keys, path, revisionType } = config;
  const refreshes = config.refreshes ?? ((siteId: string) => [keys.lists(siteId)]);
  const one = (siteId: string, id: string) => sitePath(siteId, `${path}/${id}`);

  /** After any write: the record's cache gets the answer; lists and its version log refetch. */
  function useWritten() {
    const siteId = useSiteId();
    const queryClient = useQueryClient();
    return (entity: Entity) => {
      queryClient.setQueryData(keys.detail(siteId, entity._id), entity);
      for (const queryKey of refreshes(siteId)) void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: revisionKeys.list(siteId, revisionType, entity._id) });
    };
  }

  /** The server's current copy (never the cache, which is what went stale). */
  function useFetchLatest(id: string, variant: DetailQuery | null = null) {
    const siteId = useSiteId();
    const queryClient = useQueryClient();
    return () =>
      queryClient.fetchQuery({
        queryKey: keys.detail(siteId, id, null, variant),
        queryFn: () => api.get<Entity>(one(siteId, id), { query: variant ?? {} }),
        staleTime: 0,
      });
  }

  /** One record's query (or an old revision's), shared by its editor and the route loader that starts it with the editor's code. */
  function detailQuery(siteId: string, id: string, revision?: string | null, variant: DetailQuery | null = null) {
    return queryOptions({
      queryKey: keys.detail(siteId, id, revision, variant),
      queryFn: () => api.get<Entity>(one(siteId, id), { query: { ...(revision ? { revision } : {}), ...variant } }),
      // The editors show their own error state with the way back.
      meta: { errorToast: false },
    });
  }

  /** A list's query, shared by its screen and the route loader that starts it with the screen's code. */
  function listQuery<Row>(siteId: string, filter: object, pageSize = defaultPageSize) {
    return infiniteQueryOptions({
      queryKey: keys.list(siteId, filter),
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        api.get<Row[]>(sitePath(siteId, path), { query: { ...filter, skip: pageParam, limit: pageSize }, signal }),
      getNextPageParam: (last, all) => (last.length < pageSize ? undefined : all.length * pageSize),
      // The list screens show their own error state with 'Prøv igjen'.
      meta: { errorToast: false },
    });
  }

  return {
    keys,
    revisionType,
    useWritten,
    useFetchLatest,
    detailQuery,

    /** One record as its editor sees it (the draft over the published state), or an old revision. */
    useOne(id: string | undefined | null, revision?: string | null, variant: DetailQuery | null = null) {
      return useQuery({ ...detailQuery(useSiteId(), id ?? '', revision, variant), enabled: Boolean(id) });
    },

    listQuery,

    /** Infinite pages that end when one brings fewer than asked (spec 1 §2). */
    useList<Row>(filter: object, pageSize = defaultPageSize) {
      return useInfiniteQuery(listQuery<Row>(useSiteId(), filter, pageSize));
    },

    useCreate() {
      const siteId = useSiteId();
      const written = useWritten();
      return useMutation({
        mutationFn: (input: Create) => api.post<Entity>(sitePath(siteId, path), input),
        onSuccess: written,
      });
    },

    /** `POST …/clone`: a copy; from a department, a local copy of the parent's. */
    useClone() {
      const siteId = useSiteId();
      const written = useWritten();
      return useMutation({
        mutationFn: (id: string) => api.post<Entity>(sitePath(siteId, `${path}/clone`), { id }),
        onSuccess: written,
      });
    },

    /** A stale edit answers 409; the editor handles it itself, so no global toast. */
    useUpdate(id: string) {
      const siteId = useSiteId();
      const written = useWritten();
      return useMutation({
        mutationFn: (update: Update) => api.patch<Entity>(one(siteId, id), update),
        onSuccess: written,
        meta: { errorToast: false },
      });
    },

    useAction(id: string, action: 'publish' | 'discard') {
      const siteId = useSiteId();
      const written = useWritten();
      return useMutation({
        mutationFn: (version: number) => api.post<Entity>(`${one(siteId, id)}/${action}`, { version }),
        onSuccess: written,
        meta: { errorToast: false },
      });
    },

    /** Admins publish an old version again; the editor or the designer says why one was refused. */
    useRollback(id: string) {
      const siteId = useSiteId();
      const written = useWritten();
      return useMutation({
        mutationFn: (revision: string) => api.post<Entity>(`${one(siteId, id)}/rollback/${revision}`),
        onSuccess: written,
        meta: { errorToast: false },
      });
    },

    /** A referenced record answers 409 with the dependency report; the caller shows who refers to it. */
    useDelete() {
      const siteId = useSiteId();
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => api.delete<void>(one(siteId, id)),
        onSuccess: (_answer, id) => {
          queryClient.removeQueries({ queryKey: keys.details(siteId, id) });
          void queryClient.invalidateQueries({ queryKey: keys.all(siteId) });
        },
        meta: { errorToast: false },
      });
    },

    /**
     * The designer's writes of the sections (`PATCH {path}/{id}`), publish and discard; inside a
     * variant, that variant's copy, which lists and logs do not show.
     */
    useSectionWrites(id: string, variant: DetailQuery | null = null) {
      const siteId = useSiteId();
      const queryClient = useQueryClient();
      const written = useWritten();
      const fetchLatest = useFetchLatest(id, variant);
      const query = variant ?? {};
      const store = (entity: Entity) => {
        if (variant) queryClient.setQueryData(keys.detail(siteId, id, null, variant), entity);
        else written(entity);
        return entity;
      };
      return {
        store,
        query,
        saveSections: async (components: SectionInstanceRecord[], version: number) =>
          store(await api.patch<Entity>(one(siteId, id), { components, version }, { query })),
        publish: async (version: number) => store(await api.post<Entity>(`${one(siteId, id)}/publish`, { version })),
        discard: async (version: number) => store(await api.post<Entity>(`${one(siteId, id)}/discard`, { version })),
        reload: fetchLatest,
      };
    },
  };
}
