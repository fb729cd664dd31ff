import {
  type PaymentProviderName,
  type PaymentProviderSettings,
  paymentProviderLabels,
  paymentProviderNames,
  paymentProviderOfferSchema,
  paymentProviderSettingsSchema,
  paymentProviderSettingsUpdateSchema,
} from '@vev/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { access, currentSite } from '../../platform/access';
import { activityFromAnswer } from '../../platform/activity/activity';
import { notFound } from '../../platform/errors';
import { getPaymentProviderSettings, listPaymentProviderOffer, updatePaymentProviderSettings } from './service';

const tags = ['Betalingsløsninger'];
/** Payment settings and credentials are an admin's (spec 2 §6: most settings cards need admin). */
const admin = { access: access.site('admin') };
const providerParams = z.object({ siteId: z.string().max(40), name: z.string().max(40) }).strict();

/** An unknown provider is a page that does not exist. */
function providerName(name: string): PaymentProviderName {
  if (!(paymentProviderNames as readonly string[]).includes(name)) throw notFound();
  return name as PaymentProviderName;
}

const updated = activityFromAnswer<PaymentProviderSettings>('paymentProvider.updated', (answer) => ({
  target: { type: 'paymentProvider', id: answer.name, label: paymentProviderLabels[answer.name] },
}));

/** `payment-providers` and each provider's settings, under /api/sites/:siteId (admins only). */
export const paymentSettingsRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/payment-providers',
    {
      config: admin,
      schema: {
        summary: 'Hent betalingsløsningene plattformen tilbyr, og om nøklene deres er lagt inn',
        tags,
        response: { 200: paymentProviderOfferSchema },
      },
    },
    async (request) => listPaymentProviderOffer(db, config, currentSite(request).siteId),
  );

  app.get(
    '/payment-providers/:name/settings',
    {
      config: admin,
      schema: {
        summary: 'Hent innstillingene til en betalingsløsning (nøkler bare som lagret eller ikke)',
        tags,
        params: providerParams,
        response: { 200: paymentProviderSettingsSchema },
      },
    },
    async (request) =>
      getPaymentProviderSettings(db, config, currentSite(request).siteId, providerName(request.params.name)),
  );

  app.patch(
    '/payment-providers/:name/settings',
    {
      config: { ...admin, activity: updated },
      schema: {
        summary: 'Endre innstillingene til en betalingsløsning; en tom nøkkel beholder den lagrede',
        tags,
        params: providerParams,
        body: paymentProviderSettingsUpdateSchema,
        response: { 200: paymentProviderSettingsSchema },
      },
    },
    async (request) =>
      updatePaymentProviderSettings(
        db,
        config,
        currentSite(request).siteId,
        providerName(request.params.name),
        request.body,
      ),
  );
};
