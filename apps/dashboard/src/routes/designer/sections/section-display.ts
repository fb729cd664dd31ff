/** How a placed section is named in the designer's lists (spec 1 §5: HTML stripped, cut at 75 characters). */
import { findSectionDefinition, sectionTitle } from '@vev/sections';
import type { SectionInstanceRecord } from '@vev/shared';
import { i18n } from '../../../i18n';

/** `placedNames`: the names of the site's reusable components and sub-templates, by id. */
export function sectionDisplay(instance: SectionInstanceRecord, placedNames: Map<string, string>) {
  if (instance.template) {
    const label = i18n.t('designer.sections.partialType');
    return { title: placedNames.get(instance.template.ref) ?? label, typeLabel: label, icon: 'partial' };
  }
  const definition = findSectionDefinition(instance.component);
  const typeLabel = definition?.label ?? instance.component;
  let title = typeLabel;
  if (instance.componentRef) title = placedNames.get(instance.componentRef.ref) ?? typeLabel;
  else if (definition) {
    try {
      title = sectionTitle(definition, instance.props);
    } catch {
      // Props that no longer fit the definition are listed by the type's label.
    }
  }
  return { title, typeLabel, icon: definition?.icon };
}
