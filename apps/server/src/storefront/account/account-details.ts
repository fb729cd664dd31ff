/**
 * A signed-in customer's own account (issue 17 item 4): their placed orders, and the details they keep
 * themselves: name, phone, consent to marketing e-mail, and a new e-mail that is used only once the
 * link sent to it is opened.
 */
import { customerSearchKey } from '@vev/shared';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { customerSiteOrigin } from '../../modules/customers/invite';
import { customers } from '../../modules/customers/schema';
import { orders } from '../../modules/orders/schema';
import { hashLinkToken, newLinkToken } from '../../platform/link-tokens';
import {
  type AccountSite,
  accountMailSubjects,
  confirmLifetimeHours,
  findByEmail,
  findLink,
  hours,
  type MailRequest,
  mailAllowance,
  normalised,
  sendLinkMail,
} from './accounts';

export const emailTakenMessage = 'Det finnes allerede en kunde med denne e-postadressen hos oss.';

/**
 * A new e-mail for an account: kept aside, and a link to the new address moves it in when opened, so
 * no one can move their account onto an address that is not theirs (and onto its guest orders).
 */
export async function requestEmailChange(
  db: Database,
  config: Config,
  site: AccountSite,
  input: { customerId: string; name: string; email: string; ip: string },
): Promise<MailRequest> {
  const wait = await mailAllowance(db, site.id, input.email, input.ip);
  if (wait > 0) return { outcome: 'throttled', retryAfterSeconds: wait };
  const { token, tokenHash } = newLinkToken();
  const email = normalised(input.email);
  await db
    .update(customers)
    .set({
      pendingEmail: email,
      confirmTokenHash: tokenHash,
      confirmExpiresAt: new Date(Date.now() + hours(confirmLifetimeHours)),
    })
    .where(and(eq(customers.siteId, site.id), eq(customers.id, input.customerId), isNotNull(customers.passwordHash)));
  await sendLinkMail(db, site.id, {
    to: email,
    title: accountMailSubjects.newEmail(site.displayName),
    paragraphs: [
      `Hei ${input.name}!`,
      `Du har bedt om å bruke denne e-postadressen på kontoen din hos ${site.displayName}. Åpne lenken for å bekrefte den.`,
    ],
    button: 'Bekreft e-postadressen',
    link: `${customerSiteOrigin(config, site)}/konto/bekreft/${token}`,
    footnote: [
      `Lenken virker i ${confirmLifetimeHours} timer og kan brukes én gang.`,
      'Har du ikke bedt om dette, kan du se bort fra e-posten.',
    ],
  });
  return { outcome: 'sent' };
}

/** Moves the account to the e-mail its link confirms; 'taken' when another customer has it by now. */
export async function confirmEmailChange(
  db: Database,
  siteId: string,
  token: string,
): Promise<{ outcome: 'changed'; id: string } | { outcome: 'gone' | 'taken' }> {
  const found = await findLink(db, siteId, 'confirm', token);
  if (found.status !== 'open' || !found.customer.pendingEmail || !found.customer.hasAccount) return { outcome: 'gone' };
  const email = found.customer.pendingEmail;
  if (await findByEmail(db, siteId, email)) return { outcome: 'taken' };
  try {
    const [row] = await db
      .update(customers)
      .set({ email, pendingEmail: null, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: new Date() })
      .where(and(eq(customers.siteId, siteId), eq(customers.confirmTokenHash, hashLinkToken(token))))
      .returning({ id: customers.id });
    return row ? { outcome: 'changed', id: row.id } : { outcome: 'gone' };
  } catch {
    // The unique index on (site, e-mail): another customer took the address meanwhile.
    return { outcome: 'taken' };
  }
}

/**
 * The account's name, phone and consent to marketing e-mail, as the customer set them. The
 * consent's time is when it was given; withdrawn, both are cleared.
 */
export async function updateDetails(
  db: Database,
  siteId: string,
  customerId: string,
  input: { name: string; phone: string; marketingConsent: boolean },
): Promise<void> {
  await db
    .update(customers)
    .set({
      name: input.name,
      nameKey: customerSearchKey(input.name),
      phone: input.phone,
      marketingConsent: input.marketingConsent,
      marketingConsentAt: input.marketingConsent ? sql`coalesce(${customers.marketingConsentAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(and(eq(customers.siteId, siteId), eq(customers.id, customerId)));
}

export interface AccountOrder {
  orderNumber: number;
  createdAt: Date;
  total: number;
  status: (typeof orders.$inferSelect)['status'];
  confirmationToken: string;
}

export const accountOrdersShown = 100;

/** The customer's placed orders (not drafts or quotes), newest first, at most 100. */
export async function accountOrders(db: Database, siteId: string, customerId: string): Promise<AccountOrder[]> {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      total: orders.total,
      status: orders.status,
      confirmationToken: orders.confirmationToken,
    })
    .from(orders)
    .where(
      and(
        eq(orders.siteId, siteId),
        eq(orders.customerId, customerId),
        eq(orders.type, 'order'),
        isNotNull(orders.orderNumber),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(accountOrdersShown);
  return rows.flatMap((row) => (row.orderNumber === null ? [] : [{ ...row, orderNumber: row.orderNumber }]));
}
