/**
 * The forms module's share of the data set: on the measured site a contact form with 100 000 entries
 * over the last months, so the entries list reads its newest 50 among many (issue 18's budget).
 */
import { formCreateSchema, formFieldSchema } from '@vev/shared';
import { sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Database } from '../../apps/server/src/db/client';
import { forms } from '../../apps/server/src/db/schema';
import { findScenarioSite } from './foundation';
import type { Generator } from './generator';

export const benchFormName = 'Kontakt oss (ytelse)';

export const formsGenerator: Generator = {
  name: 'forms',
  counts: (scale) => ({ formEntries: Math.max(1000, Math.round(100_000 * scale)) }),
  async generate(db: Database, counts): Promise<void> {
    const site = await findScenarioSite(db);
    if (!site) return;
    const formId = ulid().toLowerCase();
    const field = (name: string, label: string, type: 'string' | 'email' | 'text') =>
      formFieldSchema.parse({ _id: ulid().toLowerCase(), name, label, type, required: true });
    await db.insert(forms).values({
      siteId: site.id,
      id: formId,
      ...formCreateSchema.parse({
        name: benchFormName,
        fields: [
          field('navn', 'Navn', 'string'),
          field('epost', 'E-post', 'email'),
          field('melding', 'Melding', 'text'),
        ],
      }),
    });
    // In the database itself: a row a minute back from now, each with its three values.
    await db.execute(sql`
      INSERT INTO form_entries (site_id, id, form_id, referrer, data, created_at)
      SELECT ${site.id}, 'bench' || lpad(n::text, 9, '0'), ${formId}, 'https://ytelse.example/kontakt',
        jsonb_build_array(
          jsonb_build_object('field', 'navn', 'value', 'Kunde ' || n),
          jsonb_build_object('field', 'epost', 'value', 'kunde' || n || '@example.no'),
          jsonb_build_object('field', 'melding', 'value', 'Hei! Jeg lurer på åpningstidene i romjula.')),
        now() - make_interval(mins => n)
      FROM generate_series(1, ${counts.formEntries ?? 0}::int) AS n`);
  },
};
