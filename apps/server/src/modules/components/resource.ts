/** Reusable components declare themselves to the shared draft mechanism: rules, references, search. */
import {
  findSectionDefinition,
  type SectionDefinition,
  sectionInstanceMessages,
  sectionReferences,
} from '@vev/sections';
import { componentMessages, describeFieldErrors } from '@vev/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../platform/accounts/schema';
import { badRequest } from '../../platform/errors';
import type { DraftableResource } from '../../platform/resources/drafts';
import { assertSectionsComplete } from '../sections/check';
import { type ComponentDocument, components } from './schema';

export type ComponentRow = typeof components.$inferSelect;

/** Sites without e-commerce cannot use the shop's sections. */
export async function siteHasEcommerce(db: Database, siteId: string): Promise<boolean> {
  const [site] = await db.select({ hasEcommerce: sites.hasEcommerce }).from(sites).where(eq(sites.id, siteId));
  return site?.hasEcommerce ?? false;
}

export const componentEditPath = (id: string) => `/innhold/komponenter/${id}`;

/** Why a section type cannot be a component on this site, or null when it can. */
export function sectionTypeProblem(type: string, hasEcommerce: boolean): string | null {
  const definition = findSectionDefinition(type);
  if (!definition) return sectionInstanceMessages.unknownType;
  if (!definition.usableInSection) return sectionInstanceMessages.notAllowedHere;
  if (definition.requiresEcommerce && !hasEcommerce) return sectionInstanceMessages.needsEcommerce;
  return null;
}

/**
 * The rules of a component's document beyond each section's own props (which an edit checks with
 * `checkSectionInstances`): exactly one section, of the component's type, showing its own props.
 */
export function componentDocumentProblems(
  document: Pick<ComponentDocument, 'components'>,
  type: string,
  hasEcommerce: boolean,
): Record<string, string> {
  if (document.components.length !== 1) return { components: componentMessages.oneSection };
  const [instance] = document.components as [Record<string, unknown>];
  const problems: Record<string, string> = {};
  const typeProblem = sectionTypeProblem(type, hasEcommerce);
  if (instance.component !== type) problems['components.0.component'] = componentMessages.sameType;
  else if (typeProblem) problems['components.0.component'] = typeProblem;
  if (instance.componentRef) problems['components.0.componentRef'] = componentMessages.noNesting;
  return problems;
}

/** The section's own references (pages it links to, media it shows …), so they cannot be deleted under it. */
function sectionReferenceIds(document: ComponentDocument): string[] {
  const definition = findSectionDefinition(document.component) as SectionDefinition | undefined;
  const props = document.components[0]?.props;
  if (!definition || !props || typeof props !== 'object') return [];
  try {
    return sectionReferences(definition, props as Record<string, unknown>).map((reference) => reference.id);
  } catch {
    // Props that no longer fit the definition refer to nothing.
    return [];
  }
}

export const componentResource: DraftableResource<ComponentDocument, ComponentRow> = {
  type: 'component',
  cacheDomain: 'content',
  table: components,
  currentColumns: (document) => ({ name: document.name }),
  publishedColumns: () => ({}),
  namedReferences: sectionReferenceIds,
  searchEntry: (document, row) => ({
    type: 'component',
    id: row.id,
    title: document.name,
    subtitle: findSectionDefinition(row.component)?.label ?? row.component,
    description: document.description,
    editPath: componentEditPath(row.id),
  }),
  validate: async (document, row, db) => {
    const problems = componentDocumentProblems(document, row.component, await siteHasEcommerce(db, row.siteId));
    if (Object.keys(problems).length) throw badRequest(describeFieldErrors(problems), problems);
  },
  // A component's section may be saved half-filled, as on a page; it is published only complete.
  validatePublish: (document) => assertSectionsComplete(document.components),
  title: (document) => document.name,
};
