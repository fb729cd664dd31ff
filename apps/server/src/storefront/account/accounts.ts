/**
 * What the storefront's account pages do with a site's customers (spec 3 'Customer', issue 17 item 4):
 * sign-up by a confirmation link, sign-in throttled per e-mail address and per client address, a
 * password chosen by one of three single-use links (invitation, confirmation, reset; only their
 * SHA-256 is stored). A customer has an account once their row has a password; the row is the one
 * checkout makes for their e-mail, so an account takes over that customer's orders when its link is
 * opened, never before. The account's own orders and details are in account-details.ts.
 */
import { customerSearchKey } from '@vev/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { customerSiteOrigin } from '../../modules/customers/invite';
import { customers } from '../../modules/customers/schema';
import { newId } from '../../platform/ids';
import { hashLinkToken, newLinkToken } from '../../platform/link-tokens';
import { linkMailHtml, linkMailText } from '../../platform/mail/layout';
import { enqueueMail } from '../../platform/mail/outbox';
import { verifyPassword } from '../../platform/passwords';
import { clearHits, countHit, type Limit, retryAfter } from '../../platform/rate-limit/rate-limit';

export const accountLimits = {
  signInPerEmail: { max: 5, windowMs: 15 * 60 * 1000 } satisfies Limit,
  signInPerIp: { max: 20, windowMs: 15 * 60 * 1000 } satisfies Limit,
  /** Mails a visitor can have sent (sign-up, reset, new e-mail): per address and per client. */
  mailPerEmail: { max: 3, windowMs: 15 * 60 * 1000 } satisfies Limit,
  mailPerIp: { max: 20, windowMs: 60 * 60 * 1000 } satisfies Limit,
};

export const confirmLifetimeHours = 24;
export const resetLifetimeHours = 1;

export interface AccountSite {
  id: string;
  name: string;
  displayName: string;
  canonicalDomain: string | null;
}

export const normalised = (email: string) => email.trim().toLowerCase();
const signInEmailKey = (siteId: string, email: string) => `customer-login:email:${siteId}:${normalised(email)}`;
const signInIpKey = (siteId: string, ip: string) => `customer-login:ip:${siteId}:${ip}`;
const mailEmailKey = (siteId: string, email: string) => `customer-mail:email:${siteId}:${normalised(email)}`;
const mailIpKey = (siteId: string, ip: string) => `customer-mail:ip:${siteId}:${ip}`;

export const hours = (count: number) => count * 60 * 60 * 1000;

export async function findByEmail(db: Database, siteId: string, email: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.siteId, siteId), eq(customers.email, normalised(email))))
    .limit(1);
  return row ?? null;
}

export type SignInResult =
  | { outcome: 'signedIn'; customerId: string }
  | { outcome: 'wrongCredentials' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/** A customer's sign-in, counted per e-mail address and per client address like staff sign-ins. */
export async function attemptCustomerSignIn(
  db: Database,
  siteId: string,
  input: { email: string; password: string; ip: string },
): Promise<SignInResult> {
  const emailKey = signInEmailKey(siteId, input.email);
  const ipKey = signInIpKey(siteId, input.ip);
  const wait = Math.max(
    await retryAfter(db, emailKey, accountLimits.signInPerEmail),
    await retryAfter(db, ipKey, accountLimits.signInPerIp),
  );
  if (wait > 0) return { outcome: 'throttled', retryAfterSeconds: wait };
  const row = await findByEmail(db, siteId, input.email);
  // Without an account the decoy hash is verified, so the answer takes as long either way.
  const matches = await verifyPassword(row?.passwordHash ?? null, input.password);
  if (row && matches) {
    await clearHits(db, emailKey);
    return { outcome: 'signedIn', customerId: row.id };
  }
  await countHit(db, emailKey, accountLimits.signInPerEmail);
  await countHit(db, ipKey, accountLimits.signInPerIp);
  return { outcome: 'wrongCredentials' };
}

/** Seconds before this address or client may have another mail sent, after counting this one; 0 when sent. */
export async function mailAllowance(db: Database, siteId: string, email: string, ip: string): Promise<number> {
  const emailKey = mailEmailKey(siteId, email);
  const ipKey = mailIpKey(siteId, ip);
  const wait = Math.max(
    await retryAfter(db, emailKey, accountLimits.mailPerEmail),
    await retryAfter(db, ipKey, accountLimits.mailPerIp),
  );
  if (wait > 0) return wait;
  await countHit(db, emailKey, accountLimits.mailPerEmail);
  await countHit(db, ipKey, accountLimits.mailPerIp);
  return 0;
}

interface Mail {
  to: string;
  title: string;
  paragraphs: string[];
  button: string;
  link: string;
  footnote: string[];
}

export const sendLinkMail = (db: Database, siteId: string, mail: Mail) =>
  enqueueMail(db, {
    siteId,
    to: mail.to,
    subject: mail.title,
    html: linkMailHtml(mail),
    text: linkMailText(mail),
  });

export const accountMailSubjects = {
  confirm: (site: string) => `Bekreft e-postadressen din hos ${site}`,
  reset: (site: string) => `Velg nytt passord hos ${site}`,
  newEmail: (site: string) => `Bekreft den nye e-postadressen din hos ${site}`,
};

export type MailRequest = { outcome: 'sent' } | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Sign-up: a confirmation link to the address. The address's customer (a guest's, or one staff made)
 * gets the link, keeping its name; a new address gets a customer without an account yet. An address
 * that already has an account gets a link to choose a new password instead: the page says the same
 * either way, so it tells no one which addresses have accounts.
 */
export async function signUp(
  db: Database,
  config: Config,
  site: AccountSite,
  input: { name: string; email: string; ip: string },
): Promise<MailRequest> {
  const wait = await mailAllowance(db, site.id, input.email, input.ip);
  if (wait > 0) return { outcome: 'throttled', retryAfterSeconds: wait };
  const email = normalised(input.email);
  const existing = await findByEmail(db, site.id, email);
  if (existing?.passwordHash) {
    await sendReset(db, config, site, existing.id, email, true);
    return { outcome: 'sent' };
  }
  const { token, tokenHash } = newLinkToken();
  const confirmExpiresAt = new Date(Date.now() + hours(confirmLifetimeHours));
  const name = input.name.trim();
  await db
    .insert(customers)
    .values({
      siteId: site.id,
      id: newId(),
      name,
      nameKey: customerSearchKey(name),
      email,
      anonymous: true,
      confirmTokenHash: tokenHash,
      confirmExpiresAt,
    })
    .onConflictDoUpdate({
      target: [customers.siteId, customers.email],
      set: { confirmTokenHash: tokenHash, confirmExpiresAt, pendingEmail: null, updatedAt: sql`now()` },
    });
  await sendLinkMail(db, site.id, {
    to: email,
    title: accountMailSubjects.confirm(site.displayName),
    paragraphs: [
      `Hei ${existing?.name ?? name}!`,
      `Noen, forhåpentlig du, vil lage en konto hos ${site.displayName} med denne e-postadressen. Åpne lenken for å bekrefte adressen og velge passord; da ser du også ordrene du har lagt inn med den.`,
    ],
    button: 'Bekreft og velg passord',
    link: `${customerSiteOrigin(config, site)}/konto/bekreft/${token}`,
    footnote: [
      `Lenken virker i ${confirmLifetimeHours} timer og kan brukes én gang.`,
      'Har du ikke bedt om en konto, kan du se bort fra denne e-posten.',
    ],
  });
  return { outcome: 'sent' };
}

async function sendReset(
  db: Database,
  config: Config,
  site: AccountSite,
  customerId: string,
  email: string,
  fromSignUp: boolean,
) {
  const { token, tokenHash } = newLinkToken();
  await db
    .update(customers)
    .set({ resetTokenHash: tokenHash, resetExpiresAt: new Date(Date.now() + hours(resetLifetimeHours)) })
    .where(and(eq(customers.siteId, site.id), eq(customers.id, customerId)));
  await sendLinkMail(db, site.id, {
    to: email,
    title: accountMailSubjects.reset(site.displayName),
    paragraphs: [
      fromSignUp
        ? `Noen ville lage en konto hos ${site.displayName} med denne e-postadressen, men du har allerede en. Har du glemt passordet, kan du velge et nytt her.`
        : `Noen, forhåpentlig du, har bedt om å få velge nytt passord til kontoen din hos ${site.displayName}.`,
    ],
    button: 'Velg nytt passord',
    link: `${customerSiteOrigin(config, site)}/konto/nytt-passord/${token}`,
    footnote: [
      'Lenken virker i én time og kan brukes én gang.',
      'Har du ikke bedt om dette, kan du se bort fra e-posten; passordet ditt er som før.',
    ],
  });
}

/** A reset link to an address with an account; an address without one gets nothing, and the page says the same. */
export async function requestReset(
  db: Database,
  config: Config,
  site: AccountSite,
  input: { email: string; ip: string },
): Promise<MailRequest> {
  const wait = await mailAllowance(db, site.id, input.email, input.ip);
  if (wait > 0) return { outcome: 'throttled', retryAfterSeconds: wait };
  const existing = await findByEmail(db, site.id, input.email);
  if (existing?.passwordHash) await sendReset(db, config, site, existing.id, existing.email, false);
  return { outcome: 'sent' };
}

export type LinkKind = 'invite' | 'confirm' | 'reset';

const linkColumns = {
  invite: { hash: customers.inviteTokenHash, expires: customers.inviteExpiresAt },
  confirm: { hash: customers.confirmTokenHash, expires: customers.confirmExpiresAt },
  reset: { hash: customers.resetTokenHash, expires: customers.resetExpiresAt },
} as const;

export type FoundLink =
  | { status: 'open'; customer: { id: string; email: string; pendingEmail: string | null; hasAccount: boolean } }
  | { status: 'unknown' | 'expired' };

/** The customer a link's token opens: unknown once used (its hash is cleared), expired after its time. */
export async function findLink(db: Database, siteId: string, kind: LinkKind, token: string): Promise<FoundLink> {
  const columns = linkColumns[kind];
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      pendingEmail: customers.pendingEmail,
      passwordHash: customers.passwordHash,
      expires: columns.expires,
    })
    .from(customers)
    .where(and(eq(customers.siteId, siteId), eq(columns.hash, hashLinkToken(token))))
    .limit(1);
  if (!row) return { status: 'unknown' };
  if (!row.expires || row.expires.getTime() <= Date.now()) return { status: 'expired' };
  const { passwordHash, expires: _expires, ...customer } = row;
  return { status: 'open', customer: { ...customer, hasAccount: passwordHash !== null } };
}

const noLinks = {
  inviteTokenHash: null,
  inviteExpiresAt: null,
  confirmTokenHash: null,
  confirmExpiresAt: null,
  resetTokenHash: null,
  resetExpiresAt: null,
};

/**
 * Sets the password a link lets the customer choose, in one statement that uses the link up (and the
 * customer's other links): the row becomes an account, with the orders it has. Null when the link was
 * used or ran out meanwhile.
 */
export async function choosePassword(
  db: Database,
  siteId: string,
  kind: LinkKind,
  token: string,
  passwordHash: string,
): Promise<{ id: string; email: string } | null> {
  const columns = linkColumns[kind];
  const [row] = await db
    .update(customers)
    .set({ ...noLinks, passwordHash, anonymous: false, pendingEmail: null, updatedAt: new Date() })
    .where(and(eq(customers.siteId, siteId), eq(columns.hash, hashLinkToken(token)), gt(columns.expires, new Date())))
    .returning({ id: customers.id, email: customers.email });
  if (row) await clearHits(db, signInEmailKey(siteId, row.email));
  return row ?? null;
}
