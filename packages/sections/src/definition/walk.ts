/** Reading a section's props through its definition: what it refers to, and the title it is listed by. */
import { type MediaReference, richTextToPlainText, sectionPreviewTitle } from '@vev/shared';
import type {
  GalleryItem,
  ItemDefinition,
  Link,
  PropDefinition,
  RefTarget,
  SectionDefinition,
  SectionProps,
} from './types';

export interface SectionReference {
  to: RefTarget | 'media';
  id: string;
}

function collect(definition: ItemDefinition, value: unknown, found: SectionReference[]): void {
  if (value === null || value === undefined) return;
  switch (definition.type) {
    case 'image': {
      const ref = (value as MediaReference).ref;
      if (ref) found.push({ to: 'media', id: ref });
      return;
    }
    case 'gallery':
      for (const item of value as GalleryItem[]) found.push({ to: 'media', id: item.image._id });
      return;
    case 'link': {
      const link = value as Link;
      if (link.type === 'page' && link.page) found.push({ to: 'page', id: link.page });
      if (link.type === 'product' && link.product) found.push({ to: 'product', id: link.product });
      return;
    }
    case 'ref':
      found.push({ to: definition.to, id: value as string });
      return;
    case 'list':
      for (const item of value as unknown[]) collect(definition.of, item, found);
      return;
    case 'object':
      collectFields(definition.fields, value as SectionProps, found);
      return;
  }
}

function collectFields(fields: readonly PropDefinition[], props: SectionProps, found: SectionReference[]) {
  for (const field of fields) collect(field, props[field.name], found);
}

/**
 * Everything a section's props refer to (media, pages, products, categories …), each once: the server
 * records them as references on save, and the storefront resolves them before rendering.
 */
export const sectionReferences = (definition: SectionDefinition, props: SectionProps): SectionReference[] =>
  propsReferences(definition.props, props);

/** `sectionReferences` for any list of prop definitions (global content, theme settings). */
export function propsReferences(fields: readonly PropDefinition[], props: SectionProps): SectionReference[] {
  const found: SectionReference[] = [];
  collectFields(fields, props, found);
  const seen = new Set<string>();
  return found.filter((reference) => {
    const key = `${reference.to}:${reference.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The name an instance is listed by in the designer: its title prop's text (rich text as plain
 * text), HTML stripped and cut at 75 characters with an ellipsis; the definition's label without one.
 */
export function sectionTitle(definition: SectionDefinition, props: SectionProps): string {
  const field = definition.props.find((prop) => prop.name === definition.titleProp);
  const value = field ? props[field.name] : undefined;
  if (!field || typeof value !== 'string') return definition.label;
  const text = sectionPreviewTitle(field.type === 'richText' ? richTextToPlainText(value) : value);
  return text === '' ? definition.label : text;
}
