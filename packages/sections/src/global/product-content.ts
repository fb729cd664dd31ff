/**
 * The shop's own product fields ('Eget innhold', spec 3 'Product' props: custom content per the
 * site's product props): what a shop tells about every product beyond its descriptions, edited
 * in the product's Generelt tab and shown on its page. Prop definitions, so the editor builds its
 * fields the way it builds a section's and the server checks them with the same schema.
 */
import type { z } from 'zod';
import { propsObjectSchema, valuesForRender } from '../definition/schema';
import type { PropDefinition, PropsOf, SectionProps } from '../definition/types';

export const productContentProps = [
  { name: 'manufacturer', label: 'Produsent', type: 'string', maxLength: 120, default: '' },
  { name: 'material', label: 'Materiale', type: 'string', maxLength: 200, default: '' },
  {
    name: 'warranty',
    label: 'Garanti',
    description: 'For eksempel «2 år på rammen».',
    type: 'string',
    maxLength: 200,
    default: '',
  },
  { name: 'care', label: 'Vedlikehold', type: 'richText', default: '' },
] as const satisfies readonly PropDefinition[];

export type ProductContent = PropsOf<typeof productContentProps>;

/** Validates a product's `props` (defaults filled in, unknown fields refused). */
export const productContentSchema = propsObjectSchema(productContentProps) as unknown as z.ZodType<ProductContent>;

/** A product's stored props as the storefront renders them: each value that still fits, else its default. */
export const productContentForRender = (stored: unknown): ProductContent =>
  valuesForRender(
    productContentProps,
    stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as SectionProps) : {},
  ) as ProductContent;
