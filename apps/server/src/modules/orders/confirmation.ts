/** The order behind a confirmation address (`/ordre/{token}`): an unguessable token, never a bare order id. */
import type { Order } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { presentOrder } from './read';
import { orders } from './schema';

export async function findOrderByConfirmationToken(db: Database, siteId: string, token: string): Promise<Order | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.confirmationToken, token)))
    .limit(1);
  return row ? presentOrder(db, row) : null;
}
