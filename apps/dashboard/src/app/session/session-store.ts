/**
 * The dashboard's session (spec 1 §3 'User (local)' and §4 'Session'): the signed-in user and
 * the chosen site, kept in localStorage so a reload stays where it was, and synced across tabs.
 */
import { useSyncExternalStore } from 'react';

export interface LocalUser {
  id: string;
  name: string;
  profileImage: string | null;
  loggedIn: true;
}

export interface SessionState {
  user: LocalUser | null;
  siteId: string | null;
}

const storageKey = 'vev.session';
const signedOut: SessionState = { user: null, siteId: null };

function read(): SessionState {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as SessionState | null;
    if (stored?.user?.id) return { user: stored.user, siteId: stored.siteId ?? null };
  } catch {
    // A damaged entry counts as signed out.
  }
  return signedOut;
}

let state: SessionState = read();
const listeners = new Set<() => void>();

function write(next: SessionState): void {
  state = next;
  if (next.user) localStorage.setItem(storageKey, JSON.stringify(next));
  else localStorage.removeItem(storageKey);
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey) return;
    state = read();
    for (const listener of listeners) listener();
  });
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(user: Omit<LocalUser, 'loggedIn'>): void {
    const sameUser = state.user?.id === user.id;
    write({ user: { ...user, loggedIn: true }, siteId: sameUser ? state.siteId : null });
  },
  chooseSite(siteId: string): void {
    if (state.user) write({ ...state, siteId });
  },
  clearSite(): void {
    if (state.user) write({ ...state, siteId: null });
  },
  signOut(): void {
    write(signedOut);
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** The chosen site's id; screens inside the shell always have one. */
export function useSiteId(): string {
  const { siteId } = useSession();
  if (!siteId) throw new Error('useSiteId is used outside a chosen site');
  return siteId;
}
