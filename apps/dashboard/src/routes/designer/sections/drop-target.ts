/** Where a dragged section lands: the index in the whole list, and the area it joins. */
import { areaOf, type SectionArea } from '@vev/sections';
import type { SectionInstanceRecord } from '@vev/shared';

export function dropTarget(
  list: readonly SectionInstanceRecord[],
  active: string,
  over: string,
): { index: number; area: SectionArea } | null {
  if (over.startsWith('area:')) {
    const area = over.slice('area:'.length) as SectionArea;
    const rest = list.filter((section) => section.name !== active);
    const last = rest.findLastIndex((section) => areaOf(section) === area);
    if (last >= 0) return { index: last + 1, area };
    // An empty area: the header goes first, the footer last, the main area after the header.
    if (area === 'header') return { index: 0, area };
    if (area === 'footer') return { index: rest.length, area };
    const firstFooter = rest.findIndex((section) => areaOf(section) === 'footer');
    return { index: firstFooter >= 0 ? firstFooter : rest.length, area };
  }
  const index = list.findIndex((section) => section.name === over);
  const target = list[index];
  if (!target) return null;
  return { index, area: areaOf(target) };
}
