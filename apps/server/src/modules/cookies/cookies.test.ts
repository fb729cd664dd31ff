/** The cookie dialog's definitions, CSV import and export (spec 2 §2 'Cookies', §5, §7). */
import { builtInCookies, type CookieDefinition, cookieMessages, type Site } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { multipart } from '../media/testing';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside@example.no');
const api = `/api/sites/${shopId}`;

function importCsv(csv: string, who: SignedIn = admin, filename = 'cookies.csv') {
  const body = multipart([{ name: 'file', filename, content: Buffer.from(csv), type: 'text/csv' }]);
  return server.inject({
    method: 'POST',
    url: `${api}/cookies/import`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}
const custom = () => server.readJson<CookieDefinition[]>(admin, `${api}/cookie-dialog/definitions?onlyCustom=true`);

describe('cookie definitions', () => {
  it('lists the built-in cookies, the custom ones, or both', async () => {
    expect(await server.readJson(reader, `${api}/cookie-dialog/definitions?onlyDefault=true`)).toEqual(builtInCookies);
    expect(await custom()).toEqual([]);
  });

  it('imports a comma-separated file with several categories in one field, replacing the list', async () => {
    const first = await importCsv(
      'name,purpose,consentCategories,expiry,vendor\n_ga,Besøksstatistikk,analytics,2 år,Google\n_fbp,"Annonser, målt",ad|personalization,3 måneder,Meta\n',
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ imported: 2 });
    expect((await custom()).map((cookie) => [cookie.name, cookie.consentCategories])).toEqual([
      ['_ga', ['analytics']],
      ['_fbp', ['ad', 'personalization']],
    ]);
    await importCsv('hotjar,Opptak av økter,analytics,1 år,Hotjar');
    expect((await custom()).map((cookie) => cookie.name)).toEqual(['hotjar']);
    const both = await server.readJson<CookieDefinition[]>(admin, `${api}/cookie-dialog/definitions`);
    expect(both.map((cookie) => cookie.name)).toEqual([...builtInCookies.map((cookie) => cookie.name), 'hotjar']);
  });

  it('a file with bad rows names them and changes nothing', async () => {
    const response = await importCsv('a,Formål,statistikk,1 år,X\n,Formål,analytics,1 år,X\nb,Formål,analytics');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: cookieMessages.badRows,
      fields: { 'rad 1': cookieMessages.category, 'rad 2': cookieMessages.required, 'rad 3': cookieMessages.fields },
    });
    expect((await custom()).map((cookie) => cookie.name)).toEqual(['hotjar']);
    const wrongType = await importCsv('x', admin, 'cookies.txt');
    expect(wrongType.json().message).toBe(cookieMessages.csvOnly);
  });

  it('exports the custom list, and offers an example file, both importable', async () => {
    const exported = await server.inject({ method: 'GET', url: `${api}/cookies/export`, headers: admin.headers });
    expect(exported.headers['content-disposition']).toBe('attachment; filename="cookies.csv"');
    expect(exported.body).toBe(
      'name,purpose,consentCategories,expiry,vendor\r\nhotjar,Opptak av økter,analytics,1 år,Hotjar\r\n',
    );
    const example = await server.inject({
      method: 'GET',
      url: `${api}/cookies/export-example`,
      headers: admin.headers,
    });
    expect((await importCsv(example.body)).json()).toEqual({ imported: 2 });
  });

  it('import and export are for admins; another site’s admin gets 404', async () => {
    expect((await importCsv('a,b,analytics,1 år,X', reader)).statusCode).toBe(403);
    const export403 = await server.inject({ method: 'GET', url: `${api}/cookies/export`, headers: reader.headers });
    expect(export403.statusCode).toBe(403);
    expect((await importCsv('a,b,analytics,1 år,X', outsider)).statusCode).toBe(404);
  });
});

describe('cookie dialog configuration (PATCH site cookieDialogMeta)', () => {
  it('stores the intro and the five colours, and refuses a colour it cannot read', async () => {
    const cookieDialogMeta = {
      intro: JSON.stringify({ blocks: [{ key: 'a', text: 'Vi bruker cookies.', type: 'unstyled' }], entityMap: {} }),
      primaryColor: '#2b8a3e',
      textColor: 'rgba(20,20,20,1)',
      backgroundColor: '#fff',
      cardColor: '#f1f3f5',
      borderColor: '#ced4da',
    };
    const saved = await server.inject({
      method: 'PATCH',
      url: `${api}/site`,
      headers: admin.headers,
      payload: { cookieDialogMeta },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as Site).cookieDialogMeta).toEqual(cookieDialogMeta);
    const bad = await server.inject({
      method: 'PATCH',
      url: `${api}/site`,
      headers: admin.headers,
      payload: { cookieDialogMeta: { ...cookieDialogMeta, textColor: 'blå' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'cookieDialogMeta.textColor': 'Ugyldig farge.' });
  });
});
