/** Templates declare themselves to the shared draft mechanism: columns, references, search. */
import type { DraftableResource } from '../../platform/resources/drafts';
import { assertSectionsComplete } from '../sections/check';
import { sectionReferenceIds } from '../sections/references';
import { type TemplateDocument, templates } from './schema';

export type TemplateRow = typeof templates.$inferSelect;

export const templateResource: DraftableResource<TemplateDocument, TemplateRow> = {
  type: 'template',
  cacheDomain: 'content',
  table: templates,
  currentColumns: (document) => ({ name: document.name }),
  publishedColumns: () => ({}),
  namedReferences: (document) => sectionReferenceIds(document.components),
  searchEntry: (document, row) => ({
    type: 'template',
    id: row.id,
    title: document.name,
    subtitle: row.partial ? 'Delmal' : 'Mal',
    editPath: `/innstillinger/maler/liste/${row.id}`,
  }),
  validate: async () => {},
  validatePublish: (document) => assertSectionsComplete(document.components),
  title: (document) => document.name,
};
