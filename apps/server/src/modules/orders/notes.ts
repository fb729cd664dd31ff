/**
 * Order notes (`POST orders/{id}/notes` `{ note, internal }`, `DELETE orders/{id}/notes/{noteId}`):
 * an internal note stays in the dashboard; an external one is e-mailed to the customer through the
 * outbox in the same transaction. Each change writes a revision of the order.
 */
import { type OrderNote, type OrderNoteCreate, orderMessages, orderNoteCreateSchema } from '@vev/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { SessionUser } from '../../platform/sessions/sessions';
import { enqueueNoteMail, recordOrderRevision } from './history';
import { findOrderRow, presentOrder } from './read';
import { orderNotes, orders } from './schema';

async function changed(
  tx: Database,
  siteId: string,
  orderId: string,
  before: Awaited<ReturnType<typeof presentOrder>>,
  user: SessionUser,
) {
  await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
  const order = await presentOrder(tx, await findOrderRow(tx, siteId, orderId));
  await recordOrderRevision(tx, { siteId, order, previous: before, author: user });
  return order;
}

export async function addOrderNote(
  db: Database,
  input: { siteId: string; orderId: string; user: SessionUser; note: OrderNoteCreate },
): Promise<OrderNote> {
  const { note, internal } = orderNoteCreateSchema.parse(input.note);
  return db.transaction(async (tx) => {
    const row = await findOrderRow(tx, input.siteId, input.orderId, true);
    const before = await presentOrder(tx, row);
    const id = newId();
    await tx.insert(orderNotes).values({
      siteId: input.siteId,
      id,
      orderId: input.orderId,
      text: note,
      internal,
      authorId: input.user.id,
      authorName: input.user.name,
    });
    const order = await changed(tx, input.siteId, input.orderId, before, input.user);
    if (!internal) await enqueueNoteMail(tx, input.siteId, order, note);
    const saved = order.notes.find((entry) => entry._id === id);
    if (!saved) throw new Error('the note is on its order');
    return saved;
  });
}

export async function deleteOrderNote(
  db: Database,
  input: { siteId: string; orderId: string; noteId: string; user: SessionUser },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findOrderRow(tx, input.siteId, input.orderId, true);
    const before = await presentOrder(tx, row);
    const deleted = await tx
      .delete(orderNotes)
      .where(
        and(
          eq(orderNotes.siteId, input.siteId),
          eq(orderNotes.orderId, input.orderId),
          eq(orderNotes.id, input.noteId),
        ),
      )
      .returning({ id: orderNotes.id });
    if (deleted.length === 0) throw notFound(orderMessages.noteNotFound);
    await changed(tx, input.siteId, input.orderId, before, input.user);
  });
}
