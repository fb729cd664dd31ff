/** The site's departments (spec 2 §7 'site/departments'). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Department, type DepartmentCreate, type DepartmentUpdate, defaultPageSize } from '@vev/shared';
import { api, sitePath } from '../../api/client';
import { queryKeys, resourceKeys } from '../../api/query-keys';
import { useSiteId } from '../../app/session/session-store';

export const departmentKeys = resourceKeys('departments');

export function useDepartmentList(filter: { text?: string | undefined }, enabled: boolean) {
  const siteId = useSiteId();
  return useInfiniteQuery({
    queryKey: departmentKeys.list(siteId, filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<Department[]>(sitePath(siteId, '/site/departments'), {
        query: { ...filter, skip: pageParam, limit: defaultPageSize },
        signal,
      }),
    getNextPageParam: (last, all) => (last.length < defaultPageSize ? undefined : all.length * defaultPageSize),
    meta: { errorToast: false },
    enabled,
  });
}

export function useDepartment(id: string | null) {
  const siteId = useSiteId();
  return useQuery({
    queryKey: departmentKeys.detail(siteId, id ?? ''),
    queryFn: () => api.get<Department>(sitePath(siteId, `/site/departments/${encodeURIComponent(id ?? '')}`)),
    enabled: id !== null,
  });
}

/** Creates (id null) or changes a department; a new one is also a new site in the user's site list. */
export function useSaveDepartment(id: string | null) {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepartmentCreate | DepartmentUpdate) =>
      id === null
        ? api.post<Department>(sitePath(siteId, '/site/departments'), body)
        : api.patch<Department>(sitePath(siteId, `/site/departments/${encodeURIComponent(id)}`), body),
    onSuccess: (department) => {
      queryClient.setQueryData(departmentKeys.detail(siteId, department._id), department);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: departmentKeys.all(siteId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sites() }),
      ]);
    },
  });
}

/** Deletes a department, a whole site: it leaves the lists and every member's site list. */
export function useDeleteDepartment() {
  const siteId = useSiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(sitePath(siteId, `/site/departments/${encodeURIComponent(id)}`)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: departmentKeys.details(siteId, id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: departmentKeys.all(siteId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sites() }),
      ]);
    },
  });
}
