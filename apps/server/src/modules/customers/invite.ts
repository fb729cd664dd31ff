/**
 * A customer's invitation to set a password (spec 3 §4, sendInvite): a single-use link to the
 * site's own storefront, `/konto/invitasjon/{token}`, of which only the hash is kept. The
 * storefront's account pages (storefront/account) open it: the customer chooses a password there.
 */

import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { newLinkToken } from '../../platform/link-tokens';
import { linkMailHtml, linkMailText } from '../../platform/mail/layout';
import { enqueueMail } from '../../platform/mail/outbox';
import { storefrontUrlOf } from '../../storefront/preview-token-route';
import { getSite } from '../sites/service';
import { customerOf, findCustomerRow } from './rows';
import { customers } from './schema';

export const customerInviteLifetimeDays = 7;

export const customerInviteSubject = (siteName: string) => `Du er invitert til å lage en konto hos ${siteName}`;

/** The site's own address: its canonical domain (https), else its address on the platform. */
export const customerSiteOrigin = (config: Config, site: { name: string; canonicalDomain: string | null }) =>
  site.canonicalDomain ? `https://${site.canonicalDomain}` : storefrontUrlOf(config, site);

/** Stores a new token (the last invitation's link stops working) and queues the mail; in the caller's transaction. */
export async function inviteCustomer(tx: Database, config: Config, input: { siteId: string; customerId: string }) {
  const customer = await findCustomerRow(tx, input.siteId, input.customerId);
  const site = await getSite(tx, input.siteId);
  const { token, tokenHash } = newLinkToken();
  const now = new Date();
  await tx
    .update(customers)
    .set({
      inviteTokenHash: tokenHash,
      inviteExpiresAt: new Date(now.getTime() + customerInviteLifetimeDays * 86_400_000),
      invitedAt: now,
    })
    .where(customerOf(input.siteId, input.customerId));
  const link = `${customerSiteOrigin(config, site)}/konto/invitasjon/${token}`;
  const content = {
    title: customerInviteSubject(site.displayName),
    paragraphs: [
      `Hei ${customer.name}!`,
      `${site.displayName} har laget en kundekonto til deg. Åpne lenken for å velge passord; da kan du logge inn og se ordrene dine.`,
    ],
    button: 'Velg passord',
    link,
    footnote: [
      `Lenken virker i ${customerInviteLifetimeDays} dager og kan brukes én gang.`,
      'Forventet du ikke denne e-posten, kan du se bort fra den.',
    ],
  };
  await enqueueMail(tx, {
    siteId: input.siteId,
    to: customer.email,
    subject: content.title,
    html: linkMailHtml(content),
    text: linkMailText(content),
  });
}
