/**
 * `PATCH orders/{id}`: the status (any except failed; a canceled order keeps its status) and the
 * invoice information. Cancelling gives the order's stock back once. Every change writes a revision
 * and a business event.
 */
import { type Order, type OrderPatch, orderMessages, orderStatusLabels } from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordTimelineEvent } from '../../platform/activity/timeline';
import { badRequest } from '../../platform/errors';
import type { SessionUser } from '../../platform/sessions/sessions';
import { recordOrderRevision } from './history';
import { findOrderRow, presentOrder } from './read';
import { orders } from './schema';
import { returnOrderStock } from './stock';

export async function patchOrder(
  db: Database,
  input: { siteId: string; orderId: string; user: SessionUser; patch: OrderPatch },
): Promise<Order> {
  const { siteId, orderId, patch } = input;
  return db.transaction(async (tx) => {
    const row = await findOrderRow(tx, siteId, orderId, true);
    const before = await presentOrder(tx, row);
    const status = patch.status ?? row.status;
    if (status === 'failed' && row.status !== 'failed')
      throw badRequest(orderMessages.statusFailed, { status: orderMessages.statusFailed });
    if (row.status === 'canceled' && status !== 'canceled') {
      throw badRequest(orderMessages.canceledLocked, { status: orderMessages.canceledLocked });
    }
    const statusChanged = status !== row.status;
    const info = patch.invoiceInformation ? { ...row.invoiceInformation, ...patch.invoiceInformation } : null;
    const infoChanged = info !== null && JSON.stringify(info) !== JSON.stringify(row.invoiceInformation);
    if (!statusChanged && !infoChanged) return before;
    let stockReturnedAt = row.stockReturnedAt;
    if (statusChanged && status === 'canceled' && !stockReturnedAt) {
      await returnOrderStock(tx, { siteId, orderId, userId: input.user.id });
      stockReturnedAt = new Date();
    }
    await tx
      .update(orders)
      .set({
        status,
        stockReturnedAt,
        ...(info
          ? {
              invoiceInformation: info as typeof row.invoiceInformation,
              customerName: info.name,
              customerEmail: info.email,
              search: `${info.name} ${info.email}`.toLocaleLowerCase('nb'),
            }
          : {}),
        version: sql`${orders.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
    const order = await presentOrder(tx, await findOrderRow(tx, siteId, orderId));
    await recordOrderRevision(tx, { siteId, order, previous: before, author: input.user });
    if (statusChanged) {
      await recordTimelineEvent(tx, {
        siteId,
        type: 'revision',
        userId: input.user.id,
        resourceType: 'order',
        resourceId: orderId,
        title: `Ordre ${row.orderNumber ?? ''}: ${orderStatusLabels[status]}`,
      });
    }
    return order;
  });
}
