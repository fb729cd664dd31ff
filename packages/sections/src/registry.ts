/** Every section type the platform offers, in the order the section picker lists them. */
import type { SectionDefinition } from './definition/types';
import { booking } from './sections/booking';
import { callToAction } from './sections/call-to-action';
import { categoryList } from './sections/category-list';
import { columns } from './sections/columns';
import { contact } from './sections/contact';
import { dataSetList } from './sections/data-set-list';
import { faq } from './sections/faq';
import { footer } from './sections/footer';
import { form } from './sections/form';
import { gallery } from './sections/gallery';
import { header } from './sections/header';
import { hero } from './sections/hero';
import { image } from './sections/image';
import { imageWithText } from './sections/image-with-text';
import { productDetail } from './sections/product-detail';
import { productGrid } from './sections/product-grid';
import { richText } from './sections/rich-text';
import { spacer } from './sections/spacer';
import { video } from './sections/video';

export const sectionDefinitions: readonly SectionDefinition[] = [
  header,
  hero,
  richText,
  image,
  imageWithText,
  gallery,
  callToAction,
  columns,
  faq,
  productGrid,
  productDetail,
  categoryList,
  contact,
  form,
  booking,
  dataSetList,
  video,
  spacer,
  footer,
];

const byName = new Map(sectionDefinitions.map((definition) => [definition.name, definition]));

export const findSectionDefinition = (name: string): SectionDefinition | undefined => byName.get(name);

export interface SectionListFilter {
  /** Where the section goes: a page, template or component ('section'), or inside rich content. */
  usableIn?: 'section' | 'richContent';
  /** Without e-commerce, the shop's sections are left out. */
  hasEcommerce?: boolean;
  /** Matches the label and description, as the section picker's search does. */
  text?: string;
}

export function listSectionDefinitions(filter: SectionListFilter = {}): SectionDefinition[] {
  const text = filter.text?.trim().toLocaleLowerCase('nb');
  return sectionDefinitions.filter(
    (definition) =>
      (filter.usableIn !== 'section' || definition.usableInSection) &&
      (filter.usableIn !== 'richContent' || definition.usableInRichContent) &&
      (filter.hasEcommerce !== false || !definition.requiresEcommerce) &&
      (!text || `${definition.label} ${definition.description}`.toLocaleLowerCase('nb').includes(text)),
  );
}
