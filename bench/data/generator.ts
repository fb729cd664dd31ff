import type { Database } from '../../apps/server/src/db/client';

/** What earlier generators made, for later ones to refer to (sites for pages, pages for page views …). */
export interface GeneratedData {
  siteIds: string[];
  userIds: string[];
}

/** One module's part of the large data set. */
export interface Generator {
  name: string;
  /** How many rows of each kind at this scale (1 = the sizes QUALITY.md asks for). */
  counts(scale: number): Record<string, number>;
  generate(db: Database, counts: Record<string, number>, data: GeneratedData): Promise<void>;
}
