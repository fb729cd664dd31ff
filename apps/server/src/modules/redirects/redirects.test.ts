/** GET redirects, POST redirects (CSV import) and GET redirects/export (spec 2 §5, §7). */
import { type Redirect, redirectMessages } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { multipart } from '../media/testing';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside@example.no');
const api = `/api/sites/${shopId}`;

function importCsv(csv: string, who: SignedIn = admin, filename = 'redirects.csv') {
  const body = multipart([{ name: 'file', filename, content: Buffer.from(csv), type: 'text/csv' }]);
  return server.inject({
    method: 'POST',
    url: `${api}/redirects`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}
const list = () => server.readJson<Redirect[]>(admin, `${api}/redirects?limit=999999999`);
const pairs = (rows: Redirect[]) => rows.map((row) => [row.from, row.to, row.code]);

describe('redirect import', () => {
  it('imports old URL, new URL and code from a spreadsheet; 301 unless 302 is given', async () => {
    const response = await importCsv(
      'Gammel URL;Ny URL;Kode\n/gammel-side/;/ny-side;\nhttps://www.demobutikk.no/sykler?id=7;/sykler;302\n/kampanje;https://kampanje.no/;301\n',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 3 });
    expect(pairs(await list())).toEqual([
      ['/gammel-side', '/ny-side', 301],
      ['/kampanje', 'https://kampanje.no/', 301],
      ['/sykler?id=7', '/sykler', 302],
    ]);
  });

  it('an import replaces every redirect the site had', async () => {
    expect((await importCsv('/a,/b\n/c,/d,302')).statusCode).toBe(200);
    expect(pairs(await list())).toEqual([
      ['/a', '/b', 301],
      ['/c', '/d', 302],
    ]);
  });

  it('a file with bad rows names each of them and changes nothing', async () => {
    const response = await importCsv('/x,/y\nside-uten-skråstrek,/z\n/q,/r,307');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: redirectMessages.badRows,
      fields: { 'rad 2': redirectMessages.from, 'rad 3': redirectMessages.code },
    });
    expect(pairs(await list())).toEqual([
      ['/a', '/b', 301],
      ['/c', '/d', 302],
    ]);
  });

  it('takes .csv files only, and not an empty one', async () => {
    const wrong = await importCsv('/a,/b', admin, 'redirects.xlsx');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(redirectMessages.csvOnly);
    const empty = await importCsv('Gammel URL,Ny URL,Kode\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(redirectMessages.empty);
  });

  it('reads a file saved in the old Windows encoding (Latin-1)', async () => {
    const body = multipart([
      { name: 'file', filename: 'r.csv', content: Buffer.from('/blåbær;/bær\n', 'latin1'), type: 'text/csv' },
    ]);
    const response = await server.inject({
      method: 'POST',
      url: `${api}/redirects`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(pairs(await list())).toEqual([['/blåbær', '/bær', 301]]);
  });
});

describe('redirect export', () => {
  it('downloads the redirects as a CSV file that imports back unchanged', async () => {
    await importCsv('/a,"/b?x=1,2"\n/c,/d,302');
    const response = await server.inject({ method: 'GET', url: `${api}/redirects/export`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="redirects.csv"');
    expect(response.body).toBe('Gammel URL,Ny URL,Kode\r\n/a,"/b?x=1,2",301\r\n/c,/d,302\r\n');
    const before = pairs(await list());
    expect((await importCsv(response.body)).statusCode).toBe(200);
    expect(pairs(await list())).toEqual(before);
  });
});

describe('redirect access', () => {
  it('is for admins: a contributor gets 403 and changes nothing', async () => {
    const before = pairs(await list());
    expect((await importCsv('/u,/v', contributor)).statusCode).toBe(403);
    const read = await server.inject({ method: 'GET', url: `${api}/redirects`, headers: contributor.headers });
    expect(read.statusCode).toBe(403);
    expect(pairs(await list())).toEqual(before);
  });

  it("another site's admin gets 404 and changes nothing", async () => {
    const before = pairs(await list());
    expect((await importCsv('/u,/v', outsider)).statusCode).toBe(404);
    const read = await server.inject({ method: 'GET', url: `${api}/redirects/export`, headers: outsider.headers });
    expect(read.statusCode).toBe(404);
    expect(pairs(await list())).toEqual(before);
  });
});
