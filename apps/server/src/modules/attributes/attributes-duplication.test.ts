/** Site duplication with 'attributes': the copy has the attributes, its options showing the copied media. */
import type { Attribute, Media } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import { siteDuplicator } from '../../../test/site-duplication';
import { multipart, twoColouredImage } from '../media/testing';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const admin = await server.signIn('admin@demo.vev.no');
const api = `/api/sites/${shopId}`;

const duplicateShop = await siteDuplicator(server, admin, 'demobutikk');

const body = multipart([{ name: 'file', filename: 'rute.png', content: await twoColouredImage() }]);
const media = (
  await server.inject({
    method: 'POST',
    url: `${api}/media`,
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  })
).json() as Media;
const pattern = (
  await server.inject({
    method: 'POST',
    url: `${api}/attributes`,
    headers: admin.headers,
    payload: {
      name: 'Mønster',
      internalName: 'monster',
      type: 'image',
      options: [{ value: 'Rutete', meta: { ref: media._id, url: media.url, alt: '' } }],
    },
  })
).json() as Attribute;

describe('site duplication with attributes', () => {
  it('copies the attributes with new ids; with the media, an option shows the copy of its image', async () => {
    const { newSiteId: copyId } = await duplicateShop('Butikk med attributter', ['media', 'attributes']);
    const copied = await server.readJson<Attribute[]>(admin, `/api/sites/${copyId}/attributes`);
    expect(copied.map((attribute) => attribute.name)).toEqual(['Farge', 'Mønster', 'Rammestørrelse', 'Størrelse']);
    const copiedPattern = copied.find((attribute) => attribute.name === 'Mønster');
    expect(copiedPattern?._id).not.toBe(pattern._id);
    const meta = copiedPattern?.options[0]?.meta as { ref: string } | null;
    expect(meta?.ref).toBeTruthy();
    expect(meta?.ref).not.toBe(media._id);
    const file = await server.inject({
      method: 'GET',
      url: `/api/sites/${copyId}/media/${meta?.ref}`,
      headers: { cookie: admin.cookie },
    });
    expect(file.statusCode).toBe(200);
  });

  it('without the media, the option stays and its image is left out', async () => {
    const { newSiteId: copyId } = await duplicateShop('Butikk uten filer', ['attributes']);
    const copied = await server.readJson<Attribute[]>(admin, `/api/sites/${copyId}/attributes?text=Mønster`);
    expect(copied[0]?.options).toEqual([expect.objectContaining({ value: 'Rutete', meta: null })]);
  });
});
