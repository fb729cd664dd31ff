/**
 * The demo site's Stripe and Vipps MobilePay credentials in the sandbox: stored through the
 * payment settings like an admin's, so switching either provider on in the demo needs no keys
 * and pays on the fakes, whose webhooks are signed with these same secrets.
 */
import type { Config } from '../config';
import type { Database } from '../db/client';
import { updatePaymentProviderSettings } from '../modules/payment-settings/service';
import { sandboxCredentials } from './index';

export async function storeSandboxCredentials(db: Database, config: Config, siteId: string): Promise<void> {
  await updatePaymentProviderSettings(db, config, siteId, 'stripe', { secrets: { ...sandboxCredentials.stripe } });
  await updatePaymentProviderSettings(db, config, siteId, 'vipps', { secrets: { ...sandboxCredentials.vipps } });
}
