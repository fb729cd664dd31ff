/**
 * A list of placed sections checked against their definitions before it is stored (pages,
 * templates, reusable components): known types that may be placed here, unique names, and props
 * that fit the type (defaults filled in, rich text normalized). Problems come back as field paths
 * (`components.2.props.heading`), so an editor can show each next to its field.
 */
import {
  fieldErrors,
  placedTemplateComponent,
  type SectionInstanceRecord,
  sectionEditMessages,
  sectionInstanceSchema,
} from '@vev/shared';
import { findSectionDefinition } from '../registry';
import { draftSectionPropsSchema, sectionPropsSchema } from './schema';

export const sectionInstanceMessages = {
  unknownType: 'Ukjent seksjonstype.',
  notAllowedHere: 'Denne seksjonstypen kan ikke brukes her.',
  needsEcommerce: 'Denne seksjonstypen krever nettbutikk.',
  nameTaken: 'Navnet er allerede brukt av en annen seksjon.',
} as const;

export interface SectionCheckOptions {
  /** Sites without e-commerce cannot place the shop's sections. */
  hasEcommerce: boolean;
  /** The field the list is stored under, the start of every problem's path. */
  field?: string;
  /** Whole templates may place sub-templates (sections of type `template`); nothing else may. */
  templates?: boolean;
}

export interface SectionCheck {
  /** The instances as they should be stored, when there are no problems. */
  instances: SectionInstanceRecord[];
  problems: Record<string, string>;
}

export function checkSectionInstances(input: readonly unknown[], options: SectionCheckOptions): SectionCheck {
  const field = options.field ?? 'components';
  const problems: Record<string, string> = {};
  const instances: SectionInstanceRecord[] = [];
  const names = new Set<string>();
  input.forEach((value, index) => {
    const at = `${field}.${index}`;
    const parsed = sectionInstanceSchema.safeParse(value);
    if (!parsed.success) {
      for (const [path, message] of Object.entries(fieldErrors(parsed.error))) problems[`${at}.${path}`] = message;
      return;
    }
    const instance = parsed.data;
    if (names.has(instance.name)) problems[`${at}.name`] = sectionInstanceMessages.nameTaken;
    names.add(instance.name);
    if (instance.template || instance.component === placedTemplateComponent) {
      if (!options.templates) problems[`${at}.component`] = sectionEditMessages.partialsOnlyInTemplates;
      else if (instance.component !== placedTemplateComponent || !instance.template)
        problems[`${at}.template`] = sectionEditMessages.partialMissing;
      else instances.push({ ...instance, props: {} });
      return;
    }
    const definition = findSectionDefinition(instance.component);
    if (!definition) {
      problems[`${at}.component`] = sectionInstanceMessages.unknownType;
      return;
    }
    if (!definition.usableInSection) problems[`${at}.component`] = sectionInstanceMessages.notAllowedHere;
    else if (definition.requiresEcommerce && !options.hasEcommerce)
      problems[`${at}.component`] = sectionInstanceMessages.needsEcommerce;
    // A placed reusable component shows the component's props; its own are not used.
    if (instance.componentRef) {
      instances.push({ ...instance, props: {} });
      return;
    }
    // A list is saved as a draft: a section just placed may still lack what its form will ask for.
    const props = draftSectionPropsSchema(definition).safeParse(instance.props);
    if (!props.success) {
      for (const [path, message] of Object.entries(fieldErrors(props.error))) problems[`${at}.props.${path}`] = message;
      return;
    }
    instances.push({ ...instance, props: props.data });
  });
  return { instances, problems };
}

/**
 * The first placed section whose props are not complete (a required prop still empty, as a draft may
 * hold it), with its type's label; null when every section may be published.
 */
export function firstIncompleteSection(list: readonly unknown[]): { index: number; label: string } | null {
  for (const [index, value] of list.entries()) {
    const instance = sectionInstanceSchema.safeParse(value);
    if (!instance.success || instance.data.componentRef || instance.data.template) continue;
    const definition = findSectionDefinition(instance.data.component);
    if (definition && !sectionPropsSchema(definition).safeParse(instance.data.props).success)
      return { index, label: definition.label };
  }
  return null;
}
