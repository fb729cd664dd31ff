/** Reusable components: create, read (also an old revision, or a department's inherited one), edit. */
import { checkSectionInstances, defaultSectionProps, findSectionDefinition } from '@vev/sections';
import {
  type Component,
  type ComponentCreate,
  type ComponentUpdate,
  describeFieldErrors,
  nextSectionName,
} from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../platform/accounts/schema';
import { badRequest, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { currentDocument, draftState } from '../../platform/resources/draftable-state';
import { createDraftable, saveDraft } from '../../platform/resources/drafts';
import { findRevision } from '../../platform/revisions/revisions';
import type { SessionUser } from '../../platform/sessions/sessions';
import { ownFirst, ownOrInheritedRows, ownSite, type SiteScope } from '../../platform/site-scope';
import {
  type ComponentRow,
  componentDocumentProblems,
  componentResource,
  sectionTypeProblem,
  siteHasEcommerce,
} from './resource';
import { type ComponentDocument, components } from './schema';

export function toComponent(
  row: ComponentRow,
  context: { authorName: string | null; inherited: boolean },
  shown?: { document: ComponentDocument; revision: string },
): Component {
  const document = shown?.document ?? currentDocument(row);
  return {
    _id: row.id,
    site: row.siteId,
    name: document.name,
    description: document.description,
    component: row.component,
    components: document.components,
    author: context.authorName ? { name: context.authorName } : null,
    ...draftState(row),
    ...(shown ? { modified: false, modifiedDate: null } : {}),
    inherited: context.inherited,
    revision: shown?.revision ?? null,
  };
}

/** The component with its author's name: the site's own, else one the site inherits. */
async function findRow(db: Database, site: SiteScope, id: string) {
  const rows = await db
    .select({ siteId: components.siteId, row: components, authorName: users.name })
    .from(components)
    .leftJoin(users, eq(users.id, components.authorId))
    .where(and(ownOrInheritedRows(components.siteId, site), eq(components.id, id)))
    .limit(2);
  return ownFirst(rows, site);
}

function refuse(problems: Record<string, string>): void {
  if (Object.keys(problems).length) throw badRequest(describeFieldErrors(problems), problems);
}

/** A new component: one section of the chosen type with its defaults, published as it is created. */
export async function createComponent(
  db: Database,
  input: { siteId: string; user: SessionUser; body: ComponentCreate },
): Promise<Component> {
  const { name, component: type, description = '' } = input.body;
  const problem = sectionTypeProblem(type, await siteHasEcommerce(db, input.siteId));
  refuse(problem ? { component: problem } : {});
  const definition = findSectionDefinition(type);
  const instanceId = newId();
  const instance = {
    _id: instanceId,
    internalId: instanceId,
    name: nextSectionName(type, []),
    component: type,
    props: definition ? defaultSectionProps(definition) : {},
  };
  const now = new Date();
  const row = await createDraftable(db, componentResource, {
    siteId: input.siteId,
    id: newId(),
    name,
    component: type,
    published: { name, description, component: type, components: [instance] },
    draft: null,
    version: 1,
    modifiedAt: null,
    // Its first state is its published state, so pickers that ask for published components offer it at once.
    publishedAt: now,
    authorId: input.user.id,
    editorId: input.user.id,
    createdAt: now,
    updatedAt: now,
  });
  return toComponent(row, { authorName: input.user.name, inherited: false });
}

/** A component of this site, or of the site it is a department of (read-only, `inherited`). */
export async function getComponent(db: Database, site: SiteScope, id: string, revisionId?: string): Promise<Component> {
  const found = await findRow(db, site, id);
  if (!found) throw notFound();
  const context = { authorName: found.authorName, inherited: found.siteId !== site.siteId };
  if (!revisionId) return toComponent(found.row, context);
  const revision = await findRevision(db, found.row.siteId, revisionId);
  if (revision.type !== componentResource.type || revision.reference !== found.row.id) {
    throw notFound('Fant ikke versjonen.');
  }
  return toComponent(found.row, context, {
    document: revision.snapshot as ComponentDocument,
    revision: revision.id,
  });
}

/**
 * An edit goes to the draft. The section is checked against its definition (props, names) and
 * stored as the check normalized it; the type stays the one chosen at creation.
 */
export async function updateComponent(
  db: Database,
  input: { siteId: string; id: string; user: SessionUser; body: ComponentUpdate },
): Promise<Component> {
  const { version, components: sections, ...fields } = input.body;
  const changes: Partial<ComponentDocument> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (sections) {
    const existing = await findRow(db, ownSite(input.siteId), input.id);
    if (!existing) throw notFound();
    const hasEcommerce = await siteHasEcommerce(db, input.siteId);
    const check = checkSectionInstances(sections, { hasEcommerce, field: 'components' });
    refuse({
      ...check.problems,
      ...componentDocumentProblems({ components: sections }, existing.row.component, hasEcommerce),
    });
    changes.components = check.instances;
  }
  const row = await saveDraft(db, componentResource, {
    siteId: input.siteId,
    id: input.id,
    user: input.user,
    version,
    changes,
  });
  return getComponent(db, ownSite(input.siteId), row.id);
}
