/**
 * Where a visitor's cart lives: a row of `carts`, found by the SHA-256 of the random token in the
 * visitor's httpOnly cookie on the site's host (the token itself is never stored). A cart is made
 * on the first add and kept 30 days after its last change; expired carts are never read, and each
 * new cart deletes at most 100 of the site's expired ones, so the clean-up stays bounded. One client
 * address may make at most 30 carts on a site in 10 minutes (counted in the database, as sign-ins
 * are), so a bot cannot fill the table.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cartLifetimeDays, readStoredCartLines, type StoredCartLine } from '@vev/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { carts } from '../../modules/carts/schema';
import { newId } from '../../platform/ids';
import { countHit, type Limit, retryAfter } from '../../platform/rate-limit/rate-limit';

export const cartCookie = 'vev_cart';
const lifetimeMs = cartLifetimeDays * 24 * 60 * 60 * 1000;
const expiredPerClean = 100;

export const cartCreationLimit: Limit = { max: 30, windowMs: 10 * 60 * 1000 };
export const tooManyCartsMessage = 'Det er laget for mange handlekurver fra din adresse. Vent litt og prøv igjen.';
const creationKey = (siteId: string, request: FastifyRequest) => `cart-create:${siteId}:${request.ip}`;

/** Seconds before the visitor's address may make another cart on the site; 0 when it may now. */
export const cartCreationWait = (db: Database, siteId: string, request: FastifyRequest): Promise<number> =>
  retryAfter(db, creationKey(siteId, request), cartCreationLimit);

export interface StoredCart {
  id: string;
  lines: StoredCartLine[];
  discountCode: string | null;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Each request reads its cart once: the header's count and the cart or checkout page share the read. */
const readInRequest = new WeakMap<FastifyRequest, Promise<StoredCart | null>>();

/** The visitor's cart on this site, or null (no cookie, an unknown or expired token). */
export function findCart(db: Database, siteId: string, request: FastifyRequest): Promise<StoredCart | null> {
  let read = readInRequest.get(request);
  if (!read) {
    read = readCart(db, siteId, request);
    readInRequest.set(request, read);
  }
  return read;
}

/** The hash the visitor's cart is found by; null without a cookie that could be one. */
export function cartTokenHash(request: FastifyRequest): string | null {
  const token = request.cookies?.[cartCookie];
  return token && token.length <= 100 ? hashOf(token) : null;
}

/** A cart's row as read (here, or with the site: storefront/site.ts `findSiteAndCart`). */
export interface CartRow {
  id: string;
  lines: unknown;
  discountCode: string | null;
}

const storedCart = (row: CartRow | null | undefined): StoredCart | null =>
  row ? { id: row.id, lines: readStoredCartLines(row.lines), discountCode: row.discountCode } : null;

/** The cart the site's lookup read with it, so this request reads it no more. */
export function rememberCart(request: FastifyRequest, row: CartRow | null): void {
  readInRequest.set(request, Promise.resolve(storedCart(row)));
}

async function readCart(db: Database, siteId: string, request: FastifyRequest): Promise<StoredCart | null> {
  const tokenHash = cartTokenHash(request);
  if (!tokenHash) return null;
  const [row] = await db
    .select({ id: carts.id, lines: carts.lines, discountCode: carts.discountCode })
    .from(carts)
    .where(and(eq(carts.siteId, siteId), eq(carts.tokenHash, tokenHash), gt(carts.expiresAt, new Date())))
    .limit(1);
  return storedCart(row);
}

/** How many items the visitor's cart holds (every line's amount), 0 without a cart. */
export async function cartItemCount(db: Database, siteId: string, request: FastifyRequest): Promise<number> {
  if (!request.cookies[cartCookie]) return 0;
  const cart = await findCart(db, siteId, request);
  return cart?.lines.reduce((sum, line) => sum + line.amount, 0) ?? 0;
}

/**
 * Writes the cart's lines and code; a new cart (check `cartCreationWait` first) counts against the
 * address's limit and gets its token in the visitor's cookie.
 */
export async function saveCart(
  db: Database,
  siteId: string,
  cart: StoredCart | null,
  change: { lines: StoredCartLine[]; discountCode: string | null },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  readInRequest.delete(request);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  if (cart) {
    await db
      .update(carts)
      .set({ lines: change.lines, discountCode: change.discountCode, updatedAt: now, expiresAt })
      .where(and(eq(carts.siteId, siteId), eq(carts.id, cart.id)));
    return;
  }
  await countHit(db, creationKey(siteId, request), cartCreationLimit);
  await deleteExpiredCarts(db, siteId);
  const token = randomBytes(32).toString('base64url');
  await db.insert(carts).values({
    siteId,
    id: newId(),
    tokenHash: hashOf(token),
    lines: change.lines,
    discountCode: change.discountCode,
    createdAt: now,
    updatedAt: now,
    expiresAt,
  });
  reply.setCookie(cartCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: lifetimeMs / 1000,
  });
}

/** Empties the cart once its order is placed. */
export async function clearCart(db: Database, siteId: string, cartId: string): Promise<void> {
  await db.delete(carts).where(and(eq(carts.siteId, siteId), eq(carts.id, cartId)));
}

/** At most 100 of the site's expired carts, oldest first. */
export async function deleteExpiredCarts(db: Database, siteId: string): Promise<void> {
  await db.execute(sql`
    DELETE FROM carts WHERE site_id = ${siteId} AND id IN (
      SELECT id FROM carts WHERE site_id = ${siteId} AND expires_at <= now()
      ORDER BY expires_at LIMIT ${expiredPerClean})`);
}
