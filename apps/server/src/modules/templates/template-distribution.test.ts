/**
 * Template usage (/innstillinger/maler/bruk): `PATCH site` with `templateDistribution` chooses the
 * template per page type; the choice is checked, and an assigned template cannot be deleted.
 */
import { type Site, type Template, templateDistributionMessages } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const departmentId = await server.siteId('demoavdeling');
const admin = await server.signIn('admin@demo.vev.no');
const contributor = await server.signIn('redaktor@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('bare-hjemmeside@example.no', { hjemmeside: 'admin' });
const outsider = await server.signIn('bare-hjemmeside@example.no');

const patchSite = (who: SignedIn, payload: object, siteId = shopId) =>
  server.inject({ method: 'PATCH', url: `/api/sites/${siteId}/site`, headers: who.headers, payload });
const site = (siteId = shopId) => server.readJson<Site>(admin, `/api/sites/${siteId}/site`);
const deleteTemplate = (id: string, siteId = shopId) =>
  server.inject({ method: 'DELETE', url: `/api/sites/${siteId}/templates/${id}`, headers: admin.headers });
async function createTemplate(name: string, siteId = shopId, partial = false): Promise<Template> {
  const response = await server.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/templates`,
    headers: admin.headers,
    payload: { name, partial },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const assigned = (template: Template) => ({ ref: template._id, source: template.site });

describe('PATCH site: templateDistribution', () => {
  it('a contributor chooses the template of a page type; the other types keep theirs', async () => {
    const before = await site();
    const landing = await createTemplate('Landingsside');
    const response = await patchSite(contributor, { templateDistribution: { page: assigned(landing) } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Site>().templateDistribution).toEqual({
      ...before.templateDistribution,
      page: assigned(landing),
    });
    expect((await site()).templateDistribution.page).toEqual(assigned(landing));
  });

  it('an assigned template cannot be deleted; once another is chosen, it can', async () => {
    const checkout = await createTemplate('Kassen');
    expect((await patchSite(admin, { templateDistribution: { checkout: assigned(checkout) } })).statusCode).toBe(200);
    const refused = await deleteTemplate(checkout._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.dependencies.templateDistribution).toEqual([
      { reference: { _id: shopId, title: 'Demo Butikk', draft: false, draftFor: null }, dependents: 1 },
    ]);
    expect((await patchSite(admin, { templateDistribution: { checkout: null } })).statusCode).toBe(200);
    expect((await site()).templateDistribution.checkout).toBeUndefined();
    expect((await deleteTemplate(checkout._id)).statusCode).toBe(204);
  });

  it('refuses a sub-template, an unknown template, one of another site and a wrong source', async () => {
    const partial = await createTemplate('Bare en del', shopId, true);
    const homeTemplate = await createTemplate('Nabolagsmal', homeId);
    const whole = await createTemplate('Hel mal');
    const before = await site();
    const response = await patchSite(admin, {
      templateDistribution: {
        page: assigned(partial),
        category: { ref: '01jzzzzzzzzzzzzzzzzzzzzzzz', source: shopId },
        frontPage: assigned(homeTemplate),
        productPage: { ref: whole._id, source: homeId },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'badRequest' });
    expect(response.json().fields).toEqual({
      'templateDistribution.page': templateDistributionMessages.partial,
      'templateDistribution.category': templateDistributionMessages.missing,
      'templateDistribution.frontPage': templateDistributionMessages.missing,
      'templateDistribution.productPage': templateDistributionMessages.missing,
    });
    expect(await site()).toEqual(before);
  });

  it('product, product page, cart and checkout only on a site with e-commerce', async () => {
    const homeTemplate = await createTemplate('Produktmal', homeId);
    const response = await patchSite(
      admin,
      { templateDistribution: { product: assigned(homeTemplate), cart: assigned(homeTemplate) } },
      homeId,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'templateDistribution.product': 'Denne sidetypen finnes bare på nettsteder med nettbutikk.',
      'templateDistribution.cart': 'Denne sidetypen finnes bare på nettsteder med nettbutikk.',
    });
    const fine = await patchSite(admin, { templateDistribution: { category: assigned(homeTemplate) } }, homeId);
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it("a department uses its parent site's template, which the parent then cannot delete", async () => {
    const shared = await createTemplate('Felles for avdelinger');
    const response = await patchSite(admin, { templateDistribution: { page: assigned(shared) } }, departmentId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Site>().templateDistribution.page).toEqual({ ref: shared._id, source: shopId });
    const refused = await deleteTemplate(shared._id);
    expect(refused.statusCode).toBe(409);
    expect(
      refused
        .json()
        .details.dependencies.templateDistribution.map(
          (entry: { reference: { title: string } }) => entry.reference.title,
        ),
    ).toEqual(['Demo Avdeling']);
    const own = await createTemplate('Avdelingens mal', departmentId);
    expect((await patchSite(admin, { templateDistribution: { page: assigned(own) } }, departmentId)).statusCode).toBe(
      200,
    );
    expect((await deleteTemplate(shared._id)).statusCode).toBe(204);
  });

  it('the shape is strict: known page types, a ref and a source', async () => {
    const response = await patchSite(admin, {
      templateDistribution: { blog: { ref: 'x', source: shopId }, page: { ref: 'x', source: shopId, extra: 1 } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'templateDistribution.blog',
      'templateDistribution.page.extra',
    ]);
  });

  it('a reader gets 403; a member of another site 404; a contributor still cannot change other fields', async () => {
    const { templateDistribution } = await site();
    expect((await patchSite(reader, { templateDistribution })).statusCode).toBe(403);
    expect((await patchSite(outsider, { templateDistribution })).statusCode).toBe(404);
    expect((await patchSite(contributor, { templateDistribution, displayName: 'Nei' })).statusCode).toBe(403);
  });
});
