/**
 * The search index, written in the same transaction as the resource. Power search and list
 * filters read it: Norwegian full text for whole words, word prefixes, and trigrams for typos.
 */
import type { SearchResult } from '@vev/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchIndex } from './schema';

export interface SearchEntry {
  type: string;
  id: string;
  title: string;
  subtitle?: string;
  description?: string;
  image?: string | null;
  path?: string;
  editPath: string;
  /** More words to find it by (tags, slug …), not shown. */
  keywords?: string;
}

/**
 * The row an entry is stored as: Norwegian full text weighted title (A), subtitle and keywords (B),
 * description (C). The bench's data set builds its rows with it too.
 */
export function searchRow(siteId: string, entry: SearchEntry, updatedAt = new Date()) {
  return {
    siteId,
    type: entry.type,
    id: entry.id,
    title: entry.title,
    subtitle: entry.subtitle ?? '',
    description: entry.description ?? '',
    image: entry.image ?? null,
    path: entry.path ?? '',
    editPath: entry.editPath,
    document: sql`setweight(to_tsvector('norwegian', ${entry.title}), 'A') ||
      setweight(to_tsvector('norwegian', ${`${entry.subtitle ?? ''} ${entry.keywords ?? ''}`}), 'B') ||
      setweight(to_tsvector('norwegian', ${entry.description ?? ''}), 'C')`,
    updatedAt,
  };
}

export async function upsertSearchEntry(db: Database, siteId: string, entry: SearchEntry): Promise<void> {
  const values = searchRow(siteId, entry);
  const { siteId: _site, type: _type, id: _id, ...changes } = values;
  await db
    .insert(searchIndex)
    .values(values)
    .onConflictDoUpdate({ target: [searchIndex.siteId, searchIndex.type, searchIndex.id], set: changes });
}

export async function removeSearchEntry(db: Database, siteId: string, type: string, id: string): Promise<void> {
  await db
    .delete(searchIndex)
    .where(and(eq(searchIndex.siteId, siteId), eq(searchIndex.type, type), eq(searchIndex.id, id)));
}

/** Words of the query as a prefix tsquery: 'somm nyh' → 'somm:* & nyh:*' (parameters only, never raw SQL). */
function prefixQuery(text: string): string | null {
  const words = text
    .toLocaleLowerCase('nb')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** The SQL condition "this index row matches the query", for search and for list filters. */
export function matchesQuery(text: string) {
  const prefix = prefixQuery(text);
  const fullText = prefix
    ? sql`${searchIndex.document} @@ (websearch_to_tsquery('norwegian', ${text}) || to_tsquery('simple', ${prefix}))`
    : sql`false`;
  return sql`(${fullText} OR ${searchIndex.title} % ${text})`;
}

/** How many matches power search ranks at most: a common word must not make it rank a whole site. */
const rankedCandidates = 300;

/** `text` as a LIKE pattern for "starts with", with LIKE's own wildcards escaped. */
const startsWithPattern = (text: string) => `${text.toLocaleLowerCase('nb').replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Power search: titles that start with the text first (shortest first, so an exact title leads),
 * then the best of a bounded set of full-text and trigram matches. When enough titles start with
 * the text, the ranked matches could not be shown, so they are not looked for.
 */
export async function powerSearch(db: Database, siteId: string, text: string, limit: number): Promise<SearchResult[]> {
  const query = text.trim();
  if (!query) return [];
  const startsWith = await titlesStartingWith(db, siteId, query, limit);
  const ranked = startsWith.length < limit ? await bestMatches(db, siteId, query, limit) : [];
  const hits = new Map([...startsWith, ...ranked].map((row) => [`${row.type}:${row.id}`, row]));
  return [...hits.values()].slice(0, limit).map(({ id, ...row }) => ({ _id: id, ...row }));
}

/** What a hit shows, from the index or from the ranked candidates. */
const resultFields = (table: typeof searchIndex | Candidates) => ({
  id: table.id,
  type: table.type,
  title: table.title,
  subtitle: table.subtitle,
  description: table.description,
  image: table.image,
  path: table.path,
  editPath: table.editPath,
});

/**
 * Titles that start with the text, shortest first. A common word starts thousands of titles, so the
 * first few are picked from the prefix index alone (it holds the title, type and id) and only their
 * rows are read.
 */
function titlesStartingWith(db: Database, siteId: string, query: string, limit: number) {
  const first = db
    .select({ type: searchIndex.type, id: searchIndex.id, title: searchIndex.title })
    .from(searchIndex)
    .where(and(eq(searchIndex.siteId, siteId), sql`lower(${searchIndex.title}) LIKE ${startsWithPattern(query)}`))
    .orderBy(sql`length(${searchIndex.title})`, searchIndex.title)
    .limit(limit)
    .as('first');
  return db
    .select(resultFields(searchIndex))
    .from(first)
    .innerJoin(
      searchIndex,
      and(eq(searchIndex.siteId, siteId), eq(searchIndex.type, first.type), eq(searchIndex.id, first.id)),
    )
    .orderBy(sql`length(${first.title})`, first.title);
}

const candidatesOf = (db: Database, siteId: string, query: string) =>
  db
    .select()
    .from(searchIndex)
    .where(and(eq(searchIndex.siteId, siteId), matchesQuery(query)))
    .limit(rankedCandidates)
    .as('candidates');
type Candidates = ReturnType<typeof candidatesOf>;

/** The best of a bounded set of full-text and trigram matches. */
function bestMatches(db: Database, siteId: string, query: string, limit: number) {
  const candidates = candidatesOf(db, siteId, query);
  return db
    .select(resultFields(candidates))
    .from(candidates)
    .orderBy(
      sql`ts_rank(${candidates.document}, to_tsquery('simple', ${prefixQuery(query) ?? ''})) + similarity(${candidates.title}, ${query}) desc`,
      candidates.title,
    )
    .limit(limit);
}

/**
 * The (site, id) pairs of these sites' resources of these types that match the text, as a subquery
 * for list filters: one round trip, and the list keeps its own order.
 */
export function matchingResources(siteIds: string[], types: string[], text: string) {
  // No LIMIT inside: the planner may then walk the list in order and probe the index per row,
  // which stops after 20 hits for a common word, or start from the few matches of a rare one.
  return sql`(SELECT ${searchIndex.siteId}, ${searchIndex.id} FROM ${searchIndex}
    WHERE ${and(inArray(searchIndex.siteId, siteIds), inArray(searchIndex.type, types), matchesQuery(text.trim()))})`;
}
