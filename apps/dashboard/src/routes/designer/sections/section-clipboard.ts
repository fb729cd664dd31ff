/** Section data copied with c waits in this browser until pasted with v (spec 1 §9), in this site or another. */
import { type CopiedSection, readCopiedSection } from '@vev/sections';
import type { SectionInstanceRecord } from '@vev/shared';

const storageKey = 'vev.copiedSection';

export function storeCopiedSection(section: SectionInstanceRecord): void {
  localStorage.setItem(storageKey, JSON.stringify({ component: section.component, props: section.props }));
}

export function readStoredSection(): CopiedSection | null {
  try {
    return readCopiedSection(JSON.parse(localStorage.getItem(storageKey) ?? 'null'));
  } catch {
    return null;
  }
}
