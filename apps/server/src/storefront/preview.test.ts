/** GET preview-token and the storefront's preview: drafts only with a valid token, never otherwise. */

import { findSectionDefinition, type SectionDefinition, sectionPropsSchema } from '@vev/sections';
import type { Page } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, testSecret } from '../../test/harness';
import { previewBridgePath } from './document';
import { readPreviewToken, signPreviewToken } from './preview-token';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
const outsiderId = await server.addUser('utenfor@demo.vev.no', { hjemmeside: 'admin' });
const outsider = await server.signIn('utenfor@demo.vev.no');
const shop = 'demobutikk.localhost:3000';

interface PreviewToken {
  token: string;
  expiresAt: string;
  storefrontUrl: string;
}

const tokenFor = (who = admin, siteId = shopId) =>
  server.inject({ method: 'GET', url: `/api/sites/${siteId}/preview-token`, headers: { cookie: who.cookie } });

const visit = (url: string) => server.inject({ method: 'GET', url, headers: { host: shop } });

async function pageAt(path: string): Promise<Page> {
  const pages = await server.readJson<Page[]>(admin, `/api/sites/${shopId}/pages?limit=100`);
  const found = pages.find((page) => page.path === path) as Page;
  return server.readJson<Page>(admin, `/api/sites/${shopId}/pages/${found._id}`);
}

/** Saves a draft of the page whose text section says `text` instead; answers the page after the save. */
async function draftText(path: string, text: string): Promise<Page> {
  const page = await pageAt(path);
  const definition = findSectionDefinition('richText') as SectionDefinition;
  const components = page.components.map((component) =>
    component.component === 'richText'
      ? { ...component, props: sectionPropsSchema(definition).parse({ ...(component.props as object), content: text }) }
      : component,
  );
  const response = await server.inject({
    method: 'PATCH',
    url: `/api/sites/${shopId}/pages/${page._id}`,
    headers: admin.headers,
    payload: { version: page.version, components },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

const draftPath = '/kjopsvilkar';
const draft = 'Nye vilkår gjelder fra 1. januar.';
const published = 'Disse vilkårene gjelder for kjøp i nettbutikken';
await draftText(draftPath, draft);

describe('GET preview-token', () => {
  it('gives every member a signed token for ten minutes, with the site’s storefront address', async () => {
    const response = await tokenFor(reader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<PreviewToken>();
    expect(body.storefrontUrl).toBe('http://demobutikk.localhost:3000');
    const claims = readPreviewToken(testSecret, body.token);
    expect(claims?.site).toBe(shopId);
    const lifetime = Date.parse(body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
  });

  it('asks for a session, and answers 404 on a site the user is not a member of', async () => {
    expect((await server.inject({ method: 'GET', url: `/api/sites/${shopId}/preview-token` })).statusCode).toBe(401);
    expect((await tokenFor(outsider)).statusCode).toBe(404);
    expect((await tokenFor(outsider, homeId)).statusCode).toBe(200);
  });
});

describe('the preview', () => {
  it('shows the draft with a valid token, without caching and framed only by the dashboard', async () => {
    const { token } = (await tokenFor()).json<PreviewToken>();
    const response = await visit(`${draftPath}?preview=true&token=${token}&showControls=true`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(draft);
    expect(response.body).not.toContain(published);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain('frame-ancestors http://localhost:3000');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.body).toContain(`<script src="${previewBridgePath}" defer></script>`);
    expect(response.body).toContain('<body class="vev-preview-controls">');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('shows the published page to the public, and to a forged, expired or other site’s token', async () => {
    const expired = signPreviewToken(testSecret, { site: shopId, user: 'x', exp: Date.now() - 1000 });
    const forged = signPreviewToken('another-secret-that-is-long-enough-0123456789', {
      site: shopId,
      user: outsiderId,
      exp: Date.now() + 60_000,
    });
    const { token: homeToken } = (await tokenFor(admin, homeId)).json<PreviewToken>();
    for (const query of [
      '',
      '?preview=true',
      `?preview=true&token=${expired}`,
      `?preview=true&token=${forged}`,
      `?preview=true&token=${homeToken}`,
    ]) {
      const response = await visit(`${draftPath}${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.body, query).toContain(published);
      expect(response.body, query).not.toContain(draft);
      expect(response.body, query).not.toContain(previewBridgePath);
    }
  });

  it('a token of someone no longer on the site shows the published page', async () => {
    const stranger = signPreviewToken(testSecret, { site: shopId, user: outsiderId, exp: Date.now() + 60_000 });
    const response = await visit(`${draftPath}?preview=true&token=${stranger}`);
    expect(response.body).toContain(published);
  });

  it('shows an inactive page, and a revision’s snapshot when asked for one', async () => {
    const { token } = (await tokenFor()).json<PreviewToken>();
    const inactive = '/nyheter/elsykkeldager-i-september';
    expect((await visit(inactive)).statusCode).toBe(404);
    expect((await visit(`${inactive}?preview=true&token=${token}`)).statusCode).toBe(200);

    const page = await draftText('/personvern', 'Vi har oppdatert personvernerklæringen.');
    const publish = await server.inject({
      method: 'POST',
      url: `/api/sites/${shopId}/pages/${page._id}/publish`,
      headers: admin.headers,
      payload: { version: page.version },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    const revisions = await server.readJson<{ _id: string }[]>(
      admin,
      `/api/sites/${shopId}/revisions?type=page&reference=${page._id}`,
    );
    const first = revisions.at(-1) as { _id: string };
    const latest = await visit(`/personvern?preview=true&token=${token}`);
    const old = await visit(
      `/personvern?preview=true&token=${token}&revision=${first._id}&experiment=a&experimentVariant=b`,
    );
    expect(old.statusCode).toBe(200);
    expect(latest.body).toContain('Vi har oppdatert personvernerklæringen.');
    expect(old.body).not.toContain('Vi har oppdatert personvernerklæringen.');
    expect(old.body).toContain('Vi behandler bare opplysningene');
  });

  it('serves the bridge script, which checks the dashboard’s origin', async () => {
    const response = await visit(previewBridgePath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain('const dashboard = "http://localhost:3000"');
    expect(response.body).toContain('event.origin !== dashboard');
    expect(response.body).toContain("type: 'openComponent'");
  });
});
