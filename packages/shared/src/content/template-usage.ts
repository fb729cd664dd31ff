/** Which page types a site chooses a default template for (spec 2 §2 'Templates', §9). */
import { shopTemplatePageTypes, type TemplatePageType } from './template';

/** The page types of the template usage screen, in the order it lists them. */
const usageOrder = [
  'frontPage',
  'page',
  'category',
  'productPage',
  'product',
  'cart',
  'checkout',
] as const satisfies readonly TemplatePageType[];

export function templatePageTypesFor(site: { hasEcommerce: boolean }): TemplatePageType[] {
  return usageOrder.filter((type) => site.hasEcommerce || !shopTemplatePageTypes.includes(type));
}
