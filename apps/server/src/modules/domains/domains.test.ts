/** Domains (spec 2 'Domain configuration'): add, TXT validation with a stand-in resolver, time-out, retry, removal. */
import { type DomainConfiguration, domainMessages, type Site } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { activityLog, domainConfigurations } from '../../db/schema';

/** The TXT records the stand-in name server knows: name → records. */
const txtRecords = new Map<string, string[][]>();
const server = await startTestServer({
  resolveTxt: async (name) => {
    const records = txtRecords.get(name);
    if (!records) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return records;
  },
});
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
await server.addUser('admin-hjemmeside@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside@example.no');
const api = `/api/sites/${shopId}`;

const addDomain = (domain: unknown, who: SignedIn = admin, siteApi = api) =>
  server.inject({ method: 'POST', url: `${siteApi}/site/domains`, headers: who.headers, payload: { domain } });
const status = (domain: string, who: SignedIn = admin) =>
  server.inject({ method: 'GET', url: `${api}/site/domain-status?domain=${domain}`, headers: { cookie: who.cookie } });
/** Moves the domain's validation start back, as if the hours had passed. */
const startedHoursAgo = (domain: string, hours: number) =>
  server.database.db
    .update(domainConfigurations)
    .set({ validationStartedAt: new Date(Date.now() - hours * 3600 * 1000), checkedAt: null })
    .where(eq(domainConfigurations.domain, domain));

describe('POST site/domains', () => {
  it('adds the domain as pending with a TXT record to create', async () => {
    const response = await addDomain('  WWW.Demobutikk.no ');
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json() as DomainConfiguration;
    expect(added).toMatchObject({
      domain: 'www.demobutikk.no',
      status: 'PENDING_VALIDATION',
      verifyName: '_vev-verify.www.demobutikk.no',
      issuedAt: null,
    });
    expect(added.verifyValue).toMatch(/^vev-verify=[0-9a-f]{32}$/);
    expect(new Date(added.expiresAt ?? 0).getTime() - Date.now()).toBeGreaterThan(71 * 3600 * 1000);
    const list = await server.readJson<DomainConfiguration[]>(admin, `${api}/site/domains`);
    expect(list.map((domain) => domain.domain)).toEqual(['www.demobutikk.no']);
    const site = await server.readJson<Site>(admin, `${api}/site`);
    expect(site.domains).toEqual([]);
    const [logged] = await server.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.siteId, shopId), eq(activityLog.url, `${api}/site/domains`)));
    expect(logged?.method).toBe('POST');
  });

  it('takes only the domain, without scheme or path', async () => {
    for (const bad of ['https://firma.no', 'firma.no/side', 'firma', 'firma.no:8080', '', 'x'.repeat(300)]) {
      const response = await addDomain(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().fields.domain, bad).toMatch(/^(Skriv bare domenet|Kan være maks)/);
    }
    expect((await addDomain(undefined)).json().fields).toEqual({ domain: 'Feltet må fylles ut.' });
  });

  it('a domain belongs to one site across the platform, and never the platform’s own', async () => {
    const again = await addDomain('www.demobutikk.no', outsider, `/api/sites/${homeId}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: domainMessages.taken, fields: { domain: domainMessages.taken } });
    expect((await addDomain('www.demobutikk.no')).statusCode).toBe(409);
    const platform = await addDomain('demobutikk.localhost');
    expect(platform.statusCode).toBe(409);
    expect(platform.json().message).toBe(domainMessages.platform);
  });

  it('is for admins: reader and contributor get 403, another site’s admin 404', async () => {
    expect((await addDomain('a.example.no', reader)).statusCode).toBe(403);
    expect((await addDomain('a.example.no', contributor)).statusCode).toBe(403);
    expect((await addDomain('a.example.no', outsider)).statusCode).toBe(404);
    expect((await status('www.demobutikk.no', contributor)).statusCode).toBe(403);
    expect((await status('www.demobutikk.no', outsider)).statusCode).toBe(404);
    const list = await server.inject({ method: 'GET', url: `${api}/site/domains`, headers: outsider.headers });
    expect(list.statusCode).toBe(404);
  });
});

describe('DNS TXT validation', () => {
  it('stays pending until the record is there, then is issued and joins the site’s domains', async () => {
    const [pending] = await server.readJson<DomainConfiguration[]>(admin, `${api}/site/domains`);
    expect((await status('www.demobutikk.no')).json().status).toBe('PENDING_VALIDATION');
    txtRecords.set('_vev-verify.www.demobutikk.no', [
      ['annen-verdi'],
      ['vev-verify=', (pending?.verifyValue ?? '').slice(11)],
    ]);
    await startedHoursAgo('www.demobutikk.no', 1);
    const issued = (await status('www.demobutikk.no')).json() as DomainConfiguration;
    expect(issued).toMatchObject({ status: 'ISSUED', expiresAt: null });
    expect(issued.issuedAt).not.toBeNull();
    const site = await server.readJson<Site>(admin, `${api}/site`);
    expect(site.domains).toEqual(['www.demobutikk.no']);
    const canonical = await server.inject({
      method: 'PATCH',
      url: `${api}/site`,
      headers: admin.headers,
      payload: { canonicalDomain: 'www.demobutikk.no' },
    });
    expect(canonical.statusCode, canonical.body).toBe(200);
  });

  it('a TXT record with another value leaves the domain pending', async () => {
    txtRecords.set('_vev-verify.butikk.example.no', [['vev-verify=feil']]);
    const added = (await addDomain('butikk.example.no')).json() as DomainConfiguration;
    expect(added.status).toBe('PENDING_VALIDATION');
    const removed = await server.inject({
      method: 'DELETE',
      url: `${api}/site/domains/butikk.example.no`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('times out after 72 hours without the record, and retry starts a new validation', async () => {
    await addDomain('sent.example.no');
    await startedHoursAgo('sent.example.no', 71);
    expect((await status('sent.example.no')).json().status).toBe('PENDING_VALIDATION');
    await startedHoursAgo('sent.example.no', 73);
    const listed = await server.readJson<DomainConfiguration[]>(admin, `${api}/site/domains`);
    expect(listed.find((domain) => domain.domain === 'sent.example.no')?.status).toBe('VALIDATION_TIMED_OUT');
    const timedOut = (await status('sent.example.no')).json() as DomainConfiguration;
    expect(timedOut.status).toBe('VALIDATION_TIMED_OUT');
    const retry = (who: SignedIn = admin) =>
      server.inject({ method: 'POST', url: `${api}/site/domains/sent.example.no/retry`, headers: who.headers });
    expect((await retry(contributor)).statusCode).toBe(403);
    expect((await retry(outsider)).statusCode).toBe(404);
    const restarted = await retry();
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(restarted.json()).toMatchObject({ status: 'PENDING_VALIDATION', verifyValue: timedOut.verifyValue });
    expect((await retry()).json()).toMatchObject({ message: domainMessages.notTimedOut });
    txtRecords.set('_vev-verify.sent.example.no', [[timedOut.verifyValue ?? '']]);
    await startedHoursAgo('sent.example.no', 0);
    expect((await status('sent.example.no')).json().status).toBe('ISSUED');
  });
});

describe('DELETE site/domains/{domain}', () => {
  const remove = (domain: string, who: SignedIn = admin) =>
    server.inject({ method: 'DELETE', url: `${api}/site/domains/${domain}`, headers: who.headers });

  it('keeps the canonical domain until another is chosen', async () => {
    const refused = await remove('www.demobutikk.no');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(domainMessages.canonical);
  });

  it('removes a domain from the site; others may not', async () => {
    expect((await remove('sent.example.no', contributor)).statusCode).toBe(403);
    expect((await remove('sent.example.no', outsider)).statusCode).toBe(404);
    expect((await remove('sent.example.no')).statusCode).toBe(200);
    expect((await remove('sent.example.no')).statusCode).toBe(404);
    const site = await server.readJson<Site>(admin, `${api}/site`);
    expect(site.domains).toEqual(['www.demobutikk.no']);
    expect((await status('sent.example.no')).statusCode).toBe(404);
  });
});
