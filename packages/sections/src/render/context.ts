/**
 * What the storefront hands the sections besides their props: the site, and the pages, products and
 * categories the props refer to, already resolved (published, active, with their public paths).
 */
import type { MediaReference } from '@vev/shared';
import type { GlobalContent } from '../global/global-content';

export interface ResolvedPage {
  _id: string;
  title: string;
  /** The public path (`/om-oss`). */
  path: string;
}

export interface ResolvedProduct {
  _id: string;
  name: string;
  path: string;
  /** Prices in øre. */
  price: { value: number; compareAtValue?: number | null; prefix?: string; suffix?: string };
  images: MediaReference[];
  description?: string;
  /** Rich text (raw draft JSON). */
  extendedDescription?: string;
  sku?: string;
  stockStatus: 'inStock' | 'outOfStock' | 'onBackOrder';
}

export interface ResolvedCategory {
  _id: string;
  title: string;
  path: string;
  description?: string;
  image?: MediaReference | null;
  /** Its published child categories, in order. */
  children: string[];
  /** Its first published products (at most 48), in the category's order. */
  products: string[];
}

export interface StorefrontData {
  site: { name: string; displayName: string; logo: MediaReference | null };
  pages: Record<string, ResolvedPage>;
  products: Record<string, ResolvedProduct>;
  categories: Record<string, ResolvedCategory>;
  /** The item the page is about: the product on a product template, the category on a category page. */
  current?: { path?: string; product?: string; category?: string };
  /** Where the product form posts to ('Legg i handlekurv'). */
  cartPath?: string;
  /**
   * The site's global content (published publicly, the draft in a preview): the header's announcement
   * bar, and what the footer and the contact section show where their own props are empty.
   */
  global?: GlobalContent;
}

export interface SectionContext {
  data: StorefrontData;
  /** The instance's name (`hero1`): unique on the page, so ids made from it are too. */
  instance: string;
  /** True for the first section: its images load at once, the others lazily. */
  aboveFold: boolean;
}

export const emptyStorefrontData = (site: StorefrontData['site']): StorefrontData => ({
  site,
  pages: {},
  products: {},
  categories: {},
});
