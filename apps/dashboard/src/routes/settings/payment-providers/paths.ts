/** Typed addresses of the payment settings screens. */
import type { PaymentProviderName } from '@vev/shared';

export const paymentProvidersPath = '/innstillinger/betalingslosninger';
export const paymentProviderPath = (name: PaymentProviderName) => `${paymentProvidersPath}/${encodeURIComponent(name)}`;
