import { z } from 'zod';

/** Who refers to a resource, grouped as the dependency report of spec 1 §3 lists them. */
export const dependentGroups = [
  'site',
  'templateDistribution',
  'globalProps',
  'globalPropsDraft',
  'themeConfig',
  'themeConfigDraft',
  'templates',
  'pages',
  'components',
  'products',
  'productTemplates',
  'attributes',
  'labels',
  'experiments',
  'dataSets',
] as const;
export type DependentGroup = (typeof dependentGroups)[number];

export const dependentSchema = z.object({
  reference: z.object({
    _id: z.string(),
    title: z.string(),
    draft: z.boolean(),
    draftFor: z.string().nullable(),
  }),
  dependents: z.number().int(),
});

export const dependencyReportSchema = z.object({
  _id: z.string(),
  hasDependents: z.boolean(),
  ...(Object.fromEntries(dependentGroups.map((group) => [group, z.array(dependentSchema)])) as Record<
    DependentGroup,
    z.ZodArray<typeof dependentSchema>
  >),
});
export type DependencyReport = z.infer<typeof dependencyReportSchema>;

export const dependencyQuerySchema = z.object({ resources: z.string().min(1).max(2000) }).strict();
