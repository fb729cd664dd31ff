/**
 * The media library's share of the data set: 50 000 files on the scenario site (issue 5 asks the
 * grid's first page to stay fast at that size) and a few hundred on every other site. Rows and
 * search entries only: the bench measures delivery on a file it uploads itself.
 */
import { ulid } from 'ulid';
import type { Database } from '../../apps/server/src/db/client';
import { sites } from '../../apps/server/src/db/schema';
import { mediaSearchEntry } from '../../apps/server/src/modules/media/dto';
import { mediaFiles } from '../../apps/server/src/modules/media/schema';
import { searchIndex } from '../../apps/server/src/platform/search/schema';
import { searchRow } from '../../apps/server/src/platform/search/search-index';
import { findScenarioSite, insertInBatches } from './foundation';
import type { Generator } from './generator';
import { pick, places, random } from './names';

type MediaRow = typeof mediaFiles.$inferSelect;

const subjects = [
  'sommerkjole',
  'sykkel',
  'butikkfront',
  'kaffekopp',
  'fjordutsikt',
  'ansatte',
  'produktbilde',
  'logo',
];
const tagSets = [['Produkter'], ['Butikk', 'Sommer'], ['Kampanje'], ['Ansatte'], [], ['Produkter', 'Vinter']];
const publicUrl = new URL('http://localhost:3000');
const hour = 3_600_000;

function mediaRow(siteId: string, authorId: string | null, index: number, total: number, next: () => number): MediaRow {
  const createdAt = new Date(Date.now() - (total - index) * hour);
  const image = next() < 0.9;
  const subject = pick(next, subjects);
  const place = pick(next, places);
  return {
    siteId,
    id: ulid(createdAt.getTime()).toLowerCase(),
    filename: `${subject}-${place.toLowerCase()}-${index}.${image ? 'jpg' : 'pdf'}`,
    format: image ? 'jpg' : 'pdf',
    mime: image ? 'image/jpeg' : 'application/pdf',
    fileType: image ? 'image' : 'raw',
    bytes: 40_000 + Math.floor(next() * 4_000_000),
    width: image ? 1600 : null,
    height: image ? 1067 : null,
    altText: image ? `${subject[0]?.toUpperCase()}${subject.slice(1)} fra ${place}` : '',
    tags: pick(next, tagSets),
    focusX: null,
    focusY: null,
    previewImage: null,
    private: false,
    formId: null,
    contentHash: Math.floor(next() * 2 ** 52)
      .toString(16)
      .padStart(16, '0')
      .repeat(4),
    storageKey: `${siteId}/bench-${index}`,
    authorId,
    createdAt,
    updatedAt: createdAt,
  };
}

export const mediaGenerator: Generator = {
  name: 'media',
  counts: (scale) => ({ mediaOnScenarioSite: Math.round(50_000 * scale), mediaPerOtherSite: Math.round(300 * scale) }),
  async generate(db: Database, counts): Promise<void> {
    const next = random(5151);
    const scenario = await findScenarioSite(db);
    const siteRows = await db.select({ id: sites.id }).from(sites).orderBy(sites.name);
    for (const site of siteRows) {
      const own = site.id === scenario?.id;
      const total = (own ? counts.mediaOnScenarioSite : counts.mediaPerOtherSite) ?? 0;
      const rows = Array.from({ length: total }, (_, index) =>
        mediaRow(site.id, own ? scenario.userId : null, index, total, next),
      );
      await insertInBatches(rows, (batch) => db.insert(mediaFiles).values(batch));
      const entries = rows.map((row) => searchRow(site.id, mediaSearchEntry(row, publicUrl)));
      await insertInBatches(entries, (batch) => db.insert(searchIndex).values(batch));
    }
  },
};
