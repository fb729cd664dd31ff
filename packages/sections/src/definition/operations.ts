/**
 * What the designer does to a list of placed sections: add one of a type, duplicate, move, and
 * take in pasted section data. Pure, so the rules (names, areas, defaults) are the same wherever
 * a list is edited; ids are given by the caller.
 */
import { nextSectionName, placedTemplateComponent, type SectionInstanceRecord } from '@vev/shared';
import { findSectionDefinition } from '../registry';
import { defaultSectionProps, sectionPropsSchema } from './schema';
import type { SectionProps } from './types';

/** A template's area; pages and components have only the main one. */
export type SectionArea = 'header' | 'main' | 'footer';

export interface ListOptions {
  /** Sub-templates prefix their section names with `partial_`. */
  partial?: boolean;
}

export const areaOf = (instance: Pick<SectionInstanceRecord, 'inHeader' | 'inFooter'>): SectionArea =>
  instance.inHeader ? 'header' : instance.inFooter ? 'footer' : 'main';

/** The inHeader/inFooter marks of an area (none for the main area). */
export function areaMarks(area: SectionArea): Pick<SectionInstanceRecord, 'inHeader' | 'inFooter'> {
  if (area === 'header') return { inHeader: true };
  if (area === 'footer') return { inFooter: true };
  return {};
}

function withoutAreaMarks(instance: SectionInstanceRecord): SectionInstanceRecord {
  const { inHeader: _header, inFooter: _footer, ...rest } = instance;
  return rest;
}

/** A new section of a type with its default props, named after the ones already in the list. */
export function newSectionInstance(
  component: string,
  list: readonly SectionInstanceRecord[],
  id: string,
  options: ListOptions & { area?: SectionArea; props?: SectionProps } = {},
): SectionInstanceRecord {
  const definition = findSectionDefinition(component);
  if (!definition) throw new Error(`Unknown section type ${component}`);
  return {
    _id: id,
    internalId: id,
    name: nextSectionName(
      component,
      list.map((section) => section.name),
      options,
    ),
    component,
    props: options.props ?? defaultSectionProps(definition),
    ...areaMarks(options.area ?? 'main'),
  };
}

/** A sub-template placed in a whole template (`template1`, `template2` …): its sections show in its place. */
export function newPlacedTemplate(
  list: readonly SectionInstanceRecord[],
  id: string,
  ref: string,
  area: SectionArea = 'main',
): SectionInstanceRecord {
  return {
    _id: id,
    internalId: id,
    name: nextSectionName(
      placedTemplateComponent,
      list.map((section) => section.name),
    ),
    component: placedTemplateComponent,
    props: {},
    template: { ref },
    ...areaMarks(area),
  };
}

/** Puts a section in the list after another one (or at the end of its area). */
export function insertAfter(
  list: readonly SectionInstanceRecord[],
  section: SectionInstanceRecord,
  afterName: string | null,
): SectionInstanceRecord[] {
  const index = afterName === null ? -1 : list.findIndex((candidate) => candidate.name === afterName);
  if (index >= 0) return [...list.slice(0, index + 1), section, ...list.slice(index + 1)];
  const area = areaOf(section);
  const lastOfArea = list.findLastIndex((candidate) => areaOf(candidate) === area);
  if (lastOfArea >= 0) return [...list.slice(0, lastOfArea + 1), section, ...list.slice(lastOfArea + 1)];
  return area === 'header' ? [section, ...list] : [...list, section];
}

/** A copy of a section right after it, with a new name and id. */
export function duplicateSection(
  list: readonly SectionInstanceRecord[],
  name: string,
  id: string,
  options: ListOptions = {},
): SectionInstanceRecord[] {
  const original = list.find((section) => section.name === name);
  if (!original) return [...list];
  const copy: SectionInstanceRecord = {
    ...structuredClone(original),
    _id: id,
    internalId: id,
    name: nextSectionName(
      original.component,
      list.map((section) => section.name),
      options,
    ),
  };
  return insertAfter(list, copy, name);
}

/**
 * Moves a section to another place in the same list, optionally into another area of a template
 * (which sets or clears inHeader/inFooter).
 */
export function moveSection(
  list: readonly SectionInstanceRecord[],
  name: string,
  toIndex: number,
  area?: SectionArea,
): SectionInstanceRecord[] {
  const from = list.findIndex((section) => section.name === name);
  const moving = list[from];
  if (!moving) return [...list];
  const moved = area ? { ...withoutAreaMarks(moving), ...areaMarks(area) } : moving;
  const rest = list.filter((_, index) => index !== from);
  const at = Math.max(0, Math.min(toIndex, rest.length));
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}

/** Section data as the designer copies it with c: the type and the props. */
export interface CopiedSection {
  component: string;
  props: SectionProps;
}

/** Reads copied section data; null when it is not a known type or its props do not fit it. */
export function readCopiedSection(value: unknown): CopiedSection | null {
  if (!value || typeof value !== 'object') return null;
  const { component, props } = value as { component?: unknown; props?: unknown };
  if (typeof component !== 'string') return null;
  const definition = findSectionDefinition(component);
  if (!definition) return null;
  const parsed = sectionPropsSchema(definition).safeParse(props);
  return parsed.success ? { component, props: parsed.data } : null;
}
