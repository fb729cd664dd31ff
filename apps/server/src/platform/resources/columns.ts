/**
 * The columns every draftable resource has (ARCHITECTURE.md 'Drafts, publishing and revisions'):
 * the published document, at most one draft of it, and the version that guards against stale edits.
 */
import { integer, jsonb, text } from 'drizzle-orm/pg-core';
import { createdAt, moment, updatedAt } from '../../db/columns';

export function draftableColumns<Doc>() {
  return {
    published: jsonb('published').$type<Doc>().notNull(),
    draft: jsonb('draft').$type<Doc>(),
    version: integer('version').notNull().default(1),
    /** When the draft was last changed; null when there is no draft. */
    modifiedAt: moment('modified_at'),
    publishedAt: moment('published_at'),
    authorId: text('author_id'),
    editorId: text('editor_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  };
}
