/**
 * Forms (spec 3 'Forms'): contributors build them, readers see them, admins delete them; the
 * spec's validation in Norwegian; entries newest first, 50 at a time, as CSV, deleted by admins;
 * another site's ids are 404.
 */
import type { Form, FormEntry } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import { newId } from '../../platform/ids';
import { formEntries } from './schema';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside-skjemaer@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside-skjemaer@example.no');
const api = `/api/sites/${shopId}`;

const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object, who: SignedIn = contributor) =>
  server.inject({ method, url: `${api}${path}`, headers: who.headers, ...(body ? { payload: body } : {}) });
const read = (path: string, who: SignedIn = reader) =>
  server.inject({ method: 'GET', url: `${api}${path}`, headers: { cookie: who.cookie } });

const contactFields = [
  { _id: 'f1', type: 'string', label: 'Navn', name: 'navn', required: true },
  { _id: 'f2', type: 'email', label: 'E-post', name: 'epost' },
  { _id: 'f3', type: 'text', label: 'Melding', name: 'melding' },
];

const created = await send('POST', '/forms', { name: 'Kontakt oss', fields: contactFields });
const contact = created.json() as Form;

async function addEntries(count: number) {
  const start = Date.parse('2026-01-01T10:00:00Z');
  await server.database.db.insert(formEntries).values(
    Array.from({ length: count }, (_, n) => ({
      siteId: shopId,
      id: newId(),
      formId: contact._id,
      referrer: 'https://demobutikk.localhost/kontakt',
      data: [
        { field: 'navn', value: `Person ${n}` },
        { field: 'melding', value: n === 0 ? '=SUM(A1)' : 'Hei' },
      ],
      createdAt: new Date(start + n * 60_000),
    })),
  );
}

describe('forms', () => {
  it('round trip: created with fields and defaults, edited, listed, found by name', async () => {
    expect(created.statusCode, created.body).toBe(201);
    expect(contact).toMatchObject({ name: 'Kontakt oss', submitButtonText: 'Send', forwardUrl: '' });
    expect(contact.fields.map((field) => field.name)).toEqual(['navn', 'epost', 'melding']);
    const updated = await send('PATCH', `/forms/${contact._id}`, {
      internalDescription: 'Til kundeservice',
      successText: 'Takk, vi svarer innen en dag.',
      forwardUrl: '/takk',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Kontakt oss', forwardUrl: '/takk', fields: contact.fields });
    expect((await read(`/forms/${contact._id}`)).json()).toEqual(updated.json());
    const found = (await read('/forms?text=kontakt')).json() as Form[];
    expect(found.map((form) => form.name)).toEqual(['Kontakt oss']);
  });

  it('says what is wrong, in Norwegian', async () => {
    const answer = await send('POST', '/forms', {
      name: '',
      forwardUrl: 'javascript:alert(1)',
      fields: [{ _id: 'x', type: 'string', label: 'Postnummer', name: 'postnummer', pattern: '[0-9]{4}' }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({
      name: 'Feltet må fylles ut.',
      forwardUrl: 'Ugyldig nettadresse.',
      'fields.0.patternDescription': 'Beskriv mønsteret, så den som fyller ut skjemaet vet hva som forventes.',
    });
    expect((await send('POST', '/forms', { name: 'X', siteId: 'annet' })).statusCode).toBe(400);
  });

  it('is deleted by an admin, with its entries', async () => {
    const form = (await send('POST', '/forms', { name: 'Påmelding' })).json() as Form;
    expect((await send('DELETE', `/forms/${form._id}`)).statusCode).toBe(403);
    expect((await send('DELETE', `/forms/${form._id}`, undefined, admin)).statusCode).toBe(204);
    expect((await read(`/forms/${form._id}`)).statusCode).toBe(404);
  });
});

describe('entries', () => {
  it('come 50 at a time, newest first', async () => {
    await addEntries(51);
    const first = (await read(`/forms/${contact._id}/entries`, contributor)).json() as FormEntry[];
    expect(first).toHaveLength(50);
    expect(first[0]?.data[0]).toEqual({ field: 'navn', value: 'Person 50' });
    const rest = (await read(`/forms/${contact._id}/entries?skip=50`, contributor)).json() as FormEntry[];
    expect(rest.map((entry) => entry.data[0]?.value)).toEqual(['Person 0']);
  });

  it('export as CSV with a column per field; a formula is not run by a spreadsheet', async () => {
    const answer = await read(`/forms/${contact._id}/entries/export`, contributor);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Tidspunkt,Henvisning,Navn,E-post,Melding');
    expect(lines).toHaveLength(52);
    expect(lines.at(-1)).toBe("2026-01-01T10:00:00.000Z,https://demobutikk.localhost/kontakt,Person 0,,'=SUM(A1)");
  });

  it('hold personal data: readers see none; an admin deletes one', async () => {
    expect((await read(`/forms/${contact._id}/entries`)).statusCode).toBe(403);
    const [newest] = (await read(`/forms/${contact._id}/entries`, contributor)).json() as FormEntry[];
    const path = `/forms/${contact._id}/entries/${newest?._id}`;
    expect((await send('DELETE', path)).statusCode).toBe(403);
    expect((await send('DELETE', path, undefined, admin)).statusCode).toBe(204);
    expect((await send('DELETE', path, undefined, admin)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('readers read forms but do not write; another site’s admin gets 404', async () => {
    expect((await send('POST', '/forms', { name: 'X' }, reader)).statusCode).toBe(403);
    expect((await read('/forms', outsider)).statusCode).toBe(404);
    const homeId = await server.siteId('hjemmeside');
    for (const path of [`/forms/${contact._id}`, `/forms/${contact._id}/entries`]) {
      const other = await server.inject({
        method: 'GET',
        url: `/api/sites/${homeId}${path}`,
        headers: { cookie: outsider.cookie },
      });
      expect(other.statusCode, path).toBe(404);
    }
  });
});
