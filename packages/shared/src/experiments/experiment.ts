/**
 * Experiments (spec 3 'Experiment'): an A/B test of a page. Its variants share the visitors by
 * weight; `_baseline` is the page as it is and is shown as 'Standard'. A goal is a page view (a URL
 * that equals or contains a value) or an order line (a product).
 */
import { z } from 'zod';
import { baselineVariant } from '../content/page-variant';

export const experimentTypes = ['page'] as const;
export const experimentGoalTypes = ['pageView', 'orderLine'] as const;
export type ExperimentGoalType = (typeof experimentGoalTypes)[number];
export const experimentGoalTypeLabels: Record<ExperimentGoalType, string> = {
  pageView: 'Sidevisning',
  orderLine: 'Ordrelinje',
};

export const goalOperations = ['equals', 'contains'] as const;
export type GoalOperation = (typeof goalOperations)[number];
export const goalOperationLabels: Record<GoalOperation, string> = { equals: 'Er lik', contains: 'Inneholder' };

export const baselineLabel = 'Standard';
/** A variant's name as people read it: the baseline is 'Standard'. */
export const variantLabel = (variant: { _id: string; name: string }) =>
  variant._id === baselineVariant ? baselineLabel : variant.name;

export const experimentLimits = { variants: 10, weight: 100, name: 200, description: 5000 } as const;

export const experimentMessages = {
  goalUrlRequired: 'Skriv inn nettadressen som er målet.',
  goalProductRequired: 'Velg produktet som er målet.',
  pageRequired: 'Velg siden eksperimentet tester før du aktiverer det.',
  toBeforeFrom: 'Sluttdatoen må være etter startdatoen.',
  baselineRequired: 'Standard kan ikke slettes.',
  variantTwice: 'To varianter kan ikke ha samme id.',
  activeVariants: 'Eksperimentet er aktivt: varianter, navn og vekt kan ikke endres før det stoppes.',
  activeDelete: 'Eksperimentet er aktivt og kan ikke slettes. Stopp det først.',
  activeContent: 'Eksperimentet er aktivt: innholdet i variantene kan ikke endres før det stoppes.',
} as const;

const id = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);
const moment = z.iso.datetime({ offset: true });

export const goalConditionSchema = z
  .object({ value: z.string().trim().max(2000).default(''), operation: z.enum(goalOperations).default('equals') })
  .strict();
export type GoalCondition = z.output<typeof goalConditionSchema>;

/**
 * meta1 is what the goal is (the URL of a page view, the product id of an order line); meta2 an
 * optional second condition: on the same path for a page view, on the line's name for an order line.
 */
export const experimentGoalSchema = z
  .object({
    type: z.enum(experimentGoalTypes),
    meta1: goalConditionSchema,
    meta2: goalConditionSchema.nullable().default(null),
  })
  .strict()
  .superRefine((goal, context) => {
    if (goal.meta1.value) return;
    const message =
      goal.type === 'pageView' ? experimentMessages.goalUrlRequired : experimentMessages.goalProductRequired;
    context.addIssue({ code: 'custom', path: ['meta1', 'value'], message });
  });
export type ExperimentGoal = z.output<typeof experimentGoalSchema>;

const references = z
  .array(z.object({ reference: id }).strict())
  .max(20)
  .default([]);

export const experimentVariantInputSchema = z
  .object({
    /** Given by the server to a new variant; `_baseline` is the page itself. */
    _id: id.optional(),
    name: z.string().trim().min(1).max(100),
    /** The variant's share of the visitors, relative to the other variants' weights. */
    weight: z.number().int().min(0).max(experimentLimits.weight),
    data: z.object({ pages: references, templates: references }).strict().default({ pages: [], templates: [] }),
  })
  .strict();
export type ExperimentVariantInput = z.input<typeof experimentVariantInputSchema>;

const variantsSchema = z
  .array(experimentVariantInputSchema)
  .min(1)
  .max(experimentLimits.variants)
  .superRefine((variants, context) => {
    if (!variants.some((variant) => variant._id === baselineVariant))
      context.addIssue({ code: 'custom', path: [], message: experimentMessages.baselineRequired });
    const ids = variants.map((variant) => variant._id);
    ids.forEach((value, index) => {
      if (value && ids.indexOf(value) !== index)
        context.addIssue({ code: 'custom', path: [index, '_id'], message: experimentMessages.variantTwice });
    });
  });

export const defaultExperimentGoal: ExperimentGoal = {
  type: 'pageView',
  meta1: { value: '', operation: 'equals' },
  meta2: null,
};

/** A new experiment's only variant: the page as it is, with half the weight for the first variant to come. */
export const baselineVariantInput = {
  _id: baselineVariant,
  name: baselineVariant,
  weight: 50,
  data: { pages: [], templates: [] },
};

const fields = {
  name: z.string().trim().min(1).max(experimentLimits.name),
  type: z.enum(experimentTypes),
  description: z.string().max(experimentLimits.description),
  active: z.boolean(),
  fromDate: moment.nullable(),
  toDate: moment.nullable(),
  /** The page it tests. */
  reference: id.nullable(),
  goal: experimentGoalSchema,
  variants: variantsSchema,
};

type ExperimentFields = {
  active?: boolean;
  reference?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
};

/** The rules across fields, checked on the whole experiment (a PATCH is merged first). */
export function experimentProblems(experiment: ExperimentFields) {
  const problems: { path: string[]; message: string }[] = [];
  if (experiment.active && !experiment.reference)
    problems.push({ path: ['reference'], message: experimentMessages.pageRequired });
  if (experiment.fromDate && experiment.toDate && Date.parse(experiment.toDate) <= Date.parse(experiment.fromDate))
    problems.push({ path: ['toDate'], message: experimentMessages.toBeforeFrom });
  return problems;
}

export const experimentCreateSchema = z
  .object({
    name: fields.name,
    type: fields.type.default('page'),
    description: fields.description.default(''),
    active: fields.active.default(false),
    fromDate: fields.fromDate.default(null),
    toDate: fields.toDate.default(null),
    reference: fields.reference.default(null),
    goal: fields.goal.default(defaultExperimentGoal),
    variants: fields.variants.default([baselineVariantInput]),
  })
  .strict()
  .superRefine((experiment, context) => {
    for (const problem of experimentProblems(experiment)) context.addIssue({ code: 'custom', ...problem });
  });
export type ExperimentCreate = z.input<typeof experimentCreateSchema>;
export type ExperimentValues = z.output<typeof experimentCreateSchema>;

/** Without defaults: what a PATCH leaves out keeps its value. */
export const experimentUpdateSchema = z
  .object({
    name: fields.name.optional(),
    type: fields.type.optional(),
    description: fields.description.optional(),
    active: fields.active.optional(),
    fromDate: fields.fromDate.optional(),
    toDate: fields.toDate.optional(),
    reference: fields.reference.optional(),
    goal: fields.goal.optional(),
    variants: fields.variants.optional(),
  })
  .strict();
export type ExperimentUpdate = z.input<typeof experimentUpdateSchema>;

export const variantStatsSchema = z.object({
  entries: z.number(),
  goals: z.number(),
  /** goals / entries, 0 without entries. */
  successRate: z.number(),
  /** The sum of the goals' values in øre (order lines); 0 for page views. */
  goalValue: z.number(),
  /** The chance (0–1) that the variant beats Standard; null below the minimum sample ('Ikke nok data ennå'). */
  chanceToBeatBaseline: z.number().nullable(),
});
export type VariantStats = z.infer<typeof variantStatsSchema>;

export const experimentVariantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  weight: z.number(),
  data: z.object({
    pages: z.array(z.object({ reference: z.string() })),
    templates: z.array(z.object({ reference: z.string() })),
  }),
  /** Only while the experiment is active (spec 3 'Experiment'). */
  stats: variantStatsSchema.optional(),
});
export type ExperimentVariant = z.infer<typeof experimentVariantSchema>;

export const experimentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(experimentTypes),
  description: z.string(),
  active: z.boolean(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  reference: z.string().nullable(),
  goal: z.object({
    type: z.enum(experimentGoalTypes),
    meta1: z.object({ value: z.string(), operation: z.enum(goalOperations) }),
    meta2: z.object({ value: z.string(), operation: z.enum(goalOperations) }).nullable(),
  }),
  variants: z.array(experimentVariantSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Experiment = z.infer<typeof experimentSchema>;

export const experimentStatsSchema = z.array(
  z.object({ _id: z.string(), name: z.string() }).extend(variantStatsSchema.shape),
);
export type ExperimentStats = z.infer<typeof experimentStatsSchema>;

/** `GET experiments`: a page, or a search by name. */
export const experimentListQuerySchema = z
  .object({
    skip: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    text: z.string().trim().max(200).optional(),
  })
  .strict();
export type ExperimentListQuery = z.output<typeof experimentListQuerySchema>;

/** 'Variant N' by count: the baseline and the variants before it are counted. */
export const nextVariantName = (variants: readonly unknown[]) => `Variant ${variants.length}`;
