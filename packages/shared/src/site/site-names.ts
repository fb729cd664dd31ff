/** How the dashboard names a site: its title, and its address (canonical domain, else `{name}.{platform domain}`). */
interface NamedSite {
  name: string;
  displayName: string;
  canonicalDomain: string | null;
}

export function siteAddress(site: Pick<NamedSite, 'name' | 'canonicalDomain'>, platformDomain: string): string {
  return site.canonicalDomain ?? `${site.name}.${platformDomain}`;
}

export function siteTitle(site: Pick<NamedSite, 'name' | 'displayName'>): string {
  return site.displayName || site.name;
}
