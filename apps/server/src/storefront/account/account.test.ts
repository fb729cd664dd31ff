/**
 * The storefront's customer accounts (`/konto/…`, issue 17 item 4): sign-up by a confirmed e-mail
 * where customerCreation is public, sign-in throttled per address, the reset link (once, one hour),
 * the invitation, and sessions kept to the site's host.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { customers } from '../../modules/customers/schema';
import { sites } from '../../platform/accounts/schema';
import { accountPassword as password, startAccountFixture } from './account-fixtures';
import { accountMessages } from './account-resolver';

const { server, db, shopId, api, browser, mailsTo, linkIn, newAccount, customerRow } = await startAccountFixture();
afterAll(() => server.close());

describe('sign-up where customerCreation is public', () => {
  it('sends a confirmation link; the link lets the visitor choose a password and signs them in', async () => {
    const email = `ny-${Date.now()}@eksempel.no`;
    const visitor = browser();
    const form = await visitor.view('/konto/registrer');
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('private, no-store');
    expect(form.body).toContain('>Navn</label>');
    const asked = await visitor.post('/konto/registrer', { name: 'Nora Ny', email });
    expect(asked.body).toContain('Sjekk e-posten din');
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Bekreft e-postadressen din hos Demo Butikk');
    // Not an account yet: the row has no password, and no password signs in.
    expect((await customerRow(email))?.passwordHash).toBeNull();
    const link = await linkIn(email, 'bekreft');
    const page = await visitor.view(link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('Gjenta passordet');
    const short = await visitor.post(link, { password: 'kort', passwordRepeat: 'kort' });
    expect(short.statusCode).toBe(400);
    const chosen = await visitor.post(link, { password, passwordRepeat: password });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/konto?melding=passord');
    const set = chosen.cookies.find((entry) => entry.name === 'vev_konto');
    expect(set).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(set?.domain).toBeUndefined();
    expect(set?.secure).toBeFalsy();
    const account = await visitor.view('/konto?melding=passord');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('Mine ordre');
    expect(account.body).toContain('Du har ingen ordre ennå.');
    expect(account.body).toContain('Nora Ny');
    expect(account.body).toContain(accountMessages.passwordSet);
    const row = await customerRow(email);
    expect(row?.anonymous).toBe(false);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    // The link is used up.
    expect((await browser().view(link)).statusCode).toBe(404);
  });

  it('refuses a form from another origin, or from none', async () => {
    const foreign = await browser().post('/konto/logg-inn', { email: 'a@b.no', password }, 'https://angriper.no');
    expect(foreign.statusCode).toBe(403);
    expect((await browser().post('/konto/registrer', { name: 'X', email: 'x@b.no' }, null)).statusCode).toBe(403);
  });

  it('an address that already has an account gets a reset link, and the page says the same', async () => {
    const email = `finnes-${Date.now()}@eksempel.no`;
    await newAccount(email);
    const again = await browser().post('/konto/registrer', { name: 'Noen Andre', email });
    expect(again.body).toContain(accountMessages.sent);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContain('Velg nytt passord hos Demo Butikk');
    expect((await customerRow(email))?.name).toBe('Kari Konto');
  });
});

describe('invite-only sites', () => {
  it('offer no sign-up, and the invitation from the dashboard sets a password and signs in', async () => {
    await db
      .update(sites)
      .set({ settings: sql`${sites.settings} || '{"customerCreation":"invite"}'::jsonb`, updatedAt: new Date() })
      .where(eq(sites.id, shopId));
    try {
      const page = await browser().view('/konto/registrer');
      expect(page.body).toContain('bare på invitasjon');
      expect(page.body).not.toContain('name="email"');
      const email = `invitert-${Date.now()}@eksempel.no`;
      const refused = await browser().post('/konto/registrer', { name: 'Ikke Invitert', email });
      expect(refused.statusCode).toBe(403);
      expect(await mailsTo(email)).toEqual([]);
      expect((await browser().view('/konto/logg-inn')).body).not.toContain('Opprett konto');

      await api('POST', '/customers', { name: 'Ida Invitert', email, sendInvite: true });
      const invited = browser();
      const link = await linkIn(email, 'invitasjon');
      expect((await invited.view(link)).body).toContain(email);
      const chosen = await invited.post(link, { password, passwordRepeat: password });
      expect(chosen.statusCode).toBe(303);
      expect((await invited.view('/konto')).body).toContain('Ida Invitert');
    } finally {
      await db
        .update(sites)
        .set({ settings: sql`${sites.settings} - 'customerCreation'`, updatedAt: new Date() })
        .where(eq(sites.id, shopId));
    }
  });
});

describe('sign-in and sign-out', () => {
  it('a wrong password and an unknown address get the same answer', async () => {
    const email = `feil-${Date.now()}@eksempel.no`;
    await newAccount(email);
    const wrong = await browser().post('/konto/logg-inn', { email, password: 'feil-passord-123' });
    const unknown = await browser().post('/konto/logg-inn', { email: `ukjent-${email}`, password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toContain(accountMessages.wrongCredentials);
    expect(unknown.body).toContain(accountMessages.wrongCredentials);
    expect(wrong.cookies.find((entry) => entry.name === 'vev_konto')).toBeUndefined();
  });

  it('is throttled per address after five failures, even for the right password', async () => {
    const email = `strupet-${Date.now()}@eksempel.no`;
    await newAccount(email);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await browser().post('/konto/logg-inn', { email, password: `galt-${attempt}-passord` })).statusCode).toBe(
        401,
      );
    }
    const held = await browser().post('/konto/logg-inn', { email, password });
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
    expect(held.body).toContain('For mange mislykkede innloggingsforsøk');
  });

  it('makes a new session at each sign-in; signing out ends it', async () => {
    const email = `okt-${Date.now()}@eksempel.no`;
    const first = await newAccount(email);
    const before = first.jar.vev_konto;
    const signedIn = await first.post('/konto/logg-inn', { email, password });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/konto');
    expect(first.jar.vev_konto).toBeDefined();
    expect(first.jar.vev_konto).not.toBe(before);
    // The old token signs no one in.
    const stale = browser();
    stale.jar.vev_konto = before as string;
    expect((await stale.view('/konto')).headers.location).toBe('/konto/logg-inn');
    const kept = first.jar.vev_konto as string;
    const out = await first.post('/konto/logg-ut', {});
    expect(out.headers.location).toBe('/konto/logg-inn?melding=logget-ut');
    const replay = browser();
    replay.jar.vev_konto = kept;
    expect((await replay.view('/konto')).headers.location).toBe('/konto/logg-inn');
  });

  it("another site's host does not accept the cookie", async () => {
    const email = `vert-${Date.now()}@eksempel.no`;
    const visitor = await newAccount(email);
    const elsewhere = browser('demoavdeling.localhost:3000');
    elsewhere.jar.vev_konto = visitor.jar.vev_konto as string;
    const there = await elsewhere.view('/konto');
    expect(there.statusCode).toBe(303);
    expect(there.headers.location).not.toBe(undefined);
    expect(there.body).not.toContain(email);
    expect((await visitor.view('/konto')).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('the link works once, within the hour, and ends the old sessions', async () => {
    const email = `glemt-${Date.now()}@eksempel.no`;
    const old = await newAccount(email);
    const asked = await browser().post('/konto/glemt-passord', { email });
    expect(asked.body).toContain(accountMessages.resetSent);
    const unknown = await browser().post('/konto/glemt-passord', { email: `ingen-${email}` });
    expect(unknown.body).toContain(accountMessages.resetSent);
    expect(await mailsTo(`ingen-${email}`)).toEqual([]);
    const link = await linkIn(email, 'nytt-passord');
    const newPassword = 'et-helt-nytt-passord';
    const visitor = browser();
    const chosen = await visitor.post(link, { password: newPassword, passwordRepeat: newPassword });
    expect(chosen.statusCode).toBe(303);
    expect((await old.view('/konto')).headers.location).toBe('/konto/logg-inn');
    expect((await visitor.view('/konto')).statusCode).toBe(200);
    const again = await browser().post(link, { password, passwordRepeat: password });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('Lenken er ugyldig eller allerede brukt.');
    expect((await browser().post('/konto/logg-inn', { email, password: newPassword })).statusCode).toBe(303);
  });

  it('an expired link is refused', async () => {
    const email = `utlopt-${Date.now()}@eksempel.no`;
    await newAccount(email);
    await browser().post('/konto/glemt-passord', { email });
    const link = await linkIn(email, 'nytt-passord');
    await db
      .update(customers)
      .set({ resetExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(customers.siteId, shopId), eq(customers.email, email)));
    const page = await browser().view(link);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Lenken er for gammel.');
    expect((await browser().post(link, { password, passwordRepeat: password })).statusCode).toBe(410);
  });
});
