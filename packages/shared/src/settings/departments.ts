/** Departments (spec 2 'Department'): sites of their own that read the parent site's content. */
import { z } from 'zod';
import { slugify } from '../content/slug';

export const departmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  displayName: z.string(),
  notificationEmail: z.string().nullable(),
  hasEcommerce: z.boolean(),
  createdAt: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

const requiredEmail = z.string().trim().min(1).max(254).pipe(z.email());

export const departmentCreateSchema = z
  .object({ displayName: z.string().trim().min(1).max(120), notificationEmail: requiredEmail })
  .strict();
export type DepartmentCreate = z.input<typeof departmentCreateSchema>;

export const departmentUpdateSchema = departmentCreateSchema.partial().strict();
export type DepartmentUpdate = z.input<typeof departmentUpdateSchema>;

export const departmentMessages = {
  nested: 'En avdeling kan ikke ha egne avdelinger.',
} as const;

/**
 * A site name (`[a-z0-9-]`, at most 63 characters) from a display name: 'Avdeling Bergen' →
 * 'avdeling-bergen'; with `taken`, the first free one ('avdeling-bergen-2' …); `fallback` when the
 * display name has no letters or digits to make a name of.
 */
export function siteNameFrom(displayName: string, taken: Iterable<string> = [], fallback = 'avdeling'): string {
  const base = slugify(displayName).slice(0, 56).replace(/-+$/g, '') || fallback;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
