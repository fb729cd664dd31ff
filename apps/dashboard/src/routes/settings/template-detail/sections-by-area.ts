/** A template's sections by the area they sit in (spec 1 §4 'Sections': header, main and footer). */
import { areaOf, type SectionArea } from '@vev/sections';
import type { SectionInstanceRecord } from '@vev/shared';

export const sectionAreas: readonly SectionArea[] = ['header', 'main', 'footer'];

type Placed = Pick<SectionInstanceRecord, 'inHeader' | 'inFooter'>;

/** Each area's sections in the template's order; an area without sections gets an empty list. */
export function sectionsByArea<T extends Placed>(sections: readonly T[]): Record<SectionArea, T[]> {
  const areas: Record<SectionArea, T[]> = { header: [], main: [], footer: [] };
  for (const section of sections) areas[areaOf(section)].push(section);
  return areas;
}
