/** Query keys, one factory for every resource, so a hook never borrows another's cache entry. */

/**
 * The keys of one site resource, all under `['sites', siteId, name]`: lists (and pickers) under
 * `list`, one record under `detail` then its id, so a write can refresh each level at once.
 * A resource's hooks file holds its keys, extended with any of its own (the page tree).
 */
export function resourceKeys(name: string) {
  const all = (siteId: string) => ['sites', siteId, name] as const;
  const lists = (siteId: string) => [...all(siteId), 'list'] as const;
  const details = (siteId: string, id: string) => [...all(siteId), 'detail', id] as const;
  return {
    all,
    lists,
    list: (siteId: string, query: object) => [...lists(siteId), query] as const,
    /** Under the lists, so a write refreshes the pickers too. */
    picker: (siteId: string, query: object) => [...lists(siteId), 'picker', query] as const,
    /** Every cached state of one record: current, old revisions, variants. */
    details,
    detail: (siteId: string, id: string, revision?: string | null, variant?: object | null) =>
      [...details(siteId, id), revision ?? null, variant ?? null] as const,
  };
}
export type ResourceKeys = ReturnType<typeof resourceKeys>;

export const queryKeys = {
  config: () => ['config'] as const,
  me: () => ['users', 'me'] as const,
  sites: () => ['sites'] as const,
  site: (siteId: string) => ['sites', siteId, 'site'] as const,
  permissions: (siteId: string) => ['sites', siteId, 'permissions'] as const,
  redirects: (siteId: string) => ['sites', siteId, 'redirects'] as const,
  emailTemplates: (siteId: string) => ['sites', siteId, 'email-templates'] as const,
  cookies: (siteId: string, only: 'default' | 'custom') => ['sites', siteId, 'cookies', only] as const,
  members: (siteId: string) => ['sites', siteId, 'members'] as const,
  invites: (siteId: string) => ['sites', siteId, 'invites'] as const,
  mailOutbox: (siteId: string) => ['sites', siteId, 'mail-outbox'] as const,
  domains: {
    list: (siteId: string) => ['sites', siteId, 'domains'] as const,
    status: (siteId: string, domain: string) => ['sites', siteId, 'domain-status', domain] as const,
  },
  siteDuplication: (siteId: string, jobId: string) => ['sites', siteId, 'site-duplication', jobId] as const,
  dependencies: (siteId: string, ids: string[]) => ['sites', siteId, 'dependencies', ids] as const,
  powerSearch: (siteId: string, q: string) => ['sites', siteId, 'power-search', q] as const,
  activity: (siteId: string) => ['sites', siteId, 'activity'] as const,
  previewToken: (siteId: string) => ['sites', siteId, 'preview-token'] as const,
  /** A named theme's code, loaded once (not an API call). */
  theme: (name: string) => ['themes', name] as const,
};
