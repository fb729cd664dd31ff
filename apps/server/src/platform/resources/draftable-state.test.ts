import { describe, expect, it } from 'vitest';
import { currentDocument, type DraftRow, draftState } from './draftable-state';

const createdAt = new Date('2026-03-01T08:00:00.000Z');
const row = (changes: Partial<DraftRow<{ title: string }>> = {}): DraftRow<{ title: string }> => ({
  siteId: 'site',
  id: 'page',
  published: { title: 'Publisert' },
  draft: null,
  version: 4,
  modifiedAt: null,
  publishedAt: new Date('2026-03-02T08:00:00.000Z'),
  authorId: null,
  editorId: null,
  createdAt,
  updatedAt: createdAt,
  ...changes,
});

describe("the editor's view of a draftable row", () => {
  it('shows the draft when there is one, else the published document', () => {
    expect(currentDocument(row())).toEqual({ title: 'Publisert' });
    expect(currentDocument(row({ draft: { title: 'Utkast' } }))).toEqual({ title: 'Utkast' });
  });

  it('without a draft: not modified and no modified date', () => {
    expect(draftState(row())).toEqual({
      modified: false,
      modifiedDate: null,
      publishedAt: '2026-03-02T08:00:00.000Z',
      createdAt: '2026-03-01T08:00:00.000Z',
      updatedAt: '2026-03-01T08:00:00.000Z',
      version: 4,
    });
  });

  it('with a draft: modified, since when the draft was changed', () => {
    const modifiedAt = new Date('2026-03-03T09:30:00.000Z');
    expect(draftState(row({ draft: { title: 'Utkast' }, modifiedAt }))).toMatchObject({
      modified: true,
      modifiedDate: '2026-03-03T09:30:00.000Z',
    });
  });

  it('never published: no publish date', () => {
    expect(draftState(row({ publishedAt: null })).publishedAt).toBeNull();
  });
});
