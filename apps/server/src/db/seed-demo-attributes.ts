/**
 * Demo Butikk's attributes and labels: Farge (colours), Størrelse and Rammestørrelse (text), and
 * the labels Nyhet, Tilbud and Utsolgt, coloured to be read at a glance.
 */
import { attributeCreateSchema, labelCreateSchema } from '@vev/shared';
import { attributes } from '../modules/attributes/schema';
import { attributeSearchEntry } from '../modules/attributes/service';
import { labels } from '../modules/labels/schema';
import { labelSearchEntry } from '../modules/labels/service';
import { newId } from '../platform/ids';
import { upsertSearchEntry } from '../platform/search/search-index';
import type { Database } from './client';

const textOptions = (values: string[]) => values.map((value) => ({ value }));

const demoAttributes = [
  {
    name: 'Farge',
    internalName: 'farge',
    type: 'color' as const,
    options: [
      { value: 'Svart', meta: '#212121' },
      { value: 'Hvit', meta: '#ffffff' },
      { value: 'Rød', meta: '#d32f2f' },
      { value: 'Blå', meta: '#1976d2' },
    ],
  },
  {
    name: 'Størrelse',
    internalName: 'storrelse',
    type: 'string' as const,
    options: textOptions(['S', 'M', 'L', 'XL']),
  },
  {
    name: 'Rammestørrelse',
    internalName: 'rammestorrelse',
    type: 'string' as const,
    options: textOptions(['48', '52', '56', '60']),
  },
];

const demoLabels = [
  { name: 'Nyhet', color: '#2b8a3e', textColor: '#ffffff' },
  { name: 'Tilbud', color: '#c92a2a', textColor: '#ffffff' },
  { name: 'Utsolgt', color: '#495057', textColor: '#ffffff' },
];

export async function seedDemoAttributes(tx: Database, siteId: string): Promise<void> {
  const attributeRows = await tx
    .insert(attributes)
    .values(
      demoAttributes.map((attribute) => {
        const values = attributeCreateSchema.parse(attribute);
        return {
          siteId,
          id: newId(),
          ...values,
          options: values.options.map((option) => ({ ...option, _id: newId() })),
        };
      }),
    )
    .returning();
  const labelRows = await tx
    .insert(labels)
    .values(demoLabels.map((label) => ({ siteId, id: newId(), ...labelCreateSchema.parse(label) })))
    .returning();
  for (const row of attributeRows) await upsertSearchEntry(tx, siteId, attributeSearchEntry(row));
  for (const row of labelRows) await upsertSearchEntry(tx, siteId, labelSearchEntry(row));
}
