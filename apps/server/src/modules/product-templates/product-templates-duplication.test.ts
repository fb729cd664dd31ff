/**
 * Site duplication with 'productTemplates': the copy has the templates with new ids, naming the
 * copied attributes when those come along, and leaving out what stays behind.
 */
import type { Attribute, ProductTemplate, SearchResult } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { siteDuplicator } from '../../../test/site-duplication';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const api = `/api/sites/${shopId}`;

const duplicateShop = await siteDuplicator(server, admin, 'demobutikk');

const colour = (await server.readJson<Attribute[]>(admin, `${api}/attributes?text=Farge`))[0] as Attribute;
const [product] = await server.readJson<{ _id: string }[]>(admin, `${api}/products?limit=1`);
const made = await server.inject({
  method: 'POST',
  url: `${api}/product-templates`,
  headers: admin.headers,
  payload: {
    name: 'Sykkelmal',
    attributes: [{ ref: colour._id, filterable: true }],
    customizeOptions: [{ label: 'Gravering', key: 'gravering' }],
    crossSell: product ? [{ product: product._id }] : [],
  },
});
expect(made.statusCode, made.body).toBe(201);
const template = made.json() as ProductTemplate;

const copiedTemplate = async (copyId: string) => {
  const [listed] = await server.readJson<{ _id: string }[]>(
    admin,
    `/api/sites/${copyId}/product-templates?text=Sykkelmal`,
  );
  return server.readJson<ProductTemplate>(admin, `/api/sites/${copyId}/product-templates/${listed?._id}`);
};

describe('site duplication with product templates', () => {
  it('with the attributes, the copy names the copied attribute; products left behind leave cross-sell', async () => {
    const { newSiteId: copyId } = await duplicateShop('Butikk med produktmaler', ['attributes', 'productTemplates']);
    const copy = await copiedTemplate(copyId);
    expect(template.crossSell).toHaveLength(1);
    expect(copy._id).not.toBe(template._id);
    const [copiedColour] = await server.readJson<Attribute[]>(admin, `/api/sites/${copyId}/attributes?text=Farge`);
    expect(copy.attributes).toEqual([{ ref: copiedColour?._id, filterable: true, forSimpleVariants: false }]);
    expect(copiedColour?._id).not.toBe(colour._id);
    expect(copy.customizeOptions.map((option) => option.key)).toEqual(['gravering']);
    expect(copy.crossSell).toEqual([]);
    const hits = await server.readJson<SearchResult[]>(admin, `/api/sites/${copyId}/power-search?q=Sykkelmal`);
    expect(hits.find((hit) => hit.type === 'productTemplate')?.editPath).toBe(`/butikk/produktmaler/${copy._id}`);
  });

  it('without the attributes, the template comes without them', async () => {
    const { newSiteId: copyId } = await duplicateShop('Butikk uten attributter', ['productTemplates']);
    const copy = await copiedTemplate(copyId);
    expect(copy.attributes).toEqual([]);
    expect(copy.customizeOptions).toHaveLength(1);
  });
});
