/**
 * Demo content for each demo site: default templates, a page tree, categories and product
 * pages. Built through the same services as the API, so revisions, references and the search
 * index are real: some pages have several published versions, some unpublished changes.
 */
import { type MediaReference, type PageDocument, seoSchema, slugify } from '@vev/shared';
import { eq, sql } from 'drizzle-orm';
import { pageResource } from '../modules/pages/resource';
import { createPage, updatePage } from '../modules/pages/service';
import { createDefaultTemplates, type SectionSeed, sectionInstances } from '../modules/templates/defaults';
import { templateResource } from '../modules/templates/resource';
import { sites } from '../platform/accounts/schema';
import { publishDraft, saveDraft } from '../platform/resources/drafts';
import type { SessionUser } from '../platform/sessions/sessions';
import type { Database } from './client';
import {
  categoryTemplateMain,
  type DemoPlaces,
  departmentPageSections,
  departmentTemplate,
  homePageSections,
  homeTemplate,
  productTemplateMain,
  shopComponents,
  shopGlobalContent,
  shopPageSections,
  shopTemplate,
} from './demo-sections';
import { seedDemoComponents, seedDemoGlobalContent, withPlacedComponents } from './seed-demo-designer';
import { type DemoMediaOptions, seedDemoMedia } from './seed-demo-media';
import { demoImages } from './seed-demo-media-images';

interface PageSeed {
  title: string;
  preamble: string;
  /** Published versions after the first (0: published once). */
  republish?: number;
  /** Left with unpublished changes. */
  draftChange?: Partial<PageDocument>;
  inactive?: boolean;
  tags?: string[];
  /** A featured image of its own (a file name in the demo library), instead of the next one in turn. */
  image?: string;
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
    image: 'bysykkel.jpg',
    children: [
      { title: 'Elsykler', preamble: 'Elsykler for pendling og tur.', republish: 1, image: 'elsykkel.jpg' },
      { title: 'Barnesykler', preamble: 'Trygge sykler for de minste.', image: 'barnesykkel.jpg' },
    ],
  },
  {
    title: 'Klær',
    preamble: 'Sykkelklær for alle årstider.',
    image: 'regnjakke.jpg',
    children: [{ title: 'Jakker', preamble: 'Vind- og vanntette jakker.', image: 'strikkegenser.jpg' }],
  },
  {
    title: 'Tilbehør',
    preamble: 'Hjelmer, lys, låser og vesker.',
    image: 'hjelm.jpg',
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

interface SeedContext {
  siteId: string;
  template: string;
  kind: 'page' | 'category' | 'productPage';
  editors: SessionUser[];
  /** Featured images, handed out in turn; the media library refers back to these pages. */
  images: MediaReference[];
}

interface CreatedPage {
  seed: PageSeed;
  id: string;
  version: number;
  index: number;
  context: SeedContext;
}

/** First every page exists (so sections can link to any of them), by title for the sections. */
async function createPages(
  db: Database,
  context: SeedContext,
  seeds: PageSeed[],
  created: CreatedPage[],
  parent: string | null = null,
): Promise<void> {
  for (const [index, seed] of seeds.entries()) {
    const author = context.editors[index % context.editors.length] as SessionUser;
    const page = await createPage(db, {
      siteId: context.siteId,
      user: author,
      page: {
        title: seed.title,
        template: { ref: context.template },
        parent,
        isCategory: context.kind === 'category',
        isProductPage: context.kind === 'productPage',
      },
    });
    created.push({ seed, id: page._id, version: page.version, index, context });
    if (seed.children) await createPages(db, context, seed.children, created, page._id);
  }
}

/** Then each gets its fields and sections, is published (some several times) and perhaps left with a draft. */
async function fillPage(
  db: Database,
  page: CreatedPage,
  sections: Record<string, unknown>[],
  places: DemoPlaces,
): Promise<void> {
  const { seed, context, index } = page;
  const { siteId } = context;
  const author = context.editors[index % context.editors.length] as SessionUser;
  const edited = await updatePage(db, {
    siteId,
    id: page.id,
    user: author,
    update: {
      version: page.version,
      slug: seed.title === 'Forside' ? 'index' : slugify(seed.title),
      preamble: seed.preamble,
      tags: seed.tags ?? [],
      featuredImage: seed.image ? places.image(seed.image) : (context.images.shift() ?? null),
      seo: { ...seoSchema.parse({}), metaTitle: seed.title, metaDescription: seed.preamble },
      components: sections,
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
}

const titleHero = (seed: PageSeed): SectionSeed => ({
  component: 'hero',
  props: { heading: seed.title, text: seed.preamble, height: 'small', align: 'start' },
});

/** Gives a template its sections and publishes them. */
async function publishTemplate(db: Database, siteId: string, id: string, user: SessionUser, seeds: SectionSeed[]) {
  const row = await saveDraft(db, templateResource, {
    siteId,
    id,
    user,
    version: 1,
    changes: { components: sectionInstances(seeds) },
  });
  await publishDraft(db, templateResource, { siteId, id, user, version: row.version });
}

export async function seedDemoContent(
  db: Database,
  demo: {
    shopId: string;
    departmentId: string;
    homeId: string;
    editors: SessionUser[];
    /** Demo Butikk's data sets by name. */
    dataSets: ReadonlyMap<string, string>;
  },
  media?: DemoMediaOptions,
): Promise<void> {
  const plan = [
    {
      siteId: demo.shopId,
      pages: shopPages,
      categories: shopCategories,
      productPages: shopProductPages,
      images: 24,
      storefront: { template: shopTemplate, sections: shopPageSections, ecommerce: true },
      designer: { components: shopComponents, global: shopGlobalContent },
    },
    {
      siteId: demo.homeId,
      pages: homePages,
      categories: homeCategories,
      productPages: [],
      images: 12,
      storefront: { template: homeTemplate, sections: homePageSections, ecommerce: false, theme: 'skog' },
    },
    {
      siteId: demo.departmentId,
      pages: departmentPages,
      categories: [],
      productPages: [],
      images: 8,
      storefront: { template: departmentTemplate, sections: departmentPageSections, ecommerce: true },
    },
  ];
  for (const site of plan) {
    const author = demo.editors[0] as SessionUser;
    const templates = await createDefaultTemplates(db, site.siteId, author.id);
    const editors = demo.editors;
    const library = media
      ? await seedDemoMedia(db, media, { siteId: site.siteId, authorId: author.id, count: site.images })
      : [];
    // Pages and categories show every other picture; the rest are free to delete in the demo.
    const images = library.filter((_image, index) => index % 2 === 0);
    const context = { siteId: site.siteId, editors, images };
    const created: CreatedPage[] = [];
    await createPages(db, { ...context, template: templates.page, kind: 'page' }, site.pages, created);
    await createPages(db, { ...context, template: templates.category, kind: 'category' }, site.categories, created);
    await createPages(
      db,
      { ...context, template: templates.productPage, kind: 'productPage', images: [] },
      site.productPages,
      created,
    );
    const places: DemoPlaces = {
      page: (title) => {
        const found = created.find((page) => page.seed.title === title);
        if (!found) throw new Error(`demo page ${title} does not exist`);
        return found.id;
      },
      // The library holds the demo pictures in their order.
      image: (filename) => library[demoImages.findIndex((image) => image.filename === filename)] ?? null,
      dataSet: (name) => {
        const found = demo.dataSets.get(name);
        if (!found) throw new Error(`demo data set ${name} does not exist`);
        return found;
      },
    };
    const designer = 'designer' in site ? site.designer : null;
    const placed = designer
      ? await seedDemoComponents(db, { siteId: site.siteId, user: author, places, components: designer.components })
      : new Map();
    for (const page of created) {
      const plan = site.storefront.sections[page.seed.title];
      const sections = plan ? plan(places) : [];
      // Every page opens with its title (the page's h1): a hero of its own, or a small one with the preamble.
      if (sections.length > 0 && sections[0]?.component !== 'hero') sections.unshift(titleHero(page.seed));
      await fillPage(db, page, withPlacedComponents(sectionInstances(sections), placed.get(page.seed.title)), places);
    }
    if (designer) {
      await seedDemoGlobalContent(db, { siteId: site.siteId, user: author, content: designer.global(places) });
    }
    const { header, footer } = site.storefront.template;
    const frame = [...header(places), ...footer(places)];
    await publishTemplate(db, site.siteId, templates.page, author, frame);
    await publishTemplate(db, site.siteId, templates.category, author, [...frame, ...categoryTemplateMain(places)]);
    const productMain = site.storefront.ecommerce ? productTemplateMain(places) : [];
    await publishTemplate(db, site.siteId, templates.productPage, author, [...frame, ...productMain]);
    if (site.storefront.ecommerce) {
      // The shop's products are shown in the same template as its product pages (Produktdetaljer).
      const product = { ref: templates.productPage, source: site.siteId };
      await db
        .update(sites)
        .set({
          settings: sql`jsonb_set(${sites.settings}, '{templateDistribution,product}', ${JSON.stringify(product)}::jsonb)`,
        })
        .where(eq(sites.id, site.siteId));
    }
    if ('theme' in site.storefront) {
      // The site record's theme (spec 2 §3 'theme {name, config, configDraft}'), as the designer would set it.
      const theme = { name: site.storefront.theme, config: null, configDraft: null };
      await db
        .update(sites)
        .set({ settings: sql`${sites.settings} || ${JSON.stringify({ theme })}::jsonb` })
        .where(eq(sites.id, site.siteId));
    }
  }
}
