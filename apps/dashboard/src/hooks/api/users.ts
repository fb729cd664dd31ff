import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export interface CurrentUser {
  _id: string;
  name: string;
  email: string;
  profileImage: string | null;
}

export const fetchCurrentUser = () => api.get<CurrentUser>('/users/me');

export function useCurrentUser() {
  return useQuery({ queryKey: queryKeys.me(), queryFn: fetchCurrentUser });
}

/** Ends the session on the server; the caller clears the local session either way. */
export const logOutOnServer = () => api.get<unknown>('/auth/logout', { query: { doNotRedirect: true } });
