/** Queries and mutations for the media library (spec 1 §7, spec 3 §7 'Media'). */
import {
  type InfiniteData,
  infiniteQueryOptions,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type Media,
  type MediaBulkDeleteResult,
  type MediaFileType,
  type MediaUpdate,
  mediaSearchPageSize,
} from '@vev/shared';
import { useMemo } from 'react';
import { api, sitePath, upload } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

export const mediaKeys = resourceKeys('media');

export interface MediaFilter {
  text?: string | undefined;
  tags?: string[] | undefined;
  fileType?: MediaFileType | undefined;
  /** Pickers ask for public files only: a private file cannot be shown on the site. */
  publicOnly?: boolean;
}

/** The library's search, shared by the grid and the route loader that starts it with the screen's code. */
export function mediaSearchQuery(siteId: string, filter: MediaFilter) {
  const query = {
    text: filter.text || undefined,
    tags: filter.tags?.length ? filter.tags.join(',') : undefined,
    fileType: filter.fileType,
    private: filter.publicOnly ? 'false' : undefined,
  };
  return infiniteQueryOptions({
    queryKey: mediaKeys.list(siteId, query),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<Media[]>(sitePath(siteId, '/media/search'), {
        query: { ...query, skip: pageParam, limit: mediaSearchPageSize },
        signal,
      }),
    getNextPageParam: (last, all) => (last.length < mediaSearchPageSize ? undefined : all.length * mediaSearchPageSize),
    // The grid shows its own error state with 'Prøv igjen'.
    meta: { errorToast: false },
  });
}

/** Pages of 99; the grid ends when a page brings fewer (spec 1 §9). */
export function useMediaSearch(filter: MediaFilter) {
  return useInfiniteQuery(mediaSearchQuery(useSiteId(), filter));
}

/** Every file the search has loaded, once each: offset pages overlap when files arrive between loads. */
export function useLoadedMedia(query: UseInfiniteQueryResult<InfiniteData<Media[]>, Error>): Media[] {
  const pages = query.data?.pages;
  return useMemo(() => [...new Map((pages ?? []).flat().map((media) => [media._id, media])).values()], [pages]);
}

export function useMedia(id: string | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: mediaKeys.detail(siteId, id ?? ''),
    queryFn: () => api.get<Media>(sitePath(siteId, `/media/${id}`)),
    enabled: Boolean(id),
    meta: { errorToast: false },
  });
}

/** After a write the file's cache gets the answer and every search asks again. */
function useMediaWritten() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return (media?: Media) => {
    if (media) queryClient.setQueryData(mediaKeys.detail(siteId, media._id), media);
    void queryClient.invalidateQueries({ queryKey: mediaKeys.lists(siteId) });
  };
}

/** One file up, with its progress; the upload queue calls it and shows what the server says. */
export function useUploadMedia() {
  const siteId = useSiteId();
  const written = useMediaWritten();
  return (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) => {
    const form = new FormData();
    // Text parts first: the server reads them before it streams the file.
    form.append('name', file.name);
    form.append('file', file, file.name);
    return upload<Media>(sitePath(siteId, '/media'), form, { onProgress, signal }).then((media) => {
      written(media);
      return media;
    });
  };
}

export function useUpdateMedia(id: string) {
  const siteId = useSiteId();
  const written = useMediaWritten();
  return useMutation({
    mutationFn: (update: MediaUpdate) => api.patch<Media>(sitePath(siteId, `/media/${id}`), update),
    onSuccess: written,
  });
}

/** A referenced file answers 409 with the dependency report; the caller shows the 'Oops!' modal. */
export function useDeleteMedia() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(sitePath(siteId, `/media/${id}`)),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: mediaKeys.details(siteId, id) });
      void queryClient.invalidateQueries({ queryKey: mediaKeys.lists(siteId) });
    },
    meta: { errorToast: false },
  });
}

export function useBulkDeleteMedia() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.delete<MediaBulkDeleteResult>(sitePath(siteId, '/media/bulk'), { body: { ids } }),
    onSuccess: (result) => {
      for (const id of result.deleted) queryClient.removeQueries({ queryKey: mediaKeys.details(siteId, id) });
      void queryClient.invalidateQueries({ queryKey: mediaKeys.lists(siteId) });
    },
  });
}
