/**
 * Invitations end to end: the admin invites (the mail lands in the outbox in the same transaction),
 * the person opens the link from the mail and becomes a member; links are single-use and expire.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, type SignedIn, startTestServer, type TestServer } from '../../../test/harness';
import { activityLog } from '../../platform/activity/schema';
import { mailOutbox } from '../../platform/mail/schema';
import { invitationMessages } from '../../sso/invitation';
import { invitationProblems } from '../../sso/invitation-page';
import { inviteMessages } from './invites';
import { invitations } from './schema';

let server: TestServer;
let shopId: string;
let admin: SignedIn;
const base = () => `/api/sites/${shopId}`;

beforeAll(async () => {
  server = await startTestServer();
  shopId = await server.siteId('demobutikk');
  admin = await server.signIn('admin@demo.vev.no');
});
afterAll(() => server.close());

const invite = (email: string, permissions = 'contributor', who: SignedIn = admin) =>
  server.inject({
    method: 'POST',
    url: `${base()}/invites?dashboard=1`,
    headers: who.headers,
    payload: { email, permissions },
  });

interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** The newest outbox mail to this address, read through the admins' outbox view. */
async function mailTo(email: string): Promise<Mail> {
  const mails = await server.readJson<Mail[]>(admin, `${base()}/mail-outbox`);
  const mail = mails.find((candidate) => candidate.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

async function linkFor(email: string): Promise<string> {
  const link = /(http:\/\/localhost:3000\/sso\/invitasjon\/\S+)/.exec((await mailTo(email)).text)?.[1];
  if (!link) throw new Error('no link in the mail');
  return link.replace('http://localhost:3000', '');
}

const form = (fields: Record<string, string>, cookie?: string) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
});

describe('POST invites', () => {
  it('creates the invitation, answers it with 201 and puts a Norwegian mail with the link in the outbox', async () => {
    const response = await invite('Kari.Nordmann@Example.no');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'kari.nordmann@example.no', permissions: 'contributor' });

    const mail = await mailTo('kari.nordmann@example.no');
    expect(mail.subject).toBe('Du er invitert til Demo Butikk');
    expect(mail.text).toContain('Ada Administrator har invitert deg til å jobbe med Demo Butikk i Vev');
    expect(mail.text).toContain('med tilgang som redaktør');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/sso\/invitasjon\/[\w-]{43}\?dashboard=true/);
    expect(mail.html).toContain('<html lang="nb">');
    expect(mail.html).toContain('Godta invitasjonen</a>');

    const listed = await server.readJson<{ email: string }[]>(admin, `${base()}/invites`);
    expect(listed.map((row) => row.email)).toContain('kari.nordmann@example.no');
  });

  it('stores only a hash of the token', async () => {
    await invite('hash@example.no');
    const link = await linkFor('hash@example.no');
    const token = link.split('/').at(-1)?.split('?')[0] ?? '';
    const rows = await server.database.db.select().from(invitations).where(eq(invitations.email, 'hash@example.no'));
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('requires e-mail and permissions, with Norwegian messages, and writes nothing', async () => {
    const before = (await server.database.db.select().from(mailOutbox)).length;
    const missing = await server.inject({
      method: 'POST',
      url: `${base()}/invites`,
      headers: admin.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ email: 'Feltet må fylles ut.', permissions: 'Feltet må fylles ut.' });
    const badEmail = await invite('ikke-en-adresse');
    expect(badEmail.json().fields).toEqual({ email: 'Ugyldig e-postadresse.' });
    expect((await server.database.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('refuses a member or an address with an open invitation (409)', async () => {
    const member = await invite('leser@demo.vev.no');
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe(inviteMessages.alreadyMember);
    await invite('to-ganger@example.no');
    const twice = await invite('TO-ganger@example.no');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(inviteMessages.alreadyInvited);
  });

  it('is for admins: 403 for a contributor or a reader, 404 for another site’s admin', async () => {
    for (const email of ['redaktor@demo.vev.no', 'leser@demo.vev.no']) {
      expect((await invite('nei@example.no', 'reader', await server.signIn(email))).statusCode).toBe(403);
    }
    await server.addUser('hjemme-admin@example.no', { hjemmeside: 'admin' });
    const outsider = await server.signIn('hjemme-admin@example.no');
    expect((await invite('nei@example.no', 'reader', outsider)).statusCode).toBe(404);
    const outbox = await server.inject({ method: 'GET', url: `${base()}/mail-outbox`, headers: outsider.headers });
    expect(outbox.statusCode).toBe(404);
  });
});

describe('resend and withdraw', () => {
  it('resending sends a new link; the old one stops working', async () => {
    const created = (await invite('igjen@example.no')).json();
    const first = await linkFor('igjen@example.no');
    const resent = await server.inject({
      method: 'POST',
      url: `${base()}/invites/${created._id}/resend`,
      headers: admin.headers,
      payload: { email: 'igjen@example.no' },
    });
    expect(resent.statusCode).toBe(200);
    const second = await linkFor('igjen@example.no');
    expect(second).not.toBe(first);
    expect((await server.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('resending to another address is refused', async () => {
    const created = (await invite('feil-adresse@example.no')).json();
    const response = await server.inject({
      method: 'POST',
      url: `${base()}/invites/${created._id}/resend`,
      headers: admin.headers,
      payload: { email: 'annen@example.no' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: inviteMessages.wrongEmail });
  });

  it('withdrawing removes it from the list and its link no longer works', async () => {
    const created = (await invite('trekkes@example.no')).json();
    const link = await linkFor('trekkes@example.no');
    const response = await server.inject({
      method: 'DELETE',
      url: `${base()}/invites/${created._id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(204);
    const listed = await server.readJson<{ email: string }[]>(admin, `${base()}/invites`);
    expect(listed.map((row) => row.email)).not.toContain('trekkes@example.no');
    const page = await server.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(invitationProblems.unknown.title);
  });
});

describe('accepting an invitation', () => {
  it('a new person sets name and password, becomes a member at the invited level and is signed in', async () => {
    await invite('ny.person@example.no', 'reader');
    const link = await linkFor('ny.person@example.no');
    const page = await server.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Du er invitert til Demo Butikk</h1>');
    expect(page.body).toContain('<label for="name">Navn</label>');
    expect(page.body).toContain('<button type="submit">Opprett bruker og godta</button>');

    const short = await server.inject({
      method: 'POST',
      url: link,
      ...form({ name: 'Per', password: 'kort', passwordRepeat: 'kort' }),
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(invitationMessages.passwordTooShort);
    const differ = await server.inject({
      method: 'POST',
      url: link,
      ...form({ name: 'Per', password: 'hemmelig123', passwordRepeat: 'hemmelig124' }),
    });
    expect(differ.body).toContain(invitationMessages.passwordsDiffer);

    const accepted = await server.inject({
      method: 'POST',
      url: link,
      ...form({
        email: 'ny.person@example.no',
        name: 'Per Persen',
        password: 'hemmelig123',
        passwordRepeat: 'hemmelig123',
      }),
    });
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe('/sign-on');
    const session = cookiesFrom(accepted).vev_session;
    const me = await server.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: `vev_session=${session}` },
    });
    expect(me.json()).toMatchObject({ name: 'Per Persen', email: 'ny.person@example.no' });
    const sites = await server.inject({
      method: 'GET',
      url: '/api/sites',
      headers: { cookie: `vev_session=${session}` },
    });
    expect(sites.json()).toEqual([expect.objectContaining({ name: 'demobutikk', permission: 'reader' })]);

    const [logged] = await server.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.siteId, shopId), eq(activityLog.url, '/sso/invitasjon')));
    expect(logged).toMatchObject({ userId: me.json()._id, method: 'POST', statusCode: 303 });

    // The password works at the ordinary sign-in, and the admin sees the new member.
    await server.signIn('ny.person@example.no', 'hemmelig123');
    const members = await server.readJson<{ userData: { email: string } }[]>(admin, `${base()}/members`);
    expect(members.map((member) => member.userData.email)).toContain('ny.person@example.no');
    const open = await server.readJson<{ email: string }[]>(admin, `${base()}/invites`);
    expect(open.map((row) => row.email)).not.toContain('ny.person@example.no');

    // Single use.
    const reused = await server.inject({ method: 'GET', url: link });
    expect(reused.statusCode).toBe(410);
    expect(reused.body).toContain(invitationProblems.used.title);
    const reposted = await server.inject({
      method: 'POST',
      url: link,
      ...form({ name: 'Inntrenger', password: 'hemmelig123', passwordRepeat: 'hemmelig123' }),
    });
    expect(reposted.statusCode).toBe(410);
    expect(cookiesFrom(reposted).vev_session).toBeUndefined();
  });

  it('an existing user signs in with their password and accepts; a wrong password is refused', async () => {
    const userId = await server.addUser('finnes@example.no', { hjemmeside: 'reader' });
    await invite('finnes@example.no', 'contributor');
    const link = await linkFor('finnes@example.no');
    const page = await server.inject({ method: 'GET', url: link });
    expect(page.body).toContain('Logg inn som finnes@example.no for å godta invitasjonen.');
    expect(page.body).toContain('<button type="submit">Logg inn og godta</button>');

    const wrong = await server.inject({ method: 'POST', url: link, ...form({ password: 'feil-passord' }) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(invitationMessages.wrongPassword);

    const accepted = await server.inject({ method: 'POST', url: link, ...form({ password: 'demo1234' }) });
    expect(accepted.statusCode).toBe(303);
    const members = await server.readJson<{ user: string; permissions: string }[]>(admin, `${base()}/members`);
    expect(members.find((member) => member.user === userId)?.permissions).toBe('contributor');
  });

  it('someone already signed in as the invited user just accepts', async () => {
    await server.addUser('innlogget@example.no');
    const signedIn = await server.signIn('innlogget@example.no');
    await invite('innlogget@example.no', 'reader');
    const link = await linkFor('innlogget@example.no');
    const page = await server.inject({ method: 'GET', url: link, headers: { cookie: signedIn.cookie } });
    expect(page.body).toContain('Du er logget inn som innlogget.');
    const accepted = await server.inject({ method: 'POST', url: link, ...form({}, signedIn.cookie) });
    expect(accepted.statusCode).toBe(303);
    const sites = await server.inject({
      method: 'GET',
      url: '/api/sites',
      headers: { cookie: `vev_session=${cookiesFrom(accepted).vev_session}` },
    });
    expect(sites.json().map((site: { name: string }) => site.name)).toEqual(['demobutikk']);
  });

  it('an expired link shows a clear page and accepts nothing', async () => {
    await invite('utlopt@example.no');
    const link = await linkFor('utlopt@example.no');
    await server.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'utlopt@example.no'));
    const page = await server.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(invitationProblems.expired.title);
    const posted = await server.inject({
      method: 'POST',
      url: link,
      ...form({ name: 'Sen', password: 'hemmelig123', passwordRepeat: 'hemmelig123' }),
    });
    expect(posted.statusCode).toBe(410);
    const members = await server.readJson<{ userData: { email: string } }[]>(admin, `${base()}/members`);
    expect(members.map((member) => member.userData.email)).not.toContain('utlopt@example.no');
  });

  it('a made-up token shows the Norwegian page for an invalid invitation', async () => {
    const page = await server.inject({ method: 'GET', url: '/sso/invitasjon/oppdiktet-token' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<h1>${invitationProblems.unknown.title}</h1>`);
  });
});
