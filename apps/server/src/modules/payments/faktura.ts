/**
 * Faktura (invoice): the built-in provider whose order is confirmed at once with payment status
 * pending. Nothing leaves the machine: staff mark the invoice paid with 'Aktiver' (capture), a
 * refund is a credit note the shop handles itself, and there are no webhooks.
 */
import type { PaymentProvider } from './provider';

export const fakturaProvider: PaymentProvider = {
  name: 'faktura',
  create: async () => ({ kind: 'confirmed', providerReference: null, status: 'pending' }),
  capture: async () => ({ ok: true }),
  refund: async () => ({ ok: true }),
  cancel: async () => ({ ok: true }),
  verifyWebhook: async () => null,
  state: async () => 'created',
};
