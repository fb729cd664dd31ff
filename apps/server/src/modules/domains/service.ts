/** Adding, checking, retrying and removing a site's domains; DNS through an injected TXT resolver. */
import { randomBytes } from 'node:crypto';
import {
  type DomainConfiguration,
  domainMessages,
  domainValidationDeadline,
  domainVerifyName,
  txtRecordsMatch,
} from '@vev/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sites } from '../../platform/accounts/schema';
import { domainsChanged } from '../../platform/cache/site-versions';
import { AppError, notFound } from '../../platform/errors';
import { domainConfigurations } from './schema';

/** `dns.promises.resolveTxt`, or a stand-in with fixed answers in tests. */
export type ResolveTxt = (name: string) => Promise<string[][]>;

export interface DomainContext {
  db: Database;
  resolveTxt: ResolveTxt;
  /** Where the domain's A record should point (`DOMAIN_TARGET_IP`), when the platform has one address. */
  ip1: string | null;
  /** The platform's own host: neither it nor its subdomains can be a site's domain. */
  platformHost: string;
}

type DomainRow = typeof domainConfigurations.$inferSelect;

/** Several dashboards polling one domain ask DNS at most once in this time. */
const recheckAfterMs = 5_000;

const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields ? { fields } : {});

function toDto(ctx: DomainContext, row: DomainRow): DomainConfiguration {
  return {
    domain: row.domain,
    status: row.status,
    ip1: ctx.ip1,
    verifyName: domainVerifyName(row.domain),
    verifyValue: row.verifyValue,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.status === 'ISSUED' ? null : domainValidationDeadline(row.validationStartedAt).toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
  };
}

/** A domain the site had before validation existed (set by the platform): issued, nothing to prove. */
function toGrantedDto(ctx: DomainContext, domain: string, createdAt: Date): DomainConfiguration {
  return {
    domain,
    status: 'ISSUED',
    ip1: ctx.ip1,
    verifyName: null,
    verifyValue: null,
    createdAt: createdAt.toISOString(),
    expiresAt: null,
    issuedAt: null,
  };
}

async function siteDomains(db: Database, siteId: string) {
  const [site] = await db
    .select({ domains: sites.domains, canonicalDomain: sites.canonicalDomain, createdAt: sites.createdAt })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!site) throw notFound();
  return site;
}

const ownRow = (siteId: string, domain: string) =>
  and(eq(domainConfigurations.siteId, siteId), eq(domainConfigurations.domain, domain));

export async function listDomains(ctx: DomainContext, siteId: string): Promise<DomainConfiguration[]> {
  const site = await siteDomains(ctx.db, siteId);
  const rows = await ctx.db
    .select()
    .from(domainConfigurations)
    .where(eq(domainConfigurations.siteId, siteId))
    .orderBy(asc(domainConfigurations.createdAt), asc(domainConfigurations.domain));
  // A domain whose time ran out while nobody looked shows as timed out, after a last look.
  const now = new Date();
  const current = await Promise.all(
    rows.map((row) =>
      row.status === 'PENDING_VALIDATION' && now >= domainValidationDeadline(row.validationStartedAt)
        ? checkPending(ctx, row, { force: true })
        : row,
    ),
  );
  const known = new Set(rows.map((row) => row.domain));
  const granted = site.domains.filter((domain) => !known.has(domain));
  return [
    ...granted.map((domain) => toGrantedDto(ctx, domain, site.createdAt)),
    ...current.map((row) => toDto(ctx, row)),
  ];
}

function isPlatformDomain(ctx: DomainContext, domain: string): boolean {
  return [ctx.platformHost, 'localhost'].some((host) => domain === host || domain.endsWith(`.${host}`));
}

/** Adds the domain as pending with a new TXT value, then checks DNS once (the record may be there already). */
export async function addDomain(ctx: DomainContext, siteId: string, domain: string): Promise<DomainConfiguration> {
  if (isPlatformDomain(ctx, domain)) throw conflict(domainMessages.platform, { domain: domainMessages.platform });
  const taken = () => conflict(domainMessages.taken, { domain: domainMessages.taken });
  const row = await ctx.db.transaction(async (tx) => {
    const [granted] = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(sql`${sites.domains} @> ARRAY[${domain}]::text[]`)
      .limit(1);
    if (granted) throw taken();
    const [inserted] = await tx
      .insert(domainConfigurations)
      .values({
        domain,
        siteId,
        status: 'PENDING_VALIDATION',
        verifyValue: `vev-verify=${randomBytes(16).toString('hex')}`,
        validationStartedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw taken();
    return inserted;
  });
  return toDto(ctx, await checkPending(ctx, row, { force: true }));
}

async function lookUp(ctx: DomainContext, row: DomainRow): Promise<boolean> {
  try {
    return txtRecordsMatch(await ctx.resolveTxt(domainVerifyName(row.domain)), row.verifyValue);
  } catch {
    // No record yet (ENOTFOUND, ENODATA) or DNS unreachable: the next poll asks again.
    return false;
  }
}

/** The record found: the domain is issued and joins the site's domains, all at once. */
async function issue(ctx: DomainContext, row: DomainRow, now: Date): Promise<DomainRow> {
  return ctx.db.transaction(async (tx) => {
    const [issued] = await tx
      .update(domainConfigurations)
      .set({ status: 'ISSUED', issuedAt: now, checkedAt: now })
      .where(and(ownRow(row.siteId, row.domain), eq(domainConfigurations.status, 'PENDING_VALIDATION')))
      .returning();
    if (!issued) return row;
    await tx
      .update(sites)
      .set({ domains: sql`array_append(${sites.domains}, ${row.domain})`, updatedAt: now })
      .where(and(eq(sites.id, row.siteId), sql`NOT (${row.domain} = ANY(${sites.domains}))`));
    await domainsChanged(tx, row.siteId, ['settings']);
    return issued;
  });
}

/** A pending domain asks DNS for its TXT record; past its deadline without it, it times out. */
async function checkPending(ctx: DomainContext, row: DomainRow, options: { force?: boolean } = {}) {
  if (row.status !== 'PENDING_VALIDATION') return row;
  const now = new Date();
  if (!options.force && row.checkedAt && now.getTime() - row.checkedAt.getTime() < recheckAfterMs) return row;
  if (await lookUp(ctx, row)) return issue(ctx, row, now);
  const timedOut = now >= domainValidationDeadline(row.validationStartedAt);
  const [updated] = await ctx.db
    .update(domainConfigurations)
    .set({ checkedAt: now, ...(timedOut ? { status: 'VALIDATION_TIMED_OUT' as const } : {}) })
    .where(and(ownRow(row.siteId, row.domain), eq(domainConfigurations.status, 'PENDING_VALIDATION')))
    .returning();
  return updated ?? row;
}

async function findOwn(ctx: DomainContext, siteId: string, domain: string): Promise<DomainRow | undefined> {
  const [row] = await ctx.db.select().from(domainConfigurations).where(ownRow(siteId, domain));
  return row;
}

/** `GET site/domain-status`: the domain's state, checked again when it is pending. */
export async function domainStatus(ctx: DomainContext, siteId: string, domain: string): Promise<DomainConfiguration> {
  const row = await findOwn(ctx, siteId, domain);
  if (row) return toDto(ctx, await checkPending(ctx, row));
  const site = await siteDomains(ctx.db, siteId);
  if (site.domains.includes(domain)) return toGrantedDto(ctx, domain, site.createdAt);
  throw notFound();
}

/** A timed-out domain starts a new validation period with the same TXT value, and is checked at once. */
export async function retryDomain(ctx: DomainContext, siteId: string, domain: string): Promise<DomainConfiguration> {
  const row = await findOwn(ctx, siteId, domain);
  if (!row) throw notFound();
  if (row.status !== 'VALIDATION_TIMED_OUT') throw conflict(domainMessages.notTimedOut);
  const [restarted] = await ctx.db
    .update(domainConfigurations)
    .set({ status: 'PENDING_VALIDATION', validationStartedAt: new Date(), checkedAt: null })
    .where(and(ownRow(siteId, domain), eq(domainConfigurations.status, 'VALIDATION_TIMED_OUT')))
    .returning();
  return toDto(ctx, await checkPending(ctx, restarted ?? row, { force: true }));
}

/** Removes the domain from the site (and the storefront); the canonical domain must be changed first. */
export async function removeDomain(ctx: DomainContext, siteId: string, domain: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [site] = await tx
      .select({ domains: sites.domains, canonicalDomain: sites.canonicalDomain })
      .from(sites)
      .where(eq(sites.id, siteId))
      .for('update');
    if (!site) throw notFound();
    if (site.canonicalDomain === domain) throw conflict(domainMessages.canonical);
    const removed = await tx.delete(domainConfigurations).where(ownRow(siteId, domain)).returning();
    if (!removed.length && !site.domains.includes(domain)) throw notFound();
    if (site.domains.includes(domain)) {
      await tx
        .update(sites)
        .set({ domains: sql`array_remove(${sites.domains}, ${domain})`, updatedAt: new Date() })
        .where(eq(sites.id, siteId));
      await domainsChanged(tx, siteId, ['settings']);
    }
  });
}
