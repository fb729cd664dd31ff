/** A data-set section on the storefront: the demo's 'Ansatte' and 'Butikker' lists, and a new record showing up. */
import type { DataSetRecord } from '@vev/sections';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const contributor = await server.signIn('redaktor@demo.vev.no');
const host = 'demobutikk.localhost:3000';
const visit = (path: string) => server.inject({ method: 'GET', url: path, headers: { host } });

describe('data sets on the storefront', () => {
  it('the staff page lists the Ansatte records as cards, with their values by label', async () => {
    const response = await visit('/om-oss/ansatte');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('data-vev-data-set="ansatte"');
    expect(html).toMatch(/<h3>Ingrid Berg<\/h3>.*<h3>Kari Nordmann<\/h3>.*<h3>Ola Hansen<\/h3>/s);
    expect(html).toContain('<dt>Stilling</dt><dd>Daglig leder</dd>');
    // An empty value shows no label ('Om' is empty on every demo record).
    expect(html).not.toContain('<dt>Om</dt>');
  });

  it('the contact page lists the shops with their opening hours', async () => {
    const html = (await visit('/kontakt')).body;
    expect(html).toContain('<h3>Demo Butikk Lagunen</h3>');
    expect(html).toContain('<dt>Åpningstider</dt><dd>Man–fre 10–18, Lør 10–16</dd>');
    expect(html).toContain('<dt>Verksted</dt><dd>Ja</dd>');
  });

  it('a new record shows on the page at once (records are saved without drafts)', async () => {
    const created = await server.inject({
      method: 'POST',
      url: `/api/sites/${shopId}/data-sets/ansatte`,
      headers: contributor.headers,
      payload: { values: { name: 'Anders <Ny> Ansatt', role: 'Lærling' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as DataSetRecord).title).toBe('Anders <Ny> Ansatt');
    const html = (await visit('/om-oss/ansatte')).body;
    expect(html).toContain('<h3>Anders &lt;Ny&gt; Ansatt</h3>');
  });
});
