/**
 * The pages' own entries in the activity log, besides the draft mechanism's: a section edited on
 * a page ('Endret seksjonen «Hero» på «Om oss»') and a copy of a page.
 */
import { findSectionDefinition } from '@vev/sections';
import type { Page } from '@vev/shared';
import { activityFromAnswer, routeParams } from '../../platform/activity/activity';
import { pageKindOf } from './resource';

const pageTarget = (page: Page) => ({ type: pageKindOf(page), id: page._id, label: page.title });

/** The section's type as the section picker names it ('Hero'); its internal name if the type is unknown. */
function sectionLabel(page: Page, name: string): string {
  const section = page.components.find((placed) => placed.name === name);
  const component = typeof section?.component === 'string' ? section.component : '';
  return findSectionDefinition(component)?.label ?? name;
}

export const pageActivity = {
  sectionUpdated: activityFromAnswer<Page>('section.updated', (page, request) => ({
    target: pageTarget(page),
    details: { section: sectionLabel(page, routeParams<{ name: string }>(request).name) },
  })),
  cloned: activityFromAnswer<Page>('page.cloned', (page) => ({ target: pageTarget(page) })),
};
