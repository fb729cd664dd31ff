import { describe, expect, it } from 'vitest';
import { gateAllows, hasLevel, type PermissionLevel, permissionLevelLabels } from './permissions';

describe('permission levels (spec 1 §6)', () => {
  it('each level includes the ones below it: reader < contributor < admin', () => {
    expect(hasLevel('reader', 'reader')).toBe(true);
    expect(hasLevel('reader', 'contributor')).toBe(false);
    expect(hasLevel('reader', 'admin')).toBe(false);
    expect(hasLevel('contributor', 'reader')).toBe(true);
    expect(hasLevel('contributor', 'contributor')).toBe(true);
    expect(hasLevel('contributor', 'admin')).toBe(false);
    expect(hasLevel('admin', 'reader')).toBe(true);
    expect(hasLevel('admin', 'contributor')).toBe(true);
    expect(hasLevel('admin', 'admin')).toBe(true);
  });

  it('levels are labelled Leser, Redaktør and Administrator', () => {
    expect(permissionLevelLabels).toEqual({ reader: 'Leser', contributor: 'Redaktør', admin: 'Administrator' });
  });
});

describe('PermissionGate', () => {
  const levels: PermissionLevel[] = ['reader', 'contributor', 'admin'];
  const admitted = (gate: 'all' | 'contributor' | 'admin') => levels.filter((level) => gateAllows(gate, level));

  it("'all' admits every known level", () => {
    expect(admitted('all')).toEqual(['reader', 'contributor', 'admin']);
  });

  it("'contributor' admits contributors and admins", () => {
    expect(admitted('contributor')).toEqual(['contributor', 'admin']);
  });

  it("'admin' admits only admins", () => {
    expect(admitted('admin')).toEqual(['admin']);
  });

  it('hides its content while the level is unknown, even for the gate all', () => {
    for (const gate of ['all', 'contributor', 'admin'] as const) {
      expect(gateAllows(gate, null)).toBe(false);
      expect(gateAllows(gate, undefined)).toBe(false);
    }
  });
});
