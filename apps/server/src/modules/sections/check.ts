/**
 * The one check every save of placed sections goes through (pages, page variants, templates):
 * the section definitions (`checkSectionInstances`), `partial_` names in sub-templates, and
 * reusable components that exist on the site (or the parent site of a department) with the
 * instance's own section type, and sub-templates placed in whole templates that exist and are partial. Answers the instances as they are to be stored, or throws a 400
 * whose fields name each problem by its path (`components.2.props.heading`).
 */
import { checkSectionInstances, firstIncompleteSection } from '@vev/sections';
import {
  describeFieldErrors,
  partialSectionPrefix,
  type SectionInstanceRecord,
  sectionEditMessages,
} from '@vev/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../platform/accounts/schema';
import { badRequest, notFound } from '../../platform/errors';
import { ownOrInheritedRows, type SiteScope } from '../../platform/site-scope';
import { components } from '../components/schema';
import { templates } from '../templates/schema';

export interface SectionPlace {
  siteId: string;
  /** Sections of a sub-template are named `partial_…`. */
  partial?: boolean;
  /** The field the list is stored under (`components`), the start of every problem's path. */
  field?: string;
  /** A whole template: it may place sub-templates. */
  templates?: boolean;
}

/** What decides where sections may go: the site's own e-commerce flag, and the site it inherits from. */
async function sectionSite(db: Database, siteId: string): Promise<{ hasEcommerce: boolean; scope: SiteScope }> {
  const [site] = await db
    .select({ hasEcommerce: sites.hasEcommerce, departmentOf: sites.departmentOf })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!site) throw notFound();
  return { hasEcommerce: site.hasEcommerce, scope: { siteId, parentSiteId: site.departmentOf } };
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The reusable components the list places, by its index in the list. */
function placedComponents(list: readonly unknown[]): { index: number; ref: string; component: unknown }[] {
  return list.flatMap((value, index) => {
    const record = asRecord(value);
    const ref = asRecord(record?.componentRef)?.ref;
    return typeof ref === 'string' && ref ? [{ index, ref, component: record?.component }] : [];
  });
}

async function componentProblems(db: Database, scope: SiteScope, list: readonly unknown[], field: string) {
  const placed = placedComponents(list);
  if (placed.length === 0) return {};
  const rows = await db
    .select({ id: components.id, component: components.component })
    .from(components)
    .where(
      and(
        ownOrInheritedRows(components.siteId, scope),
        inArray(components.id, [...new Set(placed.map((entry) => entry.ref))]),
      ),
    );
  const typeOf = new Map(rows.map((row) => [row.id, row.component]));
  const problems: Record<string, string> = {};
  for (const { index, ref, component } of placed) {
    const type = typeOf.get(ref);
    const at = `${field}.${index}.componentRef`;
    if (type === undefined) problems[at] = sectionEditMessages.componentMissing;
    else if (type !== component) problems[at] = sectionEditMessages.componentType;
  }
  return problems;
}

/** Placed sub-templates must be partial templates of the site (or of its parent, for a department). */
async function partialTemplateProblems(db: Database, scope: SiteScope, list: readonly unknown[], field: string) {
  const placed = list.flatMap((value, index) => {
    const ref = asRecord(asRecord(value)?.template)?.ref;
    return typeof ref === 'string' && ref ? [{ index, ref }] : [];
  });
  if (placed.length === 0) return {};
  const rows = await db
    .select({ id: templates.id, partial: templates.partial })
    .from(templates)
    .where(
      and(
        ownOrInheritedRows(templates.siteId, scope),
        inArray(templates.id, [...new Set(placed.map((entry) => entry.ref))]),
      ),
    );
  const partial = new Map(rows.map((row) => [row.id, row.partial]));
  const problems: Record<string, string> = {};
  for (const { index, ref } of placed) {
    const at = `${field}.${index}.template`;
    if (!partial.has(ref)) problems[at] = sectionEditMessages.partialMissing;
    else if (!partial.get(ref)) problems[at] = sectionEditMessages.notPartial;
  }
  return problems;
}

function partialNameProblems(list: readonly unknown[], field: string): Record<string, string> {
  const problems: Record<string, string> = {};
  list.forEach((value, index) => {
    const name = asRecord(value)?.name;
    if (typeof name === 'string' && !name.startsWith(partialSectionPrefix)) {
      problems[`${field}.${index}.name`] = sectionEditMessages.partialName;
    }
  });
  return problems;
}

export async function assertSectionsFit(
  db: Database,
  place: SectionPlace,
  list: readonly unknown[],
): Promise<SectionInstanceRecord[]> {
  const field = place.field ?? 'components';
  const site = await sectionSite(db, place.siteId);
  const checked = checkSectionInstances(list, { hasEcommerce: site.hasEcommerce, field, templates: place.templates });
  const problems = {
    ...(place.partial ? partialNameProblems(list, field) : {}),
    ...(await componentProblems(db, site.scope, list, field)),
    ...(place.templates ? await partialTemplateProblems(db, site.scope, list, field) : {}),
    // The definitions' own messages win where both have something to say about a field.
    ...checked.problems,
  };
  if (Object.keys(problems).length > 0) throw badRequest(describeFieldErrors(problems), problems);
  return checked.instances;
}

/**
 * Publishing shows the sections on the storefront: each must have what its form requires (a draft may
 * hold a section just placed, still empty). 400 naming the first section that is not filled in.
 */
export function assertSectionsComplete(list: readonly unknown[], field = 'components'): void {
  const incomplete = firstIncompleteSection(list);
  if (!incomplete) return;
  const message = sectionEditMessages.incomplete(incomplete.label);
  throw badRequest(message, { [`${field}.${incomplete.index}`]: message });
}
