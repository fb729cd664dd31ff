/**
 * The activity log: every successful write on a site is recorded (who, when, method, url)
 * before the response leaves, so an acknowledged change always has its entry.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { safeMethods } from '../csrf';
import { newId } from '../ids';
import { activityLog } from './schema';

export function registerActivityLog(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const site = request.siteAccess;
    if (!site || safeMethods.has(request.method) || reply.statusCode >= 400) return payload;
    await db.insert(activityLog).values({
      siteId: site.siteId,
      id: newId(),
      userId: request.actor?.id ?? null,
      method: request.method,
      url: request.url.slice(0, 2000),
      statusCode: reply.statusCode,
    });
    return payload;
  });
}
