import { type Site, type SiteUpdate, sameJson } from '@vev/shared';

/** Only what differs from the saved site goes into `PATCH site` (spec 2 §7 'changed fields'). */
export function changedFields(site: Site, update: SiteUpdate): SiteUpdate {
  return Object.fromEntries(
    Object.entries(update).filter(([key, value]) => !sameJson(value, site[key as keyof Site])),
  ) as SiteUpdate;
}
