/** Checkout's input (the storefront's form, a draft completed, demo data) and its Norwegian messages. */
import {
  invoiceInformationInputSchema,
  type Order,
  orderLineInputSchema,
  paymentProviderNameSchema,
  type Site,
} from '@vev/shared';
import { z } from 'zod';
import type { PaymentProviders } from '../payments/registry';
import type { ShopRules } from './shop-rules';

export const checkoutMessages = {
  productGone: 'Produktet finnes ikke lenger.',
  chooseVariant: (product: string) => `Velg en variant av «${product}».`,
  variantGone: (product: string) => `Varianten av «${product}» finnes ikke lenger.`,
  amount: (product: string, problem: string) => `«${product}»: ${problem}`,
  provider: 'Betalingsløsningen er ikke tilgjengelig.',
  noShipping: 'Vi sender ikke til denne adressen.',
  shippingMethod: 'Velg en fraktmetode.',
  productChanged: 'Et produkt i handlekurven ble endret akkurat nå. Prøv igjen.',
  discountUnknown: 'Rabattkoden finnes ikke.',
  discountUsedUp: 'Rabattkoden er brukt opp.',
  discountUsedByCustomer: 'Du har allerede brukt denne rabattkoden så mange ganger som den kan brukes.',
  paymentFailed: 'Betalingen kunne ikke startes. Prøv igjen eller velg en annen betalingsløsning.',
  oneTime: 'En booket tid kan bare kjøpes én gang per linje.',
} as const;

export const placeOrderInputSchema = z
  .object({
    lines: z.array(orderLineInputSchema).min(1, { error: 'Handlekurven er tom' }).max(50),
    invoiceInformation: invoiceInformationInputSchema,
    /** The chosen method's name in the zone that covers the address; null takes the zone's default. */
    shippingMethod: z.string().max(100).nullable().default(null),
    provider: paymentProviderNameSchema,
    customerNote: z.string().trim().max(2000).default(''),
    /** The answer to the marketing question, when the checkout asked it. */
    marketingConsent: z.boolean().default(false),
    customerId: z.string().max(40).nullable().default(null),
    /** The cart's discount code, if it holds one: checked, and counted, in the order's transaction. */
    discountCode: z.string().trim().max(50).nullable().default(null),
  })
  .strict();
export type PlaceOrderInput = z.input<typeof placeOrderInputSchema>;

/**
 * What placing an order reads of its site: the price convention, the tax classes, the name its payment
 * shows; and when the caller keeps them (the storefront), the shop's zones and automatic discounts and
 * the site as its receipt looks.
 */
export type OrderSite = Pick<
  Site,
  'displayName' | 'taxClasses' | 'publishProductPriceExcludingTax' | 'paymentProviders'
> & { rules?: ShopRules; receipt?: ReceiptSite };

/** What the order receipt shows of its site (email-templates/order-receipt.ts). */
export type ReceiptSite = Pick<Site, 'displayName' | 'logo' | 'emailTexts' | 'emailTemplateProps' | 'emailTemplate'>;

export interface PlaceOrderCall extends PlaceOrderInput {
  siteId: string;
  /** The site as the caller read it already (the storefront has); read once here otherwise. */
  site?: OrderSite;
  /** The payment providers (registry.ts). */
  providers: PaymentProviders;
  idempotencyKey?: string;
  /**
   * The confirmation address of an order (`/ordre/{token}` on the site's host), where the buyer
   * lands after the provider's page; by default on the platform's public address.
   */
  returnUrlFor?: (order: { confirmationToken: string; orderNumber: number; id: string }) => string;
}

export type PlaceOrderNext = { redirectUrl: string } | { confirmationUrl: string };
export interface PlacedOrder {
  order: Order;
  /** The unguessable token of the confirmation address. */
  confirmationToken: string;
  next: PlaceOrderNext;
}

/** What the pricing reads of an order: its lines, where it goes and the chosen shipping method. */
export interface OrderPricingInput {
  /** Pricing reads what a line buys; a booked time (checkout's lines only) is checked where the order is written. */
  lines: Omit<z.output<typeof placeOrderInputSchema>['lines'][number], 'booking'>[];
  invoiceInformation: { country: string; postalCode: string };
  shippingMethod: string | null;
  /** A code that unlocks a discount; a draft has none. */
  discountCode?: string | null;
}
