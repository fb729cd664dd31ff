/**
 * Demo content for each demo site: default templates, a page tree, categories and product
 * pages. Built through the same services as the API, so revisions, references and the search
 * index are real: some pages have several published versions, some unpublished changes.
 */
import { type MediaReference, type PageDocument, slugify } from '@vev/shared';
import { pageResource } from '../modules/pages/resource';
import { createPage, updatePage } from '../modules/pages/service';
import { createDefaultTemplates } from '../modules/templates/defaults';
import { publishDraft } from '../platform/resources/drafts';
import type { SessionUser } from '../platform/sessions/sessions';
import type { Database } from './client';
import { type DemoMediaOptions, seedDemoMedia } from './seed-demo-media';

interface PageSeed {
  title: string;
  preamble: string;
  /** Published versions after the first (0: published once). */
  republish?: number;
  /** Left with unpublished changes. */
  draftChange?: Partial<PageDocument>;
  inactive?: boolean;
  tags?: string[];
  children?: PageSeed[];
}

const shopPages: PageSeed[] = [
  {
    title: 'Forside',
    preamble: 'Velkommen til Demo Butikk – sykler, klær og tilbehør for hele familien.',
    republish: 2,
  },
  {
    title: 'Om oss',
    preamble: 'Vi har solgt sykler og utstyr fra vår butikk i Bergen siden 1987.',
    children: [
      { title: 'Ansatte', preamble: 'Møt menneskene som hjelper deg med å finne riktig sykkel.' },
      {
        title: 'Historien vår',
        preamble: 'Fra et lite verksted på Møhlenpris til en av Vestlandets største sykkelbutikker.',
        draftChange: { preamble: 'Fra et lite verksted på Møhlenpris til en moderne butikk med eget verksted.' },
      },
    ],
  },
  {
    title: 'Tjenester',
    preamble: 'Service, reparasjon og rådgivning – vi hjelper deg hele veien.',
    children: [
      { title: 'Sykkelservice', preamble: 'Vårsjekk, hjulsett og girjustering på verkstedet vårt.', tags: ['Sommer'] },
      { title: 'Rådgivning', preamble: 'Book en time og få hjelp til å velge sykkel og utstyr.' },
    ],
  },
  {
    title: 'Nyheter',
    preamble: 'Siste nytt fra butikken.',
    children: [
      {
        title: 'Sommeren er her',
        preamble: 'Nye sommerklær og sykler er på plass i butikken.',
        republish: 2,
        tags: ['Sommer', 'Nyheter'],
        draftChange: { preamble: 'Nye sommerklær og sykler er på plass – og vi har utvidet åpningstidene.' },
      },
      {
        title: 'Nye åpningstider',
        preamble: 'Fra 1. juni holder vi åpent til klokken 20 på torsdager.',
        tags: ['Nyheter'],
      },
      {
        title: 'Elsykkeldager i september',
        preamble: 'Prøv årets elsykler gratis en hel helg.',
        inactive: true,
        tags: ['Tilbud'],
      },
    ],
  },
  { title: 'Kontakt', preamble: 'Ring oss på 55 12 34 56 eller stikk innom butikken i Strandgaten 12.' },
  { title: 'Kjøpsvilkår', preamble: 'Vilkår for kjøp i nettbutikken vår.' },
  { title: 'Personvern', preamble: 'Slik tar vi vare på opplysningene dine.' },
];

const shopCategories: PageSeed[] = [
  {
    title: 'Sykler',
    preamble: 'Bysykler, terrengsykler og elsykler.',
    children: [
      { title: 'Elsykler', preamble: 'Elsykler for pendling og tur.', republish: 1 },
      { title: 'Barnesykler', preamble: 'Trygge sykler for de minste.' },
    ],
  },
  {
    title: 'Klær',
    preamble: 'Sykkelklær for alle årstider.',
    children: [{ title: 'Jakker', preamble: 'Vind- og vanntette jakker.' }],
  },
  {
    title: 'Tilbehør',
    preamble: 'Hjelmer, lys, låser og vesker.',
    draftChange: { preamble: 'Hjelmer, lys, låser, vesker og mer.' },
  },
];

const shopProductPages: PageSeed[] = [
  { title: 'Standard produktside', preamble: 'Produktsiden de fleste produktene bruker.' },
  { title: 'Produktside for sykler', preamble: 'Med størrelsesguide og prøvetime.' },
];

const homePages: PageSeed[] = [
  { title: 'Forside', preamble: 'Velkommen til Nordnes Vel – et aktivt nabolag midt i Bergen.', republish: 1 },
  {
    title: 'Om oss',
    preamble: 'Nordnes Vel ble stiftet i 1921 og har i dag over 400 medlemmer.',
    children: [{ title: 'Styret', preamble: 'Styret velges på årsmøtet i mars.' }],
  },
  {
    title: 'Arrangementer',
    preamble: 'Det skjer mye på Nordnes gjennom året.',
    children: [
      { title: 'Sommerfest 2026', preamble: 'Grillfest i parken lørdag 20. juni.', tags: ['Sommer'], republish: 1 },
      {
        title: 'Dugnad i parken',
        preamble: 'Vi rydder parken sammen i april.',
        draftChange: { title: 'Vårdugnad i parken' },
      },
    ],
  },
  { title: 'Bli medlem', preamble: 'Medlemskap koster 250 kroner i året.' },
  { title: 'Kontakt', preamble: 'Send oss en e-post på post@nordnesvel.no.' },
];

const homeCategories: PageSeed[] = [{ title: 'Aktuelt', preamble: 'Nytt fra nabolaget.' }];

const departmentPages: PageSeed[] = [
  { title: 'Forside', preamble: 'Demo Butikk på Lagunen – samme gode utvalg, nærmere deg.' },
  { title: 'Om avdelingen', preamble: 'Avdelingen vår på Lagunen Storsenter åpnet i 2019.' },
  { title: 'Kontakt', preamble: 'Ring avdelingen på 55 98 76 54.' },
];

async function seedPages(
  db: Database,
  context: {
    siteId: string;
    template: string;
    kind: 'page' | 'category' | 'productPage';
    editors: SessionUser[];
    /** Featured images, handed out in turn; the media library refers back to these pages. */
    images: MediaReference[];
  },
  seeds: PageSeed[],
  parent: string | null = null,
): Promise<void> {
  const { siteId } = context;
  for (const [index, seed] of seeds.entries()) {
    const author = context.editors[index % context.editors.length] as SessionUser;
    const created = await createPage(db, {
      siteId,
      user: author,
      page: {
        title: seed.title,
        template: { ref: context.template },
        parent,
        isCategory: context.kind === 'category',
        isProductPage: context.kind === 'productPage',
      },
    });
    const edited = await updatePage(db, {
      siteId,
      id: created._id,
      user: author,
      update: {
        version: created.version,
        slug: seed.title === 'Forside' ? 'index' : slugify(seed.title),
        preamble: seed.preamble,
        tags: seed.tags ?? [],
        featuredImage: context.images.length ? (context.images.shift() ?? null) : null,
        seo: { ...created.seo, metaTitle: seed.title, metaDescription: seed.preamble },
        ...(seed.inactive ? {} : { status: 'active' as const }),
      },
    });
    let { version } = await publishDraft(db, pageResource, { siteId, id: edited._id, user: author });
    for (let round = 1; round <= (seed.republish ?? 0); round += 1) {
      const editor = context.editors[(index + round) % context.editors.length] as SessionUser;
      const excerpt = `${seed.preamble} (${round + 1}. versjon)`;
      const draft = await updatePage(db, {
        siteId,
        id: edited._id,
        user: editor,
        update: { version, plug: { title: seed.title, excerpt, image: null } },
      });
      ({ version } = await publishDraft(db, pageResource, { siteId, id: draft._id, user: editor }));
    }
    if (seed.draftChange) {
      await updatePage(db, { siteId, id: edited._id, user: author, update: { version, ...seed.draftChange } });
    }
    if (seed.children) await seedPages(db, context, seed.children, edited._id);
  }
}

export async function seedDemoContent(
  db: Database,
  demo: { shopId: string; departmentId: string; homeId: string; editors: SessionUser[] },
  media?: DemoMediaOptions,
): Promise<void> {
  const plan = [
    { siteId: demo.shopId, pages: shopPages, categories: shopCategories, productPages: shopProductPages, images: 24 },
    { siteId: demo.homeId, pages: homePages, categories: homeCategories, productPages: [], images: 12 },
    { siteId: demo.departmentId, pages: departmentPages, categories: [], productPages: [], images: 8 },
  ];
  for (const site of plan) {
    const authorId = (demo.editors[0] as SessionUser).id;
    const templates = await createDefaultTemplates(db, site.siteId, authorId);
    const editors = demo.editors;
    const library = media ? await seedDemoMedia(db, media, { siteId: site.siteId, authorId, count: site.images }) : [];
    // Pages and categories show every other picture; the rest are free to delete in the demo.
    const images = library.filter((_image, index) => index % 2 === 0);
    const context = { siteId: site.siteId, editors, images };
    await seedPages(db, { ...context, template: templates.page, kind: 'page' }, site.pages);
    await seedPages(db, { ...context, template: templates.category, kind: 'category' }, site.categories);
    await seedPages(
      db,
      { ...context, template: templates.productPage, kind: 'productPage', images: [] },
      site.productPages,
    );
  }
}
