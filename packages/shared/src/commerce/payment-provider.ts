/** The payment providers a site can offer at checkout (spec 2 'Payment provider'). */
import { z } from 'zod';

/** Built in: Faktura (invoice with KID) and Testkort (a card provider for demos and tests). External: Stripe, Vipps MobilePay. */
export const paymentProviderNames = ['faktura', 'testkort', 'stripe', 'vipps'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];
export const paymentProviderNameSchema = z.enum(paymentProviderNames);
