/** The product document in the editor: which fields, their rules, and their names in the version diff. */

import { productContentForRender } from '@vev/sections';
import {
  installNorwegianValidationMessages,
  type Product,
  type ProductDocument,
  productDocumentProblems,
  productDocumentSchema,
  productDocumentShape,
} from '@vev/shared';
import type { z } from 'zod';
import { i18n } from '../../../i18n';

installNorwegianValidationMessages();

/** The variants have calls of their own (spec 3 §7), so the form leaves them out. */
export const productFormSchemaBase = productDocumentSchema.omit({ simpleVariants: true });
export type ProductForm = z.infer<typeof productFormSchemaBase>;

const formKeys = Object.keys(productDocumentShape).filter((key) => key !== 'simpleVariants') as (keyof ProductForm)[];

export function documentOf(product: Product): ProductForm {
  const document = Object.fromEntries(formKeys.map((key) => [key, product[key]])) as ProductForm;
  // Every field of 'Eget innhold' has a value, so each input is controlled from the start.
  return { ...document, props: productContentForRender(product.props) };
}

/** Each field's rules and the rules across fields (spec 3 §5 'Products'), as the server checks them. */
export const productFormSchema = productFormSchemaBase.superRefine((document, context) => {
  const problems = productDocumentProblems({ ...document, simpleVariants: [] } as ProductDocument);
  for (const [path, message] of Object.entries(problems)) {
    context.addIssue({ code: 'custom', path: path.split('.'), message });
  }
});

/** A changed field of a version in the editor's words: ['price', 'value'] → 'Pris › value'. */
export function productFieldLabel(path: string[]): string {
  const [first = '', ...rest] = path;
  const key = `shop.products.fields.${first}`;
  const label = i18n.exists(key) ? i18n.t(key as 'shop.products.fields.name') : first;
  return [label, ...rest].join(' › ');
}

export const productForm = { documentOf, schema: productFormSchema, fieldLabel: productFieldLabel };
