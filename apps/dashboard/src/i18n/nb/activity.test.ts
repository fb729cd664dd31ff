import { activityFallbackAreas, activityKinds } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { activityLog } from './activity';

/** The catalogue's entry at a dotted path ('page.published'), or its plural forms. */
function wordsAt(tree: object, path: string): unknown {
  const [area, action] = path.split('.') as [string, string];
  const branch = (tree as Record<string, Record<string, unknown>>)[area] ?? {};
  return branch[action] ?? branch[`${action}_other`];
}

describe('activity log words', () => {
  it('every kind of change has its sentence and its name in the filter', () => {
    for (const kind of activityKinds) {
      expect(wordsAt(activityLog.kinds, kind), `sentence for ${kind}`).toEqual(expect.any(String));
      expect(wordsAt(activityLog.kindNames, kind), `filter name for ${kind}`).toEqual(expect.any(String));
    }
  });

  it('every area an entry without a kind can belong to has a name', () => {
    for (const area of activityFallbackAreas) expect(activityLog.fallbackAreas[area]).toEqual(expect.any(String));
  });

  it('sentences that name their target wrap it for the link', () => {
    expect(activityLog.kinds.page.published).toBe('Publiserte {{thing}} <target>«{{label}}»</target>');
    expect(activityLog.kinds.section.updated).toBe('Endret seksjonen «{{section}}» på <target>«{{label}}»</target>');
    expect(activityLog.kinds.domain.added).toBe('La til domenet <target>{{label}}</target>');
  });
});
