/**
 * How the activity log reads when an entry says little: the area an entry without a kind belongs
 * to (older entries, routes that declare none), so it reads 'Endret noe under Sider' and never as
 * its address; and runs of the same small act (uploading files) read as one line.
 */
import type { ActivityEntry } from './activity';
import type { ActivityKind } from './activity-kinds';

/** Address prefixes under `/api/sites/{id}/` by the dashboard area they belong to; the longest first. */
const areasByPath = [
  ['site/domains', 'domains'],
  ['site/departments', 'departments'],
  ['site/duplicate', 'site'],
  ['theme', 'theme'],
  ['global-props', 'globalContent'],
  ['site', 'site'],
  ['pages', 'pages'],
  ['media', 'media'],
  ['templates', 'templates'],
  ['components', 'components'],
  ['redirects', 'redirects'],
  ['cookies', 'cookies'],
  ['cookie-dialog', 'cookies'],
  ['client-credentials', 'accessKeys'],
  ['shipping', 'shipping'],
  ['products', 'products'],
  ['attributes', 'attributes'],
  ['labels', 'labels'],
  ['product-templates', 'productTemplates'],
  ['booking', 'booking'],
  ['members', 'members'],
  ['invites', 'members'],
] as const;

export type ActivityFallbackArea = (typeof areasByPath)[number][1];
export const activityFallbackAreas: readonly ActivityFallbackArea[] = [...new Set(areasByPath.map(([, area]) => area))];

export interface ActivityFallback {
  action: 'changed' | 'deleted';
  /** null when the address belongs to no area the dashboard knows. */
  area: ActivityFallbackArea | null;
}

/** What an entry without a kind says, from its method and address alone. */
export function activityFallback(method: string, url: string): ActivityFallback {
  const path = (url.split('?')[0] ?? '').replace(/^\/api\/sites\/[^/]+\/?/, '');
  const match = areasByPath.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return { action: method.toUpperCase() === 'DELETE' ? 'deleted' : 'changed', area: match?.[1] ?? null };
}

/** Kinds that come many at a time (a drop of several files): a run of them reads as one line. */
const groupedKinds: ReadonlySet<ActivityKind> = new Set(['media.uploaded', 'media.deleted']);
/** How far apart two acts of a run may be. */
const runGapMs = 10 * 60_000;

/**
 * The log's lines, newest first: an entry alone, or a run of entries of a grouped kind by the
 * same person, each within ten minutes of the next.
 */
export function groupActivity(entries: readonly ActivityEntry[]): ActivityEntry[][] {
  const lines: ActivityEntry[][] = [];
  for (const entry of entries) {
    const line = lines.at(-1);
    const previous = line?.at(-1);
    const continues =
      line &&
      previous &&
      entry.kind !== null &&
      groupedKinds.has(entry.kind) &&
      previous.kind === entry.kind &&
      previous.user?._id === entry.user?._id &&
      Date.parse(previous.timestamp) - Date.parse(entry.timestamp) <= runGapMs;
    if (continues) line.push(entry);
    else lines.push([entry]);
  }
  return lines;
}
