import { pageDocumentSchema, slugPath } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { random } from './names';
import { apportion, buildSite, treeParents } from './pages';

const editors = [
  { id: 'u1', name: 'Kari Nordmann', email: 'kari@eksempel.no' },
  { id: 'u2', name: 'Ola Nordmann', email: 'ola@eksempel.no' },
];
const templates = { page: 't-page', category: 't-category', productPage: 't-product' };
const site = { id: 's1', name: 'fjord-sport-bergen-0001', tags: ['Nyheter', 'Sommer', 'Tilbud'] };
const content = buildSite(
  site,
  { page: 1500, category: 300, productPage: 40 },
  { editors, templates, next: random(7), now: Date.parse('2026-11-01T12:00:00Z') },
);

describe('the bench pages generator', () => {
  it('splits totals exactly and builds trees no deeper than asked', () => {
    expect(apportion(1000, [1, 2, 0, 3.5]).reduce((a, b) => a + b, 0)).toBe(1000);
    expect(apportion(10, [0, 1, 0])).toEqual([0, 10, 0]);
    const parents = treeParents(5000, 10, 6, random(3));
    const depth = (index: number): number => {
      const parent = parents[index];
      return parent === null || parent === undefined ? 0 : 1 + depth(parent);
    };
    const depths = parents.map((_, index) => depth(index));
    expect(Math.max(...depths)).toBe(5);
    expect(parents.every((parent, index) => parent === null || (parent ?? index) < index)).toBe(true);
  });

  it('writes valid documents whose columns follow the editor’s current document', () => {
    expect(content.pages).toHaveLength(1840);
    for (const page of content.pages) {
      expect(pageDocumentSchema.safeParse(page.published).success).toBe(true);
      if (page.draft) expect(pageDocumentSchema.safeParse(page.draft).success).toBe(true);
      const current = page.draft ?? page.published;
      expect([page.title, page.slug, page.parentId]).toEqual([current.title, current.slug, current.parent]);
      expect(current.template?.ref).toBe(templates[page.kind]);
      expect(page.modifiedAt === null).toBe(page.draft === null);
      if (page.kind === 'productPage') expect(page.parentId).toBeNull();
    }
  });

  it('keeps slugs unique among siblings and parents of the same kind, older than their children', () => {
    const byId = new Map(content.pages.map((page) => [page.id, page]));
    const siblings = new Set(content.pages.map((page) => `${page.parentId ?? ''}/${page.slug}`));
    expect(siblings.size).toBe(content.pages.length);
    for (const page of content.pages) {
      if (!page.parentId) continue;
      const parent = byId.get(page.parentId);
      expect(parent?.kind).toBe(page.kind);
      expect(Number(parent?.createdAt)).toBeLessThanOrEqual(Number(page.createdAt));
    }
    expect(content.pages.filter((page) => page.slug === 'index')).toHaveLength(1);
  });

  it('has a revision and a timeline event per publish, and versions that count the edits', () => {
    const published = content.pages.filter((page) => page.publishedAt);
    expect(published.length / content.pages.length).toBeGreaterThan(0.9);
    const revisionsOf = new Map<string, number>();
    for (const revision of content.revisions) {
      revisionsOf.set(revision.reference, (revisionsOf.get(revision.reference) ?? 0) + 1);
    }
    expect(content.events).toHaveLength(content.revisions.length);
    for (const page of content.pages) {
      const count = revisionsOf.get(page.id) ?? 0;
      const draft = page.draft ? 1 : 0;
      expect(page.version).toBe(count ? 1 + 2 * count + draft : 1 + draft);
      expect(count > 0).toBe(page.publishedAt !== null && page.publishedAt !== undefined);
    }
    const last = new Map(content.revisions.map((revision) => [revision.reference, revision]));
    for (const page of published) expect(last.get(page.id)?.snapshot).toEqual(page.published);
    expect(content.pages.some((page) => (revisionsOf.get(page.id) ?? 0) >= 4)).toBe(true);
    expect(content.pages.filter((page) => page.draft).length).toBeGreaterThan(50);
  });

  it('indexes every page for search with its path, and finds "sommer" in a realistic share', () => {
    expect(content.search).toHaveLength(content.pages.length);
    const byId = new Map(content.pages.map((page) => [page.id, page]));
    for (const entry of content.search) {
      const page = byId.get(entry.id);
      expect(entry.title).toBe(page?.title);
      expect(entry.type).toBe(page?.kind);
      let path: string[] = [];
      for (let at = page; at; at = at.parentId ? byId.get(at.parentId) : undefined) path = [at.slug, ...path];
      expect(entry.path).toBe(slugPath(path));
    }
    const summer = content.search.filter((entry) => /sommer/i.test(`${entry.title} ${entry.description}`)).length;
    expect(summer / content.search.length).toBeGreaterThan(0.05);
    expect(summer / content.search.length).toBeLessThan(0.3);
  });

  it('records each page’s references to its parent and template', () => {
    const targets = new Map<string, string[]>();
    for (const reference of content.references) {
      targets.set(reference.sourceId, [...(targets.get(reference.sourceId) ?? []), reference.targetId]);
    }
    for (const page of content.pages) {
      expect(new Set(targets.get(page.id))).toEqual(new Set([templates[page.kind], page.parentId].filter(Boolean)));
    }
  });
});
