/**
 * `GET app-components` (spec 1 §7): the section types a site can place, as the section picker and
 * the component creator list them. The platform's own sections only until apps can bring their own.
 */
import { listSectionDefinitions } from '@vev/sections';
import type { AppComponent } from '@vev/shared';

export function appComponentsFor(hasEcommerce: boolean, page: { skip: number; limit: number }): AppComponent[] {
  return listSectionDefinitions({ hasEcommerce })
    .slice(page.skip, page.skip + page.limit)
    .map((definition) => ({
      name: definition.name,
      label: definition.label,
      description: definition.description,
      icon: definition.icon,
      appName: null,
      appIcon: null,
      usableInSection: definition.usableInSection,
      usableInRichContent: definition.usableInRichContent,
      requiresEcommerce: definition.requiresEcommerce ?? false,
    }));
}
