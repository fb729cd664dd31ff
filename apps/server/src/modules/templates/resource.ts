/** Templates declare themselves to the shared draft mechanism; the designer issue adds editing routes. */
import type { DraftableResource } from '../../platform/resources/drafts';
import { type TemplateDocument, templates } from './schema';

export type TemplateRow = typeof templates.$inferSelect;

export const templateResource: DraftableResource<TemplateDocument, TemplateRow> = {
  type: 'template',
  table: templates,
  currentColumns: (document) => ({ name: document.name }),
  publishedColumns: () => ({}),
  namedReferences: () => [],
  searchEntry: (document, row) => ({
    type: 'template',
    id: row.id,
    title: document.name,
    subtitle: row.partial ? 'Delmal' : 'Mal',
    editPath: `/innstillinger/maler/liste/${row.id}`,
  }),
  validate: async () => {},
  title: (document) => document.name,
};
