/**
 * What placed sections refer to through their props (pages and products in links, categories,
 * media), for the references table: a page a menu links to cannot be deleted from under it.
 * Media references (`{ ref }`) are found by the draft mechanism anyway; links hold plain ids.
 */
import { findSectionDefinition, type SectionProps, sectionReferences } from '@vev/sections';

export function sectionReferenceIds(sections: readonly Record<string, unknown>[]): string[] {
  return sections.flatMap((section) => {
    const definition = findSectionDefinition(String(section.component));
    const props = section.props;
    if (!definition || !props || typeof props !== 'object') return [];
    try {
      return sectionReferences(definition, props as SectionProps).map((reference) => reference.id);
    } catch {
      // Stored props that no longer fit the definition refer to nothing (they render with defaults).
      return [];
    }
  });
}
