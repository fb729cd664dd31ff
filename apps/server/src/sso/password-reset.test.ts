/**
 * Password reset end to end: asking for a link (the same neutral answer for every address, the
 * mail in the outbox only for a user), the link (one hour, once, replaced by a newer one), the new
 * password (rules, argon2id, every session ended) and the throttling of requests.
 */
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, startTestServer, type TestServer } from '../../test/harness';
import { passwordResetLifetimeMs } from '../modules/account/password-reset';
import { passwordResets } from '../modules/account/schema';
import { users } from '../platform/accounts/schema';
import { mailOutbox } from '../platform/mail/schema';
import { rateLimits } from '../platform/rate-limit/schema';
import { sessions } from '../platform/sessions/schema';
import { newPasswordMessages } from './new-password';
import { passwordResetMessages } from './password-reset';
import { passwordResetProblems, passwordResetRequested } from './password-reset-page';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(async () => {
  await server.database.db.delete(rateLimits);
});

let people = 0;
/** A user of this test alone (demo password), so no test changes another's password. */
async function newPerson(): Promise<{ email: string; id: string }> {
  people += 1;
  const email = `glemsk${people}@example.no`;
  return { email, id: await server.addUser(email) };
}

const form = (fields: Record<string, string>, extra: { cookie?: string; ip?: string } = {}) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(extra.cookie ? { cookie: extra.cookie } : {}) },
  remoteAddress: extra.ip ?? '127.0.0.1',
});

const askForLink = (email: string, options: { dashboard?: boolean; ip?: string } = {}) =>
  server.inject({
    method: 'POST',
    url: options.dashboard === false ? '/sso/glemt-passord' : '/sso/glemt-passord?dashboard=true',
    ...form({ email }, options),
  });

const mailsTo = (email: string) =>
  server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));

/** The path of the link in the newest mail to this address. */
async function linkFor(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const link = /http:\/\/localhost:3000(\/sso\/nytt-passord\/\S+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no reset link in a mail to ${email}`);
  return link;
}

const setPassword = (path: string, password: string, repeat = password, cookie?: string) =>
  server.inject({ method: 'POST', url: path, ...form({ password, passwordRepeat: repeat }, { cookie }) });

const me = (cookie: string) => server.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });

const passwordHashOf = async (userId: string) =>
  (await server.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash;

describe('the way in: GET /sso/login and GET /sso/glemt-passord', () => {
  it('the sign-on page links to Glemt passordet?, keeping dashboard=true', async () => {
    const withDashboard = await server.inject({ method: 'GET', url: '/sso/login?dashboard=true' });
    expect(withDashboard.body).toContain('<a href="/sso/glemt-passord?dashboard=true">Glemt passordet?</a>');
    const without = await server.inject({ method: 'GET', url: '/sso/login' });
    expect(without.body).toContain('<a href="/sso/glemt-passord">Glemt passordet?</a>');
  });

  it('asks for the e-mail address in Norwegian, posting back with dashboard=true and a way back', async () => {
    const response = await server.inject({ method: 'GET', url: '/sso/glemt-passord?dashboard=true' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Glemt passordet?</h1>');
    expect(response.body).toContain('<label for="email">E-post</label>');
    expect(response.body).toContain('action="/sso/glemt-passord?dashboard=true"');
    expect(response.body).toContain('<button type="submit">Send lenke</button>');
    expect(response.body).toContain('<a href="/sso/login?dashboard=true">Tilbake til innlogging</a>');
  });
});

describe('POST /sso/glemt-passord', () => {
  it('an unknown address gets the neutral answer, and nothing but the request count is written', async () => {
    const links = () => server.database.db.select().from(passwordResets);
    const before = await links();
    const response = await askForLink('finnes-ikke@example.no');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`role="status">${passwordResetRequested}</div>`);
    expect(await mailsTo('finnes-ikke@example.no')).toEqual([]);
    expect(await links()).toEqual(before);
  });

  it('a user gets one mail (no site, Norwegian, HTML and text) with a link for one hour; only the hash is stored', async () => {
    const person = await newPerson();
    const response = await askForLink(person.email);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(passwordResetRequested);
    expect(cookiesFrom(response)).toEqual({});

    const [mail, ...more] = await mailsTo(person.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ siteId: null, subject: 'Velg nytt passord i Vev', sentAt: null });
    expect(mail?.text).toContain(`har bedt om å få velge nytt passord for ${person.email} i Vev.`);
    expect(mail?.text).toContain('Lenken virker i én time og kan brukes én gang.');
    const link = await linkFor(person.email);
    expect(link).toMatch(/^\/sso\/nytt-passord\/[\w-]{43}\?dashboard=true$/);
    expect(mail?.html).toMatch(
      /<a href="http:\/\/localhost:3000\/sso\/nytt-passord\/[^"]+" style="[^"]*">Velg nytt passord<\/a>/,
    );
    expect(mail?.html).toContain(`href="http://localhost:3000${link}"`);

    const token = link.replace(/^\/sso\/nytt-passord\//, '').replace(/\?.*$/, '');
    const [row] = await server.database.db.select().from(passwordResets).where(eq(passwordResets.userId, person.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(token);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(passwordResetLifetimeMs - 60_000);
    expect(lifetime).toBeLessThanOrEqual(passwordResetLifetimeMs);
  });

  it('answers a user exactly as an unknown address (no hint which)', async () => {
    const person = await newPerson();
    const known = await askForLink(person.email);
    const unknown = await askForLink('ingen-her@example.no');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it('matches the address regardless of case and spaces; without dashboard the link has none', async () => {
    const person = await newPerson();
    await askForLink(`  ${person.email.toUpperCase()} `, { dashboard: false });
    expect(await linkFor(person.email)).toMatch(/^\/sso\/nytt-passord\/[\w-]{43}$/);
  });

  it('a user without a password (OpenID Connect only) may get a link too', async () => {
    const person = await newPerson();
    await server.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, person.id));
    await askForLink(person.email);
    expect(await mailsTo(person.email)).toHaveLength(1);
  });

  it('something that is not an e-mail address is refused with a Norwegian message, and nothing is written', async () => {
    const response = await askForLink('ikke en adresse');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`role="alert">${passwordResetMessages.invalidEmail}</div>`);
    expect(response.body).toContain('value="ikke en adresse"');
    expect(await server.database.db.select().from(rateLimits)).toEqual([]);
  });

  it('the reset mail is in no site admin’s outbox view', async () => {
    const person = await newPerson();
    await askForLink(person.email);
    const admin = await server.signIn('admin@demo.vev.no');
    for (const site of ['demobutikk', 'hjemmeside', 'demoavdeling']) {
      const mails = await server.readJson<{ to: string }[]>(
        admin,
        `/api/sites/${await server.siteId(site)}/mail-outbox?limit=100`,
      );
      expect(mails.map((mail) => mail.to)).not.toContain(person.email);
    }
  });
});

describe('throttling of requests', () => {
  const throttled = 'For mange forespørsler om nytt passord. Prøv igjen om 15 minutter.';

  it('per address: the 4th request within 15 minutes answers 429 with Retry-After, for users and unknown addresses alike', async () => {
    const person = await newPerson();
    for (const email of [person.email, 'ukjent-gjentatt@example.no']) {
      for (let i = 0; i < 3; i++) expect((await askForLink(email, { ip: `10.1.0.${i}` })).statusCode).toBe(200);
      const blocked = await askForLink(email, { ip: '10.1.0.9' });
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(blocked.body).toContain(`role="alert">${throttled}</div>`);
    }
    expect(await mailsTo(person.email)).toHaveLength(3);
  });

  it('per IP: after 10 requests from one address, the next answers 429; another address is served', async () => {
    for (let i = 0; i < 10; i++)
      expect((await askForLink(`mange${i}@example.no`, { ip: '10.2.0.1' })).statusCode).toBe(200);
    const person = await newPerson();
    const blocked = await askForLink(person.email, { ip: '10.2.0.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain(throttled);
    expect(await mailsTo(person.email)).toEqual([]);
    expect((await askForLink(person.email, { ip: '10.2.0.2' })).statusCode).toBe(200);
  });
});

describe('GET and POST /sso/nytt-passord/{token}', () => {
  it('shows a form for the new password, twice, for the address of the link', async () => {
    const person = await newPerson();
    await askForLink(person.email);
    const response = await server.inject({ method: 'GET', url: await linkFor(person.email) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<h1>Velg nytt passord</h1>');
    expect(response.body).toContain(`value="${person.email}" readonly`);
    expect(response.body).toContain('<label for="password">Nytt passord</label>');
    expect(response.body).toContain('<label for="passwordRepeat">Gjenta passordet</label>');
    expect(response.body).toContain('<button type="submit">Lagre nytt passord</button>');
  });

  it('refuses a password under 8 characters and two that differ, changing nothing', async () => {
    const person = await newPerson();
    await askForLink(person.email);
    const link = await linkFor(person.email);
    const before = await passwordHashOf(person.id);
    const short = await setPassword(link, 'kort123');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(`role="alert">${newPasswordMessages.passwordTooShort}</div>`);
    const differ = await setPassword(link, 'langt-passord', 'langt-passord-2');
    expect(differ.statusCode).toBe(400);
    expect(differ.body).toContain(newPasswordMessages.passwordsDiffer);
    expect(await passwordHashOf(person.id)).toBe(before);
    expect((await server.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });

  it('sets the password (argon2id), ends every session of the user, and signs in with a new one', async () => {
    const person = await newPerson();
    const other = await server.signIn('leser@demo.vev.no');
    const elsewhere = [await server.signIn(person.email), await server.signIn(person.email)];
    const inThisBrowser = await server.signIn(person.email);
    await askForLink(person.email);

    const response = await setPassword(await linkFor(person.email), 'nytt-passord-1', undefined, inThisBrowser.cookie);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sign-on');
    const session = cookiesFrom(response).vev_session;
    expect(session).toBeTruthy();
    expect((await me(`vev_session=${session}`)).statusCode).toBe(200);
    for (const ended of [...elsewhere, inThisBrowser]) expect((await me(ended.cookie)).statusCode).toBe(401);
    expect((await me(other.cookie)).statusCode).toBe(200);
    const left = await server.database.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(left).toHaveLength(1);

    expect(await passwordHashOf(person.id)).toMatch(/^\$argon2id\$/);
    await expect(server.signIn(person.email)).rejects.toThrow(/401/);
    expect((await server.signIn(person.email, 'nytt-passord-1')).cookie).toBeTruthy();
  });

  it('without dashboard=true, shows the signed-in page', async () => {
    const person = await newPerson();
    await askForLink(person.email, { dashboard: false });
    const response = await setPassword(await linkFor(person.email), 'nytt-passord-2');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Du er logget inn som glemsk');
    expect(cookiesFrom(response).vev_session).toBeTruthy();
  });

  it('a user without a password (OpenID Connect only) can then sign in with the one chosen', async () => {
    const person = await newPerson();
    await server.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, person.id));
    await askForLink(person.email);
    expect((await setPassword(await linkFor(person.email), 'mitt-forste-passord')).statusCode).toBe(303);
    expect((await server.signIn(person.email, 'mitt-forste-passord')).cookie).toBeTruthy();
  });

  it('the link works once: afterwards it answers 410 Lenken er allerede brukt, with a way to a new link', async () => {
    const person = await newPerson();
    await askForLink(person.email);
    const link = await linkFor(person.email);
    expect((await setPassword(link, 'nytt-passord-3')).statusCode).toBe(303);

    const again = await server.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(`<h1>${passwordResetProblems.used.title}</h1>`);
    expect(again.body).toContain(
      '<a class="button primary" href="/sso/glemt-passord?dashboard=true">Be om ny lenke</a>',
    );
    expect(again.body).toContain('<a class="button" href="/sso/login?dashboard=true">Gå til innlogging</a>');
    const reuse = await setPassword(link, 'et-annet-passord');
    expect(reuse.statusCode).toBe(410);
    expect(cookiesFrom(reuse)).toEqual({});
    await expect(server.signIn(person.email, 'et-annet-passord')).rejects.toThrow(/401/);
  });

  it('two submissions of one link at once set the password once', async () => {
    const person = await newPerson();
    await askForLink(person.email);
    const link = await linkFor(person.email);
    const answers = await Promise.all([setPassword(link, 'forste-passord'), setPassword(link, 'andre-passord')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 410]);
  });

  it('after an hour the link answers 410 Lenken har utløpt, and the password stays', async () => {
    const person = await newPerson();
    await askForLink(person.email);
    const link = await linkFor(person.email);
    await server.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, person.id));
    const before = await passwordHashOf(person.id);
    const shown = await server.inject({ method: 'GET', url: link });
    expect(shown.statusCode).toBe(410);
    expect(shown.body).toContain(`<h1>${passwordResetProblems.expired.title}</h1>`);
    expect((await setPassword(link, 'for-sent-passord')).statusCode).toBe(410);
    expect(await passwordHashOf(person.id)).toBe(before);
  });

  it('a new request replaces the link: the older one answers 404 Lenken er ikke gyldig, the newer works', async () => {
    const person = await newPerson();
    await askForLink(person.email);
    const first = await linkFor(person.email);
    await askForLink(person.email);
    const second = await linkFor(person.email);
    expect(second).not.toBe(first);
    const old = await server.inject({ method: 'GET', url: first });
    expect(old.statusCode).toBe(404);
    expect(old.body).toContain(`<h1>${passwordResetProblems.unknown.title}</h1>`);
    expect((await setPassword(first, 'gammel-lenke')).statusCode).toBe(404);
    expect((await setPassword(second, 'ny-lenke-virker')).statusCode).toBe(303);
  });

  it('a made-up link answers 404; without dashboard its ways on carry none', async () => {
    const response = await server.inject({ method: 'GET', url: '/sso/nytt-passord/oppdiktet' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(passwordResetProblems.unknown.text);
    expect(response.body).toContain('href="/sso/glemt-passord">Be om ny lenke</a>');
  });

  it('clears the failed sign-ins counted for the address, so the new password works at once', async () => {
    const person = await newPerson();
    for (let i = 0; i < 5; i++) {
      await server.inject({ method: 'POST', url: '/sso/login', ...form({ email: person.email, password: 'feil' }) });
    }
    await askForLink(person.email);
    expect((await setPassword(await linkFor(person.email), 'etter-sperren')).statusCode).toBe(303);
    expect((await server.signIn(person.email, 'etter-sperren')).cookie).toBeTruthy();
  });
});
