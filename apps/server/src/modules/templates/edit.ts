/**
 * Templates, write side: create, edit and clone. A new template is published at once (its first
 * state is its published state), so it shows in the pickers straight away; later edits go to
 * the draft like any draftable resource's.
 */
import { type Template, type TemplateCreate, type TemplateUpdate, templateCopyName } from '@vev/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { currentDocument } from '../../platform/resources/draftable-state';
import { createDraftable, saveDraft } from '../../platform/resources/drafts';
import type { SessionUser } from '../../platform/sessions/sessions';
import { ownSite, type SiteScope } from '../../platform/site-scope';
import { assertSectionsFit } from '../sections/check';
import { headerAndFooter, sectionInstances } from './defaults';
import { templateResource } from './resource';
import type { TemplateDocument } from './schema';
import { findTemplateRow, toTemplate } from './service';

async function insertTemplate(
  db: Database,
  input: { siteId: string; user: SessionUser; partial: boolean; document: TemplateDocument },
): Promise<Template> {
  const now = new Date();
  const row = await createDraftable(db, templateResource, {
    siteId: input.siteId,
    id: newId(),
    name: input.document.name,
    partial: input.partial,
    published: input.document,
    draft: null,
    version: 1,
    modifiedAt: null,
    publishedAt: now,
    authorId: input.user.id,
    editorId: input.user.id,
    createdAt: now,
    updatedAt: now,
  });
  return toTemplate(row, input.siteId);
}

/** A whole template starts with a header and a footer; a sub-template (partial) starts empty. */
export function createTemplate(
  db: Database,
  input: { siteId: string; user: SessionUser; template: TemplateCreate },
): Promise<Template> {
  const partial = input.template.partial ?? false;
  const components = partial ? [] : sectionInstances(headerAndFooter);
  return insertTemplate(db, {
    siteId: input.siteId,
    user: input.user,
    partial,
    document: { name: input.template.name, components },
  });
}

export async function updateTemplate(
  db: Database,
  input: { siteId: string; id: string; user: SessionUser; update: TemplateUpdate },
): Promise<Template> {
  const { version, name, components } = input.update;
  const changes: Partial<TemplateDocument> = {};
  if (name !== undefined) changes.name = name;
  if (components !== undefined) {
    // Only the site's own templates are edited here; a department's inherited ones are not found.
    const own = await findTemplateRow(db, ownSite(input.siteId), input.id);
    if (!own) throw notFound();
    changes.components = await assertSectionsFit(
      db,
      { siteId: input.siteId, partial: own.partial, templates: !own.partial },
      components,
    );
  }
  const row = await saveDraft(db, templateResource, {
    siteId: input.siteId,
    id: input.id,
    user: input.user,
    version,
    changes,
  });
  return toTemplate(row, input.siteId);
}

/**
 * A copy named '{name} (kopi)' with new section ids. Of the site's own template the copy is what
 * the editor shows (the draft over the published state); of the parent site's, what is published,
 * as a department's page clone does.
 */
export async function cloneTemplate(
  db: Database,
  input: { site: SiteScope; user: SessionUser; id: string },
): Promise<Template> {
  const { siteId } = input.site;
  const source = await findTemplateRow(db, input.site, input.id);
  if (!source) throw notFound();
  const document = source.siteId === siteId ? currentDocument(source) : source.published;
  const renewed = document.components.map((section) => {
    const id = newId();
    return { ...section, _id: id, internalId: id };
  });
  const components = await assertSectionsFit(
    db,
    { siteId, partial: source.partial, templates: !source.partial },
    renewed,
  );
  return insertTemplate(db, {
    siteId,
    user: input.user,
    partial: source.partial,
    document: { name: templateCopyName(document.name), components },
  });
}
