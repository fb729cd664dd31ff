/**
 * A placed section (spec 1 §3 'Section/component instance'; spec 2 §3 'Component instance') as
 * pages, templates and reusable components store it, and the rule that names a new one.
 */
import { z } from 'zod';
import { id } from './page';

export const sectionInstanceSchema = z
  .object({
    _id: id(),
    internalId: id(),
    /** Unique in its list: the lowercased type plus a counter (`hero2`), `partial_` first in sub-templates. */
    name: z
      .string()
      .min(1)
      .max(80)
      .regex(/^[a-z0-9_-]+$/),
    /** The section definition's name (`hero`). */
    component: z.string().min(1).max(60),
    props: z.record(z.string(), z.unknown()),
    /** A reusable component this instance shows instead of its own props. */
    componentRef: z.object({ ref: id() }).strict().nullable().optional(),
    /** A sub-template placed in a whole template (component `template`): its sections show here. */
    template: z.object({ ref: id() }).strict().nullable().optional(),
    /** Template areas: a template's sections go in the header, the footer or (neither) the main area. */
    inHeader: z.boolean().optional(),
    inFooter: z.boolean().optional(),
  })
  .strict();
export type SectionInstanceRecord = z.infer<typeof sectionInstanceSchema>;

/** The section type of a placed sub-template (spec 1 §3: a component instance's `template` ref). */
export const placedTemplateComponent = 'template';

/** Names of sections in a sub-template (a partial template) start with this. */
export const partialSectionPrefix = 'partial_';

/**
 * The name of a new section: its type lowercased plus the lowest counter from 1 up that no section
 * in the list uses yet (`hero1`, `hero2` …), with `partial_` in front in a sub-template.
 */
export function nextSectionName(component: string, existing: Iterable<string>, options: { partial?: boolean } = {}) {
  const taken = new Set(existing);
  const base = `${options.partial ? partialSectionPrefix : ''}${component.toLowerCase()}`;
  let counter = 1;
  while (taken.has(`${base}${counter}`)) counter += 1;
  return `${base}${counter}`;
}

export const sectionEditMessages = {
  notFound: 'Fant ikke seksjonen.',
  reusable: 'Denne seksjonen er en gjenbrukbar komponent. Endre den under Komponenter.',
  partialName: 'Navnet på en seksjon i en delmal må begynne med «partial_».',
  componentMissing: 'Komponenten finnes ikke.',
  componentType: 'Komponenten er ikke av samme type som seksjonen.',
  partialMissing: 'Delmalen finnes ikke.',
  notPartial: 'Bare delmaler kan plasseres i en mal.',
  partialsOnlyInTemplates: 'Delmaler kan bare plasseres i hele maler.',
  templateOfItsOwn: 'En delmal er en egen mal og har ingen innstillinger her.',
  incomplete: (label: string) => `Fyll ut det som mangler i seksjonen «${label}» før du publiserer.`,
} as const;

/** `PATCH pages/{id}/components/{name}`: one section's props, and the version they were based on. */
export const sectionPropsUpdateSchema = z
  .object({
    props: z.record(z.string(), z.unknown()),
    version: z.number().int().min(0),
  })
  .strict();
export type SectionPropsUpdate = z.infer<typeof sectionPropsUpdateSchema>;
