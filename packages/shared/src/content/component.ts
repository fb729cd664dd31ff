/**
 * Reusable components (spec 3 'Components'): one section kept once under a name and shown wherever
 * a page or template places it (`componentRef: { ref }`). What the API answers and accepts.
 */
import { z } from 'zod';
import { readOnlyField } from '../core/validation';
import { id } from './page';
import { sectionInstanceSchema } from './section-instance';

export const componentMessages = {
  oneSection: 'En komponent har nøyaktig én seksjon.',
  sameType: 'Seksjonen må være av komponentens type.',
  noNesting: 'En komponent kan ikke vise en annen komponent.',
} as const;

export const componentLimits = { name: 120, description: 500 } as const;

const name = z.string().trim().min(1).max(componentLimits.name);
const description = z.string().max(componentLimits.description);

/** A component as the editor reads it: the draft laid over the published state. */
export const componentSchema = z.object({
  _id: z.string(),
  site: z.string(),
  name: z.string(),
  description: z.string(),
  /** The section type (`hero`); fixed at creation. */
  component: z.string(),
  /** Its one section instance. */
  components: z.array(z.record(z.string(), z.unknown())),
  author: z.object({ name: z.string() }).nullable(),
  modified: z.boolean(),
  modifiedDate: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  /** Read from the site a department belongs to: read-only here. */
  inherited: z.boolean(),
  /** The revision shown, when one was asked for (`?revision=`); then read-only. */
  revision: z.string().nullable(),
});
export type Component = z.infer<typeof componentSchema>;

/** One row of the component list and the section picker. */
export const componentListItemSchema = componentSchema.pick({
  _id: true,
  site: true,
  name: true,
  description: true,
  component: true,
  author: true,
  modified: true,
  modifiedDate: true,
  publishedAt: true,
  updatedAt: true,
  version: true,
  inherited: true,
});
export type ComponentListItem = z.infer<typeof componentListItemSchema>;

/** `POST components`: the section type is chosen once; the section starts with its defaults. */
export const componentCreateSchema = z
  .object({
    name,
    component: z.string().trim().min(1).max(60),
    description: description.optional(),
  })
  .strict();
export type ComponentCreate = z.infer<typeof componentCreateSchema>;

/** `PATCH components/{id}`: the changed fields and the version they were based on. */
export const componentUpdateSchema = z
  .object({
    name: name.optional(),
    description: description.optional(),
    components: z
      .array(sectionInstanceSchema)
      .min(1, { error: componentMessages.oneSection })
      .max(1, { error: componentMessages.oneSection })
      .optional(),
    version: z.number().int().min(0),
    component: readOnlyField(),
    _id: readOnlyField(),
    site: readOnlyField(),
    author: readOnlyField(),
    modified: readOnlyField(),
    modifiedDate: readOnlyField(),
    publishedAt: readOnlyField(),
    createdAt: readOnlyField(),
    updatedAt: readOnlyField(),
    inherited: readOnlyField(),
  })
  .strict();
export type ComponentUpdate = z.infer<typeof componentUpdateSchema>;

const flag = z.enum(['true', 'false']).optional();

export const componentListQuerySchema = z
  .object({
    draft: flag,
    fetchInherited: flag,
    /** Part of the name. */
    text: z.string().max(200).optional(),
    /** Only components of this section type. */
    component: z.string().max(60).optional(),
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(100),
  })
  .strict();
export type ComponentListQuery = z.infer<typeof componentListQuerySchema>;

export const componentGetQuerySchema = z.object({ revision: id().optional() }).strict();

/**
 * A section type that can be placed on the site (spec 1 §7 'GET app-components'; spec 1 §3
 * 'Component definition' without its functions). Types from installed apps carry their app's name.
 */
export const appComponentSchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string(),
  icon: z.string(),
  appName: z.string().nullable(),
  appIcon: z.string().nullable(),
  usableInSection: z.boolean(),
  usableInRichContent: z.boolean(),
  requiresEcommerce: z.boolean(),
});
export type AppComponent = z.infer<typeof appComponentSchema>;

export const appComponentListQuerySchema = z
  .object({
    draft: flag,
    fetchInherited: flag,
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(100),
  })
  .strict();
