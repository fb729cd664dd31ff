/**
 * The values a draft line's form starts from and sends: the product's customization fields (the
 * chosen variant's after the product's, as checkout reads them) and what the storefront's product
 * page fills in before the buyer types (a field's default value, a choice's default option).
 */
import type { CustomizeOption, DraftOrderLineInput, Product } from '@vev/shared';

export type LineValues = Record<string, string>;

/** The fields a line of this product and variant asks for. */
export function lineFields(product: Product, variantId: string | null): CustomizeOption[] {
  const variant = product.simpleVariants.find((candidate) => candidate._id === variantId);
  return [...product.customizeOptions, ...(variant?.customizeOptions ?? [])];
}

/** Whether a line of this product has anything to choose: a variant or a customization. */
export const hasLineChoices = (product: Product) =>
  product.simpleVariants.length > 0 ||
  product.customizeOptions.length > 0 ||
  product.simpleVariants.some((variant) => variant.customizeOptions.length > 0);

/** The variant a new line starts with: the first one not sold out, as the product page does. */
export const startVariant = (product: Product): string | null =>
  (product.simpleVariants.find((variant) => variant.stockStatus !== 'outOfStock') ?? product.simpleVariants[0])?._id ??
  null;

/** A new line's values are the fields' defaults; a line already made keeps what staff entered. */
export function startValues(fields: readonly CustomizeOption[], line: DraftOrderLineInput | null): LineValues {
  if (line) return Object.fromEntries(line.customizations.map((entry) => [entry.key, entry.value]));
  return Object.fromEntries(
    fields.map((field) => {
      if (field.type === 'Radio' || field.type === 'Color') {
        return [field.key, field.options.find((option) => option.default)?.label ?? ''];
      }
      if (field.type === 'Checkbox') return [field.key, field.defaultValue === 'true' ? 'true' : ''];
      return [field.key, field.defaultValue];
    }),
  );
}

/** The server's field errors of line `index` (`lines.0.customizations.gravering`), by field key. */
export function lineFieldErrors(fields: Record<string, string> | undefined, index: number): Record<string, string> {
  const prefix = `lines.${index}.`;
  return Object.fromEntries(
    Object.entries(fields ?? {}).flatMap(([path, message]) =>
      path.startsWith(prefix) ? [[path.slice(prefix.length).replace(/^customizations\./, ''), message]] : [],
    ),
  );
}
