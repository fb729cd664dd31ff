/**
 * Testkort's webhooks: written as a job in the transaction that reserves or cancels, then delivered
 * by the job worker to our own webhook route on the server's public address, retried with backoff
 * until it answers 2xx, as a real provider would.
 */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { newId } from '../../platform/ids';
import { enqueueJob } from '../../platform/jobs/queue';
import type { JobHandler } from '../../platform/jobs/worker';
import { signTestkortWebhook, type TestkortWebhookBody, testkortSignatureHeader } from './testkort';
import type { TestcardPaymentRow } from './testkort-schema';

export const testkortWebhookJob = 'testkort.webhook';
const deliveryAttempts = 8;
const deliveryTimeoutMs = 10_000;

export const testkortWebhookUrl = (config: Pick<Config, 'publicUrl'>, siteId: string): string =>
  new URL(`/api/payments/testkort/webhook/${encodeURIComponent(siteId)}`, config.publicUrl).href;

/** Queues the event in the caller's transaction; the body is fixed now, so every retry sends the same bytes. */
export async function enqueueTestkortWebhook(
  db: Database,
  row: Pick<TestcardPaymentRow, 'siteId' | 'id' | 'paymentId' | 'amount'>,
  type: TestkortWebhookBody['type'],
): Promise<string> {
  const body: TestkortWebhookBody = {
    id: `evt_${newId()}`,
    type,
    reference: row.id,
    paymentId: row.paymentId,
    amount: row.amount,
    created: new Date().toISOString(),
  };
  return enqueueJob(db, {
    kind: testkortWebhookJob,
    siteId: row.siteId,
    payload: { siteId: row.siteId, body: JSON.stringify(body) },
    maxAttempts: deliveryAttempts,
  });
}

/** Sends one webhook; an answer other than 2xx (or none) throws, so the worker tries again later. */
export function testkortWebhookHandler(config: Config): JobHandler {
  return async ({ job, signal }) => {
    const { siteId, body } = job.payload as { siteId: string; body: string };
    const response = await fetch(testkortWebhookUrl(config, siteId), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [testkortSignatureHeader]: signTestkortWebhook(config, siteId, body),
      },
      body,
      signal: AbortSignal.any([signal, AbortSignal.timeout(deliveryTimeoutMs)]),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the webhook was answered with ${response.status}`);
    return { deliveredStatus: response.status };
  };
}

/** The jobs Testkort adds to its module's manifest. */
export const testkortJobs = (context: { config: Config }): Record<string, JobHandler> => ({
  [testkortWebhookJob]: testkortWebhookHandler(context.config),
});
