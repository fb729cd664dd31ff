/** Pages, categories and product pages: the document editors change, and what the API answers. */
import { z } from 'zod';
import { readOnlyField, validationMessages } from '../core/validation';
import { pageStatuses } from './page-status';
import { pageVariantSchema } from './page-variant';

export const id = () => z.string().min(1).max(40);
const text = (max: number) => z.string().max(max);

/** A media file as content refers to it (spec 1 §3 'Media reference on content'). */
export const mediaReferenceSchema = z
  .object({
    ref: id().nullable().default(null),
    url: text(2000),
    alt: text(500).default(''),
    caption: text(1000).optional(),
    filename: text(500).optional(),
    type: text(100).optional(),
    lazyLoad: z.boolean().optional(),
  })
  .strict();
export type MediaReference = z.infer<typeof mediaReferenceSchema>;

export const seoSchema = z
  .object({
    metaTitle: text(300).default(''),
    metaDescription: text(1000).default(''),
    metaImage: mediaReferenceSchema.nullable().default(null),
    ogTitle: text(300).default(''),
    ogDescription: text(1000).default(''),
    ogImage: mediaReferenceSchema.nullable().default(null),
    twitterTitle: text(300).default(''),
    twitterDescription: text(1000).default(''),
    twitterImage: mediaReferenceSchema.nullable().default(null),
  })
  .strict();

export const plugSchema = z
  .object({
    title: text(300).default(''),
    excerpt: text(2000).default(''),
    image: mediaReferenceSchema.nullable().default(null),
  })
  .strict();

export const visibilities = ['public', 'password'] as const;
export const visibilityLabels = { public: 'Offentlig', password: 'Passordbeskyttet' } as const;
export const redirectStatusCodes = [302, 301] as const;
export const redirectStatusLabels = { 302: '302 – midlertidig', 301: '301 – permanent' } as const;

const slugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Kun små bokstaver (a–z), tall og bindestrek.' });

const tagsSchema = z
  .array(z.string().trim().min(1).max(60))
  .max(100)
  .refine((tags) => new Set(tags.map((tag) => tag.toLocaleLowerCase('nb'))).size === tags.length, {
    error: 'En merkelapp kan ikke stå to ganger.',
  });

/**
 * A section on a page as a request carries it: any object here, since the server checks the whole
 * list against the section definitions (`checkSectionInstances`) and names each problem by its path.
 */
export const componentInstanceSchema = z.record(z.string(), z.unknown());

/** The fields an editor changes; they go to the draft and are published together. */
export const pageDocumentShape = {
  title: z.string().trim().min(1).max(200),
  slug: slugSchema,
  parent: id().nullable(),
  preamble: text(5000),
  featuredImage: mediaReferenceSchema.nullable(),
  publishDate: z.iso.datetime({ offset: true }).nullable(),
  template: z.object({ ref: id() }).strict().nullable(),
  tags: tagsSchema,
  visibility: z.enum(visibilities),
  password: text(200),
  blockRobots: z.boolean(),
  customCanonicalEnabled: z.boolean(),
  customCanonicalUrl: text(2000),
  redirectEnabled: z.boolean(),
  redirectUrl: text(2000),
  redirectStatusCode: z.union([z.literal(301), z.literal(302)]),
  inStandardCatalog: z.boolean(),
  plug: plugSchema,
  seo: seoSchema,
  components: z.array(componentInstanceSchema).max(500),
};
export const pageDocumentSchema = z.object(pageDocumentShape).strict();
export type PageDocument = z.infer<typeof pageDocumentSchema>;

const isUrl = (value: string) => z.url().safeParse(value).success;

/** Rules across fields, checked on the whole document (spec 1 §5 'General'). */
export function pageDocumentProblems(document: PageDocument): Record<string, string> {
  const problems: Record<string, string> = {};
  if (document.customCanonicalEnabled) {
    if (!document.customCanonicalUrl) problems.customCanonicalUrl = validationMessages.required;
    else if (!isUrl(document.customCanonicalUrl)) problems.customCanonicalUrl = validationMessages.url;
  }
  if (document.redirectEnabled && !document.redirectUrl.trim()) problems.redirectUrl = validationMessages.required;
  if (document.visibility === 'password' && !document.password) problems.password = validationMessages.required;
  return problems;
}

export function newPageDocument(fields: Pick<PageDocument, 'title' | 'slug' | 'parent' | 'template'>): PageDocument {
  return {
    ...fields,
    preamble: '',
    featuredImage: null,
    publishDate: null,
    tags: [],
    visibility: 'public',
    password: '',
    blockRobots: false,
    customCanonicalEnabled: false,
    customCanonicalUrl: '',
    redirectEnabled: false,
    redirectUrl: '',
    redirectStatusCode: 302,
    inStandardCatalog: true,
    plug: plugSchema.parse({}),
    seo: seoSchema.parse({}),
    components: [],
  };
}

export const pageReferenceSchema = z.object({ _id: z.string(), title: z.string(), slug: z.string() });

/** A page as the API answers it: the editor's view (the draft laid over the published page). */
export const pageSchema = z.object({
  ...pageDocumentShape,
  title: z.string(),
  _id: z.string(),
  site: z.string(),
  status: z.enum(pageStatuses),
  isCategory: z.boolean(),
  isProductPage: z.boolean(),
  parents: z.array(pageReferenceSchema),
  path: z.string(),
  author: z.object({ name: z.string() }).nullable(),
  modified: z.boolean(),
  modifiedDate: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  inherited: z.boolean(),
  catalogEntries: z.array(z.unknown()),
  revision: z.string().nullable(),
  /** The experiment variant whose sections `components` and `version` are (spec 1 §7); null for the page itself. */
  variant: pageVariantSchema.nullable(),
});
export type Page = z.infer<typeof pageSchema>;

/** One row of a page list. */
export const pageListItemSchema = pageSchema.pick({
  _id: true,
  title: true,
  slug: true,
  path: true,
  status: true,
  isCategory: true,
  isProductPage: true,
  parent: true,
  author: true,
  modified: true,
  modifiedDate: true,
  updatedAt: true,
  inherited: true,
  site: true,
  catalogEntries: true,
});
export type PageListItem = z.infer<typeof pageListItemSchema>;

export const pageCreateSchema = z
  .object({
    title: pageDocumentShape.title,
    template: z.object({ ref: id() }).strict(),
    parent: id().nullable().optional(),
    isCategory: z.boolean().optional(),
    isProductPage: z.boolean().optional(),
  })
  .strict();
export type PageCreate = z.infer<typeof pageCreateSchema>;

/** `PATCH pages/{id}`: the changed fields, and the version they were based on. */
export const pageUpdateSchema = pageDocumentSchema
  .partial()
  .extend({
    status: z.enum(pageStatuses).optional(),
    version: z.number().int().min(0),
    _id: readOnlyField(),
    site: readOnlyField(),
    isCategory: readOnlyField(),
    isProductPage: readOnlyField(),
    author: readOnlyField(),
    createdAt: readOnlyField(),
    updatedAt: readOnlyField(),
    modified: readOnlyField(),
    modifiedDate: readOnlyField(),
  })
  .strict();
export type PageUpdate = z.infer<typeof pageUpdateSchema>;

const flag = z.enum(['true', 'false']).optional();

export const pageListQuerySchema = z
  .object({
    isCategory: flag,
    isProductPage: flag,
    fetchInherited: flag,
    descendantOf: id().optional(),
    text: z.string().max(200).optional(),
    draft: flag,
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

export interface PageTreeNode {
  _id: string;
  title: string;
  children: PageTreeNode[];
}
export const pageTreeNodeSchema: z.ZodType<PageTreeNode> = z.object({
  _id: z.string(),
  title: z.string(),
  get children() {
    return z.array(pageTreeNodeSchema);
  },
});

export const pageTreeQuerySchema = z.object({ removeChildless: flag, isCategory: flag }).strict();

/** Publish and discard may name the version they saw, so a stale screen cannot publish unseen edits. */
export const draftActionSchema = z.object({ version: z.number().int().min(0).optional() }).strict();
