/**
 * What the storefront hands the sections besides their props: the site, and the pages, products and
 * categories the props refer to, already resolved (published, active, with their public paths).
 */
import type { ConditionOperation, CustomizeOptionType, FormField, MediaReference, StockStatus } from '@vev/shared';
import type { PropDefinition } from '../definition/types';
import type { GlobalContent } from '../global/global-content';

export interface ResolvedPage {
  _id: string;
  title: string;
  /** The public path (`/om-oss`). */
  path: string;
}

/** A price as the site shows it (with or without MVA), worked out by the pricing engine. */
export interface ResolvedPrice {
  /** 'Etter avtale': no amount is shown. */
  byAppointment: boolean;
  /** øre */
  value: number;
  /** The 'før'-price in øre, only when it is above the price. */
  compareAtValue: number | null;
  prefix: string;
  suffix: string;
  /** The amounts are without MVA ('eks. mva'). */
  excludingTax: boolean;
}

export interface ResolvedLabel {
  name: string;
  /** #rrggbb */
  color: string;
  textColor: string;
}

export interface ResolvedVariant {
  _id: string;
  name: string;
  sku: string;
  price: ResolvedPrice;
  stockStatus: StockStatus;
  /** Outside its time of availability: shown, not for sale. */
  unavailable: boolean;
  /** On its product's own page: the values it chose of the product's attributes that take any value. */
  attributes?: ResolvedAttributeValue[];
}

/** A customization field (spec 3 'Customize option') as the buyer fills it in. */
export interface ResolvedCustomizeField {
  key: string;
  label: string;
  type: CustomizeOptionType;
  description: string;
  required: boolean;
  placeholder: string;
  defaultValue: string;
  min: number | null;
  max: number | null;
  /** øre as shown, added when filled in (per unit for the number types). */
  price: number;
  options: { label: string; price: number; default: boolean; color: string | null }[];
  conditions: { targetKey: string; targetOperation: ConditionOperation; targetValue: string }[];
}

export interface ResolvedBundleItem {
  name: string;
  amount: number;
  /** Its page, when it is for sale on its own. */
  path: string | null;
}

/** An attribute of the product as its page lists it: 'Farge: Rød, Blå'. */
export interface ResolvedAttributeValue {
  name: string;
  /** The chosen option's value, or all its options' values when any may be chosen. */
  value: string;
}

export interface ResolvedProduct {
  _id: string;
  name: string;
  path: string;
  price: ResolvedPrice;
  /** The primary image first. */
  images: MediaReference[];
  description?: string;
  /** Rich text (raw draft JSON). */
  extendedDescription?: string;
  /** 'Vedlikehold' from the shop's own fields (rich text), on the product's page. */
  care?: string;
  sku?: string;
  stockStatus: StockStatus;
  labels?: ResolvedLabel[];
  variants?: ResolvedVariant[];
  customizeFields?: ResolvedCustomizeField[];
  /** What a bundle holds. */
  bundle?: ResolvedBundleItem[];
  /** Outside its time of availability: shown, not for sale ('Ikke tilgjengelig'). */
  unavailable?: boolean;
  /** Sold only with other products: shown without a buy button. */
  notForIndependentSale?: boolean;
  /** On its own page: its attributes, in the product's order. */
  attributes?: ResolvedAttributeValue[];
  /** On its own page, for a product that sells a booking service's time: where the time is chosen ('Velg tid'). */
  bookingPath?: string;
  /** On its own page: the products it goes with ('Passer sammen med') that are for sale, in `products`. */
  crossSell?: string[];
  /** 'Grupper i listevisning': the shared master name; a list shows one card for the products with it. */
  group?: string;
  /** The other products of its group, linked from its card. */
  linked?: ResolvedLinkedProduct[];
}

export interface ResolvedLinkedProduct {
  _id: string;
  name: string;
  path: string;
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

/** A form a section shows (spec 3 'Form'): what the visitor sees of it, posted to `action`. */
export interface ResolvedForm {
  _id: string;
  name: string;
  publicDescription: string;
  submitButtonText: string;
  fields: FormField[];
  /** Where it posts: `/_vev/skjema/{id}` on the site's host. */
  action: string;
}

/** A data set a section lists (spec 3 'Data set'): its props and the records to show, in order. */
export interface ResolvedDataSet {
  _id: string;
  name: string;
  label: string;
  props: PropDefinition[];
  records: { _id: string; title: string; values: Record<string, unknown> }[];
}

/** A booking service the booking section shows (spec 3 'Booking service'), with its texts made on the server. */
export interface ResolvedBookingService {
  _id: string;
  name: string;
  type: 'appointment' | 'event';
  description: string;
  /** '30 minutter · 450,00 kr'. */
  facts: string;
  /** Its dates and free times: `/booking/{id}`. */
  path: string;
  /** Booked online here; a service sold with a product is bought in the shop. */
  bookable: boolean;
  notBookable: string;
}

/** A posted form shown again: what the visitor typed, the message at each wrong field, or the thanks. */
export interface FormState {
  form: string;
  values: Record<string, string[]>;
  errors: Record<string, string>;
  /** Sent: the form's successText instead of its fields. */
  success?: string;
  /** Refused: the page the form was sent from, sent again with the next post (`formReferrerName`). */
  referrer?: string;
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
  /** On a shop's pages: the customer's account (`/konto`), for the header's account link. */
  accountPath?: string;
  /** On a shop's pages: how many items the visitor's cart holds, for the header's cart link. */
  cartCount?: number;
  /**
   * The site's global content (published publicly, the draft in a preview): the header's announcement
   * bar, and what the footer and the contact section show where their own props are empty.
   */
  global?: GlobalContent;
  /** The forms the sections refer to, by id. */
  forms?: Record<string, ResolvedForm>;
  /** A form posted on this request, shown again with its values and messages. */
  formState?: FormState;
  /** The data sets the sections list, by id, with their records (all, or the ones a section chose). */
  dataSets?: Record<string, ResolvedDataSet>;
  /** On a site with booking: its services, by id (the booking section's). */
  bookingServices?: Record<string, ResolvedBookingService>;
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
