/**
 * The demo's payment sandbox (PAYMENT_SANDBOX=true): the Stripe and Vipps MobilePay fakes run beside
 * the server and both providers call them, so a fresh machine can pay with either without the
 * internet. Their webhooks come back to Vev's own webhook route, signed with the sandbox secrets
 * below, so a site that offers Stripe or Vipps MobilePay in the sandbox uses these credentials.
 */
import type { Config } from '../config';
import { startStripeFake } from './stripe-fake';
import { startVippsFake } from './vipps-fake';

/** What a site enters as its Stripe and Vipps MobilePay credentials in the sandbox (the fakes take any keys). */
export const sandboxCredentials = {
  stripe: { secretKey: 'sk_test_vev_sandbox', webhookSecret: 'whsec_vev_sandbox' },
  vipps: {
    clientId: 'vev-sandbox-client',
    clientSecret: 'vev-sandbox-secret',
    subscriptionKey: 'vev-sandbox-subscription',
    merchantSerialNumber: '123456',
    webhookSecret: 'vev-sandbox-webhook-secret',
  },
} as const;

export interface PaymentSandbox {
  /** The configuration with the providers' API bases pointed at the fakes (unchanged without the sandbox). */
  config: Config;
  close(): Promise<void>;
}

export async function startPaymentSandbox(config: Config): Promise<PaymentSandbox> {
  if (!config.paymentSandbox) return { config, close: async () => {} };
  const webhookUrl = (provider: 'stripe' | 'vipps', siteId: string) =>
    new URL(`/api/payments/${provider}/webhook/${encodeURIComponent(siteId)}`, config.publicUrl).href;
  const stripe = await startStripeFake({
    webhookTarget: (metadata) =>
      metadata.vev_site_id
        ? { url: webhookUrl('stripe', metadata.vev_site_id), secret: sandboxCredentials.stripe.webhookSecret }
        : null,
  });
  const vipps = await startVippsFake({
    webhookTarget: (metadata) =>
      metadata.vevSiteId
        ? { url: webhookUrl('vipps', metadata.vevSiteId), secret: sandboxCredentials.vipps.webhookSecret }
        : null,
  });
  return {
    config: { ...config, stripeApiBase: stripe.baseUrl, vippsApiBase: vipps.baseUrl },
    close: async () => {
      await Promise.all([stripe.close(), vipps.close()]);
    },
  };
}
