/** How a placed section is named in the designer's lists (spec 1 §5: HTML stripped, cut at 75 characters). */
import { findSectionDefinition, sectionTitle } from '@vev/sections';
import type { SectionInstanceRecord } from '@vev/shared';

export function sectionDisplay(instance: SectionInstanceRecord, componentNames: Map<string, string>) {
  const definition = findSectionDefinition(instance.component);
  const typeLabel = definition?.label ?? instance.component;
  const placed = instance.componentRef ? componentNames.get(instance.componentRef.ref) : undefined;
  let title = typeLabel;
  if (instance.componentRef) title = placed ?? typeLabel;
  else if (definition) {
    try {
      title = sectionTitle(definition, instance.props);
    } catch {
      // Props that no longer fit the definition are listed by the type's label.
    }
  }
  return { title, typeLabel, icon: definition?.icon };
}
