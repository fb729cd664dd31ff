/**
 * `PATCH pages/{id}/components/{name}` (spec 1 §7): one section's props, checked against its
 * definition, written to the page's draft or to an experiment variant. A placed reusable
 * component is changed under Komponenter, never on the page.
 */
import { findSectionDefinition, sectionInstanceMessages, sectionPropsSchema } from '@vev/sections';
import {
  describeFieldErrors,
  fieldErrors,
  type Page,
  type PageVariant,
  type SectionPropsUpdate,
  sectionEditMessages,
} from '@vev/shared';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import { currentDocument } from '../../platform/resources/draftable-state';
import { assertVersion, saveDraft } from '../../platform/resources/drafts';
import type { SessionUser } from '../../platform/sessions/sessions';
import { ownSite } from '../../platform/site-scope';
import { pageResource } from './resource';
import { findRow, getPage } from './service';
import { saveVariantSections } from './variants';

type Sections = Record<string, unknown>[];

const prefixed = (prefix: string, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([path, message]) => [`${prefix}.${path}`, message]));

/** The list with the named section's props replaced by `props` as its definition stores them. */
export function withSectionProps(sections: Sections, name: string, props: Record<string, unknown>): Sections {
  const index = sections.findIndex((section) => section.name === name);
  const section = sections[index];
  if (!section) throw notFound(sectionEditMessages.notFound);
  if (section.componentRef) throw badRequest(sectionEditMessages.reusable);
  const definition = findSectionDefinition(String(section.component));
  if (!definition) {
    throw badRequest(sectionInstanceMessages.unknownType, { component: sectionInstanceMessages.unknownType });
  }
  const parsed = sectionPropsSchema(definition).safeParse(props);
  if (!parsed.success) {
    const fields = prefixed('props', fieldErrors(parsed.error));
    throw badRequest(describeFieldErrors(fields), fields);
  }
  return sections.map((entry, at) => (at === index ? { ...entry, props: parsed.data } : entry));
}

export async function updateSectionProps(
  db: Database,
  input: {
    siteId: string;
    id: string;
    name: string;
    user: SessionUser;
    update: SectionPropsUpdate;
    variant: PageVariant | null;
  },
): Promise<Page> {
  const { siteId, id, name, user, variant } = input;
  const { props, version } = input.update;
  if (variant) {
    await saveVariantSections(db, {
      siteId,
      pageId: id,
      variant,
      user,
      version,
      change: async (current) => withSectionProps(current, name, props),
    });
  } else {
    const row = await findRow(db, siteId, id);
    if (!row) throw notFound();
    // Checked here too: the sections below are read outside the save's transaction, whose own check
    // then guarantees that nothing changed in between.
    assertVersion(row, version);
    const components = withSectionProps(currentDocument(row).components, name, props);
    await saveDraft(db, pageResource, { siteId, id, user, version, changes: { components } });
  }
  return getPage(db, ownSite(siteId), id, { variant });
}
