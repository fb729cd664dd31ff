/**
 * System messages on the timeline (spec 3 §3 'Timeline item kinds'): the platform publishes one and
 * every site's `GET stats/timeline` lists it among the site's own events, newest first, paged as one.
 */
import type { TimelineItem } from '@vev/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestServer } from '../../../test/harness';
import {
  listSystemMessages,
  publishSystemMessage,
  withdrawSystemMessage,
} from '../../platform/activity/system-messages';
import { publishedProduct } from '../orders/order-fixtures';
import { newestFirst } from './system-messages';

const server = await startTestServer();
afterAll(() => server.close());

const shopId = await server.siteId('demobutikk');
const homeId = await server.siteId('hjemmeside');
const admin = await server.signIn('admin@demo.vev.no');
const reader = await server.signIn('leser@demo.vev.no');
await server.addUser('annen@example.no', { hjemmeside: 'admin' });
const otherSiteAdmin = await server.signIn('annen@example.no');
const db = server.database.db;

const timeline = async (who: SignedIn, siteId: string, query = '') => {
  const response = await server.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/stats/timeline${query}`,
    headers: { cookie: who.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TimelineItem[]>();
};

const message = await publishSystemMessage(db, {
  title: 'Nytt i Vev: rapporter',
  text: 'Under Rapporter ser du nå besøk og salg per dag, uke eller måned.',
  images: [{ url: '/media/nyhet/file', alt: 'Besøksrapporten' }],
});
const product = await publishedProduct(server, admin, shopId, {
  name: 'Nyere enn meldingen',
  price: 10_000,
  stock: null,
});

describe('system messages on the timeline', () => {
  it('shows the message on every site’s timeline, with its text and images, linking nowhere', async () => {
    const expected = {
      _id: message.id,
      type: 'systemMessage',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      user: null,
      title: 'Nytt i Vev: rapporter',
      link: null,
      gone: false,
      message: {
        text: 'Under Rapporter ser du nå besøk og salg per dag, uke eller måned.',
        images: [{ url: '/media/nyhet/file', alt: 'Besøksrapporten' }],
      },
    };
    expect((await timeline(admin, shopId)).find((item) => item._id === message.id)).toEqual(expected);
    expect((await timeline(reader, shopId)).find((item) => item._id === message.id)).toEqual(expected);
    expect((await timeline(otherSiteAdmin, homeId)).find((item) => item._id === message.id)).toEqual(expected);
  });

  it('is listed for the platform, and once withdrawn no timeline shows it', async () => {
    const withdrawn = await publishSystemMessage(db, { title: 'Feil dato i forrige melding', text: '', images: [] });
    expect((await listSystemMessages(db)).map((row) => row.title)).toContain('Feil dato i forrige melding');
    expect((await timeline(admin, shopId)).some((item) => item._id === withdrawn.id)).toBe(true);
    expect(await withdrawSystemMessage(db, withdrawn.id)).toBe(true);
    expect((await timeline(admin, shopId)).some((item) => item._id === withdrawn.id)).toBe(false);
    expect((await timeline(otherSiteAdmin, homeId)).some((item) => item._id === withdrawn.id)).toBe(false);
    expect(await withdrawSystemMessage(db, withdrawn.id)).toBe(false);
  });

  it('sits among the site’s events by time, and pages with them', async () => {
    const [newest, second, third] = await timeline(admin, shopId, '?limit=3');
    expect(newest).toMatchObject({ type: 'publishedProduct', title: product.name });
    expect(second?._id).toBe(message.id);
    expect(await timeline(admin, shopId, `?limit=1&before=${newest?._id}`)).toEqual([second]);
    expect(await timeline(admin, shopId, `?limit=1&before=${message.id}`)).toEqual([third]);
  });

  it('is one of the kinds `type` chooses', async () => {
    const messages = await timeline(admin, homeId, '?type=systemMessage');
    expect(messages.map((item) => item._id)).toEqual([message.id]);
    const orders = await timeline(admin, shopId, '?type=createdOrder,publishedProduct&limit=100');
    expect(orders.some((item) => item.type === 'systemMessage')).toBe(false);
  });

  it('is refused without a title, with an image from elsewhere or with too many images', async () => {
    await expect(publishSystemMessage(db, { title: ' ' })).rejects.toThrow('Meldingen må ha en tittel.');
    for (const url of ['https://annen.example/bilde.png', '//annen.example/bilde.png', 'bilde.png']) {
      await expect(publishSystemMessage(db, { title: 'Bilde', images: [{ url, alt: '' }] })).rejects.toThrow(
        'Bildeadressen må være en sti på plattformen',
      );
    }
    const images = Array.from({ length: 5 }, (_, index) => ({ url: `/media/${index}/file`, alt: '' }));
    await expect(publishSystemMessage(db, { title: 'Mange bilder', images })).rejects.toThrow('høyst 4 bilder');
    expect(await timeline(admin, homeId, '?type=systemMessage')).toHaveLength(1);
  });
});

describe('newestFirst', () => {
  it('orders items of the same millisecond by their microseconds, then by id, as the database pages them', () => {
    const ranked = (id: string, at: string) => ({ at, item: { _id: id } as TimelineItem });
    const page = newestFirst(
      [
        [ranked('b', '2026-03-03T13:05:00.123100'), ranked('a', '2026-03-03T13:05:00.123100')],
        [ranked('m', '2026-03-03T13:05:00.123900'), ranked('z', '2026-03-03T13:04:59.999999')],
      ],
      3,
    );
    expect(page.map((item) => item._id)).toEqual(['m', 'b', 'a']);
  });
});
