/**
 * The content module's share of the data set: default templates for every site, and pages,
 * categories and product pages in trees several levels deep. Rows are built here and inserted in
 * bulk, but they are the rows the app writes: the published document (and for some a draft over
 * it), the editor's title, slug and parent columns, unique slugs among siblings, a revision and a
 * timeline event per publish, the references of each document, and a search-index row made with
 * the app's own expression. The shapes come from the server's and shared package's own helpers.
 */
import { newPageDocument, type PageDocument, slugify, slugPath } from '@vev/shared';
import { eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Database } from '../../apps/server/src/db/client';
import { memberships, pages, sites, users } from '../../apps/server/src/db/schema';
import { editPathFor } from '../../apps/server/src/modules/pages/resource';
import type { PageKind } from '../../apps/server/src/modules/pages/schema';
import { createDefaultTemplates } from '../../apps/server/src/modules/templates/defaults';
import { timelineEvents } from '../../apps/server/src/platform/activity/timeline-schema';
import { referencedIds } from '../../apps/server/src/platform/references/references';
import { resourceReferences } from '../../apps/server/src/platform/references/schema';
import { diffDocuments } from '../../apps/server/src/platform/revisions/revisions';
import { revisions } from '../../apps/server/src/platform/revisions/schema';
import { searchIndex } from '../../apps/server/src/platform/search/schema';
import { type SearchEntry, searchRow } from '../../apps/server/src/platform/search/search-index';
import { categoryTitle, pageSections, pageTitle, preamble, productPageTitle } from './content-words';
import { findScenarioSite, insertInBatches } from './foundation';
import type { Generator } from './generator';
import { random } from './names';

type Next = () => number;
type PageRow = typeof pages.$inferInsert;
type RevisionRow = typeof revisions.$inferInsert;
type TimelineRow = typeof timelineEvents.$inferInsert;
type ReferenceRow = typeof resourceReferences.$inferInsert;

interface Editor {
  id: string;
  name: string;
  email: string;
}

interface SiteContent {
  pages: PageRow[];
  revisions: RevisionRow[];
  events: TimelineRow[];
  references: ReferenceRow[];
  search: ReturnType<typeof searchRow>[];
}

/** The bench user's first site (the one the scenarios use) gets this share of every kind. */
const scenarioSiteShare = 0.05;
const day = 86_400_000;

/**
 * Parents for `count` nodes made in order: the first `roots` at the top, each later one below an
 * earlier node, favouring the early ones (sections, archives), never deeper than `maxDepth` levels.
 */
export function treeParents(count: number, roots: number, maxDepth: number, next: Next): (number | null)[] {
  const parents: (number | null)[] = [];
  const depths: number[] = [];
  for (let index = 0; index < count; index += 1) {
    if (index < roots) {
      parents.push(null);
      depths.push(0);
      continue;
    }
    let parent = Math.floor(index * next() ** 2);
    while ((depths[parent] ?? 0) >= maxDepth - 1) parent = parents[parent] ?? 0;
    parents.push(parent);
    depths.push((depths[parent] ?? 0) + 1);
  }
  return parents;
}

/** Splits `total` over the weights (largest remainder), so the parts add up exactly. */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (let left = total - parts.reduce((a, b) => a + b, 0), i = 0; left > 0; left -= 1, i += 1) {
    const index = order[i % order.length]?.index ?? 0;
    parts[index] = (parts[index] ?? 0) + 1;
  }
  return parts;
}

/** Slugs taken per parent within one site (all kinds share the top level, as the unique key does). */
class SiblingSlugs {
  private readonly taken = new Map<string, Set<string>>();

  /** The app's rule: the slug of the title, then '-2', '-3' … until free among the siblings. */
  claim(parent: string | null, wanted: string): string {
    const key = parent ?? '';
    let set = this.taken.get(key);
    if (!set) {
      set = new Set();
      this.taken.set(key, set);
    }
    let slug = wanted;
    for (let n = 2; set.has(slug); n += 1) slug = `${wanted}-${n}`;
    set.add(slug);
    return slug;
  }
}

/** One editor's change to a published document, as the editor screens make them. */
function edited(document: PageDocument, round: number, next: Next, site: string): PageDocument {
  switch (round % 4) {
    case 0: {
      const text = preamble(next);
      return { ...document, preamble: text, seo: { ...document.seo, metaDescription: text } };
    }
    case 1:
      return { ...document, plug: { title: document.title, excerpt: document.preamble, image: null } };
    case 2:
      return { ...document, tags: document.tags.includes('Sommer') ? ['Nyheter'] : ['Sommer', 'Tilbud'] };
    default:
      return {
        ...document,
        featuredImage: { ref: null, url: `https://bilder.vev.no/${site}/${document.slug}-${round}.jpg`, alt: '' },
      };
  }
}

/** How often a published page has been published: mostly once, some a few times, a few often. */
function publishCount(next: Next): number {
  const roll = next();
  if (roll < 0.7) return 1;
  if (roll < 0.92) return 2 + Math.floor(next() * 2);
  return 4 + Math.floor(next() * 5);
}

interface Planned {
  kind: PageKind;
  title: string;
  parent: number | null;
}

/** The titles and tree of one site's pages, categories and product pages, oldest first. */
function plan(next: Next, counts: Record<PageKind, number>): Planned[] {
  const planned: Planned[] = [];
  const sections = Math.min(counts.page, pageSections.length);
  const pageParents = treeParents(counts.page, sections, 6, next);
  for (const [index, parent] of pageParents.entries()) {
    planned.push({ kind: 'page', title: pageSections[index] ?? pageTitle(next), parent });
  }
  const categoryRoots = Math.min(counts.category, 6 + Math.floor(counts.category / 60));
  const offset = planned.length;
  for (const parent of treeParents(counts.category, categoryRoots, 4, next)) {
    const title = categoryTitle(next, parent === null);
    planned.push({ kind: 'category', title, parent: parent === null ? null : parent + offset });
  }
  for (let index = 0; index < counts.productPage; index += 1) {
    planned.push({ kind: 'productPage', title: productPageTitle(next, index), parent: null });
  }
  return planned;
}

/** Every row the app would have written for one site's content, from its first page until now. */
export function buildSite(
  site: { id: string; name: string; tags: string[] },
  counts: Record<PageKind, number>,
  context: { editors: Editor[]; templates: Record<PageKind, string>; next: Next; now: number },
): SiteContent {
  const { editors, templates, next, now } = context;
  const content: SiteContent = { pages: [], revisions: [], events: [], references: [], search: [] };
  const planned = plan(next, counts);
  // Creation times over four years, oldest first, so parents are older than their children.
  const created = planned.map(() => now - 4 * 365 * day * next() ** 1.3).sort((a, b) => a - b);
  const slugs = new SiblingSlugs();
  const rows: { id: string; slug: string }[] = [];
  const pathOf: string[][] = [];
  const editor = () => editors[Math.floor(next() * editors.length)] as Editor;

  for (const [index, page] of planned.entries()) {
    const createdAt = created[index] ?? now;
    const id = ulid(Math.floor(createdAt)).toLowerCase();
    const parentRow = page.parent === null ? undefined : rows[page.parent];
    const parent = parentRow?.id ?? null;
    const slug = slugs.claim(parent, page.title === 'Forside' && !parent ? 'index' : slugify(page.title));
    rows.push({ id, slug });
    const ancestors = page.parent === null ? [] : (pathOf[page.parent] ?? []);
    pathOf.push([...ancestors, slug]);

    const author = editor();
    const created_ = newPageDocument({ title: page.title, slug, parent, template: { ref: templates[page.kind] } });
    const text = preamble(next);
    const tags = site.tags.filter(() => next() < 0.1);
    let document: PageDocument = {
      ...created_,
      preamble: text,
      tags,
      publishDate: page.kind === 'page' && next() < 0.4 ? new Date(createdAt).toISOString() : null,
      featuredImage:
        next() < 0.4 ? { ref: null, url: `https://bilder.vev.no/${site.name}/${slug}.jpg`, alt: page.title } : null,
      seo: { ...created_.seo, metaTitle: page.title, metaDescription: text },
    };

    // Created, edited into a draft, then (mostly) published; some are published again later.
    const published = next() < 0.96;
    const publishes = published ? publishCount(next) : 0;
    let time = createdAt + next() * 3_600_000;
    let version = 2;
    let previous: PageDocument = created_;
    let lastEditor = author;
    let publishedAt: number | null = null;
    const span = now - time;
    const publishTimes = Array.from({ length: publishes }, (_, round) =>
      round === 0 ? time + next() * Math.min(span, 2 * day) : time + next() * span,
    ).sort((a, b) => a - b);
    for (const [round, at] of publishTimes.entries()) {
      if (round > 0) {
        document = edited(document, round, next, site.name);
        lastEditor = editor();
        version += 1;
      }
      version += 1;
      time = at;
      publishedAt = at;
      content.revisions.push({
        siteId: site.id,
        id: ulid(Math.floor(at)).toLowerCase(),
        type: 'page',
        reference: id,
        authorId: lastEditor.id,
        authorName: lastEditor.name,
        authorEmail: lastEditor.email,
        snapshot: document,
        diff: diffDocuments(previous, document) as object | null,
        createdAt: new Date(at),
      });
      content.events.push({
        siteId: site.id,
        id: ulid(Math.floor(at)).toLowerCase(),
        type: 'publishedPage',
        userId: lastEditor.id,
        resourceType: 'page',
        resourceId: id,
        title: document.title,
        createdAt: new Date(at),
      });
      previous = document;
    }

    // Never published: created, and perhaps edited into a draft. Published: perhaps changed since.
    let draft: PageDocument | null = null;
    let modifiedAt: number | null = null;
    if (!published) {
      draft = next() < 0.5 ? document : null;
      document = created_;
      version = draft ? 2 : 1;
      time = draft ? time : createdAt;
      modifiedAt = draft ? time : null;
    } else if (next() < 0.08) {
      draft = edited(document, 0, next, site.name);
      if (next() < 0.3) draft = { ...draft, title: `${draft.title} (oppdatert)` };
      lastEditor = editor();
      version += 1;
      time += next() * (now - time);
      modifiedAt = time;
    }
    const current = draft ?? document;

    content.pages.push({
      siteId: site.id,
      id,
      kind: page.kind,
      status: published && next() < 0.92 ? 'active' : 'inactive',
      title: current.title,
      slug: current.slug,
      parentId: current.parent,
      published: document,
      draft,
      version,
      modifiedAt: modifiedAt === null ? null : new Date(modifiedAt),
      publishedAt: publishedAt === null ? null : new Date(publishedAt),
      authorId: author.id,
      editorId: lastEditor.id,
      createdAt: new Date(createdAt),
      updatedAt: new Date(time),
    });

    const targets = new Set([
      ...referencedIds(document, [document.parent, document.template?.ref]),
      ...(draft ? referencedIds(draft, [draft.parent, draft.template?.ref]) : []),
    ]);
    for (const targetId of targets) {
      if (targetId !== id) content.references.push({ siteId: site.id, sourceType: 'page', sourceId: id, targetId });
    }

    const path = slugPath(pathOf[index] ?? []);
    const entry: SearchEntry = {
      type: page.kind,
      id,
      title: current.title,
      subtitle: path,
      description: current.preamble,
      image: current.featuredImage?.url ?? null,
      path,
      editPath: editPathFor(page.kind, id),
      keywords: `${current.tags.join(' ')} ${current.slug.replace(/-/g, ' ')}`,
    };
    content.search.push(searchRow(site.id, entry, new Date(time)));
  }
  return content;
}

export const pagesGenerator: Generator = {
  name: 'pages',
  // 200 000 rows in the pages table at scale 1, as QUALITY.md asks: pages, categories, product pages.
  counts: (scale) => ({
    pages: Math.round(170_000 * scale),
    categories: Math.round(24_000 * scale),
    productPages: Math.round(6_000 * scale),
  }),

  async generate(db: Database, counts): Promise<void> {
    const next = random(4242);
    const now = Date.now();
    const siteRows = await db
      .select({ id: sites.id, name: sites.name, shop: sites.hasEcommerce, settings: sites.settings })
      .from(sites)
      .orderBy(sites.name);
    const scenarioSite = await findScenarioSite(db);
    const editorRows = await db
      .select({ siteId: memberships.siteId, id: users.id, name: users.name, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(inArray(memberships.permission, ['contributor', 'admin']));
    const editorsOf = new Map<string, Editor[]>();
    for (const { siteId, ...editor } of editorRows) editorsOf.set(siteId, [...(editorsOf.get(siteId) ?? []), editor]);

    // A few large sites and many small ones; the scenarios' site gets a fixed, realistic share.
    const weights = siteRows.map(() => 1 / (0.08 + next()) ** 1.3);
    const share = (kind: 'page' | 'category' | 'productPage', total: number) => {
      const eligible = siteRows.map((site) => (kind === 'productPage' ? site.shop : true));
      const own = scenarioSite ? Math.round(total * scenarioSiteShare) : 0;
      const rest = apportion(
        total - own,
        siteRows.map((site, index) =>
          site.id === scenarioSite?.id || !eligible[index]
            ? 0
            : (weights[index] ?? 1) * (kind === 'category' && !site.shop ? 0.2 : 1),
        ),
      );
      return siteRows.map((site, index) => (site.id === scenarioSite?.id ? own : (rest[index] ?? 0)));
    };
    const pageCounts = share('page', counts.pages ?? 0);
    const categoryCounts = share('category', counts.categories ?? 0);
    const productPageCounts = share('productPage', counts.productPages ?? 0);

    for (const [index, site] of siteRows.entries()) {
      const editors = editorsOf.get(site.id) ?? [];
      if (!editors.length) {
        const [anyone] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).limit(1);
        if (anyone) editors.push(anyone);
      }
      const templates = await createDefaultTemplates(db, site.id, (editors[0] as Editor).id);
      const content = buildSite(
        { id: site.id, name: site.name, tags: site.settings.tags ?? [] },
        {
          page: pageCounts[index] ?? 0,
          category: categoryCounts[index] ?? 0,
          productPage: productPageCounts[index] ?? 0,
        },
        { editors, templates, next, now },
      );
      await insertInBatches(content.pages, (batch) => db.insert(pages).values(batch), 1000);
      await insertInBatches(content.revisions, (batch) => db.insert(revisions).values(batch), 1000);
      await insertInBatches(content.events, (batch) => db.insert(timelineEvents).values(batch), 2000);
      await insertInBatches(content.references, (batch) => db.insert(resourceReferences).values(batch), 5000);
      await insertInBatches(content.search, (batch) => db.insert(searchIndex).values(batch), 1000);
    }
  },
};
