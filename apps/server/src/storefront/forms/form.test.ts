/** A form on the storefront: the section on a page, and POST /_vev/skjema/{id} with its checks and what it stores. */
import type { Form, FormEntry, Page, PageListItem, TimelineItem } from '@vev/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { timelineEvents } from '../../platform/activity/timeline-schema';
import { cacheHeader } from '../../platform/cache/answer-cache';
import { mailOutbox } from '../../platform/mail/schema';
import { clearHits } from '../../platform/rate-limit/rate-limit';
import { formSubmitLimit } from './form-resolver';

const server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const shop = 'demobutikk.localhost:3000';
const origin = `http://${shop}`;
const { db } = server.database;

async function api<T>(method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object): Promise<T> {
  const response = await server.inject({
    method,
    url: `/api/sites/${shopId}${path}`,
    headers: method === 'GET' ? { cookie: admin.cookie } : admin.headers,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

const contact = await api<Form>('POST', '/forms', {
  name: 'Kontakt oss',
  successText: 'Takk, vi svarer snart.',
  fields: [
    { _id: 'a', type: 'string', label: 'Navn', name: 'navn', required: true },
    { _id: 'b', type: 'email', label: 'E-post', name: 'epost', required: true },
    {
      _id: 'c',
      type: 'select',
      label: 'Gjelder',
      name: 'gjelder',
      options: [
        { value: 'bestilling', label: 'Bestilling' },
        { value: 'annet', label: 'Annet' },
      ],
    },
    {
      _id: 'd',
      type: 'text',
      label: 'Beskriv saken',
      name: 'sak',
      required: true,
      conditions: [{ targetKey: 'gjelder', targetOperation: 'eq', targetValue: 'annet' }],
    },
  ],
});
const forwarding = await api<Form>('POST', '/forms', {
  name: 'Nyhetsbrev',
  forwardUrl: '/takk',
  fields: [{ _id: 'a', type: 'email', label: 'E-post', name: 'epost', required: true }],
});

let visitors = 0;
/** A visitor with an address of their own (submissions are limited per address). */
function visitor() {
  const address = { 'x-forwarded-for': `203.0.113.${++visitors}` };
  return {
    address,
    send: (form: Form, fields: Record<string, string>, headers: Record<string, string> = { origin }) =>
      server.inject({
        method: 'POST',
        url: `/_vev/skjema/${form._id}`,
        headers: {
          host: shop,
          'content-type': 'application/x-www-form-urlencoded',
          referer: `${origin}/kontakt`,
          ...address,
          ...headers,
        },
        payload: new URLSearchParams(fields).toString(),
      }),
  };
}

const entries = (form: Form) => api<FormEntry[]>('GET', `/forms/${form._id}/entries`);

describe('a form on the storefront', () => {
  it('a form section shows the form on its page, posting to the form’s address', async () => {
    const listed = await api<PageListItem[]>('GET', '/pages?limit=100');
    const page = await api<Page>('GET', `/pages/${listed.find((row) => row.path === '/personvern')?._id}`);
    const section = { _id: 's1', internalId: 's1', name: 'skjema1', component: 'form', props: { form: contact._id } };
    const edited = await api<Page>('PATCH', `/pages/${page._id}`, {
      version: page.version,
      components: [...page.components, section],
    });
    await api('POST', `/pages/${page._id}/publish`, { version: edited.version });
    const response = await server.inject({ method: 'GET', url: '/personvern', headers: { host: shop } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`action="/_vev/skjema/${contact._id}" method="post"`);
    expect(response.body).toContain('<label for="skjema1-navn">Navn');
    expect(response.body).toContain('<script src="/_vev/form.js" defer=""></script>');
    const script = await server.inject({ method: 'GET', url: '/_vev/form.js', headers: { host: shop } });
    expect(script.body).toContain('conditionsHold');
  });

  it('stores a valid entry with the notification in the outbox and the timeline event, and thanks', async () => {
    // The entries' list is kept between reads; the new entry ends that at once (and its deletion below).
    const before = await entries(contact);
    const again = await server.inject({
      method: 'GET',
      url: `/api/sites/${shopId}/forms/${contact._id}/entries`,
      headers: { cookie: admin.cookie },
    });
    expect(again.headers[cacheHeader]).toBe('hit');
    const response = await visitor().send(contact, {
      navn: 'Kari Nordmann',
      epost: 'kari@example.no',
      gjelder: 'bestilling',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Takk, vi svarer snart.');
    expect(response.body).toContain('>Kontakt oss</h2>');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [entry, ...older] = await entries(contact);
    expect(older).toEqual(before);
    expect(entry?.referrer).toBe(`${origin}/kontakt`);
    expect(entry?.data).toEqual([
      { field: 'navn', value: 'Kari Nordmann' },
      { field: 'epost', value: 'kari@example.no' },
      { field: 'gjelder', value: 'bestilling' },
    ]);
    const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.siteId, shopId));
    const sent = mail.find((row) => row.subject === 'Nytt svar på skjemaet «Kontakt oss»');
    expect(sent?.to).toBe('post@demobutikk.no');
    expect(sent?.text).toContain('Navn: Kari Nordmann');
    const events = await db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.siteId, shopId), eq(timelineEvents.type, 'submittedForm')));
    expect(events.find((event) => event.resourceId === entry?._id)?.title).toBe('Kontakt oss');
    const timeline = () => api<TimelineItem[]>('GET', '/stats/timeline?type=submittedForm');
    expect((await timeline())[0]).toMatchObject({
      title: 'Kontakt oss',
      link: `/skjemaer/${contact._id}/innsendelser`,
      gone: false,
    });
    const removed = await server.inject({
      method: 'DELETE',
      url: `/api/sites/${shopId}/forms/${contact._id}/entries/${entry?._id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await entries(contact)).toEqual(before);
    expect((await timeline())[0]).toMatchObject({ link: null, gone: true });
  });

  it('goes to the form’s forwardUrl once stored', async () => {
    const response = await visitor().send(forwarding, { epost: 'ola@example.no' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/takk');
    expect((await entries(forwarding)).length).toBe(1);
  });

  it('shows the form again with what was typed and a Norwegian message at each wrong field; nothing is stored', async () => {
    const before = (await entries(contact)).length;
    const response = await visitor().send(contact, { navn: 'Per <b>', epost: 'ikke-en-adresse', gjelder: 'annet' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('value="Per &lt;b&gt;"');
    expect(response.body).toContain('value="ikke-en-adresse"');
    expect(response.body).toMatch(/<p id="skjema-epost-error" class="vev-form-error">[^<]+<\/p>/);
    expect(response.body).toContain('<p id="skjema-sak-error" class="vev-form-error">Feltet må fylles ut.</p>');
    expect(response.body).not.toContain('skjema-navn-error');
    expect(response.body).toContain('2 felter må rettes.');
    expect((await entries(contact)).length).toBe(before);
  });

  it('keeps the page it was sent from when the visitor corrects a refusal (whose answer is the post address)', async () => {
    const sender = visitor();
    const refused = await sender.send(contact, { navn: 'Kari', gjelder: 'bestilling' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(`<input type="hidden" name="vev[side]" value="${origin}/kontakt"/>`);
    const answer = `${origin}/_vev/skjema/${contact._id}`;
    const fields = { navn: 'Kari', epost: 'kari@example.no', gjelder: 'bestilling' };
    const again = await sender.send(
      contact,
      { ...fields, 'vev[side]': `${origin}/kontakt` },
      { origin, referer: answer },
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await entries(contact))[0]?.referrer).toBe(`${origin}/kontakt`);
    const foreign = await sender.send(
      contact,
      { ...fields, 'vev[side]': 'https://evil.example/' },
      { origin, referer: answer },
    );
    expect(foreign.statusCode).toBe(200);
    expect((await entries(contact))[0]?.referrer).toBe(answer);
  });

  it('does not ask for a required field whose condition does not hold, and leaves it out', async () => {
    const response = await visitor().send(contact, {
      navn: 'Ola',
      epost: 'ola@example.no',
      gjelder: 'bestilling',
      sak: 'skjult',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await entries(contact);
    expect(entry?.data.map((item) => item.field)).toEqual(['navn', 'epost', 'gjelder']);
  });

  it('thanks a filled honeypot and stores nothing', async () => {
    const before = (await entries(contact)).length;
    const response = await visitor().send(contact, {
      navn: 'Bot',
      epost: 'bot@example.no',
      'vev[nettside]': 'https://spam.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Takk, vi svarer snart.');
    expect((await entries(contact)).length).toBe(before);
  });

  it('refuses a post from another origin, or one that names none', async () => {
    const before = (await entries(contact)).length;
    const fields = { navn: 'Kari', epost: 'kari@example.no' };
    const foreign = await visitor().send(contact, fields, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain('Forespørselen kommer fra et annet nettsted og ble avvist.');
    expect((await visitor().send(contact, fields, { referer: '' })).statusCode).toBe(403);
    expect((await entries(contact)).length).toBe(before);
  });

  it('limits submissions per address, in Norwegian', async () => {
    const sender = visitor();
    const key = `form-submit:${shopId}:${sender.address['x-forwarded-for']}`;
    for (let n = 0; n < formSubmitLimit.max; n++) expect((await sender.send(contact, {})).statusCode).toBe(400);
    const refused = await sender.send(contact, { navn: 'Kari', epost: 'kari@example.no' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).toContain('Det er sendt for mange skjemaer fra din adresse. Vent litt og prøv igjen.');
    expect((await visitor().send(contact, {})).statusCode).toBe(400);
    await clearHits(db, key);
  });

  it('answers 404 for a form of another site, or a GET', async () => {
    expect((await visitor().send({ ...contact, _id: 'finnes-ikke' }, {})).statusCode).toBe(404);
    const get = await server.inject({ method: 'GET', url: `/_vev/skjema/${contact._id}`, headers: { host: shop } });
    expect(get.statusCode).toBe(404);
  });
});
