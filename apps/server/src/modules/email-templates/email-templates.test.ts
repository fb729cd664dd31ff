/** E-mail texts and templates through the API (spec 2 §2, §7): search, preview, and PATCH site. */
import { type EmailTemplate, emailTemplateMessages, type Site } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
await server.addUser('admin-hjemmeside@example.no', { hjemmeside: 'admin' });
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const outsider = await server.signIn('admin-hjemmeside@example.no');
const api = `/api/sites/${shopId}`;
const patchSite = (payload: object) =>
  server.inject({ method: 'PATCH', url: `${api}/site`, headers: admin.headers, payload });

describe('e-mail templates', () => {
  it('lists the order receipt templates; a new site uses the system template with the default text', async () => {
    const templates = await server.readJson<EmailTemplate[]>(admin, `${api}/email-templates/search?type=orderReceipt`);
    expect(templates.map((template) => template.name)).toEqual(['Klassisk', 'Moderne', 'Kompakt', 'Enkel']);
    const site = await server.readJson<Site>(admin, `${api}/site`);
    expect(site.emailTemplate).toBeNull();
    expect(site.emailTexts.orderReceipt).toContain('Hei {navn}!');
  });

  it('choosing a template and its props changes the preview', async () => {
    const chosen = await patchSite({ emailTemplate: 'moderne', emailTemplateProps: { accentColor: '#2b8a3e' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const preview = await server.inject({
      method: 'GET',
      url: `${api}/email-templates/preview?template=moderne`,
      headers: admin.headers,
    });
    expect(preview.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preview.body).toContain('background:#2b8a3e');
    expect(preview.body).toContain('Hei Kari Nordmann!');
  });

  it('refuses an unknown template and props the template does not take', async () => {
    const unknown = await patchSite({ emailTemplate: 'finnes-ikke' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ emailTemplate: emailTemplateMessages.unknownTemplate });
    const badProps = await patchSite({ emailTemplate: 'klassisk', emailTemplateProps: { accentColor: 'grønn' } });
    expect(badProps.json().fields).toEqual({
      'emailTemplateProps.accentColor': emailTemplateMessages.badProp('Aksentfarge'),
    });
  });

  it('the order receipt text is the site’s own', async () => {
    const text = JSON.stringify({
      blocks: [{ key: 'a', text: 'Hei {navn}, takk for handelen!', type: 'unstyled' }],
      entityMap: {},
    });
    expect((await patchSite({ emailTexts: { orderReceipt: text } })).statusCode).toBe(200);
    const preview = await server.inject({
      method: 'GET',
      url: `${api}/email-templates/preview`,
      headers: admin.headers,
    });
    expect(preview.body).toContain('Hei Kari Nordmann, takk for handelen!');
  });

  it('is for admins: a contributor gets 403, another site’s admin 404', async () => {
    const asContributor = await server.inject({
      method: 'GET',
      url: `${api}/email-templates/search`,
      headers: contributor.headers,
    });
    expect(asContributor.statusCode).toBe(403);
    const asOutsider = await server.inject({
      method: 'GET',
      url: `${api}/email-templates/preview`,
      headers: outsider.headers,
    });
    expect(asOutsider.statusCode).toBe(404);
  });
});
