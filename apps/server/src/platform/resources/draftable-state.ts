/** The shape every draftable row shares, and the editor's view of it. */
export interface DraftRow<Doc> {
  siteId: string;
  id: string;
  published: Doc;
  draft: Doc | null;
  version: number;
  modifiedAt: Date | null;
  publishedAt: Date | null;
  authorId: string | null;
  editorId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const currentDocument = <Doc>(row: DraftRow<Doc>): Doc => row.draft ?? row.published;

/** The editor's view: modified and modifiedDate come from the draft. */
export function draftState(row: DraftRow<unknown>) {
  return {
    modified: row.draft !== null,
    modifiedDate: row.modifiedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
