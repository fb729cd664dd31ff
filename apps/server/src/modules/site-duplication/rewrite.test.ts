/** Rewriting a copied document's references: copied ids become the copies', left-behind ones are left out. */
import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids';
import { copiedId } from './copied-ids';
import { idTokensIn, type ReferenceRewrite, rewriteReferences } from './rewrite';

const page = newId();
const parent = newId();
const template = newId();
const component = newId();
const image = newId();
const otherImage = newId();
const product = newId();
const newIds = Object.fromEntries([page, parent, template, component, image].map((id) => [id, `${id}-copy`]));

/** Pages, their parent, the template, the component and one image are copied; another image and a product are not. */
const rewrite: ReferenceRewrite = {
  copied: new Map(Object.entries(newIds)),
  leftBehind: new Set([otherImage, product]),
};

describe('reference rewriting', () => {
  it('parent, template and componentRef name the copies', () => {
    const document = {
      title: 'Om oss',
      parent,
      template: { ref: template },
      components: [{ _id: 'hero1-id', name: 'hero1', component: 'hero', componentRef: { ref: component } }],
    };
    expect(rewriteReferences(document, rewrite)).toEqual({
      title: 'Om oss',
      parent: newIds[parent],
      template: { ref: newIds[template] },
      components: [{ _id: 'hero1-id', name: 'hero1', component: 'hero', componentRef: { ref: newIds[component] } }],
    });
  });

  it('a media reference names the copy in its ref and in its URL', () => {
    const reference = { ref: image, url: `http://localhost:3000/media/${image}/file?v=abc`, alt: 'Sykkel' };
    expect(rewriteReferences({ featuredImage: reference }, rewrite)).toEqual({
      featuredImage: {
        ref: newIds[image],
        url: `http://localhost:3000/media/${newIds[image]}/file?v=abc`,
        alt: 'Sykkel',
      },
    });
  });

  it('ids inside text (rich-text links, edit paths) are rewritten, other words are not', () => {
    const text = `{"url":"/media/${image}/file","label":"${'a'.repeat(30)}"}`;
    expect(rewriteReferences(text, rewrite)).toBe(`{"url":"/media/${newIds[image]}/file","label":"${'a'.repeat(30)}"}`);
    expect(rewriteReferences(`/innhold/sider/${page}`, rewrite)).toBe(`/innhold/sider/${newIds[page]}`);
  });

  it('a link to a page is rewritten; a link to what stays behind keeps its label but loses its target', () => {
    const links = {
      primaryLink: { type: 'page', page, product: null, url: '', label: 'Les mer' },
      secondaryLink: { type: 'product', page: null, product, url: '', label: 'Kjøp' },
    };
    expect(rewriteReferences(links, rewrite)).toEqual({
      primaryLink: { type: 'page', page: newIds[page], product: null, url: '', label: 'Les mer' },
      secondaryLink: { type: 'product', page: null, product: null, url: '', label: 'Kjøp' },
    });
  });

  it('an image that stays behind is left out: null as a field, and its gallery item goes with it', () => {
    const props = {
      image: { ref: otherImage, url: `/media/${otherImage}/file`, alt: '' },
      images: [
        {
          image: { _id: image, url: `/media/${image}/file`, filename: 'a.jpg', fileType: 'image', alt: '' },
          caption: 'A',
        },
        { image: { _id: otherImage, url: '', filename: 'b.jpg', fileType: 'image', alt: '' }, caption: 'B' },
      ],
    };
    const rewritten = rewriteReferences(props, rewrite);
    expect(rewritten.image).toBeNull();
    expect(rewritten.images).toHaveLength(1);
    expect(rewritten.images[0]?.image._id).toBe(newIds[image]);
  });

  it('a section placing a component that stays behind is removed; the other sections stay', () => {
    const sections = {
      components: [
        { name: 'header1', component: 'header', props: {} },
        { name: 'hero1', component: 'hero', componentRef: { ref: otherImage } },
      ],
    };
    expect(rewriteReferences(sections, rewrite).components).toEqual([
      { name: 'header1', component: 'header', props: {} },
    ]);
  });

  it('a template that stays behind leaves the page without one (it falls back to the default templates)', () => {
    const stays: ReferenceRewrite = { copied: new Map(), leftBehind: new Set([template]) };
    expect(rewriteReferences({ title: 'Hjem', template: { ref: template } }, stays)).toEqual({
      title: 'Hjem',
      template: null,
    });
  });

  it('a list of ids loses the ones that stay behind', () => {
    expect(rewriteReferences({ products: [product, page] }, rewrite)).toEqual({ products: [newIds[page]] });
  });

  it('leaves a document without references as it is, and a top-level left-behind reference becomes null', () => {
    const plain = { title: 'Kontakt', slug: 'kontakt', tags: ['Sommer'], count: 3, active: true, nothing: null };
    expect(rewriteReferences(plain, rewrite)).toEqual(plain);
    expect(rewriteReferences({ ref: otherImage }, rewrite)).toBeNull();
  });
});

describe('id tokens and copied ids', () => {
  it('finds every id in a document, inside strings too', () => {
    const tokens = idTokensIn({ parent, body: `se /media/${image}/file`, word: 'sykkelverksted' });
    expect(tokens).toEqual(new Set([parent, image]));
  });

  it("a copy's id is a ULID of the job's time, the same on every attempt, different per job and original", () => {
    const job = newId();
    const copy = copiedId(job, page);
    expect(copy).toMatch(/^[0-9a-hjkmnp-tv-z]{26}$/);
    expect(copy.slice(0, 10)).toBe(job.slice(0, 10));
    expect(copiedId(job, page)).toBe(copy);
    expect(copiedId(job, parent)).not.toBe(copy);
    expect(copiedId(newId(), page)).not.toBe(copy);
  });
});
