/**
 * What the demo sites get from the designer: reusable components (placed on pages) and global
 * content. Made through the same services as the API, so revisions and references are real.
 */
import { nextSectionName, type SectionInstanceRecord } from '@vev/shared';
import { componentResource } from '../modules/components/resource';
import { createComponent, updateComponent } from '../modules/components/service';
import { globalPropsDocument } from '../modules/sites/designer-documents';
import { publishDesignerDraft } from '../modules/sites/designer-publish';
import { updateSite } from '../modules/sites/update-site';
import { newId } from '../platform/ids';
import { publishDraft } from '../platform/resources/drafts';
import type { SessionUser } from '../platform/sessions/sessions';
import type { Database } from './client';
import type { DemoComponent, DemoPlaces } from './demo-sections';

/** The components each page places, by the page's title. */
export type PlacedDemoComponents = Map<string, { ref: string; component: string }[]>;

/** Creates and publishes the components; answers which pages place which. */
export async function seedDemoComponents(
  db: Database,
  demo: { siteId: string; user: SessionUser; places: DemoPlaces; components: DemoComponent[] },
): Promise<PlacedDemoComponents> {
  const placed: PlacedDemoComponents = new Map();
  for (const seed of demo.components) {
    const { component: type, props } = seed.section(demo.places);
    const created = await createComponent(db, {
      siteId: demo.siteId,
      user: demo.user,
      body: { name: seed.name, component: type, description: seed.description },
    });
    // The edit checks the props against the section type and fills in the defaults, as the designer's save does.
    const section = { ...(created.components[0] as SectionInstanceRecord), props };
    const edited = await updateComponent(db, {
      siteId: demo.siteId,
      id: created._id,
      user: demo.user,
      body: { version: created.version, components: [section] },
    });
    await publishDraft(db, componentResource, { siteId: demo.siteId, id: edited._id, user: demo.user });
    for (const title of seed.placedOn) {
      placed.set(title, [...(placed.get(title) ?? []), { ref: created._id, component: type }]);
    }
  }
  return placed;
}

/** The page's sections followed by the components it places, each named after the sections before it. */
export function withPlacedComponents(
  sections: Record<string, unknown>[],
  placed: { ref: string; component: string }[] = [],
): Record<string, unknown>[] {
  const all = [...sections];
  for (const { ref, component } of placed) {
    const id = newId();
    const name = nextSectionName(
      component,
      all.map((section) => String(section.name)),
    );
    all.push({ _id: id, internalId: id, name, component, props: {}, componentRef: { ref } });
  }
  return all;
}

/** Fills in and publishes the site's global content. */
export async function seedDemoGlobalContent(
  db: Database,
  demo: { siteId: string; user: SessionUser; content: Record<string, unknown> },
): Promise<void> {
  await updateSite(db, demo.siteId, { globalPropsDraft: demo.content });
  await publishDesignerDraft(db, { siteId: demo.siteId, user: demo.user, document: globalPropsDocument });
}
