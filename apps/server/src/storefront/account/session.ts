/**
 * A customer's session on a site's storefront, apart from staff sessions (platform/sessions): a row
 * of `customer_sessions` found by the SHA-256 of the random token in the `vev_konto` cookie. The
 * cookie is httpOnly, SameSite=Lax, Secure behind https and host-only (no Domain): the browser sends
 * it to the host that set it alone, and the row is looked up with the site of the host it came to,
 * so a token from another site's host signs no one in. Every sign-in makes a new token (the
 * browser's old session ends), signing out deletes the row.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { customerSessions, customers } from '../../modules/customers/schema';
import { hashLinkToken } from '../../platform/link-tokens';

export const customerSessionCookie = 'vev_konto';
export const customerSessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

export interface SignedInCustomer {
  id: string;
  name: string;
  email: string;
  phone: string;
  pendingEmail: string | null;
  marketingConsent: boolean;
}

const tokenOf = (request: FastifyRequest): string | null => {
  const token = request.cookies[customerSessionCookie];
  return token && token.length <= 100 ? token : null;
};

/** The customer signed in on this site with this browser, or null. */
export async function findSignedInCustomer(
  db: Database,
  siteId: string,
  request: FastifyRequest,
): Promise<SignedInCustomer | null> {
  const token = tokenOf(request);
  if (!token) return null;
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      pendingEmail: customers.pendingEmail,
      marketingConsent: customers.marketingConsent,
      passwordHash: customers.passwordHash,
    })
    .from(customerSessions)
    .innerJoin(
      customers,
      and(eq(customers.siteId, customerSessions.siteId), eq(customers.id, customerSessions.customerId)),
    )
    .where(
      and(
        eq(customerSessions.siteId, siteId),
        eq(customerSessions.id, hashLinkToken(token)),
        gt(customerSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row?.passwordHash) return null;
  const { passwordHash: _hash, ...customer } = row;
  return customer;
}

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

/** Signs the customer in with a new session (the browser's old one ends) and sets its cookie. */
export async function startCustomerSession(
  db: Database,
  siteId: string,
  customerId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await endCustomerSession(db, siteId, request, reply);
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  // The customer's own expired sessions go, so the table keeps only what can sign in.
  await db
    .delete(customerSessions)
    .where(
      and(
        eq(customerSessions.siteId, siteId),
        eq(customerSessions.customerId, customerId),
        lte(customerSessions.expiresAt, new Date(now)),
      ),
    );
  await db.insert(customerSessions).values({
    siteId,
    id: hashLinkToken(token),
    customerId,
    expiresAt: new Date(now + customerSessionLifetimeMs),
  });
  reply.setCookie(customerSessionCookie, token, {
    ...cookieOptions(request),
    maxAge: customerSessionLifetimeMs / 1000,
  });
}

/** Signs this browser out: its session's row is deleted and the cookie cleared. */
export async function endCustomerSession(
  db: Database,
  siteId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = tokenOf(request);
  if (!token) return;
  await db
    .delete(customerSessions)
    .where(and(eq(customerSessions.siteId, siteId), eq(customerSessions.id, hashLinkToken(token))));
  reply.clearCookie(customerSessionCookie, cookieOptions(request));
}

/** Every session of the customer ends (a new password). */
export async function endEveryCustomerSession(db: Database, siteId: string, customerId: string): Promise<void> {
  await db
    .delete(customerSessions)
    .where(and(eq(customerSessions.siteId, siteId), eq(customerSessions.customerId, customerId)));
}
