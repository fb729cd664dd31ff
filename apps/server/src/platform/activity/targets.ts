/**
 * Where the dashboard shows the things activity entries name. A module declares it for its target
 * types in its manifest: either the search index (the entry's current edit path, and whether the
 * thing still exists), or a fixed screen for things the index does not hold (domains, members).
 */
import type { ActivityTargetType } from '@vev/shared';

export type ActivityTargetPlace = 'searchIndex' | { editPath: (id: string) => string };

export type ActivityTargetPlaces = ReadonlyMap<string, ActivityTargetPlace>;

/** The target as the log shows it now: where it is edited, and whether it is gone. */
export function placeTarget(
  places: ActivityTargetPlaces,
  target: { type: ActivityTargetType; id: string },
  indexedEditPath: string | null,
): { editPath: string | null; deleted: boolean } {
  const place = places.get(target.type);
  if (place === 'searchIndex') return { editPath: indexedEditPath, deleted: indexedEditPath === null };
  return { editPath: place ? place.editPath(target.id) : null, deleted: false };
}
